import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowCredentialedCors, send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * Klaviyo email marketing: the onsite script `static.klaviyo.com/onsite/js/klaviyo.js?company_id=…`
 * (static/vendors/klaviyo-onsite.js) and the client API `a.klaviyo.com/client/profiles/` (POST JSON,
 * 202) that `identify({ email })` calls.
 */
export const klaviyo: FixtureHost = {
  name: 'Klaviyo',
  kind: 'vendor',
  hostnames: ['static.klaviyo.com', 'a.klaviyo.com'],
  handle: router([
    {
      host: 'static.klaviyo.com',
      method: 'GET',
      path: '/onsite/js/klaviyo.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'klaviyo-onsite.js')),
    },
    {
      host: 'a.klaviyo.com',
      method: 'POST',
      path: /^\/client\/profiles\/?$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(res, 202, 'json', '{}');
      },
    },
  ]),
};
