import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { siteScriptRoute } from './consent-kit.ts';
import { wordpressSite, type WordPressPage } from './wordpress-chrome.ts';

/** The tags the GDPR Cookie Consent (CookieLawInfo) sites load. */
export const COOKIE_LAW_INFO_TAGS = {
  reject: { ga4: 'G-CLIREJ3CT1', metaPixel: '611204938475120' },
  acceptAll: { ga4: 'G-CLIACC3PT2' },
  theme: { ga4: 'G-CLITH3ME03', metaPixel: '611204938475122' },
} as const;

const VERSION = '2.1.3';
const PLUGIN = '/wp-content/plugins/cookie-law-info/legacy/public';

type Category = 'necessary' | 'functional' | 'performance' | 'analytics' | 'advertisement';

const CATEGORY: Record<Category, { title: string; text: string }> = {
  necessary: {
    title: 'Necessary',
    text: 'Necessary cookies are absolutely essential for the website to function properly. These cookies ensure basic functionalities and security features of the website, anonymously.',
  },
  functional: {
    title: 'Functional',
    text: 'Functional cookies help to perform certain functionalities like sharing the content of the website on social media platforms, collect feedbacks, and other third-party features.',
  },
  performance: {
    title: 'Performance',
    text: 'Performance cookies are used to understand and analyze the key performance indexes of the website which helps in delivering a better user experience for the visitors.',
  },
  analytics: {
    title: 'Analytics',
    text: 'Analytical cookies are used to understand how visitors interact with the website. These cookies help provide information on metrics the number of visitors, bounce rate, traffic source, etc.',
  },
  advertisement: {
    title: 'Advertisement',
    text: 'Advertisement cookies are used to provide visitors with relevant ads and marketing campaigns. These cookies track visitors across websites and collect information to provide customized ads.',
  },
};

/** The bar's buttons, as the plugin's shortcodes render them. */
const BUTTON = {
  settings: `<a role='button' class="medium cli-plugin-button cli-plugin-main-button cli_settings_button" style="margin:0px 10px 0px 5px">Cookie Settings</a>`,
  reject: `<a role='button' id="cookie_action_close_header_reject" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header_reject cli_action_button wt-cli-reject-btn" data-cli_action="reject">REJECT</a>`,
  accept: `<a role='button' data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn" style="display:inline-block">ACCEPT</a>`,
  rejectAll: `<a role='button' id="wt-cli-reject-btn" class="wt-cli-element medium cli-plugin-button cli-plugin-main-button cookie_action_close_header_reject cli_action_button wt-cli-reject-btn" data-cli_action="reject">Reject All</a>`,
  acceptAll: `<a id="wt-cli-accept-all-btn" role='button' data-cli_action="accept_all" class="wt-cli-element medium cli-plugin-button wt-cli-accept-all-btn cookie_action_close_header cli_action_button">Accept All</a>`,
} as const;

