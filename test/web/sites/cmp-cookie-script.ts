import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { cookieScriptSrc } from '../vendors/cookie-script.ts';
import { DENTAL_TREATMENTS, OUTDOOR_PRODUCTS, RECIPES } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/** The tags the CookieScript sites load. */
export const CMP_COOKIE_SCRIPT_TAGS = {
  harrow: { ga4: 'G-CSHARW01', metaPixel: '7301928374650001' },
  lindqvist: { ga4: 'G-CSLNDQ02', metaPixel: '7301928374650002' },
  marlow: { gtm: 'GTM-CSMARLW', ga4: 'G-CSMRLW03', metaPixel: '7301928374650003' },
} as const;

/** CookieScript's install snippet, as its dashboard gives it: one synchronous script in <head>. */
const cookieScriptTag = (id: string) =>
  `<script type="text/javascript" charset="UTF-8" src="${cookieScriptSrc(id).replace('https:', '')}"></script>`;

/**
 * GA4 blocked the way CookieScript documents it: `type="text/plain"`, `data-cookiescript="accepted"`
 * and the category in `data-cookiecategory` (the `src` stays: a text/plain script is not fetched).
 */
const gatedGa4 = (
  id: string,
) => `<!-- Google tag (gtag.js), blocked until "performance" is accepted -->
<script type="text/plain" data-cookiescript="accepted" data-cookiecategory="performance" async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script type="text/plain" data-cookiescript="accepted" data-cookiecategory="performance">
  window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date()); gtag('config', '${id}');
</script>`;

/** The Meta pixel blocked until "targeting" is accepted. */
const gatedMetaPixel = (
  pixelId: string,
) => `<!-- Meta Pixel Code, blocked until "targeting" is accepted -->
<script type="text/plain" data-cookiescript="accepted" data-cookiecategory="targeting">
  !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', '${pixelId}'); fbq('track', 'PageView');
</script>`;

const PRIVACY_COOKIE_SCRIPT =
  'Our cookie banner is provided by CookieScript; your choice is kept in the <code>CookieScriptConsent</code> cookie for 30 days. <a href="javascript:CookieScript.instance.show()">Change your cookie settings</a>';

/**
 * Harrow & Finch Dental, a family practice, with CookieScript's bar: category checkboxes (unticked),
 * "Accept all", "Decline all" and "Show details" on the first layer. GA4 ("performance") and the
 * Meta pixel ("targeting") are blocked with `data-cookiescript="accepted"`.
 *
 * Expected (written before scanning): no finding. Before a choice nothing tracks (Google Fonts only)
 * and CookieScript writes nothing. autoconsent's `cookie-script` rule clicks "Decline all"
 * (`#cookiescript_reject`, first layer): `CookieScriptConsent` holds `"action":"reject"` and no
 * category, confirmed by the stored state; nothing tracks after it, on the next page view either.
 * "Accept all": acceptance confirmed; GA4 and the Meta pixel run.
 */
export const cookieScriptHarrow: FixtureHost = realisticSite({
  identity: {
    name: 'Harrow & Finch Dental',
    hostname: 'harrowfinch-dental.example',
    accent: '#0e7490',
    tagline: 'Family and cosmetic dentistry in Harrow since 1998.',
    lang: 'en-GB',
  },
  catalogue: {
    path: '/treatments',
    navLabel: 'Treatments',
    heading: 'Our treatments',
    items: DENTAL_TREATMENTS,
    cta: 'See all treatments',
  },
  head: () => `${cookieScriptTag('5c2f8e91a4b7d03e6f1a9c28b4e7d150')}
${gatedGa4(CMP_COOKIE_SCRIPT_TAGS.harrow.ga4)}
${gatedMetaPixel(CMP_COOKIE_SCRIPT_TAGS.harrow.metaPixel)}
${googleFontsLink('Lato:wght@400;700')}`,
  end: () => '',
  home: {
    heading: 'New patients welcome',
    text: 'NHS and private appointments, evening surgeries on Tuesdays and Thursdays.',
  },
  about: ['Four dentists and two hygienists on Station Road.'],
  contact: { intro: 'Book a check-up or ask about whitening.', action: '/contact' },
  privacy: [
    `With your consent we use Google Analytics and the Meta pixel. ${PRIVACY_COOKIE_SCRIPT}`,
  ],
});

