/*
 * Osano cookieconsent v3 set-up of ignores-choice.example. The banner asks for opt-in consent
 * ("Allow cookies" / "Decline") and stores the answer in the cookieconsent_status cookie — but the
 * site never acts on it: its trackers were loaded unconditionally in <head>, and the status-change
 * handler even reports the choice to Google Analytics and Meta.
 */
window.addEventListener('load', function () {
  window.cookieconsent.initialise({
    type: 'opt-in',
    theme: 'classic',
    position: 'bottom',
    palette: {
      popup: { background: '#23262d', text: '#ffffff' },
      button: { background: '#f1d600', text: '#000000' },
    },
    content: {
      message: 'We use cookies to personalise content and ads and to analyse our traffic.',
      allow: 'Allow cookies',
      deny: 'Decline',
      link: 'Learn more',
      href: '/privacy',
    },
    onStatusChange: function (status) {
      gtag('event', 'cookie_consent_update', { consent_status: status });
      fbq('trackCustom', 'ConsentChoice', { status: status });
    },
  });
});
