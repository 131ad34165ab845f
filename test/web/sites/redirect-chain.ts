import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { redirect, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/**
 * A redirect chain across three hosts (301 → 302 → 200): the scan records the chain by host and
 * judges the final site, whose Meta pixel fires before consent.
 */
export const redirectChain: FixtureHost = {
  name: 'Redirect Chain',
  kind: 'site',
  hostnames: ['redirect-start.example', 'redirect-hop.example', 'redirect-final.example'],
  handle: (req, res) => {
    if (req.host === 'redirect-start.example')
      return redirect(res, 'https://redirect-hop.example/welcome', 301);
    if (req.host === 'redirect-hop.example')
      return redirect(res, 'https://redirect-final.example/', 302);
    return finalSite(req, res);
  },
};

const finalSite = router([
  ...sharedAssetRoutes('#1d6a96'),
  {
    method: 'GET',
    path: '/',
    handle: (_req, res) =>
      send(
        res,
        200,
        'html',
        htmlPage({
          siteName: 'Redirect Final',
          accent: '#1d6a96',
          title: 'Home',
          head: metaPixelSnippet('2222333344445555'),
          main: '<section class="hero"><h1>You made it</h1><p>Two hops later, the real site.</p></section>',
        }),
      ),
  },
]);
