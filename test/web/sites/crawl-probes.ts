/**
 * Probes of the crawl before consent (`scan --pages N`): real-world site structures whose evidence sits
 * on inner pages, or whose links the crawl must not follow. Each site says what a correct scan reports.
 * The banner is the small hand-made one of the replay probes (consent kit, category analytics).
 */
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { redirect, send, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { tiktokPixelSnippet } from './behaviour-snippets.ts';
import { CONSENT_KIT_SCRIPT, consentKitRoute, siteScriptRoute } from './consent-kit.ts';

const BANNER = `<style>
#cookie-strip { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; background: #1f2937; color: #fff; padding: 18px 32px; display: flex; gap: 24px; align-items: center; justify-content: space-between; }
#cookie-strip[hidden] { display: none; }
#cookie-strip p { margin: 0; max-width: 760px; }
#cookie-strip .choices { display: flex; gap: 10px; }
.sub-nav { display: flex; gap: 1.25rem; margin-bottom: 1.5rem; } .sub-nav a { font-weight: 500; }
form { display: grid; gap: 0.6rem; max-width: 30rem; } label { display: grid; gap: 0.2rem; }
input, textarea { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #c9ced6; border-radius: 6px; }
</style>
<div id="cookie-strip" hidden role="region" aria-label="Cookie notice">
  <p>We use cookies for the shop to work and, with your consent, to measure visits and show you our ads elsewhere.</p>
  <div class="choices"><button class="button" value="reject">Reject all</button><button class="button" value="accept">Accept all</button></div>
</div>`;
const BANNER_END = `${BANNER}\n${CONSENT_KIT_SCRIPT}\n<script src="/assets/banner.js"></script>`;
const BANNER_ROUTES: Route[] = [
  consentKitRoute,
  siteScriptRoute('/assets/banner.js', 'replay-probes-banner.js'),
];

const html =
  (body: string) =>
  (_req: FixtureRequest, res: ServerResponse): void =>
    send(res, 200, 'html', body);

// ---------------------------------------------------------------------------------------------------

const SHOP = { name: 'Fjellsko', hostname: 'crawl-shop.example', accent: '#0e7490' };
const SHOP_NAV = `<nav class="sub-nav" aria-label="Shop"><a href="/shop">Shop</a><a href="/shop/sale">Sale</a><a href="/blog">Journal</a><a href="/about">About us</a><a href="/account">My account</a><a href="/checkout">Basket (2)</a></nav>`;
const ARTICLES = Array.from({ length: 30 }, (_, i) => ({
  slug: `/blog/${['waxing-leather-boots', 'breaking-in-new-boots', 'gaiters-or-not', 'winter-soles', 'resoling-explained'][i % 5]}-${i + 1}`,
  title: `${['Waxing leather boots', 'Breaking in new boots', 'Gaiters or not?', 'Soles for winter', 'Resoling, explained'][i % 5]} (${i + 1})`,
}));
const ARTICLE_LIST = `<section class="card" style="margin-top:2rem"><h2>From the journal</h2><ul>${ARTICLES.map((a) => `<li><a href="${a.slug}">${a.title}</a></li>`).join('')}</ul></section>`;
const GATED_GA = gtagSnippet('G-FJELL0001', { category: 'analytics' });
const shopPage = (title: string, main: string, head = '') =>
  htmlPage({
    siteName: SHOP.name,
    accent: SHOP.accent,
    title,
    head: `${GATED_GA}\n${head}`,
    main: `${SHOP_NAV}\n${main}`,
    end: `${BANNER_END}\n<footer><a href="/contact">Contact us</a> · <a href="/shipping">Shipping &amp; returns</a></footer>`,
  });

/**
 * a) A boot shop whose landing page is clean (its banner gates GA4), but whose basket / checkout page
 * (/checkout, "Basket (2)" in the shop navigation) pastes a Meta pixel and a TikTok pixel ungated, as
 * shops do for conversion tracking; /contact posts to HubSpot (a third-party CRM); the home page links
 * 30 journal articles; robots.txt disallows /account.
 * Right answer: pre_consent_tracking whose evidence names /checkout (not the home page);
 * third_party_form_destination on /contact (forms.hubspot.com); /account never requested; within four
 * pages the crawl picks /checkout, /contact, /privacy and a main-navigation page, no article.
 */
export const crawlShop: FixtureHost = {
  name: SHOP.name,
  kind: 'site',
  hostnames: [SHOP.hostname],
  handle: router(
    [
      ...sharedAssetRoutes(SHOP.accent),
      ...BANNER_ROUTES,
      {
        method: 'GET',
        path: '/',
        handle: html(
          shopPage(
            'Home',
            `<section class="hero"><h1>Boots made to be resoled</h1><p>Hand-lasted in Norway. Free resoling for five years.</p></section>${ARTICLE_LIST}`,
          ),
        ),
      },
      {
        method: 'GET',
        path: '/robots.txt',
        handle: (_req, res) =>
          send(res, 200, 'text', 'User-agent: *\nDisallow: /account\nDisallow: /search\n'),
      },
      {
        method: 'GET',
        path: '/checkout',
        handle: html(
          shopPage(
            'Basket',
            `<section class="hero"><h1>Your basket</h1><p>Fjell Classic, size 43 — €289<br>Care kit — €24</p>
<form action="/checkout" method="post"><label>Email <input type="email" name="email" autocomplete="email"></label>
<label>Full name <input type="text" name="name" autocomplete="name"></label>
<label>Street address <input type="text" name="address" autocomplete="street-address"></label>
<label>Postcode <input type="text" name="postcode" autocomplete="postal-code"></label>
<button class="button">Continue to payment</button></form></section>`,
            `${metaPixelSnippet('4455667788990011', { userData: {} })}\n${tiktokPixelSnippet('CFJELL0TIKTOK01', "\n  ttq.track('InitiateCheckout', { value: 313, currency: 'EUR' });")}`,
          ),
        ),
      },
      {
        method: 'GET',
        path: '/contact',
        handle: html(
          shopPage(
            'Contact',
            `<section class="hero"><h1>Contact us</h1><p>Questions about sizing or resoling? Write to us.</p>
<form action="https://forms.hubspot.com/uploads/form/v2/5512340/8f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" method="post" id="hsForm_8f1c2a3b">
<label>First name <input type="text" name="firstname" autocomplete="given-name"></label>
<label>Email <input type="email" name="email" autocomplete="email" required></label>
<label>Order number <input type="text" name="order_number"></label>
<label>Message <textarea name="message" rows="4"></textarea></label>
<button class="button" type="submit">Send</button></form></section>`,
          ),
        ),
      },
      {
        method: 'GET',
        path: '/account',
        handle: html(
          shopPage(
            'My account',
            `<section class="hero"><h1>Sign in</h1><form action="/account" method="post"><label>Email <input type="email" name="email"></label><label>Password <input type="password" name="password"></label><button class="button">Sign in</button></form></section>`,
          ),
        ),
      },
      {
        method: 'GET',
        path: /^\/(shop|shop\/sale|about|shipping|blog)$/,
        handle: (req, res) =>
          send(
            res,
            200,
            'html',
            shopPage(
              req.path.slice(1),
              `<section class="hero"><h1>${req.path.slice(1)}</h1><p>Boots, care kits and resoling.</p></section>`,
            ),
          ),
      },
      {
        method: 'GET',
        path: /^\/blog\/[a-z-]+-\d+$/,
        handle: (req, res) =>
          send(
            res,
            200,
            'html',
            shopPage(
              'Journal',
              `<article class="hero"><h1>${req.path.slice(6)}</h1><p>Notes from the workshop.</p></article>`,
            ),
          ),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(SHOP.name, SHOP.accent, [
          'We keep your cookie choice in <code>site_consent</code>. Analytics runs only with your consent.',
        ]),
      },
    ],
    notFoundPage(SHOP.name, SHOP.accent),
  ),
};

// ---------------------------------------------------------------------------------------------------

const SPA = { name: 'Ledgerly', hostname: 'crawl-spa.example', accent: '#4f46e5' };
const SPA_ROUTER = `<script>(function () {
  var views = {
    '/': '<section class="hero"><h1>Invoicing that reconciles itself</h1><p>Connect your bank, send invoices, get paid.</p><button class="button" onclick="ledgerly.go(\\'/signup\\')">Start free trial</button> <button class="button" onclick="ledgerly.go(\\'/pricing\\')">See plans</button></section>',
    '/features': '<section class="hero"><h1>Features</h1><p>Bank feeds, recurring invoices, reminders.</p></section>',
    '/pricing': '<section class="hero"><h1>Pricing</h1><p>Starter €9, Team €29, Scale €79 per month.</p><button class="button" onclick="ledgerly.go(\\'/signup\\')">Choose Team</button></section>',
    '/customers': '<section class="hero"><h1>Customers</h1><p>4,000 small businesses.</p></section>',
    '/signup': '<section class="hero"><h1>Start your trial</h1><form onsubmit="return false"><label>Work email <input type="email" name="email"></label><button class="button">Create account</button></form></section>'
  };
  var replayLoaded = false;
  function loadReplay() {
    if (replayLoaded) return;
    replayLoaded = true;
    (function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window, document, "clarity", "script", "lgrpricing1");
  }
  function render() {
    var path = location.pathname;
    document.getElementById('app').innerHTML = views[path] || '<section class="hero"><h1>Not found</h1></section>';
    document.title = (path === '/' ? 'Home' : path.slice(1)) + ' – Ledgerly';
    // The growth team records the pricing page to see where visitors hesitate.
    if (path === '/pricing') loadReplay();
  }
  window.ledgerly = { go: function (path) { history.pushState({}, '', path); render(); } };
  document.addEventListener('click', function (event) {
    var a = event.target.closest('a[data-router-link]');
    if (!a || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    window.ledgerly.go(a.getAttribute('href'));
  });
  window.addEventListener('popstate', render);
  var nav = document.getElementById('app-nav');
  nav.innerHTML = ['/features', '/pricing', '/customers'].map(function (p) { return '<a data-router-link href="' + p + '">' + p.charAt(1).toUpperCase() + p.slice(2) + '</a>'; }).join('') +
    '<button class="button" onclick="ledgerly.go(\\'/signup\\')">Sign up</button>';
  render();
})();</script>`;
const spaShell = htmlPage({
  siteName: SPA.name,
  accent: SPA.accent,
  title: 'Ledgerly',
  main: `<nav class="sub-nav" id="app-nav" aria-label="Product"></nav><div id="app"></div>`,
  end: `${SPA_ROUTER}\n${BANNER_END}`,
});

/**
 * b) A single-page app: the server answers every route with the same shell, a client-side router renders
 * the view and turns `<a data-router-link href>` clicks into history.pushState; "Sign up", "Start free
 * trial" and "See plans" are buttons with onclick navigation. The pricing view loads Microsoft Clarity
 * (session replay) without asking, on a direct load as after a client-side navigation.
 * Right answer: session_recording before consent (clarity.ms), attributed to /pricing (reached through
 * its real href); nothing on the home page itself.
 */
export const crawlSpa: FixtureHost = {
  name: SPA.name,
  kind: 'site',
  hostnames: [SPA.hostname],
  handle: router(
    [
      ...sharedAssetRoutes(SPA.accent),
      ...BANNER_ROUTES,
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(SPA.name, SPA.accent, [
          'We keep your cookie choice in <code>site_consent</code>.',
        ]),
      },
      {
        method: 'GET',
        path: /^\/(features|pricing|customers|signup)?$/,
        handle: html(spaShell),
      },
    ],
    notFoundPage(SPA.name, SPA.accent),
  ),
};

