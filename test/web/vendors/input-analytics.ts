import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowCredentialedCors,
  sendFile,
  sendNoContent,
  sendPixel,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * A made-up "form analytics" vendor that logs keystrokes: `input-analytics.example/v2/forms.js`
 * sends typed values (base64 in a JSON POST to /v2/fields, SHA-256 of emails in /v2/id.gif URLs)
 * before anything is submitted. See static/vendors/input-analytics.js.
 */
export const inputAnalytics: FixtureHost = {
  name: 'Input Analytics (key logger)',
  kind: 'vendor',
  hostnames: ['input-analytics.example'],
  handle: router([
    {
      method: 'GET',
      path: '/v2/forms.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'input-analytics.js')),
    },
    {
      method: 'POST',
      path: '/v2/fields',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
    { method: 'GET', path: '/v2/id.gif', handle: (_req, res) => sendPixel(res) },
  ]),
};
