import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  redirect,
  send,
  sendNoContent,
  setCookie,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { SQUARESPACE_SCRIPTS } from '../vendors/squarespace.ts';

/** The tags of the Squarespace sites (GA4 and the Meta pixel from Squarespace's built-in integrations, or pasted). */
export const CMP_SQUARESPACE_TAGS = {
  florist: { ga4: 'G-SQSFLOR001', metaPixel: '7340918475610001' },
  acceptOnly: { ga4: 'G-SQSCERA002' },
  injected: { ga4: 'G-SQSLAW0003' },
} as const;

interface SquarespaceSite {
  name: string;
  hostname: string;
  accent: string;
  tagline: string;
  /** Cookies and visitor data → non-essential cookies "Restrict" (Squarespace's own wait for the answer). */
  restrictive: boolean;
  hasOptOut: boolean;
  hasManageCookies: boolean;
  /** Squarespace's built-in integrations (Settings → Developer tools / External API keys). */
  builtIn: { ga4?: string; metaPixel?: string };
  /** Code Injection → Header: markup pasted by the owner, outside Squarespace's consent handling. */
  codeInjection?: string;
  sections: readonly { title: string; text: string }[];
}

function context(site: SquarespaceSite): string {
  const cookieSettings = {
    isCookieBannerEnabled: true,
    isRestrictiveCookiePolicyEnabled: site.restrictive,
    cookieBannerText:
      'We use cookies to improve your experience on our website, to analyse traffic and for marketing. By clicking Accept, you agree to our use of cookies.',
    cookieBannerCtaText: site.hasOptOut || site.hasManageCookies ? 'Accept all' : 'Accept',
    cookieBannerHasOptOut: site.hasOptOut,
    cookieBannerOptOutCtaText: 'Decline',
    cookieBannerHasManageCookies: site.hasManageCookies,
    cookieBannerManageCookiesLabel: 'Manage cookies',
    cookieBannerPosition: 'BOTTOM',
    cookieBannerSavedPreferencesLayout: 'PILL',
    cookieBannerSavedPreferencesText: 'Cookie Preferences',
    cookieBannerThemeName: 'white',
  };
  return `<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${JSON.stringify({
    website: { siteTitle: site.name, language: 'en-GB' },
    cookieSettings,
  })};</script>`;
}

/** Squarespace's Google Analytics integration: under the restrictive policy, Consent Mode denied until the answer. */
function builtInGa4(site: SquarespaceSite, id: string): string {
  if (!site.restrictive) return gtagSnippet(id);
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}
gtag('consent', 'default', { analytics_storage: /(?:^|;\\s*)ss_performanceCookiesAllowed=true/.test(document.cookie) ? 'granted' : 'denied', ad_storage: 'denied' });
window.googleAnalyticsRequiresConsentUpdates = true;
gtag('js', new Date()); gtag('config', '${id}');</script>`;
}

/** Squarespace's Facebook Pixel integration: under the restrictive policy, the pixel's consent revoked until the answer. */
function builtInMetaPixel(site: SquarespaceSite, id: string): string {
  const revoke = site.restrictive
    ? `if (!/(?:^|;\\s*)ss_marketingCookiesAllowed=true/.test(document.cookie)) fbq('consent', 'revoke'); window.facebookPixelRequiresConsentUpdates = true;`
    : '';
  return `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
${revoke} fbq('init', '${id}'); fbq('track', 'PageView');</script>`;
}

function siteHead(site: SquarespaceSite): string {
  return [
    context(site),
    `<script src="${SQUARESPACE_SCRIPTS.common}" defer></script>`,
    `<script src="${SQUARESPACE_SCRIPTS.cookieBanner}" defer></script>`,
    site.builtIn.ga4 ? builtInGa4(site, site.builtIn.ga4) : '',
    site.builtIn.metaPixel ? builtInMetaPixel(site, site.builtIn.metaPixel) : '',
    site.codeInjection ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}

const NAV = `<p class="header-nav"><a href="/about">About</a> · <a href="/contact">Contact</a> · <a href="/privacy-policy">Privacy Policy</a></p>`;

/** Squarespace's CSRF cookie, set on a visitor's first response (essential). */
function setCrumb(req: FixtureRequest, res: ServerResponse): void {
  if (!req.cookies.has('crumb'))
    setCookie(res, `crumb=${randomBytes(18).toString('base64url')}; Path=/; SameSite=Lax; Secure`);
}

function squarespaceSite(site: SquarespaceSite): FixtureHost {
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      title,
      head: siteHead(site),
      main: `${NAV}\n${main}`,
    });
  const cards = site.sections
    .map((s) => `<article class="card"><h3>${s.title}</h3><p>${s.text}</p></article>`)
    .join('\n');
  const pages: Record<string, string> = {
    '/': page(
      'Home',
      `<section class="hero"><h1>${site.name}</h1><p>${site.tagline}</p><p><a class="button" href="/contact">Contact us</a></p></section>\n<section class="grid">${cards}</section>`,
    ),
    '/about': page('About', `<section class="hero"><h1>About</h1><p>${site.tagline}</p></section>`),
    '/contact': page(
      'Contact',
      `<section class="hero"><h1>Contact</h1><form class="sqs-form" method="post" action="/api/form/FormSubmissionEndpoint">
