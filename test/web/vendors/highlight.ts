import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowCredentialedCors, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';

/**
 * Highlight.io session replay (an rrweb-based vendor not in the tracker lists): the SDK
 * `static.highlight.io/v9.3.0/index.js` (static/vendors/highlight-sdk.js with the real rrweb bundled)
 * and the GraphQL ingestion endpoint `pub.highlight.io` (POST /, `PushPayload` with rrweb events).
 */
export const highlight: FixtureHost = {
  name: 'Highlight.io',
  kind: 'vendor',
  hostnames: ['static.highlight.io', 'pub.highlight.io'],
  handle: router([
    jsRoute(
      /^\/v\d+\.\d+\.\d+\/index\.js$/,
      scriptWithLibraries(
        'Highlight SDK (rrweb)',
        { rrweb: LIBRARIES.rrweb },
        staticScript('vendors', 'highlight-sdk.js'),
      ),
      { host: 'static.highlight.io', cors: true },
    ),
    {
      host: 'pub.highlight.io',
      method: 'POST',
      path: '/',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(res, 200, 'json', '{"data":{"pushPayload":1}}');
      },
    },
  ]),
};
