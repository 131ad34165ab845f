/*
 * vanilla-cookieconsent v3 set-up of saltbridge (fresh-eyes-behaviour.ts): opt-in, "Accept all" /
 * "Reject all" / "Manage preferences" on the first layer; gated scripts are type="text/plain"
 * data-category and run once their category is accepted.
 */
CookieConsent.run({
  revision: 1,
  guiOptions: { consentModal: { layout: 'box', position: 'bottom right' } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_cl/ }] } },
    marketing: { autoClear: { cookies: [{ name: '_fbp' }] } },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Cookies at Saltbridge Books',
          description: 'We use cookies to measure visits to our shop (Google Analytics) if you agree. Our reader survey (Hotjar) runs without them being needed for anything else.',
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
            { title: 'Strictly necessary', description: 'Basket, sign-in and security.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'Advertising partners.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
