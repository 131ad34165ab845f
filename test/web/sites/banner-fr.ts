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

const NAME = 'Librairie du Quai';
const HOSTNAME = 'banner-fr.example';
const ACCENT = '#9b2c2c';

export const BANNER_FR_TAGS = { ga4: 'G-BANNERFR1', metaPixel: '5678901234567890' } as const;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  lang: 'fr',
  title: 'Accueil',
  head: `${gtagSnippet(BANNER_FR_TAGS.ga4, { category: 'analytics' })}
${metaPixelSnippet(BANNER_FR_TAGS.metaPixel, { category: 'marketing' })}
<style>#bandeau-cookies { position: fixed; left: 0; right: 0; bottom: 0; width: 100%; height: 190px; border: 0; z-index: 2147483000; box-shadow: 0 -6px 24px rgb(0 0 0 / 0.18); background: #fff; }</style>`,
  main: `<section class="hero"><h1>Des livres choisis, au bord de la Saône</h1>
<p>Romans, essais et bandes dessinées sélectionnés par l'équipe. Retrait en boutique sous deux heures.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Rentrée littéraire</h3><p class="price">32 titres</p></article>
<article class="card"><div class="swatch"></div><h3>Polars de l'été</h3><p class="price">18 titres</p></article>
<article class="card"><div class="swatch"></div><h3>Jeunesse</h3><p class="price">45 titres</p></article>
</section>
<iframe id="bandeau-cookies" title="Gestion des cookies"></iframe>`,
  end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/bandeau.js"></script>`,
});

const BANNER_DOCUMENT = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Gestion des cookies</title>
<style>
body { margin: 0; padding: 18px 28px; font: 15px/1.5 system-ui, sans-serif; color: #1f2328; background: #fff; }
h2 { margin: 0 0 6px; font-size: 18px; }
p { margin: 0 0 12px; max-width: 900px; }
.actions { display: flex; gap: 10px; flex-wrap: wrap; }
button { font: inherit; padding: 9px 18px; border-radius: 6px; border: 1px solid ${ACCENT}; background: #fff; color: ${ACCENT}; cursor: pointer; }
button.principal { background: ${ACCENT}; color: #fff; }
.reglages { margin: 0 0 10px; }
.reglages label { margin-right: 18px; }
</style></head>
<body>
<h2>Vos choix en matière de cookies</h2>
<p>Nous utilisons des cookies pour la mesure d'audience et la publicité ciblée, avec nos partenaires. Vous pouvez accepter, refuser ou personnaliser vos choix à tout moment.</p>
<div class="reglages" hidden>
<label><input type="checkbox" name="audience"> Mesure d'audience</label>
<label><input type="checkbox" name="publicite"> Publicité personnalisée</label>
</div>
<div class="actions">
<button class="principal" data-choix="tout">Tout accepter</button>
<button data-choix="rien">Tout refuser</button>
<button data-choix="personnaliser">Personnaliser</button>
<button data-choix="enregistrer" hidden>Enregistrer mes choix</button>
</div>
${CONSENT_KIT_SCRIPT}
<script src="/assets/bandeau-cadre.js"></script>
</body></html>
`;

/**
 * A French bookshop whose hand-made banner lives in a same-origin iframe overlaid on the page
 * (static/sites/banner-fr-*.js), unknown to autoconsent: tests the fallback heuristic in French and
 * inside an iframe. GA4 and the Meta pixel are gated correctly; "Tout refuser" (first layer) stores
 * `choix_cookies=refuse`, "Tout accepter" stores `accepte` and runs both tags.
 */
export const bannerFr: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/bandeau.js', 'banner-fr-consent.js'),
      siteScriptRoute('/assets/bandeau-cadre.js', 'banner-fr-frame.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      {
        method: 'GET',
        path: '/consentement/bandeau',
        handle: (_req, res) => send(res, 200, 'html', BANNER_DOCUMENT),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'Votre choix est conservé six mois dans le cookie <code>choix_cookies</code>.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
