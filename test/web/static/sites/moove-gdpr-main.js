/*
 * Fixture imitation of the front script of "GDPR Cookie Compliance" by Moove Agency
 * (wp-content/plugins/gdpr-cookie-compliance/dist/scripts/main.js), written from its public behaviour —
 * not the plugin's code. It reads `moove_frontend_gdpr_scripts` (printed before it).
 *
 * - The choice is the `moove_gdpr_popup` cookie: URI-encoded JSON of "1"/"0" flags
 *   ({"strict":"1","thirdparty":"0","advanced":"0","performance":"0","preference":"0"}); without it
 *   the #moove_gdpr_cookie_info_bar is shown (class moove-gdpr-info-bar-hidden removed, body class
 *   gdpr-infobar-visible).
 * - "Accept" (.moove-gdpr-infobar-allow-all) and the modal's "Enable All" store every flag "1";
 *   "Reject" (.moove-gdpr-infobar-reject-btn, an option of the plugin) stores every flag but strict
 *   "0"; .change-settings-button opens the settings modal (#moove_gdpr_cookie_modal in a lightbox),
 *   whose "Save Settings" stores the switches — with "Strictly Necessary Cookies" off it stores
 *   nothing (the plugin cannot remember a choice without its own cookie).
 * - Tag gating is the plugin's: the scripts pasted in its "3rd Party Cookies" and "Additional Cookies"
 *   tabs are fetched from admin-ajax.php (action moove_gdpr_get_scripts) for the allowed groups and
 *   injected — right after the choice, and on every page view where the cookie allows them.
 */
