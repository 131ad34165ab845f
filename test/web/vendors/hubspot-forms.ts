import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';

/**
 * HubSpot's form submission endpoint for plain HTML forms,
 * `https://forms.hubspot.com/uploads/form/v2/<portalId>/<formGuid>`: a marketing platform receiving
 * whatever a site's contact form posts. Answers with HubSpot's thank-you page.
 */
export const hubSpotForms: FixtureHost = {
  name: 'HubSpot Forms',
  kind: 'vendor',
  hostnames: ['forms.hubspot.com'],
  handle: router([
    {
      method: 'POST',
      path: /^\/uploads\/form\/v2\/\d+\/[0-9a-f-]{36}$/,
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thank you</title></head><body><p>Thanks for submitting the form.</p></body></html>',
        ),
    },
  ]),
};
