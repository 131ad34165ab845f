import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import {
  gtagSnippet,
  linkedInInsightSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/**
 * A small __uspapi (IAB CCPA framework) reporting the visitor's sale opt-out as a US Privacy string:
 * "1YYN" when opted out, "1YNN" otherwise.
 */
function uspApi(optedOut: boolean): string {
  const value = optedOut ? '1YYN' : '1YNN';
  return `<script>window.__uspapi = function (command, version, callback) {
  if (command === 'getUSPData' && typeof callback === 'function') callback({ version: 1, uspString: '${value}' }, true);
  else if (command === 'ping' && typeof callback === 'function') callback({ mode: ['USP'], jsVersion: '1.0', cmpLoaded: true }, true);
};</script>`;
}

function page(siteName: string, accent: string, head: string, text: string): string {
  return htmlPage({
    siteName,
    accent,
    title: 'Home',
    head,
    main: `<section class="hero"><h1>${siteName}</h1><p>${text}</p></section>`,
  });
}

const wellKnown =
  (supports: boolean) => (_req: FixtureRequest, res: Parameters<FixtureHost['handle']>[1]) =>
    send(res, 200, 'json', JSON.stringify({ gpc: supports, lastUpdate: '2026-01-15' }));

/**
 * Honours Global Privacy Control: with `Sec-GPC: 1` it records a sale/sharing opt-out (__uspapi
 * "1YYN") and leaves out its advertising tags; declares support in /.well-known/gpc.json. Analytics
 * (not a sale) runs either way.
 */
export const gpcHonouring: FixtureHost = {
  name: 'GPC Honouring',
  kind: 'site',
  hostnames: ['gpc-honouring.example'],
  handle: router([
    ...sharedAssetRoutes('#2a6f97'),
    { method: 'GET', path: '/.well-known/gpc.json', handle: wellKnown(true) },
    {
      method: 'GET',
      path: '/',
      handle: (req, res) => {
        const gpc = req.headers['sec-gpc'] === '1';
        const head = [
          uspApi(gpc),
          gtagSnippet('G-GPCOK'),
          gpc ? '' : metaPixelSnippet('7777000011112222'),
          gpc ? '' : linkedInInsightSnippet('7000111'),
        ].join('\n');
        send(
          res,
          200,
          'html',
          page(
            'GPC Honouring',
            '#2a6f97',
            head,
            'We treat Global Privacy Control as an opt-out of sale and sharing.',
          ),
        );
      },
    },
  ]),
};

/** Ignores Global Privacy Control: advertising tags load and no opt-out is recorded whatever the signal. */
export const gpcIgnoring: FixtureHost = {
  name: 'GPC Ignoring',
  kind: 'site',
  hostnames: ['gpc-ignoring.example'],
  handle: router([
    ...sharedAssetRoutes('#9b2226'),
    {
      method: 'GET',
      path: '/',
      handle: (_req, res) => {
        const head = [
          uspApi(false),
          gtagSnippet('G-GPCNO'),
          metaPixelSnippet('8888000011112222'),
          linkedInInsightSnippet('8000111'),
        ].join('\n');
        send(res, 200, 'html', page('GPC Ignoring', '#9b2226', head, 'Deals, deals, deals.'));
      },
    },
  ]),
};
