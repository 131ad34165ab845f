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
import { gtagSnippet, hotjarSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Harbour Weather';
const HOSTNAME = 'continue-without.example';
const ACCENT = '#0a5c8a';

export const CONTINUE_WITHOUT_TAGS = { ga4: 'G-CONTWOUT1', hotjarSite: 4567890 } as const;

const DIALOG = `<style>
#consent-dialog { position: fixed; inset: 0; background: rgb(0 0 0 / 0.45); display: flex; align-items: center; justify-content: center; z-index: 2147483000; }
#consent-dialog[hidden] { display: none; }
#consent-dialog .panel { position: relative; width: min(560px, calc(100vw - 32px)); background: #fff; border-radius: 10px; padding: 36px 28px 24px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.3); }
#consent-dialog .skip { position: absolute; top: 12px; right: 16px; font-size: 0.9rem; color: #57606a; }
#consent-dialog h2 { margin-top: 0; }
#consent-dialog .actions { display: flex; gap: 10px; justify-content: flex-end; }
#consent-dialog .layer-settings label { display: block; margin: 6px 0; }
</style>
<div id="consent-dialog" hidden>
  <div class="panel" role="dialog" aria-modal="true" aria-labelledby="consent-title">
    <a href="#" class="skip" data-choice="continue">Continue without accepting →</a>
    <h2 id="consent-title">Your privacy matters to us</h2>
    <p>We and our partners use cookies to measure our audience (Google Analytics) and to understand how you use our forecasts (Hotjar). You can accept, manage your settings, or continue without accepting.</p>
    <div class="layer-settings" hidden>
      <label><input type="checkbox" checked disabled> Strictly necessary</label>
      <label><input type="checkbox" name="analytics"> Audience measurement</label>
      <label><input type="checkbox" name="marketing"> Behaviour analysis</label>
      <div class="actions"><button class="button" data-choice="save">Save my choices</button></div>
    </div>
    <div class="actions layer-first-actions">
      <button class="button" data-choice="settings">Manage settings</button>
      <button class="button" data-choice="accept">Accept cookies</button>
    </div>
  </div>
</div>`;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Forecasts',
  head: `${gtagSnippet(CONTINUE_WITHOUT_TAGS.ga4, { category: 'analytics' })}
${hotjarSnippet(CONTINUE_WITHOUT_TAGS.hotjarSite, { category: 'marketing' })}`,
  main: `<section class="hero"><h1>Tides and winds for the week</h1>
<p>Harbour forecasts for sailors and swimmers, updated every three hours from our own stations.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Today</h3><p class="price">SW 4, gusting 6</p></article>
<article class="card"><div class="swatch"></div><h3>Tomorrow</h3><p class="price">W 3, showers</p></article>
<article class="card"><div class="swatch"></div><h3>Weekend</h3><p class="price">NW 5 easing</p></article>
</section>
${DIALOG}`,
  end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/consent.js"></script>`,
});

/**
 * A weather site whose hand-made consent dialog offers "Accept cookies", "Manage settings" and a
 * "Continue without accepting" link (static/sites/continue-without-consent.js) — the trap of the
 * pitfalls list: the link contains "accept" but is the refusal. GA4 and Hotjar are gated correctly;
 * "Continue without accepting" stores `site_consent=declined` and loads nothing.
 */
export const continueWithout: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/consent.js', 'continue-without-consent.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'Your choice is kept for six months in the <code>site_consent</code> cookie.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
