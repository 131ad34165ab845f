import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { send, sendFile, setCookie } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { PLANTED_QUERY, PLANTED_SECRETS } from '../planted-secrets.ts';
import { packageFile, staticFile } from '../static-files.ts';
import { htmlPage, notFoundPage, privacyPage, sharedAssetRoutes } from './page.ts';
import { gtagSnippet, metaPixelSnippet } from './tag-snippets.ts';

const NAME = 'Ignores Choice Travel';
const HOSTNAME = 'ignores-choice.example';
const ACCENT = '#8250df';

export const IGNORES_CHOICE_TAGS = { ga4: 'G-IGNORES01', metaPixel: '3456789012345678' } as const;

function home(req: FixtureRequest, res: ServerResponse): void {
  if (!req.cookies.has('ic_cart')) {
    const secure = req.scheme === 'https' ? '; Secure' : '';
    setCookie(
      res,
      `ic_cart=${PLANTED_SECRETS.cookieValue}; Path=/; Max-Age=2592000; SameSite=Lax${secure}`,
    );
  }
  send(
    res,
    200,
    'html',
    htmlPage({
      siteName: NAME,
      accent: ACCENT,
      title: 'Home',
      head: `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.min.css">
${gtagSnippet(IGNORES_CHOICE_TAGS.ga4, {
  commands: ` gtag('event', 'view_search_results', { send_to: '${IGNORES_CHOICE_TAGS.ga4}', page_location: location.origin + '/search?${PLANTED_QUERY}' });`,
})}
${metaPixelSnippet(IGNORES_CHOICE_TAGS.metaPixel)}`,
      main: `<section class="hero"><h1>City breaks, planned for you</h1>
<p>Hand-picked hotels and walking routes in twenty European cities. Book by Friday for 10% off spring trips.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Lisbon, 3 nights</h3><p class="price">from €420</p></article>
<article class="card"><div class="swatch"></div><h3>Ljubljana, 2 nights</h3><p class="price">from €265</p></article>
<article class="card"><div class="swatch"></div><h3>Ghent, 2 nights</h3><p class="price">from €240</p></article>
</section>`,
      end: `<script src="/vendor/cookieconsent/cookieconsent.min.js"></script>
<script src="/assets/consent.js"></script>`,
    }),
  );
}

/**
 * A site with a real consent banner (Osano cookieconsent v3, served from node_modules) whose choice
 * changes nothing: GA4 and the Meta pixel load before any click, keep firing after "Decline", and
 * load again on every later page view. Plants secret values in a cookie and in the page location
 * it reports to GA4.
 */
export const ignoresChoice: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      { method: 'GET', path: '/', handle: home },
      {
        method: 'GET',
        path: '/vendor/cookieconsent/cookieconsent.min.js',
        handle: (_req, res) =>
          sendFile(res, 'js', packageFile('cookieconsent', 'build/cookieconsent.min.js')),
      },
      {
        method: 'GET',
        path: '/vendor/cookieconsent/cookieconsent.min.css',
        handle: (_req, res) =>
          sendFile(res, 'css', packageFile('cookieconsent', 'build/cookieconsent.min.css')),
      },
      {
        method: 'GET',
        path: '/assets/consent.js',
        handle: (_req, res) =>
          sendFile(res, 'js', staticFile('sites', 'ignores-choice-consent.js')),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'You can allow or decline cookies in our cookie banner.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
