/*
 * vanilla-cookieconsent v3 configuration of cmp-vanilla.example (the library's documented set-up,
 * loaded after /vendor/cookieconsent/cookieconsent.umd.js). "Accept all" and "Reject all" sit on the
 * first layer; scripts marked type="text/plain" data-category="analytics|marketing" run only once
 * their category is accepted. hideFromBots keeps its default (true): the banner stays hidden from
 * browsers that announce automation through navigator.webdriver.
 */
CookieConsent.run({
  guiOptions: {
    consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
    preferencesModal: { layout: 'box', equalWeightButtons: true },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_hj/ }] } },
    marketing: { autoClear: { cookies: [{ name: '_fbp' }] } },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'We use essential cookies to run this site. With your consent we also use analytics cookies to understand how the site is used and marketing cookies to measure our ads.',
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
            { title: 'Your choices', description: 'Choose which optional cookies we may use. You can change this at any time from the footer.' },
            { title: 'Strictly necessary', description: 'Needed for the site to work, e.g. to remember this choice.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics and Hotjar help us understand how visitors use the site.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'The Meta pixel measures the effect of our advertising.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
