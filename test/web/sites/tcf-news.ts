import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { siteScriptRoute } from './consent-kit.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { buildTcString, readTcString, TCF_NEWS_VENDORS } from './tcf-news-gvl.ts';

const NAME = 'The Morning Ledger';
const HOSTNAME = 'tcf-news.example';
const ACCENT = '#1d3557';

export const TCF_NEWS_TAGS = { googleAds: 'AW-987654321', ga4: 'G-TCFNEWS01' } as const;

/** The standard __tcfapi stub (queues calls until the CMP loads) and its __tcfapiLocator frame. */
const TCF_STUB = `<script>
(function () {
  function addLocator() {
    if (window.frames.__tcfapiLocator) return;
    if (!document.body) return setTimeout(addLocator, 5);
    var iframe = document.createElement('iframe');
    iframe.style.display = 'none';
    iframe.name = '__tcfapiLocator';
    document.body.appendChild(iframe);
  }
  addLocator();
  var queue = [];
  var stub = function () {
    var args = Array.prototype.slice.call(arguments);
    if (args[0] === 'ping' && typeof args[2] === 'function') return args[2]({ gdprApplies: true, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }, true);
    queue.push(args);
  };
  stub.queue = queue;
  window.__tcfapi = stub;
})();
</script>`;

const NOTICE = `<style>
#tcf-notice { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; background: #fff; border-top: 4px solid ${ACCENT}; padding: 20px 32px; box-shadow: 0 -8px 30px rgb(0 0 0 / 0.15); }
#tcf-notice[hidden], #tcf-notice [hidden] { display: none; }
#tcf-notice .row { display: flex; gap: 10px; justify-content: flex-end; }
#tcf-notice ul { columns: 2; }
</style>
<div id="tcf-notice" hidden role="dialog" aria-label="Privacy notice">
  <h2>We value your privacy</h2>
  <p>We and our ${TCF_NEWS_VENDORS.length} partners store and/or access information on a device, such as cookies, and process personal data, such as unique identifiers, for personalised advertising and content, advertising and content measurement, and audience research. Some partners rely on legitimate interest; you can object in the options.</p>
  <ul class="purposes" hidden>
    <li>Store and/or access information on a device</li><li>Use limited data to select advertising</li>
    <li>Create profiles for personalised advertising</li><li>Use profiles to select personalised advertising</li>
    <li>Measure advertising performance</li><li>Understand audiences through statistics</li>
  </ul>
  <div class="row">
    <button class="button" data-tcf="options">Manage options</button>
    <button class="button" data-tcf="reject">Reject all</button>
    <button class="button" data-tcf="accept">Accept all</button>
  </div>
</div>`;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Front page',
  head: `${TCF_STUB}
<script type="text/plain" data-tcf-vendor="755" data-src="https://www.googletagmanager.com/gtag/js?id=${TCF_NEWS_TAGS.googleAds}"></script>
<script type="text/plain" data-tcf-vendor="755">window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', '${TCF_NEWS_TAGS.googleAds}'); gtag('config', '${TCF_NEWS_TAGS.ga4}');</script>`,
  main: `<section class="hero"><h1>Council approves the new harbour bridge</h1>
<p>After eleven years of debate, the cycle and tram bridge will open in 2028.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Markets</h3><p>Rates hold for a third month.</p></article>
<article class="card"><div class="swatch"></div><h3>Culture</h3><p>The opera season opens on Friday.</p></article>
</section>
${NOTICE}`,
  end: '<script src="/cmp/tcf-cmp.js"></script>',
});

function tcData(req: FixtureRequest, res: ServerResponse): void {
  send(
    res,
    200,
    'json',
    JSON.stringify(readTcString(req.cookies.get('euconsent-v2')) ?? { tcString: null }),
  );
}

function consent(req: FixtureRequest, res: ServerResponse): void {
  let choice: unknown;
  try {
    choice = (JSON.parse(req.body.toString('utf8')) as { choice?: unknown }).choice;
  } catch {
    choice = undefined;
  }
  if (choice !== 'accept' && choice !== 'reject')
    return send(res, 400, 'json', '{"error":"choice must be accept or reject"}');
  const result = buildTcString(choice);
  const secure = req.scheme === 'https' ? '; Secure' : '';
  setCookie(
    res,
    `euconsent-v2=${result.tcString}; Path=/; Max-Age=33696000; SameSite=Lax${secure}`,
  );
  send(res, 200, 'json', JSON.stringify(result));
}

/**
 * A news site with an IAB TCF v2.2 CMP of its own (static/sites/tcf-news-cmp.js, behind the standard
 * __tcfapi stub). Its TC strings are real: built server-side with @iabtechlabtcf/core against a
 * miniature GVL (tcf-news-gvl.ts) and stored in `euconsent-v2`. "Reject all" yields a string with no
 * purpose consent, no vendor consent and legitimate interest for purposes 2, 7, 9, 10; "Accept all"
 * consents to all 11 purposes, both special features and the 3 vendors. Google Ads and GA4 load only
 * with consent (purposes 1 and 4, vendor 755). autoconsent knows neither the CMP nor its markup.
 */
export const tcfNews: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
      siteScriptRoute('/cmp/tcf-cmp.js', 'tcf-news-cmp.js'),
      { method: 'GET', path: '/cmp/tc-data', handle: tcData },
      { method: 'POST', path: '/cmp/consent', handle: consent },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'We use an IAB TCF v2.2 consent platform; your choice is stored in <code>euconsent-v2</code>.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
