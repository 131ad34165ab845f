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

/** One vendor of an Axeptio project, as its cookie step lists it. */
interface AxeptioVendor {
  name: string;
  title: string;
  shortDescription: string;
}

/** An Axeptio project's configuration, as client.axept.io serves it to the SDK. */
export interface AxeptioProject {
  siteName: string;
  cookiesVersion: string;
  identifier: string;
  /** How the SDK renders the widget: in the page (older projects) or in a shadow root (newer SDK). */
  widget: 'dom' | 'shadow';
  vendors: readonly AxeptioVendor[];
}

const GA: AxeptioVendor = {
  name: 'google_analytics',
  title: 'Google Analytics',
  shortDescription: "Mesure d'audience",
};
const META: AxeptioVendor = {
  name: 'facebook_pixel',
  title: 'Facebook Pixel',
  shortDescription: 'Publicité ciblée',
};

/** The Axeptio projects (clientId) the fixture sites use. */
export const AXEPTIO_PROJECTS: Readonly<Record<string, AxeptioProject>> = {
  '64b2f1c9e4a07d3b2c18a5f1': {
    siteName: 'Fromagerie Vasseur',
    cookiesVersion: 'fromagerie-vasseur-fr',
    identifier: '64b2f1d0e4a07d3b2c18a5f4',
    widget: 'dom',
    vendors: [GA, META],
  },
  '65c7a0b3f18e2d49a7e3c602': {
    siteName: 'Atelier Marel',
    cookiesVersion: 'atelier-marel-fr',
    identifier: '65c7a0b9f18e2d49a7e3c60a',
    widget: 'shadow',
    vendors: [GA, META],
  },
  '63e1d84a2b9c5f07e6a4b713': {
    siteName: 'Gîtes du Vercors',
    cookiesVersion: 'gites-vercors-fr',
    identifier: '63e1d851b2b9c5f07e6a4b71',
    widget: 'dom',
    vendors: [GA, META],
  },
};

const TEXTS = {
  title: "Salut, c'est nous… les cookies !",
  text: "On a attendu d'être sûrs que le contenu de ce site vous intéresse avant de vous déranger, mais on aimerait bien vous accompagner pendant votre visite. C'est OK pour vous ?",
  dismiss: 'Non merci',
  configure: 'Je choisis',
  accept: 'OK pour moi',
};

/**
 * Axeptio at its real hosts: the SDK `static.axept.io/sdk.js` (an imitation written from the public
 * integration documentation, static/vendors/axeptio-sdk.js), the project configuration
 * `client.axept.io/<clientId>.json`, and the consent log `api.axept.io/v1/app/consents/<clientId>`.
 */
export const axeptio: FixtureHost = {
  name: 'Axeptio',
  kind: 'vendor',
  hostnames: ['static.axept.io', 'client.axept.io', 'api.axept.io'],
  handle: router([
    {
      host: 'static.axept.io',
      method: 'GET',
      path: /^\/(sdk|sdk-slim)\.js$/,
      handle: (_req, res) => {
        allowAnyOrigin(res);
        return sendFile(res, 'js', staticFile('vendors', 'axeptio-sdk.js'));
      },
    },
    {
      host: 'client.axept.io',
      method: 'GET',
      path: /^\/[0-9a-f]{24}\.json$/,
      handle: (req, res) => {
        allowAnyOrigin(res);
        const clientId = req.path.slice(1, -'.json'.length);
        const project = AXEPTIO_PROJECTS[clientId];
        if (project === undefined) {
          send(res, 404, 'json', '{"error":"project not found"}');
          return;
        }
        send(res, 200, 'json', JSON.stringify({ projectId: clientId, ...project, texts: TEXTS }));
      },
    },
    {
      host: 'api.axept.io',
      method: 'POST',
      path: /^\/v1\/app\/consents\/[0-9a-f]{24}$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
