/*
 * Civic Cookie Control 9 (cc.cdn.civiccomputing.com/9/cookieControl-9.x.min.js), imitated for the
 * fixture web from Civic's public configuration documentation and from how the banner looks on UK
 * public-sector and charity sites; Civic's own code is proprietary and not used here. What sites and
 * tools rely on is reproduced:
 * - the install: the loader script, then the site's own `CookieControl.load(config)` with `apiKey`,
 *   `product`, `initialState` ('notify' = a bar with the choice; 'open' = the panel straight away),
 *   `layout` ('slideout' | 'popup'), `rejectButton` (whether the notify bar offers Reject; the panel
 *   always has "I Accept" / "I Do Not Accept"), `necessaryCookies`, `optionalCookies` (categories,
 *   each `{ name, label, description, cookies, onAccept, onRevoke }`) and `text`;
 * - the licence check `apikeys.civiccomputing.com/c/v?d=…&p=…&v=9&k=…&format=json`;
 * - `window.CookieControl`: `load`, `open`, `hide`, `acceptAll`, `rejectAll`,
 *   `getCategoryConsent(i)`, `changeCategory(i, bool)`, `delete(name)`;
 * - the `CookieControl` cookie, written once the visitor chooses (nothing before), JSON as is:
 *   `{"necessaryCookies":[…],"optionalCookies":{"analytics":"revoked","marketing":"accepted"},
 *   "statement":{},"consentDate":…,"consentExpiry":90,"interactedWith":true,"user":"<UUID>"}`;
 *   a revoked category's `cookies` are deleted, as Civic does;
 * - the markup: `#ccc` (with the `open` attribute while something is shown), `#ccc-overlay`,
 *   `#ccc-notify` with `.ccc-notify-buttons` (`#ccc-notify-accept.ccc-accept-button`,
 *   `#ccc-notify-reject.ccc-reject-button`, `.ccc-notify-link` "Cookie Preferences"), the panel
 *   `#ccc-module` (`#ccc-title`, `#ccc-recommended-settings.ccc-accept-button`,
 *   `#ccc-reject-settings.ccc-reject-button`, one toggle per optional category, `#ccc-dismiss-button`
 *   "Save and close", `#ccc-close`), and the `#ccc-icon` button that reopens it. Only what is shown
 *   is in the DOM: the notify bar and the panel are never there together (autoconsent's rule relies on it).
 */
