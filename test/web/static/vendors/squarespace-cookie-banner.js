/*
 * Squarespace's cookie banner (assets.squarespace.com/universal/scripts-compressed/cookie-banner-*.js),
 * an imitation written from what Squarespace sites show and store. The site's settings are in
 * `Static.SQUARESPACE_CONTEXT.cookieSettings` (cookieBannerHasOptOut → "Decline",
 * cookieBannerHasManageCookies → "Manage cookies", isRestrictiveCookiePolicyEnabled → Squarespace's
 * own non-essential cookies wait for the answer). The banner is a `section.gdpr-cookie-banner
 * [aria-label="Cookie banner"]` in a `.cookie-banner-mount-point` at the top of #siteWrapper, with
 * button.accept / button.decline; the answer goes to the cookies `ss_performanceCookiesAllowed` and
 * `ss_marketingCookiesAllowed` ("true" / "false", 30 days), to Google's tag
 * (`gtag('consent', 'update', …)` where `googleAnalyticsRequiresConsentUpdates`) and the Meta pixel
 * (`fbq('consent', 'grant' | 'revoke')` where `facebookPixelRequiresConsentUpdates`). A small
 * "Cookie Preferences" button stays after a choice.
 */
(function () {
  var context = (window.Static && window.Static.SQUARESPACE_CONTEXT) || {};
  var settings = context.cookieSettings;
  if (!settings || !settings.isCookieBannerEnabled) return;
  var NAMES = { performance: 'ss_performanceCookiesAllowed', marketing: 'ss_marketingCookiesAllowed' };
  var MONTH = 30 * 24 * 3600;

  function get(name) {
    var match = document.cookie.match(new RegExp('(?:^|;\\s*)' + name + '=([^;]*)'));
    return match ? match[1] : undefined;
  }

  function answered() {
    return get(NAMES.performance) !== undefined || get(NAMES.marketing) !== undefined;
  }

  function store(performance, marketing) {
    document.cookie = NAMES.performance + '=' + performance + '; path=/; max-age=' + MONTH + '; SameSite=Lax';
    document.cookie = NAMES.marketing + '=' + marketing + '; path=/; max-age=' + MONTH + '; SameSite=Lax';
    if (window.gtag && window.googleAnalyticsRequiresConsentUpdates)
      window.gtag('consent', 'update', { analytics_storage: performance ? 'granted' : 'denied' });
    if (window.fbq && window.facebookPixelRequiresConsentUpdates) window.fbq('consent', marketing ? 'grant' : 'revoke');
    if (typeof window.onCookieBannerInteraction === 'function') window.onCookieBannerInteraction();
    document.dispatchEvent(new CustomEvent('sqs-cookie-banner-choice', { detail: { performance: performance, marketing: marketing } }));
  }

  function mountPoint() {
    var mount = document.querySelector('.cookie-banner-mount-point');
    if (!mount) {
      mount = document.createElement('div');
      mount.className = 'cookie-banner-mount-point';
      var wrapper = document.querySelector('#siteWrapper') || document.body;
      wrapper.insertBefore(mount, wrapper.firstChild);
    }
    return mount;
  }

  function savedPreferences(mount) {
    mount.innerHTML = '';
    if (settings.cookieBannerSavedPreferencesLayout === 'HIDDEN') return;
    if (!settings.cookieBannerHasOptOut && !settings.cookieBannerHasManageCookies) return;
    var pill = document.createElement('button');
    pill.type = 'button';
    pill.className = 'sqs-cookie-banner-v2-saved-preferences';
    pill.textContent = settings.cookieBannerSavedPreferencesText || 'Cookie Preferences';
    pill.style.cssText = 'position:fixed;left:16px;bottom:16px;z-index:1000;padding:6px 12px;border-radius:16px;border:1px solid #ccc;background:#fff;font:13px sans-serif';
    pill.addEventListener('click', function () {
      manage(mount);
    });
    mount.appendChild(pill);
  }

  function manage(mount) {
    if (document.querySelector('.sqs-cookie-banner-v2-manage-overlay')) return;
    var overlay = document.createElement('div');
    overlay.className = 'sqs-cookie-banner-v2-manage-overlay';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', 'Manage cookies');
    overlay.innerHTML =
      '<div class="sqs-cookie-banner-v2-manage-panel"><h2>Manage cookies</h2>' +
      '<p>Select which cookies you allow. Essential cookies keep the site working and are always on.</p>' +
      '<label><input type="checkbox" checked disabled> Essential</label>' +
      '<label><input type="checkbox" name="' + NAMES.performance + '"> Performance and analytics</label>' +
      '<label><input type="checkbox" name="' + NAMES.marketing + '"> Marketing</label>' +
      '<button type="button" class="sqs-cookie-banner-v2-manage-save">Save</button></div>';
    overlay.style.cssText = 'position:fixed;inset:0;z-index:100001;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;font:14px/1.5 sans-serif';
    overlay.firstChild.style.cssText = 'background:#fff;padding:24px;width:min(480px,90vw);display:flex;flex-direction:column;gap:8px';
    document.body.appendChild(overlay);
    overlay.querySelector('.sqs-cookie-banner-v2-manage-save').addEventListener('click', function () {
      var on = function (name) {
        return overlay.querySelector('input[name="' + name + '"]').checked;
      };
      store(on(NAMES.performance), on(NAMES.marketing));
      overlay.parentNode.removeChild(overlay);
      savedPreferences(mount);
    });
  }

  function show() {
    var mount = mountPoint();
    if (answered()) {
      savedPreferences(mount);
      return;
    }
    var section = document.createElement('section');
    section.className = 'gdpr-cookie-banner sqs-cookie-banner-v2 sqs-cookie-banner-v2-bottom';
    section.setAttribute('aria-label', 'Cookie banner');
    var buttons =
      (settings.cookieBannerHasManageCookies
        ? '<button type="button" class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-manage manage">' + (settings.cookieBannerManageCookiesLabel || 'Manage cookies') + '</button>'
        : '') +
      (settings.cookieBannerHasOptOut
        ? '<button type="button" class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-decline decline">' + (settings.cookieBannerOptOutCtaText || 'Decline') + '</button>'
        : '') +
      '<button type="button" class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-accept accept">' + (settings.cookieBannerCtaText || 'Accept') + '</button>';
    section.innerHTML =
      '<div class="sqs-cookie-banner-v2-text"><p>' + settings.cookieBannerText + '</p></div>' +
      '<div class="sqs-cookie-banner-v2-cta-container">' + buttons + '</div>';
    section.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:100000;background:#fff;padding:20px 32px;box-shadow:0 -2px 10px rgba(0,0,0,.15);display:flex;gap:24px;align-items:center;justify-content:space-between;font:14px/1.5 sans-serif';
    mount.appendChild(section);
    section.querySelector('button.accept').addEventListener('click', function () {
      store(true, true);
      savedPreferences(mount);
    });
    var decline = section.querySelector('button.decline');
    if (decline)
      decline.addEventListener('click', function () {
        store(false, false);
        savedPreferences(mount);
      });
    var manageButton = section.querySelector('button.manage');
    if (manageButton)
      manageButton.addEventListener('click', function () {
        manage(mount);
      });
  }

  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
