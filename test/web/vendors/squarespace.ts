import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

/** The Squarespace scripts a site loads from Squarespace's asset host (the file names are the fixture's). */
export const SQUARESPACE_SCRIPTS = {
  common: 'https://assets.squarespace.com/universal/scripts-compressed/common-min.en-US.js',
  cookieBanner:
    'https://assets.squarespace.com/universal/scripts-compressed/cookie-banner-min.en-US.js',
} as const;

/**
 * Squarespace's asset host `assets.squarespace.com`: the site runtime (a bundle of realistic weight
 * with Squarespace's own visitor analytics, static/vendors/squarespace-site-analytics.js) and the
 * cookie banner (static/vendors/squarespace-cookie-banner.js).
 */
export const squarespaceAssets: FixtureHost = {
  name: 'Squarespace assets',
  kind: 'vendor',
  hostnames: ['assets.squarespace.com'],
  handle: router([
    jsRoute(
      new URL(SQUARESPACE_SCRIPTS.common).pathname,
      scriptWithLibraries(
        'Squarespace universal runtime',
        { jQuery: LIBRARIES.jquery, _: LIBRARIES.lodash },
        staticScript('vendors', 'squarespace-site-analytics.js'),
      ),
      { cors: true },
    ),
    {
      method: 'GET',
      path: new URL(SQUARESPACE_SCRIPTS.cookieBanner).pathname,
      handle: (_req, res) =>
        sendFile(res, 'js', staticFile('vendors', 'squarespace-cookie-banner.js')),
    },
  ]),
};
