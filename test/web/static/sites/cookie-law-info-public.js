/*
 * Fixture imitation of the "GDPR Cookie Consent" WordPress plugin's front script (CookieLawInfo by
 * WebToffee / CookieYes, the 2.x "legacy" UI: wp-content/plugins/cookie-law-info/legacy/public/js/
 * cookie-law-info-public.js), written from its public behaviour — not the plugin's code.
 *
 * It reads `Cli_Data` and `cli_cookiebar_settings` (printed by wp_localize_script before it) and
 * exposes the two globals sites and autoconsent call: `CLI_Cookie` (set / read / exists / erase) and
 * `CLI` (accept_close, reject_close, enableAllCookies, disableAllCookies, settingsModal …).
 *
 * - On load, each category without its cookie gets one from its switch's printed state (the default
 *   state set in the plugin): `cookielawinfo-checkbox-<category>=yes|no` exists before any choice;
 *   only `viewed_cookie_policy` says that the visitor chose.
 * - No `viewed_cookie_policy` cookie: the #cookie-law-info-bar is shown.
 * - A [data-cli_action] control in the bar: `accept` stores the categories as their switches in the
 *   settings popup stand (each category's default state is printed by the plugin as `checked`),
 *   `accept_all` switches every category on first, `reject` switches every one off. Each category
 *   is stored as `cookielawinfo-checkbox-<category>=yes|no` (necessary always `yes`), and
 *   `viewed_cookie_policy` as `yes` (accept) or `no` (reject); the bar is hidden and the
 *   "Manage consent" tab shown.
 * - `.cli_settings_button` opens #cliSettingsPopup; its "SAVE & ACCEPT" stores the switches.
 * - Script blocker: `<script type="text/plain" data-cli-class="cli-blocker-script"
 *   data-cli-script-type="<category>">` runs once `viewed_cookie_policy` is `yes` and its category is
 *   allowed (on load, and right after an acceptance). A theme may instead read the cookies on the
 *   server (the next page view) — or not at all.
 * - Each choice also stores `CookieLawInfoConsent`: base64 of {"necessary":true,"analytics":false,…}.
 */
