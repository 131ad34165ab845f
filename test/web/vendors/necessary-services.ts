import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowAnyOrigin,
  allowCredentialedCors,
  send,
  sendNoContent,
  sendPixel,
  setCookie,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';

/**
 * Third parties a well-behaved site may load before any choice (the fresh-eyes-clean round, see
 * sites/fresh-eyes-clean.ts): payments (Stripe.js), bot checks (reCAPTCHA v2, Cloudflare
 * Turnstile), error monitoring (Sentry), cookieless analytics (Fathom, Cloudflare Web Analytics),
 * and the Google Maps embed a site loads only on a click. Imitations from their public behaviour
 * (hosts, paths, what they store); no vendor code.
 */

const RECAPTCHA_RELEASE = 'hfUfw8ODwjdnEH2Ym4I0Yf2P';
export const RECAPTCHA_SCRIPT = `https://www.gstatic.com/recaptcha/releases/${RECAPTCHA_RELEASE}/recaptcha__en.js`;

/** Stripe.js v3 and its metrics frame. */
export const stripeJs: FixtureHost = {
  name: 'Stripe',
  kind: 'vendor',
  hostnames: ['js.stripe.com', 'm.stripe.network', 'm.stripe.com', 'r.stripe.com'],
  handle: router([
    jsRoute(
      /^\/v3\/?$/,
      scriptWithLibraries(
        'Stripe.js v3',
        { _: LIBRARIES.lodash },
        staticScript('vendors', 'stripe-v3.js'),
      ),
      { host: 'js.stripe.com' },
    ),
    {
      host: 'js.stripe.com',
      method: 'GET',
      path: /^\/v3\/elements-inner-card-[0-9a-f]+\.html$/,
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          `<!doctype html><html><head><meta charset="utf-8"><title>Secure card payment input frame</title>
<style>body{margin:0;font:16px system-ui,sans-serif}.row{display:flex;gap:8px;padding:10px;border:1px solid #cbd5e1;border-radius:6px}input{border:0;outline:0;font:inherit}</style></head>
<body><div class="row"><input name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="Card number" aria-label="Credit or debit card number" style="flex:3">
<input name="exp-date" autocomplete="cc-exp" placeholder="MM / YY" aria-label="Credit or debit card expiration date" style="flex:1">
<input name="cvc" autocomplete="cc-csc" placeholder="CVC" aria-label="Credit or debit card CVC/CVV" style="flex:1"></div></body></html>`,
        ),
    },
    {
      host: 'm.stripe.network',
      method: 'GET',
      path: '/inner.html',
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          '<!doctype html><html><head><meta charset="utf-8"></head><body><script src="/out-4.5.43.js"></script></body></html>',
        ),
    },
    jsRoute('/out-4.5.43.js', staticScript('vendors', 'stripe-inner.js'), {
      host: 'm.stripe.network',
    }),
    {
      host: 'm.stripe.com',
      method: 'POST',
      path: '/6',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        const muid = crypto.randomUUID();
        if (!req.cookies.has('m')) {
          setCookie(
            res,
            `m=${crypto.randomUUID()}; Domain=m.stripe.com; Path=/; Max-Age=${2 * 365 * 86_400}; Secure; SameSite=None`,
          );
        }
        send(res, 200, 'json', JSON.stringify({ muid, guid: crypto.randomUUID(), sid: 'NA' }));
      },
    },
    {
      host: 'r.stripe.com',
      method: 'POST',
      path: '/b',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};

const RECAPTCHA_ANCHOR = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>reCAPTCHA</title>
<style>body{margin:0;font:14px Roboto,system-ui,sans-serif}.rc{display:flex;align-items:center;gap:12px;width:300px;height:74px;box-sizing:border-box;padding:0 12px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9}
#recaptcha-anchor{width:24px;height:24px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}#recaptcha-anchor[aria-checked="true"]{background:#009e55}
.logo{margin-left:auto;font-size:10px;color:#555;text-align:center}</style></head>
<body><div class="rc"><span id="recaptcha-anchor" role="checkbox" aria-checked="false" tabindex="0" aria-labelledby="recaptcha-anchor-label"></span>
<label id="recaptcha-anchor-label">I'm not a robot</label><div class="logo">reCAPTCHA<br>Privacy - Terms</div></div>
<script src="${RECAPTCHA_SCRIPT}"></script></body></html>`;

/**
 * www.google.com as a site embeds it: reCAPTCHA v2 (api.js, the anchor frame that sets `_GRECAPTCHA`,
 * the token endpoint) and the Google Maps embed (/maps/embed), and www.gstatic.com's reCAPTCHA
 * release script.
 */
export const googleEmbeds: FixtureHost = {
  name: 'Google (reCAPTCHA, Maps embed)',
  kind: 'vendor',
  hostnames: ['www.google.com', 'www.gstatic.com'],
  handle: router([
    {
      host: 'www.google.com',
      method: 'GET',
      path: '/recaptcha/api.js',
      handle: (_req, res) =>
        send(
          res,
          200,
          'js',
          `/* PLEASE DO NOT COPY AND PASTE THIS CODE. */(function(){var w=window,C='___grecaptcha_cfg',cfg=w[C]=w[C]||{};cfg.fns=cfg.fns||[];w.__recaptcha_api='https://www.google.com/recaptcha/api2/';var po=document.createElement('script');po.type='text/javascript';po.async=true;po.src='${RECAPTCHA_SCRIPT}';var e=document.querySelector('script[nonce]'),n=e&&(e.nonce||e.getAttribute('nonce'));if(n){po.setAttribute('nonce',n);}var s=document.getElementsByTagName('script')[0];s.parentNode.insertBefore(po,s);})();`,
        ),
    },
    {
      host: 'www.google.com',
      method: 'GET',
      path: '/recaptcha/api2/anchor',
      handle: (req, res) => {
        if (!req.cookies.has('_GRECAPTCHA')) {
          setCookie(
            res,
            `_GRECAPTCHA=09A${crypto.randomUUID().replace(/-/g, '')}; Path=/recaptcha; Max-Age=${180 * 86_400}; Secure; HttpOnly; SameSite=None; Priority=High`,
          );
        }
        send(res, 200, 'html', RECAPTCHA_ANCHOR);
      },
    },
    {
      host: 'www.google.com',
      method: 'POST',
      path: '/recaptcha/api2/reload',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(
          res,
          200,
          'text',
          `)]}'\n["rresp","03AFcWeA${crypto.randomUUID().replace(/-/g, '')}${crypto.randomUUID().replace(/-/g, '')}",null,120]`,
        );
      },
    },
    {
      host: 'www.google.com',
      method: 'GET',
      path: '/maps/embed',
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          `<!doctype html><html><head><meta charset="utf-8"><title>Google Maps</title>
<style>html,body{margin:0;height:100%}.map{height:100%;background:repeating-linear-gradient(45deg,#e8eaed 0 22px,#dfe3e8 22px 44px)}.pin{position:absolute;left:50%;top:45%;width:22px;height:22px;border-radius:50% 50% 50% 0;background:#ea4335;transform:rotate(-45deg)}</style></head>
<body><div class="map" role="img" aria-label="Map"></div><div class="pin"></div></body></html>`,
        ),
    },
    jsRoute(
      `/recaptcha/releases/${RECAPTCHA_RELEASE}/recaptcha__en.js`,
      scriptWithLibraries(
        'reCAPTCHA v2',
        { _: LIBRARIES.lodash },
        staticScript('vendors', 'recaptcha-en.js'),
      ),
      { host: 'www.gstatic.com', cors: true },
    ),
  ]),
};

