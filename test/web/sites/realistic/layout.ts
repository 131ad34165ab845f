/**
 * The page chrome of the realistic tier: a header with the main navigation and a mega menu, a
 * footer with link columns and a newsletter box — the few hundred DOM nodes real pages have around
 * their content. Every page of a realistic site is built with `realisticPage`.
 */
export interface NavItem {
  path: string;
  label: string;
}

export interface SiteIdentity {
  name: string;
  hostname: string;
  accent: string;
  tagline: string;
  /** A promotion bar above the header (shops). */
  promo?: string;
  lang?: string;
}

export interface PageChrome {
  site: SiteIdentity;
  nav: readonly NavItem[];
  /** Extra links at the right of the header (account, sign out…). */
  headerLinks?: string;
  /** Extra links in the footer's legal line (privacy choices…). */
  legalLinks?: string;
  /** Attributes of <body>, e.g. data-live-updates. */
  bodyAttributes?: string;
}

export interface PageParts {
  title: string;
  path: string;
  /** Tags and links at the end of <head>. */
  head: string;
  main: string;
  /** Scripts at the end of <body>. */
  end: string;
}

const esc = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

const FOOTER_COLUMNS: readonly { title: string; links: readonly string[] }[] = [
  {
    title: 'Help',
    links: ['Delivery', 'Returns', 'Order status', 'Payment options', 'Size guide', 'FAQ'],
  },
  {
    title: 'Company',
    links: ['About us', 'Careers', 'Press', 'Sustainability', 'Affiliates', 'Gift cards'],
  },
  {
    title: 'Community',
    links: ['Blog', 'Events', 'Newsletter', 'Ambassadors', 'Reviews', 'Stores'],
  },
];

function megaMenu(nav: readonly NavItem[]): string {
  const columns = nav
    .slice(1, 4)
    .map(
      (item) =>
        `<div class="mega-col"><h4>${esc(item.label)}</h4><ul>${[
          'New',
          'Popular',
          'Guides',
          'Offers',
          'Gift ideas',
        ]
          .map((label) => `<li><a href="${item.path}">${label}</a></li>`)
          .join('')}</ul></div>`,
    );
  return `<div class="mega-menu" hidden>${columns.join('')}</div>`;
}

export function realisticPage(chrome: PageChrome, parts: PageParts): string {
  const { site, nav } = chrome;
  const navLinks = nav
    .map(
      (item) =>
        `<li><a href="${item.path}"${item.path === parts.path ? ' aria-current="page"' : ''}>${esc(item.label)}</a></li>`,
    )
    .join('');
  const footer = FOOTER_COLUMNS.map(
    (column) =>
      `<div class="footer-col"><h3>${column.title}</h3><ul>${column.links
        .map(
          (label) =>
            `<li><a href="/about#${label.toLowerCase().replaceAll(' ', '-')}">${label}</a></li>`,
        )
        .join('')}</ul></div>`,
  ).join('\n');
  return `<!doctype html>
<html lang="${site.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(parts.title)} | ${esc(site.name)}</title>
<meta name="description" content="${esc(site.tagline)}">
<link rel="canonical" href="https://${site.hostname}${parts.path}">
<meta property="og:site_name" content="${esc(site.name)}">
<meta property="og:title" content="${esc(parts.title)}">
<link rel="icon" href="/favicon.ico" type="image/svg+xml">
<link rel="stylesheet" href="/assets/css/site.css">
<style>:root { --accent: ${site.accent}; }</style>
${parts.head}
</head>
<body${chrome.bodyAttributes ? ` ${chrome.bodyAttributes}` : ''}>
<a class="skip-link" href="#content">Skip to content</a>
${site.promo ? `<div class="promo-bar" role="note">${esc(site.promo)} · <a href="/about#delivery">Details</a></div>\n` : ''}<header class="site-header">
  <a class="brand" href="/"><span class="brand-mark" aria-hidden="true"></span>${esc(site.name)}</a>
  <nav class="main-nav" aria-label="Main"><ul>${navLinks}</ul>${megaMenu(nav)}</nav>
  <div class="header-tools">
    <form class="site-search" role="search" action="/search"><input type="search" name="q" placeholder="Search" aria-label="Search ${esc(site.name)}"></form>
    ${chrome.headerLinks ?? ''}
    <button class="menu-toggle" type="button" aria-expanded="false" aria-label="Menu"><span></span><span></span><span></span></button>
  </div>
</header>
<main id="content">
${parts.main}
</main>
<footer class="site-footer">
  <div class="footer-grid">
${footer}
    <div class="footer-col newsletter-box"><h3>Newsletter</h3><p>News and offers, once a month.</p>
      <form class="newsletter" action="/newsletter" method="post"><label>Email <input type="email" name="email" autocomplete="email"></label><button class="button" type="submit">Sign up</button></form></div>
  </div>
  <p class="legal">© 2025 ${esc(site.name)} · <a href="/privacy">Privacy policy</a> · <a href="/about#imprint">Imprint</a> · <a href="/contact">Contact</a>${chrome.legalLinks ? ` · ${chrome.legalLinks}` : ''}</p>
</footer>
${parts.end}
</body>
</html>
`;
}

