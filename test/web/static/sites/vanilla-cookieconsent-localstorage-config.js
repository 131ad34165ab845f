/*
 * vanilla-cookieconsent-localstorage.example: vanilla-cookieconsent v3 that keeps its choice in localStorage
 * (cookie.useLocalStorage: true, key "cc_cookie"), revision 2, disablePageInteraction. Opt-in,
 * Accept + Reject on the first layer, gating correct. Right verdict: no findings.
 */
CookieConsent.run({
  revision: 2,
  disablePageInteraction: true,
  cookie: { useLocalStorage: true },
  guiOptions: {
    consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
    preferencesModal: { layout: 'box', equalWeightButtons: true },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
    marketing: { autoClear: { cookies: [{ name: '_fbp' }] } },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We value your privacy',
          description: 'We use cookies to improve your experience, analyse traffic and personalise ads.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          showPreferencesBtn: 'Manage preferences',
          footer: '<a href="/privacy">Privacy policy</a>',
        },
        preferencesModal: {
          title: 'Cookie preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Save preferences',
          closeIconLabel: 'Close',
          sections: [
            { title: 'Strictly necessary', description: 'Needed for the site to work.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'Meta pixel.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
