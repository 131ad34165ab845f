import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import {
  SOURCEPOINT_ACCOUNT_ID,
  SOURCEPOINT_CUSTOM_VENDORS,
  SOURCEPOINT_PROPERTIES,
} from '../vendors/sourcepoint.ts';
import { CONSENT_KIT_SCRIPT, cmpLibrarySite, consentKitRoute } from './consent-kit.ts';

export const CMP_SOURCEPOINT_TAGS = { ga4: 'G-SPNEWS0001', metaPixel: '5520417789632014' } as const;

/**
 * Sourcepoint's GDPR/TCF embed as its documentation hands it out, in our words: an IAB __tcfapi stub
 * (calls queued until the wrapper loads; `__tcfapi()` with no arguments returns the queue; the
 * __tcfapiLocator frame), the `_sp_queue` and `_sp_.config` (account, endpoint, property, events),
 * then the async wrapper from cdn.privacy-mgmt.com.
 */
function sourcepointEmbed(hostname: string): string {
  return `<script type="text/javascript">
(function () {
  var queue = [];
  function locator() {
    if (window.frames.__tcfapiLocator) return;
    if (!document.body) return setTimeout(locator, 5);
    var frame = document.createElement('iframe');
    frame.style.cssText = 'display:none';
    frame.name = '__tcfapiLocator';
    document.body.appendChild(frame);
  }
  locator();
  window.__tcfapi = function () {
    var args = Array.prototype.slice.call(arguments);
    if (!args.length) return queue;
    if (args[0] === 'ping' && typeof args[2] === 'function') return args[2]({ gdprApplies: true, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }, true);
    queue.push(args);
  };
  window.addEventListener('message', function (event) {
    var json = typeof event.data === 'string';
    var message;
    try { message = json ? JSON.parse(event.data) : event.data; } catch (e) { return; }
    var call = message && message.__tcfapiCall;
    if (!call || !event.source) return;
    window.__tcfapi(call.command, call.version, function (returnValue, success) {
      var reply = { __tcfapiReturn: { returnValue: returnValue, success: success, callId: call.callId } };
      event.source.postMessage(json ? JSON.stringify(reply) : reply, '*');
    }, call.parameter);
  }, false);
})();
</script>
<script>
window._sp_queue = [];
window._sp_ = {
  config: {
    accountId: ${SOURCEPOINT_ACCOUNT_ID},
    baseEndpoint: 'https://cdn.privacy-mgmt.com',
    propertyHref: 'https://${hostname}',
    gdpr: {},
    events: {
      onConsentReady: function (messageType, consentUUID, euconsent, info) {
        if (window.console && console.debug) console.debug('[sp] consent ready', messageType, info && info.consentStatus);
      }
    }
  }
};
</script>
<script src="https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js" async></script>`;
}

/**
 * The site's own tag gating, as publishers write it around a TCF CMP: Google's tag runs once
 * __tcfapi reports consent to purpose 1 and to Google (GVL 755); the Meta pixel once Sourcepoint's
 * getCustomVendorConsents grants the Meta custom vendor.
 */
const GATING = `${CONSENT_KIT_SCRIPT}
<script>
__tcfapi('addEventListener', 2, function (tcData, success) {
  if (!success || (tcData.eventStatus !== 'tcloaded' && tcData.eventStatus !== 'useractioncomplete')) return;
  if (tcData.purpose.consents[1] && tcData.vendor.consents[755]) ConsentKit.activate(['google']);
  __tcfapi('getCustomVendorConsents', 2, function (data, ok) {
    var grant = ok && data && data.grants && data.grants['${SOURCEPOINT_CUSTOM_VENDORS.meta._id}'];
    if (grant && grant.vendorGrant) ConsentKit.activate(['meta']);
  });
});
</script>`;

const TAGS = `${gtagSnippet(CMP_SOURCEPOINT_TAGS.ga4, { category: 'google' })}
${metaPixelSnippet(CMP_SOURCEPOINT_TAGS.metaPixel, { category: 'meta' })}`;

