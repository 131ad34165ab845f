/*
 * An imitation of the Complianz WordPress plugin's front end (complianz-gdpr, 7.x:
 * /wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js), written from its public
 * documentation and from what it does on real sites — no Complianz code.
 *
 * - WordPress prints the settings as `var complianz = {...}` (wp_localize_script, prefix "cmplz_",
 *   consenttype "optin", region "eu", current_policy_id, css_file, page_links …) and the banner markup
 *   in the footer: <div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden
 *   banner-1 … optin …"> with the categories (details.cmplz-category, input.cmplz-consent-checkbox
 *   data-category="cmplz_<category>") and the buttons button.cmplz-btn.cmplz-accept / .cmplz-deny /
 *   .cmplz-view-preferences / .cmplz-save-preferences; the "Manage consent" tab
 *   #cmplz-manage-consent button.cmplz-manage-consent.
 * - The banner stays hidden (cmplz-hidden) until its generated stylesheet (css_file) has loaded; it is
 *   moved to the start of <body>. Nothing is stored before a choice.
 * - Cookies, all with the prefix: <category> = allow|deny for functional (always allow), preferences,
 *   statistics, marketing; banner-status = dismissed; policy_id = current_policy_id;
 *   consented_services (JSON of per-service consent, emptied by Accept). SameSite=Lax, path=/.
 * - Blocked tags as the plugin's cookie blocker rewrites them: <script type="text/plain"
 *   data-category="statistics|marketing" data-service="…" data-cmplz-src="…"> (inline ones keep their
 *   body); enabling a category replaces each by a live script.
 * - API: cmplz_get_cookie, cmplz_set_cookie, cmplz_has_consent, cmplz_accept_all, cmplz_deny_all,
 *   cmplz_set_consent, cmplz_get_banner_status, cmplz_set_banner_status, cmplz_highest_accepted_category,
 *   show_cookie_banner; document events cmplz_before_cookiebanner, cmplz_cookie_warning_loaded,
 *   cmplz_banner_status, cmplz_status_change, cmplz_enable_category, cmplz_fire_categories,
 *   cmplz_revoke, cmplz_track_status; body classes cmplz-<accepted category>, cmplz-<region>,
 *   cmplz-<consenttype>.
 */
