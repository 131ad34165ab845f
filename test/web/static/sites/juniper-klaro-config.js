/*
 * Klaro! configuration of juniper-yoga.example: the choice in localStorage ("klaro", with
 * cookieExpiresAfterDays for the record), services grouped by purpose in the modal, a required
 * "session" service, Google Analytics off by default, the Meta pixel pre-ticked (default: true, so it
 * is on in "Let me choose" until unticked, but loads only after "Accept"/"Save"), LinkedIn Insight as
 * an opt-out service (optOut + default: Klaro loads it before any choice), and the class video on
 * YouTube behind Klaro's contextual consent (a placeholder until "youtube" is allowed).
 */
window.klaroConfig = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'localStorage',
  storageName: 'klaro',
  cookieExpiresAfterDays: 180,
  lang: 'en',
  default: false,
  mustConsent: false,
  acceptAll: true,
  hideDeclineAll: false,
  hideLearnMore: false,
  groupByPurpose: true,
  privacyPolicy: '/privacy',
  translations: {
    en: {
      consentNotice: { description: 'Hi! We use cookies and similar technologies for {purposes}. You can decline or choose which services to allow.' },
      purposes: { analytics: 'Analytics', marketing: 'Marketing', functional: 'Essential functions', media: 'Videos' },
    },
  },
  services: [
    { name: 'session', title: 'Class booking session', purposes: ['functional'], required: true },
    { name: 'google-analytics', title: 'Google Analytics', purposes: ['analytics'], cookies: [/^_ga/, '_gid'] },
    { name: 'meta-pixel', title: 'Meta pixel', purposes: ['marketing'], default: true, cookies: ['_fbp'] },
    { name: 'linkedin', title: 'LinkedIn Insight', purposes: ['marketing'], optOut: true, default: true, cookies: ['li_fat_id'] },
    { name: 'youtube', title: 'YouTube', purposes: ['media'], contextualConsentOnly: false },
  ],
};
