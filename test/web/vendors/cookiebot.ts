import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile, sendPixel } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/** The banner templates the imitation of Cookiebot knows (static/vendors/cookiebot-uc.js). */
export type CookiebotTemplate = 'dialog' | 'swift';

/**
 * The Cookiebot domain groups (cbid) the fixture sites use, each with the banner template its owner
 * picked in the Cookiebot manager; cc.js hands it to uc.js.
 */
export const COOKIEBOT_DOMAIN_GROUPS: Readonly<Record<string, CookiebotTemplate>> = {
  '3f7a2c1e-9b4d-4e8a-a1c6-5d2e8f0b7a93': 'dialog',
  '8c1d5e2a-4f7b-4c9e-b3a8-2e6f1d9c0b47': 'swift',
  'b27e9f40-1c3d-4a5b-9e8f-7d6c5b4a3f21': 'dialog',
};

/**
 * Cookiebot by Usercentrics at its real host: the loader `consent.cookiebot.com/uc.js` (an imitation
 * written from the public SDK documentation, static/vendors/cookiebot-uc.js), the domain group's banner
 * configuration `/<cbid>/cc.js`, and the consent log `/logconsent.ashx` it calls after a choice.
 */
export const cookiebot: FixtureHost = {
  name: 'Cookiebot by Usercentrics',
  kind: 'vendor',
  hostnames: ['consent.cookiebot.com'],
  handle: router([
    {
      method: 'GET',
      path: '/uc.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'cookiebot-uc.js')),
    },
    {
      method: 'GET',
      path: /^\/[0-9a-f-]{36}\/cc\.js$/,
      handle: (req, res) => {
        const cbid = req.path.split('/')[1] ?? '';
        const template = COOKIEBOT_DOMAIN_GROUPS[cbid];
        if (template === undefined) {
          // An unknown domain group: the real service answers with a script that only logs an error.
          send(res, 200, 'js', `console.warn('Cookiebot: unknown domain group ${cbid}');`);
          return;
        }
        send(
          res,
          200,
          'js',
          `window.CookieConsent && window.CookieConsent.configure(${JSON.stringify({ template, region: 'ie' })});`,
        );
      },
    },
    {
      method: 'GET',
      path: '/logconsent.ashx',
      handle: (_req, res) => sendPixel(res),
    },
  ]),
};
