import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { packageFile, staticFile } from '../static-files.ts';

/**
 * The small consent helper the hand-made fixture banners share (static/sites/consent-kit.js):
 * first-party choice cookie plus activation of scripts gated as type="text/plain" data-category.
 */
export const CONSENT_KIT_SCRIPT = '<script src="/assets/consent-kit.js"></script>';

export const consentKitRoute: Route = {
  method: 'GET',
  path: '/assets/consent-kit.js',
  handle: (_req, res) => sendFile(res, 'js', staticFile('sites', 'consent-kit.js')),
};

/** Route for a site's own consent script under /assets/<name>. */
export function siteScriptRoute(path: string, file: string): Route {
  return {
    method: 'GET',
    path,
    handle: (_req, res) => sendFile(res, 'js', staticFile('sites', file)),
  };
}

/** Route serving a file of an installed npm package (a real CMP library) at `path`. */
export function packageFileRoute(path: string, pkg: string, file: string): Route {
  const type = file.endsWith('.css') ? 'css' : 'js';
  return {
    method: 'GET',
    path,
    handle: (_req, res) => sendFile(res, type, packageFile(pkg, file)),
  };
}

/** vanilla-cookieconsent v3 from npm, at the paths the sites that use it serve it from. */
export const vanillaCookieconsentRoutes: Route[] = [
  packageFileRoute(
    '/vendor/cookieconsent/cookieconsent.umd.js',
    'vanilla-cookieconsent',
    'dist/cookieconsent.umd.js',
  ),
  packageFileRoute(
    '/vendor/cookieconsent/cookieconsent.css',
    'vanilla-cookieconsent',
    'dist/cookieconsent.css',
  ),
];

export interface CmpLibrarySite {
  name: string;
  hostname: string;
  accent: string;
  /** The home page's HTML. */
  home: string;
  /** The library's files and the site's configuration of it. */
  routes: Route[];
  /** What the privacy page says about where the choice is kept (HTML). */
  storedIn: string;
}

/** A one-page site around a real CMP library: its home page, the library's routes and a privacy page. */
export function cmpLibrarySite(site: CmpLibrarySite): FixtureHost {
  const { name, accent } = site;
  return {
    name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(accent),
        { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', site.home) },
        ...site.routes,
        { method: 'GET', path: '/privacy', handle: privacyPage(name, accent, [site.storedIn]) },
      ],
      notFoundPage(name, accent),
    ),
  };
}