/** A stand-in for cookie-law-info-public.css + cookie-law-info-gdpr.css (bar, buttons, settings popup). */
const PLUGIN_CSS = `#cookie-law-info-bar{font-size:15px;margin:0 auto;padding:12px 10px;position:fixed;left:0;right:0;bottom:0;text-align:center;box-sizing:border-box;width:100%;z-index:9999;display:none;box-shadow:0 -1px 10px 0 rgba(172,171,171,.3)}
#cookie-law-info-again{font-size:10pt;margin:0;padding:5px 10px;text-align:center;z-index:9999;cursor:pointer;box-shadow:#161616 2px 2px 5px 2px;position:fixed;bottom:0;right:100px;display:none}
.cli-plugin-button,.cli-plugin-button:visited{display:inline-block;padding:9px 12px;color:#fff;text-decoration:none;position:relative;cursor:pointer;margin-left:5px;border-radius:3px}
.cli-bar-container{float:none;margin:0 auto;display:flex;align-items:center;justify-content:space-between}
.cli-bar-btn_container{margin-left:20px;display:flex;align-items:center;flex-wrap:nowrap}
.cli-modal{display:none;position:fixed;top:0;right:0;bottom:0;left:0;z-index:99999;overflow:hidden;outline:0}
.cli-modal.cli-show{display:flex;align-items:center;justify-content:center}
.cli-modal-dialog{position:relative;width:100%;max-width:800px;margin:0 auto}
.cli-modal-content{position:relative;display:flex;flex-direction:column;background:#fff;border-radius:.2rem;box-shadow:0 0 20px rgba(0,0,0,.3)}
.cli-modal-close{position:absolute;right:10px;top:10px;border:0;background:transparent;width:40px;height:40px;cursor:pointer}
.cli-modal-close svg{fill:#000}
.cli-modal-body{padding:20px 30px;max-height:70vh;overflow-y:auto}
.cli-modal-backdrop{position:fixed;top:0;right:0;bottom:0;left:0;z-index:9998;background-color:#000;display:none}
.cli-modal-backdrop.cli-show{opacity:.8;display:block}
.cli-tab-header{display:flex;justify-content:space-between;align-items:center;padding:5px 15px;border-radius:4px;background:#f2f2f2;margin-top:5px}
.cli-nav-link{color:#000;font-weight:600;cursor:pointer}
.cli-tab-content{display:none;padding:10px 15px;font-size:14px}
.cli-tab-content.cli-tab-active{display:block}
.cli-switch{display:inline-block;position:relative;min-height:1px;padding-left:70px;font-size:14px}
.cli-switch input[type=checkbox]{display:none}
.cli-switch .cli-slider{background-color:#e3e1e8;height:24px;width:50px;bottom:0;left:0;position:absolute;right:0;top:0;cursor:pointer;border-radius:34px}
.cli-switch input:checked+.cli-slider{background-color:#00acad}
.wt-cli-necessary-checkbox{display:none}
.cli-necessary-caption{color:#000;font-size:12px}
.wt-cli-sr-only{display:none}
.cli-modal-footer{padding:15px 30px;display:flex;justify-content:flex-end}
.wt-cli-privacy-btn{padding:9px 25px;background:#61a229;color:#fff;cursor:pointer;text-transform:uppercase;border-radius:3px;font-size:14px}
body.cli-modal-open{overflow:hidden}
`;

interface CliSite {
  name: string;
  hostname: string;
  accent: string;
  theme: string;
  message: string;
  buttons: readonly (keyof typeof BUTTON)[];
  categories: readonly Category[];
  /** Each non-necessary category's "Default state" in the plugin's settings (the switch printed on). */
  defaultEnabled: boolean;
  bar: { background: string; text: string; button: string };
  /** What the theme prints in <head>, given the plugin's cookies the request carries. */
  themeHead: (cookies: ReadonlyMap<string, string>) => string;
  pages: Record<string, WordPressPage>;
}

