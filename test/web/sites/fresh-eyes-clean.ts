import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendNoContent, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  googleFontsLink,
  gtagSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';
import { siteScriptRoute, vanillaCookieconsentRoutes } from './consent-kit.ts';
import {
  HOTEL_ROOMS,
  NEWS_ARTICLES,
  OUTDOOR_PRODUCTS,
  RECIPES,
  YOGA_CLASSES,
} from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/**
 * Well-behaved busy sites (a fresh-eyes round): each does everything right, in a way a naive scanner
 * misreads — strictly necessary third parties before any choice (Stripe.js on every page, reCAPTCHA
 * on the checkout, Sentry), no banner at all beside cookieless analytics and a Turnstile check,
 * Consent Mode in its basic form with a server-side Tag Manager on a first-party subdomain behind
 * load-balancer cookies, click-to-load video and map placeholders that speak of "loading" and
 * "accepting", and a refusal the banner writes only after a 1.5 s server round trip. Each site's
 * expected findings are written in its comment (before the first scan) and asserted in
 * test/e2e/fresh-eyes-clean.test.ts. Vendors: vendors/necessary-services.ts.
 */

const CMP_HEAD = '<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">';
const cmpEnd = (
  config: string,
) => `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/${config}"></script>`;
const cmpRoutes = (config: string): Route[] => [
  ...vanillaCookieconsentRoutes,
  siteScriptRoute(`/assets/js/${config}`, config),
];

const SENTRY_LOADER = `<script src="https://browser.sentry-cdn.com/8.33.1/bundle.min.js" crossorigin="anonymous"></script>
<script src="/assets/js/sentry-init.js"></script>`;

/**
 * Kittiwake Cycles, a bike shop on vanilla-cookieconsent v3 ("Accept all" / "Reject all" / "Manage
 * preferences"; static/sites/kittiwake-cookieconsent-config.js). Google Analytics (analytics) and the
 * Meta pixel (marketing) are gated. Ungated on every page, as their vendors tell shops to install
 * them: Stripe.js (js.stripe.com/v3, which sets the first-party `__stripe_mid` / `__stripe_sid`
 * fraud-prevention cookies, opens the m.stripe.network metrics frame that posts to m.stripe.com/6 —
 * whose answer sets Stripe's `m` cookie — and reports to r.stripe.com) and Sentry (errors and
 * release health to the EU ingest host, no cookie). /checkout and /contact add reCAPTCHA v2's
 * checkbox (www.google.com/recaptcha/api.js → www.gstatic.com release script → the anchor frame on
 * www.google.com, which sets `_GRECAPTCHA`); /checkout mounts Stripe's card field frame.
 *
 * Expected (scan of /checkout): no finding. Before a choice Stripe, reCAPTCHA and Sentry load and
 * their cookies are set — payment fraud prevention and bot protection on a checkout are strictly
 * necessary (the catalogue marks `__stripe_mid`, `__stripe_sid`, `m` on stripe.com and `_GRECAPTCHA`
 * essential, purpose security); no Google Analytics or Meta: no `pre_consent_tracking`, no
 * `pre_consent_nonessential_cookies`. "Reject all" on the first layer, confirmed through cc_cookie;
 * after it the same necessary services and no tracker: no `tracking_after_refusal`. "Accept all":
 * confirmed; Google Analytics and Meta.
 */
