/*
 * Fake Hotjar bootstrap, served by the consentry fixture web at
 * https://static.hotjar.com/c/hotjar-<siteId>.js?sv=6.
 *
 * Like the real script it reads `window._hjSettings`, sets the first-party cookies
 * `_hjSessionUser_<siteId>` (one year) and `_hjSession_<siteId>` (30 minutes) by script — both
 * base64-encoded JSON — reports the visit to in.hotjar.com and loads the recording module from
 * script.hotjar.com, which streams page events to vc.hotjar.io.
 */
(function () {
  // The site's settings (recording on or off), written in by the server per site id.
  var SITE_RECORDING = true;
  var script = document.currentScript;
  var settings = window._hjSettings || {};
  var fromPath = script && script.src.match(/hotjar-(\d+)\.js/);
  var siteId = settings.hjid || (fromPath && Number(fromPath[1]));
  if (!siteId) return;
  var hj = (window.hj = window.hj || function () { (hj.q = hj.q || []).push(arguments); });
  if (hj.fixtureBootstrapped) return;
  hj.fixtureBootstrapped = true;

  function getCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? match[1] : null;
  }
  function setCookie(name, value, maxAgeSeconds) {
    var labels = location.hostname.split('.');
    for (var i = Math.max(labels.length - 2, 0); i >= 0; i--) {
      document.cookie = name + '=' + value + '; domain=' + labels.slice(i).join('.') + '; path=/; max-age=' + maxAgeSeconds + '; SameSite=Lax';
      if (getCookie(name) === value) return;
    }
    document.cookie = name + '=' + value + '; path=/; max-age=' + maxAgeSeconds + '; SameSite=Lax';
  }
  function readJsonCookie(name) {
    try {
      return JSON.parse(atob(getCookie(name) || ''));
    } catch (error) {
      return null;
    }
  }

  var now = Date.now();
  var userCookie = '_hjSessionUser_' + siteId;
  var sessionCookie = '_hjSession_' + siteId;
  var user = readJsonCookie(userCookie);
  if (user) user.existing = true;
  else user = { id: crypto.randomUUID(), created: now, existing: false };
  setCookie(userCookie, btoa(JSON.stringify(user)), 31536000);
  var session = readJsonCookie(sessionCookie) || { id: crypto.randomUUID(), c: now, s: 0, r: 1, sb: 0, sr: 0, se: 0, fs: 1, sp: 0 };
  setCookie(sessionCookie, btoa(JSON.stringify(session)), 1800);

  window.hjSiteSettings = { site_id: siteId, user_id: user.id, session_id: session.id, record: SITE_RECORDING, r: 1 };
  var version = settings.hjsv || 6;
  fetch('https://in.hotjar.com/api/v2/client/sites/' + siteId + '/visit-data?sv=' + version, {
    method: 'POST',
    credentials: 'include',
    body: JSON.stringify({
      user_id: user.id, session_id: session.id, page_url: location.href, referrer: document.referrer,
      window_width: innerWidth, window_height: innerHeight, is_new_user: !user.existing,
    }),
  }).catch(function () {});

  var module = document.createElement('script');
  module.async = true;
  module.src = 'https://script.hotjar.com/modules.9c6c8f1e2a3b4d5e6f70.js';
  (document.head || document.documentElement).appendChild(module);
})();
