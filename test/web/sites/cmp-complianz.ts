import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { readFileSync } from 'node:fs';
import { COOKIEYES_KEYS } from '../vendors/cookieyes.ts';
import { staticFile } from '../static-files.ts';

/** The tags the Complianz sites load (GA4 measurement id, Meta pixel id). */
export const COMPLIANZ_TAGS = { ga4: 'G-CZ8R4N2W6P', metaPixel: '739204518836271' } as const;
/** The GA4 measurement id of the CookieYes site. */
export const COOKIEYES_GA4 = 'G-CY5K2T8Q1L';

const PLUGIN_VERSION = '7.2.0';
const SCRIPT_PATH = '/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js';
const CSS_PATH = /^\/wp-content\/uploads\/complianz\/css\/banner-1-optin\.css$/;
const POLICY_ID = '31';

/**
 * A tag as Complianz's cookie blocker rewrites it in the page it serves: every script of the snippet
 * becomes `type="text/plain" data-category="<category>" data-service="<service>"`, its `src` moved to
 * `data-cmplz-src` (complianz.js puts it back once the category is allowed).
 */
function blockedByComplianz(snippet: string, category: string, service: string): string {
  return snippet
    .replace(
      /<script src="([^"]+)" async><\/script>/g,
      '<script async data-cmplz-src="$1"></script>',
    )
    .replace(
      /<script(?=[\s>])/g,
      `<script type="text/plain" data-category="${category}" data-service="${service}"`,
    );
}

/** `var complianz = {...}`: what wp_localize_script prints before complianz.min.js. */
function complianzSettings(hostname: string): string {
  const origin = `https://${hostname}`;
  const settings = {
    prefix: 'cmplz_',
    user_banner_id: '1',
    set_cookies: [],
    block_ajax_content: '',
    banner_version: '24',
    version: PLUGIN_VERSION,
    store_consent: '',
    do_not_track_enabled: '',
    consenttype: 'optin',
    region: 'eu',
    geoip: '',
    dismiss_timeout: '',
    disable_cookiebanner: '',
    soft_cookiewall: '',
    dismiss_on_scroll: '',
    cookie_expiry: '365',
    url: `${origin}/wp-json/complianz/v1/`,
    locale: 'lang=en&locale=en_GB',
    set_cookies_on_root: '',
    cookie_domain: '',
    current_policy_id: POLICY_ID,
    cookie_path: '/',
    categories: { statistics: 'statistics', marketing: 'marketing' },
    tcf_active: '',
    placeholdertext: 'Click to accept {category} cookies and enable this content',
    css_file: `${origin}/wp-content/uploads/complianz/css/banner-{banner_id}-{type}.css?v=24`,
    page_links: {
      eu: {
        'cookie-statement': { title: 'Cookie Policy ', url: `${origin}/privacy` },
        'privacy-statement': { title: 'Privacy Statement', url: `${origin}/privacy` },
      },
    },
    tm_categories: '',
    forceEnableStats: '',
    preview: '',
    clean_cookies: '',
    aria_label: 'Click to accept {category} cookies and enable this content',
  };
  return `<script id="cmplz-cookiebanner-js-extra">
var complianz = ${JSON.stringify(settings)};
</script>
<script defer src="${SCRIPT_PATH}?ver=1731912370" id="cmplz-cookiebanner-js"></script>`;
}

const CATEGORY_TEXT = {
  functional:
    'The technical storage or access is strictly necessary for the legitimate purpose of enabling the use of a specific service explicitly requested by the subscriber or user, or for the sole purpose of carrying out the transmission of a communication over an electronic communications network.',
  preferences:
    'The technical storage or access is necessary for the legitimate purpose of storing preferences that are not requested by the subscriber or user.',
  statistics: 'The technical storage or access that is used exclusively for statistical purposes.',
  marketing:
    'The technical storage or access is required to create user profiles to send advertising, or to track the user on a website or across several websites for similar marketing purposes.',
};

function category(id: keyof typeof CATEGORY_TEXT, title: string): string {
  const checkbox = `<span class="cmplz-banner-checkbox">
<input type="checkbox" id="cmplz-${id}-optin" data-category="cmplz_${id}" class="cmplz-consent-checkbox cmplz-${id}" size="40" value="1"/>
<label class="cmplz-label" for="cmplz-${id}-optin" tabindex="0"><span>${title}</span></label>
</span>`;
  const control =
    id === 'functional'
      ? `<span class='cmplz-always-active'>${checkbox}Always active</span>`
      : checkbox;
  return `<details class="cmplz-category cmplz-${id}">
<summary><span class="cmplz-category-header"><span class="cmplz-category-title">${title}</span>${control}<span class="cmplz-icon cmplz-open"></span></span></summary>
<div class="cmplz-description"><span class="cmplz-description-${id}">${CATEGORY_TEXT[id]}</span></div>
</details>`;
}