/** `Cli_Data`, `cli_cookiebar_settings` and `log_object` (wp_localize_script) and the script itself. */
function pluginScripts(site: CliSite): string {
  const data = {
    nn_cookie_ids: [],
    cookielist: [],
    non_necessary_cookies: [],
    ccpaEnabled: '',
    ccpaRegionBased: '',
    ccpaBarEnabled: '',
    strictlyEnabled: ['necessary', 'obligatoire'],
    ccpaType: 'gdpr',
    js_blocking: '1',
    custom_integration: '',
    triggerDomRefresh: '',
    secure_cookies: '',
  };
  const settings = {
    animate_speed_hide: '500',
    animate_speed_show: '500',
    background: site.bar.background,
    border: '#b1a6a6c2',
    border_on: false,
    button_1_button_colour: site.bar.button,
    button_1_button_hover: site.bar.button,
    button_1_link_colour: '#fff',
    button_1_as_button: true,
    button_1_new_win: false,
    button_2_button_colour: '#333',
    button_2_as_button: false,
    button_3_button_colour: '#dedfe0',
    button_3_link_colour: '#333333',
    button_3_as_button: true,
    button_4_link_colour: '#333333',
    button_4_as_button: true,
    button_7_button_colour: site.bar.button,
    button_7_link_colour: '#fff',
    button_7_as_button: true,
    font_family: 'inherit',
    header_fix: false,
    notify_animate_hide: true,
    notify_animate_show: false,
    notify_div_id: '#cookie-law-info-bar',
    notify_position_horizontal: 'right',
    notify_position_vertical: 'bottom',
    scroll_close: false,
    scroll_close_reload: false,
    accept_close_reload: false,
    reject_close_reload: false,
    showagain_tab: true,
    showagain_background: '#fff',
    showagain_border: '#000',
    showagain_div_id: '#cookie-law-info-again',
    showagain_x_position: '100px',
    text: site.bar.text,
    show_once_yn: false,
    show_once: '10000',
    logging_on: false,
    as_popup: false,
    popup_overlay: true,
    bar_heading_text: '',
    cookie_bar_as: 'banner',
    popup_showagain_position: 'bottom-right',
    widget_position: 'left',
  };
  return `<link rel='stylesheet' id='cookie-law-info-css' href='${PLUGIN}/css/cookie-law-info-public.css?ver=${VERSION}' media='all' />
<link rel='stylesheet' id='cookie-law-info-gdpr-css' href='${PLUGIN}/css/cookie-law-info-gdpr.css?ver=${VERSION}' media='all' />
<script id="cookie-law-info-js-extra">
var Cli_Data = ${JSON.stringify(data)};
var cli_cookiebar_settings = ${JSON.stringify(settings)};
var log_object = {"ajax_url":"https:\\/\\/${site.hostname}\\/wp-admin\\/admin-ajax.php"};
</script>
<script src="${PLUGIN}/js/cookie-law-info-public.js?ver=${VERSION}" id="cookie-law-info-js"></script>`;
}

function categorySection(category: Category, checked: boolean): string {
  const { title, text } = CATEGORY[category];
  const control =
    category === 'necessary'
      ? `<div class="wt-cli-necessary-checkbox"><input type="checkbox" class="cli-user-preference-checkbox" id="wt-cli-checkbox-necessary" data-id="checkbox-necessary" checked="checked" /><label class="form-check-label" for="wt-cli-checkbox-necessary">Necessary</label></div><span class="cli-necessary-caption">Always Enabled</span>`
      : `<div class="cli-switch"><input type="checkbox" id="wt-cli-checkbox-${category}" class="cli-user-preference-checkbox" data-id="checkbox-${category}"${checked ? " checked='checked'" : ''} /><label for="wt-cli-checkbox-${category}" class="cli-slider" data-cli-enable="Enabled" data-cli-disable="Disabled"><span class="wt-cli-sr-only">${title}</span></label></div>`;
  return `<div class="cli-tab-section"><div class="cli-tab-header"><a role="button" tabindex="0" class="cli-nav-link cli-settings-mobile" data-target="${category}" data-toggle="cli-toggle-tab">${title}</a>${control}</div>
<div class="cli-tab-content"><div class="cli-tab-pane cli-fade" data-id="${category}"><div class="wt-cli-cookie-description">${text}</div></div></div></div>`;
}

