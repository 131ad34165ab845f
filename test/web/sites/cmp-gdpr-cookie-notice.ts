import { cmpLibrarySite, packageFileRoute, siteScriptRoute } from './consent-kit.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';

const NAME = 'Nordlys Outdoor';
const HOSTNAME = 'cmp-gdpr-cookie-notice.example';
const ACCENT = '#15803d';

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: '<link rel="stylesheet" href="/vendor/gdpr-cookie-notice/style.css">',
  main: `<section class="hero"><h1>Gear for the long trail</h1><p>Tents, packs and layers tested in Lofoten.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Two-person tent</h3><p class="price">€ 349</p></article>
<article class="card"><div class="swatch"></div><h3>Merino base layer</h3><p class="price">€ 79</p></article>
</section>
<p><a href="#" class="gdpr-cookie-notice-settings-button">Cookie settings</a></p>`,
  end: `<script src="/vendor/gdpr-cookie-notice/script.js"></script>
<script src="/assets/tags.js"></script>
<script>gdprCookieNotice({ statement: '/privacy', performance: ['JSESSIONID'], analytics: ['_ga', '_gid'], marketing: ['_fbp'] });</script>`,
});

/**
 * An outdoor shop with gdpr-cookie-notice 1.0.0 from npm: a bar with "Cookie settings" and "Accept
 * cookies" (no refusal on the first layer), a settings modal whose performance / analytics / marketing
 * switches are on by default, and "Save settings". Every part of its markup is named
 * gdpr-cookie-notice-…, so each part looks like a banner of its own. The choice is the JSON cookie
 * gdprcookienotice; the tags load per category on its gdprCookiesEnabled event.
 */
export const cmpGdprCookieNotice = cmpLibrarySite({
  name: NAME,
  hostname: HOSTNAME,
  accent: ACCENT,
  home,
  routes: [
    packageFileRoute(
      '/vendor/gdpr-cookie-notice/script.js',
      'gdpr-cookie-notice',
      'dist/script.js',
    ),
    packageFileRoute(
      '/vendor/gdpr-cookie-notice/style.css',
      'gdpr-cookie-notice',
      'dist/style.css',
    ),
    siteScriptRoute('/assets/tags.js', 'cmp-gdpr-cookie-notice-tags.js'),
  ],
  storedIn: 'Your choices are kept in the <code>gdprcookienotice</code> cookie for 30 days.',
});
