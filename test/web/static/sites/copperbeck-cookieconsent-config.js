/*
 * vanilla-cookieconsent v3 set-up of copperbeck-brewing.example (fresh-eyes-clean.ts), wired to
 * Google Consent Mode v2 in its *basic* form: the page declares every type denied and loads no
 * Google tag; the loader of the site's server-side Tag Manager (sgtm.copperbeck-brewing.example) is
 * a type="text/plain" data-category="analytics" script that the library runs only once analytics is
 * accepted, and onConsent / onChange send the matching gtag('consent', 'update', …) first.
 */
function copperbeckConsentUpdate() {
  var analytics = CookieConsent.acceptedCategory('analytics');
  var marketing = CookieConsent.acceptedCategory('marketing');
  gtag('consent', 'update', {
    analytics_storage: analytics ? 'granted' : 'denied',
    ad_storage: marketing ? 'granted' : 'denied',
    ad_user_data: marketing ? 'granted' : 'denied',
    ad_personalization: marketing ? 'granted' : 'denied',
  });
}
CookieConsent.run({
  revision: 1,
  guiOptions: { consentModal: { layout: 'cloud', position: 'bottom center' } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: 'FPID' }, { name: 'FPLC' }] } },
    marketing: {},
  },
  onConsent: copperbeckConsentUpdate,
  onChange: copperbeckConsentUpdate,
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Before you pour',
          description: 'We would like to measure how our site is used (Google Analytics, through our own tagging server) and, with your permission, our advertising. Nothing is measured until you agree.',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          showPreferencesBtn: 'Let me choose',
        },
        preferencesModal: {
          title: 'Your choices',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Reject all',
          savePreferencesBtn: 'Save my choices',
          closeIconLabel: 'Close',
          sections: [
            { title: 'Strictly necessary', description: 'Age check, basket, load balancing.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics through sgtm.copperbeck-brewing.example.', linkedCategory: 'analytics' },
            { title: 'Advertising', description: 'Google Ads conversion measurement.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
