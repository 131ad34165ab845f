import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

/** Paths of the Wix scripts a Wix site loads from Wix's static host (the file names are the fixture's). */
export const WIX_SCRIPTS = {
  viewer: 'https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-app.js',
  consentBanner:
    'https://static.parastorage.com/services/consent-banner-client/dist/consent-banner.js',
  integrations:
    'https://static.parastorage.com/services/marketing-integrations/dist/integrations.js',
} as const;

const VIEWER_CODE = async () => `
var mounted = document.querySelectorAll('[data-mesh-id], section');
_.forEach(mounted, function (el) { el.setAttribute('data-hydrated', 'true'); });
jQuery(function ($) { $('[data-testid="linkElement"]').attr('data-ready', 'true'); });
`;

/**
 * Wix's static host `static.parastorage.com`: the site viewer (a bundle of realistic weight), the
 * cookie consent banner with `window.consentPolicyManager` (static/vendors/wix-consent-banner.js) and
 * the marketing integrations that wait for the consent policy (static/vendors/wix-marketing-integrations.js).
 */
export const wixStatic: FixtureHost = {
  name: 'Wix static assets',
  kind: 'vendor',
  hostnames: ['static.parastorage.com'],
  handle: router([
    jsRoute(
      new URL(WIX_SCRIPTS.viewer).pathname,
      scriptWithLibraries(
        'Wix Thunderbolt viewer',
        { jQuery: LIBRARIES.jquery, _: LIBRARIES.lodash },
        VIEWER_CODE,
      ),
      { cors: true },
    ),
    {
      method: 'GET',
      path: new URL(WIX_SCRIPTS.consentBanner).pathname,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'wix-consent-banner.js')),
    },
    {
      method: 'GET',
      path: new URL(WIX_SCRIPTS.integrations).pathname,
      handle: (_req, res) =>
        sendFile(res, 'js', staticFile('vendors', 'wix-marketing-integrations.js')),
    },
  ]),
};
