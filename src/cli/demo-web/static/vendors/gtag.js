/*
 * Fake Google tag (gtag.js), served by the consentry fixture web at
 * https://www.googletagmanager.com/gtag/js?id=<ID>[&l=<dataLayer name>].
 *
 * Behaves like the real tag where a consent scanner can observe it:
 *  - processes the gtag() commands queued on the data layer, then every later push;
 *  - `config G-…` sets the first-party `_ga` and `_ga_<ID>` cookies by script and sends a GA4
 *    page_view to /g/collect (region1.google-analytics.com in European time zones,
 *    www.google-analytics.com elsewhere — Google picks the region by the visitor's location);
 *  - `event` sends a GA4 event with its parameters as `ep.<key>`;
 *  - `config AW-…` sets `_gcl_au` and calls Google Ads remarketing at googleads.g.doubleclick.net;
 *  - an event with `send_to: 'DC-<src>/<type>/<cat>+standard'` calls Floodlight at ad.doubleclick.net.
 *  - Consent Mode: once the page sets a default (`gtag('consent', 'default', {...})`), every hit carries
 *    `gcs=G1<ad_storage><analytics_storage>` (1 granted, 0 denied); with analytics_storage denied GA4
 *    hits still go out ("advanced" Consent Mode) with a client id kept in no cookie, and with ad_storage
 *    denied no `_gcl_au` is set. `gtag('consent', 'update', {...})` changes it for later hits; a default's
 *    `wait_for_update` (ms) holds hits until the first update or that long. Hits also carry Consent
 *    Mode v2's `gcd`: `11`, then for ad_storage, analytics_storage, ad_user_data and ad_personalization a
 *    letter saying how the default and the update set it (l neither, p/t denied/granted by default,
 *    m/n by an update alone, q/r/u/v default then update: denied→denied, denied→granted,
 *    granted→denied, granted→granted) and a `1`, then `5`.
 *    Without a default the tag behaves as before Consent Mode: no `gcs`, cookies as configured.
 *  - `gtag('set', 'restricted_data_processing', true)` (or the same key in an AW- config), how US sites
 *    honour a "Do Not Sell" opt-out without removing the tag, adds `rdp=1` to Google Ads hits.
 * However many gtag.js copies a page loads, the first one processes the data layer.
 */
