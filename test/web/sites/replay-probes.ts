/**
 * Probes of the session-recording and key-logging detectors with real libraries and real-site
 * patterns, positive and negative. Each site says what a correct scan reports.
 */
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { plausibleSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import {
  CONSENT_KIT_SCRIPT,
  consentKitRoute,
  packageFileRoute,
  siteScriptRoute,
} from './consent-kit.ts';

const FORM_CSS = `<style>form { display: grid; gap: 0.6rem; max-width: 28rem; margin-top: 1rem; }
label { display: grid; gap: 0.2rem; } input, select { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #c9ced6; border-radius: 6px; }
.hint { font-size: 0.85rem; color: #6b7280; min-height: 1.2em; } .hint.bad { color: #b42318; } .hint.ok { color: #067647; }</style>`;

const SHOP_MAIN = `<section class="hero"><h1>Gear for long days outside</h1>
<p>Boots, packs and shells tested on the Tour du Mont Blanc. Free returns within 60 days.</p>
<form role="search" action="/search" onsubmit="return false"><input type="search" name="q" placeholder="Search products" aria-label="Search products"></form></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Trail runner GTX</h3><p class="price">€149</p></article>
<article class="card"><div class="swatch"></div><h3>Alpine pack 38 L</h3><p class="price">€189</p></article>
<article class="card"><div class="swatch"></div><h3>Storm shell</h3><p class="price">€229</p></article>
</section>
<section class="card" style="margin-top:2rem"><h2>Newsletter</h2>
<form action="/newsletter" method="post"><label>Email <input type="email" name="email" autocomplete="email"></label><button class="button">Subscribe</button></form></section>`;

const BANNER = `<style>
#cookie-strip { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; background: #1f2937; color: #fff; padding: 18px 32px; display: flex; gap: 24px; align-items: center; justify-content: space-between; }
#cookie-strip[hidden] { display: none; }
#cookie-strip p { margin: 0; max-width: 760px; }
#cookie-strip .choices { display: flex; gap: 10px; }
</style>
<div id="cookie-strip" hidden role="region" aria-label="Cookie notice">
  <p>We use cookies for the shop to work and, with your consent, record how visitors use the site (session replay) to improve it.</p>
  <div class="choices"><button class="button" value="reject">Reject all</button><button class="button" value="accept">Accept all</button></div>
</div>`;

const RRWEB_ROUTE = packageFileRoute('/assets/rrweb.min.js', 'rrweb', 'dist/rrweb.umd.min.cjs');
const RECORDER_ROUTE = siteScriptRoute('/assets/replay-recorder.js', 'replay-probes-recorder.js');
const COLLECT_ROUTE: Route = {
  method: 'POST',
  path: '/collect/replay',
  handle: (_req, res) => sendNoContent(res),
};

interface ProbeSite {
  name: string;
  hostname: string;
  accent: string;
  title: string;
  head?: string;
  main: string;
  end?: string;
  routes?: Route[];
}

function probeSite(site: ProbeSite): FixtureHost {
  const html = htmlPage({
    siteName: site.name,
    accent: site.accent,
    title: site.title,
    head: `${FORM_CSS}\n${site.head ?? ''}`,
    main: site.main,
    end: site.end ?? '',
  });
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        {
          method: 'GET',
          path: '/',
          handle: (_req: FixtureRequest, res: ServerResponse) => send(res, 200, 'html', html),
        },
        {
          method: 'GET',
          path: '/privacy',
          handle: privacyPage(site.name, site.accent, [
            'We keep your cookie choice, if you make one, in a first-party cookie.',
          ]),
        },
        ...(site.routes ?? []),
      ],
      notFoundPage(site.name, site.accent),
    ),
  };
}

/**
 * a) Highlight.io (rrweb-based, static.highlight.io SDK with the real rrweb 2.x) records from page load,
 * no banner, and pushes rrweb events every 3 s to pub.highlight.io.
 * Expected: session_recording before consent (host pub.highlight.io, found by the payload's shape), and
 * key_logging to pub.highlight.io: the recorder does not mask inputs, so what is typed into the
 * newsletter and search boxes leaves the page unsubmitted.
 */
export const replayRrThirdParty = probeSite({
  name: 'Summit Supply',
  hostname: 'replay-rr-thirdparty.example',
  accent: '#1d4ed8',
  title: 'Home',
  head: `<script>window.H = window.H || { q: [], init: function () { this.q.push(['init', arguments]); } }; H.init('jgo9x2ed');</script>
<script async src="https://static.highlight.io/v9.3.0/index.js"></script>`,
  main: SHOP_MAIN,
});

