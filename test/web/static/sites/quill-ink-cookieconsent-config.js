/*
 * vanilla-cookieconsent v3 set-up of quill-ink.example: autoShow: false — the library runs at load,
 * but the site's own code shows the consent modal only 5 s later (after the newsletter teaser), unless a
 * choice is already stored. Opt-in; "Reject all" / "Accept all" / "Manage preferences" on the first
 * layer. Google Analytics and the Meta pixel are gated (type="text/plain" data-category); LinkedIn
 * Insight is pasted into the template ungated.
 */
CookieConsent.run({
  autoShow: false,
  revision: 1,
  guiOptions: { consentModal: { layout: 'box inline', position: 'bottom right' } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
    marketing: { autoClear: { cookies: [{ name: '_fbp' }] } },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'A note about cookies',
          description: 'We use cookies to measure visits and our advertising. Choose what you are happy with.',
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
            { title: 'Strictly necessary', description: 'Basket and checkout.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'The Meta pixel.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
setTimeout(function () {
  if (!CookieConsent.validConsent()) CookieConsent.show(true);
}, 5000);
