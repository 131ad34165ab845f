/*
 * Klaro (piekarnia-lipowa.example), in Polish: mustConsent — the consent manager opens as a modal at
 * once, with no notice — acceptAll and hideDeclineAll: the modal offers "Zaakceptuj wszystkie" (accept
 * all) and "Zaakceptuj wybrane" (accept selected), no decline. Google Analytics and the Meta pixel are
 * off until switched on (default: false), so "Zaakceptuj wybrane" with nothing switched on stores a
 * refusal. The choice is kept in the "klaro" cookie.
 */
window.klaroConfig = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'cookie',
  cookieExpiresAfterDays: 180,
  lang: 'pl',
  default: false,
  mustConsent: true,
  acceptAll: true,
  hideDeclineAll: true,
  hideLearnMore: false,
  groupByPurpose: true,
  privacyPolicy: '/privacy',
  translations: {
    pl: {
      privacyPolicyUrl: '/privacy',
      consentModal: {
        title: 'Pliki cookie',
        description: 'Używamy plików cookie do statystyk odwiedzin i reklam. Wybierz, na co się zgadzasz.',
      },
      purposes: { analytics: 'Statystyki', marketing: 'Marketing', functional: 'Niezbędne' },
    },
  },
  services: [
    { name: 'session', title: 'Sesja', purposes: ['functional'], required: true },
    { name: 'google-analytics', title: 'Google Analytics', purposes: ['analytics'], cookies: [/^_ga/, '_gid'] },
    { name: 'meta-pixel', title: 'Piksel Meta', purposes: ['marketing'], cookies: ['_fbp'] },
  ],
};
