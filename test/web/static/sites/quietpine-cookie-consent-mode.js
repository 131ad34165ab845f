/*
 * quietpine-studio.example's leftover consent plumbing: reads the `cookie_prefs` cookie the studio's
 * old banner used to write, publishes the (all off) preferences for the page's scripts, and offers
 * openCookieSettings() for a footer link that points to the privacy policy. Nothing is shown, and
 * no tag on the site reads it any more.
 */
(function () {
  var match = document.cookie.match(/(?:^|; )cookie_prefs=([^;]*)/);
  var stored = match ? decodeURIComponent(match[1]).split(',') : [];
  window.cookiePreferences = {
    necessary: true,
    analytics: stored.indexOf('analytics') >= 0,
    marketing: stored.indexOf('marketing') >= 0,
  };
  window.openCookieSettings = function () {
    location.href = '/privacy#cookies';
  };
})();
