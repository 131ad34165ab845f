/*
 * vanilla-cookieconsent v3 set-up of orchard-cycles.example: mode 'opt-out' — the library enables
 * the categories marked enabled before the visitor chooses (analytics and marketing here), so the scripts gated as type="text/plain"
 * data-category="analytics" / "marketing" (Google Analytics, the Meta pixel, Microsoft UET) run on
 * the first page view. "Reject all" stores cc_cookie with only "necessary" and autoClearCookies
 * deletes the analytics and marketing cookies listed below. The notice is a "cloud" with unequal
 * buttons (equalWeightButtons: false); the preferences modal lists per-service toggles. hideFromBots
 * is left at its default (on).
 */
CookieConsent.run({
  mode: 'opt-out',
  autoClearCookies: true,
  revision: 3,
  guiOptions: {
    consentModal: { layout: 'cloud', position: 'bottom center', equalWeightButtons: false, flipButtons: false },
    preferencesModal: { layout: 'box', equalWeightButtons: false },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: {
      enabled: true,
      autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] },
      services: { ga4: { label: 'Google Analytics' } },
    },
    marketing: {
      enabled: true,
      autoClear: { cookies: [{ name: '_fbp' }, { name: /^_uet/ }] },
      services: { meta: { label: 'Meta pixel' }, uet: { label: 'Microsoft Advertising' } },
    },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'We use analytics and advertising cookies to understand how you use our shop and to show you our bikes elsewhere. You can turn them off at any time.',
          acceptAllBtn: 'Accept',
          acceptNecessaryBtn: 'Reject all',
          showPreferencesBtn: 'Preferences',
          footer: '<a href="/privacy">Privacy policy</a>',
        },
        preferencesModal: {
          title: 'Cookie preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Save preferences',
          closeIconLabel: 'Close',
          sections: [
            { title: 'Strictly necessary', description: 'Basket and checkout.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics counts visits.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'Meta and Microsoft Advertising measure our campaigns.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
