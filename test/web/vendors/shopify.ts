import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import type { Route } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

/**
 * How a Shopify store writes `_tracking_consent`: the compact v3 form of today's storefronts, or the
 * older v2.1 JSON (with the purposes inside it, as stores wrote it before the v3 cookie).
 */
export type ShopifyConsentFormat = 'v3' | 'v2.1';

export interface ShopifyPrivacySettings {
  /** The visitor's region as Shopify writes it (country + subdivision), e.g. `DEBE`. */
  region: string;
  format: ShopifyConsentFormat;
}

type Answers = Partial<Record<'a' | 'm' | 'p' | 's', boolean>>;

const YEAR = 365 * 24 * 3600;

/** A consent id as the v3 cookie carries it: a UUID's 16 bytes in base64, `/` → `*`, `+` → `-`. */
function compactId(): string {
  return randomBytes(16)
    .toString('base64')
    .replace(/=+$/, '')
    .replace(/\//g, '*')
    .replace(/\+/g, '-');
}

/**
 * The `_tracking_consent` value for a region where consent is asked (GDPR): before any answer the
 * banner shows and nothing optional is allowed; sale of data is not asked there, so its purpose
 * (`t`) stays allowed whatever the answer.
 */
export function trackingConsentValue(
  settings: ShopifyPrivacySettings,
  answers: Answers | null,
): string {
  const given = answers ?? {};
  const allowed = {
    a: given.a === true,
    m: given.m === true,
    p: given.p === true,
    t: given.s !== false,
  };
  if (settings.format === 'v2.1') {
    const word = (v: boolean | undefined) => (v === undefined ? '' : v ? '1' : '0');
    return encodeURIComponent(
      JSON.stringify({
        con: { CMP: { a: word(given.a), m: word(given.m), p: word(given.p), s: word(given.s) } },
        v: '2.1',
        region: settings.region,
        reg: 'GDPR',
        purposes: { a: allowed.a, p: allowed.p, m: allowed.m, t: allowed.t },
        display_banner: answers === null,
        sale_of_data_region: false,
        consent_id: randomUUID(),
      }),
    );
  }
  const letters = (['a', 'm', 'p', 's'] as const)
    .filter((key) => given[key] !== undefined)
    .map((key) => (given[key] ? key.toUpperCase() : key))
    .join('');
  const more = (['a', 'm', 'p', 's'] as const)
    .filter(
      (key) => (key === 's' ? allowed.t : allowed[key]) && !letters.includes(key.toUpperCase()),
    )
    .map((key) => key.toUpperCase())
    .join('');
  return `3${letters}.${more}_${settings.region}_${answers === null ? 't' : 'f'}_f_${compactId()}`;
}

/**
 * Sets the store's cookies on a page response as Shopify does on a visitor's first request:
 * `_tracking_consent` with the region's defaults and the essential `_shopify_essential`.
 */
export function setFirstVisitCookies(
  req: FixtureRequest,
  res: ServerResponse,
  settings: ShopifyPrivacySettings,
): void {
  if (!req.cookies.has('_tracking_consent'))
    setCookie(
      res,
      `_tracking_consent=${trackingConsentValue(settings, null)}; Path=/; Max-Age=${YEAR}; SameSite=Lax; Secure`,
    );
  if (!req.cookies.has('_shopify_essential'))
    setCookie(
      res,
      `_shopify_essential=:${randomBytes(24).toString('base64url')}:; Path=/; Max-Age=${YEAR}; HttpOnly; SameSite=Lax; Secure`,
    );
}

const THEME_CODE = async () => `
var root = document.documentElement;
root.classList.remove('no-js');
root.classList.add('js');
jQuery(function ($) {
  var update = _.debounce(function () { $('cart-count').text($('cart-count').data('count') || 0); }, 50);
  $(document).on('click', '[data-add-to-cart]', function (event) { event.preventDefault(); update(); });
  $('details-disclosure').each(function () { $(this).attr('data-ready', 'true'); });
});
`;

/**
 * What every Shopify storefront serves from its own host: the Customer Privacy API and the privacy
 * banner under `/cdn/shopifycloud/`, the Storefront API endpoint the banner posts the answer to
 * (answering with the new `_tracking_consent`), the web pixels manager (static/vendors/shopify-*.js)
 * and a theme bundle of realistic weight (jQuery + lodash + the theme's own code).
 */
export function shopifyStorefrontRoutes(settings: ShopifyPrivacySettings): Route[] {
  return [
    {
      method: 'GET',
      path: '/cdn/shopifycloud/consent-tracking-api/v0.1/consent-tracking-api.js',
      handle: (_req, res) =>
        sendFile(res, 'js', staticFile('vendors', 'shopify-consent-tracking-api.js')),
    },
    {
      method: 'GET',
      path: '/cdn/shopifycloud/privacy-banner/storefront-banner.js',
      handle: (_req, res) =>
        sendFile(res, 'js', staticFile('vendors', 'shopify-storefront-banner.js')),
    },
    {
      method: 'GET',
      path: '/cdn/wpm/web-pixels-manager.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'shopify-web-pixels.js')),
    },
    jsRoute(
      '/cdn/shop/t/7/assets/global.js',
      scriptWithLibraries(
        'Shopify theme: global.js',
        { jQuery: LIBRARIES.jquery, _: LIBRARIES.lodash },
        THEME_CODE,
      ),
    ),
    {
      method: 'POST',
      path: '/api/unstable/graphql.json',
      handle: (req, res) => {
        let consent: Record<string, unknown> = {};
        try {
          const body = JSON.parse(req.body.toString('utf8') || '{}') as {
            variables?: { visitorConsent?: Record<string, unknown> };
          };
          consent = body.variables?.visitorConsent ?? {};
        } catch {
          send(res, 400, 'json', '{"errors":[{"message":"Invalid JSON"}]}');
          return;
        }
        const flag = (key: string) =>
          typeof consent[key] === 'boolean' ? (consent[key] as boolean) : undefined;
        const answers: Answers = {};
        const pairs = [
          ['a', 'analytics'],
          ['m', 'marketing'],
          ['p', 'preferences'],
          ['s', 'saleOfData'],
        ] as const;
        for (const [letter, key] of pairs) {
          const value = flag(key);
          if (value !== undefined) answers[letter] = value;
        }
        send(
          res,
          200,
          'json',
          JSON.stringify({
            data: {
              consentManagement: {
                cookies: {
                  trackingConsentCookie: trackingConsentValue(settings, answers),
                  cookieDomain: '',
                  landingPageCookie: '',
                  origReferrerCookie: '',
                },
                customerAccountUrl: '',
              },
            },
          }),
        );
      },
    },
  ];
}
