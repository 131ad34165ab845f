/*
 * kestrel-fitness.example's cookie banner, started by a Custom HTML tag of its Google Tag Manager
 * container (GTM-KSTRL01): loads vanilla-cookieconsent v3 and its stylesheet from the site, then runs
 * it with "Accept all" / "Reject all" / "Manage preferences" and sends Google Consent Mode updates
 * (the page's defaults are "denied") for the container's GA4 and Meta pixel tags.
 */
(function () {
  function update() {
    var analytics = CookieConsent.acceptedCategory('analytics') ? 'granted' : 'denied';
    var ads = CookieConsent.acceptedCategory('marketing') ? 'granted' : 'denied';
    window.gtag('consent', 'update', { analytics_storage: analytics, ad_storage: ads, ad_user_data: ads, ad_personalization: ads });
  }
  function start() {
    CookieConsent.run({
      guiOptions: {
        consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true },
        preferencesModal: { layout: 'bar', position: 'right', equalWeightButtons: true },
      },
      categories: {
        necessary: { enabled: true, readOnly: true },
        analytics: {},
        marketing: {},
      },
      onConsent: update,
      onChange: update,
      language: {
        default: 'en',
        translations: {
          en: {
            consentModal: {
              title: 'Cookies',
              description: 'We use cookies to measure our website and our ads. You decide.',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject all',
              showPreferencesBtn: 'Manage preferences',
            },
            preferencesModal: {
              title: 'Cookie preferences',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject all',
              savePreferencesBtn: 'Save preferences',
              sections: [
                { title: 'Necessary', linkedCategory: 'necessary' },
                { title: 'Analytics', description: 'Google Analytics.', linkedCategory: 'analytics' },
                { title: 'Marketing', description: 'Meta pixel.', linkedCategory: 'marketing' },
              ],
            },
          },
        },
      },
    });
  }
  var css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = '/vendor/cookieconsent/cookieconsent.css';
  document.head.appendChild(css);
  var script = document.createElement('script');
  script.src = '/vendor/cookieconsent/cookieconsent.umd.js';
  script.onload = start;
  document.head.appendChild(script);
})();
