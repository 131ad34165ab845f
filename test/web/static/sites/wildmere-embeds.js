/*
 * Click-to-load placeholders of wildmere-lodge.example: each `.embed-gate` holds a self-hosted
 * preview, a notice naming the provider and a "Load video" / "Show map" button. Nothing of YouTube
 * or Google is requested until the visitor clicks the button — or has accepted the "media"
 * category in the cookie banner (then every placeholder loads at once).
 */
(function () {
  function load(gate) {
    if (gate.getAttribute('data-loaded')) return;
    gate.setAttribute('data-loaded', 'true');
    var frame = document.createElement('iframe');
    frame.src = gate.getAttribute('data-embed-src');
    frame.title = gate.getAttribute('data-embed-title') || '';
    frame.width = '560';
    frame.height = '315';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('loading', 'lazy');
    frame.setAttribute('allowfullscreen', '');
    gate.innerHTML = '';
    gate.appendChild(frame);
  }
  function all() { return Array.prototype.slice.call(document.querySelectorAll('.embed-gate')); }
  all().forEach(function (gate) {
    var button = gate.querySelector('button');
    if (button) button.addEventListener('click', function () { load(gate); });
  });
  window.wildmereEmbeds = {
    applyConsent: function () {
      if (window.CookieConsent && CookieConsent.acceptedCategory('media')) all().forEach(load);
    },
  };
  window.wildmereEmbeds.applyConsent();
})();
