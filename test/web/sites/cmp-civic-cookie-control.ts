import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { googleFontsLink, gtagSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { CIVIC_COOKIE_CONTROL_SRC } from '../vendors/civic-cookie-control.ts';
import { NEWS_ARTICLES, OUTDOOR_PRODUCTS, STUDIO_PROJECTS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/** The tags the Civic Cookie Control sites load. */
export const CMP_CIVIC_TAGS = {
  wildlife: { ga4: 'G-CIVWILD01', metaPixel: '8201928374650001' },
  council: { ga4: 'G-CIVCNCL02' },
  museum: { ga4: 'G-CIVMUSE03', metaPixel: '8201928374650003' },
} as const;

/** GA4 started from Cookie Control's `onAccept`, as Civic's documentation shows it. */
const ga4OnAccept = (id: string) => `function () {
        if (window.__ga4Loaded) return; window.__ga4Loaded = true;
        window['ga-disable-${id}'] = false;
        var s = document.createElement('script'); s.async = true;
        s.src = 'https://www.googletagmanager.com/gtag/js?id=${id}';
        document.head.appendChild(s);
        window.dataLayer = window.dataLayer || [];
        window.gtag = function () { dataLayer.push(arguments); };
        gtag('js', new Date()); gtag('config', '${id}');
      }`;

const metaOnAccept = (pixelId: string) => `function () {
        if (window.fbq) return;
        !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
        fbq('init', '${pixelId}'); fbq('track', 'PageView');
      }`;

interface CivicCategory {
  name: 'analytics' | 'marketing';
  onAccept: string;
  onRevoke?: string;
}

const CATEGORY_TEXT = {
  analytics: {
    label: 'Analytics cookies',
    description:
      'Analytical cookies help us to improve our website by collecting and reporting information on its usage.',
    cookies: ['_ga', '_ga*', '_gid', '_gat'],
  },
  marketing: {
    label: 'Marketing cookies',
    description:
      'We use marketing cookies to help us improve the relevancy of advertising campaigns you receive.',
    cookies: ['_fbp', 'fr'],
  },
} as const;

/** Cookie Control 9 as sites install it: the script from Civic's CDN, then `CookieControl.load(config)`. */
function cookieControl(options: {
  apiKey: string;
  product: 'COMMUNITY' | 'PRO' | 'PRO_MULTISITE';
  initialState: 'notify' | 'open';
  layout: 'slideout' | 'popup';
  rejectButton: boolean;
  categories: readonly CivicCategory[];
}): string {
  const categories = options.categories
    .map((c) => {
      const text = CATEGORY_TEXT[c.name];
      return `{
      name: '${c.name}',
      label: '${text.label}',
      description: '${text.description}',
      cookies: ${JSON.stringify(text.cookies)},
      onAccept: ${c.onAccept},
      onRevoke: ${c.onRevoke ?? 'function () {}'}
    }`;
    })
    .join(', ');
  return `<script src="${CIVIC_COOKIE_CONTROL_SRC}"></script>
<script>
  var config = {
    apiKey: '${options.apiKey}',
    product: '${options.product}',
    initialState: '${options.initialState}',
    layout: '${options.layout}',
    rejectButton: ${options.rejectButton},
    necessaryCookies: ['SESS*', 'XSRF-TOKEN'],
    optionalCookies: [${categories}],
    position: 'LEFT',
    theme: 'DARK',
    branding: { fontFamily: 'Arial, sans-serif', removeAbout: true }
  };
  CookieControl.load(config);
</script>`;
}

const PRIVACY_CIVIC =
  'We use Civic Cookie Control to ask for your consent; your choice is kept in the <code>CookieControl</code> cookie for 90 days. <a href="javascript:CookieControl.open()">Change your cookie settings</a>';

/**
 * Thornbury Wildlife Trust, a charity, with Cookie Control's notify bar: "Accept", "Reject" and
 * "Cookie Preferences" on the first layer. GA4 (analytics) and the Meta pixel (marketing) start from
 * the categories' `onAccept`.
 *
 * Expected (written before scanning): no finding. Nothing tracks before a choice (Google Fonts
 * only); Cookie Control writes nothing before it. autoconsent's `civic-cookie-control` rule clicks
 * "Reject" (`.ccc-reject-button`, first layer): `CookieControl` holds both categories "revoked",
 * confirmed by the stored state; nothing tracks after it. "Accept": acceptance confirmed; GA4 and
 * the Meta pixel load.
 */
export const civicWildlife: FixtureHost = realisticSite({
  identity: {
    name: 'Thornbury Wildlife Trust',
    hostname: 'thornbury-wildlife.example',
    accent: '#15803d',
    tagline: 'Protecting meadows, woods and rivers across South Gloucestershire.',
    lang: 'en-GB',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'Gifts that help wildlife',
    items: OUTDOOR_PRODUCTS,
    cta: 'Visit the shop',
  },
  head: () => googleFontsLink('Source Sans 3:wght@400;600;700'),
  end: () =>
    cookieControl({
      apiKey: '4c1e2b9f0a7d3e6b58c2f1a09d7e3b6c4f2a1e90',
      product: 'PRO',
      initialState: 'notify',
      layout: 'slideout',
      rejectButton: true,
      categories: [
        { name: 'analytics', onAccept: ga4OnAccept(CMP_CIVIC_TAGS.wildlife.ga4) },
        { name: 'marketing', onAccept: metaOnAccept(CMP_CIVIC_TAGS.wildlife.metaPixel) },
      ],
    }),
  home: {
    heading: 'Wildflower meadows need you',
    text: 'Volunteer, become a member or adopt a hectare of meadow this spring.',
  },
  about: ['Founded in 1984, the Trust cares for 31 nature reserves.'],
  contact: { intro: 'Report a sighting or ask about volunteering.', action: '/contact' },
  privacy: [
    `With your consent we use Google Analytics and the Meta pixel to measure our appeals. ${PRIVACY_CIVIC}`,
  ],
});

/**
 * Ashcombe District Council with Cookie Control's notify bar configured without a Reject button
 * (`rejectButton: false`): "Accept" and "Cookie Preferences" only; the panel behind "Cookie
 * Preferences" has "I Accept" / "I Do Not Accept" and the category toggle. GA4 starts from
 * `onAccept`.
 *
 * Expected (written before scanning): `no_first_layer_reject` only. Nothing tracks before a choice.
 * autoconsent opens "Cookie Preferences" and clicks "I Do Not Accept" (second layer): refusal stored
 * and confirmed; nothing tracks. "Accept" on the first layer: acceptance confirmed, GA4 loads.
 */
export const civicCouncil: FixtureHost = realisticSite({
  identity: {
    name: 'Ashcombe District Council',
    hostname: 'ashcombe-council.example',
    accent: '#1d4ed8',
    tagline: 'Bins, council tax, planning and local services.',
    lang: 'en-GB',
  },
  catalogue: {
    path: '/news',
    navLabel: 'News',
    heading: 'Council news',
    items: NEWS_ARTICLES,
    cta: 'Read the latest news',
  },
  head: () => '',
  end: () =>
    cookieControl({
      apiKey: '9a3f5c7e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a',
      product: 'PRO_MULTISITE',
      initialState: 'notify',
      layout: 'slideout',
      rejectButton: false,
      categories: [
        {
          name: 'analytics',
          onAccept: ga4OnAccept(CMP_CIVIC_TAGS.council.ga4),
          onRevoke: `function () { window['ga-disable-${CMP_CIVIC_TAGS.council.ga4}'] = true; }`,
        },
      ],
    }),
  home: {
    heading: 'Find your bin collection day',
    text: 'Enter your postcode to see when your recycling and garden waste are collected.',
  },
  about: ['Ashcombe District Council serves 118,000 residents.'],
  contact: { intro: 'Contact the customer services team.', action: '/contact' },
  privacy: [
    `We use Google Analytics, with your consent, to improve our online services. ${PRIVACY_CIVIC}`,
  ],
});

/**
 * Kelvedon Heritage Museum with Cookie Control opened as a popup on the first visit
 * (`initialState: 'open'`, `layout: 'popup'`): "I Accept" / "I Do Not Accept" and the toggles at once.
 * The Meta pixel starts from the marketing category's `onAccept`, but GA4 is also pasted into <head>
 * (the old install, never removed), so it runs whatever the visitor chooses; Civic deletes `_ga`
 * cookies on "I Do Not Accept" and GA4 sets them again on the next page view.
 *
 * Expected (written before scanning): `pre_consent_tracking` and `tracking_after_refusal` (Google
 * Analytics) and `pre_consent_nonessential_cookies` (`_ga`, `_ga_<id>`). "I Do Not Accept" on the
 * first layer (the popup is what shows first): refusal stored and confirmed, so no
 * `refusal_not_registered`; the Meta pixel stays off. "I Accept": acceptance confirmed, Meta loads.
 */
export const civicMuseum: FixtureHost = realisticSite({
  identity: {
    name: 'Kelvedon Heritage Museum',
    hostname: 'kelvedon-museum.example',
    accent: '#7c2d12',
    tagline: 'Two thousand years of Essex life, free entry every day.',
    lang: 'en-GB',
  },
  catalogue: {
    path: '/exhibitions',
    navLabel: 'Exhibitions',
    heading: 'Exhibitions and collections',
    items: STUDIO_PROJECTS,
    cta: 'See what’s on',
  },
  head: () => `${gtagSnippet(CMP_CIVIC_TAGS.museum.ga4)}
${googleFontsLink('Merriweather:wght@400;700')}`,
  end: () =>
    cookieControl({
      apiKey: '2e4a6c8e0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a',
      product: 'COMMUNITY',
      initialState: 'open',
      layout: 'popup',
      rejectButton: true,
      categories: [
        { name: 'analytics', onAccept: 'function () {}' },
        { name: 'marketing', onAccept: metaOnAccept(CMP_CIVIC_TAGS.museum.metaPixel) },
      ],
    }),
  home: {
    heading: 'Roman Kelvedon',
    text: 'New finds from the Feering Road excavation are on display in the Long Gallery.',
  },
  about: ['An independent museum run by volunteers since 1971.'],
  contact: { intro: 'Group visits and school trips.', action: '/contact' },
  privacy: [`We use Google Analytics and, with your consent, the Meta pixel. ${PRIVACY_CIVIC}`],
});

export const CIVIC_SITES: readonly FixtureHost[] = [civicWildlife, civicCouncil, civicMuseum];