export const REALISTIC_CSS = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d2327; background: #f7f7f5; line-height: 1.55; }
a { color: var(--accent); }
.skip-link { position: absolute; left: -9999px; }
.promo-bar { padding: 0.4rem 1rem; text-align: center; font-size: 0.85rem; background: var(--accent); color: #fff; }
.promo-bar a { color: #fff; }
.site-header { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 2rem; padding: 0.9rem 2rem; background: #fff; box-shadow: 0 1px 0 rgb(0 0 0 / 0.08); }
.brand { display: flex; align-items: center; gap: 0.5rem; font-size: 1.3rem; font-weight: 700; color: #1d2327; text-decoration: none; }
.brand-mark { width: 28px; height: 28px; border-radius: 8px; background: var(--accent); }
.main-nav { position: relative; flex: 1; }
.main-nav ul { display: flex; gap: 1.4rem; margin: 0; padding: 0; list-style: none; }
.main-nav a { text-decoration: none; font-weight: 500; color: #1d2327; }
.main-nav a[aria-current] { color: var(--accent); }
.mega-menu { position: absolute; top: 2.2rem; left: 0; display: flex; gap: 2rem; padding: 1.2rem; background: #fff; box-shadow: 0 8px 24px rgb(0 0 0 / 0.12); }
.mega-menu[hidden] { display: none; }
.mega-col ul { display: block; }
.header-tools { display: flex; align-items: center; gap: 0.8rem; }
.site-search input { padding: 0.4rem 0.7rem; border: 1px solid #d0d4d9; border-radius: 999px; font: inherit; }
.menu-toggle { display: none; }
main { max-width: 1160px; margin: 0 auto; padding: 2rem; }
.hero { display: grid; grid-template-columns: 1.3fr 1fr; gap: 2rem; align-items: center; padding: 2.5rem; border-radius: 16px; background: #fff; }
.hero img { width: 100%; border-radius: 12px; }
.hero h1 { margin-top: 0; font-size: 2.3rem; line-height: 1.15; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 1.25rem; margin: 2rem 0; padding: 0; list-style: none; }
.card { padding: 1rem; border-radius: 12px; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.card img { width: 100%; aspect-ratio: 4 / 3; border-radius: 8px; object-fit: cover; background: #eee; }
.card h3 { margin: 0.6rem 0 0.2rem; font-size: 1.05rem; }
.card .meta { color: #5c6670; font-size: 0.9rem; }
.price { font-weight: 700; }
.badge { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; background: #eef2ee; font-size: 0.8rem; }
.button { display: inline-block; padding: 0.6rem 1.15rem; border-radius: 8px; background: var(--accent); color: #fff; text-decoration: none; border: 0; font: inherit; cursor: pointer; }
.button.secondary { background: #fff; color: var(--accent); border: 1px solid var(--accent); }
.band { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; margin: 2rem 0; }
.band div { padding: 1.2rem; border-radius: 12px; background: #fff; }
.carousel { position: relative; overflow: hidden; border-radius: 12px; background: #fff; padding: 1rem 1.5rem; }
.carousel blockquote { margin: 0; }
.carousel blockquote[hidden] { display: none; }
.video-embed { max-width: 100%; border-radius: 12px; }
.ad-slot { margin: 1.5rem auto; text-align: center; }
form.stack { display: grid; gap: 0.75rem; max-width: 34rem; }
form.stack label { display: grid; gap: 0.25rem; font-weight: 500; }
form.stack input, form.stack textarea, form.stack select { padding: 0.55rem 0.7rem; border: 1px solid #c9ced6; border-radius: 8px; font: inherit; }
.article { max-width: 720px; padding: 2rem; border-radius: 12px; background: #fff; }
.site-footer { margin-top: 3rem; padding: 2.5rem 2rem 1.5rem; background: #1d2327; color: #d6dadf; }
.site-footer a { color: #d6dadf; }
.footer-grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 2rem; max-width: 1160px; margin: 0 auto; }
.footer-col ul { margin: 0; padding: 0; list-style: none; }
.footer-col li { margin: 0.3rem 0; }
.legal { max-width: 1160px; margin: 2rem auto 0; font-size: 0.85rem; color: #9aa3ab; }
`;