/** The bar, the "Manage consent" tab and the settings popup, printed in wp_footer. */
function pluginMarkup(site: CliSite, cookies: ReadonlyMap<string, string>): string {
  const checked = (category: Category) => {
    const stored = cookies.get(`cookielawinfo-checkbox-${category}`);
    return stored === undefined ? site.defaultEnabled : stored === 'yes';
  };
  const bar = `<div id="cookie-law-info-bar" data-nosnippet="true" style="background-color:${site.bar.background};color:${site.bar.text};font-family:inherit;"><span><div class="cli-bar-container cli-style-v2"><div class="cli-bar-message">${site.message}</div><div class="cli-bar-btn_container">${site.buttons.map((b) => BUTTON[b]).join('')}</div></div></span></div>`;
  return `<!--googleoff: all-->${bar}<div id="cookie-law-info-again" data-nosnippet="true" style="background-color:#fff;color:${site.bar.text};"><span id="cookie_hdr_showagain">Manage consent</span></div>
<div class="cli-modal" data-nosnippet="true" id="cliSettingsPopup" tabindex="-1" role="dialog" aria-labelledby="cliSettingsPopup" aria-hidden="true">
<div class="cli-modal-dialog" role="document"><div class="cli-modal-content cli-bar-popup">
<button type="button" class="cli-modal-close" id="cliModalClose"><svg class="" viewBox="0 0 24 24"><path d="M19 6.41l-1.41-1.41-5.59 5.59-5.59-5.59-1.41 1.41 5.59 5.59-5.59 5.59 1.41 1.41 5.59-5.59 5.59 5.59 1.41-1.41-5.59-5.59z"></path><path d="M0 0h24v24h-24z" fill="none"></path></svg><span class="wt-cli-sr-only">Close</span></button>
<div class="cli-modal-body"><div class="cli-container-fluid cli-tab-container"><div class="cli-row">
<div class="cli-col-12 cli-align-items-stretch cli-px-0"><div class="cli-privacy-overview"><h4>Privacy Overview</h4><div class="cli-privacy-content"><div class="cli-privacy-content-text">This website uses cookies to improve your experience while you navigate through the website. Out of these, the cookies that are categorized as necessary are stored on your browser as they are essential for the working of basic functionalities of the website. We also use third-party cookies that help us analyze and understand how you use this website. These cookies will be stored in your browser only with your consent. You also have the option to opt-out of these cookies. But opting out of some of these cookies may affect your browsing experience.</div></div><a class="cli-privacy-readmore" aria-label="Show more" role="button" data-readmore-text="Show more" data-readless-text="Show less"></a></div></div>
<div class="cli-col-12 cli-align-items-stretch cli-px-0 cli-tab-section-container">
${site.categories.map((category) => categorySection(category, checked(category))).join('\n')}
</div></div></div></div>
<div class="cli-modal-footer"><div class="wt-cli-element cli-container-fluid cli-tab-container"><div class="cli-row"><div class="cli-col-12 cli-align-items-stretch cli-px-0"><div class="cli-tab-footer wt-cli-privacy-overview-actions"><a id="wt-cli-privacy-save-btn" role="button" tabindex="0" data-cli-action="accept" class="wt-cli-privacy-btn cli_setting_save_button wt-cli-privacy-accept-btn cli-btn">SAVE &amp; ACCEPT</a></div></div></div></div></div>
</div></div></div>
<div class="cli-modal-backdrop cli-fade cli-settings-overlay"></div>
<div class="cli-modal-backdrop cli-fade cli-popupbar-overlay"></div>
<!--googleon: all-->`;
}

function cookieLawInfoSite(site: CliSite): FixtureHost {
  return wordpressSite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    theme: site.theme,
    pages: site.pages,
    head: (req: FixtureRequest) => `${site.themeHead(req.cookies)}\n${pluginScripts(site)}`,
    footer: (req: FixtureRequest) => pluginMarkup(site, req.cookies),
    routes: [
      siteScriptRoute(`${PLUGIN}/js/cookie-law-info-public.js`, 'cookie-law-info-public.js'),
      {
        method: 'GET',
        path: `${PLUGIN}/css/cookie-law-info-public.css`,
        handle: (_req, res) => send(res, 200, 'css', PLUGIN_CSS),
      },
      {
        method: 'GET',
        path: `${PLUGIN}/css/cookie-law-info-gdpr.css`,
        handle: (_req, res) => send(res, 200, 'css', ''),
      },
      {
        method: 'POST',
        path: '/wp-admin/admin-ajax.php',
        handle: (_req, res) => send(res, 200, 'json', '{"success":true}'),
      },
    ],
  });
}

