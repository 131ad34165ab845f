import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { siteScriptRoute } from './consent-kit.ts';
import { wordpressSite, type WordPressPage } from './wordpress-chrome.ts';

/** The tags the GDPR Cookie Compliance (Moove) sites load. */
export const MOOVE_GDPR_TAGS = {
  reject: { ga4: 'G-MVGDPR0RJ1', metaPixel: '612730495812341' },
  settings: { ga4: 'G-MVGDPR0ST2' },
  themePixel: { ga4: 'G-MVGDPR0TP3', metaPixel: '612730495812343' },
} as const;

const VERSION = '4.15.5';
const PLUGIN = '/wp-content/plugins/gdpr-cookie-compliance';

/** A stand-in for dist/styles/gdpr-main.css: the bar, its buttons, the lightbox and the modal. */
const PLUGIN_CSS = `#moove_gdpr_cookie_info_bar{content-visibility:auto;position:fixed;bottom:0;left:0;width:100%;min-height:60px;max-height:400px;opacity:1;z-index:9900;background-color:#202020;border-top:1px solid #fff;transition:bottom .3s ease;font-family:Nunito,sans-serif}
#moove_gdpr_cookie_info_bar.moove-gdpr-info-bar-hidden{bottom:-400px;display:none}
#moove_gdpr_cookie_info_bar.moove-gdpr-light-scheme{background-color:#f1f1f1;border-top:1px solid #cfcfcf}
#moove_gdpr_cookie_info_bar .moove-gdpr-info-bar-container{padding:10px 40px;position:static;display:inline-block}
#moove_gdpr_cookie_info_bar .moove-gdpr-info-bar-content{padding-left:30px;padding-right:30px;text-align:left;display:flex;align-items:center;width:100%}
#moove_gdpr_cookie_info_bar .moove-gdpr-cookie-notice p{margin:0;font-size:14px;line-height:20px;font-weight:700;color:#fff}
#moove_gdpr_cookie_info_bar.moove-gdpr-light-scheme .moove-gdpr-cookie-notice p{color:#202020}
#moove_gdpr_cookie_info_bar .moove-gdpr-cookie-notice button.change-settings-button{font-weight:700;color:#0c4da2;background:none;border:0;padding:0;text-decoration:underline;cursor:pointer;font-size:inherit}
#moove_gdpr_cookie_info_bar .moove-gdpr-button-holder{padding-left:15px;display:flex;align-items:center}
.mgbutton{display:inline-block;border-radius:150px;padding:5px 15px;margin:5px 0 5px 10px;font-size:14px;line-height:20px;font-weight:700;color:#fff;background-color:#0c4da2;border:1px solid #0c4da2;cursor:pointer;white-space:nowrap}
#moove_gdpr_cookie_modal.gdpr_lightbox-hide,.gdpr_lightbox-hide{display:none}
.gdpr_lightbox{z-index:9999;position:fixed;top:0;right:0;bottom:0;left:0;white-space:nowrap;background:rgba(0,0,0,.6);outline:none!important}
.gdpr_lightbox-wrap{position:absolute;top:0;right:0;bottom:0;left:0;text-align:center;outline:none!important}
.gdpr_lightbox-loader{display:none}
.gdpr_lightbox-container{z-index:9990;position:relative;text-align:left;vertical-align:middle;display:inline-block;white-space:normal;max-width:100%;max-height:100%;outline:none!important;margin-top:8vh}
.gdpr_lightbox-content{z-index:9993;width:100%}
#moove_gdpr_cookie_modal .moove-gdpr-modal-content{color:#000;background-color:#fff;width:900px;max-width:calc(100vw - 40px);height:600px;max-height:80vh;border-radius:0;position:relative;display:flex}
#moove_gdpr_cookie_modal .moove-gdpr-modal-left-content{width:40%;padding:25px 0;background:#f7f7f7}
#moove_gdpr_cookie_modal .moove-gdpr-modal-right-content{width:60%;padding:25px 40px;display:flex;flex-direction:column}
#moove_gdpr_cookie_modal #moove-gdpr-menu{list-style:none;margin:0;padding:0}
#moove_gdpr_cookie_modal #moove-gdpr-menu li button{background:none;border:0;width:100%;text-align:left;padding:10px 25px;cursor:pointer;font-size:14px}
#moove_gdpr_cookie_modal #moove-gdpr-menu li.menu-item-selected button{background:#fff;font-weight:700}
#moove_gdpr_cookie_modal .moove-gdpr-modal-close{position:absolute;top:-15px;right:-15px;width:30px;height:30px;border-radius:50%;border:0;background:#0c4da2;color:#fff;cursor:pointer}
#moove_gdpr_cookie_modal .main-modal-content{flex:1;overflow:auto}
#moove_gdpr_cookie_modal .tab-title{font-size:22px;font-weight:700;margin:0 0 10px}
#moove_gdpr_cookie_modal .cookie-switch{position:relative;display:inline-block;width:50px;height:26px}
#moove_gdpr_cookie_modal .cookie-switch input{opacity:0;width:0;height:0}
#moove_gdpr_cookie_modal .cookie-slider{position:absolute;cursor:pointer;top:0;left:0;right:0;bottom:0;background-color:#ccc;border-radius:34px}
#moove_gdpr_cookie_modal input:checked+.cookie-slider{background-color:#0c4da2}
#moove_gdpr_cookie_modal .moove-gdpr-modal-footer-content{display:flex;justify-content:flex-end;padding-top:15px;border-top:1px solid #eee}
#moove_gdpr_save_popup_settings_button{display:none;position:fixed;left:20px;bottom:20px;z-index:9000;border-radius:50%;width:40px;height:40px;border:0;background:#0c4da2;color:#fff;cursor:pointer}
.gdpr-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
`;

