import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { send, setCookie } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { htmlPage, notFoundPage, privacyPage, sharedAssetRoutes } from './page.ts';
import { googleFontsLink, plausibleSnippet } from './tag-snippets.ts';

const NAME = 'Clean Shop';
const HOSTNAME = 'clean-shop.example';
const ACCENT = '#2f7d4f';

const PRODUCTS = [
  { name: 'Linen tea towel', price: '€12.00', text: 'Stone-washed linen, woven in Portugal.' },
  { name: 'Ceramic mug', price: '€18.50', text: 'Hand-glazed stoneware, 350 ml.' },
  {
    name: 'Beeswax wraps',
    price: '€9.90',
    text: 'A set of three, for a kitchen without cling film.',
  },
];

/** The shop's own session: first-party, set by HTTP, HttpOnly, no expiry. Strictly necessary. */
function ensureSession(req: FixtureRequest, res: ServerResponse): void {
  if (req.cookies.has('sessionid')) return;
  const secure = req.scheme === 'https' ? '; Secure' : '';
  setCookie(
    res,
    `sessionid=${randomBytes(16).toString('hex')}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  );
}

function home(req: FixtureRequest, res: ServerResponse): void {
  ensureSession(req, res);
  const cards = PRODUCTS.map(
    (
      p,
    ) => `<article class="card"><div class="swatch"></div><h3>${p.name}</h3><p>${p.text}</p><p class="price">${p.price}</p>
<button class="button" type="button">Add to basket</button></article>`,
  ).join('\n');
  send(
    res,
    200,
    'html',
    htmlPage({
      siteName: NAME,
      accent: ACCENT,
      title: 'Home',
      head: `${googleFontsLink('Inter:wght@400;700')}
<style>body { font-family: 'Inter', system-ui, sans-serif; }</style>
${plausibleSnippet(HOSTNAME)}`,
      main: `<section class="hero"><h1>Good things for everyday kitchens</h1>
<p>Small-batch goods from makers we know. No tracking: we count visits with cookieless analytics and keep only the session cookie your basket needs.</p></section>
<section class="grid">${cards}</section>`,
    }),
  );
}

/**
 * A site that must produce no tracking finding: a first-party HttpOnly session cookie, Google Fonts
 * (a CDN) and Plausible (cookieless analytics). No banner, because nothing needs consent.
 */
export const cleanShop: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      { method: 'GET', path: '/', handle: home },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'We set one cookie, <code>sessionid</code>, to keep your basket while you shop. It expires when you close the browser.',
          'We count visits with Plausible Analytics, which sets no cookies and stores no personal data.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