/**
 * b) The same recording by the site's own rrweb (served from /assets/rrweb.min.js), sent to its own
 * /collect/replay (a first-party proxy), no banner.
 * Expected: session_recording before consent (host replay-rr-firstparty.example); no key_logging
 * (typed text goes to the site itself).
 */
export const replayRrFirstParty = probeSite({
  name: 'Summit Supply FP',
  hostname: 'replay-rr-firstparty.example',
  accent: '#0f766e',
  title: 'Home',
  head: `<script>window.replayConfig = { endpoint: '/collect/replay' };</script>
<script async src="/assets/replay-recorder.js"></script>`,
  main: SHOP_MAIN,
  routes: [RRWEB_ROUTE, RECORDER_ROUTE, COLLECT_ROUTE],
});

/**
 * c) The site's own rrweb recorder gated by its banner (consent kit, category analytics): it runs only
 * after "Accept all". Expected: no session_recording before consent or after Reject; the Accept arm
 * may observe recording, which is no finding against the site.
 */
export const replayRrAfterAccept = probeSite({
  name: 'Summit Supply AA',
  hostname: 'replay-rr-after-accept.example',
  accent: '#7c3aed',
  title: 'Home',
  head: `<script>window.replayConfig = { endpoint: '/collect/replay' };</script>
<script type="text/plain" data-category="analytics" data-src="/assets/replay-recorder.js"></script>`,
  main: SHOP_MAIN,
  end: `${BANNER}
${CONSENT_KIT_SCRIPT}
<script src="/assets/banner.js"></script>`,
  routes: [
    RRWEB_ROUTE,
    RECORDER_ROUTE,
    COLLECT_ROUTE,
    consentKitRoute,
    siteScriptRoute('/assets/banner.js', 'replay-probes-banner.js'),
  ],
});

const SEARCH_MAIN = `<section class="hero"><h1>Find your gear</h1>
<form role="search" action="/search" onsubmit="return false"><input type="search" name="q" id="site-search" placeholder="Search 2,000 products" aria-label="Search products" autocomplete="off"></form>
<ul id="suggestions"></ul></section>
<section class="grid">
<article class="card"><h3>Boots</h3><p>Leather and synthetic.</p></article>
<article class="card"><h3>Packs</h3><p>From 12 to 70 litres.</p></article>
</section>`;

/**
 * d1) Search as you type against the site's own API: debounced GET /api/search?q=… from 2 characters.
 * Expected: no key_logging (first party, and it is the search the visitor asks for).
 */
export const replayKlSearch = probeSite({
  name: 'Trailhead Outfitters',
  hostname: 'replay-kl-search.example',
  accent: '#b45309',
  title: 'Search',
  main: SEARCH_MAIN,
  end: `<script>(function () {
  var input = document.getElementById('site-search'), list = document.getElementById('suggestions'), timer;
  input.addEventListener('input', function () {
    clearTimeout(timer);
    if (input.value.trim().length < 2) return;
    timer = setTimeout(function () {
      fetch('/api/search?q=' + encodeURIComponent(input.value.trim()) + '&limit=6').then(function (r) { return r.json(); }).then(function (items) {
        list.innerHTML = items.map(function (item) { return '<li>' + item + '</li>'; }).join('');
      }).catch(function () {});
    }, 200);
  });
})();</script>`,
  routes: [
    {
      method: 'GET',
      path: '/api/search',
      handle: (_req, res) => send(res, 200, 'json', '["Trail runner GTX","Trail runner Lite"]'),
    },
  ],
});

/**
 * d2) The same search box served by a hosted search vendor (Doofinder), queried as the visitor types.
 * Expected: no key_logging: the query goes to the service that answers it, which is the search box's
 * visible function (the visitor sees results while typing), not capture of unsubmitted input.
 */
export const replayKlSearchVendor = probeSite({
  name: 'Trailhead Outfitters DF',
  hostname: 'replay-kl-search-vendor.example',
  accent: '#a16207',
  title: 'Search',
  main: SEARCH_MAIN,
  end: '<script async src="https://eu1-config.doofinder.com/2.x/4c1a2b3d-5e6f-7a8b-9c0d-e1f2a3b4c5d6.js"></script>',
});

/**
 * e) A sign-up form with live client-side validation (email format, password strength, name length),
 * a first-party "is this email taken" check on blur, a newsletter opt-in field, cookieless Plausible.
 * Nothing reaches a third party before submit.
 * Expected: no key_logging, no session_recording.
 */
