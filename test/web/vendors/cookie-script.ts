import { readFileSync } from 'node:fs';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/** One CookieScript banner as its owner configured it in the CookieScript dashboard. */
export interface CookieScriptBanner {
  siteName: string;
  lang: string;
  /** The optional categories the scan of the site found cookies for (strict is always on). */
  categories: readonly ('performance' | 'targeting' | 'functionality' | 'unclassified')[];
  /** "Decline all" button on the banner itself (the dashboard's "Show Reject All button"). */
  rejectButton: boolean;
  /** The category checkboxes of the banner and the settings start ticked ("Checkboxes checked by default"). */
  checkedByDefault: boolean;
  /** Google Consent Mode v2 integration (the dashboard's "Google Consent Mode" switch). */
  googleConsentMode: boolean;
}

/** The banners (script ids) the fixture sites use. */
export const COOKIE_SCRIPT_BANNERS: Readonly<Record<string, CookieScriptBanner>> = {
  '5c2f8e91a4b7d03e6f1a9c28b4e7d150': {
    siteName: 'Harrow & Finch Dental',
    lang: 'en',
    categories: ['performance', 'targeting'],
    rejectButton: true,
    checkedByDefault: false,
    googleConsentMode: false,
  },
  '8e41b7c2d90f3a65e1c8b2d74f09a3e6': {
    siteName: 'Lindqvist Bike Repair',
    lang: 'en',
    categories: ['performance', 'targeting', 'functionality'],
    rejectButton: false,
    checkedByDefault: false,
    googleConsentMode: false,
  },
  b3d90e27f6a14c58a2e7d1b06c9f48e3: {
    siteName: 'Marlow Street Bakery',
    lang: 'en',
    categories: ['performance', 'targeting'],
    rejectButton: true,
    checkedByDefault: false,
    googleConsentMode: true,
  },
};

/** The script path a site's install snippet loads: `//cdn.cookie-script.com/s/<id>.js`. */
export const cookieScriptSrc = (id: string) => `https://cdn.cookie-script.com/s/${id}.js`;

let library: string | null = null;

/**
 * CookieScript at its real host: `cdn.cookie-script.com/s/<banner id>.js`, one file per banner with
 * the banner's settings built in (the imitation, static/vendors/cookie-script-banner.js, written
 * from CookieScript's public documentation and how its banner looks and what it stores on real sites,
 * prefixed with the banner's settings). An unknown id gets CookieScript's empty answer.
 */
export const cookieScript: FixtureHost = {
  name: 'CookieScript',
  kind: 'vendor',
  hostnames: ['cdn.cookie-script.com'],
  handle: router([
    {
      host: 'cdn.cookie-script.com',
      method: 'GET',
      path: /^\/s\/[0-9a-f]{32}\.js$/,
      handle: (req, res) => {
        allowAnyOrigin(res);
        const id = req.path.slice('/s/'.length, -'.js'.length);
        const banner = COOKIE_SCRIPT_BANNERS[id];
        if (banner === undefined) {
          send(res, 200, 'js', '/* CookieScript: banner not found */');
          return;
        }
        library ??= readFileSync(staticFile('vendors', 'cookie-script-banner.js'), 'utf8');
        send(
          res,
          200,
          'js',
          `window.__CookieScriptSettings = ${JSON.stringify({ id, ...banner })};\n${library}`,
        );
      },
    },
  ]),
};
