/*
 * An imitation of Real Cookie Banner (devowl.io's WordPress plugin), written from its public behaviour;
 * served by the site at the plugin's path
 * (/wp-content/plugins/real-cookie-banner/public/dist/banner.lite.js). No code of the plugin is copied.
 *
 * - Reads `realCookieBanner` (printed by the plugin before this script): the service groups (one is
 *   essential), their services, the dialog texts and the "continue without consent" option.
 * - The banner: `<div id="…" consent-skip-blocker="1" data-bg="…">` around a `<dialog>` whose buttons
 *   are `a[role=button]`: "Alle akzeptieren" (with an id), "Weiter ohne Einwilligung" and
 *   "Individuelle Privatsphäre-Einstellungen" (the second layer: one checkbox per group, "Auswahl
 *   speichern", "Alle akzeptieren", and "Nur essenzielle Cookies akzeptieren").
 * - The choice is the cookie `real_cookie_banner-v:<n>_blog:<id>_path:<hash>`: `<uuid>:<revision
 *   hash>:<JSON>`, the JSON mapping each accepted group id to its accepted service ids (the essential
 *   group is always in it), written with js-cookie's encoding (`"` and `,` percent-encoded); the
 *   consent is logged to the plugin's REST route.
 * - Content blocker: `<script type="application/consent" consent-required="<service ids>"
 *   [consent-original-src-_="…"]>` runs once every service it needs is accepted; an
 *   `<iframe consent-original-src-_="…" consent-required="…">` gets its src back, its visual
 *   placeholder (`.rcb-content-blocker`) removed.
 * - `window.consentApi.consent(serviceId)` / `.consentSync(...)` for the site; the
 *   `RCBConsentChange` event after a choice.
 */
