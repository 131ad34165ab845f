import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { staticFile } from '../static-files.ts';

/** The tags the EU Cookie Compliance sites load (GA4 measurement ids, Meta pixel ids). */
export const EU_COOKIE_COMPLIANCE_TAGS = {
  council: { ga4: 'G-EUCCTOWN01' },
  club: { ga4: 'G-EUCCCLUB02', metaPixel: '918273645012738' },
  museum: { ga4: 'G-EUCCMUSE03', metaPixel: '918273645012739' },
} as const;

const MODULE = '/modules/contrib/eu_cookie_compliance';
const GENERATED_SCRIPT = '/sites/default/files/eu_cookie_compliance/eu_cookie_compliance.script.js';

type Method = 'opt_in' | 'opt_out' | 'categories';

interface Category {
  id: string;
  label: string;
  description: string;
  required?: boolean;
}

const CATEGORIES: readonly Category[] = [
  {
    id: 'essential',
    label: 'Essential',
    description: 'Needed for the site to work: your session and this cookie choice.',
    required: true,
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Help us count visits and see which pages are read (Google Analytics).',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description: 'Measure our adverts on social media (Meta pixel).',
  },
];

/** A blocked script of the module's "Disable the following JavaScripts when consent isn't given". */
interface BlockedScript {
  /** The category that enables it (categories method); every agreement enables it otherwise. */
  category: string;
  path: string;
  body: string;
}

/** The JavaScript files the theme ships for its tags (listed in the module's blocked scripts, or not). */
function ga4Script(id: string): string {
  return `(function(){var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtag/js?id=${id}';document.head.appendChild(s);window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config','${id}');})();`;
}
function metaPixelScript(id: string): string {
  return `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');`;
}

/**
 * public://eu_cookie_compliance/eu_cookie_compliance.script.js as the module writes it from its
 * blocked-scripts setting: `euCookieComplianceLoadScripts(category)` appends the scripts of that
 * category (all of them when called without one).
 */
function generatedScript(blocked: readonly BlockedScript[]): string {
  const byCategory: Record<string, string[]> = {};
  for (const script of blocked) (byCategory[script.category] ??= []).push(script.path);
  return `function euCookieComplianceLoadScripts(category) {
  var scripts = ${JSON.stringify(byCategory)};
  var list = category === undefined ? Object.keys(scripts).reduce(function (all, key) { return all.concat(scripts[key]); }, []) : (scripts[category] || []);
  list.forEach(function (src) {
    var tag = document.createElement('script');
    tag.src = src;
    document.body.appendChild(tag);
  });
}
`;
}

/** The banner's HTML (popup_html_info), as the module's templates render it. */
function popupHtml(method: Method, texts: { title: string; body: string }): string {
  const variant = method === 'categories' ? 'opt-in' : method.replace('_', '-');
  const categories =
    method === 'categories'
      ? `<div id="eu-cookie-compliance-categories" class="eu-cookie-compliance-categories">${CATEGORIES.map(
          (c) =>
            `<div class="eu-cookie-compliance-category"><div><input type="checkbox" name="cookie-categories" class="eu-cookie-compliance-category-checkbox" id="cookie-category-${c.id}" value="${c.id}"${c.required ? ' checked disabled' : ''}><label for="cookie-category-${c.id}">${c.label}</label></div><div class="eu-cookie-compliance-category-description">${c.description}</div></div>`,
        ).join(
          '',
        )}<div class="eu-cookie-compliance-categories-buttons"><button type="button" class="eu-cookie-compliance-save-preferences-button button button--small">Save preferences</button></div></div>`
      : '';
  const buttons =
    method === 'categories'
      ? `<button type="button" class="agree-button eu-cookie-compliance-default-button button button--small button--primary">Accept all cookies</button>`
      : `<button type="button" class="agree-button eu-cookie-compliance-secondary-button button button--small">Accept</button><button type="button" class="decline-button eu-cookie-compliance-default-button button button--small button--primary">No, thanks</button>`;
  return `<div aria-labelledby="popup-text" class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info eu-cookie-compliance-banner--${variant}"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message" role="document"><h2>${texts.title}</h2><p>${texts.body}</p><button type="button" class="find-more-button eu-cookie-compliance-more-button">More info</button></div>${categories}<div id="popup-buttons" class="eu-cookie-compliance-buttons${method === 'categories' ? ' eu-cookie-compliance-has-categories' : ''}">${buttons}</div></div></div>`;
}

