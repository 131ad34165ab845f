import type { FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import type { Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  googleFontsLink,
  gtagSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { esbuildBundle, jsRoute } from '../js-bundles.ts';
import { tiktokPixelSnippet } from './behaviour-snippets.ts';
import { siteScriptRoute, vanillaCookieconsentRoutes } from './consent-kit.ts';
import {
  FURNITURE,
  GROCERIES,
  OUTDOOR_PRODUCTS,
  STUDIO_PROJECTS,
  YOGA_CLASSES,
} from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/**
 * US opt-outs and Global Privacy Control on realistic sites, in set-ups no other fixture had (a
 * fresh-eyes round): a GPP usnat CMP honouring GPC by switching its ad tags to restricted mode, a
 * "Your Privacy Choices" page that stores its opt-out only in a first-party cookie and reloads, a site
 * that hides its notice for GPC but keeps its pixels, a /.well-known/gpc.json that claims support the
 * site does not give, and an opt-out that is a third-party privacy-request form. Each site's expected
 * findings (scanned from `california`) are in its comment and in test/e2e/fresh-eyes-us.test.ts.
 */

export const FRESH_EYES_US_TAGS = {
  pacificCrest: {
    ga4: 'G-PCRUN0001',
    ads: 'AW-701100001',
    meta: '7011000011112222',
    tiktok: 'C7PCRUNTIKTOK00001',
  },
  arroyo: {
    ga4: 'G-ARROYO001',
    ads: 'AW-701100002',
    meta: '7011000033334444',
    tiktok: 'C7ARROYOTIKTOK0002',
  },
  tidepool: { ga4: 'G-TIDEPL001', meta: '7011000055556666', tiktok: 'C7TIDEPOOLTIKTOK03' },
  harborLight: { ga4: 'G-HARBOR001', ads: 'AW-701100004', meta: '7011000077778888' },
  cobaltCove: {
    ga4: 'G-COBALT001',
    ads: 'AW-701100005',
    meta: '7011000099990000',
    tiktok: 'C7COBALTTIKTOK0005',
  },
} as const;

const gpcJson = (gpc: boolean, lastUpdate: string): Route => ({
  method: 'GET',
  path: '/.well-known/gpc.json',
  handle: (_req, res) => send(res, 200, 'json', JSON.stringify({ gpc, lastUpdate })),
});

/** A snippet's inline <script> body run only when `condition` (JS source) holds. */
const onlyIf = (condition: string, snippet: string) =>
  snippet.replace(/<script>([\s\S]*?)<\/script>/g, (_m, body: string) =>
    body.trim() === '' ? _m : `<script>if (${condition}) {${body}}</script>`,
  );

// --- 1. Pacific Crest Running: GPP usnat honouring GPC, ad tags in restricted mode -----------------

const PCR = FRESH_EYES_US_TAGS.pacificCrest;
const PCR_PRIVACY_PATH = '/assets/js/us-privacy.4b21e0.js';
const PCR_CHOICES = `<style>#pcr-choices{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgb(0 0 0 / .45);z-index:2147483000}#pcr-choices[hidden]{display:none}</style>
<div id="pcr-choices" hidden>
<div role="dialog" aria-modal="true" aria-labelledby="pcr-choices-title" style="background:#fff;border-radius:10px;padding:24px 28px;width:min(520px,calc(100vw - 32px))">
<h2 id="pcr-choices-title">Your Privacy Choices</h2>
<p>We share information with advertising partners (Google, Meta, TikTok) to show you our ads elsewhere. California and other states treat this as a “sale” or “sharing” of personal information.</p>
<label style="display:flex;gap:10px;align-items:center;font-weight:600"><input type="checkbox" role="switch" id="pcr-allow-sale" checked> Allow the sale and sharing of my personal information</label>
<p role="status"></p>
<p><button class="button" type="button" data-pcr-save>Save choices</button> <button class="button secondary" type="button" data-pcr-close>Cancel</button></p>
</div></div>`;

/**
 * Pacific Crest Running, a running-shoe shop in Oakland. No banner; its own US privacy module
 * (static/sites/pacific-crest-privacy.js, bundled with the IAB's @iabgpp/cmpapi) runs __gpp with the
 * usnat section and honours GPC as the section says: SaleOptOut / SharingOptOut /
 * TargetedAdvertisingOptOut = 1 and Gpc = 1. An opted-out visitor (GPC, or "Save choices" in the
 * footer's "Your Privacy Choices" dialog) keeps the Meta pixel in Limited Data Use and Google Ads with
 * restricted_data_processing (every hit says dpo=LDU / rdp=1); the TikTok pixel is left out. GA4 runs
 * for everyone. Google Fonts.
 *
 * Expected (california): before any choice the ad tags run unrestricted: `pre_consent_tracking`
 * (Google Ads, Meta, TikTok, Google Analytics) and `pre_consent_nonessential_cookies`. Reject arm: the
 * "Your Privacy Choices" link opens the dialog; the switch is turned off and "Save choices" clicked:
 * a refusal confirmed through the GPP string (SaleOptOut 1). On the next page view Meta and Google
 * Ads send only restricted hits and TikTok is gone: no `tracking_after_refusal`. GPC arm: usnat says
 * opted out (Gpc 1), Meta and Ads restricted, no TikTok: no `gpc_opt_out_not_observed`, comparison
 * `reduced_activity_with_gpc`.
 */
export const pacificCrestRunning = realisticSite({
  identity: {
    name: 'Pacific Crest Running',
    hostname: 'pacific-crest-running.example',
    accent: '#0e7490',
    tagline: 'Shoes fitted on the treadmill, trails on the weekend.',
    promo: 'Free gait analysis with every pair',
  },
  catalogue: {
    path: '/shoes',
    navLabel: 'Shoes',
    heading: 'Fitted this week',
    items: OUTDOOR_PRODUCTS,
    cta: 'Shop shoes',
  },
  head: () => `${googleFontsLink('Barlow:wght@400;600')}
<script src="${PCR_PRIVACY_PATH}"></script>
${gtagSnippet(PCR.ga4)}
<script>window.PcrPrivacy.restrictTags(); gtag('config', '${PCR.ads}');</script>
${metaPixelSnippet(PCR.meta).replace("fbq('init',", "window.PcrPrivacy.restrictTags(); fbq('init',")}
${onlyIf('!window.PcrPrivacy.optedOut()', tiktokPixelSnippet(PCR.tiktok))}`,
  end: () => PCR_CHOICES,
  home: {
    heading: 'Run further, hurt less',
    text: 'Gait analysis, a hundred shoes to try, and Saturday group runs in the Oakland hills.',
  },
  about: ['Pacific Crest Running was started by two trail runners in 2009.'],
  contact: { intro: 'Book a fitting or ask about group runs.', action: '/contact' },
  privacy: [
    'We share personal information with advertising partners (Google, Meta, TikTok). You can opt out of this “sale or sharing” under “Your Privacy Choices” at the foot of every page.',
    'We treat Global Privacy Control as an opt-out: Meta and Google then process your data in restricted mode, and TikTok is not loaded.',
  ],
  legalLinks: '<a href="#pcr-choices" id="pcr-choices-link">Your Privacy Choices</a>',
  routes: [
    jsRoute(PCR_PRIVACY_PATH, esbuildBundle('sites', 'pacific-crest-privacy.js')),
    gpcJson(true, '2025-09-01'),
  ],
});

// --- 2. Arroyo Threads: a privacy-choices page that stores a cookie and reloads -------------------

const ARROYO = FRESH_EYES_US_TAGS.arroyo;
/** The CPRA "Your Privacy Choices" icon (the blue and white toggle), as sites inline it. */
const CPRA_ICON = `<svg aria-hidden="true" width="30" height="14" viewBox="0 0 30 14" style="vertical-align:middle;margin-right:4px"><path d="M7.4 12.8h6.8l3.1-11.6H7.4C4.2 1.2 1.6 3.8 1.6 7s2.6 5.8 5.8 5.8z" fill="#fff"/><path d="M22.6 0H7.4c-3.9 0-7 3.1-7 7s3.1 7 7 7h15.2c3.9 0 7-3.1 7-7s-3.2-7-7-7zm-21 7c0-3.2 2.6-5.8 5.8-5.8h9.9l-3.2 11.6H7.4c-3.2 0-5.8-2.6-5.8-5.8z" fill="#06f"/><path d="M24.6 4c.2.2.2.6 0 .8L22.5 7l2.2 2.2c.2.2.2.6 0 .8-.2.2-.6.2-.8 0l-2.2-2.2-2.2 2.2c-.2.2-.6.2-.8 0-.2-.2-.2-.6 0-.8L20.8 7l-2.2-2.2c-.2-.2-.2-.6 0-.8.2-.2.6-.2.8 0l2.2 2.2L23.8 4c.2-.2.6-.2.8 0z" fill="#fff"/><path d="M12.7 4.1c.2.2.3.6.1.8L8.6 9.8c-.1.1-.2.2-.3.2-.2.1-.5.1-.7-.1L5.4 7.7c-.2-.2-.2-.6 0-.8.2-.2.6-.2.8 0L8 8.6l3.8-4.5c.2-.2.6-.2.9 0z" fill="#06f"/></svg>`;
const ARROYO_CHOICES_MAIN = `<section class="article"><h1>Your Privacy Choices</h1>
<p>Arroyo Threads shares personal information with advertising partners (Google, Meta, TikTok) to show you our ads on other sites. Under California law this may be a “sale” or “sharing” of personal information.</p>
<p><label style="display:flex;gap:10px;align-items:center;font-weight:600"><input type="checkbox" role="switch" id="at-opt-out" name="opt-out"> Opt out of the sale and sharing of my personal information</label></p>
<p><button class="button" type="button" id="at-confirm">Confirm</button></p>
</section>
<script src="/assets/js/privacy-choices.js"></script>`;

const arroyoOptedOut = (req?: FixtureRequest) => req?.cookies.get('at_privacy') === 'optout';

/**
 * Arroyo Threads, a denim label in Los Angeles. No banner, no __uspapi, no __gpp. The footer's "Your
 * Privacy Choices" link (with the CPRA opt-out icon) leads to /your-privacy-choices: a switch "Opt out
 * of the sale and sharing of my personal information" and "Confirm", which writes the first-party
 * cookie `at_privacy=optout` and reloads the page (static/sites/arroyo-threads-choices.js). The server
 * renders Google Ads, the Meta pixel and the TikTok pixel into every page unless that cookie is sent,
 * so they stop from the reload on. GA4 always. GPC is not read, and there is no gpc.json.
 *
 * Expected (california): `pre_consent_tracking` and `pre_consent_nonessential_cookies`. Reject arm:
 * the link, then the switch and "Confirm" (the page reloads): an opt-out refusal. (Written first as
 * "registration unreadable, `stored_state_unread`"; the scan reads the cookie the click wrote,
 * `at_privacy=optout`, as a consent cookie saying opt-out, and confirms it — right: its value says so.)
 * No `refusal_not_registered`; the page views
 * after it carry no advertising pixel: no `tracking_after_refusal`. GPC arm: Meta, TikTok and Google
 * Ads as before: `gpc_opt_out_not_observed` (registration unknown).
 */
export const arroyoThreads = realisticSite({
  identity: {
    name: 'Arroyo Threads',
    hostname: 'arroyo-threads.example',
    accent: '#1e40af',
    tagline: 'Selvedge denim cut and sewn in Los Angeles.',
  },
  catalogue: {
    path: '/denim',
    navLabel: 'Denim',
    heading: 'New this season',
    items: STUDIO_PROJECTS,
    cta: 'Shop denim',
  },
  perRequest: true,
  head: (_path, req) => `${googleFontsLink('Archivo:wght@400;700')}
${gtagSnippet(ARROYO.ga4)}
${
  arroyoOptedOut(req)
    ? ''
    : `<script>gtag('config', '${ARROYO.ads}');</script>
${metaPixelSnippet(ARROYO.meta)}
${tiktokPixelSnippet(ARROYO.tiktok)}`
}`,
  end: () => '',
  home: {
    heading: 'Denim that gets better every wash',
    text: 'Fourteen-ounce selvedge from Okayama, cut and sewn five miles from the shop.',
  },
  about: ['Arroyo Threads has cut jeans in Boyle Heights since 2014.'],
  contact: { intro: 'Hemming, repairs and fit questions.', action: '/contact' },
  privacy: [
    'We share personal information with advertising partners (Google, Meta, TikTok). You can opt out on our <a href="/your-privacy-choices">Your Privacy Choices</a> page.',
  ],
  legalLinks: `<a href="/your-privacy-choices">${CPRA_ICON}Your Privacy Choices</a>`,
  pages: [
    {
      path: '/your-privacy-choices',
      title: 'Your Privacy Choices',
      hidden: true,
      main: ARROYO_CHOICES_MAIN,
    },
  ],
  routes: [siteScriptRoute('/assets/js/privacy-choices.js', 'arroyo-threads-choices.js')],
});

// --- 3. Tidepool Swim Co.: GPC hides the notice, the pixels stay -----------------------------------

const TIDEPOOL = FRESH_EYES_US_TAGS.tidepool;

/**
 * Tidepool Swim Co., a swimwear shop in San Diego. vanilla-cookieconsent v3 in opt-out mode
 * (static/sites/tidepool-cookieconsent-config.js): a "Notice at collection" bar with "Accept all" /
 * "Reject all"; GA4 is in the analytics category (runs until rejected). The Meta pixel and the TikTok
 * pixel are pasted into the theme, ungated. With GPC the site skips the notice and prints "Opt-out
 * preference signal honored." in the footer — and changes nothing else.
 *
 * Expected (california): the notice is found; `pre_consent_tracking` (Google Analytics, Meta, TikTok)
 * and `pre_consent_nonessential_cookies`; "Reject all" on the first layer (no
 * `no_first_layer_reject`); `preticked_consent_options` (Analytics is ticked in the preferences: the
 * opt-out mode — missed when first written, the scan is right). Reject arm: refusal confirmed through cc_cookie; GA stops, Meta and TikTok
 * on the next page view: `tracking_after_refusal` (Meta, TikTok). GPC arm: no notice, Meta and TikTok:
 * `gpc_opt_out_not_observed` (the US visit makes GPC the visitor's choice even beside a banner).
 */
export const tidepoolSwim = realisticSite({
  identity: {
    name: 'Tidepool Swim Co.',
    hostname: 'tidepool-swim.example',
    accent: '#0891b2',
    tagline: 'Recycled-nylon swimwear from San Diego.',
  },
  catalogue: {
    path: '/swim',
    navLabel: 'Swim',
    heading: 'Summer drop',
    items: YOGA_CLASSES,
    cta: 'Shop swim',
  },
  head: () => `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${googleFontsLink('Outfit:wght@400;600')}
${gtagSnippet(TIDEPOOL.ga4, { category: 'analytics' })}
${metaPixelSnippet(TIDEPOOL.meta)}
${tiktokPixelSnippet(TIDEPOOL.tiktok)}`,
  end: () => `<p id="gpc-note" style="text-align:center;font-size:.85rem"></p>
<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Made from fishing nets',
    text: 'Every suit is cut from regenerated nylon recovered from the Pacific.',
  },
  about: ['Tidepool Swim Co. started in a garage in Ocean Beach in 2016.'],
  contact: { intro: 'Sizing help and returns.', action: '/contact' },
  privacy: [
    'We use Google Analytics to understand visits; you can turn it off in our cookie notice. We honor Global Privacy Control.',
  ],
  routes: [
    ...vanillaCookieconsentRoutes,
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'tidepool-cookieconsent-config.js'),
  ],
});

// --- 4. Harbor Light Coffee: gpc.json says yes, nothing else does ----------------------------------

const HARBOR = FRESH_EYES_US_TAGS.harborLight;

/**
 * Harbor Light Coffee, a roaster in Santa Cruz. /.well-known/gpc.json says `{"gpc": true}` (a privacy
 * plugin put it there) and the privacy policy says GPC is honoured, but nothing on the site reads the
 * signal: GA4, Google Ads and the Meta pixel on every page, no banner, no opt-out link.
 *
 * Expected (california): `pre_consent_tracking`, `pre_consent_nonessential_cookies` and
 * `tracking_without_consent_mechanism` (a gpc.json is a claim, not a consent mechanism); GPC arm: Meta
 * and Google Ads as without it: `gpc_opt_out_not_observed`, with the gpc.json claim visible in the
 * scan's GPC facts (wellKnown supports_gpc).
 */
export const harborLightCoffee = realisticSite({
  identity: {
    name: 'Harbor Light Coffee',
    hostname: 'harborlight-coffee.example',
    accent: '#78350f',
    tagline: 'Small-batch coffee roasted on the wharf.',
  },
  catalogue: {
    path: '/coffee',
    navLabel: 'Coffee',
    heading: 'On the roaster this week',
    items: GROCERIES,
    cta: 'Shop coffee',
  },
  head: () => `${googleFontsLink('Lora:wght@400;700')}
${gtagSnippet(HARBOR.ga4, { commands: ` gtag('config', '${HARBOR.ads}');` })}
${metaPixelSnippet(HARBOR.meta)}`,
  end: () => '',
  home: {
    heading: 'Roasted Tuesday, at your door Thursday',
    text: 'Single origins and our Lighthouse blend, roasted in small batches on the wharf.',
  },
  about: ['Harbor Light Coffee has roasted on the Santa Cruz wharf since 2011.'],
  contact: { intro: 'Wholesale and subscriptions.', action: '/contact' },
  privacy: [
    'We honor the Global Privacy Control signal as a request to opt out of the sale or sharing of personal information.',
  ],
  routes: [gpcJson(true, '2024-11-20')],
});

// --- 5. Cobalt Cove Optics: the opt-out is a privacy-request form in a vendor's iframe -------------

const COBALT = FRESH_EYES_US_TAGS.cobaltCove;
const PORTAL_FORM =
  'https://privacyportal.onetrust.com/webform/7d1f0c52-3b9e-4c1a-9f0e-2a6b8c4d5e6f/0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';

/**
 * Cobalt Cove Optics, an eyewear shop in Monterey. No banner, no __uspapi / __gpp, GPC not read.
 * "Do Not Sell or Share My Personal Information" in the footer leads to /privacy-request, whose only
 * control is OneTrust's privacy-request web form in an iframe (test/web/vendors/onetrust-privacy-
 * portal.ts): state, name, email, request types (one is "Opt out of the sale or sharing of my
 * personal information"), a challenge, Submit — then a verification email. GA4, Google Ads, Meta and
 * TikTok on every page.
 *
 * Expected (california): `pre_consent_tracking`, `pre_consent_nonessential_cookies`. Reject arm: the
 * link is followed, but the opt-out cannot be completed by a scanner (it needs personal data and an
 * email round trip): a `flow_incomplete` limitation, no refusal — so no `refusal_not_registered` and
 * no `tracking_after_refusal`. GPC arm: the tags as before: `gpc_opt_out_not_observed`.
 */
export const cobaltCoveOptics = realisticSite({
  identity: {
    name: 'Cobalt Cove Optics',
    hostname: 'cobalt-cove-optics.example',
    accent: '#1d4ed8',
    tagline: 'Frames and lenses, fitted by opticians in Monterey.',
  },
  catalogue: {
    path: '/frames',
    navLabel: 'Frames',
    heading: 'Frames we love',
    items: FURNITURE,
    cta: 'Browse frames',
  },
  head: () => `${googleFontsLink('Manrope:wght@400;700')}
${gtagSnippet(COBALT.ga4, { commands: ` gtag('config', '${COBALT.ads}');` })}
${metaPixelSnippet(COBALT.meta)}
${tiktokPixelSnippet(COBALT.tiktok)}`,
  end: () => '',
  home: {
    heading: 'See the bay more clearly',
    text: 'Eye exams, independent frames and lenses cut in our own lab.',
  },
  about: ['Cobalt Cove Optics has fitted glasses on Cannery Row since 2003.'],
  contact: { intro: 'Book an eye exam or ask about your prescription.', action: '/contact' },
  privacy: [
    'We share personal information with advertising partners. To opt out of the sale or sharing of your personal information, submit a request on our <a href="/privacy-request">privacy request</a> page.',
  ],
  legalLinks: '<a href="/privacy-request">Do Not Sell or Share My Personal Information</a>',
  pages: [
    {
      path: '/privacy-request',
      title: 'Privacy requests',
      hidden: true,
      main: `<section class="article"><h1>Privacy requests</h1>
<p>Use the form below to opt out of the sale or sharing of your personal information, or to access or delete it. We verify every request by email.</p>
<iframe src="${PORTAL_FORM}" title="Privacy request form" width="100%" height="820" style="border:0"></iframe></section>`,
    },
  ],
});

export const FRESH_EYES_US_SITES = [
  pacificCrestRunning,
  arroyoThreads,
  tidepoolSwim,
  harborLightCoffee,
  cobaltCoveOptics,
] as const;
