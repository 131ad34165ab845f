/*
 * The web container a server-side Google Tag Manager serves from the site's own subdomain
 * (sgtm.<site>/gtm.js?id=GTM-…), with lodash bundled as `_` for its weight: reads the data layer
 * (Consent Mode state included), and sends GA4 hits to the tagging server at /g/collect on the same
 * subdomain, whose answer sets the first-party FPID cookie. The site loads it only once analytics is
 * accepted.
 */
(function () {
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : location.origin;
  var measurementId = 'G-CPRBECK01';
  var consent = { ad_storage: 'denied', analytics_storage: 'denied' };
  var dl = (window.dataLayer = window.dataLayer || []);
  function apply(entry) {
    if (entry && entry[0] === 'consent' && entry[2]) _.assign(consent, entry[2]);
  }
  _.forEach(dl, apply);
  var push = dl.push.bind(dl);
  dl.push = function () {
    _.forEach(arguments, apply);
    return push.apply(null, arguments);
  };
  function gcs() {
    return 'G1' + (consent.ad_storage === 'granted' ? '1' : '0') + (consent.analytics_storage === 'granted' ? '1' : '0');
  }
  function hit(name) {
    var params = {
      v: 2,
      tid: measurementId,
      gtm: '45je4b10v9' + _.random(100000, 999999),
      gcs: gcs(),
      en: name,
      dl: location.origin + location.pathname,
      dt: document.title,
      sr: screen.width + 'x' + screen.height,
      _p: Date.now(),
    };
    var query = _.map(params, function (value, key) { return key + '=' + encodeURIComponent(value); }).join('&');
    fetch(origin + '/g/collect?' + query, { method: 'POST', credentials: 'include', keepalive: true, mode: 'no-cors' }).catch(function () {});
  }
  hit('page_view');
  setTimeout(function () { hit('user_engagement'); }, 5000);
})();
