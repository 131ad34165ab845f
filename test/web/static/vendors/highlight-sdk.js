/*
 * Imitation of Highlight.io's browser SDK (highlight.run), served at
 * https://static.highlight.io/v9.3.0/index.js with the real rrweb bundled (as `rrweb`). The page's
 * snippet queues `H.init('<project>')`; the SDK records with rrweb (privacySetting "none": inputs are
 * recorded, passwords masked) and pushes the buffered events every 3 s to the GraphQL endpoint
 * https://pub.highlight.io (mutation PushPayload, JSON), as highlight.run does.
 */
(function () {
  var queued = (window.H && window.H.q) || [];
  var projectId = null;
  var sessionSecureId = Math.random().toString(36).slice(2, 14) + Math.random().toString(36).slice(2, 14);
  var payloadId = 0;
  var buffer = [];
  var started = false;

  function push(beacon) {
    if (buffer.length === 0) return;
    payloadId++;
    var body = JSON.stringify({
      operationName: 'PushPayload',
      variables: {
        session_secure_id: sessionSecureId,
        payload_id: String(payloadId),
        events: { events: buffer.splice(0) },
        messages: '{"messages":[]}',
        resources: '{"resources":[]}',
        web_socket_events: '{"webSocketEvents":[]}',
        errors: [],
        is_beacon: !!beacon,
        has_session_unloaded: !!beacon,
      },
      query: 'mutation PushPayload($session_secure_id: String!, $payload_id: ID!, $events: ReplayEventsInput!, $messages: String!, $resources: String!, $web_socket_events: String!, $errors: [ErrorObjectInput]!, $is_beacon: Boolean, $has_session_unloaded: Boolean) { pushPayload(session_secure_id: $session_secure_id, payload_id: $payload_id, events: $events, messages: $messages, resources: $resources, web_socket_events: $web_socket_events, errors: $errors, is_beacon: $is_beacon, has_session_unloaded: $has_session_unloaded) }',
    });
    if (beacon && navigator.sendBeacon) navigator.sendBeacon('https://pub.highlight.io', body);
    else fetch('https://pub.highlight.io', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body, keepalive: true }).catch(function () {});
  }

  function init(project) {
    if (started) return;
    started = true;
    projectId = project;
    fetch('https://pub.highlight.io', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operationName: 'initializeSession', variables: { organization_verbose_id: projectId, session_secure_id: sessionSecureId, enable_strict_privacy: false, client_version: '9.3.0', firstload_version: '9.3.0' } }),
    }).catch(function () {});
    rrweb.record({
      emit: function (event) {
        buffer.push(event);
      },
      maskAllInputs: false,
    });
    setInterval(push, 3000);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') push(true);
    });
  }

  window.H = {
    init: init,
    identify: function () {},
    track: function () {},
  };
  queued.forEach(function (call) {
    if (call[0] === 'init') init.apply(null, call[1]);
  });
})();
