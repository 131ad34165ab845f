import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import type { Route } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

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
