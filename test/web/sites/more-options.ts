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
import {
  gtagSnippet,
  linkedInInsightSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Findlet Search';
const HOSTNAME = 'more-options.example';
const ACCENT = '#3b5bdb';

export const MORE_OPTIONS_TAGS = { ga4: 'G-MOREOPT01', linkedInPartner: '6234567' } as const;

const DIALOG = `<style>
#before-you-continue { position: fixed; inset: 0; background: rgb(255 255 255 / 0.7); display: flex; align-items: center; justify-content: center; z-index: 2147483000; }
#before-you-continue[hidden], #before-you-continue [hidden] { display: none; }
#before-you-continue .card { width: min(600px, calc(100vw - 32px)); padding: 28px; border-radius: 12px; box-shadow: 0 8px 30px rgb(0 0 0 / 0.2); background: #fff; }
#before-you-continue .row { display: flex; gap: 12px; justify-content: flex-end; margin-top: 16px; }
#before-you-continue label { display: flex; gap: 10px; margin: 8px 0; }
</style>
<div id="before-you-continue" hidden>
  <div class="card" role="dialog" aria-modal="true" aria-labelledby="byc-title">
    <h2 id="byc-title">Before you continue to Findlet</h2>
    <p>We use cookies and data to deliver and maintain our services, measure audience engagement and site statistics, and show personalised ads with our partners.</p>
    <div class="first">
      <div class="row"><button class="button" data-action="more">More options</button><button class="button" data-action="accept">Accept all</button></div>
    </div>
    <div class="second" hidden>
      <label><input type="checkbox" name="analytics"> Audience measurement and site statistics</label>
      <label><input type="checkbox" name="ads"> Personalised ads</label>
      <div class="row">
        <button class="button" data-action="reject">Reject all</button>
        <button class="button" data-action="accept">Accept all</button>
        <button class="button" data-action="confirm">Confirm choices</button>
      </div>
    </div>
  </div>
</div>`;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Search',
  head: `${gtagSnippet(MORE_OPTIONS_TAGS.ga4, { category: 'analytics' })}
${linkedInInsightSnippet(MORE_OPTIONS_TAGS.linkedInPartner, { category: 'marketing' })}`,
  main: `<section class="hero"><h1>Find it, fast</h1>
<p>A small search engine for recipes, repair guides and timetables.</p>
<form action="/search" method="get"><input name="q" aria-label="Search" placeholder="Search"> <button class="button" type="submit">Search</button></form></section>
${DIALOG}`,
  end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/consent.js"></script>`,
});

/**
 * A search site whose first consent layer has no reject: only "Accept all" and "More options"
 * (static/sites/more-options-consent.js). "More options" is NOT a refusal: the reject arm must open it
 * and use "Reject all" on the second layer (`no_first_layer_reject`). GA4 and LinkedIn are gated
 * correctly; the choice is stored in `consent_prefs` ("necessary:yes,analytics:no,ads:no" after
 * refusal). The second layer's toggles are not pre-ticked.
 */
export const moreOptions: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/consent.js', 'more-options-consent.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'Your choice is kept in the <code>consent_prefs</code> cookie for 13 months.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
