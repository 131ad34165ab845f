/*
 * Wix's cookie consent banner on a Wix site and its consent policy API, an imitation written from
 * Wix's public documentation (the Consent Policy Manager: essential, functional, analytics,
 * advertising, dataToThirdParty) and what Wix sites show and store: the banner
 * [data-hook="consent-banner-root"] with "Accept" (consent-banner-apply-button), optionally
 * "Reject all" (consent-banner-decline-button) and "Settings" (consent-banner-settings-button), whose
 * panel [data-hook="consent-banner-settings-container"] has a switch per category and "Save"
 * (consent-banner-settings-save-button). The answer is kept in the `consent-policy` cookie, URL-encoded
 * JSON {"ess":1,"func":…,"anl":…,"adv":…,"dt3":1,"ts":<minutes since 1970>}; "Reject all" leaves dt3 (data
 * to third parties, the CCPA "sale") at 1. `window.consentPolicyManager` answers for it and a
 * `consentPolicyChanged` event tells the site's integrations.
 * Options from the script tag: data-decline="false" hides "Reject all".
 */
(function () {
  var script = document.currentScript;
  var withDecline = !script || script.getAttribute('data-decline') !== 'false';
  var COOKIE = 'consent-policy';
  var YEAR = 365 * 24 * 3600;

  function read() {
    var match = document.cookie.match(/(?:^|;\s*)consent-policy=([^;]+)/);
    if (!match) return null;
    try {
      return JSON.parse(decodeURIComponent(match[1]));
    } catch (e) {
      return null;
    }
  }

  function policyOf(stored) {
    if (!stored)
      return { essential: true, functional: false, analytics: false, advertising: false, dataToThirdParty: true };
    return {
      essential: true,
      functional: stored.func === 1,
      analytics: stored.anl === 1,
      advertising: stored.adv === 1,
      dataToThirdParty: stored.dt3 === 1,
    };
  }

  function save(policy) {
    var value = {
      ess: 1,
      func: policy.functional ? 1 : 0,
      anl: policy.analytics ? 1 : 0,
      adv: policy.advertising ? 1 : 0,
      dt3: policy.dataToThirdParty === false ? 0 : 1,
      ts: Math.floor(Date.now() / 60000),
    };
    document.cookie =
      COOKIE + '=' + encodeURIComponent(JSON.stringify(value)) + '; path=/; max-age=' + YEAR + '; SameSite=Lax; Secure';
    var detail = { defaultPolicy: false, policy: policyOf(value) };
    window.dispatchEvent(new CustomEvent('consentPolicyChanged', { detail: detail }));
    return detail;
  }

  window.consentPolicyManager = {
    getCurrentConsentPolicy: function () {
      var stored = read();
      return { defaultPolicy: !stored, policy: policyOf(stored) };
    },
    setConsentPolicy: function (policy, onSuccess) {
      var detail = save(Object.assign({}, policyOf(read()), policy));
      if (onSuccess) onSuccess(detail);
      return Promise.resolve(detail);
    },
    resetPolicy: function () {
      document.cookie = COOKIE + '=; path=/; max-age=0';
      return Promise.resolve({ defaultPolicy: true, policy: policyOf(null) });
    },
  };

  function close(root) {
    if (root && root.parentNode) root.parentNode.removeChild(root);
  }

  function settings(root) {
    if (root.querySelector('[data-hook="consent-banner-settings-container"]')) return;
    var row = function (key, label, text, locked) {
      return (
        '<div data-hook="consent-banner-settings-category"><label><input type="checkbox" role="switch" data-hook="consent-banner-settings-' + key + '"' +
        (locked ? ' checked disabled' : '') + '> ' + label + '</label><p>' + text + '</p></div>'
      );
    };
    var panel = document.createElement('div');
    panel.setAttribute('data-hook', 'consent-banner-settings-container');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Cookie Settings');
    panel.innerHTML =
      '<h2>Cookie Settings</h2><p>We use cookies to provide the site and its features, to understand how it is used and for advertising. Choose which cookies you allow.</p>' +
      row('essential', 'Essential cookies', 'Needed for the site to work. Always on.', true) +
      row('functional', 'Functional cookies', 'Remember your choices, such as language.', false) +
      row('analytics', 'Analytics cookies', 'Help us understand how the site is used.', false) +
      row('advertising', 'Advertising cookies', 'Measure and personalise ads.', false) +
      '<button type="button" data-hook="consent-banner-settings-save-button">Save</button>';
    panel.style.cssText =
      'position:fixed;z-index:100001;top:50%;left:50%;transform:translate(-50%,-50%);width:min(560px,90vw);background:#fff;padding:24px;box-shadow:0 8px 24px rgba(0,0,0,.25);font:14px/1.5 sans-serif';
    root.appendChild(panel);
    panel.querySelector('[data-hook="consent-banner-settings-save-button"]').addEventListener('click', function () {
      var on = function (key) {
        return panel.querySelector('[data-hook="consent-banner-settings-' + key + '"]').checked;
      };
      save({ functional: on('functional'), analytics: on('analytics'), advertising: on('advertising'), dataToThirdParty: true });
      close(root);
    });
  }

  function show() {
    if (read() || document.querySelector('[data-hook="consent-banner-root"]')) return;
    var root = document.createElement('div');
    root.setAttribute('data-hook', 'consent-banner-root');
    root.className = 'consent-banner-root';
    root.innerHTML =
      '<div data-hook="consent-banner-text-container"><p data-hook="consent-banner-text">This website uses cookies. We use cookies to improve your experience, analyse site traffic and for advertising. ' +
      '<a data-hook="consent-banner-privacy-policy-link" href="/privacy-policy">Privacy Policy</a></p></div>' +
      '<div data-hook="consent-banner-buttons">' +
      '<button type="button" data-hook="consent-banner-settings-button">Settings</button>' +
      (withDecline ? '<button type="button" data-hook="consent-banner-decline-button">Reject all</button>' : '') +
      '<button type="button" data-hook="consent-banner-apply-button">Accept</button></div>';
    root.style.cssText =
      'position:fixed;z-index:100000;left:0;right:0;bottom:0;background:#fff;padding:20px 32px;box-shadow:0 -2px 12px rgba(0,0,0,.15);font:14px/1.5 sans-serif;display:flex;gap:24px;align-items:center;justify-content:space-between';
    document.body.appendChild(root);
    root.querySelector('[data-hook="consent-banner-apply-button"]').addEventListener('click', function () {
      save({ functional: true, analytics: true, advertising: true, dataToThirdParty: true });
      close(root);
    });
    var decline = root.querySelector('[data-hook="consent-banner-decline-button"]');
    if (decline)
      decline.addEventListener('click', function () {
        save({ functional: false, analytics: false, advertising: false, dataToThirdParty: true });
        close(root);
      });
    root.querySelector('[data-hook="consent-banner-settings-button"]').addEventListener('click', function () {
      settings(root);
    });
  }

  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