interface MooveSite {
  name: string;
  hostname: string;
  accent: string;
  theme: string;
  /** The infobar's text; `{settings}` becomes the plugin's inline "settings" button. */
  message: string;
  /** "Reject" button (an option of the plugin's Cookie Banner settings). */
  rejectButton: boolean;
  /** "Settings" button next to Accept (another option). */
  settingsButton: boolean;
  scheme: 'dark' | 'light';
  /** The scripts pasted in the plugin's "3rd Party Cookies" tab (head), run once thirdparty is "1". */
  thirdPartyScripts: string;
  /** The scripts pasted in its "Additional Cookies" tab; null: the tab is off. */
  advancedScripts: string | null;
  /** What the theme prints in <head> regardless of the plugin. */
  themeHead?: string;
  pages: Record<string, WordPressPage>;
}

/** `moove_frontend_gdpr_scripts` (wp_localize_script) and the plugin's script, at the end of <body>. */
function pluginScripts(site: MooveSite): string {
  const config = {
    ajaxurl: `https://${site.hostname}/wp-admin/admin-ajax.php`,
    post_id: '7',
    plugin_dir: `https://${site.hostname}${PLUGIN}`,
    show_icons: 'all',
    is_page: '1',
    ajax_cookie_removal: 'false',
    strict_init: '1',
    enabled_default: { third_party: 0, advanced: 0 },
    geo_location: 'false',
    force_reload: 'false',
    is_single: '',
    hide_save_btn: 'false',
    current_user: '0',
    cookie_expiration: '365',
    script_delay: '2000',
    close_btn_action: '1',
    close_btn_rdr: '',
    gdpr_scor: 'true',
    wp_lang: '',
    wp_consent_api: 'false',
  };
  return `<script id="moove_gdpr_frontend-js-extra">
var moove_frontend_gdpr_scripts = ${JSON.stringify(config)};
</script>
<script src="${PLUGIN}/dist/scripts/main.js?ver=${VERSION}" id="moove_gdpr_frontend-js"></script>`;
}

