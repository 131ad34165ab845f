/*
 * Orejime 3 configuration of cmp-orejime.example (the library's documented set-up: window.orejimeConfig
 * before orejime-standard-en.js). Orejime 3 keeps the choice in a JSON cookie named "eu-consent" by default.
 * "session" is mandatory; audience measurement (Google Analytics) and advertising (the Meta pixel) are
 * optional, their tags wrapped in <template data-purpose="…"> until allowed. The banner offers "Accept",
 * "Decline" and "Configure".
 */
window.orejimeConfig = {
  privacyPolicyUrl: '/privacy',
  purposes: [
    { id: 'session', title: 'Session', description: 'Keeps your basket between pages.', isMandatory: true },
    { id: 'audience', title: 'Audience measurement', description: 'Google Analytics counts visits.', cookies: [/^_ga/, '_gid'] },
    { id: 'advertising', title: 'Advertising', description: 'The Meta pixel measures our campaigns.', cookies: ['_fbp'] },
  ],
};
