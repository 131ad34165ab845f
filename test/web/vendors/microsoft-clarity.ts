import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowCredentialedCors,
  sendFile,
  sendNoContent,
  sendPixel,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * Microsoft Clarity session replay: the tag `www.clarity.ms/tag/<projectId>`, the recorder
 * `scripts.clarity.ms/<version>/clarity.js` (sets `_clck`/`_clsk` by script, see
 * static/vendors/clarity.js) and the recording upload endpoint `k.clarity.ms/collect` (POST, 204),
 * plus the `c.clarity.ms/c.gif` sync pixel.
 */
export const microsoftClarity: FixtureHost = {
  name: 'Microsoft Clarity',
  kind: 'vendor',
  hostnames: ['www.clarity.ms', 'scripts.clarity.ms', 'k.clarity.ms', 'c.clarity.ms'],
  handle: router([
    {
      host: 'www.clarity.ms',
      method: 'GET',
      path: /^\/tag\/[a-z0-9]+$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'clarity-tag.js')),
    },
    {
      host: 'scripts.clarity.ms',
      method: 'GET',
      path: /^\/\d+\.\d+\.\d+\/clarity\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'clarity.js')),
    },
    {
      host: 'k.clarity.ms',
      method: 'POST',
      path: '/collect',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
    { host: 'c.clarity.ms', method: 'GET', path: '/c.gif', handle: (_req, res) => sendPixel(res) },
  ]),
};
