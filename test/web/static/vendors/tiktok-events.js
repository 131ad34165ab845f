/*
 * Fake TikTok pixel (events.js), served by the consentry fixture web at
 * https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=<pixel code>&lib=ttq.
 *
 * Behaves like the real pixel where a consent scanner can observe it:
 *  - replaces the snippet's queued `ttq` methods and replays the queue;
 *  - sets the first-party `_ttp` cookie (13 months) by script;
 *  - `ttq.identify({ email, phone_number, external_id })` normalises (trim, lower case; phone digits
 *    with a leading +) and SHA-256 hashes the values, then sends them with every later event in
 *    `context.user`;
 *  - `ttq.page()` sends a `Pageview`, `ttq.track(event, properties)` an event, each as JSON
 *    `{event, event_id, timestamp, pixel_code, context: {page, user, library}, properties}` by
 *    POST to https://analytics.tiktok.com/api/v2/pixel.
 */
(function () {
  var name = window.TiktokAnalyticsObject || 'ttq';
  var ttq = window[name];
  if (!ttq || ttq.fixtureRuntime) return;
  ttq.fixtureRuntime = true;

  var script = document.currentScript;
  var pixelCode = script ? new URL(script.src).searchParams.get('sdkid') : '';
  var ENDPOINT = 'https://analytics.tiktok.com/api/v2/pixel';

  function getCookie(cookieName) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + cookieName + '=([^;]*)'));
    return match ? match[1] : null;
  }
  var ttp = getCookie('_ttp');
  if (!ttp) {
    ttp = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
    document.cookie = '_ttp=' + ttp + '; path=/; max-age=34190000; SameSite=Lax';
  }
  function sha256Hex(text) {
    return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (digest) {
      return Array.prototype.map.call(new Uint8Array(digest), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
    });
  }

  var user = Promise.resolve({});
  var chain = Promise.resolve();
  function identify(data) {
    var keys = Object.keys(data || {});
    user = Promise.all(keys.map(function (key) {
      var value = String(data[key]).trim().toLowerCase();
      if (key === 'phone_number') value = '+' + value.replace(/\D/g, '');
      return sha256Hex(value).then(function (hash) { return [key, hash]; });
    })).then(function (pairs) {
      var out = {};
      pairs.forEach(function (pair) { out[pair[0]] = pair[1]; });
      return out;
    });
  }
  function send(event, properties) {
    // Events leave in call order, each with the user data known at that point.
    chain = chain.then(function () { return user; }).then(function (userData) {
      var payload = {
        event: event,
        event_id: Math.random().toString(36).slice(2),
        timestamp: new Date().toISOString(),
        pixel_code: pixelCode,
        context: {
          page: { url: location.href, referrer: document.referrer },
          user: Object.assign({ anonymous_id: ttp }, userData),
          library: { name: 'pixel.js', version: '2.2.1' },
        },
        properties: properties || {},
      };
      return fetch(ENDPOINT, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
        .catch(function () {});
    });
  }

  var methods = {
    page: function () { send('Pageview', {}); },
    track: function (event, properties) { send(event, properties); },
    identify: identify,
    load: function () {},
  };
  var queued = Array.prototype.slice.call(ttq);
  ttq.length = 0;
  Object.keys(methods).forEach(function (method) { ttq[method] = methods[method]; });
  queued.forEach(function (call) {
    var method = methods[call[0]];
    if (method) method.apply(ttq, call.slice(1));
  });
})();