const MODULE_CSS = `#sliding-popup{background:#0779bf;left:0;margin:0;padding:0;right:0;width:100%;position:fixed;z-index:99999;text-align:center;color:#fff}
#sliding-popup .popup-content{margin:0 auto;max-width:80%;display:inline-block;padding:10px 0}
.eu-cookie-compliance-message{float:left;margin:5px 0 0;max-width:60%;text-align:left}
.eu-cookie-compliance-message h2,.eu-cookie-compliance-message p{color:#fff;font-size:14px;margin:0 0 .3em}
.eu-cookie-compliance-buttons{float:left;margin-left:1em}
.eu-cookie-compliance-categories{clear:both;text-align:left;padding-top:.5em}
.eu-cookie-compliance-category{margin-bottom:.3em}
.eu-cookie-compliance-category-description{font-size:12px;opacity:.85}
#sliding-popup button{cursor:pointer;margin:.2em;padding:4px 10px;border-radius:4px;border:1px solid #fff;background:#fff;color:#0779bf}
`;

interface DrupalSite {
  name: string;
  hostname: string;
  accent: string;
  method: Method;
  texts: { title: string; body: string };
  blocked: readonly BlockedScript[];
  home: string;
  pages: Record<string, [string, string]>;
}

/**
 * A Drupal 10 site with EU Cookie Compliance: drupalSettings as JSON in the page, the module's
 * stylesheet and script and the site's generated eu_cookie_compliance.script.js (which loads the
 * blocked scripts) in the footer, all served by the site.
 */
function drupalSite(site: DrupalSite): FixtureHost {
  const settings = {
    path: { baseUrl: '/', pathPrefix: '', currentPath: 'node/1', isFront: true },
    eu_cookie_compliance: {
      cookie_policy_version: '1.0.0',
      popup_enabled: true,
      popup_agreed_enabled: false,
      popup_hide_agreed: false,
      popup_clicking_confirmation: false,
      popup_scrolling_confirmation: false,
      popup_html_info: popupHtml(site.method, site.texts),
      use_mobile_message: false,
      popup_html_agreed: false,
      popup_height: 'auto',
      popup_width: '100%',
      popup_delay: 1000,
      popup_link: '/privacy',
      popup_link_new_window: true,
      popup_position: false,
      fixed_top_position: true,
      popup_language: 'en',
      store_consent: false,
      better_support_for_screen_readers: false,
      cookie_name: '',
      reload_page: false,
      domain: '',
      domain_all_sites: false,
      popup_eu_only: false,
      popup_eu_only_js: false,
      cookie_lifetime: 100,
      cookie_session: 0,
      set_cookie_session_zero_on_disagree: 0,
      disagree_do_not_show_popup: false,
      method: site.method,
      automatic_cookies_removal: true,
      allowed_cookies: '',
      withdraw_markup: '',
      withdraw_enabled: false,
      reload_options: 0,
      reload_routes_list: '',
      withdraw_button_on_info_popup: false,
      cookie_categories: site.method === 'categories' ? CATEGORIES.map((c) => c.id) : [],
      cookie_categories_details:
        site.method === 'categories'
          ? Object.fromEntries(
              CATEGORIES.map((c, weight) => [
                c.id,
                {
                  uuid: `0c1f${weight}e2a-7b4d-4c11-9a3e-5d6f7a8b9c0${weight}`,
                  langcode: 'en',
                  status: true,
                  dependencies: [],
                  id: c.id,
                  label: c.label,
                  description: c.description,
                  checkbox_default_state: c.required ? 'required' : 'unchecked',
                  weight,
                },
              ]),
            )
          : [],
      enable_save_preferences_button: site.method === 'categories',
      cookie_value_disagreed: '0',
      cookie_value_agreed_show_thank_you: '1',
      cookie_value_agreed: '2',
      containing_element: 'body',
      settings_tab_enabled: false,
      olivero_primary_button_classes: ' button button--small button--primary',
      olivero_secondary_button_classes: ' button button--small',
      close_button_action: 'close_banner',
      open_by_default: true,
      modules_allow_popup: true,
      hide_the_banner: false,
      geoip_match: true,
    },
    user: { uid: 0, permissionsHash: 'a3c5e0d1f7b2' },
  };
  const end = `<script type="application/json" data-drupal-selector="drupal-settings-json">${JSON.stringify(settings)}</script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>
<script src="${GENERATED_SCRIPT}?sn4q2b"></script>
<script src="${MODULE}/js/eu_cookie_compliance.min.js?v=10.3.6" defer></script>`;
  const head = `<link rel="stylesheet" media="all" href="${MODULE}/css/eu_cookie_compliance.css?sn4q2b" />`;
  const pages: Record<string, [string, string]> = {
    '/': ['Home', site.home],
    ...site.pages,
    '/privacy': [
      'Privacy notice',
      `<section class="hero"><h1>Privacy notice</h1><p>Your cookie choice is kept for 100 days in the <code>cookie-agreed</code> cookie (0 = declined, 2 = agreed)${site.method === 'categories' ? ', and the categories you allowed in <code>cookie-agreed-categories</code>' : ''}.</p></section>`,
    ],
  };
  const routes: Route[] = [
    ...sharedAssetRoutes(site.accent),
    ...Object.entries(pages).map(([path, [title, main]]) => ({
      method: 'GET',
      path,
      handle: (_req: FixtureRequest, res: Parameters<typeof send>[0]) =>
        send(
          res,
          200,
          'html',
          htmlPage({ siteName: site.name, accent: site.accent, title, head, main, end }),
        ),
    })),
    {
      method: 'GET',
      path: '/core/misc/drupalSettingsLoader.js',
      handle: (_req, res) =>
        send(
          res,
          200,
          'js',
          `(function(){var el=document.querySelector('head > script[type="application/json"][data-drupal-selector="drupal-settings-json"], body > script[type="application/json"][data-drupal-selector="drupal-settings-json"]');window.drupalSettings={};if(el!==null){window.drupalSettings=JSON.parse(el.textContent);}})();`,
        ),
    },
    {
      method: 'GET',
      path: `${MODULE}/js/eu_cookie_compliance.min.js`,
      handle: (_req, res) => sendFile(res, 'js', staticFile('sites', 'eu-cookie-compliance.js')),
    },
    {
      method: 'GET',
      path: `${MODULE}/css/eu_cookie_compliance.css`,
      handle: (_req, res) => send(res, 200, 'css', MODULE_CSS),
    },
    {
      method: 'GET',
      path: GENERATED_SCRIPT,
      handle: (_req, res) => send(res, 200, 'js', generatedScript(site.blocked)),
    },
    ...site.blocked.map((script) => ({
      method: 'GET',
      path: script.path,
      handle: (_req: FixtureRequest, res: Parameters<typeof send>[0]) =>
        send(res, 200, 'js', script.body),
    })),
  ];
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(routes, notFoundPage(site.name, site.accent)),
  };
}

