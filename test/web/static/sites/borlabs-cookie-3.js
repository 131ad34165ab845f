/*
 * An imitation of Borlabs Cookie 3.x (the WordPress plugin), written from its public behaviour; served
 * by the site at the plugin's path (/wp-content/plugins/borlabs-cookie/assets/javascript/borlabs-cookie.min.js).
 *
 * - Reads `borlabsCookieConfig` (printed by the plugin before this script): service groups, services,
 *   the dialog texts and which buttons the site owner enabled.
 * - The dialog `#BorlabsCookieBox .brlbs-cmpnt-dialog`: service group checkboxes (Essential always
 *   on), "Save", "Accept all", optionally "Accept only essential cookies", and "Individual Privacy
 *   Preferences" (the second layer: the same groups with their services, "Save", "Accept all").
 * - The choice is the `borlabs-cookie` cookie: URI-encoded JSON whose `consents` maps each group the
 *   visitor allowed to its service ids (a refusal keeps only `essential`), with `domainPath`,
 *   `expires`, `uid` and `version`; it is logged to the plugin's REST route.
 * - Script blocker: `<script type="text/template" data-borlabs-cookie-script-blocker-id="<service>"
 *   [data-borlabs-cookie-script-blocker-src="…">` runs once its service is allowed. Content blocker:
 *   `.brlbs-cmpnt-content-blocker[data-borlabs-cookie-service-id]` keeps the embed's HTML base64 in
 *   `data-borlabs-cookie-content` until its service is allowed.
 * - `window.BorlabsCookie.Consents.hasConsent(serviceId)` and `.Dialog.open()` for the site.
 */
