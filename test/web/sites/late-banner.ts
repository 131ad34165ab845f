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

const NAME = 'Harbour Lights Bakery';
const HOSTNAME = 'late-banner.example';
const ACCENT = '#9a3412';

export const LATE_BANNER_TAGS = { ga4: 'G-LATEBAN01', metaPixel: '6789012345678901' } as const;

const STYLE = `<style>
.tall { min-height: 2400px; }
#late-cookie-banner { position: fixed; left: 16px; right: 16px; bottom: 16px; max-width: 560px; margin: 0 auto; padding: 16px 20px; background: #fff; border: 2px solid var(--accent); border-radius: 10px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.2); z-index: 2147483000; }
#late-cookie-banner[hidden] { display: none; }
#late-cookie-banner button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent); background: #fff; cursor: pointer; }
#late-cookie-banner button[data-choice="accept"] { background: var(--accent); color: #fff; }
</style>`;

function home(trigger: 'timer' | 'slow-timer' | 'scroll'): string {
  return htmlPage({
    siteName: NAME,
    accent: ACCENT,
    title: { timer: 'Home', 'slow-timer': 'News', scroll: 'Menu' }[trigger],
    head: `${STYLE}
${gtagSnippet(LATE_BANNER_TAGS.ga4, { category: 'analytics' })}
${metaPixelSnippet(LATE_BANNER_TAGS.metaPixel, { category: 'marketing' })}`,
    main: `<section class="hero"><h1>Sourdough since 1987</h1><p>Baked before dawn on the harbour front.</p></section>
<section class="grid tall">
<article class="card"><div class="swatch"></div><h3>Country loaf</h3><p class="price">€ 5.20</p></article>
<article class="card"><div class="swatch"></div><h3>Cinnamon buns</h3><p class="price">€ 3.10</p></article>
</section>`,
    end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/cookie-banner.js" data-trigger="${trigger}"></script>`,
  });
}

/**
 * A bakery whose consent banner is late (static/sites/late-banner-consent.js): on `/` it appears 2.5 s
 * after the load event, on `/news` 6.5 s after it (a CMP that waits for its vendor list), on `/menu`
 * only after the visitor's first scroll. Google Analytics and the Meta
 * pixel are gated correctly ("Reject all" stores `late_consent=analytics:no,marketing:no`). A scanner
 * that answers "no banner" before then reports tracking-free pages with no consent mechanism.
 */
export const lateBanner: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/cookie-banner.js', 'late-banner-consent.js'),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home('timer')) },
      {
        method: 'GET',
        path: '/menu',
        handle: (_req, res) => send(res, 200, 'html', home('scroll')),
      },
      {
        method: 'GET',
        path: '/news',
        handle: (_req, res) => send(res, 200, 'html', home('slow-timer')),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'Your choice is kept in the <code>late_consent</code> cookie.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
