import { readFileSync } from 'node:fs';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { esbuildBundle } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

/** Osano's id in the IAB TCF CMP list (the TC strings of its IAB module). */
export const OSANO_TCF_CMP_ID = 279;

/** Osano categories a script host can be classified in (the dashboard's script classification). */
export type OsanoCategory = 'ESSENTIAL' | 'ANALYTICS' | 'MARKETING' | 'PERSONALIZATION';

/** One Osano configuration, as the customer set it up in the Osano dashboard. */
export interface OsanoConfiguration {
  customerId: string;
  configId: string;
  /** `production` blocks what is classified and not consented to; `listener` (discovery) blocks nothing. */
  mode: 'production' | 'listener';
  /** The dialog's "Deny" button. */
  denyButton: boolean;
  /** The IAB TCF module (__tcfapi, CMP 279). */
  iab: boolean;
  classification: Readonly<Record<string, OsanoCategory>>;
  policyLink: string;
}

/** The fixture web's Osano configurations, by the hostname of the site that loads them. */
export const OSANO_CONFIGURATIONS: Readonly<Record<string, OsanoConfiguration>> = {
  'ashgrove-home.example': {
    customerId: 'AzZqLr7Hm2XvK9pWd',
    configId: '5d0c3b9e-1f47-4a62-9c8e-2b7f4e6a1d35',
    mode: 'production',
    denyButton: true,
    iab: true,
    classification: {
      'www.googletagmanager.com': 'ANALYTICS',
      'connect.facebook.net': 'MARKETING',
      'analytics.tiktok.com': 'MARKETING',
    },
    policyLink: '/privacy',
  },
  'quillstack.example': {
    customerId: 'BqT4nW8sYc1LfZ3hR',
    configId: '9a4e7c21-6b3d-4f80-8e15-c0d2a7b94f66',
    mode: 'listener',
    denyButton: true,
    iab: false,
    classification: {
      'www.googletagmanager.com': 'ANALYTICS',
      'connect.facebook.net': 'MARKETING',
      'snap.licdn.com': 'MARKETING',
    },
    policyLink: '/privacy',
  },
  'poppyfield-goods.example': {
    customerId: 'Cm6PsV2xJd8KtQ5nE',
    configId: 'e3f1b8a0-42c7-4d19-b6e5-7a9c0d2f8b14',
    mode: 'production',
    denyButton: true,
    iab: false,
    classification: {
      'www.googletagmanager.com': 'ANALYTICS',
      'connect.facebook.net': 'MARKETING',
      'analytics.tiktok.com': 'MARKETING',
    },
    policyLink: '/privacy',
  },
};

/** The install snippet Osano's dashboard hands out: one synchronous script, first in <head>. */
export function osanoSnippet(hostname: string): string {
  const config = OSANO_CONFIGURATIONS[hostname];
  if (!config) throw new Error(`no Osano configuration for ${hostname}`);
  return `<script src="https://cmp.osano.com/${config.customerId}/${config.configId}/osano.js"></script>`;
}

/**
 * Where the visitor is, as Osano's edge decides from the IP address. Every fixture-web visitor is on
 * loopback, so the request's language region stands in for it: en-US is a California visitor, any
 * other an EU one (the scanner's `california` and `eu_ie` regions).
 */
function jurisdictionOf(req: FixtureRequest): string {
  const language = String(req.headers['accept-language'] ?? '').split(',')[0] ?? '';
  const region = language.split('-')[1]?.toLowerCase();
  if (region === 'us') return 'us-ca';
  return region && region.length === 2 ? region : 'ie';
}

const CMP_BUNDLE = esbuildBundle('vendors', 'osano-cm.js');
const VENDOR_LIST = staticFile('sites', 'northgate-vendor-list.json');

/**
 * Osano's CMP at its real host, an imitation written from Osano's public documentation and the CMP's
 * visible behaviour (no Osano code): /<customer id>/<config id>/osano.js (static/vendors/osano-cm.js,
 * bundled with @iabtechlabtcf/cmpapi + core): window.Osano and Osano.cm, script blocking in production
 * mode, the .osano-cm-window dialog (GDPR countries) or the Do Not Sell drawer (US states), the
 * encrypted osano_consentmanager record, __uspapi, and __tcfapi (CMP 279) with the IAB module.
 * An unknown configuration gets an empty script.
 */
export const osano: FixtureHost = {
  name: 'Osano',
  kind: 'vendor',
  hostnames: ['cmp.osano.com'],
  handle: router([
    {
      method: 'GET',
      path: /^\/[A-Za-z0-9]{17}\/[0-9a-f-]{36}\/osano\.js$/,
      handle: async (req, res) => {
        const [, customerId, configId] = req.path.split('/');
        const config = Object.values(OSANO_CONFIGURATIONS).find(
          (c) => c.customerId === customerId && c.configId === configId,
        );
        if (!config) return send(res, 200, 'js', '');
        const wrapped = {
          ...config,
          jurisdiction: jurisdictionOf(req),
          ...(config.iab
            ? { vendorList: JSON.parse(readFileSync(VENDOR_LIST, 'utf8')) as unknown }
            : {}),
        };
        send(
          res,
          200,
          'js',
          `(function (OSANO_CONFIG) {\n${await CMP_BUNDLE()}\n})(${JSON.stringify(wrapped)});\n`,
        );
      },
    },
  ]),
};