const contactForm = `<form class="contact-message-feedback-form" action="/contact/feedback" method="post"><p><label>Your name<br><input type="text" name="name" autocomplete="name"></label></p><p><label>Your email address<br><input type="email" name="mail" autocomplete="email"></label></p><p><label>Subject<br><input type="text" name="subject[0][value]"></label></p><p><label>Message<br><textarea name="message[0][value]" rows="5"></textarea></label></p><p><input type="submit" value="Send message" class="button"></p></form>`;

/**
 * A town council on the module's opt-in method: "Accept" / "No, thanks" / "More info"; GA4 is a
 * blocked script, loaded only after Accept.
 * Expected: nothing tracks before a choice; "No, thanks" stores cookie-agreed=0 (refusal confirmed
 * from the platform's cookie, autoconsent's self-test agrees), nothing loads after it; Accept stores
 * 2 and loads GA4 (acceptance confirmed). No consent findings.
 */
export const euccOptIn = drupalSite({
  name: 'Ashcombe Town Council',
  hostname: 'eucc-optin.example',
  accent: '#34495e',
  method: 'opt_in',
  texts: {
    title: 'We use cookies on this site to enhance your user experience',
    body: 'By clicking the Accept button, you agree to us doing so.',
  },
  blocked: [
    {
      category: 'analytics',
      path: '/themes/custom/ashcombe/js/analytics.js',
      body: ga4Script(EU_COOKIE_COMPLIANCE_TAGS.council.ga4),
    },
  ],
  home: `<section class="hero"><h1>Ashcombe Town Council</h1><p>Bin collections, planning applications and the next full council meeting.</p><p><a href="/services">Services</a> · <a href="/contact">Contact the clerk</a></p></section>
<section class="grid">
<article class="card"><h3>Bins and recycling</h3><p>Garden waste collections restart in March.</p></article>
<article class="card"><h3>Planning</h3><p>Comment on applications within 21 days.</p></article>
<article class="card"><h3>Community grants</h3><p>Up to £1,500 for local groups.</p></article>
</section>`,
  pages: {
    '/services': [
      'Services',
      `<section class="hero"><h1>Council services</h1><p>Allotments, the cemetery, play areas and the market.</p></section>`,
    ],
    '/contact': [
      'Contact the clerk',
      `<section class="hero"><h1>Contact the clerk</h1>${contactForm}</section>`,
    ],
  },
});

