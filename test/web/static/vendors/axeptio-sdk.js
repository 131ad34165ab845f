/*
 * Axeptio (static.axept.io/sdk.js), imitated for the fixture web from its public integration
 * documentation and from how its widget looks and what it stores on real French sites; Axeptio's own
 * code is proprietary and not used here. What sites and tools rely on is reproduced:
 * - the install: `window.axeptioSettings = { clientId, cookiesVersion }` before the async loader
 *   `https://static.axept.io/sdk.js`; the project's configuration comes from
 *   `https://client.axept.io/<clientId>.json` (its vendors, texts, and the widget's rendering);
 * - `window._axcb`: a queue of callbacks, each called with the SDK (`sdk.on('ready' |
 *   'cookies:complete', cb)`; `cookies:complete` hands the choices `{ google_analytics: true, … }`),
 *   `window.openAxeptioCookies()` to show the widget again;
 * - the data-layer events its GTM integration documents: `axeptio_update` after a choice, and
 *   `axeptio_activate_<vendor>` for each vendor the visitor accepted;
 * - the cookies (written with js-cookie's encoding: `"` and `,` percent-encoded, `{ } : $` kept),
 *   already on the first page view: `axeptio_cookies` = `{"$$token":"…","$$date":"…",
 *   "$$cookiesVersion":{},"$$completed":false}`, `axeptio_authorized_vendors` = `,,`,
 *   `axeptio_all_vendors` = `,,`; after a choice `axeptio_cookies` holds one boolean per vendor,
 *   `$$cookiesVersion` and `"$$completed":true`, `axeptio_authorized_vendors` = `,google_analytics,`
 *   (the accepted ones) and `axeptio_all_vendors` every vendor of the project;
 * - the widget under `#axeptio_overlay.axeptio_mount`, either in the page's DOM (`.axeptio_widget`
 *   with `.axeptio-widget--open`, older projects) or in the shadow root of a `div.needsclick` (newer
 *   SDK); the first layer's "Non merci" (`#axeptio_btn_dismiss`), "Je choisis"
 *   (`#axeptio_btn_configure`) and "OK pour moi" (`#axeptio_btn_acceptAll`); "Je choisis" opens the
 *   vendor step (one toggle per vendor, "Tout refuser" = `.ax-discardButton`, "Valider" saves);
 * - the consent log `POST https://api.axept.io/v1/app/consents/<clientId>` after a choice.
 */
