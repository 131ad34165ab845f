/*
 * Klaro! configuration of cmp-klaro.example (the library's documented set-up: window.klaroConfig
 * before klaro.js). The choice is kept in localStorage under "klaro" (storageMethod localStorage), not
 * in a cookie. "session" is a required service (stored as true whatever the visitor chooses); Google
 * Analytics and the Meta pixel are optional and their scripts, marked type="text/plain"
 * data-name="…", run only once allowed. The notice offers "I decline" on the first layer.
 */
window.klaroConfig = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'localStorage',
  storageName: 'klaro',
  lang: 'en',
  default: false,
  mustConsent: false,
  acceptAll: true,
  hideDeclineAll: false,
  hideLearnMore: false,
  noticeAsModal: false,
  privacyPolicy: '/privacy',
  translations: {
    en: {
      consentNotice: { description: 'We use cookies and similar technologies for {purposes}. You can decline or choose which services to allow.' },
      purposes: { analytics: 'Analytics', marketing: 'Marketing', functional: 'Essential functions' },
    },
  },
  services: [
    { name: 'session', title: 'Session', purposes: ['functional'], required: true },
    { name: 'google-analytics', title: 'Google Analytics', purposes: ['analytics'], cookies: [/^_ga/, '_gid'] },
    { name: 'meta-pixel', title: 'Meta pixel', purposes: ['marketing'], cookies: ['_fbp'] },
  ],
};
