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

const NAME = 'Alpenglow Rail Tours';
const HOSTNAME = 'shadow-cmp.example';
const ACCENT = '#0045a5';

export const SHADOW_CMP_TAGS = { ga4: 'G-SHADOWC01', metaPixel: '8012345678901234' } as const;

type Mode = 'open' | 'closed' | 'opaque';

function home(mode: Mode): string {
  return htmlPage({
    siteName: NAME,
    accent: ACCENT,
    title: mode === 'open' ? 'Home' : mode === 'closed' ? 'Timetables' : 'Offers',
    head: `${gtagSnippet(SHADOW_CMP_TAGS.ga4, { category: 'analytics' })}
${metaPixelSnippet(SHADOW_CMP_TAGS.metaPixel, { category: 'marketing' })}`,
    main: `<section class="hero"><h1>Over the passes by train</h1><p>Panorama carriages, six routes, all year.</p></section>`,
    end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/privacy-banner.js" data-mode="${mode}"></script>`,
  });
}

/**
 * A tour operator with a Usercentrics-style banner in a shadow root (static/sites/shadow-cmp-consent.js;
 * a hand-made stand-in, since Usercentrics' UI loads from its servers): `/` open shadow root, choice
 * in localStorage `uc_settings`; `/timetables` the same banner in a CLOSED shadow root; `/offers` open,
 * but the choice is stored in an undocumented localStorage blob (`cmp_state`). GA4 and the Meta pixel
 * run only after "Accept All".
 */
export const shadowCmp: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/privacy-banner.js', 'shadow-cmp-consent.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home('open')) },
      {
        method: 'GET',
        path: '/timetables',
        handle: (_req, res) => send(res, 200, 'html', home('closed')),
      },
      {
        method: 'GET',
        path: '/offers',
        handle: (_req, res) => send(res, 200, 'html', home('opaque')),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, ["Your choice is kept in your browser's local storage."]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
