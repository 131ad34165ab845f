/*
 * vanilla-cookieconsent v3 set-up of lumen-skin.example (library from unpkg): opt-in with "Accept
 * all" / "Reject all" / "Manage preferences" on the first layer, one optional category, analytics,
 * which gates Google Analytics only. The theme's Hotjar and Meta pixel codes in <head> are not the
 * CMP's business as far as this configuration knows.
 */
CookieConsent.run({
  guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }] } },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Your privacy',
          description: 'We use analytics cookies to improve our shop, if you let us.',
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
            { title: 'Necessary', description: 'Basket, checkout and this choice.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
          ],
        },
      },
    },
  },
});
