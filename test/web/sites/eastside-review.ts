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

const NAME = 'Eastside Review';
const HOSTNAME = 'eastside-review.example';
const ACCENT = '#7c2d12';

export const EASTSIDE_TAGS = { ga4: 'G-EASTSIDE1', metaPixel: '9123456789012345' } as const;

type Mode = 'wall' | 'notice' | 'reject-link' | 'reopens';

const STYLE = `<style>
.wall { position: fixed; inset: 0; background: rgb(255 255 255 / 0.97); padding: 12vh 10vw; z-index: 2147483000; }
.bar { position: fixed; left: 0; right: 0; bottom: 0; background: #fff; border-top: 3px solid var(--accent); padding: 14px 24px; z-index: 2147483000; }
.wall[hidden], .bar[hidden] { display: none; }
.actions button, .actions .button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; }
#cookie-settings-icon { position: fixed; left: 16px; bottom: 16px; width: 44px; height: 44px; border-radius: 50%; border: 1px solid #ccc; background: #fff; font-size: 22px; cursor: pointer; z-index: 2147483000; }
</style>`;

const TITLES: Record<Mode, string> = {
  wall: 'Home',
  notice: 'Culture',
  'reject-link': 'Opinion',
  reopens: 'City',
};

function page(mode: Mode): string {
  // On the notice page the trackers are not gated at all: an "OK" notice is not a consent mechanism.
  const gate = mode === 'notice' ? {} : { category: 'analytics' };
  const gateAds = mode === 'notice' ? {} : { category: 'marketing' };
  return htmlPage({
    siteName: NAME,
    accent: ACCENT,
    title: TITLES[mode],
    head: `${STYLE}
${gtagSnippet(EASTSIDE_TAGS.ga4, gate)}
${metaPixelSnippet(EASTSIDE_TAGS.metaPixel, gateAds)}`,
    main: `<section class="hero"><h1>Council approves the river park</h1><p>Work starts in spring.</p></section>`,
    end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/eastside-consent.js" data-mode="${mode}"></script>`,
  });
}

/**
 * A local paper with four consent configurations (static/sites/eastside-consent.js): `/` a
 * pay-or-accept cookie wall ("Reject and subscribe" buys a subscription, it is no refusal);
 * `/culture` an information notice with only "OK" while GA4 and the Meta pixel run ungated;
 * `/opinion` a refusal offered only as a "decline" text link, then a floating cookie-settings icon;
 * `/city` a "Reject all" whose banner comes back 0.4 s later.
 */
export const eastsideReview: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/eastside-consent.js', 'eastside-consent.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', page('wall')) },
      {
        method: 'GET',
        path: '/culture',
        handle: (_req, res) => send(res, 200, 'html', page('notice')),
      },
      {
        method: 'GET',
        path: '/opinion',
        handle: (_req, res) => send(res, 200, 'html', page('reject-link')),
      },
      {
        method: 'GET',
        path: '/city',
        handle: (_req, res) => send(res, 200, 'html', page('reopens')),
      },
      {
        method: 'GET',
        path: '/subscribe',
        handle: (_req, res) =>
          send(
            res,
            200,
            'html',
            htmlPage({
              siteName: NAME,
              accent: ACCENT,
              title: 'Subscribe',
              main: '<h1>Subscribe</h1><p>€ 6.99 a month, no ads, no tracking.</p>',
            }),
          ),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'Your choice is kept in the <code>eastside_consent</code> cookie.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
