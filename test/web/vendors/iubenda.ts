import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * iubenda's Privacy Controls and Cookie Solution at its real CDN: `cdn.iubenda.com/cs/iubenda_cs.js`
 * (also the pinned `cdn.iubenda.com/cs/<version>/iubenda_cs.js` some sites paste), configured by the
 * page's `window._iub.csConfiguration` (see static/vendors/iubenda-cs.js).
 */
export const iubenda: FixtureHost = {
  name: 'iubenda Cookie Solution',
  kind: 'vendor',
  hostnames: ['cdn.iubenda.com'],
  handle: router([
    {
      host: 'cdn.iubenda.com',
      method: 'GET',
      path: /^\/cs\/(?:(?:beta|stable|\d+\.\d+\.\d+)\/)?iubenda_cs\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'iubenda-cs.js')),
    },
  ]),
};
