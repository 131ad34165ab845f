/*
 * Fake PostHog web SDK (array.js), served by the consentry fixture web at
 * https://us-assets.i.posthog.com/static/array.js, loaded by the standard snippet
 * (`posthog.init(token, { api_host: 'https://us.i.posthog.com', … })`).
 *
 * Behaves like the real SDK where a consent scanner can observe it:
 *  - keeps the visitor's distinct ID and session in the first-party `ph_<token>_posthog` cookie;
 *  - asks `/flags/?v=2&config=true` (POST) for the project's remote configuration;
 *  - sends `$pageview`, `$autocapture` (clicks) and `$pageleave` events as JSON POSTs to `/e/`;
 *  - when the project records sessions and the site did not set `disable_session_recording`, loads
 *    the recorder (static/recorder.js: rrweb) and sends its events every 2 s as `$snapshot` events
 *    (JSON, uncompressed) by POST to `/s/`. Inputs are masked unless the site sets
 *    `session_recording: { maskAllInputs: false }` — then what is typed is recorded and sent.
 */
(function () {
  var stub = window.posthog;
  if (!stub || stub.__loaded || !stub._i || !stub._i.length) return;
  var init = stub._i[0];
  var token = init[0];
  var config = init[1] || {};
  var apiHost = (config.api_host || 'https://us.i.posthog.com').replace(/\/$/, '');
  var assetsHost = apiHost.replace('.i.posthog.com', '-assets.i.posthog.com');
  var VERSION = '1.200.2';
  var COOKIE = 'ph_' + token + '_posthog';
  var SESSION_IDLE_MS = 30 * 60 * 1000;

  function uuid() {
    return 'xxxxxxxx-xxxx-7xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });
  }
  function readState() {
    var match = document.cookie.match(new RegExp('(?:^|; )' + COOKIE + '=([^;]*)'));
    if (!match) return null;
    try {
      return JSON.parse(decodeURIComponent(match[1]));
    } catch (error) {
      return null;
    }
  }
  function writeState(state) {
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = COOKIE + '=' + encodeURIComponent(JSON.stringify(state)) + '; path=/; max-age=31536000; SameSite=Lax' + secure;
  }

  var now = Date.now();
  var state = readState() || { distinct_id: uuid(), $device_id: null, $sesid: [0, null, 0] };
  if (!state.$device_id) state.$device_id = state.distinct_id;
  if (!state.$sesid[1] || now - state.$sesid[0] > SESSION_IDLE_MS) state.$sesid = [now, uuid(), now];
  state.$sesid[0] = now;
  writeState(state);
  var sessionId = state.$sesid[1];
  var windowId = uuid();

  function post(path, payload) {
    return fetch(apiHost + path + (path.indexOf('?') < 0 ? '?' : '&') + 'ip=0&_=' + Date.now() + '&ver=' + VERSION, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  }
  function properties(extra) {
    var props = {
      token: token, distinct_id: state.distinct_id, $device_id: state.$device_id, $session_id: sessionId, $window_id: windowId,
      $current_url: location.href, $host: location.host, $pathname: location.pathname, $referrer: document.referrer || '$direct',
      $screen_height: screen.height, $screen_width: screen.width, $viewport_height: innerHeight, $viewport_width: innerWidth,
      $lib: 'web', $lib_version: VERSION, $browser_language: navigator.language, $time: Date.now() / 1000,
    };
    for (var key in extra || {}) props[key] = extra[key];
    return props;
  }
  function capture(event, extra) {
    post('/e/', { uuid: uuid(), event: event, properties: properties(extra), timestamp: new Date().toISOString() }).catch(function () {});
  }

  function elementsChain(el) {
    var chain = [];
    for (var node = el; node && node.nodeType === 1 && chain.length < 6; node = node.parentElement) {
      var item = node.tagName.toLowerCase();
      if (node.classList.length) item += '.' + Array.prototype.slice.call(node.classList).join('.');
      chain.push(item);
    }
    return chain.join(';');
  }

  // Session recording with rrweb, once the remote configuration says the project records.
  var buffer = [];
  function flushRecording() {
    if (!buffer.length) return;
    var events = buffer.splice(0, buffer.length);
    post('/s/?compression=none', [{
      event: '$snapshot',
      properties: { $snapshot_data: events, $session_id: sessionId, $window_id: windowId, distinct_id: state.distinct_id, $lib: 'web' },
    }]).catch(function () {});
  }
  function startRecording() {
    var recordingConfig = config.session_recording || {};
    var rrweb = window.__PosthogExtensions__ && window.__PosthogExtensions__.rrweb;
    if (!rrweb) return;
    rrweb.record({
      emit: function (event) { buffer.push(event); },
      maskAllInputs: recordingConfig.maskAllInputs !== false,
      maskInputOptions: { password: true },
      blockClass: 'ph-no-capture',
      recordCanvas: false,
      sampling: { mousemove: 50, scroll: 150, input: 'last' },
    });
    setInterval(flushRecording, 2000);
    window.addEventListener('pagehide', flushRecording);
  }
  function loadRecorder() {
    var script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = assetsHost + '/static/recorder.js?v=' + VERSION;
    script.onload = startRecording;
    document.head.appendChild(script);
  }

  var instance = {
    __loaded: true,
    config: config,
    capture: capture,
    get_distinct_id: function () { return state.distinct_id; },
    get_session_id: function () { return sessionId; },
    identify: function (id) {
      state.distinct_id = String(id);
      writeState(state);
      capture('$identify', { $anon_distinct_id: state.$device_id });
    },
    register: function () {},
    reset: function () {
      state = { distinct_id: uuid(), $device_id: null, $sesid: [Date.now(), uuid(), Date.now()] };
      writeState(state);
    },
    opt_out_capturing: function () { instance.capture = capture = function () {}; },
  };
  window.posthog = instance;

  post('/flags/?v=2&config=true', { token: token, distinct_id: state.distinct_id, person_properties: {} })
    .then(function (response) { return response.json(); })
    .then(function (remote) {
      if (remote.sessionRecording && !config.disable_session_recording) loadRecorder();
    })
    .catch(function () {});
  if (config.capture_pageview !== false) capture('$pageview', { title: document.title });
  if (config.autocapture !== false) {
    document.addEventListener('click', function (event) {
      var target = event.target && event.target.closest ? event.target.closest('a, button, [role=button], input[type=submit]') : null;
      if (target) capture('$autocapture', { $event_type: 'click', $elements_chain: elementsChain(target) });
    }, true);
  }
  window.addEventListener('pagehide', function () {
    navigator.sendBeacon(apiHost + '/e/?ip=0&ver=' + VERSION, JSON.stringify({ event: '$pageleave', properties: properties({}) }));
  });
  // Queued calls made before the SDK loaded (capture, identify, register…).
  Array.prototype.forEach.call(stub, function (call) {
    if (Array.isArray(call) && typeof instance[call[0]] === 'function') instance[call[0]].apply(instance, call.slice(1));
  });
})();
