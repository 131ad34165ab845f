/*
 * Hand-made banner of reject-noop.example whose "Reject all" does not register: it only hides the
 * banner for this page view and stores nothing, so the banner comes back on every visit. "Accept all"
 * stores `cookie_notice_accepted=true` and runs the gated marketing tags.
 */
(function () {
  var kit = window.ConsentKit;
  var banner = document.getElementById('cookie-strip');
  if (kit.getCookie('cookie_notice_accepted') === 'true') {
    kit.activate(['marketing']);
    return;
  }
  banner.hidden = false;
  banner.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    if (button.value === 'accept') {
      kit.setCookie('cookie_notice_accepted', 'true', 365);
      kit.activate(['marketing']);
    }
    banner.hidden = true; /* "reject": nothing stored, nothing remembered */
  });
})();
