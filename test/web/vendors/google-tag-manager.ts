import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { send, sendFile } from '../http/respond.ts';
import { router } from '../http/router.ts';
import {
  LIBRARIES,
  once,
  scriptWithLibraries,
  sendJs,
  staticScript,
  type JsSource,
} from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';
import { GTM_CONTAINERS, type GtmContainer } from './gtm-containers.ts';

function tagScript(fileName: string, idPattern: RegExp) {
  return async (req: FixtureRequest, res: ServerResponse) => {
    const id = req.url.searchParams.get('id') ?? '';
    if (!idPattern.test(id))
      return send(res, 400, 'text', `400: missing or malformed tag id "${id}"\n`);
    await sendFile(res, 'js', staticFile('vendors', fileName));
  };
}

const runtime = staticScript('vendors', 'gtm-container.js');
const containerScripts = new Map<string, JsSource>();

/** A configured container: the realistic runtime with lodash and the container's tags. */
function containerScript(container: GtmContainer): JsSource {
  let script = containerScripts.get(container.id);
  if (!script) {
    const code = once(
      async () => `var CONTAINER = ${JSON.stringify(container)};\n${await runtime()}`,
    );
    script = scriptWithLibraries(
      `Google Tag Manager container ${container.id}`,
      { lodash: LIBRARIES.lodash },
      code,
    );
    containerScripts.set(container.id, script);
  }
  return script;
}

async function gtmScript(req: FixtureRequest, res: ServerResponse): Promise<void> {
  const container = GTM_CONTAINERS.get(req.url.searchParams.get('id') ?? '');
  if (container) return sendJs(res, await containerScript(container)());
  return tagScript('gtm.js', /^GTM-[A-Z0-9]+$/)(req, res);
}

/**
 * Google Tag Manager and the Google tag: `gtm.js?id=GTM-X` (a container that fires GA4 `G-X`) and
 * `gtag/js?id=G-…|AW-…|DC-…` (sets _ga, _ga_<ID>, _gcl_au and sends the hits; see static/vendors/gtag.js).
 * The realistic tier's containers (gtm-containers.ts) are served with their tags and consent rules.
 */
export const googleTagManager: FixtureHost = {
  name: 'Google Tag Manager',
  kind: 'vendor',
  hostnames: ['www.googletagmanager.com'],
  handle: router([
    { method: 'GET', path: '/gtag/js', handle: tagScript('gtag.js', /^(G|AW|DC|GT)-[A-Z0-9]+$/) },
    { method: 'GET', path: '/gtm.js', handle: gtmScript },
  ]),
};
