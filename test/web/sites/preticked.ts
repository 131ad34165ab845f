import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { packageFile } from '../static-files.ts';
import { siteScriptRoute } from './consent-kit.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Crumb & Co Bakery';
const HOSTNAME = 'preticked.example';
const ACCENT = '#a0522d';

export const PRETICKED_TAGS = { ga4: 'G-PRETICK01', metaPixel: '7890123456789012' } as const;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${gtagSnippet(PRETICKED_TAGS.ga4, { category: 'analytics' })}
${metaPixelSnippet(PRETICKED_TAGS.metaPixel, { category: 'marketing' })}`,
  main: `<section class="hero"><h1>Sourdough, every morning</h1><p>Order by 8 pm, collect from 7 am.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Country loaf</h3><p class="price">€6.50</p></article>
<article class="card"><div class="swatch"></div><h3>Rye, 100%</h3><p class="price">€7.20</p></article>
</section>`,
  end: `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/cookieconsent-config.js"></script>`,
});

/**
 * vanilla-cookieconsent v3 (a real CMP, known to autoconsent as `cookieconsent3`) configured with
 * PRE-TICKED Analytics and Marketing toggles and no reject on the first layer
 * (static/sites/preticked-config.js). Reject is only reachable through "Manage preferences" →
 * "Reject all", which stores `cc_cookie` with categories ["necessary"]. Tags are gated correctly.
 */
export const preticked: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      {
        method: 'GET',
        path: '/vendor/cookieconsent/cookieconsent.umd.js',
        handle: (_req, res) =>
          sendFile(res, 'js', packageFile('vanilla-cookieconsent', 'dist/cookieconsent.umd.js')),
      },
      {
        method: 'GET',
        path: '/vendor/cookieconsent/cookieconsent.css',
        handle: (_req, res) =>
          sendFile(res, 'css', packageFile('vanilla-cookieconsent', 'dist/cookieconsent.css')),
      },
      siteScriptRoute('/assets/cookieconsent-config.js', 'preticked-config.js'),
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'Your choice is stored in the <code>cc_cookie</code> cookie.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