(function () {
  'use strict';
  var config = window.moove_frontend_gdpr_scripts || {};
  var COOKIE = 'moove_gdpr_popup';
  var expiration = parseInt(config.cookie_expiration, 10) || 365;
  var injected = {};

  function readChoice() {
    var prefix = encodeURIComponent(COOKIE) + '=';
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var c = parts[i].replace(/^\s+/, '');
      if (c.indexOf(prefix) !== 0) continue;
      try {
        return JSON.parse(decodeURIComponent(c.substring(prefix.length)));
      } catch (e) {
        return null;
      }
    }
    return null;
  }

  function storeChoice(choice) {
    if (parseInt(choice.strict, 10) !== 1) {
      document.cookie = encodeURIComponent(COOKIE) + '=; Path=/;';
      return false;
    }
    var expires = new Date(Date.now() + expiration * 864e5).toUTCString();
    document.cookie =
      encodeURIComponent(COOKIE) + '=' + encodeURIComponent(JSON.stringify(choice)) +
      '; expires=' + expires + '; path=/; SameSite=Lax';
    return true;
  }

  function flags(thirdparty, advanced) {
    return {
      strict: '1',
      thirdparty: thirdparty ? '1' : '0',
      advanced: advanced ? '1' : '0',
      performance: '0',
      preference: '0',
    };
  }

  /** Runs markup fetched from the server: scripts are recreated so that the browser executes them. */
  function inject(target, html) {
    var holder = document.createElement('div');
    holder.innerHTML = html;
    Array.prototype.forEach.call(holder.childNodes, function (node) {
      if (node.nodeName === 'SCRIPT') {
        var script = document.createElement('script');
        Array.prototype.forEach.call(node.attributes, function (a) {
          script.setAttribute(a.name, a.value);
        });
        script.text = node.text;
        target.appendChild(script);
      } else if (node.nodeType === 1) {
        target.appendChild(node.cloneNode(true));
      }
    });
  }

  function injectScripts(choice) {
    var want = {
      thirdparty: parseInt(choice.thirdparty, 10) === 1 && !injected.thirdparty,
      advanced: parseInt(choice.advanced, 10) === 1 && !injected.advanced,
    };
    if (!want.thirdparty && !want.advanced) return;
    if (want.thirdparty) injected.thirdparty = true;
    if (want.advanced) injected.advanced = true;
    var body = new URLSearchParams({
      action: 'moove_gdpr_get_scripts',
      strict: '1',
      thirdparty: want.thirdparty ? '1' : '0',
      advanced: want.advanced ? '1' : '0',
      wp_lang: config.wp_lang || '',
    });
    fetch(config.ajaxurl, { method: 'POST', body: body, credentials: 'same-origin' })
      .then(function (r) {
        return r.json();
      })
      .then(function (scripts) {
        if (scripts.header) inject(document.head, scripts.header);
        if (scripts.body) inject(document.body, scripts.body);
        if (scripts.footer) inject(document.body, scripts.footer);
      })
      .catch(function () {});
  }

  function bar() {
    return document.getElementById('moove_gdpr_cookie_info_bar');
  }

  function showInfobar() {
    var el = bar();
    if (!el) return;
    el.classList.remove('moove-gdpr-info-bar-hidden');
    el.style.display = 'block';
    document.body.classList.add('gdpr-infobar-visible');
  }

  function hideInfobar() {
    var el = bar();
    if (el) {
      el.classList.add('moove-gdpr-info-bar-hidden');
      el.style.display = 'none';
    }
    document.body.classList.remove('gdpr-infobar-visible');
    var floating = document.getElementById('moove_gdpr_save_popup_settings_button');
    if (floating) floating.style.display = 'block';
  }

  var lightbox = null;

  function openModal() {
    var modal = document.getElementById('moove_gdpr_cookie_modal');
    if (!modal || lightbox) return;
    var choice = readChoice() || flags(
      config.enabled_default && config.enabled_default.third_party == 1,
      config.enabled_default && config.enabled_default.advanced == 1,
    );
    setSwitch('moove_gdpr_strict_cookies', readChoice() !== null || config.strict_init === '2');
    setSwitch('moove_gdpr_performance_cookies', parseInt(choice.thirdparty, 10) === 1);
    setSwitch('moove_gdpr_advanced_cookies', parseInt(choice.advanced, 10) === 1);
    lightbox = document.createElement('div');
    lightbox.className = 'gdpr_lightbox gdpr_lightbox-opened';
    lightbox.setAttribute('role', 'dialog');
    lightbox.setAttribute('aria-label', 'Dialog Window (Press escape to close)');
    lightbox.innerHTML =
      '<div class="gdpr_lightbox-wrap" data-gdpr_lightbox-close role="document"><div class="gdpr_lightbox-loader" aria-hidden="true">Loading...</div>' +
      '<div class="gdpr_lightbox-container"><div class="gdpr_lightbox-content"></div></div></div>';
    lightbox.querySelector('.gdpr_lightbox-content').appendChild(modal);
    modal.classList.remove('gdpr_lightbox-hide');
    document.body.appendChild(lightbox);
    document.body.classList.add('moove_gdpr_overflow');
  }

  function closeModal() {
    if (!lightbox) return;
    var modal = document.getElementById('moove_gdpr_cookie_modal');
    if (modal) {
      modal.classList.add('gdpr_lightbox-hide');
      document.body.appendChild(modal);
    }
    lightbox.remove();
    lightbox = null;
    document.body.classList.remove('moove_gdpr_overflow');
  }

  function setSwitch(id, on) {
    var input = document.getElementById(id);
    if (input && !input.disabled) input.checked = on;
  }

  function switchOn(id) {
    var input = document.getElementById(id);
    return Boolean(input && input.checked);
  }

  function decide(choice) {
    var stored = storeChoice(choice);
    hideInfobar();
    closeModal();
    if (stored) injectScripts(choice);
    if (config.force_reload === 'true') setTimeout(function () { location.reload(); }, 800);
  }

  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    if (target.closest('.moove-gdpr-infobar-allow-all, .moove-gdpr-modal-allow-all')) {
      event.preventDefault();
      decide(flags(true, true));
    } else if (
      target.closest(
        '#moove_gdpr_cookie_info_bar .moove-gdpr-infobar-reject-btn, [href*="#gdpr-reject-cookies"], .moove-gdpr-modal-reject-all',
      )
    ) {
      event.preventDefault();
      decide(flags(false, false));
    } else if (target.closest('.moove-gdpr-modal-save-settings')) {
      event.preventDefault();
      var choice = flags(
        switchOn('moove_gdpr_performance_cookies'),
        switchOn('moove_gdpr_advanced_cookies'),
      );
      choice.strict = switchOn('moove_gdpr_strict_cookies') ? '1' : '0';
      decide(choice);
    } else if (
      target.closest(
        '.change-settings-button, [data-href="#moove_gdpr_cookie_modal"], #moove_gdpr_save_popup_settings_button, [href*="#moove_gdpr_cookie_modal"]',
      )
    ) {
      event.preventDefault();
      openModal();
    } else if (target.closest('.moove-gdpr-modal-close, .gdpr_lightbox-close')) {
      event.preventDefault();
      closeModal();
    } else {
      var tab = target.closest('.moove-gdpr-tab-nav');
      if (tab) {
        event.preventDefault();
        var id = (tab.getAttribute('data-href') || '').replace('#', '');
        Array.prototype.forEach.call(document.querySelectorAll('.moove-gdpr-tab-main'), function (p) {
          p.style.display = p.id === id ? 'block' : 'none';
        });
        Array.prototype.forEach.call(document.querySelectorAll('#moove-gdpr-menu li'), function (li) {
          var here = li.contains(tab);
          li.classList.toggle('menu-item-selected', here);
          li.classList.toggle('menu-item-on', here);
          li.classList.toggle('menu-item-off', !here);
        });
      }
    }
  });

  function init() {
    var choice = readChoice();
    if (choice) {
      hideInfobar();
      injectScripts(choice);
    } else {
      showInfobar();
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