(function () {
  var config = window.realCookieBanner;
  if (!config) return;
  var texts = config.texts;
  var COOKIE = 'real_cookie_banner-v:3_blog:1_path:' + config.pathHash;

  function readConsent() {
    var cookies = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < cookies.length; i++) {
      var eq = cookies[i].indexOf('=');
      if (cookies[i].slice(0, eq) !== COOKIE) continue;
      var value = decodeURIComponent(cookies[i].slice(eq + 1));
      var parts = value.split(':');
      if (parts.length < 3 || parts[1] !== config.revisionHash) return null;
      try {
        return JSON.parse(parts.slice(2).join(':'));
      } catch (e) {
        return null;
      }
    }
    return null;
  }

  function uuid() {
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = Math.floor(Math.random() * 16);
      return (c === 'x' ? r : (r & 3) | 8).toString(16);
    });
  }

  /** js-cookie's value encoding: encodeURIComponent, then the characters cookies allow put back. */
  function encodeValue(value) {
    return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  }

  function writeConsent(groupIds) {
    var consent = {};
    config.groups.forEach(function (group) {
      if (group.isEssential || groupIds.indexOf(group.id) !== -1) {
        consent[group.id] = group.services.map(function (service) {
          return service.id;
        });
      }
    });
    var id = uuid();
    var value = id + ':' + config.revisionHash + ':' + JSON.stringify(consent);
    var expires = new Date(Date.now() + 365 * 86400000).toUTCString();
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = COOKIE + '=' + encodeValue(value) + '; path=/; expires=' + expires + '; SameSite=Lax' + secure;
    navigator.sendBeacon(
      '/wp-json/real-cookie-banner/v1/consent',
      JSON.stringify({ uuid: id, revision: config.revisionHash, groups: consent }),
    );
    return consent;
  }

  function accepted(consent) {
    var ids = [];
    if (!consent) return ids;
    Object.keys(consent).forEach(function (group) {
      ids = ids.concat(consent[group]);
    });
    return ids;
  }

  function allowedAll(consent, required) {
    var ids = accepted(consent);
    return required.split(',').every(function (id) {
      return ids.indexOf(Number(id)) !== -1;
    });
  }

  function unblock(consent) {
    document.querySelectorAll('script[type="application/consent"][consent-required]').forEach(function (blocked) {
      if (blocked.hasAttribute('consent-transaction-complete')) return;
      if (!allowedAll(consent, blocked.getAttribute('consent-required'))) return;
      blocked.setAttribute('consent-transaction-complete', '1');
      var script = document.createElement('script');
      var src = blocked.getAttribute('consent-original-src-_');
      if (src) {
        script.src = src;
        script.async = true;
      } else {
        script.text = blocked.textContent;
      }
      blocked.after(script);
    });
    document.querySelectorAll('iframe[consent-original-src-_][consent-required]').forEach(function (frame) {
      if (!allowedAll(consent, frame.getAttribute('consent-required'))) return;
      frame.src = frame.getAttribute('consent-original-src-_');
      frame.removeAttribute('consent-original-src-_');
      var placeholder = frame.previousElementSibling;
      if (placeholder && placeholder.classList.contains('rcb-content-blocker')) placeholder.remove();
      frame.hidden = false;
    });
  }

  // ---- banner ----------------------------------------------------------------------------------

  var STYLE =
    '[consent-skip-blocker] dialog{position:fixed;inset:0;margin:auto;width:min(560px,calc(100vw - 32px));max-height:calc(100vh - 40px);overflow:auto;padding:0;border:0;border-radius:5px;background:#fff;color:#2b2b2b;box-shadow:0 4px 32px rgb(0 0 0 / .35);font:15px/1.5 system-ui,sans-serif;z-index:999999}' +
    '[consent-skip-blocker]{position:fixed;inset:0;z-index:999998}' +
    '[consent-skip-blocker].rcb-hidden,[consent-skip-blocker] [hidden]{display:none!important}' +
    '.rcb-content{padding:22px 26px}.rcb-headline{font-size:19px;font-weight:600;margin:0 0 10px}' +
    '.rcb-buttons{display:flex;flex-direction:column;gap:8px;margin-top:16px}' +
    '.rcb-buttons a[role=button]{display:block;padding:11px 14px;border-radius:5px;text-align:center;text-decoration:none;cursor:pointer;background:#f0f0f0;color:#2b2b2b}' +
    '.rcb-buttons a[role=button][id]{background:' + (config.accent || '#15779b') + ';color:#fff}' +
    '.rcb-groups{margin:10px 0;padding:0;list-style:none}.rcb-groups li{margin:6px 0}' +
    '.rcb-footer{font-size:12px;text-align:center;margin-top:12px}';

  var root = null;

  function firstLayer() {
    var continueWithout = config.showContinueWithout
      ? '<a role="button" tabindex="0"><span>' + texts.continueWithout + '</span></a>'
      : '';
    return (
      '<div class="rcb-layer" data-rcb-layer="first"><p class="rcb-headline">' + texts.headline + '</p>' +
      '<p class="rcb-description">' + texts.description + '</p>' +
      '<div class="rcb-buttons">' +
      '<a role="button" tabindex="0" id="rcb-accept-all-' + config.pathHash + '"><span>' + texts.acceptAll + '</span></a>' +
      continueWithout +
      '<a role="button" tabindex="0" data-rcb-individual><span>' + texts.individual + '</span></a>' +
      '</div></div>'
    );
  }

  function secondLayer() {
    var groups = config.groups.map(function (group) {
      var services = group.services.map(function (s) {
        return s.name;
      }).join(', ');
      return (
        '<li><label><input type="checkbox" data-rcb-group="' + group.id + '"' +
        (group.isEssential ? ' checked disabled' : group.preselected ? ' checked' : '') + '> <strong>' + group.name + '</strong></label>' +
        '<br><small>' + group.description + ' (' + services + ')</small></li>'
      );
    }).join('');
    return (
      '<div class="rcb-layer" data-rcb-layer="second" hidden><p class="rcb-headline">' + texts.individualHeadline + '</p>' +
      '<ul class="rcb-groups">' + groups + '</ul>' +
      '<div class="rcb-buttons">' +
      '<a role="button" tabindex="0" data-rcb-save><span>' + texts.save + '</span></a>' +
      '<a role="button" tabindex="0" data-rcb-essentials><span>' + texts.acceptEssentials + '</span></a>' +
      '<a role="button" tabindex="0" data-rcb-accept-all><span>' + texts.acceptAll + '</span></a>' +
      '</div></div>'
    );
  }

  function decide(groupIds) {
    var consent = writeConsent(groupIds);
    root.classList.add('rcb-hidden');
    root.querySelector('dialog').close();
    unblock(consent);
    document.dispatchEvent(new CustomEvent('RCBConsentChange', { detail: { cookie: consent } }));
  }

  function openBanner() {
    if (!root) {
      var style = document.createElement('style');
      style.textContent = STYLE;
      document.head.appendChild(style);
      root = document.createElement('div');
      root.id = config.pathHash;
      root.setAttribute('consent-skip-blocker', '1');
      root.setAttribute('data-bg', 'background-color: rgba(0, 0, 0, 0.4);');
      root.setAttribute('style', 'background-color: rgba(0, 0, 0, 0.4);');
      root.innerHTML =
        '<dialog aria-modal="true" aria-label="' + texts.headline + '"><div class="rcb-wrapper"><div class="rcb-inner"><div class="rcb-content">' +
        firstLayer() + secondLayer() +
        '<p class="rcb-footer"><a href="/privacy">' + texts.privacy + '</a> • <a href="/impressum">' + texts.imprint + '</a></p></div></div></div></dialog>';
      document.body.appendChild(root);
      root.addEventListener('click', function (event) {
        var control = event.target.closest('a[role=button]');
        if (!control) return;
        event.preventDefault();
        var first = root.querySelector('[data-rcb-layer="first"]');
        var second = root.querySelector('[data-rcb-layer="second"]');
        var all = config.groups.map(function (group) {
          return group.id;
        });
        if (control.id || control.hasAttribute('data-rcb-accept-all')) decide(all);
        else if (control.hasAttribute('data-rcb-individual')) {
          first.hidden = true;
          second.hidden = false;
        } else if (control.hasAttribute('data-rcb-save')) {
          decide(Array.prototype.map.call(second.querySelectorAll('input[data-rcb-group]:checked'), function (input) {
            return Number(input.getAttribute('data-rcb-group'));
          }));
        } else decide([]);
      });
    }
    root.classList.remove('rcb-hidden');
    root.querySelector('[data-rcb-layer="first"]').hidden = false;
    root.querySelector('[data-rcb-layer="second"]').hidden = true;
    var dialog = root.querySelector('dialog');
    if (!dialog.open) dialog.show();
  }

  window.consentApi = {
    consentSync: function (serviceId) {
      return { cookie: null, consentGiven: accepted(readConsent()).indexOf(serviceId) !== -1 };
    },
    consent: function (serviceId) {
      return accepted(readConsent()).indexOf(serviceId) !== -1 ? Promise.resolve() : new Promise(function (resolve) {
        document.addEventListener('RCBConsentChange', function () {
          if (accepted(readConsent()).indexOf(serviceId) !== -1) resolve();
        });
      });
    },
    showBanner: function () {
      openBanner();
    },
  };

  function start() {
    var consent = readConsent();
    if (consent) {
      unblock(consent);
      return;
    }
    openBanner();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