export const kittiwakeCycles = realisticSite({
  identity: {
    name: 'Kittiwake Cycles',
    hostname: 'kittiwake-cycles.example',
    accent: '#0e7490',
    tagline: 'Bikes built and serviced on the quay since 1994.',
  },
  catalogue: {
    path: '/bikes',
    navLabel: 'Bikes',
    heading: 'In the workshop this week',
    items: OUTDOOR_PRODUCTS,
    cta: 'See the bikes',
  },
  head: (path) => `${CMP_HEAD}
${googleFontsLink('Barlow:wght@400;600')}
<script src="https://js.stripe.com/v3/"></script>
${SENTRY_LOADER}
${path === '/checkout' || path === '/contact' ? '<script src="https://www.google.com/recaptcha/api.js" async defer></script>' : ''}
${gtagSnippet('G-KITTIW001', { category: 'analytics' })}
${metaPixelSnippet('4700000000000003', { category: 'marketing' })}`,
  end: (path) =>
    `${path === '/checkout' ? '<script src="/assets/js/checkout.js"></script>\n' : ''}${cmpEnd('kittiwake-cookieconsent-config.js')}`,
  home: {
    heading: 'Ride more, fix less',
    text: 'Road, gravel and town bikes, fitted in the shop and serviced for free for the first year.',
  },
  about: [
    'Kittiwake Cycles is a workshop first: eight mechanics, two fitters and one shop dog.',
    'Every bike we sell is built and checked on our stands before it leaves.',
  ],
  contact: {
    intro: 'Book a service or ask about a build. (The form is protected by reCAPTCHA.)',
    action: '/contact',
  },
  privacy: [
    'Payments are handled by Stripe. Stripe.js runs on every page of our shop and sets the <code>__stripe_mid</code> and <code>__stripe_sid</code> cookies to prevent fraud; this is necessary for the checkout and does not need your consent.',
    'Our checkout and contact form are protected against spam with Google reCAPTCHA. We monitor errors with Sentry (no cookies, no personal data).',
    'With your consent we use Google Analytics and the Meta pixel. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  headerLinks: '<a href="/checkout">Checkout</a>',
  pages: [
    {
      path: '/checkout',
      title: 'Checkout',
      hidden: true,
      main: `<section class="article"><h1>Checkout</h1>
<form class="stack" id="payment-form" action="/checkout" method="post">
  <label>Email for the receipt <input type="email" name="email" autocomplete="email" required></label>
  <label>Delivery postcode <input type="text" name="postcode" autocomplete="postal-code" required></label>
  <div><span>Card</span><div id="card-element"></div></div>
  <div class="g-recaptcha" data-sitekey="6LcKtw0qAAAAAPq1x3Vn8d7ZkR2yB4mJfE0aWnQs"></div>
  <button class="button" type="submit">Pay £ 1,249.00</button>
  <p class="meta">Payments are processed securely by Stripe.</p>
</form></section>`,
    },
  ],
  routes: [
    ...cmpRoutes('kittiwake-cookieconsent-config.js'),
    siteScriptRoute('/assets/js/sentry-init.js', 'kittiwake-sentry.js'),
    siteScriptRoute('/assets/js/checkout.js', 'kittiwake-checkout.js'),
    { method: 'POST', path: '/checkout', handle: (_req, res) => send(res, 402, 'json', '{}') },
  ],
});

/**
 * Tidewater Journal, a local newsroom with no cookie banner because it needs none: it counts readers
 * with Fathom (cdn.usefathom.com, an image request per page view) and Cloudflare Web Analytics
 * (beacon.min.js, timings posted to cloudflareinsights.com/cdn-cgi/rum), neither of which sets a
 * cookie or keeps an identifier; Sentry reports errors. The site sits behind Cloudflare, whose bot
 * management sets `__cf_bm` on the site's responses. The newsletter box on every page is protected
 * by Cloudflare Turnstile (challenges.cloudflare.com frame; no cookie). Fonts are self-hosted.
 *
 * Expected, from eu_ie and from california: no finding. Cookieless analytics is not tracking (no
 * `pre_consent_tracking`, no `tracking_without_consent_mechanism` for a site that has no banner and
 * nothing to ask about); `__cf_bm` is a security cookie of the site's CDN (no
 * `pre_consent_nonessential_cookies`); Turnstile and Sentry are not trackers. No arm can click
 * anything (no banner): the scan says so and that is no finding. From california: nothing is sold
 * or shared, so GPC has nothing to stop (no `gpc_opt_out_not_observed`).
 */
export const tidewaterJournal = (() => {
  const site = realisticSite({
    identity: {
      name: 'Tidewater Journal',
      hostname: 'tidewater-journal.example',
      accent: '#1e3a8a',
      tagline: 'News from the estuary towns, reader-funded since 2019.',
    },
    catalogue: {
      path: '/news',
      navLabel: 'News',
      heading: 'Latest',
      items: NEWS_ARTICLES,
      cta: 'Read the latest',
    },
    head: () => `<link rel="preload" href="/fonts/source-serif-4.woff2" as="font" type="font/woff2" crossorigin>
<script src="https://cdn.usefathom.com/script.js" data-site="TDWJRNLQ" defer></script>
${SENTRY_LOADER}
<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>`,
    end: () => `<aside class="band" id="newsletter"><div><h3>The Tidewater morning email</h3>
<form class="stack" action="/newsletter" method="post"><label>Email <input type="email" name="email" autocomplete="email" required></label>
<div class="cf-turnstile" data-sitekey="0x4AAAAAAAB9kqZ3TdWm8Lx1" data-theme="light"></div>
<button class="button" type="submit">Sign up</button></form></div></aside>
<script defer src="https://static.cloudflareinsights.com/beacon.min.js/vcd15cbe7772f49c399c6a5babf22c1241717689176015" data-cf-beacon='{"token": "8f3b2c1d4e5a46b7a9c0d1e2f3a4b5c6"}'></script>`,
    home: {
      heading: 'The estuary, reported',
      text: 'Council, courts, schools and the ferry timetable: independent news for six towns, free to read.',
    },
    about: [
      'The Tidewater Journal is a non-profit newsroom of five reporters, paid for by 3,100 readers.',
      'We do not run advertising and do not track our readers.',
    ],
    contact: { intro: 'Tips, corrections and letters to the editor.', action: '/contact' },
    privacy: [
      'We do not use cookies that need your consent, so we do not show a cookie banner.',
      'We count visits with Fathom Analytics and Cloudflare Web Analytics, which use no cookies and do not identify you. Errors are reported to Sentry. Our newsletter form is protected by Cloudflare Turnstile.',
      'Cloudflare, which delivers our site, sets a <code>__cf_bm</code> cookie to tell people from bots.',
    ],
    routes: [
      siteScriptRoute('/assets/js/sentry-init.js', 'tidewater-sentry.js'),
      {
        method: 'GET',
        path: '/fonts/source-serif-4.woff2',
        handle: (_req, res) => send(res, 200, 'woff2', Buffer.alloc(0)),
      },
      { method: 'POST', path: '/newsletter', handle: (_req, res) => sendNoContent(res) },
    ],
  });
  return {
    ...site,
    handle: (req, res) => {
      if (!req.cookies.has('__cf_bm')) {
        const value = `${Buffer.from(crypto.randomUUID()).toString('base64url')}-${Math.floor(Date.now() / 1000)}-1.0.1.1`;
        setCookie(
          res,
          `__cf_bm=${value}; path=/; expires=${new Date(Date.now() + 30 * 60_000).toUTCString()}; domain=.tidewater-journal.example; HttpOnly; Secure; SameSite=None`,
        );
      }
      return site.handle(req, res);
    },
  } satisfies FixtureHost;
})();

const COPPERBECK_SGTM = 'sgtm.copperbeck-brewing.example';

/**
 * Copperbeck Brewing, a brewery shop on vanilla-cookieconsent v3
 * (static/sites/copperbeck-cookieconsent-config.js) with Google Consent Mode v2 in its *basic*
 * form: every page declares all four types denied in an inline `gtag('consent', 'default', …)` but
 * loads no Google tag; Google Analytics runs through the brewery's server-side Tag Manager on its
 * own subdomain (sgtm.copperbeck-brewing.example/gtm.js, hits to /g/collect there, whose answer
 * sets the first-party FPID cookie), and its loader is a data-category="analytics" script. The
 * site's load balancer sets `AWSALB` and `AWSALBCORS` on every response.
 *
 * Expected: no finding. Before a choice: a data layer with a denied default and nothing else — no
 * request to Google or to the tagging server, and only the load balancer's cookies
 * (strictly necessary): no `pre_consent_*`. "Reject all" on the first layer, confirmed through
 * cc_cookie; the update says denied and nothing loads: no `tracking_after_refusal`. "Accept all":
 * confirmed; gtm.js from the tagging server, /g/collect with gcs=G111, FPID set.
 */
export const copperbeckBrewing = (() => {
  const site = realisticSite({
    identity: {
      name: 'Copperbeck Brewing',
      hostname: 'copperbeck-brewing.example',
      accent: '#a16207',
      tagline: 'Cask and keg from the old dye works.',
    },
    catalogue: {
      path: '/beers',
      navLabel: 'Beers',
      heading: 'On tap and in the shop',
      items: RECIPES,
      cta: 'Shop the beers',
    },
    head: () => `${CMP_HEAD}
${googleFontsLink('Oswald:wght@500')}
<script>
window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
</script>
<script type="text/plain" data-category="analytics">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://${COPPERBECK_SGTM}/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-CPRBK01');</script>`,
    end: () => cmpEnd('copperbeck-cookieconsent-config.js'),
    home: {
      heading: 'Brewed slowly, poured properly',
      text: 'Six core beers and a seasonal, brewed in a Victorian dye works and delivered in the county on Fridays.',
    },
    about: ['Copperbeck was started by two home brewers in 2015 and now employs fourteen people.'],
    contact: { intro: 'Trade orders, brewery tours and events.', action: '/contact' },
    privacy: [
      'With your consent we measure visits with Google Analytics through our own tagging server (sgtm.copperbeck-brewing.example), which sets the <code>FPID</code> cookie. Until you accept, Google is told nothing and nothing is loaded.',
      'Our load balancer sets the <code>AWSALB</code> and <code>AWSALBCORS</code> cookies to keep your visit on one server. Your choice is stored in the <code>cc_cookie</code> cookie.',
    ],
    routes: cmpRoutes('copperbeck-cookieconsent-config.js'),
  });
  return {
    ...site,
    handle: (req, res) => {
      const stickiness = Buffer.from(crypto.randomUUID()).toString('base64');
      const expires = new Date(Date.now() + 7 * 86_400_000).toUTCString();
      setCookie(res, `AWSALB=${stickiness}; Expires=${expires}; Path=/`);
      setCookie(res, `AWSALBCORS=${stickiness}; Expires=${expires}; Path=/; SameSite=None; Secure`);
      return site.handle(req, res);
    },
  } satisfies FixtureHost;
})();

/** The brewery's server-side Tag Manager (a site host: it is the brewery's own server). */
export const copperbeckTaggingServer: FixtureHost = {
  name: 'Copperbeck Brewing tagging server',
  kind: 'site',
  hostnames: [COPPERBECK_SGTM],
  handle: router([
    jsRoute(
      '/gtm.js',
      scriptWithLibraries(
        'Google Tag Manager web container (server-side tagging)',
        { _: LIBRARIES.lodash },
        staticScript('vendors', 'sgtm-web-container.js'),
      ),
    ),
    {
      method: ['GET', 'POST'],
      path: '/g/collect',
      handle: (req, res) => {
        if (!req.cookies.has('FPID')) {
          setCookie(
            res,
            `FPID=FPID2.2.${crypto.randomUUID()}.${Math.floor(Date.now() / 1000)}; Domain=copperbeck-brewing.example; Path=/; Max-Age=${400 * 86_400}; HttpOnly; Secure; SameSite=Lax`,
          );
        }
        sendNoContent(res);
      },
    },
  ]),
};

const gate = (embed: {
  src: string;
  title: string;
  preview: string;
  provider: string;
  button: string;
}) =>
  `<div class="embed-gate" data-embed-src="${embed.src}" data-embed-title="${embed.title}" style="position:relative;max-width:560px;aspect-ratio:16/9;background:#0f172a url('${embed.preview}') center/cover">
<div style="position:absolute;inset:auto 0 0 0;padding:12px;background:rgb(15 23 42 / 0.85);color:#fff">
<p style="margin:0 0 8px">This content is hosted by ${embed.provider}. By loading it you accept ${embed.provider}’s privacy policy.</p>
<button class="button" type="button">${embed.button}</button></div></div>`;

/**
 * Wildmere Lodge, a lakeside lodge on vanilla-cookieconsent v3
 * (static/sites/wildmere-cookieconsent-config.js; Google Analytics gated as analytics, a "media"
 * category for videos and maps). Its home page shows a YouTube film and a Google map behind
 * click-to-load placeholders (static/sites/wildmere-embeds.js): a self-hosted preview, "This content
 * is hosted by YouTube. By loading it you accept YouTube’s privacy policy." and a "Load video" /
 * "Show map" button. Nothing of YouTube (www.youtube-nocookie.com) or Google Maps is requested until
 * a click, or until "media" is accepted (then every placeholder loads).
 *
 * Expected: no finding. The placeholders speak of accepting but are not a consent banner: the
 * cookie banner is the one that is clicked, its first layer has "Reject all" (no
 * `no_first_layer_reject`). Before a choice and after "Reject all" (confirmed through cc_cookie):
 * no request to YouTube or Google (nothing to report). "Accept all": confirmed; Google Analytics,
 * and the YouTube and Maps embeds load.
 */
export const wildmereLodge = realisticSite({
  identity: {
    name: 'Wildmere Lodge',
    hostname: 'wildmere-lodge.example',
    accent: '#166534',
    tagline: 'Twelve rooms and a boathouse on the quiet side of the lake.',
  },
  catalogue: {
    path: '/rooms',
    navLabel: 'Rooms',
    heading: 'Rooms and cabins',
    items: HOTEL_ROOMS,
    cta: 'See the rooms',
  },
  head: () => `${CMP_HEAD}
${gtagSnippet('G-WILDMR001', { category: 'analytics' })}`,
  end: () => `<script src="/assets/js/embeds.js"></script>
${cmpEnd('wildmere-cookieconsent-config.js')}`,
  home: {
    heading: 'Slow mornings by the water',
    text: 'Rowing boats, a wood-fired sauna and breakfast until eleven. Dogs welcome in the cabins.',
    extra: `<section class="band"><div><h3>Film: a winter at Wildmere</h3>${gate({
      src: 'https://www.youtube-nocookie.com/embed/Wm3rLk8Tq2A',
      title: 'A winter at Wildmere',
      preview: '/images/hero-wildmere-lodge.svg',
      provider: 'YouTube',
      button: 'Load video',
    })}</div><div><h3>Finding us</h3>${gate({
      src: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2345.6!2d-3.0!3d54.4!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sWildmere%20Lodge!5e0!3m2!1sen!2suk',
      title: 'Map: Wildmere Lodge',
      preview: '/images/hero-wildmere-lodge.svg',
      provider: 'Google Maps',
      button: 'Show map',
    })}</div></section>`,
  },
  about: ['Wildmere was a fishing lodge until 1971 and has been a small hotel since 2003.'],
  contact: { intro: 'Questions about a stay or an event? Write to us.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics. Videos (YouTube, privacy-enhanced mode) and maps (Google Maps) are only loaded when you click them or allow them in the cookie banner. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    ...cmpRoutes('wildmere-cookieconsent-config.js'),
    siteScriptRoute('/assets/js/embeds.js', 'wildmere-embeds.js'),
  ],
});

const OSPREY_BANNER = `<div id="osprey-consent" class="osprey-consent" role="dialog" aria-modal="false" aria-labelledby="osprey-consent-title" hidden
 style="position:fixed;left:16px;right:16px;bottom:16px;z-index:1000;max-width:640px;margin:auto;padding:18px;background:#fff;border:1px solid #cbd5e1;border-radius:10px;box-shadow:0 10px 30px rgb(0 0 0 / 0.2)">
<h2 id="osprey-consent-title" style="margin-top:0">Your privacy on the water</h2>
<p>We use cookies for statistics (Google Analytics) and advertising (Meta) only if you agree. We keep a receipt of your choice. See our <a href="/privacy">privacy policy</a>.</p>
<div class="osprey-consent-options" hidden><label><input type="checkbox" id="osprey-analytics"> Statistics</label> <label><input type="checkbox" id="osprey-marketing"> Advertising</label> <button type="button" class="button secondary" data-consent="save">Save choices</button></div>
<p><button type="button" class="button" data-consent="all">Accept all</button> <button type="button" class="button" data-consent="none">Reject all</button> <button type="button" class="button secondary" data-consent="options">Choose</button></p>
</div>
<script src="/assets/js/consent.js"></script>`;

/**
 * Osprey Sea Kayaks, a tour operator with its own banner (static/sites/osprey-consent.js): "Accept
 * all" / "Reject all" / "Choose" on the first layer. A click hides the banner at once, POSTs the
 * choice to /api/consent-receipts (the server answers after 1.5 s with a receipt id) and only then
 * writes the `osprey_consent` cookie (URL-encoded JSON: v, receipt, necessary, analytics, marketing,
 * at) and runs what the choice allows (Google Analytics, the Meta pixel — both loaded by the banner
 * script, never before a stored choice).
 *
 * Expected: no finding. Nothing tracks before a choice. "Reject all" on the first layer; the refusal
 * is stored 1.5 s after the click, while the receipt request is in flight: a scan that waits for the
 * page to go quiet sees it (confirmed through `osprey_consent`): no `refusal_not_registered`; no
 * tracker after it, on the click's page or the next page view (the banner does not come back). Accept
 * arm: confirmed; Google Analytics and Meta after the receipt arrives.
 */
export const ospreyKayaks = realisticSite({
  identity: {
    name: 'Osprey Sea Kayaks',
    hostname: 'osprey-kayaks.example',
    accent: '#0f766e',
    tagline: 'Guided paddles along the sea cliffs, April to October.',
  },
  catalogue: {
    path: '/trips',
    navLabel: 'Trips',
    heading: 'Trips this season',
    items: YOGA_CLASSES,
    cta: 'Find a trip',
  },
  head: () => googleFontsLink('Rubik:wght@400;600'),
  end: () => OSPREY_BANNER,
  home: {
    heading: 'See the coast from the water',
    text: 'Half-day and full-day sea kayak trips for beginners and improvers, with qualified guides and all the kit.',
  },
  about: ['Osprey Sea Kayaks has guided on this coast since 2008.'],
  contact: { intro: 'Group bookings and private guiding.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. When you choose, we record a receipt of your choice (its id, the categories and the time) and store it in the <code>osprey_consent</code> cookie.',
  ],
  routes: [
    siteScriptRoute('/assets/js/consent.js', 'osprey-consent.js'),
    {
      method: 'POST',
      path: '/api/consent-receipts',
      handle: async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        send(res, 201, 'json', JSON.stringify({ id: `rcpt_${crypto.randomUUID().slice(0, 18)}` }));
      },
    },
  ],
});

export const FRESH_EYES_CLEAN_SITES = [
  kittiwakeCycles,
  tidewaterJournal,
  copperbeckBrewing,
  copperbeckTaggingServer,
  wildmereLodge,
  ospreyKayaks,
] as const;
