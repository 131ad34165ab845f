/*
 * Osano cookieconsent v3 set-up of copperleaf-kitchen.example (the library from jsDelivr). The banner
 * asks for opt-in consent ("Allow cookies" / "Decline") and stores the answer in cookieconsent_status,
 * but Google Analytics and the Meta pixel are plain <script> tags in <head>: they fire on every page
 * view whatever the visitor chose. The status change is only reported to the data layer.
 */
window.addEventListener('load', function () {
  window.cookieconsent.initialise({
    type: 'opt-in',
    theme: 'edgeless',
    position: 'bottom',
    palette: {
      popup: { background: '#3b2f2f', text: '#fdf6ec' },
      button: { background: '#c8553d', text: '#ffffff' },
    },
    content: {
      message: 'We use cookies to understand which recipes you love and to show you relevant ads.',
      allow: 'Allow cookies',
      deny: 'Decline',
      link: 'Cookie policy',
      href: '/privacy',
    },
    onStatusChange: function (status) {
      window.dataLayer = window.dataLayer || [];
      window.dataLayer.push({ event: 'cookie_consent_status', status: status });
    },
  });
});
