/*
 * Fixture imitation of the Drupal module EU Cookie Compliance (eu_cookie_compliance 1.x,
 * js/eu_cookie_compliance.min.js), written from its public behaviour — not the module's code. It
 * reads drupalSettings.eu_cookie_compliance, slides the #sliding-popup banner in at the bottom (the
 * body gets `eu-cookie-compliance-popup-open` once it is in), and stores the choice in
 * `cookie-agreed`: 0 = disagreed, 1 = agreed (thank-you banner still to show), 2 = agreed; in the
 * categories method also `cookie-agreed-categories` (a JSON list of the accepted category ids,
 * required ones included) — saving with nothing chosen is the same as declining. Blocked scripts are
 * loaded by `euCookieComplianceLoadScripts(category)`, defined in the site's generated
 * eu_cookie_compliance.script.js: in opt-in after an agreement, in categories per accepted category,
 * in opt-out at once unless the visitor declined (then non-allowed cookies are deleted every 5 s).
 */
(function () {
  'use strict';
  var settings = (window.drupalSettings || {}).eu_cookie_compliance;
  if (!settings || !settings.popup_enabled) return;
  var DISAGREED = '0';
  var AGREED_THANK_YOU = '1';
  var AGREED = '2';
  var name = settings.cookie_name || 'cookie-agreed';
  var loaded = {};

  function getCookie(key) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + key.replace(/[-.]/g, '\\$&') + '=([^;]*)'));
    return match ? match[1] : null;
  }
  function setCookie(key, value) {
    var expires = new Date();
    expires.setDate(expires.getDate() + parseInt(settings.cookie_lifetime, 10));
    document.cookie =
      key + '=' + value + '; expires=' + expires.toUTCString() + '; path=/; SameSite=Strict';
  }
  function status() {
    var value = getCookie(name);
    return value === DISAGREED || value === AGREED_THANK_YOU || value === AGREED ? parseInt(value, 10) : null;
  }
  function acceptedCategories() {
    var raw = getCookie(name + '-categories');
    var list = [];
    if (raw) {
      try {
        list = JSON.parse(decodeURIComponent(raw));
      } catch (e) {
        list = [];
      }
    }
    var details = settings.cookie_categories_details || {};
    Object.keys(details).forEach(function (id) {
      if (details[id].checkbox_default_state === 'required' && list.indexOf(id) === -1) list.push(id);
    });
    return list;
  }
  function loadScripts(category) {
    var key = category || '*';
    if (loaded[key] || typeof window.euCookieComplianceLoadScripts !== 'function') return;
    loaded[key] = true;
    window.euCookieComplianceLoadScripts(category);
  }
  function hasAgreed() {
    var current = status();
    return current === 1 || current === 2;
  }

  var popup;
  /** Moves the popup's `bottom` to `to` over popup_delay ms, frame by frame (as jQuery's animate does). */
  function animate(to, done) {
    var from = parseFloat(popup.style.bottom) || 0;
    var started = performance.now();
    var step = function (now) {
      var t = Math.min(1, (now - started) / settings.popup_delay);
      var eased = 0.5 - Math.cos(t * Math.PI) / 2;
      popup.style.bottom = from + (to - from) * eased + 'px';
      if (t < 1) requestAnimationFrame(step);
      else if (done) done();
    };
    requestAnimationFrame(step);
  }
  function hide() {
    if (!popup) return;
    document.body.classList.remove('eu-cookie-compliance-popup-open');
    animate(-popup.offsetHeight, function () {
      popup.style.display = 'none';
    });
  }
  function setStatus(value) {
    setCookie(name, value);
    if (value !== DISAGREED) setCookie(name + '-version', settings.cookie_policy_version);
    if (value === DISAGREED && settings.method === 'opt_out') setInterval(blockCookies, 5000);
  }
  function setCategories(list) {
    setCookie(name + '-categories', encodeURI(JSON.stringify(list)));
    list.forEach(loadScripts);
  }
  function checked() {
    var boxes = popup.querySelectorAll('#eu-cookie-compliance-categories input[type=checkbox]');
    return Array.prototype.filter
      .call(boxes, function (box) {
        return box.checked;
      })
      .map(function (box) {
        return box.value;
      });
  }
  function acceptAction() {
    var next = AGREED;
    if (settings.method === 'categories') {
      var list = checked();
      setCategories(list);
      if (list.length === 0) next = DISAGREED;
    } else loadScripts();
    setStatus(next);
    hide();
  }
  function acceptAllAction() {
    Array.prototype.forEach.call(
      popup.querySelectorAll('#eu-cookie-compliance-categories input[type=checkbox]'),
      function (box) {
        box.checked = true;
      },
    );
    acceptAction();
  }
  function declineAction() {
    setStatus(DISAGREED);
    hide();
  }
  function blockCookies() {
    var allowed = (settings.allowed_cookies || '').split(/\r\n|\n|\r/).filter(Boolean);
    allowed.push(name, name + '-categories', name + '-version');
    document.cookie.split('; ').forEach(function (pair) {
      var key = pair.split('=')[0];
      if (!key || /^S?SESS/.test(key) || allowed.indexOf(key) !== -1) return;
      var parts = location.hostname.split('.');
      for (var i = 0; i < parts.length - 1; i++) {
        var domain = parts.slice(i).join('.');
        document.cookie = key + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.' + domain;
      }
      document.cookie = key + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    });
  }

  function createPopup() {
    popup = document.createElement('div');
    popup.id = 'sliding-popup';
    popup.setAttribute('role', 'banner');
    popup.setAttribute('aria-describedby', 'popup-text');
    popup.className = 'sliding-popup-bottom';
    popup.innerHTML = settings.popup_html_info;
    popup.style.display = 'none';
    var container = document.querySelector(settings.containing_element) || document.body;
    container.appendChild(popup);
    popup.style.display = '';
    popup.style.bottom = -popup.offsetHeight + 'px';
    var agree = popup.querySelectorAll('.agree-button');
    Array.prototype.forEach.call(agree, function (button) {
      button.addEventListener(
        'click',
        settings.method === 'categories' && settings.enable_save_preferences_button
          ? acceptAllAction
          : acceptAction,
      );
    });
    Array.prototype.forEach.call(popup.querySelectorAll('.decline-button'), function (button) {
      button.addEventListener('click', declineAction);
    });
    Array.prototype.forEach.call(
      popup.querySelectorAll('.eu-cookie-compliance-save-preferences-button'),
      function (button) {
        button.addEventListener('click', acceptAction);
      },
    );
    Array.prototype.forEach.call(popup.querySelectorAll('.find-more-button'), function (button) {
      button.addEventListener('click', function () {
        window.location.href = settings.popup_link;
      });
    });
    setTimeout(function () {
      animate(0, function () {
        document.body.classList.add('eu-cookie-compliance-popup-open');
      });
    }, 0);
  }

  function execute() {
    var current = status();
    if (current === null) createPopup();
    document.body.classList.add('eu-cookie-compliance-status-' + (current === null ? 'null' : current));
    if (settings.method === 'categories') {
      if (hasAgreed()) acceptedCategories().forEach(loadScripts);
    } else if (hasAgreed() || (current === null && settings.method === 'opt_out')) loadScripts();
  }

  window.Drupal = window.Drupal || {};
  window.Drupal.eu_cookie_compliance = {
    hasAgreed: function (category) {
      return hasAgreed() && (category === undefined || acceptedCategories().indexOf(category) !== -1);
    },
    getCurrentStatus: status,
    setStatus: setStatus,
    getAcceptedCategories: acceptedCategories,
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', execute);
  else execute();
})();
