/*
 * Shared by the hand-made consent banners of the fixture web (banner-de, banner-fr, continue-without,
 * more-options, reject-noop): what a small site's own consent script does. It stores the visitor's
 * choice in a first-party cookie and runs the scripts it gated as
 * <script type="text/plain" data-category="…" [data-src="…"]> once their category is allowed.
 */
(function () {
  function setCookie(name, value, days) {
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = name + '=' + encodeURIComponent(value) + '; path=/; max-age=' + days * 86400 + '; SameSite=Lax' + secure;
  }

  function getCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }

  /** Runs every gated script of the given categories, in document order. */
  function activate(categories) {
    document.querySelectorAll('script[type="text/plain"][data-category]').forEach(function (gated) {
      if (categories.indexOf(gated.getAttribute('data-category')) < 0 || gated.hasAttribute('data-activated')) return;
      gated.setAttribute('data-activated', '');
      var script = document.createElement('script');
      if (gated.getAttribute('data-src')) {
        script.src = gated.getAttribute('data-src');
        script.async = true;
      } else {
        script.text = gated.text;
      }
      gated.after(script);
    });
  }

  window.ConsentKit = { setCookie: setCookie, getCookie: getCookie, activate: activate };
})();
