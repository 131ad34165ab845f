import {
  cmpLibrarySite,
  packageFileRoute,
  siteScriptRoute,
  vanillaCookieconsentRoutes,
} from './consent-kit.ts';
import { packageAsset } from './cmp-tarteaucitron.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/**
 * Real CMP libraries from npm as other sites configure them (beside cmp-klaro, cmp-tarteaucitron,
 * cmp-vanilla and the Osano sites): Klaro as a German modal with a renamed cookie and as a notice
 * without a decline button and services on by default; tarteaucitron without "Deny all" and with a
 * renamed cookie; vanilla-cookieconsent v3 keeping its choice in localStorage; Osano cookieconsent with
 * a renamed status cookie.
 */

/** A tag snippet gated the way Klaro expects (data-name of its service). */
const forKlaro = (snippet: string) =>
  snippet.replace(/data-category="([\w-]+)"/g, 'data-type="text/javascript" data-name="$1"');

const products = (items: [string, string][]) =>
  `<section class="grid">${items.map(([name, price]) => `<article class="card"><div class="swatch"></div><h3>${name}</h3><p class="price">${price}</p></article>`).join('')}</section>`;

function klaroSite(site: {
  name: string;
  hostname: string;
  config: string;
  tags: { ga4: string; metaPixel: string };
  main: string;
}) {
  const home = htmlPage({
    siteName: site.name,
    accent: '#335577',
    title: 'Home',
    head: `<link rel="stylesheet" href="/vendor/klaro/klaro.min.css">
${forKlaro(gtagSnippet(site.tags.ga4, { category: 'google-analytics' }))}
${forKlaro(metaPixelSnippet(site.tags.metaPixel, { category: 'meta-pixel' }))}`,
    main: site.main,
    end: `<script src="/assets/klaro-config.js"></script>
<script defer src="/vendor/klaro/klaro-no-css.js"></script>`,
  });
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: '#335577',
    home,
    routes: [
      siteScriptRoute('/assets/klaro-config.js', site.config),
      packageFileRoute('/vendor/klaro/klaro-no-css.js', 'klaro', 'dist/klaro-no-css.js'),
      packageFileRoute('/vendor/klaro/klaro.min.css', 'klaro', 'dist/klaro.min.css'),
    ],
    storedIn: 'Your choices are kept in a cookie.',
  });
}

function tarteaucitronSite(site: {
  name: string;
  hostname: string;
  config: string;
  lang: string;
  main: string;
  storedIn: string;
}) {
  const home = htmlPage({
    siteName: site.name,
    accent: '#6a3fa0',
    title: 'Home',
    head: `<script>var tarteaucitronForceLanguage = '${site.lang}';</script>
<script src="/tarteaucitron/tarteaucitron.js"></script>
<script src="/assets/tarteaucitron-config.js"></script>`,
    main: site.main,
  });
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: '#6a3fa0',
    home,
    routes: [
      { method: 'GET', path: /^\/tarteaucitron\//, handle: packageAsset },
      siteScriptRoute('/assets/tarteaucitron-config.js', site.config),
    ],
    storedIn: site.storedIn,
  });
}

/** Klaro with mustConsent (a modal), in German, its cookie renamed with storageName: "Ich lehne ab" declines. */
export const klaroModalDe = klaroSite({
  name: 'Hofladen Sonnenberg',
  hostname: 'klaro-modal-de.example',
  config: 'klaro-modal-de-config.js',
  tags: { ga4: 'G-KLARODE01', metaPixel: '1100000000000001' },
  main: `<section class="hero"><h1>Vom Hof auf den Tisch</h1><p>Gemüse, Käse und Brot aus dem Allgäu.</p></section>
${products([
  ['Bergkäse, 500 g', '€ 12,90'],
  ['Holzofenbrot', '€ 5,40'],
])}`,
});

/** Klaro with hideDeclineAll (no decline on the notice) and analytics and marketing on by default. */
export const klaroNoDecline = klaroSite({
  name: 'Harbour Kayak Tours',
  hostname: 'klaro-no-decline.example',
  config: 'klaro-no-decline-config.js',
  tags: { ga4: 'G-KLARONODE1', metaPixel: '1100000000000002' },
  main: `<section class="hero"><h1>Paddle the harbour at sunrise</h1><p>Small groups, all gear included.</p></section>
${products([
  ['Sunrise tour', '€ 45'],
  ['Full-day coast trip', '€ 120'],
])}`,
});

/** tarteaucitron with DenyAllCta: false: "Accept all" and "Personalize" only; "Deny all cookies" in the panel. */
export const tarteaucitronNoDeny = tarteaucitronSite({
  name: 'Atelier Céramique Lune',
  hostname: 'tarteaucitron-no-deny.example',
  config: 'tarteaucitron-no-deny-config.js',
  lang: 'en',
  main: `<section class="hero"><h1>Hand-thrown stoneware</h1><p>Made in a small studio in Nantes.</p></section>
${products([
  ['Breakfast bowl', '€ 28'],
  ['Serving plate', '€ 64'],
])}`,
  storedIn: 'Your choices are kept in the <code>tarteaucitron</code> cookie.',
});

