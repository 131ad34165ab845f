/*
 * CookieScript (cdn.cookie-script.com/s/<banner id>.js), imitated for the fixture web from CookieScript's
 * public documentation (script blocking, JavaScript API, Google Consent Mode) and from how its banner
 * looks and what it stores on real sites; CookieScript's own code is proprietary and not used here. The
 * vendor route prefixes this file with the banner's settings (`window.__CookieScriptSettings`), as the
 * real service builds one script per banner. What sites and tools rely on is reproduced:
 * - the install: one synchronous `<script type="text/javascript" charset="UTF-8"
 *   src="//cdn.cookie-script.com/s/<id>.js">` in <head>;
 * - script blocking: `<script type="text/plain" data-cookiescript="accepted"
 *   data-cookiecategory="performance">` (also with `src`) runs once its category is accepted, on the
 *   choice and on every later page view; iframes the same way with `data-src`;
 * - the banner `#cookiescript_injected` (in `#cookiescript_injected_wrapper`): `#cookiescript_header`,
 *   `#cookiescript_description`, the category checkboxes (`.cookiescript_checkbox_input`,
 *   `data-cookiescript="checkbox-input"`, "Strictly necessary" ticked and locked), the buttons
 *   `#cookiescript_accept` "Accept all" and, when the banner is configured with it,
 *   `#cookiescript_reject` "Decline all" (divs with role=button), and `#cookiescript_manage`
 *   "Show details", which opens the settings layer `.cookiescript_fsd_main` (cookie declaration per
 *   category, its own checkboxes, "Decline all" / "Save & Close" / "Accept all");
 *   `#cookiescript_badge` reopens the banner after a choice;
 * - the cookie `CookieScriptConsent` (30 days, URI-encoded JSON) written on a choice:
 *   `{"bannershown":1,"action":"reject","consenttime":<unix s>,"categories":"[]","key":"<uuid>"}`,
 *   `"action":"accept"` and the accepted categories as a JSON string inside the JSON
 *   (`"categories":"[\"performance\",\"targeting\"]"`); with Google Consent Mode on, the
 *   `googleconsentmap` it applied comes first;
 * - `window.CookieScript.instance` (`show`, `hide`, `currentState`, `acceptAllAction`,
 *   `rejectAllAction`, `acceptAction(categories)`, `categories`) and the window events
 *   `CookieScriptLoaded`, `CookieScriptAcceptAll`, `CookieScriptAccept`, `CookieScriptAccept-<category>`
 *   and `CookieScriptReject`;
 * - Google Consent Mode v2: `gtag('consent', 'default', …)` all denied but security at load, and
 *   `gtag('consent', 'update', …)` from the accepted categories (performance → analytics_storage,
 *   targeting → ad_storage / ad_user_data / ad_personalization, functionality → functionality and
 *   personalization storage).
 */
