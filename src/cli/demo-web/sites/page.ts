import type { ServerResponse } from 'node:http';
import type { FixtureHandler, FixtureRequest } from '../fixture-host.ts';
import { send } from '../http/respond.ts';
import type { Route } from '../http/router.ts';

export interface PageParts {
  siteName: string;
  title: string;
  /** Accent colour of the site's theme (any CSS colour). */
  accent: string;
  lang?: string;
  /** Extra markup for <head>: stylesheets, tag snippets. */
  head?: string;
  /** Main content (inside <main>). */
  main: string;
  /** Markup after the footer, at the end of <body>: late scripts. */
  end?: string;
}

/** A complete, ordinary-looking HTML page with the shared site chrome (header, nav, footer). */
export function htmlPage(parts: PageParts): string {
  return `<!doctype html>
<html lang="${parts.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${parts.title} – ${parts.siteName}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<style>:root { --accent: ${parts.accent}; }</style>
${parts.head ?? ''}
</head>
<body>
<header class="site-header">
  <a class="brand" href="/">${parts.siteName}</a>
  <nav><a href="/">Home</a><a href="/privacy">Privacy</a></nav>
</header>
<main>
${parts.main}
</main>
<footer class="site-footer">
  <p>© 2025 ${parts.siteName} · <a href="/privacy">Privacy policy</a></p>
</footer>
${parts.end ?? ''}
</body>
</html>
`;
}

const SITE_CSS = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2328; background: #fafafa; line-height: 1.55; }
a { color: var(--accent); }
.site-header { display: flex; align-items: center; justify-content: space-between; padding: 1rem 2rem; background: #fff; border-bottom: 4px solid var(--accent); }
.site-header nav a { margin-left: 1.25rem; text-decoration: none; font-weight: 500; }
.brand { font-size: 1.35rem; font-weight: 700; color: #1f2328; text-decoration: none; }
main { max-width: 960px; margin: 0 auto; padding: 2rem; }
.hero { padding: 2.5rem 2rem; border-radius: 12px; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.hero h1 { margin-top: 0; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 1.25rem; margin-top: 2rem; }
.card { padding: 1.25rem; border-radius: 10px; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.card .swatch { height: 120px; border-radius: 8px; margin-bottom: 0.75rem; background: linear-gradient(135deg, var(--accent), #fff); }
.price { font-weight: 700; }
.button { display: inline-block; padding: 0.55rem 1.1rem; border-radius: 6px; background: var(--accent); color: #fff; text-decoration: none; border: 0; font: inherit; cursor: pointer; }
.site-footer { padding: 2rem; text-align: center; color: #57606a; font-size: 0.9rem; }
`;

function favicon(accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${accent}"/><circle cx="16" cy="16" r="7" fill="#fff"/></svg>`;
}

/** Routes every site shares: its stylesheet and its icon (also at /favicon.ico, where browsers look first). */
export function sharedAssetRoutes(accent: string): Route[] {
  const icon = favicon(accent);
  return [
    {
      method: 'GET',
      path: '/assets/site.css',
      handle: (_req, res) => send(res, 200, 'css', SITE_CSS),
    },
    {
      method: 'GET',
      path: /^\/(assets\/favicon\.svg|favicon\.ico)$/,
      handle: (_req, res) => send(res, 200, 'svg', icon),
    },
  ];
}

/** The site's own 404 page, in its chrome. */
export function notFoundPage(siteName: string, accent: string): FixtureHandler {
  return (req: FixtureRequest, res: ServerResponse) =>
    send(
      res,
      404,
      'html',
      htmlPage({
        siteName,
        accent,
        title: 'Page not found',
        main: `<section class="hero"><h1>Page not found</h1><p>There is nothing at <code>${req.path.replace(/[<>&"]/g, '')}</code>.</p></section>`,
      }),
    );
}

/** A privacy-policy page with the given body paragraphs. */
export function privacyPage(
  siteName: string,
  accent: string,
  paragraphs: readonly string[],
): FixtureHandler {
  const main = `<section class="hero"><h1>Privacy policy</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</section>`;
  return (_req, res) =>
    send(res, 200, 'html', htmlPage({ siteName, accent, title: 'Privacy policy', main }));
}
