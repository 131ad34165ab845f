import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { cookieHubSrc } from '../vendors/cookiehub.ts';
import { tiktokPixelSnippet } from './behaviour-snippets.ts';
import { HOTEL_ROOMS, OUTDOOR_PRODUCTS, STUDIO_PROJECTS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/** The tags the CookieHub sites load. */
export const CMP_COOKIEHUB_TAGS = {
  nordurljos: { gtm: 'GTM-CHNORDR', ga4: 'G-CHNRDR01', metaPixel: '7401928374650001' },
  brennan: { ga4: 'G-CHBRKV02', linkedIn: '7401002' },
  skerry: { ga4: 'G-CHSKRY03', tiktok: 'CSKERRY0TT03' },
} as const;

const loadGa4 = (id: string) => `if (!window.__ga4Loaded) {
        window.__ga4Loaded = true;
        var s = document.createElement('script'); s.async = true;
        s.src = 'https://www.googletagmanager.com/gtag/js?id=${id}';
        document.head.appendChild(s);
        window.dataLayer = window.dataLayer || [];
        window.gtag = function () { dataLayer.push(arguments); };
        gtag('js', new Date()); gtag('config', '${id}');
      }`;

const loadLinkedIn = (partnerId: string) => `if (!window._linkedin_data_partner_ids) {
        window._linkedin_data_partner_ids = ['${partnerId}'];
        var l = document.createElement('script'); l.async = true;
        l.src = 'https://snap.licdn.com/li.lms-analytics/insight.min.js';
        document.head.appendChild(l);
      }`;

/**
 * CookieHub's install as its documentation shows it: the script, then `cookiehub.load(cpm)` on
 * DOMContentLoaded; `cpm` holds the site's callbacks, or nothing when tags wait for Consent Mode.
 */
const cookieHubTag = (src: string, cpm: string) => `<script src="${src}"></script>
<script type="text/javascript">
document.addEventListener("DOMContentLoaded", function(event) {
  var cpm = ${cpm};
  window.cookiehub.load(cpm);
});
</script>`;

/** Callbacks that start each category's tags once it is allowed (on the choice and on later page views). */
const callbacks = (byCategory: Record<string, string>) => {
  const body = Object.entries(byCategory)
    .map(([category, start]) => `if (self.hasConsented('${category}')) { ${start} }`)
    .join('\n      ');
  return `{
    onInitialise: function (status) { var self = this;
      ${body}
    },
    onStatusChange: function (status, lastStatus) { var self = this;
      ${body}
    }
  }`;
};

const PRIVACY_COOKIEHUB =
  'We use CookieHub to ask for your consent; your choice is kept in the <code>cookiehub</code> cookie for 365 days. <a href="javascript:window.cookiehub.openSettings()">Cookie settings</a>';

/**
 * Norðurljós Guesthouse, a family guesthouse near Akureyri, with CookieHub's bar dialog ("Deny",
 * "Settings", "Allow all") served from `cdn.cookiehub.eu` and CookieHub's Google Consent Mode v2
 * integration: CookieHub, before GTM in <head>, sets the defaults to denied and sends the update.
 * The container GTM-CHNORDR (vendors/gtm-containers.ts) fires GA4 with `analytics_storage` and the
 * Meta pixel with `ad_storage` granted.
 *
 * Expected (written before scanning): no finding. Nothing tracks before a choice (the GTM container
 * loads, no tag fires) and CookieHub writes nothing. The dialog offers "Deny" on the first layer, so
 * no `no_first_layer_reject`; autoconsent's `cookiehub` rule opens "Settings" and clicks the first
 * `.ch2-deny-all-btn`: `cookiehub` holds every optional category false, confirmed by the stored state;
 * nothing tracks. "Allow all": acceptance confirmed (`allAllowed`), GA4 and the Meta pixel fire.
 */
export const cookieHubNordurljos: FixtureHost = realisticSite({
  identity: {
    name: 'Norðurljós Guesthouse',
    hostname: 'nordurljos-guesthouse.example',
    accent: '#1e3a8a',
    tagline: 'Eight rooms under the northern lights, 20 minutes from Akureyri.',
    lang: 'en',
  },
  catalogue: {
    path: '/rooms',
    navLabel: 'Rooms',
    heading: 'Our rooms',
    items: HOTEL_ROOMS,
    cta: 'Check availability',
  },
  head: () => `${cookieHubTag(cookieHubSrc('7a3c91e4', 'cdn.cookiehub.eu'), '{}')}
${gtmSnippet(CMP_COOKIEHUB_TAGS.nordurljos.gtm)}
${googleFontsLink('Raleway:wght@400;600')}`,
  end: () => '',
  home: {
    heading: 'Aurora season is here',
    text: 'Wake-up calls when the lights appear, and breakfast with skyr from the farm next door.',
  },
  about: ['Run by Sigrún and Jónas since 2009.'],
  contact: { intro: 'Questions about rooms or transfers?', action: '/contact' },
  privacy: [
    `Google Tag Manager loads Google Analytics and the Meta pixel according to your choice. ${PRIVACY_COOKIEHUB}`,
  ],
});

/**
 * Brennan & Koval Architects with an older CookieHub install (`cookiehub.net/c2/…`): the dialog has
 * only "Settings" and "Allow all", the settings have no "Deny all" (only "Save settings" and "Allow
 * all"), and the owner switched "Pre-consent" on for the analytics category, so its switch starts
 * ticked. GA4 (analytics) and LinkedIn Insight (marketing) start from the documented callbacks
 * (`onInitialise` / `onStatusChange` with `hasConsented`).
 *
 * Expected (written before scanning): `no_first_layer_reject` and `preticked_consent_options`
 * ("Analytical cookies"). Nothing tracks before a choice (pre-consent only ticks the switch; nothing
 * is stored until the visitor saves). autoconsent's rule opens "Settings", unticks the checked
 * switches and clicks "Save settings" (second layer, a necessary-only choice): `cookiehub` holds every
 * optional category false, confirmed; nothing tracks. "Allow all": acceptance confirmed, GA4 and
 * LinkedIn run.
 */
export const cookieHubBrennan: FixtureHost = realisticSite({
  identity: {
    name: 'Brennan & Koval Architects',
    hostname: 'brennan-koval.example',
    accent: '#3f3f46',
    tagline: 'Homes, schools and workplaces in Cork and beyond.',
    lang: 'en-IE',
  },
  catalogue: {
    path: '/projects',
    navLabel: 'Projects',
    heading: 'Selected projects',
    items: STUDIO_PROJECTS,
    cta: 'View our work',
  },
  head: () =>
    `${cookieHubTag(
      cookieHubSrc('e52b08d7', 'cookiehub.net'),
      callbacks({
        analytics: loadGa4(CMP_COOKIEHUB_TAGS.brennan.ga4),
        marketing: loadLinkedIn(CMP_COOKIEHUB_TAGS.brennan.linkedIn),
      }),
    )}
${googleFontsLink('Work Sans:wght@400;600')}`,
  end: () => '',
  home: {
    heading: 'Architecture that lasts',
    text: 'RIAI-registered practice; A-rated homes and low-carbon retrofits.',
  },
  about: ['Founded by Aoife Brennan and Tomasz Koval in 2012.'],
  contact: { intro: 'Tell us about your project.', action: '/contact' },
  privacy: [`With your consent we use Google Analytics and LinkedIn Insight. ${PRIVACY_COOKIEHUB}`],
});

/**
 * Skerry Kayak Tours with CookieHub's dialog ("Deny", "Settings", "Allow all"). GA4 starts from the
 * analytics callback, but the TikTok pixel was pasted into the theme's <head> for a campaign and runs
 * on every page view: a tag the CMP does not gate.
 *
 * Expected (written before scanning): `pre_consent_tracking` and `tracking_after_refusal` (TikTok),
 * and `pre_consent_nonessential_cookies` if the pixel's `_ttp` cookie is seen before a choice. The
 * refusal (through "Settings", then "Deny") is stored and confirmed, so no `refusal_not_registered`;
 * GA4 stays off after it. "Allow all": acceptance confirmed, GA4 runs.
 */
export const cookieHubSkerry: FixtureHost = realisticSite({
  identity: {
    name: 'Skerry Kayak Tours',
    hostname: 'skerry-kayak.example',
    accent: '#0369a1',
    tagline: 'Sea kayaking among the islands of the west coast, April to October.',
    lang: 'en',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'Gear for the water',
    items: OUTDOOR_PRODUCTS,
    cta: 'Shop gear',
  },
  head: () =>
    `${cookieHubTag(
      cookieHubSrc('1f94c6b0', 'cdn.cookiehub.eu'),
      callbacks({ analytics: loadGa4(CMP_COOKIEHUB_TAGS.skerry.ga4) }),
    )}
${tiktokPixelSnippet(CMP_COOKIEHUB_TAGS.skerry.tiktok)}
${googleFontsLink('Open Sans:wght@400;700')}`,
  end: () => '',
  home: {
    heading: 'Paddle with the seals',
    text: 'Half-day and full-day tours for beginners, with guides and all the gear.',
  },
  about: ['Our guides are BCU-qualified and paddle these waters all year.'],
  contact: { intro: 'Private groups and school trips.', action: '/contact' },
  privacy: [`With your consent we use Google Analytics. ${PRIVACY_COOKIEHUB}`],
});

export const COOKIEHUB_SITES: readonly FixtureHost[] = [
  cookieHubNordurljos,
  cookieHubBrennan,
  cookieHubSkerry,
];
