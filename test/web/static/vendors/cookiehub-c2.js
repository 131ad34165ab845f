/*
 * CookieHub (cdn.cookiehub.eu/c2/<code>.js, formerly cookiehub.net/c2/<code>.js), imitated for the
 * fixture web from CookieHub's public integration documentation and from how its dialog looks and what
 * it stores on real sites; CookieHub's own code is proprietary and not used here. The vendor route
 * prefixes this file with the domain's settings (`window.__cookiehubDomain`). What sites and tools
 * rely on is reproduced:
 * - the install: the script, then `window.cookiehub.load(cpm)` on DOMContentLoaded, where `cpm` may
 *   hold the documented callbacks `onInitialise(status)`, `onStatusChange(status, lastStatus)`,
 *   `onAllow(category)` and `onRevoke(category)` (called with `this` = the API, so
 *   `this.hasConsented('analytics')` works in them);
 * - the API `window.cookiehub`: `load`, `hasConsented(category)`, `hasAnswered()`, `openDialog()`,
 *   `openSettings()`, `allowAll()`, `denyAll()`;
 * - the markup: `.ch2 > .ch2-container` holding the dialog `.ch2-dialog` (`.ch2-dialog-title`,
 *   `.ch2-dialog-description`, `.ch2-dialog-actions` with `.ch2-deny-all-btn` "Deny" when the domain
 *   shows it, `.ch2-open-settings-btn` "Settings" and `.ch2-allow-all-btn` "Allow all") and the
 *   settings `.ch2-settings` (one switch per category — necessary ticked and locked, a category with
 *   "pre-consent" ticked — and `.ch2-settings-actions`: `.ch2-deny-all-btn` "Deny all" when shown,
 *   `.ch2-save-settings-btn` "Save settings", `.ch2-allow-all-btn` "Allow all"); `.ch2-icon` reopens
 *   the settings after a choice;
 * - the cookie `cookiehub` (365 days), base64 of JSON, written on a choice: `{"answered":true,
 *   "revision":1,"dnt":false,"allowSale":true,"implict":false,"region":"","token":"…",
 *   "timestamp":"…","allAllowed":true,"categories":[],"vendors":[],"services":[],"implicit":false}`
 *   for "Allow all"; otherwise `"allAllowed":false` and every category as
 *   `{"cid":3,"id":"analytics","value":false,"preconsent":false,"fired":false}`;
 * - Google Consent Mode v2 (when the domain has it on): `gtag('consent', 'default', …)` denied at
 *   load, `gtag('consent', 'update', …)` from the categories (analytics → analytics_storage,
 *   marketing → ad_storage / ad_user_data / ad_personalization, preferences → personalization and
 *   functionality storage) on a choice and on later page views.
 */
