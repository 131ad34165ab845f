/*
 * vanilla-cookieconsent v3 set-up of lakeside-ferries.example: mode 'opt-out' — analytics and marketing
 * are enabled before the visitor chooses, so the site's marketing tag bundle (a first-party file from its
 * own, slow tag server, which loads the Meta pixel) is requested the moment the library runs, beside its
 * banner. "Reject all" stores cc_cookie with only "necessary"; autoClearCookies deletes _fbp.
 */
CookieConsent.run({
  mode: 'opt-out',
  autoClearCookies: true,
  revision: 1,
  guiOptions: {
    consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
    preferencesModal: { layout: 'box' },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    marketing: {
      enabled: true,
      autoClear: { cookies: [{ name: '_fbp' }] },
      services: { meta: { label: 'Meta pixel' } },
    },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Cookies on Lakeside Ferries',
          description: 'We use advertising cookies to measure our campaigns. You can switch them off now or at any time.',
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
            { title: 'Strictly necessary', description: 'Bookings and tickets.', linkedCategory: 'necessary' },
            { title: 'Marketing', description: 'The Meta pixel measures our campaigns.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