function infobar(site: MooveSite): string {
  const settingsLink = `<button data-href="#moove_gdpr_cookie_modal" class="change-settings-button">settings</button>`;
  const buttons = [
    `<button class="mgbutton moove-gdpr-infobar-allow-all gdpr-fbo-0" aria-label="Accept" role="button">Accept</button>`,
    site.rejectButton
      ? `<button class="mgbutton moove-gdpr-infobar-reject-btn gdpr-fbo-1" aria-label="Reject">Reject</button>`
      : '',
    site.settingsButton
      ? `<button class="mgbutton moove-gdpr-infobar-settings-btn change-settings-button gdpr-fbo-2" data-href="#moove_gdpr_cookie_modal" aria-label="Settings">Settings</button>`
      : '',
  ].join('');
  return `<!--copyscapeskip-->
<aside id="moove_gdpr_cookie_info_bar" class="moove-gdpr-info-bar-hidden moove-gdpr-align-center moove-gdpr-${site.scheme}-scheme gdpr_infobar_postion_bottom" aria-labelledby="moove_gdpr_cookie_info_bar_title" tabindex="-1" style="display: none;">
<div class="moove-gdpr-info-bar-container">
<h2 id="moove_gdpr_cookie_info_bar_title" class="gdpr-sr-only">GDPR Cookie Banner</h2>
<div class="moove-gdpr-info-bar-content">
<div class="moove-gdpr-cookie-notice"><p>${site.message.replace('{settings}', settingsLink)}</p></div>
<div class="moove-gdpr-button-holder">${buttons}</div>
</div>
</div>
</aside>
<!--/copyscapeskip-->`;
}

function switchSection(id: string, input: string, title: string, text: string): string {
  return `<div id="${id}" class="moove-gdpr-tab-main" style="display:none">
<h2 class="tab-title"><span class="gdpr-tab-title-text">${title}</span></h2>
<div class="moove-gdpr-tab-main-content">${text}
<div class="moove-gdpr-status-bar"><div class="gdpr-cc-form-wrap"><div class="gdpr-cc-form-fieldset">
<label class="cookie-switch" for="${input}"><span class="gdpr-sr-only">Enable or Disable Cookies</span>
<input type="checkbox" aria-label="${title}" value="check" name="${input}" id="${input}">
<span class="cookie-slider cookie-round gdpr-sr" aria-hidden="true" data-text-enable="Enabled" data-text-disabled="Disabled"><span class="gdpr-sr-label"><span class="gdpr-sr-enable">Enabled</span><span class="gdpr-sr-disable">Disabled</span></span></span>
</label></div></div></div>
</div></div>`;
}

