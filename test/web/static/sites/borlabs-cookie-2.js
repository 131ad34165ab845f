/*
 * An imitation of Borlabs Cookie 2.x (the WordPress plugin, still on many sites), written from its
 * public behaviour; served by the site at /wp-content/plugins/borlabs-cookie/assets/javascript/borlabs-cookie.min.js.
 *
 * - Reads `borlabsCookieConfig` (cookie groups, texts, whether the refuse link is shown) and
 *   `borlabsCookieCookies` (each cookie's opt-in code, base64 HTML, as the plugin prints it).
 * - The box `#BorlabsCookieBox ._brlbs-block-content ._brlbs-box-wrap`: "Accept all"
 *   (`a[data-cookie-accept-all]`), the optional refuse link (`a[data-cookie-refuse]`, "Accept only
 *   essential cookies") and "Individual Privacy Preferences" (`a[data-cookie-individual]`), which opens
 *   the preference layer `.cookie-preference`: one unticked checkbox per group
 *   (`input[data-borlabs-cookie-checkbox]`), "Save" (`#CookiePrefSave`), "Accept all", "Back".
 * - The choice is the `borlabs-cookie` cookie, URI-encoded JSON: `consents` maps each allowed group to
 *   its cookie ids (always `essential`), with `domainPath`, `expires`, `uid`, `version`. It is logged
 *   through admin-ajax.php (action borlabs_cookie_handler).
 * - Once a cookie id is allowed, its opt-in code is added to the page.
 */
