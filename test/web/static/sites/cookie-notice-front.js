/*
 * Fixture imitation of the "Cookie Notice & Compliance for GDPR / CCPA" WordPress plugin's front
 * script (wp-content/plugins/cookie-notice/js/front.min.js), written from its public behaviour — not
 * the plugin's code. It reads `cnArgs` (printed by wp_add_inline_script before it), shows the
 * #cookie-notice bar when no `cookie_notice_accepted` cookie is set, and on a click of a
 * [data-cookie-set] control stores `cookie_notice_accepted=true|false` (the close icon also carries
 * data-cookie-set="accept"), hides the bar and sets the body classes. The plugin's "script blocking"
 * code is printed by WordPress on the next page view once the cookie is `true`; with `redirection`
 * the page reloads after an acceptance.
 */
(function () {
  'use strict';
  var args = window.cnArgs || {};
  var name = args.cookieName || 'cookie_notice_accepted';

  function read() {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }

  function bodyClasses(value) {
    var body = document.body.classList;
    body.remove('cookies-not-set', 'cookies-set', 'cookies-accepted', 'cookies-refused');
    if (value === null) body.add('cookies-not-set');
    else body.add('cookies-set', value === 'true' ? 'cookies-accepted' : 'cookies-refused');
  }

  function setStatus(value) {
    var seconds = parseInt(value === 'true' ? args.cookieTime : args.cookieTimeRejected, 10) || 2592000;
    var expires = new Date(Date.now() + seconds * 1000).toUTCString();
    document.cookie =
      name + '=' + value + ';expires=' + expires + ';path=/' +
      (location.protocol === 'https:' ? ';secure' : '') + ';SameSite=Lax';
    var notice = document.getElementById('cookie-notice');
    if (notice) {
      notice.classList.remove('cookie-notice-visible');
      notice.classList.add('cookie-notice-hidden');
    }
    bodyClasses(value);
    var event = new CustomEvent('setCookieNotice', { detail: { value: value, data: {} } });
    document.dispatchEvent(event);
    if (value === 'true' && args.redirection) window.location.reload();
  }

  function init() {
    var notice = document.getElementById('cookie-notice');
    var status = read();
    bodyClasses(status);
    if (!notice) return;
    notice.addEventListener('click', function (event) {
      var control = event.target.closest('[data-cookie-set]');
      if (control) {
        event.preventDefault();
        setStatus(control.getAttribute('data-cookie-set') === 'accept' ? 'true' : 'false');
        return;
      }
      var more = event.target.closest('#cn-more-info');
      if (more) {
        event.preventDefault();
        var url = more.getAttribute('data-link-url');
        if (more.getAttribute('data-link-target') === '_blank') window.open(url, '_blank');
        else window.location.href = url;
      }
    });
    if (status === null) {
      notice.classList.remove('cookie-notice-hidden');
      notice.classList.add('cookie-notice-visible');
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
  window.cnSetCookieNotice = setStatus;
})();