/** The settings modal (tabs layout), hidden until a "settings" control opens it in the lightbox. */
function modal(site: MooveSite): string {
  const menu = [
    ['privacy_overview', 'Privacy Overview'],
    ['strict-necessary-cookies', 'Strictly Necessary Cookies'],
    ['third_party_cookies', '3rd Party Cookies'],
    ...(site.advancedScripts !== null ? [['advanced-cookies', 'Additional Cookies']] : []),
    ['cookie_policy_modal', 'Cookie Policy'],
  ];
  return `<div id="moove_gdpr_cookie_modal" class="gdpr_lightbox-hide" role="complementary" aria-label="GDPR Settings Screen">
<div class="moove-gdpr-modal-content moove-clearfix logo-position-left moove_gdpr_modal_theme_v1">
<button class="moove-gdpr-modal-close" aria-label="Close GDPR Cookie Settings"><span class="gdpr-sr-only">Close GDPR Cookie Settings</span><span class="gdpr-icon moovegdpr-arrow-close">×</span></button>
<div class="moove-gdpr-modal-left-content">
<ul id="moove-gdpr-menu">
${menu.map(([id, title], i) => `<li class="menu-item-${i === 0 ? 'on' : 'off'} menu-item-${id}${i === 0 ? ' menu-item-selected' : ''}"><button data-href="#${id}" class="moove-gdpr-tab-nav" aria-label="${title}"><span class="gdpr-nav-tab-title">${title}</span></button></li>`).join('\n')}
</ul>
<div class="moove-gdpr-branding-cnt"><a href="https://wordpress.org/plugins/gdpr-cookie-compliance/" rel="noopener noreferrer" target="_blank" class="moove-gdpr-branding">Powered by&nbsp; <span>GDPR Cookie Compliance</span></a></div>
</div>
<div class="moove-gdpr-modal-right-content">
<div class="main-modal-content"><div class="moove-gdpr-tab-content">
<div id="privacy_overview" class="moove-gdpr-tab-main">
<h2 class="tab-title">Privacy Overview</h2>
<div class="moove-gdpr-tab-main-content"><p>This website uses cookies so that we can provide you with the best user experience possible. Cookie information is stored in your browser and performs functions such as recognising you when you return to our website and helping our team to understand which sections of the website you find most interesting and useful.</p></div>
</div>
${switchSection('strict-necessary-cookies', 'moove_gdpr_strict_cookies', 'Strictly Necessary Cookies', '<p>Strictly Necessary Cookie should be enabled at all times so that we can save your preferences for cookie settings.</p>')}
${switchSection('third_party_cookies', 'moove_gdpr_performance_cookies', '3rd Party Cookies', '<p>This website uses Google Analytics to collect anonymous information such as the number of visitors to the site, and the most popular pages.</p><p>Keeping this cookie enabled helps us to improve our website.</p>')}
${site.advancedScripts !== null ? switchSection('advanced-cookies', 'moove_gdpr_advanced_cookies', 'Additional Cookies', '<p>This website uses the following additional cookies: the Meta pixel, to measure our advertising.</p>') : ''}
<div id="cookie_policy_modal" class="moove-gdpr-tab-main" style="display:none"><h2 class="tab-title">Cookie Policy</h2><div class="moove-gdpr-tab-main-content"><p>More information about our <a href="/privacy" target="_blank">Cookie Policy</a></p></div></div>
</div></div>
<div class="moove-gdpr-modal-footer-content"><div class="moove-gdpr-button-holder">
<button class="mgbutton moove-gdpr-modal-allow-all button-visible" aria-label="Enable All">Enable All</button>
<button class="mgbutton moove-gdpr-modal-save-settings button-visible" aria-label="Save Settings">Save Settings</button>
</div></div>
</div>
</div>
</div>
<button data-href="#moove_gdpr_cookie_modal" id="moove_gdpr_save_popup_settings_button" aria-label="Change cookie settings"><span class="moove_gdpr_icon">⚙</span><span class="gdpr-sr-only">Change cookie settings</span></button>`;
}

function mooveSite(site: MooveSite): FixtureHost {
  const footer = `${infobar(site)}\n${modal(site)}\n${pluginScripts(site)}`;
  return wordpressSite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    theme: site.theme,
    pages: site.pages,
    head: () => `${site.themeHead ?? ''}
<link rel='stylesheet' id='moove_gdpr_frontend-css' href='${PLUGIN}/dist/styles/gdpr-main.css?ver=${VERSION}' media='all' />
<style id='moove_gdpr_frontend-inline-css'>#moove_gdpr_cookie_modal,#moove_gdpr_cookie_info_bar,.gdpr_cookie_settings_shortcode_content{font-family:Nunito,sans-serif}#moove_gdpr_save_popup_settings_button{background-color:#373737;color:#fff}</style>`,
    footer: () => footer,
    routes: [
      siteScriptRoute(`${PLUGIN}/dist/scripts/main.js`, 'moove-gdpr-main.js'),
      {
        method: 'GET',
        path: `${PLUGIN}/dist/styles/gdpr-main.css`,
        handle: (_req, res) => send(res, 200, 'css', PLUGIN_CSS),
      },
      {
        // wp_ajax_nopriv_moove_gdpr_get_scripts: the scripts of the groups the request allows
        method: 'POST',
        path: '/wp-admin/admin-ajax.php',
        handle: (req: FixtureRequest, res) => {
          const form = new URLSearchParams(req.body.toString('utf8'));
          if (form.get('action') !== 'moove_gdpr_get_scripts') {
            send(res, 200, 'text', '0');
            return;
          }
          const header = [
            form.get('thirdparty') === '1' ? site.thirdPartyScripts : '',
            form.get('advanced') === '1' ? (site.advancedScripts ?? '') : '',
          ].join('\n');
          send(res, 200, 'json', JSON.stringify({ header, body: '', footer: '' }));
        },
      },
    ],
  });
}

