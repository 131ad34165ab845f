import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../../src/cli/demo-web/fixture-host.ts';
import { redirect, send, sendNoContent } from '../../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../../src/cli/demo-web/http/router.ts';
import {
  CORE_JS,
  jsRoute,
  LIBRARIES,
  once,
  scriptWithLibraries,
  staticScript,
  type JsSource,
} from '../../js-bundles.ts';
import {
  realisticPage,
  REALISTIC_CSS,
  type NavItem,
  type PageChrome,
  type SiteIdentity,
} from './layout.ts';

/**
 * Builds a realistic-tier site from its description: home, about, a catalogue (products or
 * articles) with detail pages, contact, privacy and any extra pages, all with the same chrome and
 * the same tags on every page view; plus the site's own assets (stylesheet, images, application
 * bundle), its first-party endpoints (RUM beacons, live-update long-poll, newsletter, search) and
 * robots.txt.
 */
export interface CatalogueItem {
  slug: string;
  title: string;
  summary: string;
  /** Price or byline shown under the title. */
  meta: string;
}

export interface ExtraPage {
  path: string;
  title: string;
  main: string;
  /** Leave the page out of the main navigation. */
  hidden?: boolean;
  navLabel?: string;
}

export interface RealisticSiteSpec {
  identity: SiteIdentity;
  catalogue: {
    path: string;
    navLabel: string;
    heading: string;
    items: readonly CatalogueItem[];
    cta: string;
  };
  /**
   * Tags on every page view (the path lets a site vary them per page; the request, a site that
   * renders them from its own cookies — then `perRequest` must be set).
   */
  head(path: string, req?: FixtureRequest): string;
  end(path: string, req?: FixtureRequest): string;
  /** Render each page per request instead of once (pages that depend on the request's cookies). */
  perRequest?: boolean;
  home: { heading: string; text: string; extra?: string };
  about: readonly string[];
  contact: { intro: string; action: string };
  privacy: readonly string[];
  pages?: readonly ExtraPage[];
  routes?: readonly Route[];
  headerLinks?: string;
  legalLinks?: string;
  /** Pages of the site long-poll /api/live. */
  liveUpdates?: boolean;
  /** core-js polyfills in front of the application bundle (~270 KB more). */
  polyfills?: boolean;
  robots?: string;
}

export const APP_BUNDLE_PATH = '/assets/js/app.3f9c2e71.js';
/** How long /api/live holds a long-poll before answering. */
export const LIVE_POLL_HOLD_MS = 20_000;

const TESTIMONIALS = [
  'Fast delivery and friendly help when I needed to change my order.',
  'Exactly as described, and the returns were painless.',
  'I have recommended them to everyone at work.',
  'Great quality for the price; will buy again.',
];

const esc = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(slug: string): number {
  let h = 0;
  for (const char of slug) h = (h * 31 + char.charCodeAt(0)) % 360;
  return h;
}

