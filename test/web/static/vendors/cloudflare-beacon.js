/*
 * Imitation of Cloudflare Web Analytics' static.cloudflareinsights.com/beacon.min.js: reads the
 * token from data-cf-beacon and, once the page has loaded, posts the page's timings (navigation
 * timing, first paint, LCP) to cloudflareinsights.com/cdn-cgi/rum. No cookie, no storage, no
 * identifier: each page view is counted on its own.
 */
(function () {
  var tag = document.currentScript;
  var config = {};
  try { config = JSON.parse((tag && tag.getAttribute('data-cf-beacon')) || '{}'); } catch (e) { return; }
  if (!config.token) return;
  var lcp = 0;
  try {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      if (entries.length) lcp = Math.round(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch (e) {}
  function send() {
    var nav = performance.getEntriesByType('navigation')[0] || {};
    var paint = performance.getEntriesByName('first-contentful-paint')[0];
    var payload = {
      memory: {},
      timings: { domComplete: Math.round(nav.domComplete || 0), loadEventEnd: Math.round(nav.loadEventEnd || 0), responseStart: Math.round(nav.responseStart || 0) },
      firstPaint: paint ? Math.round(paint.startTime) : 0,
      largestContentfulPaint: lcp,
      location: location.origin + location.pathname,
      referrer: document.referrer ? new URL(document.referrer).origin : '',
      eventType: 1,
      siteToken: config.token,
      st: 2,
      si: 100,
      versions: { js: '2024.6.1' },
      pageloadId: crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2),
    };
    fetch('https://cloudflareinsights.com/cdn-cgi/rum', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }).catch(function () {});
  }
  if (document.readyState === 'complete') setTimeout(send, 0);
  else window.addEventListener('load', function () { setTimeout(send, 0); });
})();