/**
 * A rowing club on the opt-out method: GA4 and the Meta pixel are blocked scripts, which opt-out
 * loads at once for a visitor who has not declined; "No, thanks" stores cookie-agreed=0, stops them
 * on later page views and deletes non-allowed cookies every 5 s.
 * Expected: pre_consent_tracking (GA4 and Meta before any choice) and pre-consent cookies; Reject:
 * refusal confirmed from cookie-agreed=0, no tracking on the next page view (no
 * tracking_after_refusal); Accept confirmed.
 */
export const euccOptOut = drupalSite({
  name: 'Wyvern Sculling Club',
  hostname: 'eucc-optout.example',
  accent: '#0b6e4f',
  method: 'opt_out',
  texts: {
    title: 'We use cookies on this site to enhance your user experience',
    body: 'By continuing to use this site you agree to our use of cookies. You can opt out with “No, thanks”.',
  },
  blocked: [
    {
      category: 'analytics',
      path: '/themes/custom/wyvern/js/analytics.js',
      body: ga4Script(EU_COOKIE_COMPLIANCE_TAGS.club.ga4),
    },
    {
      category: 'marketing',
      path: '/themes/custom/wyvern/js/meta-pixel.js',
      body: metaPixelScript(EU_COOKIE_COMPLIANCE_TAGS.club.metaPixel),
    },
  ],
  home: `<section class="hero"><h1>Scull with us on the Wyvern</h1><p>Open water from the boathouse at Elm Reach; learn-to-scull weekends all summer.</p><p><a href="/membership">Membership</a> · <a href="/contact">Contact</a></p></section>
<section class="grid">
<article class="card"><h3>Learn to scull</h3><p>Four sessions, £95.</p></article>
<article class="card"><h3>Head of the Wyvern</h3><p>Our autumn race, 3.2 km upstream.</p></article>
</section>`,
  pages: {
    '/membership': [
      'Membership',
      `<section class="hero"><h1>Membership</h1><p>Full £240, student £90, social £30 a year.</p></section>`,
    ],
    '/contact': [
      'Contact',
      `<section class="hero"><h1>Contact the club</h1>${contactForm}</section>`,
    ],
  },
});

/**
 * A museum on the categories method with "Save preferences" and "Accept all cookies" (no decline
 * button): Essential is required (ticked and disabled), Analytics enables GA4, Marketing the Meta
 * pixel. Saving with only Essential stores cookie-agreed=2 — the module's "agreed" — with
 * cookie-agreed-categories=["essential"]: a refusal that autoconsent's own test (cookie-agreed≠2)
 * takes for a failure.
 * Expected: nothing tracks before a choice; Reject ("Save preferences" with nothing ticked) is a
 * confirmed refusal read from the categories, not an acceptance read from cookie-agreed=2; nothing
 * loads after it; Accept all stores every category and loads GA4 and Meta (acceptance confirmed).
 */
export const euccCategories = drupalSite({
  name: 'Harrow Vale Museum',
  hostname: 'eucc-categories.example',
  accent: '#7b2d26',
  method: 'categories',
  texts: {
    title: 'Cookies on the Harrow Vale Museum website',
    body: 'We use essential cookies to make this site work. With your permission we also use cookies for analytics and marketing. Choose which to allow.',
  },
  blocked: [
    {
      category: 'analytics',
      path: '/themes/custom/harrowvale/js/analytics.js',
      body: ga4Script(EU_COOKIE_COMPLIANCE_TAGS.museum.ga4),
    },
    {
      category: 'marketing',
      path: '/themes/custom/harrowvale/js/meta-pixel.js',
      body: metaPixelScript(EU_COOKIE_COMPLIANCE_TAGS.museum.metaPixel),
    },
  ],
  home: `<section class="hero"><h1>Harrow Vale Museum</h1><p>Four centuries of the valley's mills, open Wednesday to Sunday, free entry.</p><p><a href="/visit">Plan your visit</a> · <a href="/contact">Contact</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>The mill gallery</h3><p>A working waterwheel from 1782.</p></article>
<article class="card"><div class="swatch"></div><h3>Family trails</h3><p>Free activity packs at the desk.</p></article>
<article class="card"><div class="swatch"></div><h3>Shop</h3><p>Prints, books and local honey.</p></article>
</section>`,
  pages: {
    '/visit': [
      'Plan your visit',
      `<section class="hero"><h1>Plan your visit</h1><p>10 am – 4.30 pm; step-free access to all galleries.</p></section>`,
    ],
    '/contact': [
      'Contact',
      `<section class="hero"><h1>Contact the museum</h1>${contactForm}</section>`,
    ],
  },
});

export const EU_COOKIE_COMPLIANCE_SITES: readonly FixtureHost[] = [
  euccOptIn,
  euccOptOut,
  euccCategories,
];