/**
 * A tag as the plugin's script blocker leaves it in the page (its "Script blocker" / cookie-category
 * scripts): each script `type="text/plain"` with `data-cli-class="cli-blocker-script"` and the
 * category; cookie-law-info-public.js runs it once the visitor accepted that category.
 */
function blockedByCli(snippet: string, category: Category): string {
  return snippet.replace(
    /<script(?=[\s>])/g,
    `<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="${category}" data-cli-block="true" data-cli-element-position="head"`,
  );
}

/** The theme's functions.php reading the plugin's cookies: a tag only for a visitor who allowed its category. */
const allowed = (cookies: ReadonlyMap<string, string>, category: Category) =>
  cookies.get('viewed_cookie_policy') === 'yes' &&
  cookies.get(`cookielawinfo-checkbox-${category}`) === 'yes';

const V1_MESSAGE =
  'We use cookies on our website to give you the most relevant experience by remembering your preferences and repeat visits. By clicking “Accept”, you consent to the use of ALL the cookies.';
const V2_MESSAGE =
  'We use cookies on our website to give you the most relevant experience by remembering your preferences and repeat visits. By clicking “Accept All”, you consent to the use of ALL the cookies. However, you may visit "Cookie Settings" to provide a controlled consent.';

/**
 * A physiotherapy practice on GDPR Cookie Consent 2.1 with the bar "Cookie Settings", "Reject All",
 * "Accept All" and each category's default state "Disabled". GA4 (analytics) and the Meta pixel
 * (advertisement) are in the plugin's script blocker: they run once `viewed_cookie_policy` is `yes`
 * and their category allowed, right after "Accept All" and on every later page view.
 *
 * Right answer (written before scanning): no findings. Detected as autoconsent's `cookie-law-info`
 * rule. Reject: the rule refuses through the plugin's API (CLI.disableAllCookies + CLI.reject_close,
 * no click) with Reject All on the first layer — a refusal confirmed by the stored
 * `cookielawinfo-checkbox-analytics=no` / `-advertisement=no` once `viewed_cookie_policy` exists (the
 * category cookies are written with their default state at page load, before any choice, so they mean
 * nothing without it); the rule's self-test (no `non-necessary=yes` cookie) already passes before the
 * action, so it is no evidence. Nothing tracks after it. Accept: the rule's opt-in clicks
 * `[data-cli_action="accept"]`, which this bar lacks (its button is `accept_all`), so the heuristic
 * clicks "Accept All" on the first layer; confirmed by the cookies; GA4 and the pixel run.
 */
export const cookieLawInfoReject = cookieLawInfoSite({
  name: 'Harbour Street Physiotherapy',
  hostname: 'cookie-law-info-reject.example',
  accent: '#0e7c86',
  theme: 'astra',
  message: V2_MESSAGE,
  buttons: ['settings', 'rejectAll', 'acceptAll'],
  categories: ['necessary', 'functional', 'analytics', 'advertisement'],
  defaultEnabled: false,
  bar: { background: '#FFF', text: '#333333', button: '#0e7c86' },
  themeHead: () =>
    [
      blockedByCli(gtagSnippet(COOKIE_LAW_INFO_TAGS.reject.ga4), 'analytics'),
      blockedByCli(metaPixelSnippet(COOKIE_LAW_INFO_TAGS.reject.metaPixel), 'advertisement'),
    ].join('\n'),
  pages: {
    '/': {
      title: 'Home',
      main: `<section class="hero"><h1>Sports injuries, back pain, rehabilitation</h1><p>Chartered physiotherapists in Whitstable; appointments within 48 hours, evenings on Tuesdays and Thursdays.</p><p><a class="button" href="/book-an-appointment/">Book an appointment</a></p></section>
<section class="grid">
<article class="card"><h3>Initial assessment</h3><p class="price">£65</p><p>45 minutes, with a treatment plan.</p></article>
<article class="card"><h3>Follow-up</h3><p class="price">£50</p><p>30 minutes.</p></article>
<article class="card"><h3>Sports massage</h3><p class="price">£45</p><p>For runners, rowers and the rest of us.</p></article>
</section>`,
    },
    '/treatments/': {
      title: 'Treatments',
      main: `<section class="hero"><h1>Treatments</h1><p>Manual therapy, acupuncture, exercise programmes and hydrotherapy at the leisure centre pool.</p></section>`,
    },
    '/book-an-appointment/': {
      title: 'Book an appointment',
      main: `<section class="hero"><h1>Book an appointment</h1><p>Call 01227 000 412 or use the form; we reply the same day.</p><form action="/book-an-appointment/" method="post"><p><label>Name <input type="text" name="your-name" autocomplete="name"></label></p><p><label>Phone <input type="tel" name="your-phone" autocomplete="tel"></label></p><p><button class="button" type="submit">Request a call back</button></p></form></section>`,
    },
    '/privacy': {
      title: 'Privacy policy',
      main: `<section class="hero"><h1>Privacy policy</h1><p>Our cookie banner (GDPR Cookie Consent) keeps your choice in <code>viewed_cookie_policy</code>, <code>CookieLawInfoConsent</code> and one <code>cookielawinfo-checkbox-…</code> cookie per category, for eleven months. Google Analytics and the Meta pixel run only if you allow Analytics and Advertisement.</p></section>`,
    },
  },
});

