import { readFileSync } from 'node:fs';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { esbuildBundle, jsRoute } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

export const CONSENTMANAGER_DELIVERY_HOST = 'a.delivery.consentmanager.net';

/** A consentmanager.net account's CMP as its owner set it up (the design decides the first layer). */
interface ConsentmanagerCode {
  /** The customer id (in the consent cookies' names). */
  id: number;
  /** Whether the design shows "Alle ablehnen" beside "Alle akzeptieren". */
  rejectOnFirstLayer: boolean;
}

/** The code ids (`data-cmp-cdid`) of the fixture sites' CMPs. */
export const CONSENTMANAGER_CODES: Readonly<Record<string, ConsentmanagerCode>> = {
  '4f2a9c1d7e3b8': { id: 48211, rejectOnFirstLayer: true },
  '9b7e3d2c1a5f4': { id: 51377, rejectOnFirstLayer: false },
  c3d8e1f6a2b97: { id: 44906, rejectOnFirstLayer: true },
};

/** consentmanager's own ("s…") vendors the fixture sites use: not in the IAB list. */
const CUSTOM_VENDORS = [
  { id: 's26', name: 'Google Analytics' },
  { id: 's7', name: 'Facebook' },
];

const TEXTS = {
  headline: 'Wir respektieren Ihre Privatsphäre',
  text: 'Wir und unsere Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu, wie z. B. eindeutige Kennungen in Cookies, um personenbezogene Daten zu verarbeiten. Sie können Ihre Auswahl jederzeit über „Datenschutzeinstellungen“ am Ende der Seite ändern.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  settings: 'Einstellungen',
  settingsHeadline: 'Datenschutzeinstellungen',
  purposes: 'Zwecke',
  vendors: 'Anbieter',
  save: 'Auswahl speichern',
};

let vendorList: unknown = null;
const gvl = (): unknown =>
  (vendorList ??= JSON.parse(
    readFileSync(staticFile('sites', 'northgate-vendor-list.json'), 'utf8'),
  ));

/**
 * consentmanager.net at its real hosts: the loader on cdn.consentmanager.net (stub, an imitation in
 * static/vendors/consentmanager-stub.js), the site's configuration from the delivery host
 * (/delivery/cmp.php?cdid=…, with the vendor list), which loads the CMP (static/vendors/consentmanager-cmp.js,
 * bundled with @iabtechlabtcf/*).
 */
export const consentmanager: FixtureHost = {
  name: 'consentmanager.net',
  kind: 'vendor',
  hostnames: [
    'cdn.consentmanager.net',
    'delivery.consentmanager.net',
    CONSENTMANAGER_DELIVERY_HOST,
  ],
  handle: router([
    {
      method: 'GET',
      host: 'cdn.consentmanager.net',
      path: '/delivery/js/semiautomatic.min.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'consentmanager-stub.js')),
    },
    jsRoute('/delivery/js/cmp_final.min.js', esbuildBundle('vendors', 'consentmanager-cmp.js')),
    {
      method: 'GET',
      path: '/delivery/cmp.php',
      handle: (req, res) => {
        const cdid = req.url.searchParams.get('cdid') ?? '';
        const code = CONSENTMANAGER_CODES[cdid];
        if (!code) {
          send(res, 200, 'js', `console.warn('consentmanager: unknown code id');`);
          return;
        }
        const config = { ...code, customVendors: CUSTOM_VENDORS, texts: TEXTS, vendorList: gvl() };
        send(
          res,
          200,
          'js',
          `window.cmp_config = ${JSON.stringify(config)};
(function () { var s = document.createElement('script'); s.src = 'https://cdn.consentmanager.net/delivery/js/cmp_final.min.js'; s.async = true; document.head.appendChild(s); })();`,
        );
      },
    },
  ]),
};