(function () {
  'use strict';
  if (window.__axeptioFixtureSdk) return;
  window.__axeptioFixtureSdk = true;

  var settings = window.axeptioSettings || {};
  var clientId = settings.clientId || '';
  var MONTHS_13 = 60 * 60 * 24 * 395;
  var listeners = {};
  var project = null;
  var choices = null;
  var mount = null;
  var root = null;

  function on(event, cb) {
    (listeners[event] = listeners[event] || []).push(cb);
    if (event === 'ready' && project) cb();
    if (event === 'cookies:complete' && choices) cb(choices);
  }
  function emit(event, data) {
    (listeners[event] || []).forEach(function (cb) {
      try {
        cb(data);
      } catch (e) {
        /* a site's callback must not break the widget */
      }
    });
  }

  /** js-cookie's write converter: percent-encode, then restore the characters cookies allow. */
  function encode(value) {
    return encodeURIComponent(value).replace(
      /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g,
      decodeURIComponent,
    );
  }
  function setCookie(name, value) {
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      name + '=' + encode(value) + '; max-age=' + MONTHS_13 + '; path=/; SameSite=Lax' + secure;
  }
  function readCookie(name) {
    var m = document.cookie.match(new RegExp('(?:^|;\\s*)' + name + '=([^;]*)'));
    if (!m) return null;
    try {
      return JSON.parse(decodeURIComponent(m[1]));
    } catch (e) {
      return null;
    }
  }
  function token() {
    var chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
    var out = '';
    for (var i = 0; i < 21; i++) out += chars.charAt(Math.floor(Math.random() * chars.length));
    return out;
  }

  var SDK = {
    on: on,
    openCookies: function () {
      show();
    },
    get userPreferencesManager() {
      return { choices: choices || {} };
    },
  };
  window.axeptioSDK = SDK;
  window.openAxeptioCookies = function () {
    show();
  };

  function runQueue() {
    var queue = Array.isArray(window._axcb) ? window._axcb : [];
    window._axcb = {
      push: function (cb) {
        if (typeof cb === 'function') cb(SDK);
      },
    };
    queue.forEach(function (cb) {
      if (typeof cb === 'function') cb(SDK);
    });
  }

  function vendorNames() {
    return project.vendors.map(function (v) {
      return v.name;
    });
  }

  function pushDataLayer(accepted) {
    var dl = (window.dataLayer = window.dataLayer || []);
    dl.push({ event: 'axeptio_update', axeptio_authorized_vendors: accepted });
    accepted.forEach(function (name) {
      dl.push({ event: 'axeptio_activate_' + name });
    });
  }

  function save(selected) {
    var stored = readCookie('axeptio_cookies') || {};
    var next = {
      $$token: stored.$$token || token(),
      $$date: new Date().toISOString(),
      $$cookiesVersion: { name: project.cookiesVersion, identifier: project.identifier },
    };
    var accepted = [];
    project.vendors.forEach(function (v) {
      next[v.name] = !!selected[v.name];
      if (selected[v.name]) accepted.push(v.name);
    });
    next.$$completed = true;
    setCookie('axeptio_cookies', JSON.stringify(next));
    setCookie('axeptio_authorized_vendors', ',' + accepted.join(',') + ',');
    setCookie('axeptio_all_vendors', ',' + vendorNames().join(',') + ',');
    choices = {};
    project.vendors.forEach(function (v) {
      choices[v.name] = !!selected[v.name];
    });
    hide();
    fetch('https://api.axept.io/v1/app/consents/' + encodeURIComponent(clientId), {
      method: 'POST',
      mode: 'cors',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: next.$$token, accept: accepted, preferences: choices }),
    }).catch(function () {});
    emit('cookies:complete', choices);
    pushDataLayer(accepted);
  }

  var STYLE =
    '.axeptio_widget{position:fixed;left:24px;bottom:24px;z-index:2147483600;width:min(380px,calc(100% - 48px));background:#fff;color:#1f1f1f;border-radius:12px;box-shadow:0 12px 48px rgba(0,0,0,.22);font:14px/1.45 "Helvetica Neue",Arial,sans-serif;overflow:hidden}' +
    '.axeptio_widget .axeptio_header{display:flex;justify-content:space-between;align-items:center;padding:14px 18px 0}' +
    '.axeptio_widget .axeptio_logo{font-weight:700;color:#3b3b3b}' +
    '.axeptio_widget .ax-discardButton,.axeptio_widget #axeptio_btn_dismiss.ax-link{background:none;border:0;color:#555;text-decoration:underline;cursor:pointer;font:inherit}' +
    '.axeptio_widget .axeptio_body{padding:8px 18px 14px}' +
    '.axeptio_widget h2{font-size:18px;margin:6px 0 8px}' +
    '.axeptio_widget .axeptio_buttons{display:flex;gap:8px;padding:0 18px 18px}' +
    '.axeptio_widget .axeptio_buttons button{flex:1;padding:11px 8px;border-radius:6px;border:1px solid #d7d7d7;background:#f4f4f4;font-weight:600;font-size:14px;cursor:pointer}' +
    '.axeptio_widget #axeptio_btn_acceptAll{background:#ffd13c;border-color:#ffd13c}' +
    '.axeptio_widget .axeptio_vendor{display:flex;justify-content:space-between;align-items:center;padding:8px 0;border-bottom:1px solid #eee}' +
    '#axeptio_main_button{position:fixed;left:20px;bottom:20px;z-index:2147483600;width:48px;height:48px;border-radius:50%;border:0;background:#ffd13c;cursor:pointer;font-size:22px}';

  function welcomeStep() {
    var t = project.texts;
    return (
      '<div class="axeptio_header"><span class="axeptio_logo">' +
      project.siteName +
      '</span><button type="button" id="axeptio_btn_dismiss" class="ax-link">' +
      t.dismiss +
      '</button></div>' +
      '<div class="axeptio_body"><h2 class="axeptio_title">' +
      t.title +
      '</h2><p>' +
      t.text +
      '</p></div>' +
      '<div class="axeptio_buttons">' +
      '<button type="button" id="axeptio_btn_configure">' +
      t.configure +
      '</button>' +
      '<button type="button" id="axeptio_btn_acceptAll">' +
      t.accept +
      '</button></div>'
    );
  }

  function vendorStep() {
    var rows = project.vendors
      .map(function (v) {
        return (
          '<label class="axeptio_vendor"><span><strong>' +
          v.title +
          '</strong><br><small>' +
          v.shortDescription +
          '</small></span><input type="checkbox" class="ax-vendor-toggle" name="' +
          v.name +
          '"></label>'
        );
      })
      .join('');
    return (
      '<div class="axeptio_header"><span class="axeptio_logo">' +
      project.siteName +
      '</span><button type="button" class="ax-discardButton">Tout refuser</button></div>' +
      '<div class="axeptio_body"><h2 class="axeptio_title">Cookies de mesure et de publicité</h2>' +
      rows +
      '</div><div class="axeptio_buttons"><button type="button" id="axeptio_btn_acceptAll">Tout accepter</button>' +
      '<button type="button" class="ax-saveButton">Valider</button></div>'
    );
  }

  function wire(widget) {
    widget.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('button');
      if (!button) return;
      var all = {};
      project.vendors.forEach(function (v) {
        all[v.name] = true;
      });
      if (button.id === 'axeptio_btn_acceptAll') save(all);
      else if (button.id === 'axeptio_btn_dismiss' || button.classList.contains('ax-discardButton'))
        save({});
      else if (button.id === 'axeptio_btn_configure') {
        widget.innerHTML = vendorStep();
      } else if (button.classList.contains('ax-saveButton')) {
        var selected = {};
        widget.querySelectorAll('.ax-vendor-toggle').forEach(function (box) {
          selected[box.name] = box.checked;
        });
        save(selected);
      }
    });
  }

  function show() {
    if (!project || !root) return;
    var old = root.querySelector('.axeptio_widget');
    if (old) old.remove();
    var widget = document.createElement('div');
    widget.className = 'axeptio_widget axeptio-widget--open';
    widget.setAttribute('role', 'dialog');
    widget.setAttribute('aria-label', project.texts.title);
    widget.innerHTML = welcomeStep();
    wire(widget);
    root.appendChild(widget);
    var main = root.querySelector('#axeptio_main_button');
    if (main) main.style.display = 'none';
  }

  function hide() {
    var widget = root && root.querySelector('.axeptio_widget');
    if (widget) widget.remove();
    var main = root && root.querySelector('#axeptio_main_button');
    if (main) main.style.display = 'block';
  }

  function render() {
    mount = document.createElement('div');
    mount.id = 'axeptio_overlay';
    mount.className = 'axeptio_mount';
    if (project.widget === 'shadow') {
      var host = document.createElement('div');
      host.className = 'needsclick';
      mount.appendChild(host);
      root = host.attachShadow({ mode: 'open' });
    } else {
      root = mount;
    }
    var style = document.createElement('style');
    style.textContent = STYLE;
    root.appendChild(style);
    var main = document.createElement('button');
    main.id = 'axeptio_main_button';
    main.type = 'button';
    main.setAttribute('aria-label', 'Gérer mes cookies');
    main.textContent = '\uD83C\uDF6A';
    main.style.display = 'none';
    main.addEventListener('click', show);
    root.appendChild(main);
    document.body.appendChild(mount);
  }

  function start(config) {
    project = config;
    var stored = readCookie('axeptio_cookies');
    if (!stored) {
      setCookie(
        'axeptio_cookies',
        JSON.stringify({
          $$token: token(),
          $$date: new Date().toISOString(),
          $$cookiesVersion: {},
          $$completed: false,
        }),
      );
      setCookie('axeptio_authorized_vendors', ',,');
      setCookie('axeptio_all_vendors', ',,');
    }
    render();
    runQueue();
    emit('ready');
    if (stored && stored.$$completed) {
      choices = {};
      var accepted = [];
      project.vendors.forEach(function (v) {
        choices[v.name] = stored[v.name] === true;
        if (choices[v.name]) accepted.push(v.name);
      });
      hide();
      emit('cookies:complete', choices);
      pushDataLayer(accepted);
    } else {
      show();
    }
  }

  function load() {
    fetch('https://client.axept.io/' + encodeURIComponent(clientId) + '.json', { mode: 'cors' })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(function (config) {
        if (!config) {
          console.warn('Axeptio: unknown project ' + clientId);
          return;
        }
        if (document.body) start(config);
        else
          document.addEventListener('DOMContentLoaded', function () {
            start(config);
          });
      })
      .catch(function () {});
  }
  load();
})();
