import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { redirect, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import {
  setFirstVisitCookies,
  shopifyStorefrontRoutes,
  type ShopifyPrivacySettings,
} from '../vendors/shopify.ts';

/** The tags the Shopify stores' apps install (GA4 via Google & YouTube, Meta via Facebook & Instagram). */
export const CMP_SHOPIFY_TAGS = {
  decline: { ga4: 'G-SHOPDCL001', metaPixel: '5120938475610001' },
  manage: { ga4: 'G-SHOPMNG002', metaPixel: '5120938475610002' },
  themePixel: { ga4: 'G-SHOPTHM003', metaPixel: '5120938475610003' },
} as const;

interface Product {
  handle: string;
  title: string;
  price: string;
  text: string;
}

interface ShopifyStore {
  name: string;
  hostname: string;
  accent: string;
  tagline: string;
  privacy: ShopifyPrivacySettings;
  /** The banner's first layer: Manage preferences + Decline + Accept, or Manage preferences + Accept. */
  layout: 'decline' | 'granular';
  tags: { ga4: string; metaPixel: string };
  /** Markup the theme itself carries in <head> (theme.liquid), outside Shopify's consent handling. */
  themeHead?: string;
  products: readonly Product[];
}

/** The `Shopify` global as `content_for_header` defines it, with `loadFeatures` for the privacy API. */
function shopifyGlobal(store: ShopifyStore): string {
  const handle = store.hostname.split('.')[0];
  return `<script>
window.Shopify = window.Shopify || {};
Shopify.shop = '${handle}.myshopify.com';
Shopify.locale = 'en';
Shopify.currency = { active: 'EUR', rate: '1.0' };
Shopify.privacyBanner = { layout: '${store.layout}' };
Shopify.loadFeatures = function (features, callback) {
  if (window.Shopify.customerPrivacy) { callback(null); return; }
  var queue = (Shopify.__featureCallbacks = Shopify.__featureCallbacks || []);
  queue.push(callback);
  if (queue.length > 1) return;
  var script = document.createElement('script');
  script.src = '/cdn/shopifycloud/consent-tracking-api/v0.1/consent-tracking-api.js';
  script.onload = function () { queue.splice(0).forEach(function (cb) { cb(null); }); };
  script.onerror = function () { queue.splice(0).forEach(function (cb) { cb(new Error('consent-tracking-api failed to load')); }); };
  document.head.appendChild(script);
};
</script>`;
}

function storeHead(store: ShopifyStore): string {
  return `${shopifyGlobal(store)}
<script src="/cdn/shop/t/7/assets/global.js" defer></script>
<script src="/cdn/shopifycloud/privacy-banner/storefront-banner.js" async></script>
<script src="/cdn/wpm/web-pixels-manager.js" data-ga4="${store.tags.ga4}" data-meta-pixel="${store.tags.metaPixel}" async></script>
${store.themeHead ?? ''}`;
}

const NAV = `<p class="store-nav"><a href="/collections/all">Shop all</a> · <a href="/pages/contact">Contact</a> · <a href="/policies/privacy-policy">Privacy policy</a></p>`;

function storePage(store: ShopifyStore, title: string, main: string): string {
  return htmlPage({
    siteName: store.name,
    accent: store.accent,
    title,
    head: storeHead(store),
    main: `${NAV}\n${main}`,
  });
}

function storePages(store: ShopifyStore): Record<string, string> {
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: store.name,
      accent: store.accent,
      title,
      head: storeHead(store),
      main: `${NAV}\n${main}`,
    });
  const grid = `<section class="grid">${store.products
    .map(
      (p) =>
        `<article class="card"><div class="swatch"></div><h3><a href="/products/${p.handle}">${p.title}</a></h3><p class="price">${p.price}</p></article>`,
    )
    .join('\n')}</section>`;
  const pages: Record<string, string> = {
    '/': page(
      'Home',
      `<section class="hero"><h1>${store.name}</h1><p>${store.tagline}</p><p><a class="button" href="/collections/all">Shop now</a></p></section>\n${grid}`,
    ),
    '/collections/all': page(
      'All products',
      `<section class="hero"><h1>All products</h1></section>\n${grid}`,
    ),
    '/pages/contact': page(
      'Contact',
      `<section class="hero"><h1>Contact us</h1><form method="post" action="/contact#contact_form" id="contact_form">
<p><label>Name <input name="contact[name]" autocomplete="name"></label></p>
<p><label>Email <input type="email" name="contact[email]" autocomplete="email" required></label></p>
<p><label>Message <textarea name="contact[body]"></textarea></label></p>
<p><button class="button" type="submit">Send</button></p></form></section>`,
    ),
    '/policies/privacy-policy': page(
      'Privacy policy',
      `<section class="hero"><h1>Privacy policy</h1><p>${store.name} runs on Shopify. Your cookie choice is kept in the <code>_tracking_consent</code> cookie; our apps' pixels (Google Analytics, Meta) run only if you allow analytics or marketing.</p></section>`,
    ),
  };
  for (const p of store.products)
    pages[`/products/${p.handle}`] = page(
      p.title,
      `<section class="hero"><h1>${p.title}</h1><p class="price">${p.price}</p><p>${p.text}</p>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="${p.handle}"><label>Quantity <input type="number" name="quantity" value="1" min="1"></label> <button class="button" type="submit" data-add-to-cart>Add to cart</button></form></section>`,
    );
  return pages;
}

