import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { esbuildBundle, jsRoute } from '../js-bundles.ts';
import { packageFileRoute, siteScriptRoute, vanillaCookieconsentRoutes } from './consent-kit.ts';
import { packageAsset } from './cmp-tarteaucitron.ts';
import {
  NEWS_ARTICLES,
  OUTDOOR_PRODUCTS,
  RECIPES,
  STUDIO_PROJECTS,
  YOGA_CLASSES,
} from './realistic/catalogues.ts';
import { realisticSite, type CatalogueItem } from './realistic/site.ts';
import { bingUetSnippet, liveChatSnippet, youtubeEmbed } from './realistic/snippets.ts';
import { consentModeDefaults } from './realistic/consent-mode.ts';
import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import {
  gtagSnippet,
  googleFontsLink,
  gtmSnippet,
  linkedInInsightSnippet,
  metaPixelSnippet,
  plausibleSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/**
 * Real CMP libraries from npm in configurations the other fixture sites do not use, each on a small
 * business or publisher site with inner pages (realistic/site.ts, without the heavy payloads): the
 * scanner must say what the configuration means, no more.
 */

const tarteaucitronRoute = {
  method: 'GET' as const,
  path: /^\/tarteaucitron\//,
  handle: (req: FixtureRequest, res: ServerResponse) => packageAsset(req, res),
};

const BOOKS: CatalogueItem[] = (
  [
    ['The Salt Road', 'A novel of the Breton coast.', '£ 12.99'],
    ['Tide Tables 2027', 'Every harbour from Dover to Penzance.', '£ 6.50'],
    ['Knots for Sailors', 'Forty knots, drawn step by step.', '£ 9.99'],
    ['The Lighthouse Keepers', 'Oral histories of the last keepers.', '£ 18.00'],
    ['Birds of the Estuary', 'A field guide with 300 plates.', '£ 24.00'],
    ['Small Boat Cruising', 'Coastal passages in open boats.', '£ 15.00'],
  ] as const
).map(([title, summary, meta]) => ({
  slug: title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  title,
  summary,
  meta,
}));

/**
 * Maple & Rye, a bakery with tarteaucitron.js in its "implied consent" mode (highPrivacy: false,
 * static/sites/maple-rye-tarteaucitron-config.js): "OK, accept all" / "Deny all" / "Personalize" on
 * the first layer; Google Analytics and the Facebook pixel are tarteaucitron services, Plausible
 * (cookieless) is outside it.
 *
 * Expected: on the starting page before a choice nothing but Plausible and Google Fonts — the
 * services wait. A page of the site reached from another of its pages (the crawl) counts as consent
 * for tarteaucitron: it launches gtag and the pixel and stores them as allowed, with no click. So
 * `pre_consent_tracking` (Google Analytics, Meta) and `pre_consent_nonessential_cookies` (_ga, _fbp)
 * from a crawled page; not `no_first_layer_reject`. Reject arm: "Deny all" on the first layer,
 * stored as `!gtag=false!facebookpixel=false`, confirmed; no trackers on the next page view (no
 * `tracking_after_refusal`, no `refusal_not_registered`). Accept arm: confirmed, both trackers.
 * Plausible is never a finding.
 */
export const mapleRyeBakery = realisticSite({
  identity: {
    name: 'Maple & Rye Bakery',
    hostname: 'maple-rye-bakery.example',
    accent: '#9a3412',
    tagline: 'Sourdough, pastries and cakes baked before dawn.',
  },
  catalogue: {
    path: '/recipes',
    navLabel: 'Recipes',
    heading: 'Recipes from our kitchen',
    items: RECIPES,
    cta: 'Bake with us',
  },
  head: () => `${googleFontsLink('Lora:wght@400;700')}
${plausibleSnippet('maple-rye-bakery.example')}
<script>var tarteaucitronForceLanguage = 'en';</script>
<script src="/tarteaucitron/tarteaucitron.js"></script>
<script src="/assets/js/tarteaucitron-config.js"></script>`,
  end: () => '',
  home: {
    heading: 'Fresh from the oven every morning',
    text: 'Order a loaf for Saturday, or come in for coffee and a cardamom bun.',
  },
  about: [
    'Maple & Rye started in a market stall in 2016.',
    'We mill our own rye and use butter from a farm twelve miles away.',
  ],
  contact: { intro: 'Cake orders and wholesale enquiries: write to us.', action: '/contact' },
  privacy: [
    'We use Plausible (no cookies) to count visits. With your consent, Google Analytics and the Facebook pixel; your choice is stored in the <code>tarteaucitron</code> cookie.',
  ],
  routes: [
    tarteaucitronRoute,
    siteScriptRoute('/assets/js/tarteaucitron-config.js', 'maple-rye-tarteaucitron-config.js'),
  ],
});

/**
 * Cedar Notary, a notary's office with tarteaucitron.js in highPrivacy with AcceptAllCta: false
 * (static/sites/cedar-notary-tarteaucitron-config.js): the banner offers only "Personalize"; "Allow
 * all cookies" and "Deny all cookies" are both in the panel. Google Analytics and the Facebook pixel
 * are tarteaucitron services.
 *
 * Expected: nothing before a choice (no `pre_consent_*`). Refusing is no harder than accepting — both
 * take the same second step — so no `no_first_layer_reject`. Reject arm: "Deny all cookies" in the
 * panel (second layer), confirmed through the tarteaucitron cookie; nothing on the next page view.
 * Accept arm: "Allow all cookies" in the panel, confirmed.
 * Neither autoconsent rule for tarteaucitron sees this popup (one waits for "Deny all", the other for
 * the "Personalize" of the other layout): the heuristic operates it.
 */
export const cedarNotary = realisticSite({
  identity: {
    name: 'Cedar & Vale Notaries',
    hostname: 'cedar-notary.example',
    accent: '#374151',
    tagline: 'Property, family and company law since 1962.',
  },
  catalogue: {
    path: '/services',
    navLabel: 'Services',
    heading: 'How we can help',
    items: STUDIO_PROJECTS,
    cta: 'Our services',
  },
  head: () => `<script>var tarteaucitronForceLanguage = 'en';</script>
<script src="/tarteaucitron/tarteaucitron.js"></script>
<script src="/assets/js/tarteaucitron-config.js"></script>`,
  end: () => '',
  home: {
    heading: 'Buying a home? Start here.',
    text: 'Fixed fees for conveyancing, wills and powers of attorney. Appointments within a week.',
  },
  about: ['Three notaries and eleven staff in the old cedar house on Vale Street.'],
  contact: { intro: 'Request an appointment.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Facebook pixel; your choice is stored in the <code>tarteaucitron</code> cookie.',
  ],
  routes: [
    tarteaucitronRoute,
    siteScriptRoute('/assets/js/tarteaucitron-config.js', 'cedar-notary-tarteaucitron-config.js'),
  ],
});

/**
 * Orchard Cycles, a bike shop with vanilla-cookieconsent v3 in mode 'opt-out'
 * (static/sites/orchard-cycles-cookieconsent-config.js): the library enables analytics and marketing
 * before any choice, so the gated Google Analytics, Meta pixel and Microsoft UET tags run on the first
 * page view; "Reject all" on the first layer (a cloud with unequal buttons) stores cc_cookie with
 * "necessary" only, and autoClearCookies deletes _ga, _gid, _fbp and _uet*.
 *
 * Expected: `pre_consent_tracking` (Google Analytics, Meta, Microsoft) and
 * `pre_consent_nonessential_cookies` on the starting page; the preferences modal shows analytics and
 * marketing switched on before a choice (`preticked_consent_options` is a true statement of it). Not
 * `no_first_layer_reject`. Reject arm: "Reject all" confirmed through cc_cookie, no tracker on the
 * next page view, so no `tracking_after_refusal` / `refusal_not_registered`. Accept arm: confirmed.
 */
export const orchardCycles = realisticSite({
  identity: {
    name: 'Orchard Cycles',
    hostname: 'orchard-cycles.example',
    accent: '#15803d',
    tagline: 'Touring and gravel bikes, built and serviced in our workshop.',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'In stock now',
    items: OUTDOOR_PRODUCTS,
    cta: 'Browse the shop',
  },
  head: () => `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${googleFontsLink('Inter:wght@400;600')}
${gtagSnippet('G-ORCHARD01', { category: 'analytics' })}
${metaPixelSnippet('4400000000000002', { category: 'marketing' })}
${bingUetSnippet('187000002', { category: 'marketing' })}`,
  end: () => `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Bikes for the long way round',
    text: 'Test rides every Saturday, free first service, and a workshop that fixes any bike.',
  },
  about: ['Two mechanics, one shed and a lot of bikes since 2011.'],
  contact: { intro: 'Book a service or ask about a build.', action: '/contact' },
  privacy: [
    'We use Google Analytics, Meta and Microsoft Advertising unless you turn them off in our cookie preferences; your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    ...vanillaCookieconsentRoutes,
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'orchard-cycles-cookieconsent-config.js'),
  ],
});

/**
 * Tidewater Books, a bookshop with Osano cookieconsent type 'opt-out' ("Decline" / "Allow cookies",
 * static/sites/tidewater-cookieconsent-config.js): the site loads Google Analytics and the Meta pixel
 * unless cookieconsent_status is "deny".
 *
 * Expected: `pre_consent_tracking` (Google Analytics, Meta) and `pre_consent_nonessential_cookies`
 * (_ga, _fbp) on the starting page. Reject arm: "Decline" on the first layer, cookieconsent_status=deny,
 * confirmed; the next page view loads neither tag (cookies set before the refusal remain in the jar,
 * which is not new tracking): no `tracking_after_refusal`, no `refusal_not_registered`. Accept arm:
 * "Allow cookies", confirmed.
 */
export const tidewaterBooks = realisticSite({
  identity: {
    name: 'Tidewater Books',
    hostname: 'tidewater-books.example',
    accent: '#1d3557',
    tagline: 'An independent bookshop on the harbour.',
  },
  catalogue: {
    path: '/books',
    navLabel: 'Books',
    heading: 'Staff picks',
    items: BOOKS,
    cta: 'See our picks',
  },
  head: () => `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.css">
${googleFontsLink('Merriweather:wght@400;700')}`,
  end: () => `<script src="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Books, maps and charts for the coast',
    text: 'Readings on Thursdays, and we post anywhere in the UK.',
  },
  about: ['Tidewater has sold books on the quay since 1987.'],
  contact: { intro: 'Looking for a title? Ask us.', action: '/contact' },
  privacy: [
    'We use Google Analytics and the Meta pixel unless you decline in our cookie banner; your choice is stored in the <code>cookieconsent_status</code> cookie.',
  ],
  routes: [
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'tidewater-cookieconsent-config.js'),
  ],
});