(function () {
  'use strict';
  if (window.CookieScript && window.CookieScript.instance) return;

  var settings = window.__CookieScriptSettings || { categories: [] };
  var COOKIE = 'CookieScriptConsent';
  var DAYS_30 = 60 * 60 * 24 * 30;
  var CATEGORY_TEXT = {
    strict: {
      label: 'Strictly necessary',
      description:
        'Strictly necessary cookies allow core website functionality such as user login and account management. The website cannot be used properly without strictly necessary cookies.',
    },
    performance: {
      label: 'Performance',
      description:
        'Performance cookies are used to see how visitors use the website, eg. analytics cookies. Those cookies cannot be used to directly identify a certain visitor.',
    },
    targeting: {
      label: 'Targeting',
      description:
        'Targeting cookies are used to identify visitors between different websites, eg. content partners, banner networks. Those cookies may be used by companies to build a profile of visitor interests or show relevant ads on other websites.',
    },
    functionality: {
      label: 'Functionality',
      description:
        'Functionality cookies are used to remember visitor information on the website, eg. language, timezone, enhanced content.',
    },
    unclassified: {
      label: 'Unclassified',
      description:
        'Unclassified cookies are cookies that do not belong to any other category or are in the process of categorization.',
    },
  };
  var DECLARATION = {
    strict: [['CookieScriptConsent', 'cookie-script.com', '1 month']],
    performance: [
      ['_ga', 'google.com', '1 year 1 month'],
      ['_ga_*', 'google.com', '1 year 1 month'],
    ],
    targeting: [
      ['_fbp', 'facebook.com', '3 months'],
      ['fr', 'facebook.com', '3 months'],
    ],
    functionality: [['lang_pref', settings.siteName || '', '1 year']],
    unclassified: [],
  };
  var GCM_MAP = {
    ad_storage: 'targeting',
    ad_user_data: 'targeting',
    ad_personalization: 'targeting',
    analytics_storage: 'performance',
    functionality_storage: 'functionality',
    personalization_storage: 'functionality',
  };

  var wrapper = null;
  var banner = null;
  var badge = null;
  var state = readState();

  function readCookie(name) {
    var m = document.cookie.match(new RegExp('(?:^|;\\s*)' + name + '=([^;]*)'));
    return m ? m[1] : null;
  }
  function readState() {
    var raw = readCookie(COOKIE);
    if (!raw) return null;
    try {
      var data = JSON.parse(decodeURIComponent(raw));
      var categories = typeof data.categories === 'string' ? JSON.parse(data.categories) : [];
      if (data.action !== 'accept' && data.action !== 'reject') return null;
      return { action: data.action, categories: categories, key: data.key };
    } catch (e) {
      return null;
    }
  }
  function uuid() {
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });
  }

  function gtag() {
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push(arguments);
  }
  function consentModeSignals(categories) {
    var out = {};
    Object.keys(GCM_MAP).forEach(function (signal) {
      out[signal] = categories.indexOf(GCM_MAP[signal]) >= 0 ? 'granted' : 'denied';
    });
    out.security_storage = 'granted';
    return out;
  }

  function write(action, categories) {
    var value = {};
    if (settings.googleConsentMode) value.googleconsentmap = GCM_MAP;
    value.bannershown = 1;
    value.action = action;
    value.consenttime = Math.floor(Date.now() / 1000);
    value.categories = JSON.stringify(categories);
    value.key = (state && state.key) || uuid();
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      COOKIE +
      '=' +
      encodeURIComponent(JSON.stringify(value)) +
      '; max-age=' +
      DAYS_30 +
      '; path=/; SameSite=Lax' +
      secure;
    state = { action: action, categories: categories, key: value.key };
  }

  function dispatch(name) {
    try {
      window.dispatchEvent(new CustomEvent(name));
    } catch (e) {
      /* old browsers */
    }
  }

  /** Runs the blocked scripts and iframes of the accepted categories. */
  function unblock(categories) {
    var blocked = document.querySelectorAll(
      'script[type="text/plain"][data-cookiescript="accepted"]',
    );
    Array.prototype.forEach.call(blocked, function (old) {
      if (!allowed(old, categories)) return;
      var script = document.createElement('script');
      Array.prototype.forEach.call(old.attributes, function (attr) {
        if (attr.name !== 'type') script.setAttribute(attr.name, attr.value);
      });
      script.type = 'text/javascript';
      script.async = false;
      script.setAttribute('data-cookiescript', 'executed');
      if (!old.src) script.text = old.text;
      old.parentNode.replaceChild(script, old);
    });
    var frames = document.querySelectorAll('iframe[data-cookiescript="accepted"][data-src]');
    Array.prototype.forEach.call(frames, function (frame) {
      if (!allowed(frame, categories)) return;
      frame.src = frame.getAttribute('data-src');
      frame.removeAttribute('data-src');
    });
  }
  function allowed(element, categories) {
    var wanted = (element.getAttribute('data-cookiecategory') || '').split(/[\s,]+/);
    return wanted.some(function (category) {
      return category !== '' && categories.indexOf(category) >= 0;
    });
  }

  function apply(action, categories, fresh) {
    if (settings.googleConsentMode) gtag('consent', 'update', consentModeSignals(categories));
    unblock(categories);
    if (!fresh) return;
    if (action === 'reject') dispatch('CookieScriptReject');
    else {
      if (categories.length === settings.categories.length) dispatch('CookieScriptAcceptAll');
      dispatch('CookieScriptAccept');
      categories.forEach(function (category) {
        dispatch('CookieScriptAccept-' + category);
      });
    }
  }

  function choose(action, categories) {
    write(action, categories);
    hide();
    apply(action, categories, true);
  }
  function acceptAll() {
    choose('accept', settings.categories.slice());
  }
  function rejectAll() {
    choose('reject', []);
  }
  function saveChecked(root) {
    var selected = [];
    root.querySelectorAll('input.cookiescript_checkbox_input').forEach(function (box) {
      if (box.checked && !box.disabled && selected.indexOf(box.value) < 0)
        selected.push(box.value);
    });
    if (selected.length === 0) rejectAll();
    else choose('accept', selected);
  }

  var STYLE =
    '#cookiescript_injected{position:fixed;left:0;right:0;bottom:0;z-index:999997;background:#fefefe;color:#4d4d4d;box-shadow:0 -2px 18px rgba(0,0,0,.18);font:13px/1.5 Arial,Helvetica,sans-serif;padding:18px 24px}' +
    '#cookiescript_injected.cookiescript_fsd{top:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.45);padding:0}' +
    '#cookiescript_header{font-size:16px;font-weight:700;color:#111;margin-bottom:6px}' +
    '#cookiescript_description{max-width:900px}#cookiescript_description a{color:#3fb4d8}' +
    '#cookiescript_checkboxs{display:flex;flex-wrap:wrap;gap:16px;margin:10px 0}' +
    '.cookiescript_checkbox{display:flex;align-items:center;gap:6px;text-transform:uppercase;font-size:11px;font-weight:700}' +
    '#cookiescript_buttons{display:flex;gap:10px;margin-top:10px}' +
    '#cookiescript_buttons [role=button]{padding:9px 20px;border-radius:3px;font-weight:700;text-transform:uppercase;cursor:pointer;border:1px solid #3fb4d8}' +
    '#cookiescript_accept{background:#3fb4d8;color:#fff}#cookiescript_reject,#cookiescript_save{background:#fff;color:#3fb4d8}' +
    '#cookiescript_manage_wrap{margin-top:10px;font-size:11px;text-transform:uppercase;cursor:pointer}' +
    '.cookiescript_fsd_main{background:#fff;width:min(760px,94vw);max-height:88vh;overflow:auto;padding:22px 26px;border-radius:6px}' +
    '.cookiescript_fsd_tabs{display:flex;gap:2px;margin:12px 0}.cookiescript_fsd_tabs>div{flex:1;padding:8px;background:#f2f2f2;text-align:center}' +
    '.cookiescript_fsd_category{border-top:1px solid #eee;padding:10px 0}.cookiescript_fsd_cookies_table{width:100%;font-size:11px;border-collapse:collapse}' +
    '#cookiescript_badge{position:fixed;left:12px;bottom:12px;z-index:999996;background:#fff;border-radius:20px;box-shadow:0 2px 8px rgba(0,0,0,.25);padding:6px 12px;cursor:pointer;font:12px Arial,sans-serif}';

  function checkbox(category, inSettings) {
    var strict = category === 'strict';
    var checked = strict || settings.checkedByDefault || (state && state.categories.indexOf(category) >= 0);
    var id = 'cookiescript_category_' + category + (inSettings ? '_fsd' : '');
    return (
      '<div class="cookiescript_checkbox"><input type="checkbox" id="' +
      id +
      '" class="cookiescript_checkbox_input" data-cookiescript="checkbox-input" value="' +
      category +
      '"' +
      (checked ? ' checked' : '') +
      (strict ? ' disabled' : '') +
      '><label for="' +
      id +
      '" class="cookiescript_checkbox_label"><span class="cookiescript_checkbox_text">' +
      CATEGORY_TEXT[category].label +
      '</span></label></div>'
    );
  }

  function firstLayer() {
    var boxes = ['strict'].concat(settings.categories).map(function (c) {
      return checkbox(c, false);
    });
    return (
      '<div id="cookiescript_header">This website uses cookies</div>' +
      '<div id="cookiescript_description">This website uses cookies to improve user experience. By using our website you consent to all cookies in accordance with our Cookie Policy. <a id="cookiescript_readmore" href="/privacy">Read more</a></div>' +
      '<div id="cookiescript_checkboxs">' +
      boxes.join('') +
      '</div>' +
      '<div id="cookiescript_buttons">' +
      '<div id="cookiescript_accept" tabindex="0" role="button">Accept all</div>' +
      (settings.rejectButton
        ? '<div id="cookiescript_reject" tabindex="0" role="button">Decline all</div>'
        : '') +
      '</div>' +
      '<div id="cookiescript_manage_wrap" tabindex="0" role="button"><div id="cookiescript_manage"><span id="cookiescript_managetext">Show details</span></div></div>'
    );
  }

  function settingsLayer() {
    var categories = ['strict'].concat(settings.categories).map(function (c) {
      var rows = DECLARATION[c]
        .map(function (row) {
          return '<tr><td>' + row[0] + '</td><td>' + row[1] + '</td><td>' + row[2] + '</td></tr>';
        })
        .join('');
      return (
        '<div class="cookiescript_fsd_category">' +
        checkbox(c, true) +
        '<div class="cookiescript_fsd_category_description">' +
        CATEGORY_TEXT[c].description +
        '</div><table class="cookiescript_fsd_cookies_table"><thead><tr><th>Name</th><th>Provider / Domain</th><th>Expiration</th></tr></thead><tbody>' +
        rows +
        '</tbody></table></div>'
      );
    });
    return (
      '<div class="cookiescript_fsd_wrapper"><div class="cookiescript_fsd_main" role="dialog" aria-modal="true" aria-label="Cookie settings">' +
      '<div class="cookiescript_fsd_header"><div id="cookiescript_fsd_title">' +
      (settings.siteName || 'This website') +
      ' uses cookies</div></div>' +
      '<div class="cookiescript_fsd_tabs"><div id="cookiescript_declarationwrap" class="cookiescript_active">Cookie declaration</div><div id="cookiescript_aboutwrap">About cookies</div></div>' +
      '<div class="cookiescript_fsd_description">We use cookies to give you the best possible experience. You can choose which categories you allow; strictly necessary cookies are always on.</div>' +
      categories.join('') +
      '<div class="cookiescript_fsd_footer"><div id="cookiescript_buttons">' +
      '<div id="cookiescript_reject" tabindex="0" role="button">Decline all</div>' +
      '<div id="cookiescript_save" tabindex="0" role="button">Save &amp; Close</div>' +
      '<div id="cookiescript_accept" tabindex="0" role="button">Accept all</div>' +
      '</div></div></div></div>'
    );
  }

  function openSettings() {
    banner.classList.add('cookiescript_fsd');
    banner.setAttribute('aria-label', 'Cookie settings');
    banner.innerHTML = settingsLayer();
  }

  function onClick(event) {
    var target = event.target.closest && event.target.closest('[role=button]');
    if (!target) return;
    if (target.id === 'cookiescript_accept') acceptAll();
    else if (target.id === 'cookiescript_reject') rejectAll();
    else if (target.id === 'cookiescript_save') saveChecked(banner);
    else if (target.id === 'cookiescript_manage_wrap') openSettings();
  }

  function render() {
    var style = document.createElement('style');
    style.id = 'cookiescript_style';
    style.textContent = STYLE;
    document.head.appendChild(style);
    wrapper = document.createElement('div');
    wrapper.id = 'cookiescript_injected_wrapper';
    banner = document.createElement('div');
    banner.id = 'cookiescript_injected';
    banner.setAttribute('tabindex', '0');
    banner.setAttribute('role', 'dialog');
    banner.setAttribute('aria-modal', 'true');
    banner.setAttribute('aria-label', 'This website uses cookies');
    banner.addEventListener('click', onClick);
    wrapper.appendChild(banner);
    badge = document.createElement('div');
    badge.id = 'cookiescript_badge';
    badge.setAttribute('role', 'button');
    badge.setAttribute('tabindex', '0');
    badge.innerHTML = '<div id="cookiescript_badgetext">Cookie settings</div>';
    badge.style.display = 'none';
    badge.addEventListener('click', show);
    document.body.appendChild(wrapper);
    document.body.appendChild(badge);
  }

  function show() {
    if (!banner) return;
    banner.classList.remove('cookiescript_fsd');
    banner.setAttribute('aria-label', 'This website uses cookies');
    banner.innerHTML = firstLayer();
    banner.style.display = '';
    badge.style.display = 'none';
  }
  function hide() {
    if (!banner) return;
    banner.style.display = 'none';
    banner.innerHTML = '';
    badge.style.display = '';
  }

  window.CookieScript = {
    instance: {
      show: show,
      hide: hide,
      acceptAllAction: acceptAll,
      rejectAllAction: rejectAll,
      acceptAction: function (categories) {
        choose('accept', (categories || []).filter(function (c) {
          return settings.categories.indexOf(c) >= 0;
        }));
      },
      currentState: function () {
        return state
          ? { action: state.action, categories: state.categories.slice() }
          : { action: null, categories: [] };
      },
      categories: function () {
        return settings.categories.slice();
      },
    },
  };

  if (settings.googleConsentMode) {
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
    if (state) gtag('consent', 'update', consentModeSignals(state.categories));
  }

  function start() {
    render();
    if (state) {
      hide();
      apply(state.action, state.categories, false);
    } else show();
    dispatch('CookieScriptLoaded');
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
