/*
 * vanilla-cookieconsent v3 set-up of brightside-dental.example: a correct-looking banner ("Accept
 * all", "Reject all", "Manage preferences") whose categories guard nothing — the practice's agency
 * put Google Tag Manager, the Meta pixel and PostHog in the page without type="text/plain", so they
 * run before any choice and after "Reject all" alike. The choice is stored in `cc_cookie`.
 */
CookieConsent.run({
  guiOptions: {
    consentModal: { layout: 'box inline', position: 'bottom right', equalWeightButtons: true },
    preferencesModal: { layout: 'box', equalWeightButtons: true },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: {},
    marketing: {},
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Your privacy at Brightside',
          description: 'We use cookies to run our website and, with your consent, to measure visits and the success of our advertising.',
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
            { title: 'Strictly necessary', description: 'Needed for booking and your patient account.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics and PostHog help us improve our booking.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'Google Ads, Meta, LinkedIn and Microsoft Advertising measure our campaigns.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