/** Cloudflare Turnstile (challenges.cloudflare.com). */
export const cloudflareTurnstile: FixtureHost = {
  name: 'Cloudflare Turnstile',
  kind: 'vendor',
  hostnames: ['challenges.cloudflare.com'],
  handle: router([
    jsRoute('/turnstile/v0/api.js', staticScript('vendors', 'turnstile-api.js')),
    {
      method: 'GET',
      path: /^\/cdn-cgi\/challenge-platform\/h\/b\/turnstile\/if\/ov2\/av0\/rcv0\/0\/[\w-]+\/[\w-]+\/\w+\/fbE\/new\/normal\/auto\/$/,
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          `<!doctype html><html><head><meta charset="utf-8"><title>Just a moment...</title>
<style>body{margin:0;font:14px system-ui,sans-serif}.cb{display:flex;align-items:center;gap:10px;height:63px;padding:0 12px;border:1px solid #e0e0e0;background:#fafafa}</style></head>
<body><div class="cb"><span id="cf-status">Verifying you are human…</span><span style="margin-left:auto;font-size:11px">Cloudflare</span></div>
<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_api/v1"></script></body></html>`,
        ),
    },
    jsRoute(
      '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_api/v1',
      staticScript('vendors', 'turnstile-challenge.js'),
    ),
    {
      method: 'POST',
      path: /^\/cdn-cgi\/challenge-platform\/h\/b\/flow\/ov1\//,
      handle: (_req, res) =>
        send(
          res,
          200,
          'json',
          JSON.stringify({ token: `0.${crypto.randomUUID().replace(/-/g, '')}` }),
        ),
    },
  ]),
};

/** Sentry: the CDN bundle and an ingest host of the EU region. */
export const SENTRY_INGEST = 'o4507112233.ingest.de.sentry.io';
export const sentry: FixtureHost = {
  name: 'Sentry',
  kind: 'vendor',
  hostnames: ['browser.sentry-cdn.com', SENTRY_INGEST],
  handle: router([
    jsRoute(
      '/8.33.1/bundle.min.js',
      scriptWithLibraries(
        'Sentry browser SDK 8.33.1',
        { _: LIBRARIES.lodash },
        staticScript('vendors', 'sentry-bundle.js'),
      ),
      { host: 'browser.sentry-cdn.com', cors: true },
    ),
    {
      host: SENTRY_INGEST,
      method: 'POST',
      path: /^\/api\/\d+\/envelope\/$/,
      handle: (req, res) => {
        if (req.headers.origin) allowAnyOrigin(res);
        send(res, 200, 'json', '{}');
      },
    },
  ]),
};

/** Fathom Analytics (cookieless). */
export const fathom: FixtureHost = {
  name: 'Fathom Analytics',
  kind: 'vendor',
  hostnames: ['cdn.usefathom.com'],
  handle: router([
    jsRoute('/script.js', staticScript('vendors', 'fathom-script.js')),
    { method: 'GET', path: '/', handle: (_req, res) => sendPixel(res) },
  ]),
};

/** Cloudflare Web Analytics (cookieless). */
export const cloudflareWebAnalytics: FixtureHost = {
  name: 'Cloudflare Web Analytics',
  kind: 'vendor',
  hostnames: ['static.cloudflareinsights.com', 'cloudflareinsights.com'],
  handle: router([
    jsRoute(/^\/beacon\.min\.js(\/v[0-9a-f]+)?$/, staticScript('vendors', 'cloudflare-beacon.js'), {
      host: 'static.cloudflareinsights.com',
    }),
    {
      host: 'cloudflareinsights.com',
      method: 'POST',
      path: '/cdn-cgi/rum',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};

export const NECESSARY_SERVICE_VENDORS: readonly FixtureHost[] = [
  stripeJs,
  googleEmbeds,
  cloudflareTurnstile,
  sentry,
  fathom,
  cloudflareWebAnalytics,
];
