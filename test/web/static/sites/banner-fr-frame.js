/*
 * Hand-made French consent banner of banner-fr.example, running INSIDE a same-origin iframe that the
 * page overlays at the bottom of the viewport. First layer: "Tout accepter" · "Tout refuser" ·
 * "Personnaliser"; the second layer has two unticked toggles and "Enregistrer mes choix". The choice
 * is stored in the first-party cookie `choix_cookies` ("accepte" / "refuse" / JSON) and posted to the
 * parent page, which runs the gated scripts of the accepted categories and removes the iframe.
 */
(function () {
  var kit = window.ConsentKit;
  function finish(value, categories) {
    kit.setCookie('choix_cookies', value, 180);
    parent.postMessage({ type: 'choix-cookies', categories: categories }, location.origin);
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    var choix = button.getAttribute('data-choix');
    if (choix === 'tout') finish('accepte', ['analytics', 'marketing']);
    if (choix === 'rien') finish('refuse', []);
    if (choix === 'personnaliser') {
      document.querySelector('.reglages').hidden = false;
      button.hidden = true;
      document.querySelector('[data-choix="enregistrer"]').hidden = false;
    }
    if (choix === 'enregistrer') {
      var audience = document.querySelector('[name="audience"]').checked;
      var publicite = document.querySelector('[name="publicite"]').checked;
      var categories = [];
      if (audience) categories.push('analytics');
      if (publicite) categories.push('marketing');
      finish(JSON.stringify({ audience: audience, publicite: publicite }), categories);
    }
  });
})();
