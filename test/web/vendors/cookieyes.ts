import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, sendFile, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/** The CookieYes site keys the fixture sites embed (`client_data/<key>/script.js`). */
export const COOKIEYES_KEYS = {
  /** Bottom banner: "Customise", "Reject All", "Accept All". */
  banner: '4f2a9c7e1b3d5f60a8e2c4b6d9f1a3e5',
} as const;

/**
 * CookieYes at its real hosts: the banner script `cdn-cookieyes.com/client_data/<site key>/script.js`
 * (an imitation, static/vendors/cookieyes-script.js) and the consent log `log.cookieyes.com/api/v1/log`.
 */
export const cookieYes: FixtureHost = {
  name: 'CookieYes',
  kind: 'vendor',
  hostnames: ['cdn-cookieyes.com', 'log.cookieyes.com'],
  handle: router([
    {
      host: 'cdn-cookieyes.com',
      method: 'GET',
      path: /^\/client_data\/[0-9a-f]{32}\/script\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'cookieyes-script.js')),
    },
    {
      host: 'log.cookieyes.com',
      method: 'POST',
      path: '/api/v1/log',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        sendNoContent(res);
      },
    },
  ]),
};
