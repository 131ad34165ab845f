/*
 * Stand-in for Shopify's web pixels manager on a storefront: the apps' pixels (Google & YouTube's
 * GA4, Facebook & Instagram's Meta pixel) run only when the Customer Privacy API allows their purpose
 * (analytics for GA4, marketing for Meta), on load and again when the visitor answers the banner
 * (`visitorConsentCollected`). The ids come from the script tag (data-ga4, data-meta-pixel).
 */
(function () {
  var script = document.currentScript;
  var ga4 = script && script.getAttribute('data-ga4');
  var metaPixel = script && script.getAttribute('data-meta-pixel');
  var started = { ga4: false, meta: false };

  function load(src) {
    var tag = document.createElement('script');
    tag.async = true;
    tag.src = src;
    document.head.appendChild(tag);
  }

  function startGa4() {
    if (!ga4 || started.ga4) return;
    started.ga4 = true;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () {
      window.dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', ga4);
    load('https://www.googletagmanager.com/gtag/js?id=' + ga4);
  }

  function startMeta() {
    if (!metaPixel || started.meta) return;
    started.meta = true;
    if (!window.fbq) {
      var n = (window.fbq = function () {
        n.callMethod ? n.callMethod.apply(n, arguments) : n.queue.push(arguments);
      });
      if (!window._fbq) window._fbq = n;
      n.push = n;
      n.loaded = true;
      n.version = '2.0';
      n.queue = [];
      load('https://connect.facebook.net/en_US/fbevents.js');
    }
    window.fbq('init', metaPixel);
    window.fbq('track', 'PageView');
  }

  function run() {
    var privacy = window.Shopify.customerPrivacy;
    if (privacy.analyticsProcessingAllowed()) startGa4();
    if (privacy.marketingAllowed()) startMeta();
  }

  document.addEventListener('visitorConsentCollected', function () {
    run();
  });
  window.Shopify.loadFeatures([{ name: 'consent-tracking-api', version: '0.1' }], function (error) {
    if (!error) run();
  });
})();
