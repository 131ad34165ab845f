/*
 * Page side of the banner-fr.example consent banner: shows the banner iframe when no choice is stored,
 * runs the gated scripts of the accepted categories, and removes the iframe once the visitor chose.
 */
(function () {
  var kit = window.ConsentKit;
  var frame = document.getElementById('bandeau-cookies');
  var stored = kit.getCookie('choix_cookies');
  if (stored) {
    frame.remove();
    if (stored === 'accepte') kit.activate(['analytics', 'marketing']);
    return;
  }
  frame.src = '/consentement/bandeau';
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || !event.data || event.data.type !== 'choix-cookies') return;
    kit.activate(event.data.categories);
    frame.remove();
  });
})();
