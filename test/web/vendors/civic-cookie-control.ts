import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/** The path sites load Cookie Control 9 from (the major version's current build). */
export const CIVIC_COOKIE_CONTROL_SRC =
  'https://cc.cdn.civiccomputing.com/9/cookieControl-9.x.min.js';

/**
 * Civic Cookie Control at its real hosts: the script on `cc.cdn.civiccomputing.com` (an imitation
 * written from Civic's public configuration documentation, static/vendors/civic-cookiecontrol.js) and
 * the licence check on `apikeys.civiccomputing.com`, which answers for any key.
 */
export const civicCookieControl: FixtureHost = {
  name: 'Civic Cookie Control',
  kind: 'vendor',
  hostnames: ['cc.cdn.civiccomputing.com', 'apikeys.civiccomputing.com'],
  handle: router([
    {
      host: 'cc.cdn.civiccomputing.com',
      method: 'GET',
      path: /^\/9\/cookieControl-9\.[\w.]+\.min\.js$/,
      handle: (_req, res) => {
        allowAnyOrigin(res);
        return sendFile(res, 'js', staticFile('vendors', 'civic-cookiecontrol.js'));
      },
    },
    {
      host: 'apikeys.civiccomputing.com',
      method: 'GET',
      path: '/c/v',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        send(res, 200, 'json', '{"valid":true}');
      },
    },
  ]),
};
