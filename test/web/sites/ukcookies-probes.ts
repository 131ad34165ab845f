/**
 * UK and public-sector cookie banners and cookie-settings pages: multi-step flows across page loads,
 * radio buttons instead of switches, confirmation messages that replace the banner. One host each,
 * with the answer a scan must give.
 *
 * - ukcookies-govuk.example — a GOV.UK service with the GOV.UK Design System cookie banner: "Accept
 *   analytics cookies" / "Reject analytics cookies" and a "View cookies" link. A choice swaps the
 *   question for a confirmation ("You've rejected additional cookies. You can change your cookie
 *   settings at any time." + "Hide cookie message"). The banner script writes the default
 *   `cookies_policy` ({"essential":true,"settings":false,"usage":false,"campaigns":false}) on the first
 *   page view, as govuk_publishing_components does; a choice rewrites it and sets
 *   `cookies_preferences_set=true`. GA4 loads only with usage:true. Expected: no findings; Reject and
 *   Accept confirmed; the confirmation message is not a banner shown again.
 * - ukcookies-settings-no.example / ukcookies-settings-yes.example — the older GOV.UK-style banner a lot of
 *   councils and public bodies still run: "Accept all cookies" and a "Set cookie preferences" LINK to
 *   /cookies, a separate page (no banner there) with one Yes/No radio group per optional category and
 *   "Save cookie settings", which stores the choice and shows a success banner. -no: "Use cookies that
 *   …" / "Do not use cookies that …" radios, the refusal pre-selected; -yes: "Yes" / "No" radios under a
 *   "Do you want to use cookies that …?" legend, "Yes" pre-selected. Same `cookies_policy` format. Expected: no_first_layer_reject; the Reject
 *   arm follows the link, sets every optional group to No, saves, refusal confirmed; -yes also
 *   preticked_consent_options.
 * - ukcookies-nhs.example — the NHS website's banner: "I'm OK with analytics cookies" / "Do not use
 *   analytics cookies" (its real ids), cookie `nhsuk-cookie-consent` =
 *   {"necessary":true,"preferences":false,"statistics":false,"marketing":false,"consented":true}
 *   (URI-encoded). Expected: a banner with a first-layer refusal; Reject and Accept confirmed; no findings.
 */
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';

export const UKCOOKIES_TAGS = {
  govuk: 'G-GOVUKSVC01',
  settingsNo: 'G-COUNCIL001',
  settingsYes: 'G-COUNCIL002',
  nhs: 'G-NHSWEB0001',
} as const;

/** Loads GA4 the way these sites do once analytics consent is there (the tag is never in the HTML). */
const loadGa4 = (id: string) => `function loadAnalytics() {
  if (window.__ga4Loaded) return;
  window.__ga4Loaded = true;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () { dataLayer.push(arguments); };
  gtag('js', new Date());
  gtag('config', '${id}', { anonymize_ip: true });
  var s = document.createElement('script');
  s.async = true;
  s.src = 'https://www.googletagmanager.com/gtag/js?id=${id}';
  document.head.appendChild(s);
}`;

/** GOV.UK's cookie helpers (govuk_publishing_components cookie-functions, rewritten). */
const GOVUK_COOKIE_FUNCTIONS = `var DEFAULT_POLICY = { essential: true, settings: false, usage: false, campaigns: false };
function getCookie(name) {
  var parts = document.cookie ? document.cookie.split('; ') : [];
  for (var i = 0; i < parts.length; i++) {
    var eq = parts[i].indexOf('=');
    if (parts[i].slice(0, eq) === name) return decodeURIComponent(parts[i].slice(eq + 1));
  }
  return null;
}
function setCookie(name, value, days) {
  var date = new Date();
  date.setTime(date.getTime() + days * 24 * 60 * 60 * 1000);
  document.cookie = name + '=' + value + '; expires=' + date.toGMTString() + '; path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
}
function getPolicy() {
  try { return JSON.parse(getCookie('cookies_policy')) || null; } catch (e) { return null; }
}
function setPolicy(policy) {
  setCookie('cookies_policy', JSON.stringify(policy), 365);
}
function setDefaultConsentCookie() { setPolicy(DEFAULT_POLICY); }
function approveAllCookieTypes() { setPolicy({ essential: true, settings: true, usage: true, campaigns: true }); }
function rejectAllCookieTypes() { setPolicy(DEFAULT_POLICY); }`;

