import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile, sendPixel, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

const MUID_MAX_AGE_SECONDS = 34_128_000; // ~13 months

/** The advertising ID Microsoft sets on `.bing.com` for a browser that does not send one yet. */
function setMuid(req: FixtureRequest, res: ServerResponse): void {
  if (req.cookies.has('MUID')) return;
  setCookie(
    res,
    `MUID=${randomBytes(16).toString('hex').toUpperCase()}; Max-Age=${MUID_MAX_AGE_SECONDS}; Domain=.bing.com; Path=/; SameSite=None; Secure`,
  );
}

/**
 * Microsoft Advertising Universal Event Tracking: bat.js on bat.bing.com (sets `_uetsid` and
 * `_uetvid`, see static/vendors/bing-bat.js) and the event pixel bat.bing.com/action/0, which answers
 * with the third-party `MUID` cookie.
 */
export const bingUet: FixtureHost = {
  name: 'Microsoft Advertising UET',
  kind: 'vendor',
  hostnames: ['bat.bing.com'],
  handle: router([
    {
      method: 'GET',
      path: '/bat.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'bing-bat.js')),
    },
    {
      method: 'GET',
      path: /^\/action\/\d+$/,
      handle: (req, res) => {
        setMuid(req, res);
        sendPixel(res);
      },
    },
  ]),
};
