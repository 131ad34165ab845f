import type { FixtureHost } from '../fixture-host.ts';
import { send, sendFile } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { packageFile, staticFile } from '../static-files.ts';
import { htmlPage, notFoundPage, privacyPage, sharedAssetRoutes } from './page.ts';
import { gtagSnippet, hotjarSnippet, metaPixelSnippet } from './tag-snippets.ts';

const NAME = 'Vanilla Outdoor';
const HOSTNAME = 'cmp-vanilla.example';
const ACCENT = '#1f6feb';

export const CMP_VANILLA_TAGS = {
  ga4: 'G-VANILLA01',
  hotjarSite: 3456789,
  metaPixel: '2345678901234567',
} as const;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${gtagSnippet(CMP_VANILLA_TAGS.ga4, { category: 'analytics' })}
${hotjarSnippet(CMP_VANILLA_TAGS.hotjarSite, { category: 'analytics' })}
${metaPixelSnippet(CMP_VANILLA_TAGS.metaPixel, { category: 'marketing' })}`,
  main: `<section class="hero"><h1>Gear for long days outside</h1>
<p>Tents, packs and layers tested on three continents. Free repairs for the lifetime of everything we sell.</p>
<a class="button" href="#" data-cc="show-preferencesModal">Cookie settings</a></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Ridge 2 tent</h3><p class="price">€389</p></article>
<article class="card"><div class="swatch"></div><h3>Trail pack 30 L</h3><p class="price">€149</p></article>
<article class="card"><div class="swatch"></div><h3>Merino base layer</h3><p class="price">€79</p></article>
</section>`,
  end: `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/cookieconsent-config.js"></script>`,
});

/**
 * A shop that gates its trackers correctly with vanilla-cookieconsent v3 (served from node_modules):
 * GA4 and Hotjar in category `analytics`, Meta pixel in `marketing`, nothing before consent,
 * nothing after "Reject all", everything after "Accept all".
 */
export const cmpVanilla: FixtureHost = {
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
      {
        method: 'GET',
        path: '/assets/cookieconsent-config.js',
        handle: (_req, res) => sendFile(res, 'js', staticFile('sites', 'cmp-vanilla-config.js')),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'We ask before we use any cookie that is not strictly necessary. Our consent manager stores your choice in the <code>cc_cookie</code> cookie.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