(function () {
  'use strict';
  var settings = window.complianz;
  if (!settings || window.cmplz_accept_all) return;
  var CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'];
  var banner = null;
  var manageButton = null;
  var enabled = { functional: true };

  function emit(name, detail) {
    document.dispatchEvent(new CustomEvent(name, { detail: detail }));
  }

  window.cmplz_get_cookie = function (name) {
    var full = settings.prefix + name + '=';
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      if (part.indexOf(full) === 0) return part.substring(full.length);
    }
    return '';
  };
  window.cmplz_set_cookie = function (name, value, usePrefix) {
    var prefix = usePrefix === false ? '' : settings.prefix;
    var expires = new Date(Date.now() + settings.cookie_expiry * 864e5).toUTCString();
    var secure = location.protocol === 'https:' ? ';secure' : '';
    document.cookie =
      prefix + name + '=' + value + ';SameSite=Lax' + secure + ';expires=' + expires + ';path=' + (settings.cookie_path || '/');
  };

  window.cmplz_has_consent = function (category) {
    if (category === 'functional') return true;
    var value = cmplz_get_cookie(category);
    if ((settings.consenttype === 'optout' || settings.consenttype === 'other') && value === '') return true;
    return value === 'allow';
  };
  function acceptedCategories() {
    return CATEGORIES.filter(function (category) {
      return cmplz_has_consent(category);
    });
  }
  window.cmplz_highest_accepted_category = function () {
    var accepted = acceptedCategories();
    var order = ['marketing', 'statistics', 'preferences'];
    for (var i = 0; i < order.length; i++) if (accepted.indexOf(order[i]) !== -1) return order[i];
    return 'functional';
  };

  function setBodyClasses() {
    var list = document.body.classList;
    for (var i = list.length - 1; i >= 0; i--)
      if (list[i].indexOf('cmplz-') === 0 && list[i] !== 'cmplz-document') list.remove(list[i]);
    acceptedCategories().forEach(function (category) {
      list.add('cmplz-' + category);
    });
    list.add('cmplz-' + settings.region, 'cmplz-' + settings.consenttype);
    emit('cmplz_set_category_as_bodyclass');
  }

  /** Replaces each blocked script of the category by a live one, in document order. */
  function enableCategory(category) {
    emit('cmplz_before_category', { category: category, categories: acceptedCategories(), region: settings.region });
    if (category === 'functional' || enabled[category]) return;
    enabled[category] = true;
    var blocked = document.querySelectorAll('script[data-category="' + category + '"]');
    Array.prototype.forEach.call(blocked, function (old) {
      if (old.classList.contains('cmplz-activated') || old.getAttribute('type') !== 'text/plain') return;
      old.classList.add('cmplz-activated');
      var live = document.createElement('script');
      var src = old.getAttribute('data-cmplz-src');
      if (src) {
        live.src = src;
        live.async = true;
      } else {
        live.text = old.text;
      }
      old.parentNode.insertBefore(live, old);
      old.parentNode.removeChild(old);
    });
    emit('cmplz_enable_category', { category: category, categories: acceptedCategories(), region: settings.region });
  }

  function syncCheckboxes() {
    CATEGORIES.forEach(function (category) {
      var checked = cmplz_has_consent(category);
      Array.prototype.forEach.call(document.querySelectorAll('input.cmplz-' + category), function (input) {
        input.checked = checked;
      });
    });
  }

  window.cmplz_set_consent = function (category, value) {
    cmplz_set_cookie('policy_id', settings.current_policy_id);
    if (category === 'functional') value = 'allow';
    var previous = cmplz_get_cookie(category);
    Array.prototype.forEach.call(document.querySelectorAll('input.cmplz-' + category), function (input) {
      input.checked = value === 'allow';
    });
    if (previous === value) return;
    cmplz_set_cookie(category, value);
    if (value === 'allow') enableCategory(category);
    emit('cmplz_status_change', {
      category: category,
      value: value,
      region: settings.region,
      categories: acceptedCategories(),
    });
    if (category === 'marketing' && value === 'deny' && previous === 'allow')
      setTimeout(function () {
        location.reload();
      }, 500);
  };

  function fireCategoriesEvent() {
    emit('cmplz_fire_categories', {
      category: cmplz_highest_accepted_category(),
      categories: acceptedCategories(),
      region: settings.region,
    });
  }
  function trackStatus(status) {
    emit('cmplz_track_status', status || false);
    setBodyClasses();
  }

  window.cmplz_accept_all = function () {
    cmplz_set_cookie('consented_services', '');
    emit('cmplz_before_categories_consent', { categories: CATEGORIES, region: settings.region });
    CATEGORIES.forEach(function (category) {
      cmplz_set_consent(category, 'allow');
    });
    syncCheckboxes();
  };
  window.cmplz_deny_all = function () {
    var hadConsent = cmplz_highest_accepted_category() !== 'functional';
    CATEGORIES.forEach(function (category) {
      cmplz_set_consent(category, 'deny');
    });
    cmplz_set_cookie('consented_services', '');
    fireCategoriesEvent();
    trackStatus();
    emit('cmplz_revoke', hadConsent);
    if (hadConsent) location.reload();
  };

  window.cmplz_get_banner_status = function () {
    return cmplz_get_cookie('banner-status');
  };
  window.cmplz_set_banner_status = function (status) {
    var previous = cmplz_get_cookie('banner-status');
    status = typeof status === 'undefined' ? previous : status;
    if (status !== previous) cmplz_set_cookie('banner-status', status);
    if (status.length === 0) status = 'show';
    var other = status === 'show' ? 'dismissed' : 'show';
    if (banner) {
      banner.classList.remove('cmplz-' + other);
      banner.classList.add('cmplz-' + status);
      if (manageButton) {
        manageButton.classList.add('cmplz-' + other);
        manageButton.classList.remove('cmplz-' + status);
      }
    }
    emit('cmplz_banner_status', status);
  };

  window.show_cookie_banner = function () {
    var container = document.getElementById('cmplz-cookiebanner-container');
    if (container) document.body.prepend(container);
    banner = document.querySelector('.cmplz-cookiebanner.banner-' + settings.user_banner_id + '.' + settings.consenttype);
    manageButton = document.querySelector('#cmplz-manage-consent .cmplz-manage-consent.manage-consent-' + settings.user_banner_id);
    var links = settings.page_links[settings.region] || {};
    if (banner) {
      Array.prototype.forEach.call(
        banner.querySelectorAll('.cmplz-links a:not(.cmplz-external), .cmplz-buttons a:not(.cmplz-external)'),
        function (link) {
          link.classList.add('cmplz-hidden');
          Object.keys(links).forEach(function (type) {
            if (!link.classList.contains(type)) return;
            link.setAttribute('href', links[type].url + link.getAttribute('data-relative_url'));
            if (link.textContent === '{title}') link.textContent = links[type].title;
            link.classList.remove('cmplz-hidden');
          });
        },
      );
    }
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.type = 'text/css';
    css.href = settings.css_file.replace('{type}', settings.consenttype).replace('{banner_id}', settings.user_banner_id);
    css.onload = function () {
      if (banner && !settings.disable_cookiebanner) {
        banner.classList.remove('cmplz-hidden');
        if (manageButton) manageButton.classList.remove('cmplz-hidden');
      }
    };
    document.head.appendChild(css);
    if (banner) cmplz_set_banner_status();
    emit('cmplz_cookie_warning_loaded', settings.region);
  };

  // ---- clicks (delegated, as the plugin does) ---------------------------------------------------
  function on(selector, handler) {
    document.addEventListener('click', function (event) {
      var target = event.target.closest && event.target.closest(selector);
      if (target) handler(event, target);
    });
  }
  on('.cmplz-accept', function (event) {
    event.preventDefault();
    setTimeout(function () {
      cmplz_accept_all();
      cmplz_set_banner_status('dismissed');
      fireCategoriesEvent();
      trackStatus();
    }, 0);
  });
  on('.cmplz-deny', function (event) {
    event.preventDefault();
    cmplz_set_banner_status('dismissed');
    cmplz_deny_all();
  });
  on('.cmplz-view-preferences', function (event, button) {
    var own = button.closest('.cmplz-cookiebanner');
    var categories = own.querySelector('.cmplz-categories');
    var open = !categories.classList.contains('cmplz-fade-in');
    own.classList.toggle('cmplz-categories-visible', open);
    categories.classList.toggle('cmplz-fade-in', open);
    own.querySelector('.cmplz-view-preferences').style.display = open ? 'none' : 'block';
    own.querySelector('.cmplz-save-preferences').style.display = open ? 'block' : 'none';
  });
  on('.cmplz-save-preferences', function (event, button) {
    var own = button.closest('.cmplz-cookiebanner');
    var chosen = CATEGORIES.filter(function (category) {
      var input = own.querySelector('input.cmplz-' + category);
      return input && input.checked;
    });
    emit('cmplz_before_categories_consent', { categories: chosen, region: settings.region });
    CATEGORIES.forEach(function (category) {
      cmplz_set_consent(category, chosen.indexOf(category) !== -1 ? 'allow' : 'deny');
    });
    cmplz_set_banner_status('dismissed');
    fireCategoriesEvent();
    trackStatus();
  });
  on('.cmplz-close', function () {
    cmplz_set_banner_status('dismissed');
  });
  on('button.cmplz-manage-consent', function (event) {
    event.preventDefault();
    cmplz_set_banner_status('show');
  });

  // ---- page load --------------------------------------------------------------------------------
  function start() {
    window.wp_consent_type = settings.consenttype;
    emit('wp_consent_type_defined');
    emit('cmplz_before_cookiebanner');
    acceptedCategories().forEach(enableCategory);
    syncCheckboxes();
    var policy = cmplz_get_cookie('policy_id');
    if (policy && parseInt(policy, 10) !== parseInt(settings.current_policy_id, 10)) {
      cmplz_deny_all();
      cmplz_set_banner_status('show');
    }
    emit('cmplz_cookie_banner_data', settings);
    setBodyClasses();
    fireCategoriesEvent();
    if (settings.consenttype === 'optin' || settings.consenttype === 'optout') show_cookie_banner();
    else cmplz_accept_all();
  }
  // The plugin enqueues the script in the footer with `defer`: the banner markup is already there.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
