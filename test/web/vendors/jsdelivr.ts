import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { notFoundText, router } from '../../../src/cli/demo-web/http/router.ts';
import { packageFile } from '../static-files.ts';

/** Packages the fixture web's jsDelivr serves, from the installed copy in node_modules. */
const PACKAGES = new Set(['jquery', 'lodash', 'cookieconsent', 'vanilla-cookieconsent', 'klaro']);

/**
 * jsDelivr's npm CDN, `cdn.jsdelivr.net/npm/<package>@<version>/<file>`, for the packages sites load
 * from it (whatever the version in the URL, the installed one is served). A CDN, not a tracker.
 */
function npmFile(req: FixtureRequest, res: ServerResponse): Promise<void> | void {
  const match = /^\/npm\/((?:@[\w.-]+\/)?[\w.-]+)@[\w.^~-]+\/([\w./-]+\.(js|css))$/.exec(req.path);
  if (!match || !PACKAGES.has(match[1]!) || match[2]!.includes('..')) return notFoundText(req, res);
  allowAnyOrigin(res);
  return sendFile(res, match[3] === 'css' ? 'css' : 'js', packageFile(match[1]!, match[2]!)).catch(
    () => notFoundText(req, res),
  );
}

export const jsDelivr: FixtureHost = {
  name: 'jsDelivr',
  kind: 'vendor',
  hostnames: ['cdn.jsdelivr.net'],
  handle: router([{ method: 'GET', path: /^\/npm\//, handle: npmFile }]),
};