/** A Shopify Online Store 2.0 storefront: its pages, Shopify's privacy banner and the apps' pixels. */
function shopifyStore(store: ShopifyStore): FixtureHost {
  const pages = storePages(store);
  const routes: Route[] = Object.entries(pages).map(([path, html]) => ({
    method: 'GET',
    path,
    handle: (req: FixtureRequest, res: ServerResponse) => {
      setFirstVisitCookies(req, res, store.privacy);
      send(res, 200, 'html', html);
    },
  }));
  // Shopify renders its 404 page in the theme, with the theme's and the apps' scripts.
  const notFound = (req: FixtureRequest, res: ServerResponse) => {
    setFirstVisitCookies(req, res, store.privacy);
    send(
      res,
      404,
      'html',
      storePage(
        store,
        'Page not found',
        '<section class="hero"><h1>404 Page Not Found</h1><p>The page you were looking for does not exist.</p></section>',
      ),
    );
  };
  return {
    name: store.name,
    kind: 'site',
    hostnames: [store.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(store.accent),
        ...routes,
        // The theme's "Privacy" link (the shared chrome) goes to Shopify's policy page.
        {
          method: 'GET',
          path: '/privacy',
          handle: (_req, res) => redirect(res, '/policies/privacy-policy', 301),
        },
        ...shopifyStorefrontRoutes(store.privacy),
      ],
      notFound,
    ),
  };
}

/**
 * A German candle shop on Shopify with the built-in banner as Shopify sets it up for the EU:
 * "Manage preferences", "Decline" and "Accept" on the first layer. `_tracking_consent` (v3) is set on
 * the first response with nothing answered; the apps' GA4 and Meta pixel wait for the answer.
 */
export const shopifyDecline = shopifyStore({
  name: 'Alder & Ash Candles',
  hostname: 'shopify-decline.example',
  accent: '#7c5c3b',
  tagline: 'Hand-poured soy candles from Berlin-Neukölln.',
  privacy: { region: 'DEBE', format: 'v3' },
  layout: 'decline',
  tags: CMP_SHOPIFY_TAGS.decline,
  products: [
    {
      handle: 'cedar-smoke-candle',
      title: 'Cedar smoke candle',
      price: '€ 28,00',
      text: '220 g, 45 hours.',
    },
    {
      handle: 'fig-leaf-candle',
      title: 'Fig leaf candle',
      price: '€ 28,00',
      text: '220 g, 45 hours.',
    },
    {
      handle: 'travel-tin-trio',
      title: 'Travel tin trio',
      price: '€ 24,00',
      text: 'Three 70 g tins.',
    },
  ],
});

/**
 * A French tea shop whose banner shows only "Manage preferences" and "Accept": declining takes the
 * preferences dialog ("Decline all"). Same gating as above.
 */
export const shopifyManage = shopifyStore({
  name: 'Tidewater Tea Co.',
  hostname: 'shopify-manage.example',
  accent: '#2f6f62',
  tagline: 'Single-estate teas, blended in Nantes.',
  privacy: { region: 'FRPDL', format: 'v3' },
  layout: 'granular',
  tags: CMP_SHOPIFY_TAGS.manage,
  products: [
    {
      handle: 'darjeeling-first-flush',
      title: 'Darjeeling first flush',
      price: '€ 16,50',
      text: '100 g loose leaf.',
    },
    {
      handle: 'sencha-kabuse',
      title: 'Sencha kabuse',
      price: '€ 14,00',
      text: '100 g loose leaf.',
    },
  ],
});

/**
 * A Dutch cycling-apparel store on an older theme: `_tracking_consent` in the v2.1 JSON form, the
 * banner with Decline, the apps' pixels gated — but theme.liquid also carries a Meta pixel pasted by
 * an agency years ago, which fires on every page whatever the visitor chose.
 */
export const shopifyThemePixel = shopifyStore({
  name: 'Copperline Cycling Apparel',
  hostname: 'shopify-theme-pixel.example',
  accent: '#b45309',
  tagline: 'Merino jerseys and bibs, made in Porto, shipped from Utrecht.',
  privacy: { region: 'NLUT', format: 'v2.1' },
  layout: 'decline',
  tags: CMP_SHOPIFY_TAGS.themePixel,
  themeHead: metaPixelSnippet(CMP_SHOPIFY_TAGS.themePixel.metaPixel),
  products: [
    {
      handle: 'merino-jersey',
      title: 'Merino jersey',
      price: '€ 119,00',
      text: 'Short sleeve, 17.5 micron.',
    },
    {
      handle: 'winter-bib-tights',
      title: 'Winter bib tights',
      price: '€ 149,00',
      text: 'Brushed Roubaix fabric.',
    },
  ],
});

export const SHOPIFY_SITES: readonly FixtureHost[] = [
  shopifyDecline,
  shopifyManage,
  shopifyThemePixel,
];
