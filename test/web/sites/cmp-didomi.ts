import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { DIDOMI_API_KEY } from '../vendors/didomi.ts';
import { cmpLibrarySite } from './consent-kit.ts';

export const CMP_DIDOMI_TAGS = { ga4: 'G-DIDOMI001', metaPixel: '7412589630258741' } as const;

/**
 * Didomi's embed code as its console hands it out, in our words: the IAB __tcfapi stub (calls queued
 * in __tcfapiBuffer, answered over postMessage through the __tcfapiLocator frame) and the async loader
 * from sdk.privacy-center.org for one notice.
 */
function didomiEmbed(noticeId: string): string {
  return `<script type="text/javascript">window.gdprAppliesGlobally = true;
(function () {
  function locator(name) {
    if (window.frames[name]) return;
    if (!document.body || !document.body.firstChild) return setTimeout(function () { locator(name); }, 5);
    var frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.name = name;
    frame.title = name;
    document.body.insertBefore(frame, document.body.firstChild);
  }
  function stub(command, version, callback, parameter) {
    if (typeof callback !== 'function') return;
    if (command === 'ping') return callback({ gdprApplies: window.gdprAppliesGlobally, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }, true);
    (window.__tcfapiBuffer = window.__tcfapiBuffer || []).push({ command: command, version: version, callback: callback, parameter: parameter });
  }
  stub.stub = true;
  function onMessage(event) {
    if (!window.__tcfapi || window.__tcfapi.stub !== true || !event.data) return;
    var json = typeof event.data === 'string';
    var message;
    try { message = json ? JSON.parse(event.data) : event.data; } catch (e) { return; }
    var call = message.__tcfapiCall;
    if (!call) return;
    window.__tcfapi(call.command, call.version, function (returnValue, success) {
      var reply = { __tcfapiReturn: { returnValue: returnValue, success: success, callId: call.callId } };
      event.source.postMessage(json ? JSON.stringify(reply) : reply, '*');
    }, call.parameter);
  }
  if (typeof window.__tcfapi !== 'function') {
    window.__tcfapi = stub;
    window.addEventListener('message', onMessage, false);
  }
  locator('__tcfapiLocator');
  var loader = document.createElement('script');
  loader.id = 'spcloader';
  loader.type = 'text/javascript';
  loader.async = true;
  loader.charset = 'utf-8';
  loader.src = 'https://sdk.privacy-center.org/${DIDOMI_API_KEY}/loader.js?target_type=notice&target=${noticeId}';
  var first = document.getElementsByTagName('script')[0];
  first.parentNode.insertBefore(loader, first);
})();</script>`;
}

/**
 * A vendor snippet gated the way Didomi documents it: `type="didomi/javascript"` with the vendor
 * (`c:<custom vendor id>`, `didomi:<Didomi vendor>` or `iab:<GVL id>`) in data-vendor; the SDK runs it
 * once that vendor has consent. External scripts keep their src.
 */
const forDidomi = (snippet: string) =>
  snippet
    .replace(
      /type="text\/plain" data-category="([\w:-]+)"/g,
      'type="didomi/javascript" data-vendor="$1"',
    )
    .replace(/ data-src=/g, ' src=');

const TAGS = `${forDidomi(gtagSnippet(CMP_DIDOMI_TAGS.ga4, { category: 'c:googleana-4TXnJigR' }))}
${forDidomi(metaPixelSnippet(CMP_DIDOMI_TAGS.metaPixel, { category: 'didomi:facebook' }))}`;

const STORED_IN =
  'Didomi keeps your choice in the <code>didomi_token</code> cookie and localStorage entry, and the IAB TC string in <code>euconsent-v2</code>.';

interface DidomiSite {
  name: string;
  hostname: string;
  accent: string;
  noticeId: string;
  main: string;
}

function didomiSite(site: DidomiSite): FixtureHost {
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home: htmlPage({
      siteName: site.name,
      accent: site.accent,
      title: 'Home',
      head: `${didomiEmbed(site.noticeId)}\n${TAGS}`,
      main: site.main,
    }),
    routes: [],
    storedIn: STORED_IN,
  });
}

/**
 * A travel site with Didomi's bottom notice: "Learn more", "Disagree and close", "Agree and close";
 * "Learn more" opens the preferences (purpose switches, "Disagree to all" / "Agree to all", "Save").
 * GA4 (custom vendor c:googleana-4TXnJigR) and the Meta pixel (Didomi vendor facebook) run only with
 * consent.
 */
export const didomiNotice = didomiSite({
  name: 'Northwind Travel',
  hostname: 'didomi-notice.example',
  accent: '#05687b',
  noticeId: 'bXJ4Gk9w',
  main: `<section class="hero"><h1>Autumn city breaks</h1><p>Three nights in Porto, Ghent or Ljubljana from € 289.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Porto</h3><p class="price">from € 289</p></article>
<article class="card"><div class="swatch"></div><h3>Ghent</h3><p class="price">from € 312</p></article>
<article class="card"><div class="swatch"></div><h3>Ljubljana</h3><p class="price">from € 298</p></article>
</section>`,
});

/**
 * A French-market news site with Didomi's popup notice as the CNIL wants it: "Continue without agreeing
 * →" (.didomi-continue-without-agreeing) at the top right is the refusal, next to "Learn more →" and
 * "Agree". Same gated tags.
 */
export const didomiContinue = didomiSite({
  name: 'Le Quotidien du Port',
  hostname: 'didomi-continue.example',
  accent: '#b3261e',
  noticeId: 'Fq8c2LpA',
  main: `<section class="hero"><h1>The harbour festival returns this weekend</h1><p>Tall ships, concerts and the night market on the quays.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>City</h3><p>Tram line 3 closes for works in March.</p></article>
<article class="card"><div class="swatch"></div><h3>Sport</h3><p>The rowing club wins the regional cup.</p></article>
</section>`,
});

/**
 * An electronics shop whose Didomi bottom notice has no refusal on it ("Agree and close" and "Learn
 * more" only): refusing takes "Learn more" → "Disagree to all" → "Save". Same gated tags.
 */
export const didomiNoDisagree = didomiSite({
  name: 'Copperline Electronics',
  hostname: 'didomi-no-disagree.example',
  accent: '#8a4b08',
  noticeId: 'T3mWz7Qe',
  main: `<section class="hero"><h1>Soldering stations, scopes and spares</h1><p>Next-day delivery on 4,000 parts.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Bench supply 30 V</h3><p class="price">€ 129</p></article>
<article class="card"><div class="swatch"></div><h3>Oscilloscope 100 MHz</h3><p class="price">€ 419</p></article>
</section>`,
});
