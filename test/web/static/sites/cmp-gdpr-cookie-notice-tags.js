/*
 * cmp-gdpr-cookie-notice.example's tags, loaded per category on gdpr-cookie-notice's
 * gdprCookiesEnabled event (fired on a choice and, for a returning visitor, at start-up), as its
 * README shows: Google Analytics 4 for "analytics", the Meta pixel for "marketing".
 */
(function () {
  var loaded = {};
  function load(src) {
    var script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }
  document.addEventListener('gdprCookiesEnabled', function (event) {
    var enabled = event.detail || {};
    if (enabled.analytics && !loaded.analytics) {
      loaded.analytics = true;
      load('https://www.googletagmanager.com/gtag/js?id=G-GDPRNOTE01');
      window.dataLayer = window.dataLayer || [];
      window.gtag = function () {
        window.dataLayer.push(arguments);
      };
      window.gtag('js', new Date());
      window.gtag('config', 'G-GDPRNOTE01');
    }
    if (enabled.marketing && !loaded.marketing) {
      loaded.marketing = true;
      var fbq = (window.fbq = function () {
        fbq.callMethod ? fbq.callMethod.apply(fbq, arguments) : fbq.queue.push(arguments);
      });
      window._fbq = fbq;
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      fbq.queue = [];
      load('https://connect.facebook.net/en_US/fbevents.js');
      fbq('init', '6677889900112233');
      fbq('track', 'PageView');
    }
  });
})();
