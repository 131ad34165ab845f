/*
 * Fake Meta pixel (fbevents.js), served by the consentry fixture web at
 * https://connect.facebook.net/<locale>/fbevents.js.
 *
 * Behaves like the real pixel where a consent scanner can observe it:
 *  - sets the first-party `_fbp` cookie by script (and `_fbc` when the URL has `fbclid`);
 *  - `fbq('init', pixelId, userData)` loads the pixel's configuration from
 *    connect.facebook.net/signals/config/<pixelId>; advanced-matching user data is normalised and
 *    SHA-256 hashed into `ud[<key>]` as the real pixel does;
 *  - `fbq('track' | 'trackCustom', event, customData)` sends an image request to
 *    https://www.facebook.com/tr/?id=<pixel>&ev=<event>&dl=<page URL>&cd[<key>]=<value>…;
 *  - `fbq('consent', 'revoke' | 'grant')` pauses and resumes sending;
 *  - `fbq('dataProcessingOptions', ['LDU'], country, state)` (Limited Data Use, how US sites honour a
 *    "Do Not Sell" opt-out without removing the pixel) adds `dpo`, `dpoco` and `dpost` to every hit.
 */
(function () {
  var fbq = window.fbq;
  if (!fbq) {
    fbq = window.fbq = function () {
      fbq.callMethod ? fbq.callMethod.apply(fbq, arguments) : fbq.queue.push(arguments);
    };
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    if (!window._fbq) window._fbq = fbq;
  }
  if (fbq.fixtureRuntime) return;
  fbq.fixtureRuntime = true;

  function getCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? match[1] : null;
  }
  function setCookie(name, value, maxAgeSeconds) {
    var labels = location.hostname.split('.');
    for (var i = Math.max(labels.length - 2, 0); i >= 0; i--) {
      document.cookie = name + '=' + value + '; domain=' + labels.slice(i).join('.') + '; path=/; max-age=' + maxAgeSeconds + '; SameSite=Lax';
      if (getCookie(name) === value) return;
    }
    document.cookie = name + '=' + value + '; path=/; max-age=' + maxAgeSeconds + '; SameSite=Lax';
  }
  function sha256Hex(text) {
    if (!window.crypto || !crypto.subtle) return Promise.resolve(null);
    return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (digest) {
      return Array.prototype.map.call(new Uint8Array(digest), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
    });
  }

  var VERSION = '2.9.180';
  var NINETY_DAYS = 7776000;
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : 'https://connect.facebook.net';
  var loadedAt = Date.now();
  var fbp = getCookie('_fbp');
  if (!fbp) {
    fbp = 'fb.1.' + Date.now() + '.' + Math.floor(Math.random() * 2147483647);
    setCookie('_fbp', fbp, NINETY_DAYS);
  }
  var fbclid = new URLSearchParams(location.search).get('fbclid');
  if (fbclid) setCookie('_fbc', 'fb.1.' + Date.now() + '.' + fbclid, NINETY_DAYS);

  var pixels = {};
  var pixelIds = [];
  var plugins = {};
  var revoked = false;
  fbq.registerPlugin = function (name, plugin) {
    plugins[name] = plugin;
  };

  function hashUserData(userData) {
    var keys = Object.keys(userData || {});
    return Promise.all(keys.map(function (key) {
      return sha256Hex(String(userData[key]).trim().toLowerCase()).then(function (hash) {
        return hash ? ['ud[' + key + ']', hash] : null;
      });
    })).then(function (pairs) {
      return pairs.filter(Boolean);
    });
  }
  var dataProcessing = null;
  function send(pixelId, eventName, customData) {
    var pixel = pixels[pixelId];
    if (!pixel || revoked) return;
    var pairs = [
      ['id', pixelId], ['ev', eventName], ['dl', location.href], ['rl', document.referrer], ['if', 'false'],
      ['ts', String(Date.now())], ['sw', String(screen.width)], ['sh', String(screen.height)], ['v', VERSION],
      ['r', 'stable'], ['ec', String(pixel.eventCount++)], ['o', '4126'], ['fbp', fbp], ['it', String(loadedAt)],
      ['coo', 'false'], ['rqm', 'GET'],
    ];
    if (dataProcessing) {
      pairs.push(['dpo', dataProcessing.options.join(',')], ['dpoco', String(dataProcessing.country)], ['dpost', String(dataProcessing.state)]);
    }
    Object.keys(customData || {}).forEach(function (key) {
      var value = customData[key];
      pairs.push(['cd[' + key + ']', typeof value === 'object' ? JSON.stringify(value) : String(value)]);
    });
    pixel.userData.then(function (userPairs) {
      var all = pairs.concat(userPairs);
      new Image().src = 'https://www.facebook.com/tr/?' + all.map(function (pair) {
        return encodeURIComponent(pair[0]) + '=' + encodeURIComponent(pair[1]);
      }).join('&');
    });
  }
  function init(pixelId, userData) {
    if (!pixelId || pixels[pixelId]) return;
    pixels[pixelId] = { eventCount: 0, userData: hashUserData(userData) };
    pixelIds.push(pixelId);
    var config = document.createElement('script');
    config.async = true;
    config.src = origin + '/signals/config/' + encodeURIComponent(pixelId) + '?v=' + VERSION + '&r=stable&domain=' + encodeURIComponent(location.hostname);
    (document.head || document.documentElement).appendChild(config);
  }

  fbq.callMethod = function (command) {
    var args = Array.prototype.slice.call(arguments, 1);
    if (command === 'init') init(String(args[0]), args[1]);
    else if (command === 'track' || command === 'trackCustom') {
      pixelIds.forEach(function (id) { send(id, args[0], args[1]); });
    } else if (command === 'trackSingle' || command === 'trackSingleCustom') send(String(args[0]), args[1], args[2]);
    else if (command === 'consent') revoked = args[0] === 'revoke';
    else if (command === 'dataProcessingOptions') {
      var options = Array.isArray(args[0]) ? args[0].map(String) : [];
      dataProcessing = options.length ? { options: options, country: args[1] || 0, state: args[2] || 0 } : null;
    }
  };

  var queued = fbq.queue.splice(0, fbq.queue.length);
  queued.forEach(function (args) {
    fbq.callMethod.apply(fbq, args);
  });
})();
