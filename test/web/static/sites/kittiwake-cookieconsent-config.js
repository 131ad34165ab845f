/*
 * vanilla-cookieconsent v3 set-up of kittiwake-cycles.example (fresh-eyes-clean.ts): opt-in,
 * "Accept all" / "Reject all" / "Manage preferences" on the first layer. Google Analytics
 * (analytics) and the Meta pixel (marketing) are type="text/plain" data-category scripts. Stripe,
 * reCAPTCHA and Sentry are not in a category: the shop lists them as strictly necessary (payments,
 * fraud and bot protection, error monitoring) in its policy and in the "Strictly necessary" section.
 */
CookieConsent.run({
  revision: 2,
  guiOptions: { consentModal: { layout: 'box wide', position: 'bottom left' } },
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
          title: 'Cookies at Kittiwake Cycles',
          description: 'With your consent we measure visits (Google Analytics) and our adverts (Meta). Payments, fraud and spam protection work without your consent, as they must.',
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
            { title: 'Strictly necessary', description: 'Basket, checkout, payments (Stripe), spam protection (reCAPTCHA) and error monitoring (Sentry).', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'Meta pixel.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