/**
 * A garden-design studio on the plugin's 2.1 default bar: "Cookie Settings" and "Accept All" only
 * ([cookie_settings][cookie_accept_all]), default state "Disabled": refusing means opening Cookie
 * Settings and "SAVE & ACCEPT" with the switches off. The theme's functions.php prints GA4 only for a
 * request whose `viewed_cookie_policy` and `cookielawinfo-checkbox-analytics` are `yes` (the next
 * page view after Accept).
 *
 * Right answer (written before scanning): `no_first_layer_reject` only. Reject: the
 * `cookie-law-info` rule refuses through the plugin's API (no click), a refusal confirmed by the
 * stored `cookielawinfo-checkbox-analytics=no` with `viewed_cookie_policy`, reported on the second
 * layer since the first has no Reject; nothing tracks. Accept: the heuristic's "Accept All" on the
 * first layer (the rule's opt-in finds no `accept` button); confirmed by the cookies, GA4 on the next
 * page view.
 */
export const cookieLawInfoAcceptAll = cookieLawInfoSite({
  name: 'Fennel & Flint Garden Design',
  hostname: 'cookie-law-info-accept-all.example',
  accent: '#4f7942',
  theme: 'kadence',
  message: V2_MESSAGE,
  buttons: ['settings', 'acceptAll'],
  categories: ['necessary', 'functional', 'performance', 'analytics', 'advertisement'],
  defaultEnabled: false,
  bar: { background: '#FFF', text: '#333333', button: '#4f7942' },
  themeHead: (cookies) =>
    allowed(cookies, 'analytics') ? gtagSnippet(COOKIE_LAW_INFO_TAGS.acceptAll.ga4) : '',
  pages: {
    '/': {
      title: 'Home',
      main: `<section class="hero"><h1>Gardens for small spaces</h1><p>Courtyards, roof terraces and town gardens in Bristol and Bath, designed and planted by a team of four.</p><p><a class="button" href="/portfolio/">See our portfolio</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Clifton courtyard</h3><p>Limestone, ferns and a tiny pond.</p></article>
<article class="card"><div class="swatch"></div><h3>Redland roof terrace</h3><p>Grasses that take the wind.</p></article>
<article class="card"><div class="swatch"></div><h3>Totterdown slope</h3><p>Terraced beds and steps.</p></article>
</section>`,
    },
    '/portfolio/': {
      title: 'Portfolio',
      main: `<section class="hero"><h1>Portfolio</h1><p>Twelve gardens from the last three years, with planting lists.</p></section>`,
    },
    '/contact/': {
      title: 'Contact',
      main: `<section class="hero"><h1>Contact</h1><p>Design consultations from £120; we visit within two weeks.</p></section>`,
    },
    '/privacy': {
      title: 'Privacy policy',
      main: `<section class="hero"><h1>Privacy policy</h1><p>Your cookie choice is kept in <code>viewed_cookie_policy</code> and the <code>cookielawinfo-checkbox-…</code> cookies. Google Analytics runs only if you allow Analytics.</p></section>`,
    },
  },
});

