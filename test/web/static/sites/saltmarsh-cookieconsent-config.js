/*
 * Osano cookieconsent v3 set-up of saltmarsh-gazette.example: type 'info' — a notice with one button,
 * "Got it!", which stores cookieconsent_status=dismiss. No choice is offered: Google Analytics and
 * LinkedIn Insight are plain tags of the page.
 */
window.cookieconsent.initialise({
  type: 'info',
  theme: 'edgeless',
  position: 'bottom',
  palette: { popup: { background: '#264653' }, button: { background: '#2a9d8f' } },
  content: {
    message: 'This website uses cookies to ensure you get the best experience on our website.',
    dismiss: 'Got it!',
    link: 'Learn more',
    href: '/privacy',
  },
});