const GOVUK_CSS = `<style>
.govuk-cookie-banner { background: #f3f2f1; padding: 20px 0; border-bottom: 10px solid transparent; }
.govuk-cookie-banner[hidden], .govuk-cookie-banner [hidden] { display: none; }
.govuk-width-container { max-width: 960px; margin: 0 auto; padding: 0 15px; }
.govuk-heading-m { font-size: 1.5rem; margin: 0 0 15px; }
.govuk-button-group { display: flex; flex-wrap: wrap; gap: 15px; align-items: center; }
.govuk-button { background: #00703c; color: #fff; border: 0; box-shadow: 0 2px 0 #002d18; padding: 8px 10px 7px; font: inherit; cursor: pointer; }
.govuk-link { color: #1d70b8; }
.govuk-notification-banner--success { border: 5px solid #00703c; padding: 15px; background: #fff; margin-bottom: 20px; }
.govuk-radios__item { display: flex; gap: 8px; margin: 6px 0; align-items: center; }
.govuk-fieldset { border: 0; padding: 0; margin: 0 0 25px; }
.govuk-fieldset__legend { font-weight: 700; margin-bottom: 10px; }
table.govuk-table { border-collapse: collapse; width: 100%; margin: 15px 0; }
table.govuk-table td, table.govuk-table th { border-bottom: 1px solid #b1b4b6; padding: 8px; text-align: left; }
</style>`;

// ---------------------------------------------------------------------------------------------
// a) GOV.UK Design System cookie banner (Accept / Reject analytics cookies, confirmation message)
// ---------------------------------------------------------------------------------------------

const GOVUK_NAME = 'Apply for a fishing licence';
const GOVUK_ACCENT = '#1d70b8';

const govukBanner = (
  service: string,
) => `<div class="govuk-cookie-banner" data-nosnippet role="region" aria-label="Cookies on ${service}" hidden>
  <div class="govuk-cookie-banner__message govuk-width-container" data-part="question">
    <h2 class="govuk-cookie-banner__heading govuk-heading-m">Cookies on ${service}</h2>
    <div class="govuk-cookie-banner__content">
      <p class="govuk-body">We use some essential cookies to make this service work.</p>
      <p class="govuk-body">We'd also like to use analytics cookies so we can understand how you use the service and make improvements.</p>
    </div>
    <div class="govuk-button-group">
      <button type="button" name="cookies" value="accept" class="govuk-button" data-module="govuk-button">Accept analytics cookies</button>
      <button type="button" name="cookies" value="reject" class="govuk-button" data-module="govuk-button">Reject analytics cookies</button>
      <a class="govuk-link" href="/help/cookies">View cookies</a>
    </div>
  </div>
  <div class="govuk-cookie-banner__message govuk-width-container" role="alert" data-part="accepted" tabindex="-1" hidden>
    <div class="govuk-cookie-banner__content"><p class="govuk-body">You've accepted additional cookies. You can <a class="govuk-link" href="/help/cookies">change your cookie settings</a> at any time.</p></div>
    <div class="govuk-button-group"><button type="button" class="govuk-button" data-action="hide">Hide cookie message</button></div>
  </div>
  <div class="govuk-cookie-banner__message govuk-width-container" role="alert" data-part="rejected" tabindex="-1" hidden>
    <div class="govuk-cookie-banner__content"><p class="govuk-body">You've rejected additional cookies. You can <a class="govuk-link" href="/help/cookies">change your cookie settings</a> at any time.</p></div>
    <div class="govuk-button-group"><button type="button" class="govuk-button" data-action="hide">Hide cookie message</button></div>
  </div>
</div>`;