<p><label>Name <input name="fname" autocomplete="given-name"></label></p>
<p><label>Email <input type="email" name="email" autocomplete="email" required></label></p>
<p><label>Message <textarea name="message"></textarea></label></p>
<p><button class="button" type="submit">Submit</button></p></form></section>`,
    ),
    '/privacy-policy': page(
      'Privacy Policy',
      `<section class="hero"><h1>Privacy Policy</h1><p>This site is hosted on Squarespace. Your cookie choice is kept in the <code>ss_performanceCookiesAllowed</code> and <code>ss_marketingCookiesAllowed</code> cookies.</p></section>`,
    ),
  };
  const routes: Route[] = Object.entries(pages).map(([path, html]) => ({
    method: 'GET',
    path,
    handle: (req: FixtureRequest, res: ServerResponse) => {
      setCrumb(req, res);
      send(res, 200, 'html', html);
    },
  }));
  const notFound = (req: FixtureRequest, res: ServerResponse) => {
    setCrumb(req, res);
    send(
      res,
      404,
      'html',
      page(
        'Page Not Found',
        '<section class="hero"><h1>Page Not Found</h1><p>We couldn’t find the page you were looking for.</p></section>',
      ),
    );
  };
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        ...routes,
        // The chrome's "Privacy" link: the site's policy page.
        {
          method: 'GET',
          path: '/privacy',
          handle: (_req, res) => redirect(res, '/privacy-policy', 301),
        },
        // Squarespace's visitor analytics hit (first party).
        {
          method: 'POST',
          path: '/api/census/RecordHit',
          handle: (_req, res) => sendNoContent(res),
        },
      ],
      notFound,
    ),
  };
}

/**
 * A London florist on Squarespace with the banner as Squarespace recommends for the UK/EU: "Manage
 * cookies", "Decline", "Accept all", non-essential cookies restricted. Squarespace's built-in Google
 * Analytics runs from the start in Consent Mode (analytics storage denied until the answer); its
 * built-in Meta pixel loads with its consent revoked (no events until the answer).
 */
export const squarespaceFlorist = squarespaceSite({
  name: 'Fern & Foxglove Florals',
  hostname: 'squarespace-florist.example',
  accent: '#4d7c0f',
  tagline: 'Seasonal, British-grown flowers for weddings and weekly deliveries in Hackney.',
  restrictive: true,
  hasOptOut: true,
  hasManageCookies: true,
  builtIn: CMP_SQUARESPACE_TAGS.florist,
  sections: [
    { title: 'Weddings', text: 'Bouquets, buttonholes and installations.' },
    { title: 'Weekly flowers', text: 'For offices and restaurants.' },
    { title: 'Workshops', text: 'Wreath-making in December.' },
  ],
});

/**
 * A ceramics studio whose banner only says "Accept" (no Decline, no Manage cookies) and whose
 * non-essential cookies are not restricted: Squarespace's analytics cookies and the built-in Google
 * Analytics run for everyone from the first page view.
 */
export const squarespaceAcceptOnly = squarespaceSite({
  name: 'Harbour Lane Ceramics',
  hostname: 'squarespace-accept-only.example',
  accent: '#0e7490',
  tagline: 'Wheel-thrown tableware from a studio on the harbour in Falmouth.',
  restrictive: false,
  hasOptOut: false,
  hasManageCookies: false,
  builtIn: CMP_SQUARESPACE_TAGS.acceptOnly,
  sections: [
    { title: 'Tableware', text: 'Plates, bowls and mugs in three glazes.' },
    { title: 'Classes', text: 'Taster evenings on Thursdays.' },
  ],
});

/**
 * A law firm with the restrictive banner ("Decline", "Accept all"), whose web agency pasted the GA4
 * tag into Code Injection → Header instead of using the integration: it runs, with cookies, whatever
 * the visitor answers.
 */
export const squarespaceInjected = squarespaceSite({
  name: 'Quarry Hill Law',
  hostname: 'squarespace-injected.example',
  accent: '#1e3a8a',
  tagline: 'Employment and family law in Leeds. Fixed-fee first consultations.',
  restrictive: true,
  hasOptOut: true,
  hasManageCookies: false,
  builtIn: {},
  codeInjection: gtagSnippet(CMP_SQUARESPACE_TAGS.injected.ga4),
  sections: [
    { title: 'Employment law', text: 'Settlement agreements and tribunal claims.' },
    { title: 'Family law', text: 'Divorce, finances and children.' },
  ],
});

export const SQUARESPACE_SITES: readonly FixtureHost[] = [
  squarespaceFlorist,
  squarespaceAcceptOnly,
  squarespaceInjected,
];
