import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { send, sendFile } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { staticFile } from '../static-files.ts';

function tagScript(fileName: string, idPattern: RegExp) {
  return async (req: FixtureRequest, res: ServerResponse) => {
    const id = req.url.searchParams.get('id') ?? '';
    if (!idPattern.test(id)) return send(res, 400, 'text', `400: missing or malformed tag id "${id}"\n`);
    await sendFile(res, 'js', staticFile('vendors', fileName));
  };
}

/**
 * Google Tag Manager and the Google tag: `gtm.js?id=GTM-X` (a container that fires GA4 `G-X`) and
 * `gtag/js?id=G-…|AW-…|DC-…` (sets _ga, _ga_<ID>, _gcl_au and sends the hits; see static/vendors/gtag.js).
 */
export const googleTagManager: FixtureHost = {
  name: 'Google Tag Manager',
  kind: 'vendor',
  hostnames: ['www.googletagmanager.com'],
  handle: router([
    { method: 'GET', path: '/gtag/js', handle: tagScript('gtag.js', /^(G|AW|DC|GT)-[A-Z0-9]+$/) },
    { method: 'GET', path: '/gtm.js', handle: tagScript('gtm.js', /^GTM-[A-Z0-9]+$/) },
  ]),
};
