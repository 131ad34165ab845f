import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * Doofinder hosted site search: the search layer `eu1-config.doofinder.com/2.x/<id>.js`
 * (static/vendors/doofinder-search.js) and the search API `eu1-search.doofinder.com/6/<hashid>/_search`
 * queried as the visitor types (GET, `query=`), answering a few products.
 */
export const doofinder: FixtureHost = {
  name: 'Doofinder',
  kind: 'vendor',
  hostnames: ['eu1-config.doofinder.com', 'eu1-search.doofinder.com'],
  handle: router([
    {
      host: 'eu1-config.doofinder.com',
      method: 'GET',
      path: /^\/2\.x\/[a-z0-9-]+\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'doofinder-search.js')),
    },
    {
      host: 'eu1-search.doofinder.com',
      method: 'GET',
      path: /^\/6\/[a-f0-9]+\/_search$/,
      handle: (_req, res) => {
        allowAnyOrigin(res);
        send(
          res,
          200,
          'json',
          JSON.stringify({
            total: 2,
            results: [{ title: 'Trail runner GTX' }, { title: 'Trail runner Lite' }],
          }),
        );
      },
    },
  ]),
};
