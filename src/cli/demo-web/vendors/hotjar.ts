import type { FixtureHost } from '../fixture-host.ts';
import { allowCredentialedCors, send, sendFile, sendNoContent } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * Hotjar session replay: the bootstrap `static.hotjar.com/c/hotjar-<siteId>.js` (sets
 * `_hjSessionUser_<id>` and `_hjSession_<id>`), the recording module on script.hotjar.com, visit data
 * to in.hotjar.com and the recording stream (plain fetch POSTs, no WebSocket) to vc.hotjar.io.
 */
export const hotjar: FixtureHost = {
  name: 'Hotjar',
  kind: 'vendor',
  hostnames: ['static.hotjar.com', 'script.hotjar.com', 'in.hotjar.com', 'vc.hotjar.io'],
  handle: router([
    {
      host: 'static.hotjar.com',
      method: 'GET',
      path: /^\/c\/hotjar-\d+\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'hotjar-bootstrap.js')),
    },
    {
      host: 'script.hotjar.com',
      method: 'GET',
      path: /^\/modules\.[0-9a-f]+\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'hotjar-modules.js')),
    },
    {
      host: 'in.hotjar.com',
      method: 'POST',
      path: /^\/api\/v2\/client\/sites\/\d+\/visit-data$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(res, 200, 'json', '{"success":true}');
      },
    },
    {
      host: 'vc.hotjar.io',
      method: 'POST',
      path: /^\/api\/v2\/sites\/\d+\/recordings\/content$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
