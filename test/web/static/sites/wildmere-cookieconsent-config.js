/*
 * vanilla-cookieconsent v3 set-up of wildmere-lodge.example (fresh-eyes-clean.ts): opt-in, "Accept
 * all" / "Reject all" / "Manage preferences". Google Analytics is the analytics category; "media"
 * (YouTube and Google Maps) lets the click-to-load placeholders of /assets/js/embeds.js load their
 * embeds without a click once accepted.
 */
CookieConsent.run({
  revision: 1,
  guiOptions: { consentModal: { layout: 'box', position: 'bottom right' } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
    media: {},
  },
  onConsent: function () { if (window.wildmereEmbeds) window.wildmereEmbeds.applyConsent(); },
  onChange: function () { if (window.wildmereEmbeds) window.wildmereEmbeds.applyConsent(); },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Cookies and embedded content',
          description: 'With your consent we count visits with Google Analytics and show videos and maps from YouTube and Google Maps without asking each time.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          showPreferencesBtn: 'Manage preferences',
        },
        preferencesModal: {
          title: 'Privacy preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Save preferences',
          closeIconLabel: 'Close',
          sections: [
            { title: 'Strictly necessary', description: 'Bookings and your session.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Videos and maps', description: 'YouTube (privacy-enhanced mode) and Google Maps, loaded from their servers.', linkedCategory: 'media' },
          ],
        },
      },
    },
  },
});
