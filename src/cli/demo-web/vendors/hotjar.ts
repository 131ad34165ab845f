import type { FixtureHost } from '../fixture-host.ts';
import { readFile } from 'node:fs/promises';
import { allowCredentialedCors, send, sendFile, sendNoContent } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * Hotjar session replay: the bootstrap `static.hotjar.com/c/hotjar-<siteId>.js` (sets
 * `_hjSessionUser_<id>` and `_hjSession_<id>`), the recording module on script.hotjar.com, visit data
 * to in.hotjar.com and the recording stream (plain fetch POSTs, no WebSocket) to vc.hotjar.io.
 * As the real service does, the bootstrap carries the site's settings: sites listed in
 * SURVEY_ONLY_SITE_IDS have recording off (surveys and feedback only), so nothing is streamed.
 */
const SURVEY_ONLY_SITE_IDS: ReadonlySet<number> = new Set([4120733]);
export const hotjar: FixtureHost = {
  name: 'Hotjar',
  kind: 'vendor',
  hostnames: ['static.hotjar.com', 'script.hotjar.com', 'in.hotjar.com', 'vc.hotjar.io'],
  handle: router([
    {
      host: 'static.hotjar.com',
      method: 'GET',
      path: /^\/c\/hotjar-\d+\.js$/,
      handle: async (req, res) => {
        const siteId = Number(/hotjar-(\d+)\.js$/.exec(req.path)?.[1]);
        const script = await readFile(staticFile('vendors', 'hotjar-bootstrap.js'), 'utf8');
        send(
          res,
          200,
          'js',
          script.replace(
            'var SITE_RECORDING = true;',
            `var SITE_RECORDING = ${!SURVEY_ONLY_SITE_IDS.has(siteId)};`,
          ),
        );
      },
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