const GOVUK_BANNER_JS = `(function () {
${GOVUK_COOKIE_FUNCTIONS}
${loadGa4(UKCOOKIES_TAGS.govuk)}
var policy = getPolicy();
if (policy && policy.usage === true) loadAnalytics();
var banner = document.querySelector('.govuk-cookie-banner');
if (!banner) return;
var onCookiesPage = location.pathname === '/help/cookies';
if (getCookie('cookies_preferences_set') === 'true' || onCookiesPage) return;
banner.hidden = false;
if (!getPolicy()) setDefaultConsentCookie();
function part(name) { return banner.querySelector('[data-part="' + name + '"]'); }
function answered(which) {
  setCookie('cookies_preferences_set', 'true', 365);
  part('question').hidden = true;
  var message = part(which);
  message.hidden = false;
  message.focus();
}
banner.querySelector('button[value="accept"]').addEventListener('click', function () {
  approveAllCookieTypes();
  answered('accepted');
  loadAnalytics();
});
banner.querySelector('button[value="reject"]').addEventListener('click', function () {
  rejectAllCookieTypes();
  answered('rejected');
});
banner.querySelectorAll('[data-action="hide"]').forEach(function (button) {
  button.addEventListener('click', function () { banner.hidden = true; });
});
})();`;

/** GOV.UK's /help/cookies page: the radio-button settings form (usage and campaigns). */
const GOVUK_SETTINGS_JS = (tag: string) => `(function () {
${GOVUK_COOKIE_FUNCTIONS}
var form = document.querySelector('form[data-module="cookie-settings"]');
if (!form) return;
var policy = getPolicy() || DEFAULT_POLICY;
form.querySelectorAll('input[type=radio]').forEach(function (input) {
  var on = policy[input.name.replace('cookies-', '')] === true;
  input.checked = (input.value === 'yes') === on;
});
form.addEventListener('submit', function (event) {
  event.preventDefault();
  var next = { essential: true, settings: false, usage: false, campaigns: false };
  form.querySelectorAll('input[type=radio]:checked').forEach(function (input) {
    next[input.name.replace('cookies-', '')] = input.value === 'yes';
  });
  setPolicy(next);
  setCookie('cookies_preferences_set', 'true', 365);
  var success = document.querySelector('.govuk-notification-banner--success');
  success.hidden = false;
  success.focus();
  window.scrollTo(0, 0);
  if (next.usage) (${loadGa4(tag)})();
});
})();`;

function cookiesTable(): string {
  return `<table class="govuk-table"><thead><tr><th>Name</th><th>Purpose</th><th>Expires</th></tr></thead>
<tbody>
<tr><td>cookies_policy</td><td>Saves your cookie consent settings</td><td>1 year</td></tr>
<tr><td>cookies_preferences_set</td><td>Lets us know that you've saved your cookie consent settings</td><td>1 year</td></tr>
<tr><td>_ga, _ga_*</td><td>Google Analytics: checks if you've visited before and how you use the service (only if you accept)</td><td>2 years</td></tr>
</tbody></table>`;
}

