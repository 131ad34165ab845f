/*
 * HubSpot's analytics script (js.hs-analytics.net/analytics/<ts>/<portal>.js): sets the visitor
 * cookies (hubspotutk, __hstc, __hssc, __hssrc) and sends the page view to track.hubspot.com.
 */
(function () {
  var YEAR = 60 * 60 * 24 * 395;
  var now = Date.now();
  var utk = Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32);
  function setCookie(name, value, maxAge) {
    document.cookie = name + '=' + value + (maxAge ? '; max-age=' + maxAge : '') + '; path=/; SameSite=Lax';
  }
  setCookie('hubspotutk', utk, YEAR);
  setCookie('__hstc', ['1234567', utk, now, now, now, 1].join('.'), YEAR);
  setCookie('__hssc', ['1234567', 1, now].join('.'), 30 * 60);
  setCookie('__hssrc', '1');
  var pixel = new Image();
  pixel.src =
    'https://track.hubspot.com/__pto.gif?k=1&v=1.1&a=1234567&vi=' + utk + '&t=' + encodeURIComponent(document.title);
})();