// ---------------------------------------------------------------------------------------------------

const TRAPS = { name: 'Harbour Hall', hostname: 'crawl-traps.example', accent: '#b45309' };
const MONTHS = ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'];
const trapsPage = (title: string, main: string, lang = 'en') =>
  htmlPage({
    siteName: TRAPS.name,
    accent: TRAPS.accent,
    title,
    lang,
    head: gtagSnippet('G-HARBOUR01', { category: 'analytics' }),
    main: `<nav class="sub-nav" aria-label="Venue"><a href="/${lang === 'de' ? 'de/' : ''}events?month=2026-11">What's on</a><a href="/${lang === 'de' ? 'de/' : ''}visit">Visit</a><a href="/${lang === 'de' ? 'de/' : ''}hire">Hire the hall</a><a href="/${lang === 'de' ? 'de/' : ''}contact">Contact</a>
<a href="/${lang === 'de' ? '' : 'de/'}" hreflang="${lang === 'de' ? 'en' : 'de'}" lang="${lang === 'de' ? 'en' : 'de'}">${lang === 'de' ? 'English' : 'Deutsch'}</a>
<a href="/account">My tickets</a><a href="/logout">Sign out</a></nav>\n${main}`,
    end: BANNER_END,
  });
const calendar = (month: string) => {
  const i = Math.max(0, MONTHS.indexOf(month));
  const prev = MONTHS[i - 1] ?? '2026-09';
  const next = MONTHS[i + 1] ?? '2027-04';
  return `<section class="card"><h2>Calendar: ${month}</h2>
<p><a href="/events?month=${prev}" rel="prev">« Previous month</a> · <a href="/events?month=${next}" rel="next">Next month »</a></p>
<ul>${[3, 10, 17, 24].map((d) => `<li><a href="/events?day=${month}-${String(d).padStart(2, '0')}">${month}-${d}: Sunday concert</a></li>`).join('')}</ul></section>`;
};

