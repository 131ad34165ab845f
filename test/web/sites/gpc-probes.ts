/**
 * Global Privacy Control on US sites, the way real deployments handle (or ignore) it. Each site has a
 * home page and inner pages (/shop, /about, /privacy) carrying the same tags, as real sites do.
 *
 * - gpc-onetrust-us.example: OneTrust's CCPA template, "Sale of Personal Data" (C0004) honouring GPC.
 * - gpc-usp-cookie.example: a retailer's own script storing `usprivacy=1YYN` for GPC visitors.
 * - gpc-gpp-usnat.example: a __gpp usnat section reflecting GPC while the ad tags fire regardless.
 * - gpc-ignoring-tags.example: no CMP, no GPC support; Meta, TikTok and Google Ads on every page.
 */
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { ONETRUST_US_GPC_DOMAIN } from '../vendors/onetrust.ts';
import { tiktokPixelSnippet } from './behaviour-snippets.ts';
import { usNatString } from './gpp-strings.ts';

export const GPC_PROBE_TAGS = {
  oneTrust: { ga4: 'G-GPCOTUS01', ads: 'AW-611220001', meta: '6112200011112222' },
  uspCookie: { ga4: 'G-GPCUSP001', meta: '6112200033334444' },
  gppUsnat: { ga4: 'G-GPCGPP001', ads: 'AW-611220003', meta: '6112200055556666' },
  ignoring: { ads: 'AW-611220004', meta: '6112200077778888', tiktok: 'C4GPCIGN0RE7TAGS00' },
  ldu: { meta: '6112200099990000' },
} as const;

interface ProbeSite {
  name: string;
  hostname: string;
  accent: string;
  /** Markup for <head> of every page; `gpc` is the request's Sec-GPC header. */
  head: (gpc: boolean) => string;
  /** Markup after the footer of every page. */
  end?: (gpc: boolean) => string;
  hero: string;
  products: readonly [string, string][];
  privacy: string;
  /** Response headers of every page (Set-Cookie …), given Sec-GPC. */
  headers?: (gpc: boolean) => Record<string, string>;
}

const PRIVACY_FOOTER = `<p class="legal-links" style="text-align:center"><a href="/privacy#your-choices">Your Privacy Choices</a> · <a href="/privacy">Notice at Collection</a></p>`;

function probeSite(site: ProbeSite): FixtureHost {
  const { name, accent } = site;
  const cards = site.products
    .map(
      ([title, price]) =>
        `<article class="card"><div class="swatch"></div><h3><a href="/shop">${title}</a></h3><p class="price">${price}</p></article>`,
    )
    .join('\n');
  const pages: Record<string, { title: string; main: string }> = {
    '/': {
      title: 'Home',
      main: `<section class="hero">${site.hero}<p><a class="button" href="/shop">Shop now</a> <a href="/about">About us</a></p></section>
<section class="grid">${cards}</section>`,
    },
    '/shop': {
      title: 'Shop',
      main: `<section class="hero"><h1>Shop</h1><p>Free shipping on orders over $50 in the contiguous US.</p></section><section class="grid">${cards}</section>`,
    },
    '/about': {
      title: 'About us',
      main: `<section class="hero"><h1>About ${name}</h1><p>Family-owned since 1998, shipping from Sacramento, California.</p></section>`,
    },
  };
  const render = (path: string, gpc: boolean) => {
    const page = pages[path] ?? pages['/']!;
    return htmlPage({
      siteName: name,
      accent,
      title: page.title,
      head: site.head(gpc),
      main: `${page.main}\n${PRIVACY_FOOTER}`,
      end: site.end?.(gpc),
    });
  };
  const pageRoute = (path: string) => ({
    method: 'GET' as const,
    path,
    handle: (
      req: Parameters<FixtureHost['handle']>[0],
      res: Parameters<FixtureHost['handle']>[1],
    ) => {
      const gpc = req.headers['sec-gpc'] === '1';
      for (const [header, value] of Object.entries(site.headers?.(gpc) ?? {}))
        res.setHeader(header, value);
      send(res, 200, 'html', render(path, gpc));
    },
  });
  return {
    name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(accent),
        ...Object.keys(pages).map(pageRoute),
        { method: 'GET', path: '/privacy', handle: privacyPage(name, accent, [site.privacy]) },
      ],
      notFoundPage(name, accent),
    ),
  };
}

