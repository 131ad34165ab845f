import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { notFoundText, router } from '../../../src/cli/demo-web/http/router.ts';
import { sendPackageFile } from './jsdelivr.ts';

/** cdnjs library names, as the installed npm package and the folder cdnjs flattens. */
const LIBRARIES = new Map([
  ['cookieconsent2', { pkg: 'cookieconsent', dir: 'build' }],
  ['jquery', { pkg: 'jquery', dir: 'dist' }],
  ['lodash.js', { pkg: 'lodash', dir: '' }],
]);

/**
 * Cloudflare's cdnjs, `cdnjs.cloudflare.com/ajax/libs/<library>/<version>/<file>` (the Osano
 * cookieconsent tutorials load `cookieconsent2` from it). A CDN, not a tracker.
 */
function libraryFile(req: FixtureRequest, res: ServerResponse): Promise<void> | void {
  const match = /^\/ajax\/libs\/([\w.-]+)\/[\w.-]+\/([\w.-]+)$/.exec(req.path);
  const library = match && LIBRARIES.get(match[1]!);
  if (!library) return notFoundText(req, res);
  return sendPackageFile(
    req,
    res,
    library.pkg,
    `${library.dir ? `${library.dir}/` : ''}${match[2]}`,
  );
}

export const cdnjs: FixtureHost = {
  name: 'cdnjs',
  kind: 'vendor',
  hostnames: ['cdnjs.cloudflare.com'],
  handle: router([{ method: 'GET', path: /^\/ajax\/libs\//, handle: libraryFile }]),
};
