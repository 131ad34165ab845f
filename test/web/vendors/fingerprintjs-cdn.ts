import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * The FingerprintJS open-source CDN, `openfpcdn.io/fingerprintjs/v<n>/…`: serves a canvas
 * fingerprinting script in FingerprintJS's manner (see static/vendors/fingerprint.js).
 */
export const fingerprintJsCdn: FixtureHost = {
  name: 'FingerprintJS CDN',
  kind: 'vendor',
  hostnames: ['openfpcdn.io'],
  handle: router([
    {
      method: 'GET',
      path: /^\/fingerprintjs\/v\d+(\/iife\.min\.js)?$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'fingerprint.js')),
    },
  ]),
};
