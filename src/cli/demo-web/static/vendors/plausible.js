/*
 * Fake Plausible Analytics script, served by the consentry fixture web at
 * https://plausible.io/js/script.js (and its extension variants, e.g. script.outbound-links.js).
 *
 * Cookieless, like the real one: no cookie, no storage. It sends each page view (and
 * `plausible(name, { props })` events) as a text/plain POST of JSON to the `data-api` endpoint
 * or https://plausible.io/api/event. Like the real script it stays silent on localhost and when
 * `navigator.webdriver` is true.
 */
(function () {
  var script = document.currentScript;
  var endpoint = (script && script.getAttribute('data-api')) || (script ? new URL(script.src).origin : 'https://plausible.io') + '/api/event';
  var domain = (script && script.getAttribute('data-domain')) || location.hostname;

  function trigger(name, options) {
    if (/^localhost$|^127(\.[0-9]+){3}$|^\[::1?\]$/.test(location.hostname) || location.protocol === 'file:') return;
    if (window._phantom || window.__nightmare || navigator.webdriver || window.Cypress) return;
    var payload = { n: name, u: location.href, d: domain, r: document.referrer || null };
    if (options && options.props) payload.p = options.props;
    var request = new XMLHttpRequest();
    request.open('POST', endpoint, true);
    request.setRequestHeader('Content-Type', 'text/plain');
    request.send(JSON.stringify(payload));
    request.onreadystatechange = function () {
      if (request.readyState === 4 && options && options.callback) options.callback({ status: request.status });
    };
  }

  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = trigger;
  for (var i = 0; i < queue.length; i++) trigger.apply(this, queue[i]);

  var lastPath;
  function page() {
    if (lastPath === location.pathname) return;
    lastPath = location.pathname;
    trigger('pageview');
  }
  var pushState = history.pushState;
  history.pushState = function () {
    pushState.apply(this, arguments);
    page();
  };
  window.addEventListener('popstate', page);
  if (document.visibilityState === 'prerender') {
    document.addEventListener('visibilitychange', function () {
      if (!lastPath && document.visibilityState === 'visible') page();
    });
  } else {
    page();
  }
})();
