import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowCredentialedCors,
  sendFile,
  sendNoContent,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * PerimeterX (HUMAN) Bot Defender: the sensor `client.perimeterx.net/<appId>/main.min.js` (see
 * static/vendors/perimeterx-main.js: canvas, WebGL, audio and font signals) and its collector
 * `collector-<appid>.perimeterx.net/api/v2/collector` (POST, 204).
 */
export const perimeterX: FixtureHost = {
  name: 'PerimeterX',
  kind: 'vendor',
  hostnames: ['client.perimeterx.net', 'collector-pxk3jq8nwd.perimeterx.net'],
  handle: router([
    {
      host: 'client.perimeterx.net',
      method: 'GET',
      path: /^\/PX[A-Za-z0-9]+\/main\.min\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'perimeterx-main.js')),
    },
    {
      host: 'collector-pxk3jq8nwd.perimeterx.net',
      method: 'POST',
      path: '/api/v2/collector',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
