import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { send, sendFile } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * Answers `gtm.js?id=<id>` for a container configured with tags of its own (the tests' realistic
 * tier) and resolves to true; resolves to false for any other id (the default container is served).
 */
export type GtmContainerScript = (id: string, res: ServerResponse) => Promise<boolean>;

function tagScript(fileName: string, idPattern: RegExp) {
  return async (req: FixtureRequest, res: ServerResponse) => {
    const id = req.url.searchParams.get('id') ?? '';
    if (!idPattern.test(id))
      return send(res, 400, 'text', `400: missing or malformed tag id "${id}"\n`);
    await sendFile(res, 'js', staticFile('vendors', fileName));
  };
}

/**
 * Google Tag Manager and the Google tag: `gtm.js?id=GTM-X` (a container that fires GA4 `G-X`) and
 * `gtag/js?id=G-…|AW-…|DC-…` (sets _ga, _ga_<ID>, _gcl_au and sends the hits; see static/vendors/gtag.js).
 * `containers` serves configured containers with their own tags and consent rules.
 */
export function googleTagManagerHost(containers?: GtmContainerScript): FixtureHost {
  async function gtmScript(req: FixtureRequest, res: ServerResponse): Promise<void> {
    if (containers && (await containers(req.url.searchParams.get('id') ?? '', res))) return;
    return tagScript('gtm.js', /^GTM-[A-Z0-9]+$/)(req, res);
  }
  return {
    name: 'Google Tag Manager',
    kind: 'vendor',
    hostnames: ['www.googletagmanager.com'],
    handle: router([
      {
        method: 'GET',
        path: '/gtag/js',
        handle: tagScript('gtag.js', /^(G|AW|DC|GT)-[A-Z0-9]+$/),
      },
      { method: 'GET', path: '/gtm.js', handle: gtmScript },
    ]),
  };
}

/** Google Tag Manager with the default container only (the demo sites use no configured one). */
export const googleTagManager: FixtureHost = googleTagManagerHost();
