/*
 * consent-mode-advanced.example: vanilla-cookieconsent v3 wired to Google Consent Mode the way Google's
 * "advanced" set-up documents it. The page sets every Google consent type to denied before gtag.js
 * loads, gtag.js loads unconditionally (so GA4 sends cookieless pings with gcs=G100 before any choice,
 * after Reject and on every later page view), and the banner's choice updates the consent state. The
 * Meta pixel is gated by category as usual. Right verdict: pre_consent_tracking and
 * tracking_after_refusal for Google Analytics, each saying the pings declared consent denied; no
 * Google cookie before consent or after Reject; the refusal and the acceptance registered (cc_cookie).
 */
function updateGoogleConsent() {
  var analytics = CookieConsent.acceptedCategory('analytics') ? 'granted' : 'denied';
  var ads = CookieConsent.acceptedCategory('marketing') ? 'granted' : 'denied';
  gtag('consent', 'update', {
    analytics_storage: analytics,
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  });
}

CookieConsent.run({
  revision: 1,
  onConsent: updateGoogleConsent,
  onChange: updateGoogleConsent,
  guiOptions: {
    consentModal: { layout: 'cloud inline', position: 'bottom center', equalWeightButtons: true },
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
          title: 'Cookies at Harrow & Finch',
          description:
            'We use cookies to measure how our shop is used and, with your consent, to show you our suits on other sites.',
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
            { title: 'Strictly necessary', description: 'Needed for the shop to work.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'Meta pixel and Google Ads.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
