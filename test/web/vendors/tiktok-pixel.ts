import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowCredentialedCors, send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * TikTok pixel: `analytics.tiktok.com/i18n/pixel/events.js` (sets `_ttp` by script, hashes
 * identify() data, see static/vendors/tiktok-events.js) and the event endpoint
 * `analytics.tiktok.com/api/v2/pixel` (JSON POST, answers `{"code":0}`).
 */
export const tiktokPixel: FixtureHost = {
  name: 'TikTok pixel',
  kind: 'vendor',
  hostnames: ['analytics.tiktok.com'],
  handle: router([
    {
      method: 'GET',
      path: '/i18n/pixel/events.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'tiktok-events.js')),
    },
    {
      method: 'POST',
      path: /^\/api\/v2\/pixel(\/batch)?$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(res, 200, 'json', '{"code":0,"message":"OK"}');
      },
    },
  ]),
};
