/*
 * vanilla-cookieconsent v3 set-up of preticked.example. Two things a regulator would object to:
 * the first layer offers only "Accept all" and "Manage preferences" (no reject), and in the
 * preferences modal the Analytics and Marketing toggles are PRE-TICKED (`enabled: true`). "Reject all"
 * exists only in the preferences modal. Gating itself is correct (type="text/plain" data-category).
 */
CookieConsent.run({
  guiOptions: {
    consentModal: { layout: 'cloud', position: 'bottom center' },
    preferencesModal: { layout: 'box' },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { enabled: true },
    marketing: { enabled: true },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Cookies help us bake better',
          description: 'We use cookies for statistics and for marketing. You can change your preferences at any time.',
          acceptAllBtn: 'Accept all',
          showPreferencesBtn: 'Manage preferences',
        },
        preferencesModal: {
          title: 'Cookie preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Save preferences',
          closeIconLabel: 'Close',
          sections: [
            { title: 'Strictly necessary', description: 'Needed for the basket and this choice.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics counts visits and popular products.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'The Meta pixel measures our advertising.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