/**
 * c) A concert hall full of links a crawler must not follow: "Sign out" (/logout), "Clear basket"
 * (/cart/clear?all=1), mailto: and tel:, the box office on another site, the brochure (/brochure.pdf),
 * an events calendar with endless ?month= (and ?day=) pages, and a language switcher to /de/ that
 * repeats every page.
 * Right answer: none of /logout, /cart/clear, /brochure.pdf or the other site requested; at most one
 * calendar page; no /de/ copy while distinct English pages (contact, privacy, visit, hire) are left.
 */
export const crawlTraps: FixtureHost = {
  name: TRAPS.name,
  kind: 'site',
  hostnames: [TRAPS.hostname],
  handle: router(
    [
      ...sharedAssetRoutes(TRAPS.accent),
      ...BANNER_ROUTES,
      {
        method: 'GET',
        path: /^\/(de\/)?$/,
        handle: (req, res) => {
          const de = req.path.startsWith('/de');
          send(
            res,
            200,
            'html',
            trapsPage(
              de ? 'Startseite' : 'Home',
              `<section class="hero"><h1>${de ? 'Musik am Hafen' : 'Music by the harbour'}</h1>
<p>Box office: <a href="tel:+441632960123">01632 960123</a> · <a href="mailto:tickets@harbourhall.example">tickets@harbourhall.example</a></p>
<p><a class="button" href="https://tickets.boxoffice-partner.example/harbour-hall">Buy tickets</a> <a href="/brochure.pdf">Season brochure (PDF, 4 MB)</a></p>
<p>Basket: 2 tickets · <a href="/cart/clear?all=1">Clear basket</a></p></section>
${calendar('2026-11')}`,
              de ? 'de' : 'en',
            ),
          );
        },
      },
      {
        method: 'GET',
        path: /^\/(de\/)?(events|visit|hire|contact)$/,
        handle: (req, res) => {
          const de = req.path.startsWith('/de');
          const page = req.path.replace(/^\/(de\/)?/, '');
          const month = req.url.searchParams.get('month') ?? '2026-11';
          send(
            res,
            200,
            'html',
            trapsPage(
              page,
              page === 'events'
                ? calendar(month)
                : page === 'contact'
                  ? `<section class="hero"><h1>Contact</h1><form action="/contact" method="post"><label>Email <input type="email" name="email"></label><label>Message <textarea name="message"></textarea></label><button class="button">Send</button></form></section>`
                  : `<section class="hero"><h1>${page}</h1><p>Harbour Hall, Quay Street.</p></section>`,
              de ? 'de' : 'en',
            ),
          );
        },
      },
      {
        method: 'GET',
        path: /^\/(logout|cart\/clear|brochure\.pdf|account)$/,
        handle: (_req, res) => {
          setCookie(res, 'hh_session=; Path=/; Max-Age=0; Secure; HttpOnly');
          redirect(res, '/');
        },
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(TRAPS.name, TRAPS.accent, [
          'We keep your cookie choice in <code>site_consent</code>.',
        ]),
      },
    ],
    notFoundPage(TRAPS.name, TRAPS.accent),
  ),
};

