import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { CONSENT_KIT_SCRIPT, consentKitRoute, siteScriptRoute } from './consent-kit.ts';
import { usNatStringsScript } from './gpp-strings.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import {
  linkedInInsightSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Sunset Gazette';
const HOSTNAME = 'us-optout.example';
const ACCENT = '#c2410c';

export const US_OPTOUT_TAGS = {
  metaPixel: '9012345678901234',
  linkedInPartner: '7345678',
} as const;

const CONTROLS = `<style>
.legal-links { text-align: center; padding: 0 2rem 2rem; font-size: 0.9rem; }
.legal-links a { margin: 0 0.75rem; }
#privacy-choices { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; background: rgb(0 0 0 / 0.4); z-index: 2147483000; }
#privacy-choices[hidden] { display: none; }
#privacy-choices .panel { width: min(520px, calc(100vw - 32px)); background: #fff; border-radius: 10px; padding: 24px 28px; }
#privacy-choices label { display: flex; gap: 10px; align-items: center; margin: 14px 0; font-weight: 600; }
</style>
<div class="legal-links">
  <a href="/privacy">Privacy policy</a>
  <a href="#privacy-choices" id="do-not-sell">Do Not Sell or Share My Personal Information</a>
</div>
<div id="privacy-choices" hidden>
  <div class="panel" role="dialog" aria-modal="true" aria-labelledby="choices-title">
    <h2 id="choices-title">Your Privacy Choices</h2>
    <p>We share information with advertising partners (Meta, LinkedIn), which California law may treat as a "sale" or "sharing". You can opt out below. Browsers that send Global Privacy Control are opted out automatically.</p>
    <label><input type="checkbox" role="switch" name="allow-sale" checked> Allow the sale or sharing of my personal information</label>
    <button class="button" data-action="confirm">Confirm my choices</button>
  </div>
</div>`;

const page = (honour: boolean) =>
  htmlPage({
    siteName: NAME,
    accent: ACCENT,
    title: honour ? 'Local news' : 'Sports',
    head: `${metaPixelSnippet(US_OPTOUT_TAGS.metaPixel, { category: 'marketing' })}
${linkedInInsightSnippet(US_OPTOUT_TAGS.linkedInPartner, { category: 'marketing' })}`,
    main: `<section class="hero"><h1>Pier reopens after winter storms</h1><p>Repairs came in under budget, the harbour commission says.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Sports</h3><p>Late goal sends the Gulls to the final.</p></article>
<article class="card"><div class="swatch"></div><h3>Weather</h3><p>Fog in the morning, sun by noon.</p></article>
</section>`,
    end: `${CONTROLS}
${usNatStringsScript()}
${CONSENT_KIT_SCRIPT}
<script src="/assets/privacy-choices.js"${honour ? '' : ' data-honour="no"'}></script>`,
  });
const home = page(true);
/** The same controls on a page whose script ignores both the opt-out and GPC. */
const sports = page(false);

/**
 * A Californian news site with no consent banner but a US-style opt-out: the footer link "Do Not Sell
 * or Share My Personal Information" opens "Your Privacy Choices" with a pre-enabled "Allow the sale or
 * sharing…" toggle and "Confirm my choices" (static/sites/us-optout-privacy.js). The Meta pixel and
 * LinkedIn Insight run until the visitor opts out (or sends GPC, which the site honours). The opt-out is
 * readable through __uspapi ("1YYN") and __gpp (usnat SaleOptOut = 1, a string encoded by
 * @iabgpp/cmpapi) and stored in `usprivacy`. `/sports` has the same controls but ignores the opt-out
 * and GPC: its GPP string keeps saying "did not opt out".
 */
export const usOptout: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/privacy-choices.js', 'us-optout-privacy.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      { method: 'GET', path: '/sports', handle: (_req, res) => send(res, 200, 'html', sports) },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'California residents may opt out of the sale or sharing of personal information.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