/** The banner markup the plugin prints in the footer (banner 1, opt-in, bottom right, "view preferences"). */
const BANNER = `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
<div class="cmplz-header">
<div class="cmplz-logo"></div>
<div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div>
<div class="cmplz-close" tabindex="0" role="button" aria-label="Close dialog"><svg aria-hidden="true" focusable="false" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 352 512"><path fill="currentColor" d="M242.72 256l100.07-100.07c12.28-12.28 12.28-32.19 0-44.48l-22.24-22.24c-12.28-12.28-32.19-12.28-44.48 0L176 189.28 75.93 89.21c-12.28-12.28-32.19-12.28-44.48 0L9.21 111.45c-12.28 12.28-12.28 32.19 0 44.48L109.28 256 9.21 356.07c-12.28 12.28-12.28 32.19 0 44.48l22.24 22.24c12.28 12.28 32.2 12.28 44.48 0L176 322.72l100.07 100.07c12.28 12.28 32.2 12.28 44.48 0l22.24-22.24c12.28-12.28 12.28-32.19 0-44.48L242.72 256z"></path></svg></div>
</div>
<div class="cmplz-divider cmplz-divider-header"></div>
<div class="cmplz-body">
<div class="cmplz-message" id="cmplz-message-1-optin">To provide the best experiences, we use technologies like cookies to store and/or access device information. Consenting to these technologies will allow us to process data such as browsing behaviour or unique IDs on this site. Not consenting or withdrawing consent, may adversely affect certain features and functions.</div>
<div class="cmplz-categories">
${category('functional', 'Functional')}
${category('preferences', 'Preferences')}
${category('statistics', 'Statistics')}
${category('marketing', 'Marketing')}
</div>
</div>
<div class="cmplz-links cmplz-information">
<a class="cmplz-link cmplz-manage-options cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">Manage options</a>
<a class="cmplz-link cmplz-manage-third-parties cookie-statement" href="#" data-relative_url="#cmplz-cookies-overview">Manage services</a>
<a class="cmplz-link cmplz-manage-vendors tcf cookie-statement" href="#" data-relative_url="#cmplz-tcf-wrapper">Manage {vendor_count} vendors</a>
<a class="cmplz-link cmplz-external cmplz-read-more-purposes tcf" target="_blank" rel="noopener noreferrer nofollow" href="https://cookiedatabase.org/tcf/purposes/">Read more about these purposes</a>
</div>
<div class="cmplz-divider cmplz-footer"></div>
<div class="cmplz-buttons">
<button class="cmplz-btn cmplz-accept">Accept</button>
<button class="cmplz-btn cmplz-deny">Deny</button>
<button class="cmplz-btn cmplz-view-preferences">View preferences</button>
<button class="cmplz-btn cmplz-save-preferences">Save preferences</button>
<a class="cmplz-btn cmplz-manage-options tcf cookie-statement" href="#" data-relative_url="#cmplz-manage-consent-container">View preferences</a>
</div>
<div class="cmplz-links cmplz-documents">
<a class="cmplz-link cookie-statement" href="#" data-relative_url="">{title}</a>
<a class="cmplz-link privacy-statement" href="#" data-relative_url="">{title}</a>
<a class="cmplz-link impressum" href="#" data-relative_url="">{title}</a>
</div>
</div>
</div>
<div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">Manage consent</button></div>`;

const BANNER_CSS = readFileSync(staticFile('sites', 'complianz-banner.css'), 'utf8');

interface ComplianzSite {
  name: string;
  hostname: string;
  accent: string;
  main: string;
  /** The banner's "Custom CSS" (Complianz appends it to the generated stylesheet). */
  customCss?: string;
}

/**
 * A WordPress site with Complianz: GA4 (statistics) and the Meta pixel (marketing) pasted in the theme
 * and blocked by the plugin's cookie blocker, the settings and the deferred complianz.min.js in the
 * head, the banner markup in the footer; the plugin script and the banner stylesheet are served by the
 * site itself (a WordPress plugin has no CDN).
 */
function complianzSite(site: ComplianzSite): FixtureHost {
  const head = `${blockedByComplianz(gtagSnippet(COMPLIANZ_TAGS.ga4), 'statistics', 'google-analytics')}
${blockedByComplianz(metaPixelSnippet(COMPLIANZ_TAGS.metaPixel), 'marketing', 'facebook')}
${complianzSettings(site.hostname)}`;
  const page = (title: string, main: string): string =>
    htmlPage({ siteName: site.name, accent: site.accent, title, head, main, end: BANNER });
  const home = page('Home', site.main);
  const privacy = page(
    'Cookie Policy (EU)',
    `<section class="hero"><h1>Cookie Policy (EU)</h1><p>Complianz keeps your choice in the <code>cmplz_functional</code>, <code>cmplz_preferences</code>, <code>cmplz_statistics</code> and <code>cmplz_marketing</code> cookies (allow or deny), with <code>cmplz_banner-status</code> and <code>cmplz_policy_id</code>.</p><p>You can change your choice at any time with the “Manage consent” tab.</p></section>`,
  );
  const css = BANNER_CSS + (site.customCss ? `\n${site.customCss}\n` : '');
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
        { method: 'GET', path: '/privacy', handle: (_req, res) => send(res, 200, 'html', privacy) },
        {
          method: 'GET',
          path: SCRIPT_PATH,
          handle: (_req, res) => sendFile(res, 'js', staticFile('sites', 'complianz.js')),
        },
        { method: 'GET', path: CSS_PATH, handle: (_req, res) => send(res, 200, 'css', css) },
      ],
      notFoundPage(site.name, site.accent),
    ),
  };
}

