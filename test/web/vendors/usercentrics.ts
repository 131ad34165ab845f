import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowAnyOrigin,
  allowCredentialedCors,
  send,
  sendFile,
  sendNoContent,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/** The Usercentrics settings ids the fixture sites embed (`data-settings-id`), one per configuration. */
export const USERCENTRICS_SETTINGS = {
  /** Bottom banner: "Accept All", "Deny", "More Information" on the first layer. */
  banner: 'Kq3vT8xLm',
  /** Bottom banner whose first layer hides the deny button: "Accept All" and "Settings". */
  noDeny: 'Hn7pWc2Rd',
  /** Centred privacy wall (page blocked behind it): "Accept All", "Deny", "More Information". */
  wall: 'Zb5eQy1Ua',
} as const;

/** Service templates as the Usercentrics database names them (the template id is what uc_settings stores). */
const SERVICES = [
  {
    templateId: 'H1Vl5NidjWX',
    name: 'Usercentrics Consent Management Platform',
    category: 'essential',
    isEssential: true,
    version: '1.0.11',
  },
  {
    templateId: 'BJ59EidsWQ',
    name: 'Google Tag Manager',
    category: 'essential',
    isEssential: true,
    version: '1.0.6',
  },
  {
    templateId: 'HkocEodjb7',
    name: 'Google Analytics',
    category: 'marketing',
    isEssential: false,
    version: '3.1.4',
  },
  {
    templateId: 'ko1w5PpFl',
    name: 'Facebook Pixel',
    category: 'marketing',
    isEssential: false,
    version: '2.0.9',
  },
];

const LABELS = {
  firstLayerTitle: 'Privacy Settings',
  firstLayerDescription:
    'This site uses third-party website tracking technologies to provide and continually improve our services, and to display advertisements according to users\u2019 interests. I agree and may revoke or change my consent at any time with effect for the future.',
  secondLayerTitle: 'Privacy Settings',
  secondLayerDescription:
    'Here you can see and customise the information that we collect about you. Services are grouped into categories; you can give or withdraw consent for each of them.',
  btnAcceptAll: 'Accept All',
  btnDeny: 'Deny',
  btnDenyAll: 'Deny All',
  btnMore: 'More Information',
  btnSave: 'Save Settings',
  privacyButton: 'Privacy settings',
};

function settingsFor(id: string): object | null {
  const base = {
    settingsId: id,
    version: '12.4.7',
    language: 'en',
    categories: { essential: 'Essential', functional: 'Functional', marketing: 'Marketing' },
    services: SERVICES,
  };
  switch (id) {
    case USERCENTRICS_SETTINGS.banner:
      return { ...base, layout: 'BANNER', firstLayer: { hideDenyButton: false }, labels: LABELS };
    case USERCENTRICS_SETTINGS.noDeny:
      return {
        ...base,
        layout: 'BANNER',
        firstLayer: { hideDenyButton: true },
        labels: { ...LABELS, btnMore: 'Settings' },
      };
    case USERCENTRICS_SETTINGS.wall:
      return { ...base, layout: 'WALL', firstLayer: { hideDenyButton: false }, labels: LABELS };
    default:
      return null;
  }
}

/**
 * Usercentrics CMP v2 (browser UI) as sites load it: the loader `app.usercentrics.eu/browser-ui/latest/loader.js`
 * (also answered at the v3 address `web.cmp.usercentrics.eu/ui/loader.js`), the settings of a
 * `data-settings-id` from `api.usercentrics.eu/settings/<id>/latest/en.json`, and the consent log
 * `consent-api.service.consent.usercentrics.eu/consent/uw/3` (see static/vendors/usercentrics-loader.js).
 */
export const usercentrics: FixtureHost = {
  name: 'Usercentrics CMP',
  kind: 'vendor',
  hostnames: [
    'app.usercentrics.eu',
    'web.cmp.usercentrics.eu',
    'api.usercentrics.eu',
    'consent-api.service.consent.usercentrics.eu',
  ],
  handle: router([
    {
      host: 'app.usercentrics.eu',
      method: 'GET',
      path: /^\/browser-ui\/(latest|\d+\.\d+\.\d+)\/loader\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'usercentrics-loader.js')),
    },
    {
      host: 'web.cmp.usercentrics.eu',
      method: 'GET',
      path: '/ui/loader.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'usercentrics-loader.js')),
    },
    {
      host: 'api.usercentrics.eu',
      method: 'GET',
      path: /^\/settings\/[A-Za-z0-9_-]+\/latest\/en\.json$/,
      handle: (req, res) => {
        allowAnyOrigin(res);
        const id = req.path.split('/')[2] ?? '';
        const settings = settingsFor(id);
        if (!settings) return send(res, 404, 'json', '{"error":"settings not found"}');
        send(res, 200, 'json', JSON.stringify(settings));
      },
    },
    {
      host: 'consent-api.service.consent.usercentrics.eu',
      method: 'POST',
      path: '/consent/uw/3',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
