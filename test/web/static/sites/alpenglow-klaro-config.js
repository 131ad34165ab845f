/*
 * Klaro! configuration of alpenglow-outfitters.example, following Klaro's documented Google Consent
 * Mode set-up: the page sets every consent type to "denied" before Google Tag Manager loads, and
 * the two Klaro services send gtag('consent', 'update', …) when they are accepted or declined.
 * The GTM container (GTM-ALPGLW1) fires GA4 and PostHog on analytics_storage, Google Ads, the Meta
 * and TikTok pixels and Microsoft UET on ad_storage. The choice is kept in the `klaro` cookie; on
 * every later page view Klaro applies it again (onAccept/onDecline run at start-up).
 */
window.klaroConfig = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'cookie',
  storageName: 'klaro',
  cookieExpiresAfterDays: 180,
  lang: 'en',
  default: false,
  mustConsent: false,
  acceptAll: true,
  hideDeclineAll: false,
  hideLearnMore: false,
  noticeAsModal: false,
  htmlTexts: true,
  privacyPolicy: '/privacy',
  translations: {
    en: {
      consentNotice: {
        description: 'We use cookies and similar technologies for {purposes}. Analytics help us improve the shop; advertising partners measure our campaigns. You can decline, or choose which services to allow.',
      },
      purposes: { analytics: 'Analytics', advertising: 'Advertising', functional: 'Essential functions' },
    },
  },
  services: [
    { name: 'essential', title: 'Shop essentials (cart, chat)', purposes: ['functional'], required: true },
    {
      name: 'analytics',
      title: 'Google Analytics and PostHog',
      purposes: ['analytics'],
      cookies: [/^_ga/, /^ph_/],
      onAccept: "gtag('consent', 'update', { analytics_storage: 'granted' });",
      onDecline: "gtag('consent', 'update', { analytics_storage: 'denied' });",
    },
    {
      name: 'advertising',
      title: 'Google Ads, Meta, TikTok and Microsoft Advertising',
      purposes: ['advertising'],
      cookies: ['_gcl_au', '_fbp', '_ttp', /^_uet/],
      onAccept: "gtag('consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });",
      onDecline: "gtag('consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });",
    },
  ],
};
