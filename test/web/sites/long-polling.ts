import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/** How long a long-poll request stays open before the server answers. */
export const LONG_POLL_HOLD_MS = 25_000;

/**
 * A page that is never network-idle: a chat widget long-polls its own host (each poll held open
 * 25 s, re-issued at once) and a heartbeat beacon fires every 250 ms. Quiet detection must ignore
 * both and still end the arm once the real page activity (GA4) is over.
 */
export const longPolling: FixtureHost = {
  name: 'Long Polling',
  kind: 'site',
  hostnames: ['long-polling.example'],
  handle: router([
    ...sharedAssetRoutes('#0f7b6c'),
    {
      method: 'GET',
      path: '/poll',
      handle: (_req, res) => {
        const timer = setTimeout(
          () => send(res, 200, 'json', '{"messages":[]}'),
          LONG_POLL_HOLD_MS,
        );
        res.on('close', () => clearTimeout(timer));
      },
    },
    { method: ['GET', 'POST'], path: '/heartbeat', handle: (_req, res) => sendNoContent(res) },
    {
      method: 'GET',
      path: '/',
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          htmlPage({
            siteName: 'Long Polling',
            accent: '#0f7b6c',
            title: 'Support',
            head: gtagSnippet('G-POLL'),
            main: `<section class="hero"><h1>Live support</h1><p>Our agents answer within minutes.</p></section>
<script>
  (async function poll() { for (;;) { try { await fetch('/poll', { cache: 'no-store' }); } catch { await new Promise(r => setTimeout(r, 1000)); } } })();
  setInterval(() => navigator.sendBeacon('/heartbeat', ''), 250);
</script>`,
          }),
        ),
    },
  ]),
};
