import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { CONSENT_KIT_SCRIPT, consentKitRoute, siteScriptRoute } from './consent-kit.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Bergwerk Küchen';
const HOSTNAME = 'banner-de.example';
const ACCENT = '#0b6e4f';

export const BANNER_DE_TAGS = { ga4: 'G-BANNERDE1', metaPixel: '4567890123456789' } as const;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  lang: 'de',
  title: 'Startseite',
  head: `${gtagSnippet(BANNER_DE_TAGS.ga4, { category: 'analytics' })}
${metaPixelSnippet(BANNER_DE_TAGS.metaPixel, { category: 'marketing' })}`,
  main: `<section class="hero"><h1>Küchen, die ein Leben lang halten</h1>
<p>Massivholzfronten aus dem Schwarzwald, geplant in unserer Werkstatt in Freiburg. Beratung vor Ort oder per Video.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Eiche natur</h3><p class="price">ab 8.900 €</p></article>
<article class="card"><div class="swatch"></div><h3>Nussbaum geölt</h3><p class="price">ab 11.400 €</p></article>
<article class="card"><div class="swatch"></div><h3>Esche weiß</h3><p class="price">ab 9.200 €</p></article>
</section>
<datenschutz-hinweis></datenschutz-hinweis>`,
  end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/datenschutz-hinweis.js"></script>`,
});

/**
 * A German shop with a hand-made banner inside an open shadow root (static/sites/banner-de-consent.js),
 * unknown to autoconsent: tests the fallback heuristic in German and through shadow DOM.
 * GA4 (`analytics`) and the Meta pixel (`marketing`) are gated correctly: nothing before consent,
 * nothing after "Nur notwendige Cookies" (first-layer reject, stored as JSON in `hinweis_einwilligung`),
 * both after "Alle akzeptieren". The settings layer's toggles are not pre-ticked.
 */
export const bannerDe: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/datenschutz-hinweis.js', 'banner-de-consent.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      {
        method: 'GET',
        path: /^\/(privacy|datenschutz)$/,
        handle: privacyPage(NAME, ACCENT, [
          'Wir speichern Ihre Cookie-Auswahl im Cookie <code>hinweis_einwilligung</code>.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
