import type { FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendNoContent, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import {
  gtagSnippet,
  googleFontsLink,
  linkedInInsightSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { packageFileRoute, siteScriptRoute } from './consent-kit.ts';
import { FURNITURE, GROCERIES, HOTEL_ROOMS, OUTDOOR_PRODUCTS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/**
 * Multi-step consent flows as real sites build them (a fresh-eyes round): a page that reloads after
 * the choice, a choice the server stores in an HttpOnly cookie and renders the tags from, a first
 * layer of "Accept" / "Customise" whose refusal is "Confirm my choices" with every switch off, and a
 * site that tracks only on an inner page. Each site's expected findings are in its comment and in
 * test/e2e/fresh-eyes-flows.test.ts.
 */

const vanillaCookieconsentRoutes = [
  packageFileRoute(
    '/vendor/cookieconsent/cookieconsent.umd.js',
    'vanilla-cookieconsent',
    'dist/cookieconsent.umd.js',
  ),
  packageFileRoute(
    '/vendor/cookieconsent/cookieconsent.css',
    'vanilla-cookieconsent',
    'dist/cookieconsent.css',
  ),
];

/**
 * Larchmont Home, a furniture shop on vanilla-cookieconsent v3 set up to reload the page once the
 * choice is stored (static/sites/larchmont-cookieconsent-config.js), as Cookiebot and Complianz set-ups
 * do: what follows the click happens on a new document of the same URL. Google Analytics and the
 * Meta pixel are gated; LinkedIn Insight is pasted into the template ungated.
 *
 * Expected: `pre_consent_tracking` (LinkedIn) and `pre_consent_nonessential_cookies` (its cookies).
 * "Reject all" on the first layer (no `no_first_layer_reject`); the page reloads; the refusal is
 * confirmed through cc_cookie (the banner does not come back on the reloaded document). LinkedIn fires
 * again on the reloaded page and on the next page view: `tracking_after_refusal` (LinkedIn only), no
 * `refusal_not_registered`. Accept arm: confirmed; Google Analytics and Meta on the reloaded page.
 */
export const larchmontHome = realisticSite({
  identity: {
    name: 'Larchmont Home',
    hostname: 'larchmont-home.example',
    accent: '#57534e',
    tagline: 'Solid-wood furniture, made to order in Vermont.',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'The collection',
    items: FURNITURE,
    cta: 'Shop the collection',
  },
  head: () => `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${googleFontsLink('Fraunces:wght@400;700')}
${gtagSnippet('G-LARCHM01', { category: 'analytics' })}
${metaPixelSnippet('4600000000000001', { category: 'marketing' })}
${linkedInInsightSnippet('4600001')}`,
  end: () => `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Built to be handed down',
    text: 'Tables, chairs and cabinets in cherry, walnut and maple, finished by hand.',
  },
  about: ['Larchmont Home has built furniture in the same barn since 1979.'],
  contact: { intro: 'Ask about a custom size or finish.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. LinkedIn Insight measures our trade adverts. Your choice is stored in the <code>cc_cookie</code> cookie, and the page reloads once you have made it.',
  ],
  routes: [
    ...vanillaCookieconsentRoutes,
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'larchmont-cookieconsent-config.js'),
  ],
});

const EMBERLINE_COOKIE = 'emberline_consent';
interface EmberlineChoice {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}
function emberlineChoice(req?: FixtureRequest): EmberlineChoice | null {
  const raw = req?.cookies.get(EMBERLINE_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<EmberlineChoice>;
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
    };
  } catch {
    return null;
  }
}
const EMBERLINE_BANNER = `<div id="emberline-consent" class="cookie-banner" role="dialog" aria-live="polite" aria-label="Cookie consent" style="position:fixed;left:16px;right:16px;bottom:16px;z-index:1000;background:#fff;border:1px solid #d6d3d1;border-radius:10px;padding:18px 22px;box-shadow:0 10px 30px rgb(0 0 0 / .18)">
<p><strong>Cookies at Emberline</strong></p>
<p>We use cookies to keep your basket and, if you agree, to measure visits (Google Analytics) and our advertising (Meta). Read our <a href="/privacy">privacy policy</a>.</p>
<p style="display:flex;gap:10px;justify-content:flex-end"><button type="button" class="button secondary" data-consent="necessary">Reject all</button> <button type="button" class="button" data-consent="all">Accept all</button></p>
</div>
<script src="/assets/js/consent.js"></script>`;

/**
 * Emberline Grocers, a grocery delivery shop whose consent is kept by its server, as shops on
 * server-rendered frameworks do. The banner (static/sites/emberline-consent.js) POSTs the choice to
 * /consent with fetch; the response sets `emberline_consent` (HttpOnly, URL-encoded JSON of the
 * categories) with Set-Cookie, and the banner goes away. The server renders the banner only without
 * that cookie, and the Google tag and the Meta pixel only on the pages it renders after a choice that
 * allows them. Google Fonts on every page.
 *
 * Expected: nothing before a choice (no finding). "Reject all" on the first layer: the refusal is
 * stored in the HttpOnly cookie (readable only from the cookie jar, not document.cookie): confirmed
 * through `consent_cookie`. No tracker after it, on the click's page or the next page view. Accept
 * arm: confirmed; the click's own page shows no tag (the server has not rendered one yet); the next
 * page view carries Google Analytics and Meta.
 */
export const emberlineGrocers = realisticSite({
  identity: {
    name: 'Emberline Grocers',
    hostname: 'emberline-grocers.example',
    accent: '#b45309',
    tagline: 'Local farms to your door, twice a week.',
  },
  catalogue: {
    path: '/groceries',
    navLabel: 'Groceries',
    heading: 'This week’s boxes',
    items: GROCERIES,
    cta: 'See this week’s boxes',
  },
  perRequest: true,
  head: (_path, req) => {
    const choice = emberlineChoice(req);
    return [
      googleFontsLink('Nunito:wght@400;700'),
      choice?.analytics ? gtagSnippet('G-EMBERL01') : '',
      choice?.marketing ? metaPixelSnippet('4600000000000002') : '',
    ]
      .filter(Boolean)
      .join('\n');
  },
  end: (_path, req) => (emberlineChoice(req) ? '' : EMBERLINE_BANNER),
  home: {
    heading: 'Farm boxes, delivered Tuesday and Friday',
    text: 'Vegetables, bread and dairy from 40 farms within 60 miles.',
  },
  about: ['Emberline started in 2016 with one van and six farms.'],
  contact: { intro: 'Questions about a delivery? We reply within the day.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. We keep your choice on our server side in the <code>emberline_consent</code> cookie, which scripts cannot read.',
  ],
  routes: [
    siteScriptRoute('/assets/js/consent.js', 'emberline-consent.js'),
    {
      method: 'POST',
      path: '/consent',
      handle: (req, res) => {
        let body: Partial<EmberlineChoice>;
        try {
          body = JSON.parse(req.body.toString('utf8')) as Partial<EmberlineChoice>;
        } catch {
          send(res, 400, 'json', '{"error":"invalid choice"}');
          return;
        }
        const choice: EmberlineChoice = {
          necessary: true,
          analytics: body.analytics === true,
          marketing: body.marketing === true,
        };
        setCookie(
          res,
          `${EMBERLINE_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}; Path=/; Max-Age=${180 * 86_400}; HttpOnly; Secure; SameSite=Lax`,
        );
        sendNoContent(res);
      },
    },
  ],
});

/**
 * Harrowgate Inn, a country inn on vanilla-cookieconsent v3 with no "Reject all" anywhere
 * (static/sites/harrowgate-cookieconsent-config.js): the first layer has "Accept" and "Customise";
 * Customise opens a modal whose switches are off and whose only buttons are "Confirm my choices" and
 * "Accept all". Google Analytics and the Meta pixel are gated.
 *
 * Expected: nothing before a choice. `no_first_layer_reject` (the first layer has no refusal). Reject
 * arm: "Customise", then "Confirm my choices" with the switches left off: a refusal stored in
 * cc_cookie (categories: necessary), confirmed; no tracker after it. Accept arm: "Accept" on the first
 * layer, confirmed; Google Analytics and Meta.
 */
export const harrowgateInn = realisticSite({
  identity: {
    name: 'Harrowgate Inn',
    hostname: 'harrowgate-inn.example',
    accent: '#166534',
    tagline: 'Twelve rooms, a log fire and the Dales on the doorstep.',
  },
  catalogue: {
    path: '/rooms',
    navLabel: 'Rooms',
    heading: 'Our rooms',
    items: HOTEL_ROOMS,
    cta: 'See the rooms',
  },
  head: () => `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${googleFontsLink('Lora:wght@400;700')}
${gtagSnippet('G-HARROW01', { category: 'analytics' })}
${metaPixelSnippet('4600000000000003', { category: 'marketing' })}`,
  end: () => `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'A warm bed after a long walk',
    text: 'Dinner from the kitchen garden, drying rooms for boots, and dogs welcome.',
  },
  about: ['The inn has welcomed walkers since 1742.'],
  contact: { intro: 'Book a room or ask about the walks.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    ...vanillaCookieconsentRoutes,
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'harrowgate-cookieconsent-config.js'),
  ],
});

/** A tag snippet gated the way vanilla-cookieconsent v2 expects: data-cookiecategory. */
const forV2 = (snippet: string) => snippet.replace(/data-category=/g, 'data-cookiecategory=');
const CAIRN_BLOG = `<section class="article"><h1>Trail notes</h1>
<article><h2><a href="/blog#layering">Layering for a wet spring</a></h2><p>Three layers, two spares, and why cotton stays at home.</p></article>
<article><h2><a href="/blog#stove">Choosing a camp stove</a></h2><p>Canister, liquid fuel or wood: what we carry and why.</p></article>
<article><h2><a href="/blog#boots">Breaking in new boots</a></h2><p>Start on pavements, not on the Cairngorms.</p></article>
</section>`;

/**
 * Cairn & Pine, an outdoor shop on vanilla-cookieconsent v2 (static/sites/cairn-pine-cookieconsent-
 * config.js) with "Accept all" / "Reject all" on the first layer: Google Analytics and LinkedIn
 * Insight wait for consent on every page. The blog (/blog, second in the main navigation) is another
 * template, with the Meta pixel pasted in ungated; the landing page and the shop are clean.
 *
 * Expected (starting page only, no crawl): the landing page before a choice is clean. Reject arm:
 * refusal confirmed through cc_cookie; the next page view follows the first link of the main
 * navigation, /shop, which is clean: no finding, although the site does track after the refusal on
 * /blog — a single next page view cannot see every template (a known limit, not a false claim).
 * With a crawl (`--pages 4`: /contact, /privacy, /shop, /blog before consent), the blog's Meta pixel
 * is seen before any choice: `pre_consent_tracking` (Meta) on /blog, and (written down only after the
 * scan: the pixel sets `_fbp`) `pre_consent_nonessential_cookies` (Meta) on /blog.
 */
export const cairnPine = realisticSite({
  identity: {
    name: 'Cairn & Pine',
    hostname: 'cairn-pine.example',
    accent: '#14532d',
    tagline: 'Gear for the hills, tested in the Highlands.',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'Kit for the season',
    items: OUTDOOR_PRODUCTS,
    cta: 'Shop kit',
  },
  pages: [{ path: '/blog', title: 'Trail notes', navLabel: 'Blog', main: CAIRN_BLOG }],
  head: (path) => `<link rel="stylesheet" href="/vendor/cookieconsent-v2/cookieconsent.css">
${googleFontsLink('Barlow:wght@400;700')}
${forV2(gtagSnippet('G-CAIRNP01', { category: 'analytics' }))}
${forV2(linkedInInsightSnippet('4600004', { category: 'marketing' }))}
${path.startsWith('/blog') ? metaPixelSnippet('4600000000000004') : ''}`,
  end: () => `<script defer src="/vendor/cookieconsent-v2/cookieconsent.js"></script>
<script defer src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Ready for the hills',
    text: 'Waterproofs, stoves and boots we use ourselves, with free repairs for a year.',
  },
  about: ['Cairn & Pine opened in Aviemore in 2009.'],
  contact: {
    intro: 'Need advice on kit? Our staff walk the hills every weekend.',
    action: '/contact',
  },
  privacy: [
    'With your consent we use Google Analytics and LinkedIn Insight. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    packageFileRoute(
      '/vendor/cookieconsent-v2/cookieconsent.js',
      'vanilla-cookieconsent-v2',
      'dist/cookieconsent.js',
    ),
    packageFileRoute(
      '/vendor/cookieconsent-v2/cookieconsent.css',
      'vanilla-cookieconsent-v2',
      'dist/cookieconsent.css',
    ),
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'cairn-pine-cookieconsent-config.js'),
  ],
});

export const FRESH_EYES_FLOW_SITES = [
  larchmontHome,
  emberlineGrocers,
  harrowgateInn,
  cairnPine,
] as const;
