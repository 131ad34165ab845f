/*
 * vanilla-cookieconsent v3 set-up of harrowgate-inn.example: no "Reject all" anywhere. The first layer
 * has "Accept" and "Customise"; Customise opens the preferences modal, whose switches are off until
 * the visitor turns them on and whose only buttons are "Confirm my choices" (save the switches as they
 * are) and "Accept all". A refusal is "Confirm my choices" with every switch off. Google Analytics
 * and the Meta pixel are gated (type="text/plain" data-category).
 */
CookieConsent.run({
  revision: 1,
  guiOptions: {
    consentModal: { layout: 'box', position: 'bottom left' },
    preferencesModal: { layout: 'box' },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    analytics: { enabled: false, autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
    marketing: { enabled: false, autoClear: { cookies: [{ name: '_fbp' }] } },
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Your stay, your cookies',
          description: 'We use cookies to understand how guests find us and to measure our advertising. You can choose which ones we use.',
          acceptAllBtn: 'Accept',
          showPreferencesBtn: 'Customise',
        },
        preferencesModal: {
          title: 'Customise cookies',
          acceptAllBtn: 'Accept all',
          savePreferencesBtn: 'Confirm my choices',
          closeIconLabel: 'Close',
          sections: [
            { title: 'Strictly necessary', description: 'Bookings and payment.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Google Analytics tells us which rooms and offers guests look at.', linkedCategory: 'analytics' },
            { title: 'Marketing', description: 'The Meta pixel measures our adverts.', linkedCategory: 'marketing' },
          ],
        },
      },
    },
  },
});
