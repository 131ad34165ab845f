/* Klaro (klaro-modal-de.example): a mustConsent modal in German, its cookie renamed with the current option name storageName. */
window.klaroConfig = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'cookie',
  storageName: 'shop_consent',
  cookieExpiresAfterDays: 365,
  lang: 'de',
  default: false,
  mustConsent: true,
  acceptAll: true,
  hideDeclineAll: false,
  hideLearnMore: false,
  groupByPurpose: true,
  privacyPolicy: '/privacy',
  translations: {
    de: {
      privacyPolicyUrl: '/privacy',
      consentModal: { description: 'Hier können Sie einsehen und anpassen, welche Informationen wir über Sie sammeln.' },
      purposes: { analytics: 'Besucher-Statistiken', marketing: 'Marketing', functional: 'Notwendige Funktionen' },
    },
  },
  services: [
    { name: 'session', title: 'Sitzung', purposes: ['functional'], required: true },
    { name: 'google-analytics', title: 'Google Analytics', purposes: ['analytics'], cookies: [/^_ga/, '_gid'] },
    { name: 'meta-pixel', title: 'Meta-Pixel', purposes: ['marketing'], cookies: ['_fbp'] },
  ],
};
