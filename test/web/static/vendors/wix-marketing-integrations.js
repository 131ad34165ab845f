/*
 * Stand-in for a Wix site's marketing integrations (Google Analytics, Facebook Pixel connected in the
 * site's Marketing Integrations): Wix loads each only when the visitor's consent policy allows its
 * category — analytics for GA4, advertising for the Meta pixel — on load and when the policy changes
 * (`consentPolicyChanged`). The ids come from the script tag (data-ga4, data-meta-pixel).
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

  function run() {
    var manager = window.consentPolicyManager;
    if (!manager) return;
    var policy = manager.getCurrentConsentPolicy().policy;
    if (ga4 && policy.analytics && !started.ga4) {
      started.ga4 = true;
      window.dataLayer = window.dataLayer || [];
      window.gtag = function () {
        window.dataLayer.push(arguments);
      };
      window.gtag('js', new Date());
      window.gtag('config', ga4);
      load('https://www.googletagmanager.com/gtag/js?id=' + ga4);
    }
    if (metaPixel && policy.advertising && !started.meta) {
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
  }

  window.addEventListener('consentPolicyChanged', run);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
})();
