/*
 * vanilla-cookieconsent v3 set-up of tidepool-swim.example, a US notice in opt-out mode: the
 * analytics category runs before a choice and stops after "Reject all". The site's theme has the Meta
 * pixel and the TikTok pixel pasted ungated. With Global Privacy Control the site "honours" the signal
 * by not showing the notice at all (CookieConsent.run is skipped) and saying so in the footer — the
 * pixels in the theme are untouched.
 */
(function () {
  if (navigator.globalPrivacyControl === true) {
    var note = document.getElementById('gpc-note');
    if (note) note.textContent = 'Opt-out preference signal honored.';
    return;
  }
  CookieConsent.run({
    mode: 'opt-out',
    revision: 2,
    guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { enabled: true, autoClear: { cookies: [{ name: /^_ga/ }] } },
    },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: 'Notice at collection',
            description: 'We use cookies and similar technologies to run our site and understand how it is used. See our privacy policy for the categories of information we collect.',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            showPreferencesBtn: 'Preferences',
          },
          preferencesModal: {
            title: 'Cookie preferences',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            savePreferencesBtn: 'Save preferences',
            closeIconLabel: 'Close',
            sections: [
              { title: 'Strictly necessary', description: 'Cart and checkout.', linkedCategory: 'necessary' },
              { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            ],
          },
        },
      },
    },
  });
})();
