import { readFileSync } from 'node:fs';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/** One cookie category of a CookieHub domain, as the dashboard lists it. */
export interface CookieHubCategory {
  cid: number;
  id: 'necessary' | 'preferences' | 'analytics' | 'marketing' | 'uncategorized';
  /** "Pre-consent": the category's switch starts ticked in the settings. */
  preconsent: boolean;
}

/** One CookieHub domain (the code in its script's path) as its owner configured it. */
export interface CookieHubDomain {
  siteName: string;
  categories: readonly CookieHubCategory[];
  /** "Show deny button" on the dialog (first layer); the settings always have "Deny all" unless off too. */
  dialogDeny: boolean;
  /** "Deny all" in the settings (second layer). */
  settingsDeny: boolean;
  /** Google Consent Mode v2: CookieHub sends gtag('consent', 'update', …) on a choice. */
  googleConsentMode: boolean;
}

const NECESSARY: CookieHubCategory = { cid: 1, id: 'necessary', preconsent: true };
const PREFERENCES: CookieHubCategory = { cid: 2, id: 'preferences', preconsent: false };
const ANALYTICS: CookieHubCategory = { cid: 3, id: 'analytics', preconsent: false };
const MARKETING: CookieHubCategory = { cid: 4, id: 'marketing', preconsent: false };

/** The CookieHub domains (codes) the fixture sites use. */
export const COOKIEHUB_DOMAINS: Readonly<Record<string, CookieHubDomain>> = {
  '7a3c91e4': {
    siteName: 'Norðurljós Guesthouse',
    categories: [NECESSARY, PREFERENCES, ANALYTICS, MARKETING],
    dialogDeny: true,
    settingsDeny: true,
    googleConsentMode: true,
  },
  e52b08d7: {
    siteName: 'Brennan & Koval Architects',
    // The owner switched "Pre-consent" on for analytics: its switch starts ticked.
    categories: [NECESSARY, PREFERENCES, { ...ANALYTICS, preconsent: true }, MARKETING],
    dialogDeny: false,
    settingsDeny: false,
    googleConsentMode: false,
  },
  '1f94c6b0': {
    siteName: 'Skerry Kayak Tours',
    categories: [NECESSARY, ANALYTICS, MARKETING],
    dialogDeny: true,
    settingsDeny: true,
    googleConsentMode: false,
  },
};

/** The script a site's install snippet loads: `https://cdn.cookiehub.eu/c2/<code>.js` (EU hosting) or the older `cookiehub.net`. */
export const cookieHubSrc = (code: string, host: 'cdn.cookiehub.eu' | 'cookiehub.net') =>
  `https://${host}/c2/${code}.js`;

let library: string | null = null;

/**
 * CookieHub at its real hosts: `cdn.cookiehub.eu/c2/<code>.js` and the older `cookiehub.net/c2/<code>.js`,
 * one file per domain with the domain's settings built in (the imitation,
 * static/vendors/cookiehub-c2.js, written from CookieHub's public integration documentation and how its
 * dialog looks and what it stores on real sites, prefixed with the domain's settings).
 */
export const cookieHub: FixtureHost = {
  name: 'CookieHub',
  kind: 'vendor',
  hostnames: ['cdn.cookiehub.eu', 'cookiehub.net'],
  handle: router(
    (['cdn.cookiehub.eu', 'cookiehub.net'] as const).map((host) => ({
      host,
      method: 'GET',
      path: /^\/c2\/[0-9a-f]{8}\.js$/,
      handle: (req, res) => {
        allowAnyOrigin(res);
        const code = req.path.slice('/c2/'.length, -'.js'.length);
        const domain = COOKIEHUB_DOMAINS[code];
        if (domain === undefined) {
          send(res, 404, 'js', '/* CookieHub: unknown domain code */');
          return;
        }
        library ??= readFileSync(staticFile('vendors', 'cookiehub-c2.js'), 'utf8');
        send(
          res,
          200,
          'js',
          `window.__cookiehubDomain = ${JSON.stringify({ code, ...domain })};\n${library}`,
        );
      },
    })),
  ),
};
