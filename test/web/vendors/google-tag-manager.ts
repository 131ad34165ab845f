import type { ServerResponse } from 'node:http';
import { googleTagManagerHost } from '../../../src/cli/demo-web/vendors/google-tag-manager.ts';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  LIBRARIES,
  once,
  scriptWithLibraries,
  sendJs,
  staticScript,
  type JsSource,
} from '../js-bundles.ts';
import { GTM_CONTAINERS, type GtmContainer } from './gtm-containers.ts';

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

/**
 * Google Tag Manager of the demo web (src/cli/demo-web/vendors/google-tag-manager.ts) plus the
 * realistic tier's containers (gtm-containers.ts), served with their tags and consent rules.
 */
export const googleTagManager: FixtureHost = googleTagManagerHost(
  async (id: string, res: ServerResponse) => {
    const container = GTM_CONTAINERS.get(id);
    if (!container) return false;
    sendJs(res, await containerScript(container)());
    return true;
  },
);
