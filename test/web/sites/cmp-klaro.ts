import { cmpLibrarySite, packageFileRoute, siteScriptRoute } from './consent-kit.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Klarwald Outdoor';
const HOSTNAME = 'cmp-klaro.example';
const ACCENT = '#1d6f42';

export const CMP_KLARO_TAGS = { ga4: 'G-KLARO0001', metaPixel: '5678901234567890' } as const;

/** A vendor snippet gated the way Klaro expects: data-name of the service instead of a category. */
const forKlaro = (snippet: string) =>
  snippet.replace(/data-category="([\w-]+)"/g, 'data-type="text/javascript" data-name="$1"');

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: `<link rel="stylesheet" href="/vendor/klaro/klaro.min.css">
${forKlaro(gtagSnippet(CMP_KLARO_TAGS.ga4, { category: 'google-analytics' }))}
${forKlaro(metaPixelSnippet(CMP_KLARO_TAGS.metaPixel, { category: 'meta-pixel' }))}`,
  main: `<section class="hero"><h1>Gear for long trails</h1><p>Tents, packs and stoves tested on the Westweg.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Ultralight tent</h3><p class="price">€ 389</p></article>
<article class="card"><div class="swatch"></div><h3>45 l pack</h3><p class="price">€ 219</p></article>
</section>`,
  end: `<script src="/assets/klaro-config.js"></script>
<script defer src="/vendor/klaro/klaro-no-css.js"></script>`,
});

/**
 * An outdoor shop using Klaro! (a real CMP, served from node_modules; autoconsent has a Klaro rule)
 * with its state in localStorage (`klaro`), not a cookie: a refusal can only be confirmed by reading
 * localStorage. Google Analytics and the Meta pixel run only after they are allowed.
 */
export const cmpKlaro = cmpLibrarySite({
  name: NAME,
  hostname: HOSTNAME,
  accent: ACCENT,
  home,
  routes: [
    siteScriptRoute('/assets/klaro-config.js', 'cmp-klaro-config.js'),
    packageFileRoute('/vendor/klaro/klaro-no-css.js', 'klaro', 'dist/klaro-no-css.js'),
    packageFileRoute('/vendor/klaro/klaro.min.css', 'klaro', 'dist/klaro.min.css'),
  ],
  storedIn: "Your choices are kept in your browser's local storage under <code>klaro</code>.",
});
