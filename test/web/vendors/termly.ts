import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { readFileSync } from 'node:fs';
import { staticFile } from '../static-files.ts';

/** A Termly website's banner settings, as the dashboard publishes them to the resource blocker. */
export interface TermlyWebsite {
  consentVersion: string;
  bannerText: string;
  /** "Decline" on the banner (the dashboard's "Show decline button"). */
  bannerDecline: boolean;
  /** "Decline All" in the preference centre. */
  modalDeclineAll: boolean;
  /** Categories whose boxes start ticked in the preference centre. */
  preticked: readonly string[];
}

const TEXT =
  "We use essential cookies to make our site work. With your consent, we may also use non-essential cookies to improve user experience and analyze website traffic. By clicking “Accept,” you agree to our website's cookie use as described in our Cookie Policy. You can change your cookie settings at any time by clicking “Preferences.”";

/** The Termly websites (uuid) the fixture sites embed. */
export const TERMLY_WEBSITES: Readonly<Record<string, TermlyWebsite>> = {
  '5c2e8a41-7d3b-4f9e-b1a6-0e9d4c7f2a18': {
    consentVersion: 'a41d09e3',
    bannerText: TEXT,
    bannerDecline: true,
    modalDeclineAll: true,
    preticked: [],
  },
  '9f1b3d72-2c4e-4a8b-9d05-6e7f8a1b2c3d': {
    consentVersion: 'c7e2f511',
    bannerText: TEXT,
    bannerDecline: false,
    modalDeclineAll: false,
    preticked: ['performance', 'analytics', 'advertising'],
  },
  'e4a7c0d9-8b21-4f3a-a6e5-1d2c3b4a5f60': {
    consentVersion: '0b9d3a7c',
    bannerText: TEXT,
    bannerDecline: true,
    modalDeclineAll: true,
    preticked: [],
  },
};

let script: string | undefined;
const blocker = () =>
  (script ??= readFileSync(staticFile('vendors', 'termly-resource-blocker.js'), 'utf8'));

/**
 * Termly at its real host, app.termly.io: the resource blocker `/resource-blocker/<website uuid>`
 * (`?autoBlock=on` turns auto-blocking on), an imitation written from Termly's public behaviour
 * (static/vendors/termly-resource-blocker.js) with the website's banner settings in front, and the
 * consent log it posts to.
 */
export const termly: FixtureHost = {
  name: 'Termly',
  kind: 'vendor',
  hostnames: ['app.termly.io'],
  handle: router([
    {
      method: 'GET',
      path: /^\/resource-blocker\/[0-9a-f-]{36}$/,
      handle: (req, res) => {
        const uuid = req.path.split('/')[2] ?? '';
        const website = TERMLY_WEBSITES[uuid];
        if (website === undefined) {
          send(res, 200, 'js', `console.error('[Termly] website ${uuid} not found');`);
          return;
        }
        const autoBlock = req.url.searchParams.get('autoBlock') === 'on';
        send(
          res,
          200,
          'js',
          `window.__termlyWebsite = ${JSON.stringify({ uuid, autoBlock, ...website })};\n${blocker()}`,
        );
      },
    },
    {
      method: 'POST',
      path: '/api/v1/consents',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        sendNoContent(res);
      },
    },
  ]),
};