(function () {
  var config = window.borlabsCookieConfig;
  var optInCode = window.borlabsCookieCookies || {};
  if (!config) return;
  var texts = config.texts;

  function readConsent() {
    var match = document.cookie.match(/(?:^|; )borlabs-cookie=([^;]*)/);
    if (!match) return null;
    try {
      var value = JSON.parse(decodeURIComponent(match[1]));
      return value && value.version === config.cookieVersion ? value : null;
    } catch (e) {
      return null;
    }
  }

  function uid() {
    var chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
    var id = '';
    for (var i = 0; i < 32; i++) id += chars[Math.floor(Math.random() * chars.length)];
    return id.slice(0, 8) + '-' + id.slice(8, 16) + '-' + id.slice(16, 24) + '-' + id.slice(24);
  }

  function save(groupIds) {
    var consents = {};
    config.cookieGroups.forEach(function (group) {
      if (group.id === 'essential' || groupIds.indexOf(group.id) !== -1) consents[group.id] = group.cookies;
    });
    var expires = new Date(Date.now() + config.cookieLifetime * 86400000);
    var value = {
      consents: consents,
      domainPath: location.hostname + '/',
      expires: expires.toUTCString(),
      uid: uid(),
      version: config.cookieVersion,
    };
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      'borlabs-cookie=' + encodeURIComponent(JSON.stringify(value)) + '; path=/; expires=' + expires.toUTCString() + '; SameSite=Lax' + secure;
    var body = new URLSearchParams({ action: 'borlabs_cookie_handler', type: 'log', language: 'de', cookieData: JSON.stringify(value) });
    fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: body }).catch(function () {});
    return value;
  }

  function optIn(consent) {
    Object.keys(consent.consents).forEach(function (group) {
      consent.consents[group].forEach(function (cookieId) {
        var code = optInCode[cookieId];
        if (!code || optIn.done[cookieId]) return;
        optIn.done[cookieId] = true;
        var holder = document.createElement('div');
        holder.innerHTML = atob(code.optInJS);
        holder.querySelectorAll('script').forEach(function (inert) {
          var script = document.createElement('script');
          if (inert.src) script.src = inert.src;
          else script.text = inert.textContent;
          document.body.appendChild(script);
        });
      });
    });
  }
  optIn.done = {};

  function checkbox(group) {
    var essential = group.id === 'essential';
    return (
      '<label class="_brlbs-checkbox">' + group.name +
      '<input id="borlabs-cookie-group-' + group.id + '" tabindex="0" type="checkbox" name="cookieGroup[]" value="' + group.id + '"' +
      (essential ? ' checked disabled' : '') + ' data-borlabs-cookie-checkbox><span class="_brlbs-checkbox-indicator"></span></label>'
    );
  }

  function boxHtml() {
    var refuse = config.showRefuseLink
      ? '<p class="_brlbs-refuse"><a href="#" tabindex="0" role="button" class="_brlbs-cursor" data-cookie-refuse>' + texts.refuse + '</a></p>'
      : '';
    var groups = config.cookieGroups.map(function (group) {
      return '<div class="cookie-preference-group"><h4>' + checkbox(group) + '</h4><p>' + group.description + '</p></div>';
    }).join('');
    return (
      '<div class="_brlbs-block-content"><div class="_brlbs-box-wrap">' +
      '<div class="_brlbs-box _brlbs-box-advanced">' +
      '<div class="cookie-box" aria-hidden="false"><div class="container">' +
      '<span role="heading" aria-level="3" class="_brlbs-h3" id="CookieBoxTextHeadline">' + texts.headline + '</span>' +
      '<p id="CookieBoxTextDescription">' + texts.description + '</p>' +
      '<p class="_brlbs-accept"><a href="#" tabindex="0" role="button" class="_brlbs-btn _brlbs-btn-accept-all _brlbs-cursor" data-cookie-accept-all>' + texts.acceptAll + '</a></p>' +
      refuse +
      '<p class="_brlbs-manage"><a href="#" tabindex="0" role="button" class="_brlbs-cursor" data-cookie-individual>' + texts.individual + '</a></p>' +
      '<p class="_brlbs-legal"><a href="/privacy">' + texts.privacy + '</a><span class="_brlbs-separator"></span><a href="/impressum">' + texts.imprint + '</a></p>' +
      '</div></div>' +
      '<div class="cookie-preference" aria-hidden="true" role="dialog" style="display:none"><div class="container">' +
      '<span role="heading" aria-level="3" class="_brlbs-h3">' + texts.preferencesHeadline + '</span>' +
      groups +
      '<p class="_brlbs-pref-buttons"><a href="#" id="CookiePrefSave" tabindex="0" role="button" class="_brlbs-btn _brlbs-cursor">' + texts.save + '</a>' +
      ' <a href="#" tabindex="0" role="button" class="_brlbs-btn _brlbs-btn-accept-all _brlbs-cursor" data-cookie-accept-all>' + texts.acceptAll + '</a>' +
      ' <a href="#" tabindex="0" role="button" class="_brlbs-cursor" data-cookie-back>' + texts.back + '</a></p>' +
      '</div></div>' +
      '</div></div></div>'
    );
  }

  var STYLE =
    '#BorlabsCookieBox ._brlbs-box-wrap{position:fixed;inset:0;z-index:999999;display:flex;align-items:center;justify-content:center;background:rgb(0 0 0 / .6);font:15px/1.5 system-ui,sans-serif}' +
    '#BorlabsCookieBox ._brlbs-box{width:min(560px,calc(100vw - 32px));max-height:calc(100vh - 40px);overflow:auto;padding:24px;background:#fff;color:#555;border-radius:4px}' +
    '#BorlabsCookieBox ._brlbs-h3{display:block;font-size:20px;font-weight:700;color:#222;margin-bottom:8px}' +
    '#BorlabsCookieBox ._brlbs-btn{display:inline-block;padding:10px 20px;border-radius:4px;background:#5eb234;color:#fff;text-decoration:none}' +
    '#BorlabsCookieBox ._brlbs-accept,#BorlabsCookieBox ._brlbs-manage,#BorlabsCookieBox ._brlbs-refuse,#BorlabsCookieBox ._brlbs-legal{text-align:center}' +
    '#BorlabsCookieBox ._brlbs-manage a,#BorlabsCookieBox ._brlbs-refuse a,#BorlabsCookieBox ._brlbs-legal{font-size:13px}' +
    '#BorlabsCookieBox.brlbs-hidden{display:none!important}';

  var root = null;

  function show(layer) {
    root.querySelector('.cookie-box').style.display = layer === 'box' ? '' : 'none';
    root.querySelector('.cookie-box').setAttribute('aria-hidden', String(layer !== 'box'));
    root.querySelector('.cookie-preference').style.display = layer === 'preference' ? '' : 'none';
    root.querySelector('.cookie-preference').setAttribute('aria-hidden', String(layer !== 'preference'));
  }

  function decide(groupIds) {
    var consent = save(groupIds);
    root.classList.add('brlbs-hidden');
    optIn(consent);
  }

  function openBox() {
    var style = document.createElement('style');
    style.textContent = STYLE;
    document.head.appendChild(style);
    var wrap = document.createElement('div');
    wrap.setAttribute('data-nosnippet', '');
    root = document.createElement('div');
    root.id = 'BorlabsCookieBox';
    root.className = 'BorlabsCookie';
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', 'CookieBoxTextHeadline');
    root.setAttribute('aria-describedby', 'CookieBoxTextDescription');
    root.setAttribute('aria-modal', 'true');
    root.innerHTML = boxHtml();
    wrap.appendChild(root);
    document.body.appendChild(wrap);
    show('box');
    root.addEventListener('click', function (event) {
      var link = event.target.closest('a');
      if (!link) return;
      if (link.hasAttribute('data-cookie-accept-all')) {
        event.preventDefault();
        decide(config.cookieGroups.map(function (group) { return group.id; }));
      } else if (link.hasAttribute('data-cookie-refuse')) {
        event.preventDefault();
        decide([]);
      } else if (link.hasAttribute('data-cookie-individual')) {
        event.preventDefault();
        show('preference');
      } else if (link.hasAttribute('data-cookie-back')) {
        event.preventDefault();
        show('box');
      } else if (link.id === 'CookiePrefSave') {
        event.preventDefault();
        decide(
          Array.prototype.map.call(root.querySelectorAll('.cookie-preference input[data-borlabs-cookie-checkbox]:checked'), function (input) {
            return input.value;
          }),
        );
      }
    });
  }

  window.BorlabsCookie = {
    checkCookieConsent: function (cookieId) {
      var consent = readConsent();
      return !!consent && Object.keys(consent.consents).some(function (group) {
        return consent.consents[group].indexOf(cookieId) !== -1;
      });
    },
  };

  function start() {
    var consent = readConsent();
    if (consent) optIn(consent);
    else openBox();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