// ---------------------------------------------------------------------------------------------------

const WALL = { name: 'Crewboard', hostname: 'crawl-login-wall.example', accent: '#be123c' };
const wallPage = (title: string, main: string) =>
  htmlPage({
    siteName: WALL.name,
    accent: WALL.accent,
    title,
    main: `<nav class="sub-nav" aria-label="App"><a href="/dashboard">Dashboard</a><a href="/rota">Rota</a><a href="/timesheets">Timesheets</a><a href="/settings">Settings</a><a href="/help">Help</a></nav>\n${main}`,
  });

/**
 * d) A staff-rota app: a public landing page, and every other page (the privacy page included)
 * redirects to /login?next=<page> (a login wall). The login page sets the framework's own cookies
 * (`XSRF-TOKEN` and `crewboard_session`, 2 hours, as Laravel does). No banner, no third party.
 * Right answer: no finding blaming the login page's session or CSRF cookie as tracking; a note that
 * the inner pages could not be visited (they all ended on the login page).
 */
export const crawlLoginWall: FixtureHost = {
  name: WALL.name,
  kind: 'site',
  hostnames: [WALL.hostname],
  handle: router(
    [
      ...sharedAssetRoutes(WALL.accent),
      {
        method: 'GET',
        path: '/',
        handle: html(
          wallPage(
            'Home',
            `<section class="hero"><h1>Rotas your crew can read</h1><p>Shifts, swaps and timesheets in one place.</p><a class="button" href="/login">Sign in</a></section>`,
          ),
        ),
      },
      {
        method: 'GET',
        path: '/login',
        handle: (_req, res) => {
          const token = Math.random().toString(36).slice(2).padEnd(40, 'x');
          setCookie(res, `XSRF-TOKEN=${token}; Path=/; Max-Age=7200; Secure; SameSite=Lax`);
          setCookie(
            res,
            `crewboard_session=${token.split('').reverse().join('')}; Path=/; Max-Age=7200; Secure; HttpOnly; SameSite=Lax`,
          );
          send(
            res,
            200,
            'html',
            wallPage(
              'Sign in',
              `<section class="hero"><h1>Sign in</h1><form action="/login" method="post"><input type="hidden" name="_token" value="${token}"><label>Email <input type="email" name="email" autocomplete="username"></label><label>Password <input type="password" name="password" autocomplete="current-password"></label><button class="button">Sign in</button></form></section>`,
            ),
          );
        },
      },
      {
        method: 'GET',
        path: /^\/(?!login$).+/,
        handle: (req, res) => redirect(res, `/login?next=${encodeURIComponent(req.path)}`),
      },
    ],
    notFoundPage(WALL.name, WALL.accent),
  ),
};

export const CRAWL_PROBE_SITES: readonly FixtureHost[] = [
  crawlShop,
  crawlSpa,
  crawlTraps,
  crawlLoginWall,
];