/** The settings form, every radio unselected: the page script selects them from the stored policy. */
function radiosForm(
  groups: readonly { name: string; legend: string; hint: string }[],
  preselectYes: boolean | null,
): string {
  const radio = (name: string, value: 'yes' | 'no', label: string) =>
    `<div class="govuk-radios__item"><input class="govuk-radios__input" id="${name}-${value}" name="${name}" type="radio" value="${value}"${
      preselectYes === null ? '' : (value === 'yes') === preselectYes ? ' checked' : ''
    }><label class="govuk-label govuk-radios__label" for="${name}-${value}">${label}</label></div>`;
  return groups
    .map(
      (
        g,
      ) => `<div class="govuk-form-group"><fieldset class="govuk-fieldset" aria-describedby="${g.name}-hint">
  <legend class="govuk-fieldset__legend govuk-fieldset__legend--s">${g.legend}</legend>
  <div id="${g.name}-hint" class="govuk-hint">${g.hint}</div>
  <div class="govuk-radios govuk-radios--inline" data-module="govuk-radios">
    ${radio(g.name, 'yes', g.legend.startsWith('Do you') ? 'Yes' : `Use cookies that ${g.legend.replace(/^Cookies that /, '').toLowerCase()}`)}
    ${radio(g.name, 'no', g.legend.startsWith('Do you') ? 'No' : `Do not use cookies that ${g.legend.replace(/^Cookies that /, '').toLowerCase()}`)}
  </div>
</fieldset></div>`,
    )
    .join('\n');
}

const GOVUK_GROUPS = [
  {
    name: 'cookies-usage',
    legend: 'Cookies that measure website use',
    hint: 'We use Google Analytics to measure how you use the service so we can improve it.',
  },
  {
    name: 'cookies-campaigns',
    legend: 'Cookies that help with our communications and marketing',
    hint: 'These cookies may be set by third party websites and do things like measure how you view YouTube videos.',
  },
];