/** A vendor snippet gated the way OneTrust documents it (class optanon-category-<group>, real src). */
const forOneTrust = (snippet: string) =>
  snippet
    .replace(/data-category="([\w-]+)"/g, 'class="optanon-category-$1"')
    .replace(/ data-src="/g, ' src="');

/**
 * (a) A Californian outdoor retailer on OneTrust's US (CCPA) template: every category on by default,
 * the notice offers "Accept Cookies" and "Cookies Settings" (Reject All in the preference center),
 * and "Sale of Personal Data" (C0004) honours GPC: with GPC, OptanonConsent says isGpcEnabled=1 and
 * C0004:0, no notice is drawn (a short "Your opt-out preference signal has been honoured"
 * notification instead), and the Meta pixel and Google Ads (C0004) never load. GA4 (C0002,
 * performance — not a sale) runs for everyone.
 */
export const gpcOneTrustUs = probeSite({
  name: 'Sierra Trailhead Supply',
  hostname: 'gpc-onetrust-us.example',
  accent: '#3f6212',
  head: () => `<!-- OneTrust Cookies Consent Notice start for gpc-onetrust-us.example -->
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${ONETRUST_US_GPC_DOMAIN.id}"></script>
<script type="text/javascript">
function OptanonWrapper() { }
</script>
<!-- OneTrust Cookies Consent Notice end for gpc-onetrust-us.example -->
${forOneTrust(gtagSnippet(GPC_PROBE_TAGS.oneTrust.ga4, { category: 'C0002' }))}
${forOneTrust(gtagSnippet(GPC_PROBE_TAGS.oneTrust.ads, { category: 'C0004' }))}
${forOneTrust(metaPixelSnippet(GPC_PROBE_TAGS.oneTrust.meta, { category: 'C0004' }))}`,
  end: () =>
    '<p style="text-align:center"><button id="ot-sdk-btn" class="ot-sdk-show-settings">Do Not Sell or Share My Personal Information</button></p>',
  hero: '<h1>Gear for the high country</h1><p>Tents, packs and stoves tested in the Sierra Nevada.</p>',
  products: [
    ['Granite 2P tent', '$389'],
    ['Ridgeline 45L pack', '$219'],
    ['Alpine stove', '$74'],
  ],
  privacy:
    'We honour Global Privacy Control as a request to opt out of the sale or sharing of personal information. OneTrust keeps your choice in the <code>OptanonConsent</code> cookie.',
});

/**
 * (b) A Californian home-goods retailer whose own script implements the IAB US Privacy framework: a
 * GPC visitor gets `usprivacy=1YYN` (set by the server on Sec-GPC and by the script on
 * navigator.globalPrivacyControl), __uspapi answers "1YYN" (otherwise "1YNN"), and the Meta pixel is
 * only added while the visitor has not opted out. GA4 runs for everyone.
 */
/** The server's answer to Sec-GPC: the US Privacy string in a cookie. */
const uspCookieHeaders = (gpc: boolean) => ({
  'Set-Cookie': `usprivacy=${gpc ? '1YYN' : '1YNN'}; Path=/; Max-Age=31536000; SameSite=Lax`,
});

export const gpcUspCookie = probeSite({
  name: 'Maple & Oak Home',
  hostname: 'gpc-usp-cookie.example',
  accent: '#92400e',
  headers: uspCookieHeaders,
  head: () => `<script>
(function () {
  function read() { var m = document.cookie.match(/(?:^|; )usprivacy=([^;]*)/); return m ? m[1] : null; }
  if (navigator.globalPrivacyControl === true && read() !== '1YYN')
    document.cookie = 'usprivacy=1YYN; path=/; max-age=31536000; samesite=lax';
  if (!read()) document.cookie = 'usprivacy=1YNN; path=/; max-age=31536000; samesite=lax';
  window.__uspapi = function (command, version, callback) {
    if (typeof callback !== 'function') return;
    if (command === 'getUSPData') callback({ version: 1, uspString: read() || '1YNN' }, true);
    else if (command === 'ping') callback({ mode: ['USP'], jsVersion: '1.0', cmpLoaded: true }, true);
    else callback(null, false);
  };
  window.mapleOptedOut = function () { return (read() || '').charAt(2) === 'Y'; };
})();
</script>
${gtagSnippet(GPC_PROBE_TAGS.uspCookie.ga4)}
<script>if (!window.mapleOptedOut()) {
${metaPixelSnippet(GPC_PROBE_TAGS.uspCookie.meta)
  .replace(/^<!-- Meta Pixel Code -->\n<script>/, '')
  .replace(/<\/script>$/, '')}
}</script>`,
  hero: '<h1>Made to be lived with</h1><p>Solid-wood furniture and linen from small workshops.</p>',
  products: [
    ['Oak dining table', '$1,290'],
    ['Linen duvet cover', '$189'],
    ['Walnut side table', '$340'],
  ],
  privacy:
    'We treat Global Privacy Control as a request to opt out of the sale or sharing of personal information; your choice is kept in the <code>usprivacy</code> cookie.',
});

/**
 * (c) A Californian electronics retailer with a GPP CMP stub: __gpp (GPP 1.1) reports a usnat section
 * (a real string encoded by @iabgpp/cmpapi) whose Gpc field and SaleOptOut / SharingOptOut /
 * TargetedAdvertisingOptOut reflect GPC (1 = opted out with GPC, 2 otherwise) — but the Meta pixel and
 * Google Ads are hard-coded and fire whatever the signal. GA4 runs too.
 */
export const gpcGppUsnat = probeSite({
  name: 'Circuit Coast Electronics',
  hostname: 'gpc-gpp-usnat.example',
  accent: '#1d4ed8',
  head: () => `<script>
(function () {
  var gpc = navigator.globalPrivacyControl === true;
  var strings = ${JSON.stringify({ out: usNatString({ optedOut: true, gpc: true }), in: usNatString({ optedOut: false, gpc: false }) })};
  var flag = gpc ? 1 : 2;
  var usnat = {
    Version: 1, SharingNotice: 1, SaleOptOutNotice: 1, SharingOptOutNotice: 1,
    TargetedAdvertisingOptOutNotice: 1, SaleOptOut: flag, SharingOptOut: flag,
    TargetedAdvertisingOptOut: flag, MspaCoveredTransaction: 2, Gpc: gpc,
  };
  window.__gpp = function (command, callback, parameter) {
    if (typeof callback !== 'function') return;
    if (command === 'ping') {
      callback({
        gppVersion: '1.1', cmpStatus: 'loaded', cmpDisplayStatus: 'hidden', signalStatus: 'ready',
        supportedAPIs: ['7:usnat'], cmpId: 998, sectionList: [7], applicableSections: [7],
        gppString: gpc ? strings.out : strings.in,
        parsedSections: { usnat: [usnat, { SubsectionType: 1, Gpc: gpc }] },
      }, true);
    } else if (command === 'getSection' && parameter === 'usnat') callback([usnat], true);
    else if (command === 'hasSection') callback(parameter === 'usnat', true);
    else callback(null, false);
  };
})();
</script>
${gtagSnippet(GPC_PROBE_TAGS.gppUsnat.ga4)}
${gtagSnippet(GPC_PROBE_TAGS.gppUsnat.ads)}
${metaPixelSnippet(GPC_PROBE_TAGS.gppUsnat.meta)}`,
  hero: '<h1>Sound, screens, smart home</h1><p>Price-matched and delivered in two days.</p>',
  products: [
    ['Noise-cancelling headphones', '$249'],
    ['55" OLED TV', '$1,399'],
    ['Smart thermostat', '$129'],
  ],
  privacy:
    'We recognise opt-out preference signals such as Global Privacy Control and record them in our Global Privacy Platform string.',
});

/**
 * (d) A Californian apparel brand with no consent platform and no GPC support: the Meta pixel, the
 * TikTok pixel and Google Ads on every page, whatever the signal.
 */
export const gpcIgnoringTags = probeSite({
  name: 'Venice Loop Apparel',
  hostname: 'gpc-ignoring-tags.example',
  accent: '#be185d',
  head: () => `${metaPixelSnippet(GPC_PROBE_TAGS.ignoring.meta)}
${tiktokPixelSnippet(GPC_PROBE_TAGS.ignoring.tiktok)}
${gtagSnippet(GPC_PROBE_TAGS.ignoring.ads)}`,
  hero: '<h1>Boardwalk basics</h1><p>Organic cotton tees and shorts, cut in Los Angeles.</p>',
  products: [
    ['Loop tee', '$38'],
    ['Boardwalk shorts', '$56'],
    ['Canal hoodie', '$88'],
  ],
  privacy: 'We share information with advertising partners to show you our ads on other sites.',
});

/**
 * (e) The same retailer's sister shop honouring GPC the way Meta documents for California: the pixel
 * stays, but a visitor who opted out (usprivacy 1YYN) gets Limited Data Use
 * (`fbq('dataProcessingOptions', ['LDU'], 1, 1000)`) before `init`, so every hit says so.
 */
export const gpcLimitedDataUse = probeSite({
  name: 'Maple & Oak Outlet',
  hostname: 'gpc-ldu.example',
  accent: '#7c2d12',
  headers: uspCookieHeaders,
  head: () => `<script>
(function () {
  function read() { var m = document.cookie.match(/(?:^|; )usprivacy=([^;]*)/); return m ? m[1] : null; }
  if (navigator.globalPrivacyControl === true && read() !== '1YYN')
    document.cookie = 'usprivacy=1YYN; path=/; max-age=31536000; samesite=lax';
  window.mapleOptedOut = function () { return (read() || '').charAt(2) === 'Y'; };
})();
</script>
${metaPixelSnippet(GPC_PROBE_TAGS.ldu.meta).replace(
  "fbq('init',",
  "if (window.mapleOptedOut()) fbq('dataProcessingOptions', ['LDU'], 1, 1000); fbq('init',",
)}`,
  hero: '<h1>Last season, this season’s prices</h1><p>Solid-wood furniture and linen, end of line.</p>',
  products: [
    ['Oak bench', '$390'],
    ['Linen cushion', '$39'],
  ],
  privacy:
    'If you opt out of the sale or sharing of personal information (Global Privacy Control counts), our Meta pixel runs in Limited Data Use mode.',
});

export const GPC_PROBE_SITES: readonly FixtureHost[] = [
  gpcOneTrustUs,
  gpcUspCookie,
  gpcGppUsnat,
  gpcIgnoringTags,
  gpcLimitedDataUse,
];
