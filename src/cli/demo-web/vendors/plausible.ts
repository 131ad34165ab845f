import type { FixtureHost } from '../fixture-host.ts';
import { allowAnyOrigin, send, sendFile } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { staticFile } from '../static-files.ts';

/** Plausible Analytics, cookieless: script.js (and its variants) plus the event API. Sets no cookie. */
export const plausible: FixtureHost = {
  name: 'Plausible Analytics',
  kind: 'vendor',
  hostnames: ['plausible.io'],
  handle: router([
    {
      method: 'GET',
      path: /^\/js\/(script|plausible)(\.[a-z-]+)*\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'plausible.js')),
    },
    {
      method: 'POST',
      path: '/api/event',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        send(res, 202, 'text', 'ok');
      },
    },
  ]),
};