/** tarteaucitron in French with its cookie renamed (cookieName: rgpd_consent), a popup and a YouTube embed. */
export const tarteaucitronRenamed = tarteaucitronSite({
  name: 'Gîtes du Vercors',
  hostname: 'tarteaucitron-renamed.example',
  config: 'tarteaucitron-renamed-config.js',
  lang: 'fr',
  main: `<section class="hero"><h1>Séjours au calme dans le Vercors</h1><p>Trois gîtes au pied des falaises.</p></section>
<section><h2>Notre vidéo</h2><div class="youtube_player" videoID="dQw4w9WgXcQ" width="560" height="315"></div></section>`,
  storedIn: 'Vos choix sont conservés dans le cookie <code>rgpd_consent</code>.',
});

/** vanilla-cookieconsent v3 with cookie.useLocalStorage: the choice in localStorage["cc_cookie"]. */
export const vanillaCookieconsentLocalStorage = cmpLibrarySite({
  name: 'Brightwater Pools',
  hostname: 'vanilla-cookieconsent-localstorage.example',
  accent: '#0e7490',
  home: htmlPage({
    siteName: 'Brightwater Pools',
    accent: '#0e7490',
    title: 'Home',
    head: `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${gtagSnippet('G-VCCLOCAL01', { category: 'analytics' })}
${metaPixelSnippet('1110000000000013', { category: 'marketing' })}`,
    main: `<section class="hero"><h1>Pools built to last</h1><p>Design, build and service across the county.</p></section>
${products([
  ['Plunge pool', 'from € 18,000'],
  ['Yearly service', '€ 640'],
])}`,
    end: `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/cookieconsent-config.js"></script>`,
  }),
  routes: [
    ...vanillaCookieconsentRoutes,
    siteScriptRoute(
      '/assets/cookieconsent-config.js',
      'vanilla-cookieconsent-localstorage-config.js',
    ),
  ],
  storedIn: "Your choice is kept in your browser's local storage.",
});

/** How long Lakeside Ferries' tag server takes to answer its marketing bundle. */
export const LAKESIDE_TAG_SERVER_DELAY_MS = 2_500;
const lakesideMarketingBundle = siteScriptRoute(
  '/tags/marketing.js',
  'lakeside-ferries-marketing-tags.js',
);

/**
 * vanilla-cookieconsent v3 in mode 'opt-out' (static/sites/lakeside-ferries-cookieconsent-config.js)
 * whose marketing tags come from the site's own slow tag server: the library shows its banner and
 * requests the bundle (`/tags/marketing.js`, answered after LAKESIDE_TAG_SERVER_DELAY_MS) at the same
 * moment; the bundle loads the Meta pixel.
 *
 * Expected: the Meta pixel before any choice (`pre_consent_tracking`, `_fbp`), marketing pre-ticked.
 * A visitor reads the banner before choosing, by which time the bundle has run: "Reject all" is
 * confirmed (cc_cookie) and nothing tracks after it, the next page view included — no
 * `tracking_after_refusal`. A click made before the bundle arrived would see the pixel fire after
 * it, from a tag requested before the choice.
 */
export const lakesideFerries = cmpLibrarySite({
  name: 'Lakeside Ferries',
  hostname: 'lakeside-ferries.example',
  accent: '#1d4ed8',
  home: htmlPage({
    siteName: 'Lakeside Ferries',
    accent: '#1d4ed8',
    title: 'Home',
    head: `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
<script type="text/plain" data-category="marketing" src="/tags/marketing.js"></script>`,
    main: `<section class="hero"><h1>Across the lake in 25 minutes</h1><p>Hourly sailings from 7 am, bikes and dogs welcome.</p></section>
${products([
  ['Single crossing', '€ 6.50'],
  ['Monthly pass', '€ 92'],
])}`,
    end: `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/cookieconsent-config.js"></script>`,
  }),
  routes: [
    ...vanillaCookieconsentRoutes,
    siteScriptRoute('/assets/cookieconsent-config.js', 'lakeside-ferries-cookieconsent-config.js'),
    {
      ...lakesideMarketingBundle,
      handle: async (req, res) => {
        await new Promise((resolve) => setTimeout(resolve, LAKESIDE_TAG_SERVER_DELAY_MS));
        await lakesideMarketingBundle.handle(req, res);
      },
    },
  ],
  storedIn: 'Your choice is kept in the <code>cc_cookie</code> cookie.',
});

/** Osano cookieconsent v3, opt-in, its status cookie renamed (cookie.name: cc_status); tags after "Allow cookies". */
export const cookieconsentRenamed = cmpLibrarySite({
  name: 'Lindqvist Bakery',
  hostname: 'cookieconsent-renamed.example',
  accent: '#92400e',
  home: htmlPage({
    siteName: 'Lindqvist Bakery',
    accent: '#92400e',
    title: 'Home',
    head: '<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.min.css">',
    main: `<section class="hero"><h1>Sourdough since 1962</h1><p>Baked every morning in Uppsala.</p></section>
${products([
  ['Rye loaf', 'SEK 65'],
  ['Cardamom bun', 'SEK 32'],
])}`,
    end: `<script src="/vendor/cookieconsent/cookieconsent.min.js"></script>
<script src="/assets/cookie-banner.js"></script>`,
  }),
  routes: [
    packageFileRoute(
      '/vendor/cookieconsent/cookieconsent.min.js',
      'cookieconsent',
      'build/cookieconsent.min.js',
    ),
    packageFileRoute(
      '/vendor/cookieconsent/cookieconsent.min.css',
      'cookieconsent',
      'build/cookieconsent.min.css',
    ),
    siteScriptRoute('/assets/cookie-banner.js', 'cookieconsent-renamed-config.js'),
  ],
  storedIn: 'Your choice is kept in the <code>cc_status</code> cookie.',
});
