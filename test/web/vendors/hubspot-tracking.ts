import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile, sendPixel } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * HubSpot's tracking code on a portal that asks for consent: the loader `js.hs-scripts.com/<portal>.js`,
 * the cookie banner `js.hs-banner.com/v2/<portal>/banner.js`, the analytics script
 * `js.hs-analytics.net/analytics/<ts>/<portal>.js` and the page-view pixel `track.hubspot.com/__pto.gif`
 * (see static/vendors/hubspot-*.js).
 */
export const hubSpotTracking: FixtureHost = {
  name: 'HubSpot tracking and cookie banner',
  kind: 'vendor',
  hostnames: ['js.hs-scripts.com', 'js.hs-banner.com', 'js.hs-analytics.net', 'track.hubspot.com'],
  handle: router([
    {
      host: 'js.hs-scripts.com',
      method: 'GET',
      path: /^\/\d+\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'hubspot-loader.js')),
    },
    {
      host: 'js.hs-banner.com',
      method: 'GET',
      path: /^\/v2\/\d+\/banner\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'hubspot-banner.js')),
    },
    {
      host: 'js.hs-analytics.net',
      method: 'GET',
      path: /^\/analytics\/\d+\/\d+\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'hubspot-analytics.js')),
    },
    {
      host: 'track.hubspot.com',
      method: 'GET',
      path: '/__pto.gif',
      handle: (_req, res) => sendPixel(res),
    },
  ]),
};