const STORED_IN =
  'Sourcepoint keeps your choice in localStorage (<code>_sp_user_consent_…</code>) and in the <code>euconsent-v2</code>, <code>consentUUID</code> and <code>consentDate</code> cookies. <a href="#" onclick="window._sp_.gdpr.loadPrivacyManagerModal(); return false;">Privacy settings</a>';

interface SourcepointSite {
  name: string;
  hostname: string;
  accent: string;
  main: string;
  extraRoutes?: { path: string; title: string; body: string }[];
}

function sourcepointSite(site: SourcepointSite): FixtureHost {
  if (!SOURCEPOINT_PROPERTIES[site.hostname])
    throw new Error(`no Sourcepoint property for ${site.hostname}`);
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      title,
      head: `${sourcepointEmbed(site.hostname)}\n${GATING}\n${TAGS}`,
      main,
    });
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home: page('Home', site.main),
    routes: [
      consentKitRoute,
      ...(site.extraRoutes ?? []).map((route) => ({
        method: 'GET',
        path: route.path,
        handle: (_req: unknown, res: Parameters<typeof send>[0]) =>
          send(res, 200, 'html', page(route.title, route.body)),
      })),
    ],
    storedIn: STORED_IN,
  });
}

/**
 * A news site with Sourcepoint's TCF message in a centred overlay: "Settings", "Reject all",
 * "Accept all" (choice types 12, 13, 11). GA4 (Google, GVL 755) and the Meta pixel (custom vendor) run
 * only with consent.
 */
export const sourcepointNews = sourcepointSite({
  name: 'The Morning Ledger',
  hostname: 'sourcepoint-news.example',
  accent: '#1c5fa8',
  main: `<section class="hero"><h1>Council approves the new harbour bridge</h1><p>Construction starts in spring; the ferry keeps running until 2028.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Business</h3><p>Port volumes up 4 % on the year.</p></article>
<article class="card"><div class="swatch"></div><h3>Culture</h3><p>The film festival announces its line-up.</p></article>
<article class="card"><div class="swatch"></div><h3>Sport</h3><p>Late goal keeps the title race open.</p></article>
</section>`,
});

/**
 * A magazine whose Sourcepoint message has no refusal: "Manage options" and "Accept all"; refusing
 * takes the privacy manager (a second sp_message_iframe) and its "Reject all" (or "Save & exit" with
 * every purpose off). Same gated tags.
 */
export const sourcepointNoReject = sourcepointSite({
  name: 'Weekend Kitchen',
  hostname: 'sourcepoint-no-reject.example',
  accent: '#a5432a',
  main: `<section class="hero"><h1>Twelve soups for the first cold week</h1><p>From a ten-minute miso to a slow Sunday minestrone.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Miso with greens</h3><p>10 minutes</p></article>
<article class="card"><div class="swatch"></div><h3>Roast squash</h3><p>45 minutes</p></article>
</section>`,
});

/**
 * A German-style "pay or okay" wall (Sourcepoint's consent-or-pay model): "Accept all" or "Subscribe"
 * (a custom choice, type 9, that leads to the subscription page), plus a login link; no refusal and no
 * settings. Same gated tags.
 */
export const sourcepointPur = sourcepointSite({
  name: 'Harbour Post',
  hostname: 'sourcepoint-pur.example',
  accent: '#222222',
  main: `<section class="hero"><h1>Coalition talks stall over the budget</h1><p>Negotiators meet again on Monday.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Politics</h3><p>The budget committee sits through the night.</p></article>
<article class="card"><div class="swatch"></div><h3>Economy</h3><p>Exports rise for the third month.</p></article>
</section>`,
  extraRoutes: [
    {
      path: '/abo',
      title: 'Subscribe',
      body: '<section class="hero"><h1>Harbour Post Pur</h1><p>Read without advertising tracking for € 2.99 a month.</p></section>',
    },
    {
      path: '/login',
      title: 'Log in',
      body: '<section class="hero"><h1>Log in</h1><form><label>E-mail <input type="email" name="email"></label> <button>Log in</button></form></section>',
    },
  ],
});

export const SOURCEPOINT_SITES: readonly FixtureHost[] = [
  sourcepointNews,
  sourcepointNoReject,
  sourcepointPur,
];
