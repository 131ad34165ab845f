import { readFileSync } from 'node:fs';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { esbuildBundle } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

/** InMobi's id in the IAB TCF CMP list (Quantcast's, kept when Quantcast Choice became InMobi Choice). */
export const INMOBI_CHOICE_CMP_ID = 10;

/** What a publisher sets for a site in the InMobi Choice portal (a few of the `coreConfig` keys). */
export interface InmobiChoiceSite {
  /** The publisher's account code (`p-…`), in the tag and the loader's path. */
  pCode: string;
  publisherName: string;
  publisherCountryCode: string;
  /** "Show DISAGREE button on the first screen" (off by default: AGREE and MORE OPTIONS only). */
  initScreenRejectButtonShowing: boolean;
  /** The second layer's purpose switches start "on" (pre-ticked) or "off" (the default). */
  defaultToggleValue: 'on' | 'off';
}

/** The fixture web's InMobi Choice sites, by hostname. */
export const INMOBI_CHOICE_SITES: Readonly<Record<string, InmobiChoiceSite>> = {
  'kestrel-gazette.example': {
    pCode: 'p-Kx7Rt2qLm9VzH',
    publisherName: 'Kestrel Gazette',
    publisherCountryCode: 'GB',
    initScreenRejectButtonShowing: true,
    defaultToggleValue: 'off',
  },
  'fenwick-post.example': {
    pCode: 'p-Fw3Pn8sDe4KbT',
    publisherName: 'The Fenwick Post',
    publisherCountryCode: 'IE',
    initScreenRejectButtonShowing: false,
    defaultToggleValue: 'on',
  },
  'marlow-echo.example': {
    pCode: 'p-Mh5Ec1vQa6JyW',
    publisherName: 'Marlow Evening Echo',
    publisherCountryCode: 'GB',
    initScreenRejectButtonShowing: true,
    defaultToggleValue: 'off',
  },
};

/**
 * The InMobi Choice tag as the portal hands it out (in our words): the IAB __tcfapi stub — it queues
 * calls, `__tcfapi()` returns the queue, ping answers "stub", the __tcfapiLocator frame — then the
 * site's loader https://cmp.inmobi.com/choice/<p-code>/<host>/choice.js?tag_version=V3.
 */
export function inmobiChoiceTag(pCode: string): string {
  return `<!-- InMobi Choice. Consent Manager Tag v3.0 (for TCF 2.2) -->
<script type="text/javascript" async=true>
(function () {
  var host = window.location.hostname;
  var loader = document.createElement('script');
  var first = document.getElementsByTagName('script')[0];
  loader.async = true;
  loader.type = 'text/javascript';
  loader.src = 'https://cmp.inmobi.com/choice/${pCode}/' + host + '/choice.js?tag_version=V3';
  first.parentNode.insertBefore(loader, first);
  function addFrame() {
    if (window.frames.__tcfapiLocator) return;
    if (!document.body) return setTimeout(addFrame, 5);
    var frame = document.createElement('iframe');
    frame.style.cssText = 'display:none';
    frame.name = '__tcfapiLocator';
    document.body.appendChild(frame);
  }
  addFrame();
  var queue = [];
  window.__tcfapi = function () {
    var args = Array.prototype.slice.call(arguments);
    if (!args.length) return queue;
    if (args[0] === 'setGdprApplies') { window.__tcfapiGdprApplies = args[3]; return; }
    if (args[0] === 'ping' && typeof args[2] === 'function')
      return args[2]({ gdprApplies: window.__tcfapiGdprApplies, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }, true);
    queue.push(args);
  };
  window.addEventListener('message', function (event) {
    var data = event.data, call;
    try { call = (typeof data === 'string' ? JSON.parse(data) : data).__tcfapiCall; } catch (e) { return; }
    if (!call) return;
    window.__tcfapi(call.command, call.version, function (value, success) {
      var reply = { __tcfapiReturn: { returnValue: value, success: success, callId: call.callId } };
      event.source.postMessage(typeof data === 'string' ? JSON.stringify(reply) : reply, '*');
    }, call.parameter);
  }, false);
})();
</script>
<!-- End InMobi Choice. Consent Manager Tag v3.0 (for TCF 2.2) -->`;
}

const CMP_BUNDLE = esbuildBundle('vendors', 'inmobi-cmp2.js');
const LOADER = staticFile('vendors', 'inmobi-choice-loader.js');
const VENDOR_LIST = staticFile('sites', 'northgate-vendor-list.json');

/**
 * InMobi Choice at its real host, an imitation written from the CMP's public behaviour (no InMobi
 * code): the publisher tag (inmobiChoiceTag) loads the site's loader /choice/<p-code>/<host>/choice.js
 * (static/vendors/inmobi-choice-loader.js: the CSS, cmp2.js, `__tcfapi('init', 2, fn, coreConfig)`),
 * which loads the CMP /tcfv2/cmp2.js (static/vendors/inmobi-cmp2.js, bundled with
 * @iabtechlabtcf/cmpapi + core: #qc-cmp2-container, CMP id 10, euconsent-v2), which fetches the GVL
 * /GVL-v3/vendor-list.json. A host the p-code has no site for gets an empty loader.
 */
export const inmobiChoice: FixtureHost = {
  name: 'InMobi Choice',
  kind: 'vendor',
  hostnames: ['cmp.inmobi.com'],
  handle: router([
    {
      method: 'GET',
      path: /^\/choice\/p-[\w-]+\/[a-z0-9.-]+\/choice\.js$/,
      handle: (req, res) => {
        const [, , pCode, host] = req.path.split('/');
        const site = INMOBI_CHOICE_SITES[host ?? ''];
        if (!site || site.pCode !== pCode) return send(res, 200, 'js', '');
        const coreConfig = {
          publisherName: site.publisherName,
          publisherCountryCode: site.publisherCountryCode,
          initScreenRejectButtonShowing: site.initScreenRejectButtonShowing,
          initScreenCloseButtonShowing: false,
          defaultToggleValue: site.defaultToggleValue,
          legitimateInterestOptIn: true,
          displayUi: 'inEU',
          lang_: 'en',
          googleEnabled: true,
          vendorListUpdateFreq: 30,
          inmobiAccountId: site.pCode.slice(2),
        };
        send(
          res,
          200,
          'js',
          `(function (CHOICE_CONFIG) {\n${readFileSync(LOADER, 'utf8')}\n})(${JSON.stringify({ coreConfig })});\n`,
        );
      },
    },
    {
      method: 'GET',
      path: '/tcfv2/cmp2.js',
      handle: async (_req, res) => send(res, 200, 'js', await CMP_BUNDLE()),
    },
    {
      method: 'GET',
      path: '/GVL-v3/vendor-list.json',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        send(res, 200, 'json', readFileSync(VENDOR_LIST, 'utf8'));
      },
    },
  ]),
};