/** A product or article image as SVG. */
function itemImage(slug: string): string {
  const h = hue(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 55% 62%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 45% 30%)"/></linearGradient></defs><rect width="480" height="360" fill="url(#g)"/><circle cx="360" cy="110" r="54" fill="hsl(${h} 70% 85%)" opacity="0.7"/><path d="M0 300 L140 190 L240 260 L330 200 L480 300 L480 360 L0 360 Z" fill="hsl(${h} 35% 20%)" opacity="0.6"/></svg>`;
}

function itemCard(item: CatalogueItem, basePath: string, index: number): string {
  const image =
    index < 8
      ? `src="/images/${item.slug}.svg"`
      : `src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/images/${item.slug}.svg"`;
  return `<li class="card"><a href="${basePath}/${item.slug}"><img ${image} alt="${esc(item.title)}" width="480" height="360"></a>
<h3><a href="${basePath}/${item.slug}">${esc(item.title)}</a></h3><p class="meta">${esc(item.meta)}</p><p>${esc(item.summary)}</p>
<p><span class="badge">${index % 3 === 0 ? 'New' : index % 3 === 1 ? 'Popular' : 'Staff pick'}</span> <a class="button secondary" href="#" data-add-to-cart="${item.slug}">Save</a></p></li>`;
}

export function realisticSite(spec: RealisticSiteSpec): FixtureHost {
  const { identity, catalogue } = spec;
  const nav: NavItem[] = [
    { path: '/', label: 'Home' },
    { path: catalogue.path, label: catalogue.navLabel },
    ...(spec.pages ?? [])
      .filter((page) => !page.hidden)
      .map((page) => ({ path: page.path, label: page.navLabel ?? page.title })),
    { path: '/about', label: 'About' },
    { path: '/contact', label: 'Contact' },
    { path: '/privacy', label: 'Privacy' },
  ];
  const chrome: PageChrome = {
    site: identity,
    nav,
    headerLinks: `${spec.headerLinks ?? ''}<a class="cart-link" href="${catalogue.path}">Saved <span class="cart-count">0</span></a>`,
    ...(spec.legalLinks ? { legalLinks: spec.legalLinks } : {}),
    ...(spec.liveUpdates ? { bodyAttributes: 'data-live-updates' } : {}),
  };
  const appScript = `<script defer src="${APP_BUNDLE_PATH}"></script>`;

  function page(path: string, title: string, main: string, req?: FixtureRequest): string {
    return realisticPage(chrome, {
      path,
      title,
      head: spec.head(path, req),
      main,
      end: `${appScript}\n${spec.end(path, req)}`,
    });
  }
  const htmlRoute = (path: string, title: string, main: () => string): Route => {
    let html: string | null = null;
    return {
      method: 'GET',
      path,
      handle: (req, res) =>
        send(
          res,
          200,
          'html',
          spec.perRequest ? page(path, title, main(), req) : (html ??= page(path, title, main())),
        ),
    };
  };

  const grid = (items: readonly CatalogueItem[]) =>
    `<ul class="grid">${items.map((item, i) => itemCard(item, catalogue.path, i)).join('\n')}</ul>`;
  const homeMain =
    () => `<section class="hero"><div><h1>${esc(spec.home.heading)}</h1><p>${esc(spec.home.text)}</p>
<p><a class="button" href="${catalogue.path}">${esc(catalogue.cta)}</a> <a class="button secondary" href="/about">Our story</a></p>
<p class="live-ticker" aria-live="polite"></p></div><img src="/images/hero-${identity.hostname.split('.')[0]}.svg" alt="" width="480" height="360"></section>
<section class="band"><div><h3>Free returns</h3><p>30 days, no questions asked.</p></div><div><h3>Expert advice</h3><p>Talk to our team seven days a week.</p></div><div><h3>Secure checkout</h3><p>All major cards and wallets.</p></div></section>
<h2>${esc(catalogue.heading)}</h2>
${grid(catalogue.items)}
${spec.home.extra ?? ''}
<section class="carousel" aria-label="What customers say">${TESTIMONIALS.map((quote, i) => `<blockquote${i === 0 ? '' : ' hidden'}><p>“${quote}”</p><footer>— Verified customer</footer></blockquote>`).join('')}</section>`;

  const itemRoutes: Route[] = catalogue.items.map((item) =>
    htmlRoute(
      `${catalogue.path}/${item.slug}`,
      item.title,
      () =>
        `<article class="article"><p class="meta"><a href="${catalogue.path}">${esc(catalogue.navLabel)}</a> › ${esc(item.title)}</p>
<img src="/images/${item.slug}.svg" alt="${esc(item.title)}" width="480" height="360"><h1>${esc(item.title)}</h1><p class="meta">${esc(item.meta)}</p>
<p>${esc(item.summary)}</p><p>Every piece is checked by our team before it leaves us, and we answer questions within a day.</p>
<p><a class="button" href="#" data-add-to-cart="${item.slug}">Save for later</a></p></article>
<h2>You may also like</h2>${grid(catalogue.items.filter((other) => other.slug !== item.slug).slice(0, 4))}`,
    ),
  );

  const contactMain =
    () => `<section class="article"><h1>Contact us</h1><p>${esc(spec.contact.intro)}</p>
<form class="stack" id="contact-form" action="${spec.contact.action}" method="post">
  <label>Full name <input type="text" name="firstname" autocomplete="name" required></label>
  <label>Email <input type="email" name="email" autocomplete="email" required></label>
  <label>Phone <input type="tel" name="phone" autocomplete="tel"></label>
  <label>Topic <select name="topic"><option>An order</option><option>A product</option><option>Something else</option></select></label>
  <label>Message <textarea name="message" rows="5" required></textarea></label>
  <label><input type="checkbox" name="privacy_ack" required> I have read the <a href="/privacy">privacy policy</a></label>
  <button class="button" type="submit">Send message</button>
</form></section>`;

  const aboutMain =
    () => `<section class="article"><h1>About ${esc(identity.name)}</h1>${spec.about.map((p) => `<p>${p}</p>`).join('\n')}
<h2 id="delivery">Delivery</h2><p>Orders placed before 2 pm leave the same day.</p><h2 id="imprint">Imprint</h2><p>${esc(identity.name)}, 12 Harbour Street. Registered office; VAT no. on request.</p></section>`;
  const privacyMain =
    () => `<section class="article"><h1>Privacy policy</h1>${spec.privacy.map((p) => `<p>${p}</p>`).join('\n')}
<p>You can contact our data protection officer through the <a href="/contact">contact page</a>.</p></section>`;

  const app: JsSource = (() => {
    const bundle = scriptWithLibraries(
      `${identity.name} application bundle`,
      { jQuery: LIBRARIES.jquery },
      staticScript('sites', 'realistic-app.js'),
    );
    return spec.polyfills ? once(async () => `${await CORE_JS()}\n${await bundle()}`) : bundle;
  })();

  const robots =
    spec.robots ?? `User-agent: *\nAllow: /\n\nSitemap: https://${identity.hostname}/sitemap.xml\n`;

  function livePoll(_req: FixtureRequest, res: ServerResponse): void {
    const timer = setTimeout(
      () => send(res, 200, 'json', JSON.stringify({ at: Date.now(), headline: null })),
      LIVE_POLL_HOLD_MS,
    );
    res.once('close', () => clearTimeout(timer));
  }

  const routes: Route[] = [
    // The site's own routes first: they may replace a default page.
    ...(spec.routes ?? []),
    {
      method: 'GET',
      path: '/assets/css/site.css',
      handle: (_req, res) => send(res, 200, 'css', REALISTIC_CSS),
    },
    {
      method: 'GET',
      path: '/favicon.ico',
      handle: (_req, res) =>
        send(
          res,
          200,
          'svg',
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${identity.accent}"/></svg>`,
        ),
    },
    {
      method: 'GET',
      path: /^\/images\/[\w-]+\.svg$/,
      handle: (req, res) => send(res, 200, 'svg', itemImage(req.path.slice(8, -4))),
    },
    jsRoute(APP_BUNDLE_PATH, app),
    { method: 'GET', path: '/robots.txt', handle: (_req, res) => send(res, 200, 'text', robots) },
    { method: 'POST', path: '/rum', handle: (_req, res) => sendNoContent(res) },
    { method: 'GET', path: '/api/live', handle: livePoll },
    {
      method: 'POST',
      path: '/newsletter',
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          page(
            '/newsletter',
            'Thank you',
            '<section class="article"><h1>Thank you</h1><p>Please confirm your address from the email we sent.</p></section>',
          ),
        ),
    },
    {
      method: 'POST',
      path: '/contact',
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          page(
            '/contact',
            'Message sent',
            '<section class="article"><h1>Thank you</h1><p>We will answer within one working day.</p></section>',
          ),
        ),
    },
    {
      method: 'GET',
      path: '/search',
      handle: (_req, res) =>
        send(
          res,
          200,
          'html',
          page('/search', 'Search', `<h1>Search results</h1>${grid(catalogue.items.slice(0, 4))}`),
        ),
    },
    { method: 'GET', path: '/logout', handle: (_req, res) => redirect(res, '/') },
    htmlRoute('/', 'Home', homeMain),
    htmlRoute(
      catalogue.path,
      catalogue.heading,
      () => `<h1>${esc(catalogue.heading)}</h1>${grid(catalogue.items)}`,
    ),
    ...itemRoutes,
    htmlRoute('/about', 'About us', aboutMain),
    htmlRoute('/contact', 'Contact', contactMain),
    htmlRoute('/privacy', 'Privacy policy', privacyMain),
    ...(spec.pages ?? []).map((extra) => htmlRoute(extra.path, extra.title, () => extra.main)),
  ];

  const notFound = (req: FixtureRequest, res: ServerResponse) =>
    send(
      res,
      404,
      'html',
      page(
        req.path,
        'Page not found',
        `<section class="article"><h1>Page not found</h1><p>There is nothing at <code>${esc(req.path)}</code>.</p></section>`,
      ),
    );

  return {
    name: identity.name,
    kind: 'site',
    hostnames: [identity.hostname],
    handle: router(routes, notFound),
  };
}
