import { readFileSync } from 'node:fs';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { esbuildBundle } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

/** Google LLC's id in the IAB TCF CMP list (what Funding Choices' TC strings carry). */
export const FUNDING_CHOICES_CMP_ID = 300;

/** A site's GDPR message as the publisher set it up under Privacy & messaging. */
export interface FundingChoicesMessage {
  /** The name the message shows ("<siteName> asks for your consent…"). */
  siteName: string;
  publisherCC: string;
  /** The optional "Do not consent" button on the first layer (off: "Consent" and "Manage options" only). */
  doNotConsent: boolean;
}

/** The publishers (AdSense ca-pub ids) of the fixture web and their sites' messages, by hostname. */
export const FUNDING_CHOICES_PUBLISHERS: Readonly<
  Record<string, { messageId: string; sites: Readonly<Record<string, FundingChoicesMessage>> }>
> = {
  'pub-4829105736621840': {
    messageId: 'AGSKWxVq3r8cT1mZp0sNwYk5dH2bLf9uJe6oRi4aGx7',
    sites: {
      'brookfield-courier.example': {
        siteName: 'Brookfield Courier',
        publisherCC: 'GB',
        doNotConsent: true,
      },
      'tidemark-travel.example': {
        siteName: 'Tidemark Travel',
        publisherCC: 'IE',
        doNotConsent: true,
      },
    },
  },
  'pub-7310492856104733': {
    messageId: 'AGSKWxU8mP2eK5wQz1cVnTr7hB4yLd0sFj3oXa9gNi6',
    sites: {
      'lowmoor-kitchen.example': {
        siteName: 'Lowmoor Kitchen',
        publisherCC: 'GB',
        doNotConsent: false,
      },
    },
  },
};

/** Google's ad technology providers outside the IAB list (Additional Consent), as the message counts them. */
const AD_PARTNERS = [
  { id: 89, name: 'Tradedoubler AB' },
  { id: 2072, name: 'Google Analytics (ad partner)' },
  { id: 70, name: 'Yieldlab AG' },
];

const CMP_BUNDLE = esbuildBundle('vendors', 'funding-choices-cmp.js');

function publisherByMessage(messageId: string) {
  return Object.values(FUNDING_CHOICES_PUBLISHERS).find((p) => p.messageId === messageId);
}

/**
 * Google Funding Choices ("Privacy & messaging") at its real host, an imitation written from Google's
 * public documentation and the message's visible behaviour (no Google code): the publisher tag's
 * loader `/i/pub-<id>?ers=1` (static/vendors/funding-choices-loader.js: __tcfapi stub, `googlefc`),
 * which loads the site's message `/f/<message id>?domain=<host>` (static/vendors/funding-choices-cmp.js,
 * bundled with @iabtechlabtcf/cmpapi + core: the `.fc-consent-root` dialog, CMP id 300, the FCCDCF
 * and FCNEC cookies). A site the publisher has no message for gets none.
 */
export const fundingChoices: FixtureHost = {
  name: 'Google Funding Choices',
  kind: 'vendor',
  hostnames: ['fundingchoicesmessages.google.com'],
  handle: router([
    {
      method: 'GET',
      path: /^\/i\/pub-\d{16}$/,
      handle: (req, res) => {
        const publisher = FUNDING_CHOICES_PUBLISHERS[req.path.slice(3)];
        if (!publisher) return send(res, 200, 'js', '');
        const loader = readFileSync(staticFile('vendors', 'funding-choices-loader.js'), 'utf8');
        send(
          res,
          200,
          'js',
          `(function (FC_LOADER) {\n${loader}\n})(${JSON.stringify({ messageId: publisher.messageId })});\n`,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/f\/AGSKWx[\w-]+$/,
      handle: async (req, res) => {
        const publisher = publisherByMessage(req.path.slice(3));
        const site = publisher?.sites[req.url.searchParams.get('domain') ?? ''];
        if (!site) return send(res, 200, 'js', '');
        const config = {
          ...site,
          vendorList: JSON.parse(
            readFileSync(staticFile('sites', 'northgate-vendor-list.json'), 'utf8'),
          ) as unknown,
          adPartners: AD_PARTNERS,
        };
        send(
          res,
          200,
          'js',
          `(function (FC_CONFIG) {\n${await CMP_BUNDLE()}\n})(${JSON.stringify(config)});\n`,
        );
      },
    },
  ]),
};