(function () {
  'use strict';
  var settings = window.cli_cookiebar_settings || {};
  var data = window.Cli_Data || {};
  var ACCEPT_COOKIE = 'viewed_cookie_policy';
  var EXPIRE_DAYS = 330; // eleven months, as the plugin's cookie table says

  var CLI_Cookie = {
    set: function (name, value, days) {
      var expires = '';
      if (days) {
        var date = new Date(Date.now() + days * 864e5);
        expires = '; expires=' + date.toUTCString();
      }
      var secure = data.secure_cookies === '1' || data.secure_cookies === true ? '; secure' : '';
      document.cookie = name + '=' + value + expires + '; path=/' + secure;
    },
    read: function (name) {
      var prefix = name + '=';
      var parts = document.cookie.split(';');
      for (var i = 0; i < parts.length; i++) {
        var c = parts[i].replace(/^\s+/, '');
        if (c.indexOf(prefix) === 0) return c.substring(prefix.length);
      }
      return null;
    },
    exists: function (name) {
      return this.read(name) !== null;
    },
    erase: function (name) {
      this.set(name, '', -1);
    },
  };

  function each(selector, fn) {
    Array.prototype.forEach.call(document.querySelectorAll(selector), fn);
  }

  function isNecessary(box) {
    var id = (box.getAttribute('data-id') || '').replace(/^checkbox-/, '');
    var strict = data.strictlyEnabled || ['necessary', 'obligatoire'];
    return strict.indexOf(id) !== -1;
  }

  var CLI = {
    bar_config: {},
    settings: settings,
    bar_elm: null,
    showagain_elm: null,

    set: function () {
      this.bar_elm = document.querySelector(settings.notify_div_id || '#cookie-law-info-bar');
      this.showagain_elm = document.querySelector(
        settings.showagain_div_id || '#cookie-law-info-again',
      );
      this.attachEvents();
      this.toggleUserPreferenceCheckBox();
      this.configBar();
      this.runScripts();
    },

    /** Switches follow stored cookies; a category without one gets its default state stored. */
    toggleUserPreferenceCheckBox: function () {
      each('.cli-user-preference-checkbox', function (box) {
        var name = 'cookielawinfo-' + box.getAttribute('data-id');
        var stored = CLI_Cookie.read(name);
        if (stored === null) CLI_Cookie.set(name, box.checked ? 'yes' : 'no', EXPIRE_DAYS);
        else box.checked = stored === 'yes';
      });
    },

    allowedCategories: function () {
      var allowed = [];
      each('.cli-user-preference-checkbox', function (box) {
        if (box.checked) allowed.push((box.getAttribute('data-id') || '').replace(/^checkbox-/, ''));
      });
      return allowed;
    },

    /** The script blocker: blocked scripts of allowed categories run once the visitor accepted. */
    runScripts: function () {
      if (CLI_Cookie.read(ACCEPT_COOKIE) !== 'yes') return;
      var allowed = this.allowedCategories();
      each('script[data-cli-class="cli-blocker-script"]', function (blocked) {
        if (blocked.type !== 'text/plain') return;
        if (allowed.indexOf(blocked.getAttribute('data-cli-script-type')) === -1) return;
        var script = document.createElement('script');
        Array.prototype.forEach.call(blocked.attributes, function (a) {
          if (a.name !== 'type' && a.name !== 'id') script.setAttribute(a.name, a.value);
        });
        script.setAttribute('data-cli-consent', 'accepted');
        if (blocked.src) script.src = blocked.src;
        else script.text = blocked.text;
        var where = blocked.getAttribute('data-cli-element-position') === 'body' ? document.body : document.head;
        blocked.parentNode.removeChild(blocked);
        where.appendChild(script);
      });
    },

    configBar: function () {
      if (!this.bar_elm) return;
      if (CLI_Cookie.exists(ACCEPT_COOKIE)) {
        this.bar_elm.style.display = 'none';
        this.showAgain(true);
      } else {
        this.bar_elm.style.display = 'block';
        this.showAgain(false);
        if (settings.as_popup || settings.cookie_bar_as === 'popup') this.showPopupOverlay();
      }
    },

    showAgain: function (show) {
      if (!this.showagain_elm || !settings.showagain_tab) return;
      this.showagain_elm.style.display = show ? 'block' : 'none';
    },

    attachEvents: function () {
      var self = this;
      document.addEventListener('click', function (event) {
        var target = event.target;
        if (!(target instanceof Element)) return;
        var button = target.closest('#cookie-law-info-bar [data-cli_action]');
        if (button) {
          event.preventDefault();
          var action = button.getAttribute('data-cli_action');
          if (action === 'accept') self.accept_close();
          else if (action === 'accept_all') self.acceptAll();
          else if (action === 'reject') self.reject_close();
          return;
        }
        if (target.closest('.cli_settings_button, #cookie_hdr_showagain')) {
          event.preventDefault();
          self.settingsModal(true);
          return;
        }
        if (target.closest('#cliModalClose')) {
          event.preventDefault();
          self.settingsModal(false);
          return;
        }
        if (target.closest('#wt-cli-privacy-save-btn')) {
          event.preventDefault();
          self.settingsModal(false);
          self.accept_close();
          return;
        }
        var tab = target.closest('.cli-tab-header .cli-nav-link');
        if (tab) {
          event.preventDefault();
          var pane = tab.closest('.cli-tab-section').querySelector('.cli-tab-content');
          if (pane) pane.classList.toggle('cli-tab-active');
        }
      });
    },

    settingsModal: function (open) {
      var modal = document.getElementById('cliSettingsPopup');
      var overlay = document.querySelector('.cli-settings-overlay');
      if (!modal) return;
      modal.classList.toggle('cli-show', open);
      modal.setAttribute('aria-hidden', open ? 'false' : 'true');
      if (overlay) overlay.classList.toggle('cli-show', open);
      document.body.classList.toggle('cli-modal-open', open);
      if (open) {
        // the switches show what is stored, or each category's default state
        each('.cli-user-preference-checkbox', function (box) {
          if (isNecessary(box)) return;
          var stored = CLI_Cookie.read('cookielawinfo-' + box.getAttribute('data-id'));
          if (stored !== null) box.checked = stored === 'yes';
        });
      }
    },

    showPopupOverlay: function () {
      var overlay = document.querySelector('.cli-popupbar-overlay');
      if (overlay) overlay.classList.add('cli-show');
      document.body.classList.add('cli-barmodal-open');
    },

    hidePopupOverlay: function () {
      var overlay = document.querySelector('.cli-popupbar-overlay');
      if (overlay) overlay.classList.remove('cli-show');
      document.body.classList.remove('cli-barmodal-open');
    },

    generateConsent: function () {
      var consent = { ver: data.consentVersion || '1' };
      each('.cli-user-preference-checkbox', function (box) {
        var id = box.getAttribute('data-id');
        var yes = isNecessary(box) || box.checked;
        CLI_Cookie.set('cookielawinfo-' + id, yes ? 'yes' : 'no', EXPIRE_DAYS);
        consent[id.replace(/^checkbox-/, '')] = yes;
      });
      CLI_Cookie.set('CookieLawInfoConsent', window.btoa(JSON.stringify(consent)), EXPIRE_DAYS);
    },

    enableAllCookies: function () {
      each('.cli-user-preference-checkbox', function (box) {
        box.checked = true;
        CLI_Cookie.set('cookielawinfo-' + box.getAttribute('data-id'), 'yes', EXPIRE_DAYS);
      });
    },

    disableAllCookies: function () {
      each('.cli-user-preference-checkbox', function (box) {
        if (isNecessary(box)) return;
        box.checked = false;
        CLI_Cookie.set('cookielawinfo-' + box.getAttribute('data-id'), 'no', EXPIRE_DAYS);
      });
    },

    closeBar: function () {
      if (this.bar_elm) this.bar_elm.style.display = 'none';
      this.showAgain(true);
    },

    acceptAll: function () {
      this.enableAllCookies();
      this.accept_close();
    },

    accept_close: function () {
      this.hidePopupOverlay();
      this.generateConsent();
      CLI_Cookie.set(ACCEPT_COOKIE, 'yes', EXPIRE_DAYS);
      this.closeBar();
      this.runScripts();
      this.log('accept');
      if (settings.accept_close_reload) window.location.reload();
      return false;
    },

    reject_close: function () {
      this.hidePopupOverlay();
      this.disableAllCookies();
      this.generateConsent();
      CLI_Cookie.set(ACCEPT_COOKIE, 'no', EXPIRE_DAYS);
      this.closeBar();
      this.log('reject');
      if (settings.reject_close_reload) window.location.reload();
      return false;
    },

    /** The consent log (an option of the plugin, off by default). */
    log: function (action) {
      if (!settings.logging_on || !window.log_object) return;
      var body = new URLSearchParams({ action: 'wt_log_visitor_action', wt_clicked_button_id: action });
      fetch(window.log_object.ajax_url, { method: 'POST', body: body }).catch(function () {});
    },
  };

  window.CLI_Cookie = CLI_Cookie;
  window.CLI = CLI;
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', function () {
      CLI.set();
    });
  else CLI.set();
})();