/**
 * Lindqvist Bike Repair, a workshop and shop, with a CookieScript banner configured without the
 * "Decline all" button: the first layer has the checkboxes (unticked), "Accept all" and "Show
 * details"; "Decline all" is only in the settings layer that "Show details" opens. GA4 and the Meta
 * pixel are blocked as on Harrow & Finch.
 *
 * Expected (written before scanning): `no_first_layer_reject` only. Nothing tracks before a choice.
 * autoconsent's rule finds no `#cookiescript_reject`, clicks "Show details" (`#cookiescript_manage`),
 * waits for `.cookiescript_fsd_main` and clicks its "Decline all" (second layer): refusal stored and
 * confirmed; nothing tracks. "Accept all" on the first layer: acceptance confirmed, GA4 and Meta run.
 */
export const cookieScriptLindqvist: FixtureHost = realisticSite({
  identity: {
    name: 'Lindqvist Bike Repair',
    hostname: 'lindqvist-bikes.example',
    accent: '#b45309',
    tagline: 'Servicing, wheel builds and second-hand bikes in Gothenburg.',
    lang: 'en',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'Parts and gear',
    items: OUTDOOR_PRODUCTS,
    cta: 'Browse the shop',
  },
  head: () => `${cookieScriptTag('8e41b7c2d90f3a65e1c8b2d74f09a3e6')}
${gatedGa4(CMP_COOKIE_SCRIPT_TAGS.lindqvist.ga4)}
${gatedMetaPixel(CMP_COOKIE_SCRIPT_TAGS.lindqvist.metaPixel)}`,
  end: () => '',
  home: {
    heading: 'Spring service, done in a day',
    text: 'Drop your bike off before 9 and collect it tuned, cleaned and safe by 17.',
  },
  about: ['Anna Lindqvist opened the workshop in a former tram depot in 2011.'],
  contact: { intro: 'Book a service slot or ask for a quote.', action: '/contact' },
  privacy: [
    `With your consent we use Google Analytics and the Meta pixel. ${PRIVACY_COOKIE_SCRIPT}`,
  ],
});

/**
 * Marlow Street Bakery with CookieScript's Google Consent Mode integration: CookieScript (before GTM in
 * <head>) sets the Consent Mode defaults to denied and sends the update on a choice. The GTM container
 * GTM-CSMARLW (vendors/gtm-containers.ts) fires GA4 only with `analytics_storage` granted, but the
 * agency added the Meta pixel as a Custom HTML tag with "no additional consent required", so it fires
 * on every page view: a tag the CMP does not gate.
 *
 * Expected (written before scanning): `pre_consent_tracking` and `tracking_after_refusal` (Meta), and
 * `pre_consent_nonessential_cookies` (the pixel's `_fbp`). "Decline all" on the first layer: refusal
 * stored (`googleconsentmap` first, `"action":"reject"`) and confirmed, so no
 * `refusal_not_registered`; GA4 stays off after it. "Accept all": acceptance confirmed, GA4 runs.
 */
export const cookieScriptMarlow: FixtureHost = realisticSite({
  identity: {
    name: 'Marlow Street Bakery',
    hostname: 'marlow-street-bakery.example',
    accent: '#9a3412',
    tagline: 'Sourdough, pastries and cakes baked overnight in Bristol.',
    lang: 'en-GB',
  },
  catalogue: {
    path: '/recipes',
    navLabel: 'Recipes',
    heading: 'Bake at home',
    items: RECIPES,
    cta: 'Get baking',
  },
  head: () => `${cookieScriptTag('b3d90e27f6a14c58a2e7d1b06c9f48e3')}
${gtmSnippet(CMP_COOKIE_SCRIPT_TAGS.marlow.gtm)}
${googleFontsLink('Libre Baskerville:wght@400;700')}`,
  end: () => '',
  home: {
    heading: 'Fresh from the oven at 7',
    text: 'Order celebration cakes two days ahead; bread is first come, first served.',
  },
  about: ['A two-oven bakery run by the Okafor family since 2016.'],
  contact: { intro: 'Cake orders and wholesale enquiries.', action: '/contact' },
  privacy: [
    `Google Tag Manager loads Google Analytics according to your choice. ${PRIVACY_COOKIE_SCRIPT}`,
  ],
});

export const COOKIE_SCRIPT_SITES: readonly FixtureHost[] = [
  cookieScriptHarrow,
  cookieScriptLindqvist,
  cookieScriptMarlow,
];
