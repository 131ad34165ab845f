/*
 * The hand-made banner of replay-rr-after-accept.example: "Accept all" stores `site_consent=all` and
 * runs the scripts gated as analytics (the session recorder); "Reject all" stores
 * `site_consent=necessary` and runs nothing. A stored choice is applied on every page view.
 */
(function () {
  var kit = window.ConsentKit;
  var banner = document.getElementById('cookie-strip');
  var stored = kit.getCookie('site_consent');
  if (stored) {
    if (stored === 'all') kit.activate(['analytics']);
    return;
  }
  banner.hidden = false;
  banner.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    var all = button.value === 'accept';
    kit.setCookie('site_consent', all ? 'all' : 'necessary', 180);
    if (all) kit.activate(['analytics']);
    banner.hidden = true;
  });
})();
