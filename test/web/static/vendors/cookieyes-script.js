/*
 * An imitation of CookieYes' banner script (cdn-cookieyes.com/client_data/<site key>/script.js, the
 * CookieYes web app's v3 banner), written from its public documentation and from what it does on real
 * sites — no CookieYes code.
 *
 * - First visit: the cookie cookieyes-consent is written at once with an id and every field empty
 *   (consentid:<id>,consent:,action:,necessary:,functional:,analytics:,performance:,advertisement:,other:),
 *   SameSite=Strict, and the banner is shown: .cky-consent-container.cky-banner-bottom with
 *   [data-cky-tag=notice], buttons "Customise" (settings-button), "Reject All" (reject-button) and
 *   "Accept All" (accept-button). The preference centre .cky-modal (.cky-modal-open when shown) lists the
 *   categories with switches input#ckySwitch<category> (necessary always active) and "Reject All"
 *   (detail-reject-button), "Save My Preferences" (detail-save-button), "Accept All"
 *   (detail-accept-button).
 * - A choice rewrites the cookie: consent:yes|no,action:yes,necessary:yes,<category>:yes|no …, hides the
 *   banner, shows the revisit button, logs the consent (log.cookieyes.com) and fires the document event
 *   cookieyes_consent_update {accepted, rejected}.
 * - Tags gated as <script type="text/plain" data-cookieyes="cookieyes-<category>"> run once their
 *   category is accepted (on the choice, or on load when the stored choice allows it).
 * - API: window.getCkyConsent(), window.revisitCkyConsent(); event cookieyes_banner_load.
 */
