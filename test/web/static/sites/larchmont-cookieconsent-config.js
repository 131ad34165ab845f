/*
 * vanilla-cookieconsent v3 set-up of larchmont-home.example, with the "reload the page after the
 * choice" option that Cookiebot and Complianz set-ups use: once the choice is stored in cc_cookie
 * (onFirstConsent, and onChange when it is changed later), the page reloads, so that every tag the
 * template holds runs — or does not — from a fresh document. Opt-in; "Accept all" / "Reject all" /
 * "Manage preferences" on the first layer. Google Analytics and the Meta pixel are gated
 * (type="text/plain" data-category); LinkedIn Insight is pasted into the template ungated.
 */
CookieConsent.run({
  revision: 2,
  guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
    marketing: { autoClear: { cookies: [{ name: '_fbp' }] } },
  },
  onFirstConsent: function () {
    location.reload();
  },
  onChange: function () {
    location.reload();
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Cookies at Larchmont',
          description: 'We use cookies to measure visits to our showroom pages and the effect of our advertising.',
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
            { title: 'Strictly necessary', description: 'Basket, delivery slot and checkout.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'The Meta pixel.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
