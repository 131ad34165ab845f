/*
 * Imitation of Fathom Analytics' cdn.usefathom.com/script.js: reads data-site from its own tag and
 * counts the page view with an image request to cdn.usefathom.com/?… (hostname, path, referrer, site
 * id, a cache-buster). No cookie, no storage, no identifier kept between page views; SPA route
 * changes are counted on history.pushState.
 */
(function () {
  var tag = document.currentScript || document.querySelector('script[data-site]');
  var site = tag && tag.getAttribute('data-site');
  if (!site) return;
  function trackPageview() {
    var params = {
      h: location.protocol + '//' + location.hostname,
      p: location.pathname,
      r: document.referrer ? document.referrer.split('?')[0] : '',
      sid: site,
      qs: '{}',
      cid: Math.floor(Math.random() * 1e8) + 1,
    };
    var query = Object.keys(params).map(function (k) { return k + '=' + encodeURIComponent(params[k]); }).join('&');
    var img = document.createElement('img');
    img.setAttribute('alt', '');
    img.setAttribute('aria-hidden', 'true');
    img.style.position = 'absolute';
    img.src = 'https://cdn.usefathom.com/?' + query;
    img.addEventListener('load', function () { img.remove(); });
    document.body.appendChild(img);
  }
  window.fathom = { trackPageview: trackPageview, trackEvent: function () {} };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', trackPageview);
  else trackPageview();
})();