(function () {
  if (window.getCkyConsent) return;
  var script = document.currentScript;
  var key = (script && (script.src.match(/client_data\/([0-9a-f]+)\//) || [])[1]) || '';
  var COOKIE = 'cookieyes-consent';
  var CATEGORIES = [
    { slug: 'necessary', name: 'Necessary', always: true,
      text: 'Necessary cookies are required to enable the basic features of this site, such as providing secure log-in or adjusting your consent preferences. These cookies do not store any personally identifiable data.' },
    { slug: 'functional', name: 'Functional',
      text: 'Functional cookies help perform certain functionalities like sharing the content of the website on social media platforms, collecting feedback, and other third-party features.' },
    { slug: 'analytics', name: 'Analytics',
      text: 'Analytical cookies are used to understand how visitors interact with the website. These cookies help provide information on metrics such as the number of visitors, bounce rate, traffic source, etc.' },
    { slug: 'performance', name: 'Performance',
      text: 'Performance cookies are used to understand and analyse the key performance indexes of the website which helps in delivering a better user experience for the visitors.' },
    { slug: 'advertisement', name: 'Advertisement',
      text: 'Advertisement cookies are used to provide visitors with customised advertisements based on the pages you visited previously and to analyse the effectiveness of the ad campaigns.' },
  ];
  var FIELDS = ['necessary', 'functional', 'analytics', 'performance', 'advertisement', 'other'];
  var state = null; // {consentid, consent, action, <slug>: 'yes'|'no'|''}
  var container, modal, overlay, revisit;

  function readCookie() {
    var match = document.cookie.match(/(?:^|;\s*)cookieyes-consent=([^;]*)/);
    if (!match) return null;
    var parsed = {};
    decodeURIComponent(match[1]).split(',').forEach(function (pair) {
      var at = pair.indexOf(':');
      if (at > 0) parsed[pair.slice(0, at)] = pair.slice(at + 1);
    });
    return parsed.consentid ? parsed : null;
  }
  function writeCookie() {
    var parts = ['consentid:' + state.consentid, 'consent:' + state.consent, 'action:' + state.action];
    FIELDS.forEach(function (field) {
      parts.push(field + ':' + (state[field] || ''));
    });
    var secure = location.protocol === 'https:' ? ';secure' : '';
    document.cookie =
      COOKIE + '=' + parts.join(',') + ';expires=' + new Date(Date.now() + 365 * 864e5).toUTCString() + ';path=/;SameSite=Strict' + secure;
  }
  function randomId() {
    var chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    var id = '';
    for (var i = 0; i < 32; i++) id += chars[Math.floor(Math.random() * chars.length)];
    return btoa(id).replace(/=+$/, '');
  }
  function decided() {
    return state.action === 'yes';
  }
  function accepted(slug) {
    return slug === 'necessary' || state[slug] === 'yes';
  }

  window.getCkyConsent = function () {
    var categories = {};
    CATEGORIES.forEach(function (category) {
      categories[category.slug] = decided() ? accepted(category.slug) : !!category.always;
    });
    return {
      activeLaw: 'gdpr',
      categories: categories,
      isUserActionCompleted: decided(),
      consentID: state.consentid,
      languageCode: 'en',
    };
  };

  function runGatedScripts() {
    var blocked = document.querySelectorAll('script[type="text/plain"][data-cookieyes]');
    Array.prototype.forEach.call(blocked, function (old) {
      var slug = old.getAttribute('data-cookieyes').replace(/^cookieyes-/, '');
      if (!accepted(slug)) return;
      var live = document.createElement('script');
      for (var i = 0; i < old.attributes.length; i++) {
        var attribute = old.attributes[i];
        if (attribute.name !== 'type') live.setAttribute(attribute.name, attribute.value);
      }
      live.setAttribute('type', 'text/javascript');
      if (!old.src) live.text = old.text;
      old.parentNode.replaceChild(live, old);
    });
  }

  function logConsent() {
    try {
      var body = new FormData();
      body.append('key', key);
      body.append('log', JSON.stringify({ consent_id: state.consentid, consent: state.consent, categories: window.getCkyConsent().categories }));
      navigator.sendBeacon('https://log.cookieyes.com/api/v1/log', body);
    } catch (e) {
      /* logging is best effort */
    }
  }

  /** Stores a choice {slug: boolean}, closes the banner, runs what is now allowed and tells the page. */
  function decide(choice) {
    var acceptedSlugs = ['necessary'];
    var rejectedSlugs = [];
    FIELDS.forEach(function (field) {
      if (field === 'necessary') {
        state.necessary = 'yes';
        return;
      }
      var yes = field === 'other' ? !!choice.advertisement && !!choice.analytics : !!choice[field];
      state[field] = yes ? 'yes' : 'no';
      if (field !== 'other') (yes ? acceptedSlugs : rejectedSlugs).push(field);
    });
    state.consent = acceptedSlugs.length > 1 ? 'yes' : 'no';
    state.action = 'yes';
    writeCookie();
    hideAll();
    revisit.classList.remove('cky-revisit-hide');
    runGatedScripts();
    logConsent();
    document.dispatchEvent(
      new CustomEvent('cookieyes_consent_update', { detail: { accepted: acceptedSlugs, rejected: rejectedSlugs } }),
    );
  }
  function all(value) {
    var choice = {};
    CATEGORIES.forEach(function (category) {
      choice[category.slug] = value;
    });
    return choice;
  }
  function fromSwitches() {
    var choice = {};
    CATEGORIES.forEach(function (category) {
      var input = modal.querySelector('#ckySwitch' + category.slug);
      choice[category.slug] = !!(input && input.checked);
    });
    return choice;
  }
  function hideAll() {
    container.classList.add('cky-hide');
    modal.classList.remove('cky-modal-open');
    overlay.classList.add('cky-hide');
  }
  function openPreferences() {
    CATEGORIES.forEach(function (category) {
      var input = modal.querySelector('#ckySwitch' + category.slug);
      if (input && !category.always) input.checked = decided() && accepted(category.slug);
    });
    modal.classList.add('cky-modal-open');
    overlay.classList.remove('cky-hide');
  }
  window.revisitCkyConsent = function () {
    revisit.classList.add('cky-revisit-hide');
    openPreferences();
  };

  function button(kind, tag, label) {
    return '<button class="cky-btn cky-btn-' + kind + '" aria-label="' + label + '" data-cky-tag="' + tag + '">' + label + '</button>';
  }
  function render() {
    var style = document.createElement('style');
    style.id = 'cky-style';
    style.textContent =
      '.cky-hide{display:none!important}.cky-consent-container{position:fixed;bottom:0;left:0;right:0;z-index:9999999;font:14px/1.5 sans-serif}' +
      '.cky-consent-bar{background:#fff;border-top:1px solid #f4f4f4;padding:16px 40px;box-shadow:0 -1px 10px rgba(172,171,171,.3)}' +
      '.cky-notice{display:flex;flex-direction:column}.cky-title{margin:0 0 8px;font-size:18px;font-weight:700;color:#212121}' +
      '.cky-notice-group{display:flex;justify-content:space-between;align-items:center;gap:24px}.cky-notice-des{color:#212121}' +
      '.cky-notice-btn-wrapper{display:flex;gap:8px}.cky-btn{padding:8px 27px;border:2px solid #1863dc;border-radius:2px;background:transparent;color:#1863dc;font:500 14px sans-serif;cursor:pointer}' +
      '.cky-btn-accept{background:#1863dc;color:#fff}.cky-modal{display:none;position:fixed;inset:0;z-index:99999999;align-items:center;justify-content:center}' +
      '.cky-modal.cky-modal-open{display:flex}.cky-preference-center{max-width:845px;width:90%;max-height:80vh;overflow:auto;background:#fff;border-radius:6px;box-shadow:0 32px 68px rgba(0,0,0,.3)}' +
      '.cky-preference-header{display:flex;justify-content:space-between;padding:22px 24px;border-bottom:1px solid #f4f4f4}.cky-preference-title{font-size:18px;font-weight:700}' +
      '.cky-preference-body-wrapper{padding:0 24px}.cky-accordion{border-bottom:1px solid #f4f4f4;padding:12px 0}.cky-accordion-header{display:flex;justify-content:space-between;align-items:center}' +
      '.cky-accordion-btn{border:0;background:none;font-weight:700;font-size:16px;cursor:pointer}.cky-always-active{color:#008000;font-weight:600}' +
      '.cky-prefrence-btn-wrapper{display:flex;gap:8px;justify-content:center;padding:22px 24px;border-top:1px solid #f4f4f4}' +
      '.cky-overlay{position:fixed;inset:0;background:#000;opacity:.4;z-index:9999998}' +
      '.cky-btn-revisit-wrapper{position:fixed;left:15px;bottom:15px;width:45px;height:45px;border-radius:50%;background:#0056a7;z-index:999999}.cky-btn-revisit{width:100%;height:100%;border:0;background:none;cursor:pointer}' +
      '.cky-revisit-hide{display:none}';
    document.head.appendChild(style);

    container = document.createElement('div');
    container.className = 'cky-consent-container cky-banner-bottom';
    container.setAttribute('tabindex', '0');
    container.innerHTML =
      '<div class="cky-consent-bar" data-cky-tag="notice"><div class="cky-notice">' +
      '<p class="cky-title" role="heading" aria-level="1" data-cky-tag="title">We value your privacy</p>' +
      '<div class="cky-notice-group"><div class="cky-notice-des" data-cky-tag="description"><p>We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic. By clicking \u201cAccept All\u201d, you consent to our use of cookies.</p></div>' +
      '<div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons">' +
      button('customize', 'settings-button', 'Customise') +
      button('reject', 'reject-button', 'Reject All') +
      button('accept', 'accept-button', 'Accept All') +
      '</div></div></div></div>';

    var accordions = CATEGORIES.map(function (category) {
      var control = category.always
        ? '<span class="cky-always-active">Always Active</span><div class="cky-switch" data-cky-tag="detail-category-toggle"><input type="checkbox" id="ckySwitchnecessary" checked disabled></div>'
        : '<div class="cky-switch" data-cky-tag="detail-category-toggle"><input type="checkbox" id="ckySwitch' + category.slug + '" aria-label="Enable ' + category.name + '"></div>';
      return (
        '<div class="cky-accordion" id="ckyDetailCategory' + category.slug + '"><div class="cky-accordion-item"><div class="cky-accordion-header-wrapper">' +
        '<div class="cky-accordion-header"><button class="cky-accordion-btn" aria-label="' + category.name + '" data-cky-tag="detail-category-title">' + category.name + '</button>' + control + '</div>' +
        '<div class="cky-accordion-header-des" data-cky-tag="detail-category-description"><p>' + category.text + '</p></div></div></div></div>'
      );
    }).join('');
    modal = document.createElement('div');
    modal.className = 'cky-modal';
    modal.setAttribute('tabindex', '-1');
    modal.innerHTML =
      '<div class="cky-preference-center" role="dialog" aria-modal="true" aria-label="Customise Consent Preferences" data-cky-tag="detail">' +
      '<div class="cky-preference-header"><span class="cky-preference-title" role="heading" aria-level="1" data-cky-tag="detail-title">Customise Consent Preferences</span>' +
      '<button class="cky-btn-close" aria-label="Close" data-cky-tag="detail-close">\u00d7</button></div>' +
      '<div class="cky-preference-body-wrapper"><div class="cky-preference-content-wrapper" data-cky-tag="detail-description"><p>We use cookies to help you navigate efficiently and perform certain functions. You will find detailed information about all cookies under each consent category below.</p></div>' +
      '<div class="cky-accordion-wrapper" data-cky-tag="detail-categories">' + accordions + '</div></div>' +
      '<div class="cky-footer-wrapper"><div class="cky-prefrence-btn-wrapper" data-cky-tag="detail-buttons">' +
      button('reject', 'detail-reject-button', 'Reject All') +
      button('preferences', 'detail-save-button', 'Save My Preferences') +
      button('accept', 'detail-accept-button', 'Accept All') +
      '</div></div></div>';
    overlay = document.createElement('div');
    overlay.className = 'cky-overlay cky-hide';
    revisit = document.createElement('div');
    revisit.className = 'cky-btn-revisit-wrapper cky-revisit-hide';
    revisit.setAttribute('data-cky-tag', 'revisit-consent');
    revisit.setAttribute('data-tooltip', 'Consent Preferences');
    revisit.innerHTML = '<button class="cky-btn-revisit" aria-label="Consent Preferences"></button>';
    document.body.appendChild(container);
    document.body.appendChild(modal);
    document.body.appendChild(overlay);
    document.body.appendChild(revisit);

    container.addEventListener('click', function (event) {
      var tag = event.target.closest('[data-cky-tag]');
      if (!tag) return;
      switch (tag.getAttribute('data-cky-tag')) {
        case 'accept-button':
          return decide(all(true));
        case 'reject-button':
          return decide(all(false));
        case 'settings-button':
          return openPreferences();
      }
    });
    modal.addEventListener('click', function (event) {
      var tag = event.target.closest('[data-cky-tag]');
      if (!tag) return;
      switch (tag.getAttribute('data-cky-tag')) {
        case 'detail-accept-button':
          return decide(all(true));
        case 'detail-reject-button':
          return decide(all(false));
        case 'detail-save-button':
          return decide(fromSwitches());
        case 'detail-close':
          modal.classList.remove('cky-modal-open');
          overlay.classList.add('cky-hide');
          if (decided()) revisit.classList.remove('cky-revisit-hide');
      }
    });
    revisit.addEventListener('click', window.revisitCkyConsent);
  }

  function start() {
    state = readCookie();
    if (!state) {
      state = { consentid: randomId(), consent: '', action: '' };
      writeCookie();
    }
    render();
    if (decided()) {
      hideAll();
      revisit.classList.remove('cky-revisit-hide');
      runGatedScripts();
    }
    document.dispatchEvent(new CustomEvent('cookieyes_banner_load', { detail: window.getCkyConsent() }));
  }
  // The script is in the head, synchronous: the banner needs <body>.
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
