import { readFileSync } from 'node:fs';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * How a domain's TrustArc notice is set up (TrustArc configures it per `domain=` on its side): the
 * consent behaviour for EU visitors — "expressed" (opt-in: nothing optional before a choice) or
 * "implied" (optional categories count as consented until the visitor declines) — and the buttons of
 * the bottom bar (#truste-consent-track).
 */
export interface TrustArcDomain {
  behavior: 'expressed' | 'implied';
  /** The bar's buttons: Decline All (#truste-consent-required) present or not, and their texts. */
  bar: {
    accept: string;
    decline: string | null;
    preferences: string;
    text: string;
  };
  privacyPolicy: string;
}

/** The domains the fixture sites publish, by the `domain=` of their notice script. */
export const TRUSTARC_DOMAINS: Readonly<Record<string, TrustArcDomain>> = {
  'trustarc-banner.example': {
    behavior: 'expressed',
    bar: {
      accept: 'Accept All Cookies',
      decline: 'Decline All',
      preferences: 'Cookie Preferences',
      text: 'We use cookies and similar technologies to run this website, to understand how it is used and to show you relevant advertising. Select “Accept All Cookies” to agree, “Decline All” to allow only required cookies, or “Cookie Preferences” to choose.',
    },
    privacyPolicy: 'https://trustarc-banner.example/privacy',
  },
  'trustarc-prefs-iframe.example': {
    behavior: 'expressed',
    bar: {
      accept: 'Accept',
      decline: null,
      preferences: 'More information',
      text: 'This site uses cookies to work, to measure its audience and for advertising. By clicking “Accept” you agree to our use of cookies. Click “More information” to manage your preferences.',
    },
    privacyPolicy: 'https://trustarc-prefs-iframe.example/privacy',
  },
  'trustarc-implied.example': {
    behavior: 'implied',
    bar: {
      accept: 'Agree and Proceed',
      decline: 'Decline All',
      preferences: 'Cookie Preferences',
      text: 'We and our partners use cookies to improve your experience, to measure the audience and for advertising. By continuing to browse you agree to our use of cookies. You can decline optional cookies or set your preferences at any time.',
    },
    privacyPolicy: 'https://trustarc-implied.example/privacy',
  },
};

/** The notice script, with the domain's configuration in front (TrustArc builds it per domain). */
function noticeScript(domain: string, config: TrustArcDomain): string {
  const head = `window.__trusteNoticeConfig = ${JSON.stringify({ domain, ...config })};\n`;
  return head + readFileSync(staticFile('vendors', 'trustarc-notice.js'), 'utf8');
}

/**
 * TrustArc's Consent Manager (see static/vendors/trustarc-*.js, written from TrustArc's public
 * documentation and what its notice visibly does on sites; no TrustArc code):
 * `consent.trustarc.com/notice?domain=<domain>&c=teconsent&js=nj&noticeType=bb&gtm=1…` (the bottom
 * bar, `window.truste`, `window.PrivacyManagerAPI` and its postMessage API) and the preference manager
 * `consent-pref.trustarc.com/?…`, a cross-origin page the notice opens in an iframe and talks to with
 * postMessage.
 */
export const trustArc: FixtureHost = {
  name: 'TrustArc consent manager',
  kind: 'vendor',
  hostnames: ['consent.trustarc.com', 'consent-pref.trustarc.com'],
  handle: router([
    {
      host: 'consent.trustarc.com',
      method: 'GET',
      path: '/notice',
      handle: (req, res) => {
        const domain = req.url.searchParams.get('domain') ?? '';
        const config = TRUSTARC_DOMAINS[domain];
        // Sites load it with crossorigin="" (TrustArc's snippet does): the CDN answers CORS.
        allowAnyOrigin(res);
        if (!config) return send(res, 200, 'js', '/* no notice for this domain */\n');
        send(res, 200, 'js', noticeScript(domain, config));
      },
    },
    {
      host: 'consent-pref.trustarc.com',
      method: 'GET',
      path: '/',
      handle: (req, res) => {
        const domain = req.url.searchParams.get('site') ?? '';
        if (!TRUSTARC_DOMAINS[domain]) return send(res, 404, 'text', 'Not Found\n');
        send(res, 200, 'html', preferenceManagerPage());
      },
    },
    {
      host: 'consent-pref.trustarc.com',
      method: 'GET',
      path: '/prefmgr/prefmgr.js',
      handle: (_req, res) =>
        send(res, 200, 'js', readFileSync(staticFile('vendors', 'trustarc-prefmgr.js'), 'utf8')),
    },
  ]),
};

/** The preference manager's page: its script draws the categories from the query string. */
function preferenceManagerPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>TrustArc Preference Manager</title>
<style>
body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #222; background: #fff; font-size: 14px; }
#defaultpreferencemanager { padding: 20px 24px; }
h2 { font-size: 20px; margin: 0 0 10px; }
.pdynamicbutton { margin: 14px 0; display: flex; gap: 10px; flex-wrap: wrap; }
.pdynamicbutton a { display: inline-block; padding: 9px 16px; border-radius: 3px; background: #0b5fad; color: #fff; cursor: pointer; text-decoration: none; }
.pdynamicbutton a.rejectAll { background: #fff; color: #0b5fad; border: 1px solid #0b5fad; }
.prefPanel .category { border-top: 1px solid #ddd; padding: 10px 0; display: flex; justify-content: space-between; gap: 12px; }
.prefPanel h3 { font-size: 15px; margin: 0 0 4px; }
.prefPanel p { margin: 0; color: #555; }
.switch { display: inline-flex; border: 1px solid #0b5fad; border-radius: 3px; height: 28px; }
.switch span { padding: 4px 10px; cursor: pointer; }
.switch span.active { background: #0b5fad; color: #fff; }
.always { color: #0b5fad; font-weight: bold; white-space: nowrap; }
#gwt-debug-close_id { position: absolute; top: 10px; right: 14px; cursor: pointer; font-size: 22px; text-decoration: none; color: #444; }
.message { padding: 40px 24px; text-align: center; }
</style>
</head>
<body>
<div id="defaultpreferencemanager" class="mainContent" aria-hidden="true"></div>
<script src="/prefmgr/prefmgr.js"></script>
</body>
</html>
`;
}
