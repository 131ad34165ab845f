import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { notFoundText, router } from '../../../src/cli/demo-web/http/router.ts';
import { packageFile } from '../static-files.ts';

/** Packages the fixture web's npm CDNs serve, from the installed copy in node_modules. */
export const CDN_PACKAGES = new Set([
  'jquery',
  'lodash',
  'cookieconsent',
  'vanilla-cookieconsent',
  'klaro',
]);

/** GitHub repositories jsDelivr's `/gh/` serves, as the npm package installed from them. */
const GITHUB_REPOS = new Map([['orestbida/cookieconsent', 'vanilla-cookieconsent']]);

/** Sends `file` of an installed package (a CDN's copy of it), or the CDN's 404. */
export function sendPackageFile(
  req: FixtureRequest,
  res: ServerResponse,
  pkg: string,
  file: string,
): Promise<void> | void {
  const type = /\.(js|css)$/.exec(file)?.[1];
  if (!type || file.includes('..')) return notFoundText(req, res);
  allowAnyOrigin(res);
  return sendFile(res, type === 'css' ? 'css' : 'js', packageFile(pkg, file)).catch(() =>
    notFoundText(req, res),
  );
}

/**
 * jsDelivr's npm CDN, `cdn.jsdelivr.net/npm/<package>@<version>/<file>`, for the packages sites load
 * from it (whatever the version in the URL, the installed one is served). A CDN, not a tracker.
 */
function npmFile(req: FixtureRequest, res: ServerResponse): Promise<void> | void {
  const match = /^\/npm\/((?:@[\w.-]+\/)?[\w.-]+)@[\w.^~-]+\/([\w./-]+)$/.exec(req.path);
  if (!match || !CDN_PACKAGES.has(match[1]!)) return notFoundText(req, res);
  return sendPackageFile(req, res, match[1]!, match[2]!);
}

/** jsDelivr's GitHub CDN, `cdn.jsdelivr.net/gh/<user>/<repo>@<version>/<file>` (tutorials' favourite). */
function githubFile(req: FixtureRequest, res: ServerResponse): Promise<void> | void {
  const match = /^\/gh\/([\w.-]+\/[\w.-]+)@[\w.^~-]+\/([\w./-]+)$/.exec(req.path);
  const pkg = match && GITHUB_REPOS.get(match[1]!);
  if (!pkg) return notFoundText(req, res);
  return sendPackageFile(req, res, pkg, match[2]!);
}

export const jsDelivr: FixtureHost = {
  name: 'jsDelivr',
  kind: 'vendor',
  hostnames: ['cdn.jsdelivr.net'],
  handle: router([
    { method: 'GET', path: /^\/npm\//, handle: npmFile },
    { method: 'GET', path: /^\/gh\//, handle: githubFile },
  ]),
};