(function () {
  'use strict';
  if (window.cookiehub && window.cookiehub.__fixture) return;

  var domain = window.__cookiehubDomain || { categories: [] };
  var COOKIE = 'cookiehub';
  var DAYS_365 = 60 * 60 * 24 * 365;
  var TEXT = {
    title: 'We use cookies',
    description:
      'We use cookies to personalise content and ads, to provide social media features and to analyse our traffic. We also share information about your use of our site with our social media, advertising and analytics partners who may combine it with other information that you’ve provided to them or that they’ve collected from your use of their services.',
    learnMore: 'Learn more',
    deny: 'Deny',
    settings: 'Settings',
    allowAll: 'Allow all',
    settingsTitle: 'Cookie settings',
    denyAll: 'Deny all',
    save: 'Save settings',
  };
  var CATEGORY_TEXT = {
    necessary: [
      'Necessary',
      'Necessary cookies help make a website usable by enabling basic functions like page navigation and access to secure areas of the website. The website cannot function properly without these cookies.',
    ],
    preferences: [
      'Preferences',
      'Preference cookies enable a website to remember information that changes the way the website behaves or looks, like your preferred language or the region that you are in.',
    ],
    analytics: [
      'Analytical cookies',
      'Analytical cookies help us improve our website by collecting and reporting information on its usage.',
    ],
    marketing: [
      'Marketing',
      'Marketing cookies are used to track visitors across websites. The intention is to display ads that are relevant and engaging for the individual user.',
    ],
    uncategorized: ['Uncategorized', 'Cookies that have not yet been categorised.'],
  };
  var GCM = {
    analytics_storage: 'analytics',
    ad_storage: 'marketing',
    ad_user_data: 'marketing',
    ad_personalization: 'marketing',
    personalization_storage: 'preferences',
    functionality_storage: 'preferences',
  };

  var cpm = {};
  var consent = read();
  var root = null;

  function read() {
    var m = document.cookie.match(/(?:^|;\s*)cookiehub=([^;]*)/);
    if (!m) return null;
    try {
      var data = JSON.parse(atob(m[1]));
      return data && data.answered === true ? data : null;
    } catch (e) {
      return null;
    }
  }
  function token() {
    var chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    var out = '';
    for (var i = 0; i < 64; i++) out += chars.charAt(Math.floor(Math.random() * chars.length));
    return out;
  }
  function allowedIn(state, category) {
    if (category === 'necessary') return true;
    if (!state) return false;
    if (state.allAllowed) return true;
    return (state.categories || []).some(function (c) {
      return c.id === category && c.value === true;
    });
  }
  function statusOf(state) {
    var status = {};
    domain.categories.forEach(function (c) {
      status[c.id] = allowedIn(state, c.id);
    });
    return status;
  }

  function write(values) {
    var all = domain.categories.every(function (c) {
      return c.id === 'necessary' || values[c.id];
    });
    var data = {
      answered: true,
      revision: 1,
      dnt: false,
      allowSale: true,
      implict: false,
      region: '',
      token: (consent && consent.token) || token(),
      timestamp: new Date().toISOString(),
      allAllowed: all,
      categories: all
        ? []
        : domain.categories.map(function (c) {
            var value = c.id === 'necessary' || !!values[c.id];
            return { cid: c.cid, id: c.id, value: value, preconsent: c.preconsent, fired: value };
          }),
      vendors: [],
      services: [],
      implicit: false,
    };
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      COOKIE + '=' + btoa(JSON.stringify(data)) + '; max-age=' + DAYS_365 + '; path=/; SameSite=Lax' + secure;
    return data;
  }

  function gtag() {
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push(arguments);
  }
  function consentMode(state) {
    var update = {};
    Object.keys(GCM).forEach(function (signal) {
      update[signal] = allowedIn(state, GCM[signal]) ? 'granted' : 'denied';
    });
    gtag('consent', 'update', update);
  }

  function call(name, args) {
    if (typeof cpm[name] !== 'function') return;
    try {
      cpm[name].apply(api, args);
    } catch (e) {
      /* a site's callback must not break the dialog */
    }
  }

  function decide(values) {
    var before = statusOf(consent);
    consent = write(values);
    var after = statusOf(consent);
    hide();
    if (domain.googleConsentMode) consentMode(consent);
    call('onStatusChange', [after, before]);
    domain.categories.forEach(function (c) {
      if (c.id === 'necessary') return;
      if (after[c.id] && !before[c.id]) call('onAllow', [c.id]);
      if (!after[c.id] && before[c.id]) call('onRevoke', [c.id]);
    });
  }
  function allowAll() {
    var values = {};
    domain.categories.forEach(function (c) {
      values[c.id] = true;
    });
    decide(values);
  }
  function denyAll() {
    decide({});
  }
  function saveSettings() {
    var values = {};
    root.querySelectorAll('.ch2-settings input[type=checkbox]').forEach(function (box) {
      values[box.getAttribute('data-category')] = box.checked;
    });
    decide(values);
  }

  var STYLE =
    '.ch2-container{font:14px/1.5 "Helvetica Neue",Arial,sans-serif;color:#202020}' +
    '.ch2-dialog{position:fixed;left:0;right:0;bottom:0;z-index:2147483645;background:#fff;box-shadow:0 -4px 24px rgba(0,0,0,.15);padding:20px 28px;display:flex;gap:24px;align-items:center;flex-wrap:wrap}' +
    '.ch2-dialog-content{flex:1 1 480px}.ch2-dialog-title{font-size:17px;font-weight:700;margin:0 0 6px}' +
    '.ch2-dialog-actions{display:flex;gap:10px}' +
    '.ch2-btn{padding:10px 20px;border-radius:4px;border:1px solid #0c6eb5;background:#fff;color:#0c6eb5;font-weight:600;cursor:pointer;font-size:14px}' +
    '.ch2-btn-primary{background:#0c6eb5;color:#fff}' +
    '.ch2-settings{position:fixed;inset:0;z-index:2147483646;background:rgba(0,0,0,.5);display:none;align-items:center;justify-content:center}' +
    '.ch2-settings.ch2-visible{display:flex}' +
    '.ch2-settings-scan{background:#fff;width:min(680px,94vw);max-height:86vh;overflow:auto;border-radius:8px;padding:24px}' +
    '.ch2-settings-option{display:flex;gap:12px;align-items:flex-start;border-top:1px solid #eee;padding:12px 0}' +
    '.ch2-settings-actions{display:flex;gap:10px;justify-content:flex-end;margin-top:14px}' +
    '.ch2-icon{position:fixed;left:16px;bottom:16px;z-index:2147483640;width:44px;height:44px;border-radius:50%;border:0;background:#0c6eb5;color:#fff;cursor:pointer}';

  function dialog() {
    return (
      '<div class="ch2-dialog ch2-dialog-bottom" role="dialog" aria-modal="true" aria-labelledby="ch2-dialog-title">' +
      '<div class="ch2-dialog-content"><p class="ch2-dialog-title" id="ch2-dialog-title">' +
      TEXT.title +
      '</p><div class="ch2-dialog-description">' +
      TEXT.description +
      ' <a class="ch2-learn-more" href="/privacy">' +
      TEXT.learnMore +
      '</a></div></div>' +
      '<div class="ch2-dialog-actions">' +
      (domain.dialogDeny
        ? '<button type="button" class="ch2-btn ch2-deny-all-btn ch2-btn-secondary">' + TEXT.deny + '</button>'
        : '') +
      '<button type="button" class="ch2-btn ch2-open-settings-btn ch2-btn-secondary">' +
      TEXT.settings +
      '</button>' +
      '<button type="button" class="ch2-btn ch2-allow-all-btn ch2-btn-primary">' +
      TEXT.allowAll +
      '</button></div></div>'
    );
  }
  function settingsPanel() {
    var options = domain.categories
      .map(function (c) {
        var necessary = c.id === 'necessary';
        var checked = necessary || (consent ? allowedIn(consent, c.id) : c.preconsent);
        var text = CATEGORY_TEXT[c.id];
        return (
          '<div class="ch2-settings-option"><label class="ch2-switch"><input type="checkbox" id="c' +
          c.cid +
          '" data-category="' +
          c.id +
          '"' +
          (checked ? ' checked' : '') +
          (necessary ? ' disabled' : '') +
          '><span></span></label><div><label for="c' +
          c.cid +
          '" class="ch2-settings-option-label">' +
          text[0] +
          '</label><p>' +
          text[1] +
          '</p></div></div>'
        );
      })
      .join('');
    return (
      '<div class="ch2-settings" role="dialog" aria-modal="true" aria-label="' +
      TEXT.settingsTitle +
      '"><div class="ch2-settings-scan"><p class="ch2-header">' +
      TEXT.settingsTitle +
      '</p><div class="ch2-settings-tabs"><span class="ch2-active">Declaration</span> <span>About cookies</span></div>' +
      options +
      '<div class="ch2-settings-actions">' +
      (domain.settingsDeny
        ? '<button type="button" class="ch2-btn ch2-deny-all-btn ch2-btn-secondary">' + TEXT.denyAll + '</button>'
        : '') +
      '<button type="button" class="ch2-btn ch2-save-settings-btn ch2-btn-secondary">' +
      TEXT.save +
      '</button>' +
      '<button type="button" class="ch2-btn ch2-allow-all-btn ch2-btn-primary">' +
      TEXT.allowAll +
      '</button></div></div></div>'
    );
  }

  function onClick(event) {
    var button = event.target.closest && event.target.closest('button');
    if (!button) return;
    if (button.classList.contains('ch2-allow-all-btn')) allowAll();
    else if (button.classList.contains('ch2-deny-all-btn')) denyAll();
    else if (button.classList.contains('ch2-save-settings-btn')) saveSettings();
    else if (button.classList.contains('ch2-open-settings-btn')) openSettings();
    else if (button.classList.contains('ch2-icon')) openSettings();
  }

  function render() {
    var style = document.createElement('style');
    style.textContent = STYLE;
    document.head.appendChild(style);
    root = document.createElement('div');
    root.className = 'ch2';
    root.addEventListener('click', onClick);
    document.body.appendChild(root);
  }
  function openDialog() {
    root.innerHTML =
      '<div class="ch2-container ch2-theme-bar ch2-style-light ch2-visible">' +
      dialog() +
      settingsPanel() +
      '</div>';
  }
  function openSettings() {
    if (!root.querySelector('.ch2-container')) openDialog();
    var d = root.querySelector('.ch2-dialog');
    if (d) d.style.display = 'none';
    root.querySelector('.ch2-settings').classList.add('ch2-visible');
  }
  function hide() {
    root.innerHTML =
      '<button type="button" class="ch2-icon ch2-icon-left" aria-label="' +
      TEXT.settingsTitle +
      '">&#x1F36A;</button>';
  }

  var api = {
    __fixture: true,
    load: function (options) {
      cpm = options || {};
      render();
      if (consent) {
        hide();
        if (domain.googleConsentMode) consentMode(consent);
      } else openDialog();
      call('onInitialise', [statusOf(consent)]);
    },
    hasConsented: function (category) {
      return allowedIn(consent, category);
    },
    hasAnswered: function () {
      return consent !== null;
    },
    openDialog: function () {
      openDialog();
    },
    openSettings: function () {
      openSettings();
    },
    allowAll: allowAll,
    denyAll: denyAll,
  };
  window.cookiehub = api;

  if (domain.googleConsentMode)
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    });
})();
