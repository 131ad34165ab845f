/* Klaro (klaro-no-decline.example): no decline on the notice (hideDeclineAll), analytics and marketing on by default (default: true). */
window.klaroConfig = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'cookie',
  cookieName: 'klaro',
  lang: 'en',
  default: false,
  mustConsent: false,
  acceptAll: true,
  hideDeclineAll: true,
  hideLearnMore: false,
  noticeAsModal: false,
  privacyPolicy: '/privacy',
  translations: {
    en: {
      consentNotice: { description: 'We use cookies for {purposes}. Choose which services to allow.' },
      purposes: { analytics: 'Analytics', marketing: 'Marketing', functional: 'Essential functions' },
    },
  },
  services: [
    { name: 'session', title: 'Session', purposes: ['functional'], required: true },
    { name: 'google-analytics', title: 'Google Analytics', purposes: ['analytics'], default: true, cookies: [/^_ga/, '_gid'] },
    { name: 'meta-pixel', title: 'Meta pixel', purposes: ['marketing'], default: true, cookies: ['_fbp'] },
  ],
};