function govukSite(): FixtureHost {
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: GOVUK_NAME,
      accent: GOVUK_ACCENT,
      title,
      head: GOVUK_CSS,
      main: `${govukBanner(GOVUK_NAME)}\n${main}`,
      end: `<script src="/assets/cookie-banner.js"></script>`,
    });
  const home = page(
    'Start',
    `<section class="hero"><h1>${GOVUK_NAME}</h1>
<p>Use this service to buy a rod fishing licence for England (except the River Tweed), and Wales.</p>
<p>It takes around 5 minutes. You need a licence to fish for salmon, trout, freshwater fish, smelt or eel.</p>
<p><a class="govuk-button" href="/buy/licence-length">Start now</a></p>
<p><a href="/renew">Renew a licence</a> · <a href="/accessibility">Accessibility statement</a> · <a href="/help/cookies">Cookies</a></p></section>`,
  );
  const length = page(
    'How long do you want your licence to last?',
    `<section class="hero"><h1>How long do you want your licence to last?</h1>
<form action="/buy/check" method="get"><p><label><input type="radio" name="length" value="1D"> 1 day</label></p><p><label><input type="radio" name="length" value="8D"> 8 days</label></p><p><label><input type="radio" name="length" value="12M"> 12 months</label></p><button class="govuk-button" type="submit">Continue</button></form></section>`,
  );
  const renew = page(
    'Renew your fishing licence',
    `<section class="hero"><h1>Renew your fishing licence</h1><p>Enter the last 6 characters of your licence number.</p><form action="/renew/identify" method="get"><input name="ref" aria-label="Licence number"> <button class="govuk-button" type="submit">Continue</button></form></section>`,
  );
  const cookies = page(
    'Cookies',
    `<div class="govuk-notification-banner govuk-notification-banner--success" role="alert" tabindex="-1" hidden><h2>Success</h2><p>You've set your cookie preferences. <a href="/">Go back to the page you were looking at</a>.</p></div>
<section class="hero"><h1>Cookies</h1>
<p>Cookies are small files saved on your phone, tablet or computer when you visit a website. We use cookies to make ${GOVUK_NAME} work and collect information about how you use our service.</p>
<h2>Essential cookies</h2><p>Essential cookies keep your information secure while you use the service. We do not need to ask permission to use them.</p>
${cookiesTable()}
<h2>Change your cookie settings</h2>
<form data-module="cookie-settings" action="/help/cookies" method="post">
${radiosForm(GOVUK_GROUPS, null)}
<button class="govuk-button" type="submit">Save cookie settings</button>
</form></section>`,
  );
  const html =
    (body: string): Route['handle'] =>
    (_req, res) =>
      send(res, 200, 'html', body);
  return {
    name: GOVUK_NAME,
    kind: 'site',
    hostnames: ['ukcookies-govuk.example'],
    handle: router(
      [
        ...sharedAssetRoutes(GOVUK_ACCENT),
        {
          method: 'GET',
          path: '/assets/cookie-banner.js',
          handle: (_req, res) =>
            send(res, 200, 'js', `${GOVUK_BANNER_JS}\n${GOVUK_SETTINGS_JS(UKCOOKIES_TAGS.govuk)}`),
        },
        { method: 'GET', path: '/', handle: html(home) },
        { method: 'GET', path: '/buy/licence-length', handle: html(length) },
        { method: 'GET', path: '/renew', handle: html(renew) },
        { method: 'GET', path: '/help/cookies', handle: html(cookies) },
        {
          method: 'GET',
          path: '/privacy',
          handle: privacyPage(GOVUK_NAME, GOVUK_ACCENT, [
            'Your cookie choice is kept in the <code>cookies_policy</code> cookie for a year.',
          ]),
        },
      ],
      notFoundPage(GOVUK_NAME, GOVUK_ACCENT),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// b) "Accept all cookies" + a "Set cookie preferences" link to a separate radio-button page
// ---------------------------------------------------------------------------------------------

const COUNCIL_GROUPS = [
  {
    name: 'cookies-usage',
    legend: 'Cookies that measure my website use',
    hint: 'We use Google Analytics to collect information about how you use this website, such as the pages you visit.',
  },
  {
    name: 'cookies-campaigns',
    legend: 'Cookies that help with communications and marketing',
    hint: 'These cookies may be set by third party websites and do things like measure how you view videos on our pages.',
  },
];

/** The same questions as Yes / No radios under a "Do you …?" legend. */
const COUNCIL_YES_NO_GROUPS = [
  {
    name: 'cookies-usage',
    legend: 'Do you want to use cookies that measure my website use?',
    hint: COUNCIL_GROUPS[0]!.hint,
  },
  {
    name: 'cookies-campaigns',
    legend: 'Do you want to use cookies that help with communications and marketing?',
    hint: COUNCIL_GROUPS[1]!.hint,
  },
];

const councilBanner = `<div id="global-cookie-message" class="cookie-banner" role="region" aria-label="Cookie banner" hidden>
  <div class="govuk-width-container">
    <h2 class="govuk-heading-m">Tell us whether you accept cookies</h2>
    <p>We use <a href="/cookies">cookies to collect information</a> about how you use our website. We use this information to make the website work as well as possible and improve our services.</p>
    <div class="govuk-button-group">
      <button class="govuk-button" type="button" data-accept-cookies="true">Accept all cookies</button>
      <a class="govuk-button" href="/cookies">Set cookie preferences</a>
    </div>
  </div>
  <div class="cookie-banner__confirmation govuk-width-container" tabindex="-1" hidden>
    <p>You've accepted all cookies. You can <a href="/cookies">change your cookie settings</a> at any time.</p>
    <button class="cookie-banner__hide-button" type="button" data-hide-cookie-banner="true">Hide</button>
  </div>
</div>`;

const COUNCIL_BANNER_JS = (tag: string) => `(function () {
${GOVUK_COOKIE_FUNCTIONS}
${loadGa4(tag)}
var policy = getPolicy();
if (policy && policy.usage === true) loadAnalytics();
var banner = document.getElementById('global-cookie-message');
if (!banner) return;
if (getCookie('cookies_preferences_set') === 'true' || location.pathname === '/cookies') return;
if (!getPolicy()) setDefaultConsentCookie();
banner.hidden = false;
banner.querySelector('[data-accept-cookies]').addEventListener('click', function () {
  approveAllCookieTypes();
  setCookie('cookies_preferences_set', 'true', 365);
  banner.querySelector('.govuk-width-container').hidden = true;
  var done = banner.querySelector('.cookie-banner__confirmation');
  done.hidden = false;
  done.focus();
  loadAnalytics();
});
banner.querySelector('[data-hide-cookie-banner]').addEventListener('click', function () { banner.hidden = true; });
})();`;

/** The /cookies page's form: radios pre-selected in the HTML (the stored choice wins once made). */
const COUNCIL_SETTINGS_JS = (tag: string) => `(function () {
${GOVUK_COOKIE_FUNCTIONS}
var form = document.querySelector('form[data-module="cookie-settings"]');
if (!form) return;
var policy = getCookie('cookies_preferences_set') === 'true' ? getPolicy() : null;
if (policy) form.querySelectorAll('input[type=radio]').forEach(function (input) {
  var on = policy[input.name.replace('cookies-', '')] === true;
  input.checked = (input.value === 'yes') === on;
});
form.addEventListener('submit', function (event) {
  event.preventDefault();
  var next = { essential: true, settings: false, usage: false, campaigns: false };
  form.querySelectorAll('input[type=radio]:checked').forEach(function (input) {
    next[input.name.replace('cookies-', '')] = input.value === 'yes';
  });
  setPolicy(next);
  setCookie('cookies_preferences_set', 'true', 365);
  var success = document.querySelector('.govuk-notification-banner--success');
  success.hidden = false;
  success.focus();
  window.scrollTo(0, 0);
  if (next.usage) (${loadGa4(tag)})();
});
})();`;

function councilSite(
  name: string,
  hostname: string,
  accent: string,
  tag: string,
  preselectYes: boolean,
  groups: typeof COUNCIL_GROUPS,
): FixtureHost {
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: name,
      accent,
      title,
      head: GOVUK_CSS,
      main: `${councilBanner}\n${main}`,
      end: `<script src="/assets/cookies.js"></script>`,
    });
  const home = page(
    'Home',
    `<section class="hero"><h1>${name}</h1>
<p>Find information and services from your local council.</p>
<div class="grid">
<div class="card"><h2><a href="/bins-and-recycling">Bins and recycling</a></h2><p>Collection days, missed bins, garden waste.</p></div>
<div class="card"><h2><a href="/council-tax">Council tax</a></h2><p>Pay, check your band, discounts.</p></div>
<div class="card"><h2><a href="/planning">Planning</a></h2><p>Search and comment on applications.</p></div>
</div>
<p><a href="/cookies">Cookies</a> · <a href="/accessibility">Accessibility</a></p></section>`,
  );
  const inner = (title: string, text: string) =>
    page(title, `<section class="hero"><h1>${title}</h1><p>${text}</p></section>`);
  const cookies = page(
    'Cookies',
    `<div class="govuk-notification-banner govuk-notification-banner--success" role="alert" tabindex="-1" hidden><h2>Success</h2><p>You've set your cookie preferences. <a href="/">Go back to the page you were looking at</a>.</p></div>
<section class="hero"><h1>Cookies</h1>
<p>Cookies are files saved on your phone, tablet or computer when you visit a website. We use cookies to store information about how you use the ${name} website, such as the pages you visit.</p>
<h2>Cookie settings</h2>
<p>We use 2 types of cookie. You can choose which cookies you're happy for us to use.</p>
<form data-module="cookie-settings" action="/cookies" method="post">
${radiosForm(groups, preselectYes)}
<h3>Strictly necessary cookies</h3>
<p>These essential cookies do things like remember your progress through a form. They always need to be on.</p>
${cookiesTable()}
<button class="govuk-button" type="submit">Save cookie settings</button>
</form></section>`,
  );
  const html =
    (body: string): Route['handle'] =>
    (_req, res) =>
      send(res, 200, 'html', body);
  return {
    name,
    kind: 'site',
    hostnames: [hostname],
    handle: router(
      [
        ...sharedAssetRoutes(accent),
        {
          method: 'GET',
          path: '/assets/cookies.js',
          handle: (_req, res) =>
            send(res, 200, 'js', `${COUNCIL_BANNER_JS(tag)}\n${COUNCIL_SETTINGS_JS(tag)}`),
        },
        { method: 'GET', path: '/', handle: html(home) },
        {
          method: 'GET',
          path: '/bins-and-recycling',
          handle: html(
            inner('Bins and recycling', 'Find your collection day by entering your postcode.'),
          ),
        },
        {
          method: 'GET',
          path: '/council-tax',
          handle: html(
            inner('Council tax', 'Pay your council tax online or set up a Direct Debit.'),
          ),
        },
        {
          method: 'GET',
          path: '/planning',
          handle: html(inner('Planning', 'Search planning applications and decisions.')),
        },
        { method: 'GET', path: '/cookies', handle: html(cookies) },
        {
          method: 'GET',
          path: '/privacy',
          handle: privacyPage(name, accent, [
            'Your cookie choice is kept in the <code>cookies_policy</code> cookie for a year.',
          ]),
        },
      ],
      notFoundPage(name, accent),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// c) NHS website banner
// ---------------------------------------------------------------------------------------------

const NHS_NAME = 'NHS Health A to Z';
const NHS_ACCENT = '#005eb8';

const NHS_BANNER = `<div id="nhsuk-cookie-banner">
  <div class="nhsuk-cookie-banner" id="cookiebanner" style="background:#fff;padding:24px 0;border-bottom:4px solid #005eb8">
    <div class="nhsuk-width-container" style="max-width:960px;margin:0 auto;padding:0 16px">
      <h2>Cookies on the NHS website</h2>
      <p>We've put some small files called cookies on your device to make our site work.</p>
      <p>We'd also like to use analytics cookies. These send information about how our site is used to a service called Google Analytics. We use this information to improve our site.</p>
      <p>Let us know if this is OK. We'll use a cookie to save your choice. You can <a id="nhsuk-cookie-banner__link" href="/our-policies/cookies-policy/">read more about our cookies</a> before you choose.</p>
      <ul style="list-style:none;padding:0;display:flex;gap:16px">
        <li><button class="nhsuk-button" id="nhsuk-cookie-banner__link_accept_analytics" type="button">I'm OK with analytics cookies</button></li>
        <li><button class="nhsuk-button" id="nhsuk-cookie-banner__link_accept" type="button">Do not use analytics cookies</button></li>
      </ul>
    </div>
  </div>
  <div class="nhsuk-success-banner" id="nhsuk-cookie-confirmation-banner" style="display:none;background:#f0f4f5;padding:16px 0">
    <div class="nhsuk-width-container" style="max-width:960px;margin:0 auto;padding:0 16px">
      <p id="nhsuk-success-banner__message">You can change your cookie settings at any time using our <a href="/our-policies/cookies-policy/">cookies page</a>.</p>
    </div>
  </div>
</div>`;

const NHS_JS = `(function () {
${loadGa4(UKCOOKIES_TAGS.nhs)}
var NAME = 'nhsuk-cookie-consent';
function read() {
  var parts = document.cookie ? document.cookie.split('; ') : [];
  for (var i = 0; i < parts.length; i++) {
    var eq = parts[i].indexOf('=');
    if (parts[i].slice(0, eq) === NAME) {
      try { return JSON.parse(decodeURIComponent(parts[i].slice(eq + 1))); } catch (e) { return null; }
    }
  }
  return null;
}
function write(consent, days) {
  var expires = days ? '; expires=' + new Date(Date.now() + days * 864e5).toUTCString() : '';
  document.cookie = NAME + '=' + encodeURIComponent(JSON.stringify(consent)) + expires + '; path=/; SameSite=Strict' + (location.protocol === 'https:' ? '; Secure' : '');
}
var consent = read();
if (consent && consent.statistics) loadAnalytics();
var holder = document.getElementById('nhsuk-cookie-banner');
if (!holder) return;
if (consent && consent.consented) { holder.remove(); return; }
// Before a choice, a session cookie with everything but "necessary" off, not yet consented.
write({ necessary: true, preferences: false, statistics: false, marketing: false, consented: false }, 0);
function choose(yes) {
  write({ necessary: true, preferences: yes, statistics: yes, marketing: yes, consented: true }, 90);
  document.getElementById('cookiebanner').style.display = 'none';
  document.getElementById('nhsuk-cookie-confirmation-banner').style.display = 'block';
  if (yes) loadAnalytics();
}
document.getElementById('nhsuk-cookie-banner__link_accept_analytics').addEventListener('click', function (e) { e.preventDefault(); choose(true); });
document.getElementById('nhsuk-cookie-banner__link_accept').addEventListener('click', function (e) { e.preventDefault(); choose(false); });
})();`;

function nhsSite(): FixtureHost {
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: NHS_NAME,
      accent: NHS_ACCENT,
      title,
      main: `${NHS_BANNER}\n${main}`,
      end: `<script src="/assets/cookie-consent.js"></script>`,
    });
  const condition = (title: string, text: string) =>
    page(title, `<section class="hero"><h1>${title}</h1><p>${text}</p></section>`);
  const home = page(
    'Health A to Z',
    `<section class="hero"><h1>Health A to Z</h1><p>Find out about conditions, symptoms and treatments, including what to do and when to get help.</p>
<ul><li><a href="/conditions/asthma/">Asthma</a></li><li><a href="/conditions/chickenpox/">Chickenpox</a></li><li><a href="/conditions/hay-fever/">Hay fever</a></li></ul></section>`,
  );
  const html =
    (body: string): Route['handle'] =>
    (_req, res) =>
      send(res, 200, 'html', body);
  return {
    name: NHS_NAME,
    kind: 'site',
    hostnames: ['ukcookies-nhs.example'],
    handle: router(
      [
        ...sharedAssetRoutes(NHS_ACCENT),
        {
          method: 'GET',
          path: '/assets/cookie-consent.js',
          handle: (_req, res) => send(res, 200, 'js', NHS_JS),
        },
        { method: 'GET', path: '/', handle: html(home) },
        {
          method: 'GET',
          path: '/conditions/asthma/',
          handle: html(
            condition(
              'Asthma',
              'Asthma is a common lung condition that causes occasional breathing difficulties.',
            ),
          ),
        },
        {
          method: 'GET',
          path: '/conditions/chickenpox/',
          handle: html(
            condition('Chickenpox', 'Chickenpox is common and mostly affects children.'),
          ),
        },
        {
          method: 'GET',
          path: '/conditions/hay-fever/',
          handle: html(
            condition('Hay fever', 'Hay fever is usually worse between late March and September.'),
          ),
        },
        {
          method: 'GET',
          path: '/our-policies/cookies-policy/',
          handle: html(
            condition(
              'Cookies',
              'We use necessary cookies to make the site work, and analytics cookies only if you say it is OK.',
            ),
          ),
        },
        {
          method: 'GET',
          path: '/privacy',
          handle: privacyPage(NHS_NAME, NHS_ACCENT, [
            'Your choice is kept in the <code>nhsuk-cookie-consent</code> cookie for 90 days.',
          ]),
        },
      ],
      notFoundPage(NHS_NAME, NHS_ACCENT),
    ),
  };
}

export const UKCOOKIES_PROBE_SITES: readonly FixtureHost[] = [
  govukSite(),
  councilSite(
    'Northfield District Council',
    'ukcookies-settings-no.example',
    '#0b0c0c',
    UKCOOKIES_TAGS.settingsNo,
    false,
    COUNCIL_GROUPS,
  ),
  councilSite(
    'Eastmere Borough Council',
    'ukcookies-settings-yes.example',
    '#4c2c92',
    UKCOOKIES_TAGS.settingsYes,
    true,
    COUNCIL_YES_NO_GROUPS,
  ),
  nhsSite(),
];
