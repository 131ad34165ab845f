/*
 * Squarespace's own visitor analytics on a site (its "universal" scripts): the visitor and visit
 * cookies `ss_cvr` (two years) and `ss_cvt` (30 minutes) and a first-party hit to /api/census/RecordHit.
 * With the restrictive cookie policy they wait until the banner's "performance" answer is "true";
 * without it they run for everyone.
 */
(function () {
  var settings = ((window.Static && window.Static.SQUARESPACE_CONTEXT) || {}).cookieSettings || {};
  var done = false;
  function allowed() {
    if (!settings.isRestrictiveCookiePolicyEnabled) return true;
    return /(?:^|;\s*)ss_performanceCookiesAllowed=true/.test(document.cookie);
  }
  function uuid() {
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 3) | 8).toString(16);
    });
  }
  function record() {
    if (done || !allowed()) return;
    done = true;
    var now = Date.now();
    var visitor = (document.cookie.match(/(?:^|;\s*)ss_cvr=([^;]*)/) || [])[1];
    if (!visitor) visitor = uuid() + '|' + now + '|' + now + '|' + now + '|1';
    document.cookie = 'ss_cvr=' + visitor + '; path=/; max-age=' + 2 * 365 * 24 * 3600 + '; SameSite=Lax';
    document.cookie = 'ss_cvt=' + now + '; path=/; max-age=1800; SameSite=Lax';
    navigator.sendBeacon('/api/census/RecordHit', JSON.stringify({ url: location.pathname, referrer: document.referrer }));
  }
  document.addEventListener('sqs-cookie-banner-choice', record);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', record);
  else record();
})();
