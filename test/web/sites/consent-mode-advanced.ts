import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { siteScriptRoute, vanillaCookieconsentRoutes } from './consent-kit.ts';

const NAME = 'Harrow & Finch Tailoring';
const HOSTNAME = 'consent-mode-advanced.example';
const ACCENT = '#2f3e5c';

export const CONSENT_MODE_ADVANCED_TAGS = {
  ga4: 'G-HARROWF01',
  metaPixel: '4455667788990011',
} as const;

/**
 * Google's "advanced" Consent Mode as its documentation sets it up: every consent type denied before
 * the Google tag loads, the tag itself never gated. Every page carries it.
 */
const HEAD = `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 });
</script>
${gtagSnippet(CONSENT_MODE_ADVANCED_TAGS.ga4)}
${metaPixelSnippet(CONSENT_MODE_ADVANCED_TAGS.metaPixel, { category: 'marketing' })}`;

const END = `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/cookieconsent-config.js"></script>`;

const page = (title: string, main: string) =>
  htmlPage({ siteName: NAME, accent: ACCENT, title, head: HEAD, main, end: END });

/**
 * /late-tag: the Google tag loaded by a script of the site 1.2 s after the page (as a CMP does that
 * loads it after reading its cookie), with a default that waits 1.5 s for an update no CMP sends here:
 * its first ping (declaring consent denied) leaves about 1.5 s after gtag.js arrived, past both the
 * 2 s minimum of a page view and the 600 ms of network quiet that end it.
 */
const LATE_TAG_HEAD = `<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 1500 });
gtag('js', new Date());
gtag('config', '${CONSENT_MODE_ADVANCED_TAGS.ga4}');
setTimeout(function () {
  var tag = document.createElement('script');
  tag.async = true;
  tag.src = 'https://www.googletagmanager.com/gtag/js?id=${CONSENT_MODE_ADVANCED_TAGS.ga4}';
  document.head.appendChild(tag);
}, 1200);
</script>`;

const PAGES: Record<string, string> = {
  '/': page(
    'Home',
    `<section class="hero"><h1>Suits cut in Sheffield</h1><p>Made to measure in eight weeks, altered for free for a year.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Navy worsted two-piece</h3><p class="price">£ 1,150</p></article>
<article class="card"><div class="swatch"></div><h3>Grey flannel trousers</h3><p class="price">£ 290</p></article>
<article class="card"><div class="swatch"></div><h3>Linen summer jacket</h3><p class="price">£ 640</p></article>
</section>`,
  ),
  '/late-tag': htmlPage({
    siteName: NAME,
    accent: ACCENT,
    title: 'Fabric samples',
    head: LATE_TAG_HEAD,
    main: `<section class="hero"><h1>Fabric samples</h1><p>Order up to six swatches, posted free.</p></section>`,
    end: '',
  }),
  '/privacy': page(
    'Privacy policy',
    `<section class="hero"><h1>Privacy policy</h1><p>We use Google Analytics in Consent Mode: until you accept, it is told that you have not consented. Your choice is kept in the <code>cc_cookie</code> cookie.</p></section>`,
  ),
};

/**
 * A tailor's shop with vanilla-cookieconsent v3 (real library) wired to Google Consent Mode in its
 * "advanced" set-up (static/sites/consent-mode-advanced-config.js): GA4 sends cookieless pings that
 * declare consent denied before any choice and after Reject, and sets its cookies only after Accept.
 */
export const consentModeAdvanced: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      ...Object.entries(PAGES).map(([path, html]): Route => ({
        method: 'GET',
        path,
        handle: (_req, res) => send(res, 200, 'html', html),
      })),
      ...vanillaCookieconsentRoutes,
      siteScriptRoute('/assets/cookieconsent-config.js', 'consent-mode-advanced-config.js'),
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