(function () {
  var config = window.borlabsCookieConfig;
  if (!config) return;
  var COOKIE = 'borlabs-cookie';
  var texts = config.texts;

  function readConsent() {
    var match = document.cookie.match(/(?:^|; )borlabs-cookie=([^;]*)/);
    if (!match) return null;
    try {
      var value = JSON.parse(decodeURIComponent(match[1]));
      return value && value.version === config.consentVersion ? value : null;
    } catch (e) {
      return null;
    }
  }

  function uid() {
    var chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
    var parts = [8, 8, 8, 8].map(function (length) {
      var part = '';
      for (var i = 0; i < length; i++) part += chars[Math.floor(Math.random() * chars.length)];
      return part;
    });
    return parts.join('-');
  }

  function writeConsent(groupIds) {
    var consents = {};
    config.serviceGroups.forEach(function (group) {
      if (group.id === 'essential' || groupIds.indexOf(group.id) !== -1) {
        consents[group.id] = group.services.map(function (service) {
          return service.id;
        });
      }
    });
    var expires = new Date(Date.now() + config.cookieLifetimeDays * 86400000);
    var value = {
      consents: consents,
      domainPath: location.hostname + '/',
      expires: expires.toUTCString(),
      uid: uid(),
      v3: true,
      version: config.consentVersion,
    };
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      COOKIE + '=' + encodeURIComponent(JSON.stringify(value)) + '; path=/; expires=' + expires.toUTCString() + '; SameSite=Lax' + secure;
    navigator.sendBeacon(
      '/wp-json/borlabs-cookie/v1/consent/log',
      JSON.stringify({ uid: value.uid, consents: consents, version: value.version }),
    );
    return value;
  }

  function allowed(consent, serviceId) {
    if (!consent) return false;
    return Object.keys(consent.consents).some(function (group) {
      return consent.consents[group].indexOf(serviceId) !== -1;
    });
  }

  function unblock(consent) {
    document.querySelectorAll('script[type="text/template"][data-borlabs-cookie-script-blocker-id]').forEach(function (blocked) {
      if (blocked.hasAttribute('data-borlabs-cookie-unblocked')) return;
      if (!allowed(consent, blocked.getAttribute('data-borlabs-cookie-script-blocker-id'))) return;
      blocked.setAttribute('data-borlabs-cookie-unblocked', '');
      var script = document.createElement('script');
      var src = blocked.getAttribute('data-borlabs-cookie-script-blocker-src');
      if (src) {
        script.src = src;
        script.async = true;
      } else {
        script.text = blocked.textContent;
      }
      blocked.after(script);
    });
    document.querySelectorAll('.brlbs-cmpnt-content-blocker[data-borlabs-cookie-service-id]').forEach(function (blocker) {
      if (!allowed(consent, blocker.getAttribute('data-borlabs-cookie-service-id'))) return;
      var holder = document.createElement('div');
      holder.innerHTML = atob(blocker.getAttribute('data-borlabs-cookie-content'));
      blocker.replaceWith.apply(blocker, Array.prototype.slice.call(holder.childNodes));
    });
  }

  // ---- dialog ----------------------------------------------------------------------------------

  function groupCheckbox(group, prefix) {
    var essential = group.id === 'essential';
    return (
      '<label class="brlbs-checkbox"><input type="checkbox" class="brlbs-checkbox-input" id="' + prefix + '-' + group.id + '"' +
      ' data-borlabs-cookie-service-group="' + group.id + '" value="' + group.id + '"' +
      (essential ? ' checked disabled' : '') + '><span class="brlbs-checkbox-indicator"></span> ' + group.name + '</label>'
    );
  }

  function dialogHtml() {
    var groups = config.serviceGroups.map(function (group) {
      return '<li>' + groupCheckbox(group, 'brlbs-box') + '</li>';
    }).join('');
    var preferences = config.serviceGroups.map(function (group) {
      var services = group.services.map(function (service) {
        return '<li>' + service.name + '</li>';
      }).join('');
      return '<section class="brlbs-cmpnt-service-group"><h4>' + groupCheckbox(group, 'brlbs-pref') + '</h4><p>' + group.description + '</p><ul>' + services + '</ul></section>';
    }).join('');
    var essentialOnly = config.showAcceptOnlyEssential
      ? '<button type="button" class="brlbs-btn brlbs-btn-accept-only-essential" data-borlabs-cookie-actions="accept-only-essential">' + texts.acceptOnlyEssential + '</button>'
      : '';
    return (
      '<div class="brlbs-cmpnt-container brlbs-cmpnt-dialog-box-wrap" data-borlabs-cookie-dialog>' +
      '<div class="brlbs-cmpnt-dialog brlbs-cmpnt-dialog-box" role="dialog" aria-modal="true" aria-labelledby="brlbs-dialog-headline">' +
      '<div class="brlbs-cmpnt-dialog-entrance" data-borlabs-cookie-layer="entrance">' +
      '<h2 id="brlbs-dialog-headline" class="brlbs-cmpnt-dialog-headline">' + texts.headline + '</h2>' +
      '<p class="brlbs-cmpnt-dialog-description">' + texts.description + '</p>' +
      '<ul class="brlbs-cmpnt-checkbox-list">' + groups + '</ul>' +
      '<div class="brlbs-cmpnt-dialog-buttons">' +
      '<button type="button" class="brlbs-btn brlbs-btn-save" data-borlabs-cookie-actions="save-consents">' + texts.save + '</button>' +
      '<button type="button" class="brlbs-btn brlbs-btn-accept-all" data-borlabs-cookie-actions="accept-all">' + texts.acceptAll + '</button>' +
      essentialOnly +
      '</div>' +
      '<p class="brlbs-cmpnt-dialog-links"><a href="#" class="brlbs-cursor" data-borlabs-cookie-actions="preferences">' + texts.preferences + '</a>' +
      ' | <a href="/privacy">' + texts.privacy + '</a> | <a href="/impressum">' + texts.imprint + '</a></p>' +
      '</div>' +
      '<div class="brlbs-cmpnt-dialog-preferences" data-borlabs-cookie-layer="preferences" hidden>' +
      '<h2 class="brlbs-cmpnt-dialog-headline">' + texts.preferencesHeadline + '</h2>' +
      preferences +
      '<div class="brlbs-cmpnt-dialog-buttons">' +
      '<button type="button" class="brlbs-btn brlbs-btn-save" data-borlabs-cookie-actions="save-consents">' + texts.save + '</button>' +
      '<button type="button" class="brlbs-btn brlbs-btn-accept-all" data-borlabs-cookie-actions="accept-all">' + texts.acceptAll + '</button>' +
      '</div></div></div></div>'
    );
  }

  var STYLE =
    '#BorlabsCookieBox .brlbs-cmpnt-dialog-box-wrap{position:fixed;inset:0;z-index:999999;display:flex;align-items:center;justify-content:center;background:rgb(0 0 0 / .5);font:15px/1.5 system-ui,sans-serif}' +
    '#BorlabsCookieBox .brlbs-cmpnt-dialog{width:min(600px,calc(100vw - 32px));max-height:calc(100vh - 40px);overflow:auto;padding:24px 28px;background:#fff;color:#222;border-radius:6px;box-shadow:0 10px 40px rgb(0 0 0 / .3)}' +
    '#BorlabsCookieBox [hidden],#BorlabsCookieBox.brlbs-hidden{display:none!important}' +
    '#BorlabsCookieBox .brlbs-cmpnt-checkbox-list{display:flex;flex-wrap:wrap;gap:8px 18px;padding:0;list-style:none}' +
    '#BorlabsCookieBox .brlbs-cmpnt-dialog-buttons{display:flex;flex-direction:column;gap:8px;margin-top:14px}' +
    '#BorlabsCookieBox .brlbs-btn{padding:11px 16px;border:0;border-radius:4px;background:#0063e3;color:#fff;font:inherit;cursor:pointer}' +
    '#BorlabsCookieBox .brlbs-btn-accept-only-essential,#BorlabsCookieBox .brlbs-btn-save{background:#f1f1f1;color:#222}' +
    '#BorlabsCookieBox .brlbs-cmpnt-dialog-links{font-size:13px;text-align:center}';

  var box = null;

  function selectedGroups(layer) {
    return Array.prototype.map.call(
      layer.querySelectorAll('input[data-borlabs-cookie-service-group]:checked'),
      function (input) {
        return input.value;
      },
    );
  }

  function decide(groupIds) {
    var consent = writeConsent(groupIds);
    box.classList.add('brlbs-hidden');
    unblock(consent);
    document.dispatchEvent(new CustomEvent('borlabs-cookie-consent-saved', { detail: consent }));
  }

  function openDialog() {
    if (!box) {
      var style = document.createElement('style');
      style.textContent = STYLE;
      document.head.appendChild(style);
      box = document.getElementById('BorlabsCookieBox');
      if (!box) {
        box = document.createElement('div');
        box.id = 'BorlabsCookieBox';
        document.body.appendChild(box);
      }
      box.setAttribute('data-nosnippet', '');
      box.innerHTML = dialogHtml();
      box.addEventListener('click', function (event) {
        var control = event.target.closest('[data-borlabs-cookie-actions]');
        if (!control) return;
        event.preventDefault();
        var action = control.getAttribute('data-borlabs-cookie-actions');
        var entrance = box.querySelector('[data-borlabs-cookie-layer="entrance"]');
        var preferences = box.querySelector('[data-borlabs-cookie-layer="preferences"]');
        if (action === 'accept-all') {
          decide(config.serviceGroups.map(function (group) { return group.id; }));
        } else if (action === 'accept-only-essential') {
          decide([]);
        } else if (action === 'save-consents') {
          decide(selectedGroups(preferences.hidden ? entrance : preferences));
        } else if (action === 'preferences') {
          entrance.hidden = true;
          preferences.hidden = false;
        }
      });
    }
    box.classList.remove('brlbs-hidden');
    box.querySelector('[data-borlabs-cookie-layer="entrance"]').hidden = false;
    box.querySelector('[data-borlabs-cookie-layer="preferences"]').hidden = true;
  }

  window.BorlabsCookie = {
    Consents: {
      hasConsent: function (serviceId) {
        return allowed(readConsent(), serviceId);
      },
    },
    Dialog: { open: openDialog },
  };

  function start() {
    var consent = readConsent();
    if (consent) {
      unblock(consent);
      return;
    }
    openDialog();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
