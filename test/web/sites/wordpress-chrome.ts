import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { packageFileRoute } from './consent-kit.ts';

/**
 * What every WordPress site of the consent-plugin fixtures (cmp-cookie-law-info.ts, cmp-moove-gdpr.ts)
 * prints and serves besides the plugin: the generator tag, the block library's stylesheet, jQuery from
 * wp-includes (the real jQuery from npm; both plugins' front scripts are enqueued after it), the theme's
 * stylesheet, and inner pages under pretty permalinks.
 */
const WP_VERSION = '6.6.2';
const BLOCK_LIBRARY_CSS = `.wp-block-button__link{color:#fff;background-color:#32373c;border-radius:9999px;box-shadow:none;text-decoration:none;padding:calc(.667em + 2px) calc(1.333em + 2px);font-size:1.125em}
.wp-block-columns{display:flex;margin-bottom:1.75em;box-sizing:border-box;flex-wrap:wrap!important}
.wp-block-column{flex-grow:1;min-width:0;word-break:break-word;overflow-wrap:break-word}
.wp-block-image img{height:auto;max-width:100%;vertical-align:bottom}
.wp-block-separator{border-top:2px solid;border-left:none;border-right:none;border-bottom:none}
.screen-reader-text{border:0;clip:rect(1px,1px,1px,1px);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;word-wrap:normal!important}
`;

/** <head> lines WordPress prints before the plugins' (theme and core). */
export function wordpressHead(theme: string): string {
  return `<meta name="generator" content="WordPress ${WP_VERSION}" />
<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=${WP_VERSION}' media='all' />
<link rel='stylesheet' id='${theme}-style-css' href='/wp-content/themes/${theme}/style.css?ver=1.4.2' media='all' />
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="/wp-json/" />`;
}

export interface WordPressPage {
  title: string;
  main: string;
}

export interface WordPressSite {
  name: string;
  hostname: string;
  accent: string;
  theme: string;
  /** The theme's extra CSS (served as its style.css). */
  themeCss?: string;
  /** Pages by path ('/' included); each gets the site's nav. */
  pages: Record<string, WordPressPage>;
  /** <head> of a page view, from the request (the cookies a theme or plugin reads on the server). */
  head: (req: FixtureRequest) => string;
  /** Markup before </body> (wp_footer), from the request. */
  footer: (req: FixtureRequest) => string;
  /** The plugin's own files and endpoints. */
  routes: Route[];
}

export function wordpressSite(site: WordPressSite): FixtureHost {
  const nav = `<p class="subnav">${Object.entries(site.pages)
    .filter(([path]) => path !== '/')
    .map(([path, page]) => `<a href="${path}">${page.title}</a>`)
    .join(' · ')}</p>`;
  const pageRoutes: Route[] = Object.entries(site.pages).map(([path, page]) => ({
    method: 'GET',
    path,
    handle: (req, res) =>
      send(
        res,
        200,
        'html',
        htmlPage({
          siteName: site.name,
          accent: site.accent,
          title: page.title,
          head: `${wordpressHead(site.theme)}\n${site.head(req)}`,
          main: page.main + nav,
          end: site.footer(req),
        }),
      ),
  }));
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        ...pageRoutes,
        packageFileRoute('/wp-includes/js/jquery/jquery.min.js', 'jquery', 'dist/jquery.min.js'),
        {
          method: 'GET',
          path: '/wp-includes/css/dist/block-library/style.min.css',
          handle: (_req, res) => send(res, 200, 'css', BLOCK_LIBRARY_CSS),
        },
        {
          method: 'GET',
          path: `/wp-content/themes/${site.theme}/style.css`,
          handle: (_req, res) => send(res, 200, 'css', site.themeCss ?? ''),
        },
        ...site.routes,
      ],
      notFoundPage(site.name, site.accent),
    ),
  };
}
