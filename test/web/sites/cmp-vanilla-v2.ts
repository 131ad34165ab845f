import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { cmpLibrarySite, packageFileRoute, siteScriptRoute } from './consent-kit.ts';

const NAME = 'Lindholm Ceramics';
const HOSTNAME = 'cmp-vanilla-v2.example';
const ACCENT = '#8a4b2a';

export const CMP_VANILLA_V2_TAGS = { ga4: 'G-VANILLA02', metaPixel: '3456789012345678' } as const;

/** A vendor snippet gated the way vanilla-cookieconsent v2 expects: data-cookiecategory, not data-category. */
const forV2 = (snippet: string) => snippet.replace(/data-category=/g, 'data-cookiecategory=');

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: `<link rel="stylesheet" href="/vendor/cookieconsent-v2/cookieconsent.css">
${forV2(gtagSnippet(CMP_VANILLA_V2_TAGS.ga4, { category: 'analytics' }))}
${forV2(metaPixelSnippet(CMP_VANILLA_V2_TAGS.metaPixel, { category: 'marketing' }))}`,
  main: `<section class="hero"><h1>Thrown by hand on Gotland</h1>
<p>Stoneware cups, bowls and plates, glazed in small batches. Every piece ships wrapped in wool felt.</p>
<a class="button" href="#" data-cc="c-settings">Cookie settings</a></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Ash-glaze cup</h3><p class="price">€38</p></article>
<article class="card"><div class="swatch"></div><h3>Serving bowl</h3><p class="price">€94</p></article>
</section>`,
  end: `<script defer src="/vendor/cookieconsent-v2/cookieconsent.js"></script>
<script defer src="/assets/cookieconsent-v2-config.js"></script>`,
});

/**
 * A ceramics shop on vanilla-cookieconsent v2 (the real library from npm, installed as
 * `vanilla-cookieconsent-v2`; autoconsent's `cookieconsent2` rule): GA4 in `analytics`, the Meta pixel
 * in `marketing`, nothing before consent; the choice is stored in `cc_cookie` as `{"level": […]}`.
 * The example that docs/add-a-consent-platform.md follows.
 */
export const cmpVanillaV2 = cmpLibrarySite({
  name: NAME,
  hostname: HOSTNAME,
  accent: ACCENT,
  home,
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
    siteScriptRoute('/assets/cookieconsent-v2-config.js', 'cmp-vanilla-v2-config.js'),
  ],
  storedIn:
    'Optional cookies are set only with your consent; your choice is kept in the <code>cc_cookie</code> cookie.',
});
