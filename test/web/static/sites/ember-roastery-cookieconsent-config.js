/*
 * vanilla-cookieconsent v3 set-up of ember-roastery.example, as the library's "getting started"
 * shows it: the library and its stylesheet from jsDelivr's GitHub CDN
 * (cdn.jsdelivr.net/gh/orestbida/cookieconsent@3.x/dist/…), this file run as a plain script after it.
 * Opt-in; "Accept all" / "Reject all" / "Manage preferences" on the first layer. Google Analytics
 * (analytics) and the Meta pixel (marketing) are gated with type="text/plain" data-category.
 */
CookieConsent.run({
  guiOptions: { consentModal: { layout: 'cloud inline', position: 'bottom center' } },
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
          title: 'We use cookies',
          description: 'Cookies help us see which beans you like and measure our adverts. Only if you agree.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          showPreferencesBtn: 'Manage preferences',
        },
        preferencesModal: {
          title: 'Manage cookie preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Accept current selection',
          closeIconLabel: 'Close modal',
          sections: [
            { title: 'Strictly necessary cookies', description: 'Your basket and this choice.', linkedCategory: 'necessary' },
            { title: 'Performance and analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Targeting and advertising', description: 'The Meta pixel.', linkedCategory: 'marketing' },
            { title: 'More information', description: 'Questions? <a href="/privacy">Read our privacy notice</a>.' },
          ],
        },
      },
    },
  },
});