(function () {
  'use strict';
  if (window.CookieControl && window.CookieControl.__fixture) return;

  var COOKIE = 'CookieControl';
  var config = null;
  var state = null;
  var root = null;

  function readState() {
    var m = document.cookie.match(/(?:^|;\s*)CookieControl=([^;]*)/);
    if (!m) return null;
    try {
      return JSON.parse(decodeURIComponent(m[1]));
    } catch (e) {
      return null;
    }
  }

  function uuid() {
    var hex = '0123456789ABCDEF';
    var out = '';
    for (var i = 0; i < 32; i++) {
      out += hex.charAt(Math.floor(Math.random() * 16));
      if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
    }
    return out;
  }

  function writeState() {
    var expiry = config.consentCookieExpiry || 90;
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      COOKIE +
      '=' +
      JSON.stringify(state) +
      '; max-age=' +
      expiry * 86400 +
      '; path=/; SameSite=Strict' +
      secure;
  }

  function deleteCookie(pattern) {
    var prefix = pattern.replace(/\*$/, '');
    var wildcard = pattern !== prefix;
    document.cookie.split(/;\s*/).forEach(function (pair) {
      var name = pair.split('=')[0];
      if (!(wildcard ? name.indexOf(prefix) === 0 : name === pattern)) return;
      var host = location.hostname;
      var domains = ['', '; domain=' + host, '; domain=.' + host.split('.').slice(-2).join('.')];
      domains.forEach(function (d) {
        document.cookie = name + '=; max-age=0; path=/' + d;
      });
    });
  }

  function categories() {
    return config.optionalCookies || [];
  }

  function apply(category, accepted, initial) {
    if (accepted) {
      if (typeof category.onAccept === 'function') category.onAccept();
    } else {
      (category.cookies || []).forEach(deleteCookie);
      if (!initial && typeof category.onRevoke === 'function') category.onRevoke();
    }
  }

  function record(choices) {
    var optional = {};
    categories().forEach(function (c, i) {
      optional[c.name] = choices[i] ? 'accepted' : 'revoked';
    });
    var previous = state ? state.optionalCookies : {};
    state = {
      necessaryCookies: config.necessaryCookies || [],
      optionalCookies: optional,
      statement: {},
      consentDate: Date.now(),
      consentExpiry: config.consentCookieExpiry || 90,
      interactedWith: true,
      user: (state && state.user) || uuid(),
    };
    writeState();
    categories().forEach(function (c, i) {
      if (previous[c.name] !== optional[c.name]) apply(c, choices[i], false);
    });
    syncToggles();
  }

  function choicesOf(value) {
    return categories().map(function () {
      return value;
    });
  }

  var TEXT = {
    title: 'This site uses cookies to store information on your computer.',
    intro:
      'Some of these cookies are essential, while others help us to improve your experience by providing insights into how the site is being used.',
    necessaryTitle: 'Necessary Cookies',
    necessaryDescription:
      'Necessary cookies enable core functionality such as page navigation and access to secure areas. The website cannot function properly without these cookies, and can only be disabled by changing your browser preferences.',
    notifyTitle: 'Your choice regarding cookies on this site',
    notifyDescription:
      'We use cookies to optimise site functionality and give you the best possible experience.',
    accept: 'Accept',
    reject: 'Reject',
    settings: 'Cookie Preferences',
    acceptSettings: 'I Accept',
    rejectSettings: 'I Do Not Accept',
    closeLabel: 'Save and close',
    on: 'On',
    off: 'Off',
  };

  function text(key) {
    return (config.text && config.text[key]) || TEXT[key];
  }

  var STYLE =
    '#ccc{font:15px/1.5 Arial,Helvetica,sans-serif;color:#fff}' +
    '#ccc-overlay{position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:2147483640;display:none}' +
    '#ccc-notify{position:fixed;left:0;right:0;bottom:0;z-index:2147483641;display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;padding:18px 32px;background:#313147;box-shadow:0 -2px 8px rgba(0,0,0,.3)}' +
    '#ccc-notify h3{margin:0 0 4px;font-size:17px}#ccc-notify p{margin:0}' +
    '.ccc-notify-buttons{display:flex;gap:10px;flex-wrap:wrap}' +
    '.ccc-notify-button,#ccc-module button{padding:10px 18px;border:2px solid #fff;border-radius:3px;background:transparent;color:#fff;font:700 15px Arial,sans-serif;cursor:pointer}' +
    '.ccc-accept-button{background:#fff!important;color:#313147!important}' +
    '.ccc-notify-link{border-color:transparent!important;text-decoration:underline}' +
    '#ccc-module{position:fixed;z-index:2147483642;display:none;background:#313147;overflow:auto;padding:24px 28px;box-shadow:0 0 24px rgba(0,0,0,.4)}' +
    '#ccc-module.ccc-module--slideout{top:0;left:0;bottom:0;width:min(520px,100%)}' +
    '#ccc-module.ccc-module--popup{top:50%;left:50%;transform:translate(-50%,-50%);width:min(640px,calc(100% - 32px));max-height:calc(100% - 32px);border-radius:6px}' +
    '#ccc-module h2{font-size:20px;margin:0 0 10px}#ccc-module h3{font-size:17px;margin:18px 0 6px}' +
    '#ccc-close{position:absolute;top:12px;right:12px;border:0!important;font-size:22px!important}' +
    '.ccc-button-row{display:flex;gap:10px;margin:14px 0}' +
    '.optional-cookie{border-top:1px solid rgba(255,255,255,.25);padding-top:8px}' +
    '.optional-cookie-header{display:flex;justify-content:space-between;align-items:center}' +
    '#ccc-icon{position:fixed;left:12px;bottom:12px;z-index:2147483639;width:48px;height:48px;border-radius:50%;border:0;background:#313147;color:#fff;cursor:pointer;display:none}';

  function toggle(c, i) {
    var id = 'ccc-cookie-' + c.name;
    return (
      '<div class="optional-cookie"><div class="optional-cookie-header"><h3 class="optional-cookie-header">' +
      c.label +
      '</h3><label class="checkbox-toggle" for="' +
      id +
      '"><input type="checkbox" class="checkbox-toggle-input" id="' +
      id +
      '" data-index="' +
      i +
      '" aria-label="' +
      c.label +
      '"><span class="checkbox-toggle-on">' +
      text('on') +
      '</span> / <span class="checkbox-toggle-off">' +
      text('off') +
      '</span></label></div><p>' +
      c.description +
      '</p></div>'
    );
  }

  function notifyMarkup() {
    var rejectInNotify = config.rejectButton !== false;
    return (
      '<div class="ccc-notify-text"><h3>' +
      text('notifyTitle') +
      '</h3><p>' +
      text('notifyDescription') +
      '</p></div><div class="ccc-notify-buttons">' +
      '<button type="button" id="ccc-notify-accept" class="ccc-notify-button ccc-link ccc-tabbable ccc-accept-button"><span>' +
      text('accept') +
      '</span></button>' +
      (rejectInNotify
        ? '<button type="button" id="ccc-notify-reject" class="ccc-notify-button ccc-link ccc-tabbable ccc-reject-button"><span>' +
          text('reject') +
          '</span></button>'
        : '') +
      '<button type="button" class="ccc-notify-button ccc-link ccc-tabbable ccc-notify-link"><span>' +
      text('settings') +
      '</span></button></div>'
    );
  }

  function moduleMarkup() {
    return (
      '<div id="ccc-content">' +
      '<button type="button" id="ccc-close" aria-label="Close Cookie Control">\u00d7</button>' +
      '<h2 id="ccc-title">' +
      text('title') +
      '</h2><p id="ccc-intro">' +
      text('intro') +
      '</p><div class="ccc-button-row">' +
      '<button type="button" id="ccc-recommended-settings" class="ccc-button-solid ccc-accept-button">' +
      text('acceptSettings') +
      '</button><button type="button" id="ccc-reject-settings" class="ccc-button-solid ccc-reject-button">' +
      text('rejectSettings') +
      '</button></div>' +
      '<h3 id="ccc-necessary-title">' +
      text('necessaryTitle') +
      '</h3><p id="ccc-necessary-description">' +
      text('necessaryDescription') +
      '</p><div id="ccc-optional-categories">' +
      categories().map(toggle).join('') +
      '</div><div class="ccc-button-row"><button type="button" id="ccc-dismiss-button">' +
      text('closeLabel') +
      '</button></div></div>'
    );
  }

  /** Cookie Control keeps only what is shown in the DOM: the notify bar or the panel, never both. */
  function mountPart(id, tag, attributes, markup) {
    var el = document.getElementById(id);
    if (el) return el;
    el = document.createElement(tag);
    el.id = id;
    Object.keys(attributes).forEach(function (name) {
      el.setAttribute(name, attributes[name]);
    });
    el.innerHTML = markup;
    root.insertBefore(el, root.querySelector('#ccc-icon'));
    return el;
  }
  function removePart(id) {
    var el = document.getElementById(id);
    if (el) el.remove();
  }

  function build() {
    root = document.createElement('div');
    root.id = 'ccc';
    root.setAttribute('role', 'region');
    root.setAttribute('aria-label', 'Cookie Control');
    root.innerHTML =
      '<div id="ccc-overlay"></div>' +
      '<button type="button" id="ccc-icon" aria-label="Cookie Control. Change your cookie preferences.">\u2699</button>';
    var style = document.createElement('style');
    style.textContent = STYLE;
    root.insertBefore(style, root.firstChild);
    document.body.appendChild(root);

    root.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('button');
      if (!button) return;
      if (button.id === 'ccc-notify-accept' || button.id === 'ccc-recommended-settings')
        CookieControl.acceptAll();
      else if (button.id === 'ccc-notify-reject' || button.id === 'ccc-reject-settings')
        CookieControl.rejectAll();
      else if (button.classList.contains('ccc-notify-link') || button.id === 'ccc-icon')
        CookieControl.open();
      else if (button.id === 'ccc-dismiss-button' || button.id === 'ccc-close') {
        record(currentToggles());
        CookieControl.hide();
      }
    });
    root.addEventListener('change', function (event) {
      var input = event.target;
      if (!input.classList || !input.classList.contains('checkbox-toggle-input')) return;
      CookieControl.changeCategory(Number(input.getAttribute('data-index')), input.checked);
    });
  }

  function showNotify() {
    mountPart(
      'ccc-notify',
      'div',
      {
        class: 'ccc-notify__notify ccc-notify__bottom',
        role: 'region',
        'aria-label': text('notifyTitle'),
      },
      notifyMarkup(),
    ).style.display = 'flex';
  }

  function currentToggles() {
    return categories().map(function (_c, i) {
      var box = root.querySelector('input[data-index="' + i + '"]');
      return !!(box && box.checked);
    });
  }

  function syncToggles() {
    if (!root || !state) return;
    categories().forEach(function (c, i) {
      var box = root.querySelector('input[data-index="' + i + '"]');
      if (box) box.checked = state.optionalCookies[c.name] === 'accepted';
    });
  }

  function show(id, display) {
    var el = root.querySelector(id);
    if (el) el.style.display = display;
  }

  var CookieControl = {
    __fixture: true,
    version: '9.10',
    config: function () {
      return config;
    },
    load: function (options) {
      config = options || {};
      state = readState();
      var check = new Image();
      check.src =
        'https://apikeys.civiccomputing.com/c/v?d=' +
        encodeURIComponent(location.hostname) +
        '&p=' +
        encodeURIComponent(config.product || 'COMMUNITY') +
        '&v=9&k=' +
        encodeURIComponent(config.apiKey || '') +
        '&format=json';
      var start = function () {
        build();
        if (state && state.interactedWith) {
          syncToggles();
          categories().forEach(function (c) {
            apply(c, state.optionalCookies[c.name] === 'accepted', true);
          });
          show('#ccc-icon', 'block');
          return;
        }
        root.setAttribute('open', '');
        if (config.initialState === 'open' || config.initialState === 'OPEN') CookieControl.open();
        else showNotify();
      };
      if (document.body) start();
      else document.addEventListener('DOMContentLoaded', start);
    },
    open: function () {
      root.setAttribute('open', '');
      removePart('ccc-notify');
      show('#ccc-icon', 'none');
      if (config.layout === 'popup') show('#ccc-overlay', 'block');
      mountPart(
        'ccc-module',
        'div',
        {
          class: 'ccc-module--' + (config.layout === 'popup' ? 'popup' : 'slideout'),
          role: 'dialog',
          'aria-modal': 'true',
          'aria-labelledby': 'ccc-title',
        },
        moduleMarkup(),
      ).style.display = 'block';
      syncToggles();
    },
    hide: function () {
      root.removeAttribute('open');
      removePart('ccc-notify');
      removePart('ccc-module');
      show('#ccc-overlay', 'none');
      show('#ccc-icon', 'block');
    },
    acceptAll: function () {
      record(choicesOf(true));
      CookieControl.hide();
    },
    rejectAll: function () {
      record(choicesOf(false));
      CookieControl.hide();
    },
    getCategoryConsent: function (index) {
      var c = categories()[index];
      return !!(c && state && state.optionalCookies[c.name] === 'accepted');
    },
    changeCategory: function (index, value) {
      var choices = categories().map(function (_c, i) {
        return i === index ? !!value : CookieControl.getCategoryConsent(i);
      });
      record(choices);
    },
    delete: deleteCookie,
  };
  window.CookieControl = CookieControl;
})();
