/*
 * Consent loader of fernhill-yoga.example ("to protect page speed"): the banner library
 * (vanilla-cookieconsent) is loaded only 6 s after the page has loaded — unless the visitor already
 * made a choice, in which case it loads at once and applies it. The library then sends Google
 * Consent Mode updates for GTM's tags (analytics → analytics_storage, marketing → ad_storage).
 */
(function () {
  var DELAY_MS = 6000;
  var hasChoice = /(?:^|; )cc_cookie=/.test(document.cookie);

  function gtag() {
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push(arguments);
  }
  function signal(cookie) {
    var categories = (cookie && cookie.categories) || [];
    var analytics = categories.indexOf('analytics') >= 0 ? 'granted' : 'denied';
    var marketing = categories.indexOf('marketing') >= 0 ? 'granted' : 'denied';
    gtag('consent', 'update', { analytics_storage: analytics, ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing });
  }
  function load() {
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = '/vendor/cookieconsent/cookieconsent.css';
    document.head.appendChild(css);
    var script = document.createElement('script');
    script.src = '/vendor/cookieconsent/cookieconsent.umd.js';
    script.onload = function () {
      window.CookieConsent.run({
        guiOptions: {
          consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
          preferencesModal: { layout: 'box', equalWeightButtons: true },
        },
        categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
        onConsent: function (detail) { signal(detail.cookie); },
        onChange: function (detail) { signal(detail.cookie); },
        language: {
          default: 'en',
          translations: {
            en: {
              consentModal: {
                title: 'Cookies at Fernhill',
                description: 'We would like to use analytics cookies to see which classes people look for, and marketing cookies to measure our ads.',
                acceptAllBtn: 'Accept all',
                acceptNecessaryBtn: 'Reject all',
                showPreferencesBtn: 'Manage preferences',
              },
              preferencesModal: {
                title: 'Cookie preferences',
                acceptAllBtn: 'Accept all',
                acceptNecessaryBtn: 'Reject all',
                savePreferencesBtn: 'Save preferences',
                closeIconLabel: 'Close',
                sections: [
                  { title: 'Strictly necessary', description: 'Bookings and your account.', linkedCategory: 'necessary' },
                  { title: 'Analytics', description: 'Google Analytics and Hotjar.', linkedCategory: 'analytics' },
                  { title: 'Marketing', description: 'The Meta pixel.', linkedCategory: 'marketing' },
                ],
              },
            },
          },
        },
      });
    };
    document.body.appendChild(script);
  }

  if (hasChoice) return load();
  window.addEventListener('load', function () { setTimeout(load, DELAY_MS); });
})();
