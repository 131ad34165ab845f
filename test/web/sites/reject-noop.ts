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
import { metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Quiet Reject Furniture';
const HOSTNAME = 'reject-noop.example';
const ACCENT = '#b35c00';

export const REJECT_NOOP_TAGS = { metaPixel: '6789012345678901' } as const;

const BANNER = `<style>
#cookie-strip { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; background: #2d2a26; color: #fff; padding: 18px 32px; display: flex; gap: 24px; align-items: center; justify-content: space-between; }
#cookie-strip[hidden] { display: none; }
#cookie-strip p { margin: 0; max-width: 760px; }
#cookie-strip .choices { display: flex; gap: 10px; }
</style>
<div id="cookie-strip" hidden role="region" aria-label="Cookie notice">
  <p>We use cookies to improve your experience and, with your consent, to show you relevant ads on social media.</p>
  <div class="choices"><button class="button" value="reject">Reject all</button><button class="button" value="accept">Accept all</button></div>
</div>`;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: metaPixelSnippet(REJECT_NOOP_TAGS.metaPixel, { category: 'marketing' }),
  main: `<section class="hero"><h1>Chairs that last</h1><p>Oak and ash chairs, made to order in six weeks.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Windsor chair</h3><p class="price">€420</p></article>
<article class="card"><div class="swatch"></div><h3>Stool, low</h3><p class="price">€180</p></article>
</section>
${BANNER}`,
  end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/consent.js"></script>`,
});

/**
 * A shop whose banner offers "Reject all" on the first layer, but the click does not register
 * (static/sites/reject-noop-consent.js): nothing is stored, so a scanner must report the refusal as
 * unconfirmed ("success without effect"). Its tag is gated: the Meta pixel runs only after "Accept all",
 * which stores `cookie_notice_accepted=true`.
 */
export const rejectNoop: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/consent.js', 'reject-noop-consent.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, ['Cookies help us run the shop.']),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