/**
 * A dog-grooming salon on GDPR Cookie Compliance 4.15 with the Reject button switched on: "Accept",
 * "Reject" and the text's "settings" link. GA4 is pasted in the plugin's "3rd Party Cookies" tab and
 * the Meta pixel in "Additional Cookies": the plugin injects them only for the groups stored as "1".
 *
 * Right answer (written before scanning): no findings. Detected as autoconsent's `Moove` rule. Reject:
 * the rule clicks "Reject" on the first layer, `moove_gdpr_popup` stores thirdparty and advanced "0"
 * (refusal confirmed by the stored state and the rule's self-test — the bar hidden, visible before);
 * nothing tracks. Accept: the rule clicks "Accept", every flag "1" (confirmed); GA4 and the Meta pixel
 * are injected on the same page view and on the next.
 */
export const mooveGdprReject = mooveSite({
  name: 'Muddy Paws Grooming',
  hostname: 'moove-gdpr-reject.example',
  accent: '#c2185b',
  theme: 'oceanwp',
  message:
    'We are using cookies to give you the best experience on our website.</p><p>You can find out more about which cookies we are using or switch them off in {settings}.',
  rejectButton: true,
  settingsButton: false,
  scheme: 'dark',
  thirdPartyScripts: gtagSnippet(MOOVE_GDPR_TAGS.reject.ga4),
  advancedScripts: metaPixelSnippet(MOOVE_GDPR_TAGS.reject.metaPixel),
  pages: {
    '/': {
      title: 'Home',
      main: `<section class="hero"><h1>Full grooms, hand-stripping and puppy intros</h1><p>A calm, one-dog-at-a-time salon in Headingley. Open Monday to Saturday.</p><p><a class="button" href="/prices/">See prices</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Small dogs</h3><p class="price">from £38</p></article>
<article class="card"><div class="swatch"></div><h3>Medium dogs</h3><p class="price">from £48</p></article>
<article class="card"><div class="swatch"></div><h3>Puppy intro</h3><p class="price">£25</p></article>
</section>`,
    },
    '/prices/': {
      title: 'Prices',
      main: `<section class="hero"><h1>Prices</h1><p>Every groom includes a bath, blow-dry, nails and ears.</p></section>`,
    },
    '/book/': {
      title: 'Book',
      main: `<section class="hero"><h1>Book a groom</h1><p>Call 0113 000 5521; we keep a waiting list for Saturdays.</p></section>`,
    },
    '/privacy': {
      title: 'Privacy policy',
      main: `<section class="hero"><h1>Privacy policy</h1><p>GDPR Cookie Compliance keeps your choice in the <code>moove_gdpr_popup</code> cookie for a year. Google Analytics runs only with 3rd Party Cookies on, the Meta pixel only with Additional Cookies on.</p></section>`,
    },
  },
});

/**
 * A ceramics studio on the plugin's defaults of older installs: no Reject button — "Accept", a
 * "Settings" button and the text's "settings" link. Refusing means opening the settings modal,
 * switching on "Strictly Necessary Cookies" (so that the choice can be stored), leaving "3rd Party
 * Cookies" off and "Save Settings". GA4 is in the "3rd Party Cookies" tab.
 *
 * Right answer (written before scanning): `no_first_layer_reject` only. Reject: the `Moove` rule
 * clicks the bar's "settings", unticks everything but strictly necessary and clicks "Save Settings":
 * a second-layer refusal (necessary only), confirmed by `moove_gdpr_popup` (thirdparty "0") and the
 * self-test; nothing tracks. Accept: "Accept" on the first layer, confirmed; GA4 injected.
 */
