/*
 * The cookie banner of emberline-grocers.example, the site's own code. The server renders the
 * banner only when no choice is stored, and renders the Google tag and the Meta pixel only when the
 * stored choice allows them. The browser never sees the choice: the buttons POST it to /consent,
 * whose response sets the HttpOnly `emberline_consent` cookie; the banner then goes away, and the
 * next page the server renders carries (or not) the tags.
 */
(function () {
  var banner = document.getElementById('emberline-consent');
  if (!banner) return;
  function choose(analytics, marketing) {
    banner.setAttribute('aria-busy', 'true');
    fetch('/consent', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ analytics: analytics, marketing: marketing }),
    })
      .then(function (response) {
        if (!response.ok) throw new Error('consent not saved');
        banner.remove();
      })
      .catch(function () {
        banner.removeAttribute('aria-busy');
      });
  }
  banner.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-consent]');
    if (!button) return;
    var all = button.getAttribute('data-consent') === 'all';
    choose(all, all);
  });
})();
