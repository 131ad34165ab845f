/*
 * Orejime 3 set-up of fietsmaker.example, in Dutch (orejime-standard-nl.js): forceModal — the
 * preferences modal opens at once instead of the banner, with "Alles accepteren" and "Alles weigeren"
 * at the top of the purpose list. Audience measurement (Google Analytics) and advertising (the Meta
 * pixel) wait in <template data-purpose>; the choice is kept in the "eu-consent" cookie.
 */
window.orejimeConfig = {
  privacyPolicyUrl: '/privacy',
  forceModal: true,
  purposes: [
    { id: 'session', title: 'Sessie', description: 'Onthoudt je winkelmand.', isMandatory: true },
    { id: 'audience', title: 'Bezoekersstatistieken', description: 'Google Analytics telt bezoeken.', cookies: [/^_ga/, '_gid'] },
    { id: 'advertising', title: 'Advertenties', description: 'De Meta-pixel meet onze campagnes.', cookies: ['_fbp'] },
  ],
};