export const replayKlValidation = probeSite({
  name: 'Ridgeway Club',
  hostname: 'replay-kl-validation.example',
  accent: '#be123c',
  title: 'Join',
  head: plausibleSnippet('replay-kl-validation.example'),
  main: `<section class="hero"><h1>Join the club</h1><p>Members get early access to guided tours.</p>
<form id="signup" action="/signup" method="post" novalidate>
  <label>Full name <input type="text" name="fullname" autocomplete="name" required minlength="2"><span class="hint" data-for="fullname"></span></label>
  <label>Email <input type="email" name="email" autocomplete="email" required><span class="hint" data-for="email"></span></label>
  <label>Password <input type="password" name="password" autocomplete="new-password" required><span class="hint" data-for="password"></span></label>
  <label>Promo code <input type="text" name="promo" maxlength="12"><span class="hint" data-for="promo"></span></label>
  <button class="button" type="submit">Create account</button>
</form></section>
<section class="card" style="margin-top:2rem"><h2>Just the newsletter</h2>
<form action="/newsletter" method="post"><label>Email <input type="email" name="newsletter_email" autocomplete="email"><span class="hint" data-for="newsletter_email"></span></label><button class="button">Subscribe</button></form></section>`,
  end: `<script>(function () {
  var EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;
  function hint(name, text, ok) { var el = document.querySelector('.hint[data-for="' + name + '"]'); el.textContent = text; el.className = 'hint ' + (ok ? 'ok' : 'bad'); }
  function strength(value) { var score = 0; if (value.length >= 10) score++; if (/[A-Z]/.test(value) && /[a-z]/.test(value)) score++; if (/\\d/.test(value)) score++; if (/[^A-Za-z0-9]/.test(value)) score++; return score; }
  var checks = {
    fullname: function (v) { return v.trim().length >= 2 ? ['', true] : ['Please enter your name', false]; },
    email: function (v) { return EMAIL.test(v) ? ['Looks good', true] : ['Enter a valid email address', false]; },
    newsletter_email: function (v) { return EMAIL.test(v) ? ['', true] : ['Enter a valid email address', false]; },
    password: function (v) { var s = strength(v); return [['Too weak', 'Weak', 'Fair', 'Good', 'Strong'][s], s >= 2]; },
    promo: function (v) { return /^[A-Z0-9]*$/i.test(v) ? ['', true] : ['Letters and digits only', false]; },
  };
  document.addEventListener('input', function (event) {
    var check = checks[event.target.name];
    if (check) { var r = check(event.target.value); hint(event.target.name, r[0], r[1]); }
  });
  document.querySelector('input[name="email"]').addEventListener('blur', function (event) {
    if (!EMAIL.test(event.target.value)) return;
    fetch('/api/account/email-available?email=' + encodeURIComponent(event.target.value)).then(function (r) { return r.json(); }).then(function (r) {
      if (!r.available) hint('email', 'An account with this email exists. Sign in?', false);
    }).catch(function () {});
  });
})();</script>`,
  routes: [
    {
      method: 'GET',
      path: '/api/account/email-available',
      handle: (_req, res) => send(res, 200, 'json', '{"available":true}'),
    },
  ],
});

/**
 * f) A checkout whose script hands the email typed into the checkout form to Klaviyo (identify on
 * blur and on a valid address while typing) before anything is submitted: abandoned-cart capture.
 * Expected: key_logging (email to a.klaviyo.com).
 */
export const replayKlAbandonedCart = probeSite({
  name: 'Copper Kettle Coffee',
  hostname: 'replay-kl-abandoned-cart.example',
  accent: '#92400e',
  title: 'Checkout',
  head: '<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=VbT4qZ"></script>',
  main: `<section class="hero"><h1>Checkout</h1><p>2 × Ethiopia Guji, 250 g — €27.00</p>
<form id="checkout" action="/order" method="post">
  <label>Email <input type="email" name="checkout[email]" id="checkout_email" autocomplete="email"></label>
  <label>First name <input type="text" name="checkout[first_name]" autocomplete="given-name"></label>
  <label>Last name <input type="text" name="checkout[last_name]" autocomplete="family-name"></label>
  <label>Address <input type="text" name="checkout[address1]" autocomplete="address-line1"></label>
  <label>Postcode <input type="text" name="checkout[zip]" autocomplete="postal-code"></label>
  <button class="button" type="submit">Continue to payment</button>
</form></section>`,
  end: `<script>(function () {
  window._learnq = window._learnq || [];
  var EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;
  var field = document.getElementById('checkout_email'), sent = '', timer;
  function capture() {
    var email = field.value.trim();
    if (!EMAIL.test(email) || email === sent) return;
    sent = email;
    window._learnq.push(['identify', { $email: email }]);
  }
  field.addEventListener('blur', capture);
  field.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(capture, 800); });
})();</script>`,
});

export const REPLAY_PROBE_SITES: readonly FixtureHost[] = [
  replayRrThirdParty,
  replayRrFirstParty,
  replayRrAfterAccept,
  replayKlSearch,
  replayKlSearchVendor,
  replayKlValidation,
  replayKlAbandonedCart,
];
