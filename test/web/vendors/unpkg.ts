import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { notFoundText, router } from '../../../src/cli/demo-web/http/router.ts';
import { CDN_PACKAGES, sendPackageFile } from './jsdelivr.ts';

/**
 * unpkg, `unpkg.com/<package>@<version>/<file>`: the same installed packages as the fixture's
 * jsDelivr (whatever the version in the URL). A CDN, not a tracker.
 */
function unpkgFile(req: FixtureRequest, res: ServerResponse): Promise<void> | void {
  const match = /^\/((?:@[\w.-]+\/)?[\w.-]+)@[\w.^~-]+\/([\w./-]+)$/.exec(req.path);
  if (!match || !CDN_PACKAGES.has(match[1]!)) return notFoundText(req, res);
  return sendPackageFile(req, res, match[1]!, match[2]!);
}

export const unpkg: FixtureHost = {
  name: 'unpkg',
  kind: 'vendor',
  hostnames: ['unpkg.com'],
  handle: router([{ method: 'GET', path: /^\/[\w@]/, handle: unpkgFile }]),
};