export const mooveGdprSettings = mooveSite({
  name: 'Kilnhouse Ceramics',
  hostname: 'moove-gdpr-settings.example',
  accent: '#b0643b',
  theme: 'generatepress',
  message:
    'We are using cookies to give you the best experience on our website.</p><p>You can find out more about which cookies we are using or switch them off in {settings}.',
  rejectButton: false,
  settingsButton: true,
  scheme: 'light',
  thirdPartyScripts: gtagSnippet(MOOVE_GDPR_TAGS.settings.ga4),
  advancedScripts: null,
  pages: {
    '/': {
      title: 'Home',
      main: `<section class="hero"><h1>Wheel-thrown stoneware from Frome</h1><p>Mugs, bowls and jugs fired in our gas kiln; taster classes on Sunday mornings.</p><p><a class="button" href="/classes/">Classes</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Tenmoku mug</h3><p class="price">£28</p></article>
<article class="card"><div class="swatch"></div><h3>Serving bowl</h3><p class="price">£64</p></article>
<article class="card"><div class="swatch"></div><h3>Taster class</h3><p class="price">£55</p></article>
</section>`,
    },
    '/classes/': {
      title: 'Classes',
      main: `<section class="hero"><h1>Classes</h1><p>Six-week evening courses and Sunday tasters; clay and firing included.</p></section>`,
    },
    '/shop/': {
      title: 'Shop',
      main: `<section class="hero"><h1>Shop</h1><p>New pieces every first Friday of the month.</p></section>`,
    },
    '/privacy': {
      title: 'Privacy policy',
      main: `<section class="hero"><h1>Privacy policy</h1><p>Your cookie choice is stored in <code>moove_gdpr_popup</code>. Google Analytics runs only with 3rd Party Cookies on.</p></section>`,
    },
  },
});

/**
 * A marquee-hire company with Reject on and GA4 correctly in the plugin's "3rd Party Cookies" tab —
 * but the Meta pixel pasted into the theme's header (Theme Options → Header scripts) for an ad
 * campaign, outside the plugin.
 *
 * Right answer (written before scanning): `pre_consent_tracking`, `pre_consent_nonessential_cookies`
 * (the pixel's `_fbp`) and `tracking_after_refusal`, each naming Meta only. Reject on the first layer
 * is registered (`moove_gdpr_popup` thirdparty "0", confirmed with the self-test); GA4 stays off, the
 * pixel fires on the next page view regardless. Accept: "Accept", confirmed; GA4 injected.
 */
export const mooveGdprThemePixel = mooveSite({
  name: 'Canvas & Pole Marquee Hire',
  hostname: 'moove-gdpr-theme-pixel.example',
  accent: '#2e5d3a',
  theme: 'divi',
  message:
    'We are using cookies to give you the best experience on our website.</p><p>You can find out more about which cookies we are using or switch them off in {settings}.',
  rejectButton: true,
  settingsButton: false,
  scheme: 'dark',
  thirdPartyScripts: gtagSnippet(MOOVE_GDPR_TAGS.themePixel.ga4),
  advancedScripts: null,
  themeHead: metaPixelSnippet(MOOVE_GDPR_TAGS.themePixel.metaPixel),
  pages: {
    '/': {
      title: 'Home',
      main: `<section class="hero"><h1>Marquees for weddings, fêtes and festivals</h1><p>Traditional canvas pole marquees and modern frame tents across Shropshire and the Marches.</p><p><a class="button" href="/get-a-quote/">Get a quote</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Pole marquee, 100 guests</h3><p class="price">from £2,400</p></article>
<article class="card"><div class="swatch"></div><h3>Frame tent, 60 guests</h3><p class="price">from £1,650</p></article>
<article class="card"><div class="swatch"></div><h3>Festoon lighting</h3><p class="price">£180</p></article>
</section>`,
    },
    '/weddings/': {
      title: 'Weddings',
      main: `<section class="hero"><h1>Weddings</h1><p>Site visit, layout plan and a dedicated crew on the day.</p></section>`,
    },
    '/get-a-quote/': {
      title: 'Get a quote',
      main: `<section class="hero"><h1>Get a quote</h1><p>Tell us the date, the field and the number of guests.</p></section>`,
    },
    '/privacy': {
      title: 'Privacy policy',
      main: `<section class="hero"><h1>Privacy policy</h1><p>Your cookie choice is stored in <code>moove_gdpr_popup</code>.</p></section>`,
    },
  },
});

export const MOOVE_GDPR_SITES: readonly FixtureHost[] = [
  mooveGdprReject,
  mooveGdprSettings,
  mooveGdprThemePixel,
];