(function () {
  var script = document.currentScript;
  var params = script ? new URL(script.src).searchParams : new URLSearchParams();
  var layerName = params.get('l') || 'dataLayer';
  var layer = (window[layerName] = window[layerName] || []);
  var tagData = (window.google_tag_data = window.google_tag_data || {});
  if (tagData.fixtureRuntime) return;
  tagData.fixtureRuntime = true;

  function getCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? match[1] : null;
  }
  // What `cookie_domain: 'auto'` does: the highest domain that accepts the cookie.
  function setCookie(name, value, maxAgeSeconds) {
    var labels = location.hostname.split('.');
    for (var i = Math.max(labels.length - 2, 0); i >= 0; i--) {
      document.cookie = name + '=' + value + '; domain=' + labels.slice(i).join('.') + '; path=/; max-age=' + maxAgeSeconds;
      if (getCookie(name) === value) return;
    }
    document.cookie = name + '=' + value + '; path=/; max-age=' + maxAgeSeconds;
  }
  function query(pairs) {
    return Object.keys(pairs)
      .map(function (key) { return encodeURIComponent(key) + '=' + encodeURIComponent(pairs[key]); })
      .join('&');
  }
  function seconds() {
    return Math.floor(Date.now() / 1000);
  }
  function random31() {
    return Math.floor(Math.random() * 2147483647);
  }
  function beacon(url) {
    if (navigator.sendBeacon && navigator.sendBeacon(url)) return;
    new Image().src = url;
  }

  var TWO_YEARS = 63072000;
  var NINETY_DAYS = 7776000;
  var timeZone = (Intl.DateTimeFormat().resolvedOptions().timeZone || '');
  var collectOrigin = /^Europe\//.test(timeZone) ? 'https://region1.google-analytics.com' : 'https://www.google-analytics.com';
  var configs = {};
  var hitCount = 0;
  var consent = null;
  function granted(type) {
    return !consent || consent[type] !== 'denied';
  }
  var consentSetBy = { default: {}, update: {} };
  var GCD_LETTER = {
    '-': 'l', 'denied-': 'p', 'granted-': 't', '-denied': 'm', '-granted': 'n',
    'denied-denied': 'q', 'denied-granted': 'r', 'granted-denied': 'u', 'granted-granted': 'v',
  };
  function gcd() {
    var types = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'];
    return '11' + types.map(function (type) {
      return GCD_LETTER[(consentSetBy.default[type] || '') + '-' + (consentSetBy.update[type] || '')] + '1';
    }).join('').slice(0, -1) + '5';
  }
  function consentPairs() {
    if (!consent) return {};
    return {
      gcs: 'G1' + (granted('ad_storage') ? '1' : '0') + (granted('analytics_storage') ? '1' : '0'),
      gcd: gcd(),
    };
  }
  // A default with `wait_for_update` holds hits that long for the banner's update (a returning visitor's
  // stored choice), as the real tag does.
  var held = [];
  var holdTimer = null;
  function release() {
    clearTimeout(holdTimer);
    holdTimer = null;
    var queued = held;
    held = [];
    queued.forEach(function (send) { send(); });
  }
  function whenSettled(send) {
    if (holdTimer) held.push(send);
    else send();
  }
  function setConsent(kind, settings) {
    consent = consent || {};
    Object.keys(settings || {}).forEach(function (key) {
      if (settings[key] === 'granted' || settings[key] === 'denied') {
        consent[key] = settings[key];
        consentSetBy[kind][key] = settings[key];
      }
    });
    if (kind === 'default' && settings && settings.wait_for_update > 0 && !holdTimer) {
      holdTimer = setTimeout(release, Math.min(Number(settings.wait_for_update), 10000));
    } else if (kind === 'update' && holdTimer) {
      release();
    }
  }
  var restricted = false;
  var cookielessId = random31() + '.' + seconds();

  function clientId() {
    if (!granted('analytics_storage')) return cookielessId;
    var match = (getCookie('_ga') || '').match(/^GA1\.\d+\.(\d+\.\d+)$/);
    if (match) return match[1];
    var id = random31() + '.' + seconds();
    setCookie('_ga', 'GA1.1.' + id, TWO_YEARS);
    return id;
  }
  function sessionId(measurementId) {
    if (!granted('analytics_storage')) return String(seconds());
    var name = '_ga_' + measurementId.replace(/^G-/, '');
    var match = (getCookie(name) || '').match(/^GS\d\.\d\.s(\d+)/);
    var id = match ? match[1] : String(seconds());
    setCookie(name, 'GS2.1.s' + id + '$o1$g1$t' + seconds() + '$j60$l0$h0', TWO_YEARS);
    return id;
  }
  function adsUserId() {
    if (!granted('ad_storage')) return '';
    var value = getCookie('_gcl_au');
    if (value) return value.replace(/^1\.1\./, '');
    var id = random31() + '.' + seconds();
    setCookie('_gcl_au', '1.1.' + id, NINETY_DAYS);
    return id;
  }

  function ga4Hit(measurementId, eventName, eventParams) {
    var pairs = {
      v: '2', tid: measurementId, gtm: '45je5', _p: String(Date.now()), cid: clientId(),
      ul: (navigator.language || '').toLowerCase(), sr: screen.width + 'x' + screen.height,
      sid: sessionId(measurementId), sct: '1', seg: '1',
      dl: eventParams.page_location || location.href, dr: document.referrer, dt: document.title,
      en: eventName, _s: String(++hitCount),
    };
    var declared = consentPairs();
    Object.keys(declared).forEach(function (key) { pairs[key] = declared[key]; });
    Object.keys(eventParams).forEach(function (key) {
      if (key !== 'page_location' && key !== 'send_to') pairs['ep.' + key] = String(eventParams[key]);
    });
    beacon(collectOrigin + '/g/collect?' + query(pairs));
  }
  function adsRemarketing(target) {
    var parts = target.replace(/^AW-/, '').split('/');
    var pairs = {
      random: String(Date.now()), cv: '11', fst: String(Date.now()), fmt: '3', guid: 'ON', label: parts[1] || '',
      u_w: String(screen.width), u_h: String(screen.height), url: location.href, ref: document.referrer,
      tiba: document.title, auid: adsUserId(),
    };
    if (restricted || (configs[target] || {}).restricted_data_processing === true) pairs.rdp = '1';
    var declared = consentPairs();
    Object.keys(declared).forEach(function (key) { pairs[key] = declared[key]; });
    new Image().src = 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/' + parts[0] + '/?' + query(pairs);
  }
  function floodlight(target) {
    var parts = target.replace(/^DC-/, '').split('/');
    var category = (parts[2] || '').split('+')[0];
    new Image().src = 'https://ad.doubleclick.net/activity;src=' + parts[0] + ';type=' + (parts[1] || '') +
      ';cat=' + category + ';ord=' + random31() + ';npa=0;auiddc=' + adsUserId() +
      ';~oref=' + encodeURIComponent(location.href) + '?';
  }

  function configure(id, settings) {
    configs[id] = settings;
    if (/^G-/.test(id) && settings.send_page_view !== false)
      whenSettled(function () { ga4Hit(id, 'page_view', settings); });
    else if (/^AW-/.test(id)) whenSettled(function () { adsRemarketing(id); });
  }
  function track(eventName, eventParams) {
    var targets = eventParams.send_to ? [].concat(eventParams.send_to) : Object.keys(configs);
    targets.forEach(function (target) {
      whenSettled(function () {
        if (/^G-/.test(target)) ga4Hit(target, eventName, eventParams);
        else if (/^AW-/.test(target) && eventName === 'conversion') adsRemarketing(target);
        else if (/^DC-/.test(target)) floodlight(target);
      });
    });
  }
  function handle(command) {
    // gtag() pushes Arguments objects; GTM pushes plain objects ({ event: 'gtm.js' }) that are not ours.
    if (!command || typeof command[0] !== 'string') return;
    if (command[0] === 'consent' && (command[1] === 'default' || command[1] === 'update')) setConsent(command[1], command[2]);
    else if (command[0] === 'set' && command[1] === 'restricted_data_processing') restricted = command[2] === true;
    else if (command[0] === 'set' && command[1] && typeof command[1] === 'object' && 'restricted_data_processing' in command[1])
      restricted = command[1].restricted_data_processing === true;
    else if (command[0] === 'config' && command[1]) configure(command[1], command[2] || {});
    else if (command[0] === 'event' && command[1]) track(command[1], command[2] || {});
  }

  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return result;
  };
})();
