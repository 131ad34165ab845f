import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { esbuildBundle, jsRoute } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';
import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { NEWS_ARTICLES } from './realistic/catalogues.ts';
import { consentModeDefaults } from './realistic/consent-mode.ts';
import { realisticSite } from './realistic/site.ts';
import {
  adSlotDiv,
  gptSnippet,
  hubSpotFormAction,
  youtubeEmbed,
  type AdSlot,
} from './realistic/snippets.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.northgate;
/** CMP id the Northgate CMP writes into its TC strings (fictional, not a registered CMP). */
export const NORTHGATE_CMP_ID = 997;
/** Vendors of the site's Global Vendor List (static/sites/northgate-vendor-list.json), by GVL id. */
export const NORTHGATE_GVL_VENDORS = [755, 91, 52, 32, 10, 76, 793, 42] as const;

const SLOTS: readonly AdSlot[] = [
  { path: '/2207166/northgate/leaderboard', size: [728, 90], divId: 'div-gpt-ad-leaderboard' },
  { path: '/2207166/northgate/mpu', size: [300, 250], divId: 'div-gpt-ad-mpu' },
];

/** The IAB __tcfapi stub every TCF page has before its CMP loads (queues calls, answers ping). */
const TCF_STUB = `<script>(function () {
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
  window.__tcfapi = function () {
    var args = Array.prototype.slice.call(arguments);
    if (!args.length) return queue;
    if (args[0] === 'ping' && typeof args[2] === 'function') return args[2]({ gdprApplies: true, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }, true);
    queue.push(args);
  };
})();</script>`;

/**
 * A news site with an IAB TCF v2.2 CMP built on the IAB's own libraries (@iabtechlabtcf/cmpapi +
 * core, bundled by esbuild, static/sites/northgate-cmp.js) and a Global Vendor List of eight real
 * vendors — the second-layer case. The first layer offers "Accept all" and "Settings" only; "Reject
 * all" (and "Save & exit" with purpose and partner switches) is on the second layer, and registers: a
 * real TC string without consents in `euconsent-v2`, read back through __tcfapi. Tags wait for it:
 * GTM (GTM-NRTGT01: GA4, Clarity, Google Ads on Consent Mode signals the CMP derives from the TC
 * string) and Google Publisher Tag (gated on purposes 1, 2, 7 and vendor 755). Before a choice and
 * after "Reject all": GTM, Google Fonts, the YouTube privacy-enhanced embed and the site's own
 * live-update long-poll only.
 */
export const northgateTribune = realisticSite({
  identity: {
    name: 'The Northgate Tribune',
    hostname: 'northgate-tribune.example',
    accent: '#1d3557',
    tagline: 'Independent local news since 1887.',
  },
  catalogue: {
    path: '/articles',
    navLabel: 'News',
    heading: 'Latest news',
    items: NEWS_ARTICLES,
    cta: 'Read the latest',
  },
  head: () => `${googleFontsLink('Merriweather:wght@400;700')}
${TCF_STUB}
${consentModeDefaults()}
<script src="/cmp/northgate-cmp.js"></script>
${gtmSnippet(TAGS.gtm)}
<script type="text/plain" data-tcf-purposes="1,2,7" data-tcf-vendor="755" data-src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
${gptSnippet(SLOTS, { section: 'news' }).replace(/<script async src="[^"]+"><\/script>\n/, '')}`,
  end: () => '',
  home: {
    heading: 'Council approves the new harbour bridge',
    text: 'After eleven years of debate, the cycle and tram bridge will open in 2028. Live updates from the council chamber.',
    extra: `${adSlotDiv(SLOTS[0]!)}<section class="band"><div><h3>Video: the bridge in 90 seconds</h3>${youtubeEmbed('Br1dg3Nrtg8', 'The bridge in 90 seconds')}</div><div>${adSlotDiv(SLOTS[1]!)}</div></section>`,
  },
  about: [
    'The Northgate Tribune has reported on the city since 1887.',
    'We are owned by a reader trust and employ 46 journalists.',
  ],
  contact: {
    intro: 'Tips, corrections and letters to the editor are welcome.',
    action: hubSpotFormAction(3_141_592, '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f'),
  },
  privacy: [
    'We use an IAB TCF v2.2 consent platform. Your choices are stored in the <code>euconsent-v2</code> cookie and shared with our partners through the TCF API.',
    'You can change them at any time under “Privacy settings” at the bottom of every page.',
  ],
  legalLinks: '<a href="#privacy-settings" data-cmp-open>Privacy settings</a>',
  liveUpdates: true,
  routes: [
    jsRoute('/cmp/northgate-cmp.js', esbuildBundle('sites', 'northgate-cmp.js')),
    {
      method: 'GET',
      path: '/cmp/vendor-list.json',
      handle: (_req, res) =>
        sendFile(res, 'json', staticFile('sites', 'northgate-vendor-list.json')),
    },
  ],
});