/**
 * A bakery's WordPress site with Complianz's default opt-in banner (bottom right): "Accept", "Deny" and
 * "View preferences" (functional, preferences, statistics, marketing; "Save preferences"). GA4 runs
 * only after statistics is allowed, the Meta pixel after marketing.
 */
export const complianzOptin = complianzSite({
  name: 'Crumb & Hearth Bakery',
  hostname: 'complianz-optin.example',
  accent: '#a0522d',
  main: `<section class="hero"><h1>Sourdough, baked before sunrise</h1><p>Order by 8 pm, collect warm loaves from 7 am.</p><p><a class="button" href="/privacy">Order online</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Country loaf</h3><p class="price">£4.20</p></article>
<article class="card"><div class="swatch"></div><h3>Cardamom buns</h3><p class="price">£2.80</p></article>
<article class="card"><div class="swatch"></div><h3>Rye &amp; caraway</h3><p class="price">£4.60</p></article>
</section>`,
});

/**
 * A yoga retreat's WordPress site whose Complianz banner hides "Deny" with the banner's custom CSS (a
 * common set-up): the first layer offers "Accept" and "View preferences"; refusing means opening the
 * preferences, leaving the switches off and "Save preferences". The Deny button is still in the markup.
 */
export const complianzNoDeny = complianzSite({
  name: 'Stillwater Retreats',
  hostname: 'complianz-no-deny.example',
  accent: '#3d7a6b',
  customCss: '.cmplz-cookiebanner .cmplz-buttons .cmplz-btn.cmplz-deny { display: none; }',
  main: `<section class="hero"><h1>Weekend yoga retreats in the Lake District</h1><p>Two nights, four classes, all meals, and a lake to swim in.</p><p><a class="button" href="/privacy">See dates</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Slow flow weekend</h3><p>For every level; mats provided.</p></article>
<article class="card"><div class="swatch"></div><h3>Silent retreat</h3><p>Three days without phones.</p></article>
<article class="card"><div class="swatch"></div><h3>Private sessions</h3><p>One to one, on the jetty.</p></article>
</section>`,
});

/** CookieYes' embed code, pasted at the top of <head> (the script must run before the tags it blocks). */
function cookieYesEmbed(key: string): string {
  return `<!-- Start cookieyes banner --> <script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/${key}/script.js"></script> <!-- End cookieyes banner -->`;
}

/**
 * A tag gated the way CookieYes documents it: `type="text/plain"` and `data-cookieyes="cookieyes-<category>"`
 * on each script of the snippet (the `src` stays; a text/plain script is not fetched).
 */
function gatedByCookieYes(snippet: string, category: string): string {
  return snippet.replace(
    /<script(?=[\s>])/g,
    `<script type="text/plain" data-cookieyes="cookieyes-${category}"`,
  );
}

/**
 * A bike shop with the CookieYes web app's banner at the bottom ("Customise", "Reject All", "Accept
 * All"); GA4 is gated under analytics and runs only after consent. CookieYes writes its cookie, every
 * field empty, before any choice.
 */
export const cookieyesBanner: FixtureHost = (() => {
  const name = 'Spoke & Chain Cycles';
  const accent = '#1863dc';
  const head = `${cookieYesEmbed(COOKIEYES_KEYS.banner)}
${gatedByCookieYes(gtagSnippet(COOKIEYES_GA4), 'analytics')}`;
  const page = (title: string, main: string): string =>
    htmlPage({ siteName: name, accent, title, head, main });
  const home = page(
    'Home',
    `<section class="hero"><h1>Gravel bikes, fitted to you</h1><p>Test rides every Saturday; free fitting with every frame.</p><p><a class="button" href="/privacy">Book a test ride</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Steel gravel frame</h3><p class="price">£1,180</p></article>
<article class="card"><div class="swatch"></div><h3>Wheel build</h3><p class="price">£420</p></article>
<article class="card"><div class="swatch"></div><h3>Annual service</h3><p class="price">£95</p></article>
</section>`,
  );
  const privacy = page(
    'Cookie policy',
    `<section class="hero"><h1>Cookie policy</h1><p>CookieYes keeps your choice in the <code>cookieyes-consent</code> cookie.</p><p>Change it at any time with the button at the bottom left.</p></section>`,
  );
  return {
    name,
    kind: 'site',
    hostnames: ['cookieyes-banner.example'],
    handle: router(
      [
        ...sharedAssetRoutes(accent),
        { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
        { method: 'GET', path: '/privacy', handle: (_req, res) => send(res, 200, 'html', privacy) },
      ],
      notFoundPage(name, accent),
    ),
  };
})();
