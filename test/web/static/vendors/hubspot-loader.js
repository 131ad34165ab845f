/*
 * HubSpot's tracking loader (js.hs-scripts.com/<portal>.js) as it behaves on a portal whose cookie
 * policy asks for consent before tracking: it loads the cookie banner (js.hs-banner.com) and the
 * analytics script (js.hs-analytics.net) only once the visitor has opted in. A fixture imitation of
 * the markup and cookies HubSpot writes; HubSpot's own code is not on npm.
 */
(function () {
  var portal = (document.currentScript && document.currentScript.src.match(/(\d+)\.js/)) || [];
  var portalId = portal[1] || '0';
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? match[1] : null;
  }
  function load(src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
  window._hsq = window._hsq || [];
  window._hsp = window._hsp || [];
  window._hsp.push(['addPrivacyConsentListener', function () {}]);
  var optOut = cookie('__hs_opt_out');
  if (optOut === 'no') load('https://js.hs-analytics.net/analytics/1732700000000/' + portalId + '.js');
  if (optOut === null) load('https://js.hs-banner.com/v2/' + portalId + '/banner.js');
})();
