/*
 * quietpine-studio.example's retired GDPR cookie notice: it would show #cookie-notice to a visitor
 * who has not dismissed it — but the notice markup was removed when the studio dropped every
 * non-essential cookie, so it finds nothing and does nothing.
 */
(function () {
  var notice = document.getElementById('cookie-notice');
  if (!notice || localStorage.getItem('cookieNoticeDismissed') === '1') return;
  notice.hidden = false;
  notice.querySelector('button').addEventListener('click', function () {
    localStorage.setItem('cookieNoticeDismissed', '1');
    notice.hidden = true;
  });
})();
