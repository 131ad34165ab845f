import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * Tallyguard, a fictional ad-fraud / device-ID vendor: the script `js.tallyguard.example/v3/device.js`
 * (static/vendors/tallyguard-device.js: a device identifier with canvas font detection over 62
 * families) and its collector `collect.tallyguard.example/v3/d` (beacon, 204).
 */
export const tallyguard: FixtureHost = {
  name: 'Tallyguard',
  kind: 'vendor',
  hostnames: ['js.tallyguard.example', 'collect.tallyguard.example'],
  handle: router([
    {
      host: 'js.tallyguard.example',
      method: 'GET',
      path: '/v3/device.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'tallyguard-device.js')),
    },
    {
      host: 'collect.tallyguard.example',
      method: 'POST',
      path: '/v3/d',
      handle: (_req, res) => sendNoContent(res),
    },
  ]),
};