/**
 * The Saltmarsh Gazette, a local news site with Osano cookieconsent type 'info'
 * (static/sites/saltmarsh-cookieconsent-config.js): a notice with one button, "Got it!"
 * (cookieconsent_status=dismiss). Google Analytics and LinkedIn Insight are plain tags.
 *
 * Expected: `pre_consent_tracking` (Google Analytics, LinkedIn) and
 * `pre_consent_nonessential_cookies`; `no_first_layer_reject` (there is no refusal anywhere: the
 * banner is a notice). Reject arm: nothing to refuse with — "Got it!" is not a refusal, so no
 * refusal is claimed as made, registered or ignored (no `refusal_not_registered`, no
 * `tracking_after_refusal` unless a refusal was actually made). Accept arm: "Got it!" is the only
 * control.
 */
export const saltmarshGazette = realisticSite({
  identity: {
    name: 'The Saltmarsh Gazette',
    hostname: 'saltmarsh-gazette.example',
    accent: '#264653',
    tagline: 'News from the marsh villages since 1894.',
  },
  catalogue: {
    path: '/news',
    navLabel: 'News',
    heading: 'Latest news',
    items: NEWS_ARTICLES,
    cta: 'Read the news',
  },
  head: () => `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.css">
${gtagSnippet('G-SALTMSH01')}
${linkedInInsightSnippet('4400004')}`,
  end: () => `<script src="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Flood defences approved for Eastmarsh',
    text: 'The council voted on Tuesday; work starts in spring.',
  },
  about: ['The Gazette is owned by its readers through a community benefit society.'],
  contact: { intro: 'Send us your news.', action: '/contact' },
  privacy: ['We use Google Analytics and LinkedIn Insight to understand our readers.'],
  routes: [
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'saltmarsh-cookieconsent-config.js'),
  ],
});

/** A tag snippet gated the way Klaro expects (data-name of its service). */
const forKlaro = (snippet: string) =>
  snippet.replace(/data-category="([\w-]+)"/g, 'data-type="text/javascript" data-name="$1"');

/**
 * Juniper Yoga with Klaro (static/sites/juniper-klaro-config.js): the choice in localStorage, services
 * grouped by purpose, a required session service, the Meta pixel pre-ticked (default: true), LinkedIn
 * Insight as an opt-out service (Klaro loads it before any choice), and the class video behind Klaro's
 * contextual consent (a placeholder, no YouTube request until allowed).
 *
 * Expected: `pre_consent_tracking` (LinkedIn only — not Google, not Meta, not YouTube) with its
 * cookie if it sets one; `preticked_consent_options` (Meta pixel ticked in "Let me choose"); not
 * `no_first_layer_reject` ("I decline" on the notice). Reject arm: "I decline" stores
 * {google-analytics:false, meta-pixel:false, linkedin:false, youtube:false, session:true} in
 * localStorage["klaro"], confirmed; no tracker on the next page view. Accept arm: confirmed; Google
 * Analytics, Meta, LinkedIn and the YouTube embed.
 */
export const juniperYoga = realisticSite({
  identity: {
    name: 'Juniper Yoga',
    hostname: 'juniper-yoga.example',
    accent: '#0f766e',
    tagline: 'Small classes in a converted chapel.',
  },
  catalogue: {
    path: '/classes',
    navLabel: 'Classes',
    heading: 'Timetable',
    items: YOGA_CLASSES,
    cta: 'See the timetable',
  },
  head: () => `<link rel="stylesheet" href="/vendor/klaro/klaro.min.css">
${forKlaro(gtagSnippet('G-JUNIPER01', { category: 'google-analytics' }))}
${forKlaro(metaPixelSnippet('4400000000000005', { category: 'meta-pixel' }))}
${forKlaro(linkedInInsightSnippet('4400005', { category: 'linkedin' }))}`,
  end: () => `<script src="/assets/js/klaro-config.js"></script>
<script defer src="/vendor/klaro/klaro-no-css.js"></script>`,
  home: {
    heading: 'Slow down with us',
    text: 'Hatha, yin and meditation for every body, six days a week.',
    extra: `<section class="band"><div><h3>Try a class at home</h3>${youtubeEmbed('Jn7Xk2qPa4w', 'A 20-minute hatha class').replace('<iframe class="video-embed"', '<iframe class="video-embed" data-name="youtube"').replace(' src="', ' data-src="')}</div></section>`,
  },
  about: ['Juniper opened in 2019 in the old Methodist chapel.'],
  contact: { intro: 'Questions about passes or private classes? Write to us.', action: '/contact' },
  privacy: [
    'We ask before using Google Analytics, the Meta pixel or YouTube; LinkedIn Insight is on unless you decline. Your choice is stored in your browser (localStorage "klaro").',
  ],
  routes: [
    siteScriptRoute('/assets/js/klaro-config.js', 'juniper-klaro-config.js'),
    packageFileRoute('/vendor/klaro/klaro-no-css.js', 'klaro', 'dist/klaro-no-css.js'),
    packageFileRoute('/vendor/klaro/klaro.min.css', 'klaro', 'dist/klaro.min.css'),
  ],
});

const KESTREL = REALISTIC_TAGS.kestrel;

/**
 * Kestrel Fitness, a gym whose cookie banner comes from its Google Tag Manager container
 * (vendors/gtm-containers.ts, GTM-KSTRL01): a Custom HTML tag runs static/sites/kestrel-consent-banner.js,
 * which loads vanilla-cookieconsent v3 and sends Consent Mode updates (defaults "denied" in the page).
 * GA4 and the Meta pixel wait for them; LinkedIn Insight has no consent requirement. LiveChat on
 * every page.
 *
 * Expected: the banner found although GTM loads it; `pre_consent_tracking` (LinkedIn only; not
 * Google Analytics, not Meta) with `pre_consent_nonessential_cookies` for LinkedIn's cookies;
 * "Reject all" on the first layer, confirmed through cc_cookie; `tracking_after_refusal` (LinkedIn on
 * the next page view); no `refusal_not_registered`. Accept arm: confirmed, GA4 and Meta fire.
 */
export const kestrelFitness = realisticSite({
  identity: {
    name: 'Kestrel Fitness',
    hostname: 'kestrel-fitness.example',
    accent: '#b91c1c',
    tagline: 'Strength, conditioning and classes, open 6 am to 10 pm.',
  },
  catalogue: {
    path: '/classes',
    navLabel: 'Classes',
    heading: 'Classes this week',
    items: YOGA_CLASSES,
    cta: 'See classes',
  },
  head: () => `${googleFontsLink('Oswald:wght@400;600')}
${consentModeDefaults()}
${gtmSnippet(KESTREL.gtm)}`,
  end: () => liveChatSnippet(14_400_007),
  home: {
    heading: 'Stronger every week',
    text: 'Free induction, no joining fee in January, and coaches on the floor all day.',
  },
  about: ['Kestrel opened in 2015 in a former printworks.'],
  contact: { intro: 'Ask about memberships or personal training.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. LinkedIn Insight measures our job adverts. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    siteScriptRoute('/assets/js/consent-banner.js', 'kestrel-consent-banner.js'),
    ...vanillaCookieconsentRoutes,
  ],
});

const LARKSPUR = {
  name: 'Larkspur Bistro',
  hostname: 'larkspur-bistro.example',
  accent: '#7c2d12',
};
const LARKSPUR_ROUTES = ['/', '/menu', '/book', '/about', '/privacy'];
const larkspurShell = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Larkspur Bistro</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<style>:root { --accent: ${LARKSPUR.accent}; }</style>
<link rel="stylesheet" href="/assets/css/cookieconsent.css">
${googleFontsLink('Fraunces:wght@400;700')}
</head>
<body>
<div id="root"><p class="loading">Loading…</p></div>
<script src="/assets/js/app.js"></script>
</body>
</html>`;

/**
 * Larkspur Bistro, a React 18 single-page app (static/sites/larkspur-bistro-app.js): every route
 * (/, /menu, /book, /about, /privacy) is the same shell, the app renders the page and its navigation
 * (client-side routing), and only after it mounted and fetched /api/session does an effect start
 * vanilla-cookieconsent v3 ("Accept all" / "Reject all" / "Manage preferences", cc_cookie). The app
 * loads Google Analytics and the Meta pixel from the library's callbacks, for accepted categories only.
 *
 * Expected: no finding about consent. Before a choice only Google Fonts and the site itself; the
 * banner is found although it comes after the app's own request; "Reject all" on the first layer.
 * Reject arm: confirmed through cc_cookie (necessary only), no tracker on the next page view. Accept
 * arm: confirmed, Google Analytics and Meta.
 */
export const larkspurBistro: FixtureHost = {
  name: LARKSPUR.name,
  kind: 'site',
  hostnames: [LARKSPUR.hostname],
  handle: router(
    [
      ...sharedAssetRoutes(LARKSPUR.accent),
      ...LARKSPUR_ROUTES.map((path) => ({
        method: 'GET' as const,
        path,
        handle: (_req: FixtureRequest, res: ServerResponse) =>
          send(res, 200, 'html', larkspurShell),
      })),
      jsRoute('/assets/js/app.js', esbuildBundle('sites', 'larkspur-bistro-app.js')),
      packageFileRoute(
        '/assets/css/cookieconsent.css',
        'vanilla-cookieconsent',
        'dist/cookieconsent.css',
      ),
      {
        method: 'GET',
        path: '/api/session',
        handle: (_req, res) => send(res, 200, 'json', JSON.stringify({ basket: 0, table: null })),
      },
    ],
    notFoundPage(LARKSPUR.name, LARKSPUR.accent),
  ),
};

export const CMP_LIBRARY_SITES = [
  mapleRyeBakery,
  orchardCycles,
  tidewaterBooks,
  saltmarshGazette,
  juniperYoga,
  larkspurBistro,
  kestrelFitness,
  cedarNotary,
] as const;