/**
 * A local newspaper set up in the plugin's 1.9 days and never revisited: the bar "Cookie Settings",
 * "REJECT", "ACCEPT" ([cookie_settings][cookie_reject][cookie_button]) with each category's default
 * state "Enabled" — ACCEPT stores the categories as their switches stand, so they are pre-ticked in
 * the settings popup. The theme prints GA4 in header.php for every visitor (pasted before the plugin
 * was installed); the Meta pixel is in the plugin's script blocker (advertisement).
 *
 * Right answer (written before scanning): `preticked_consent_options` (Functional, Analytics and
 * Advertisement switched on before the visitor chose; consentry counts Functional as optional),
 * `pre_consent_tracking` and `tracking_after_refusal` naming Google only (GA4, before any choice and on
 * the page view after Reject), plus `pre_consent_nonessential_cookies` if GA4's `_ga` cookies are
 * classified so. Reject: the rule's API refusal, REJECT is on the first layer; confirmed by the stored
 * `-advertisement=no` with `viewed_cookie_policy` — the plugin registers it, the theme ignores it.
 * Accept: the rule clicks ACCEPT (first layer), confirmed; the Meta pixel runs.
 */
export const cookieLawInfoThemeTags = cookieLawInfoSite({
  name: 'The Wensleydale Courier',
  hostname: 'cookie-law-info-theme-tags.example',
  accent: '#8b1e3f',
  theme: 'newsup',
  message: V1_MESSAGE,
  buttons: ['settings', 'reject', 'accept'],
  categories: ['necessary', 'functional', 'analytics', 'advertisement'],
  defaultEnabled: true,
  bar: { background: '#252525', text: '#ffffff', button: '#8b1e3f' },
  themeHead: () =>
    [
      gtagSnippet(COOKIE_LAW_INFO_TAGS.theme.ga4),
      blockedByCli(metaPixelSnippet(COOKIE_LAW_INFO_TAGS.theme.metaPixel), 'advertisement'),
    ].join('\n'),
  pages: {
    '/': {
      title: 'Home',
      main: `<section class="hero"><h1>Hawes auction mart sets a record for Swaledale ewes</h1><p>Buyers came from as far as Cumbria on Saturday; the top pen sold for £1,900.</p><p><a class="button" href="/news/">Latest news</a></p></section>
<section class="grid">
<article class="card"><h3>Bainbridge bridge to reopen in May</h3><p>Repairs after the winter floods are nearly done.</p></article>
<article class="card"><h3>Letters</h3><p>Parking in Leyburn, again.</p></article>
<article class="card"><h3>What's on</h3><p>Brass band contest, 14 June.</p></article>
</section>`,
    },
    '/news/': {
      title: 'News',
      main: `<section class="hero"><h1>News</h1><p>Stories from Hawes, Askrigg, Leyburn and the dale.</p></section>`,
    },
    '/subscribe/': {
      title: 'Subscribe',
      main: `<section class="hero"><h1>Subscribe</h1><p>The print edition every Thursday, £78 a year delivered.</p></section>`,
    },
    '/privacy': {
      title: 'Privacy policy',
      main: `<section class="hero"><h1>Privacy policy</h1><p>Our cookie banner stores your choice in <code>viewed_cookie_policy</code> and <code>cookielawinfo-checkbox-…</code> cookies.</p></section>`,
    },
  },
});

export const COOKIE_LAW_INFO_SITES: readonly FixtureHost[] = [
  cookieLawInfoReject,
  cookieLawInfoAcceptAll,
  cookieLawInfoThemeTags,
];
