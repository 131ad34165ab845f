/*
 * Imitation of Sentry's browser SDK CDN bundle (browser.sentry-cdn.com/<version>/bundle.min.js),
 * with lodash bundled as `_` for its weight. Sentry.init({ dsn, release, environment }) starts a
 * release-health session (an envelope with `{"sid", "init": true, "status": "ok"}` posted to the
 * DSN's ingest host at /api/<project>/envelope/), and uncaught errors and unhandled rejections are
 * sent there as events with their stack. It sets no cookie and keeps nothing in storage.
 */
(function () {
  var client = null;
  function parseDsn(dsn) {
    var match = /^https:\/\/([^@]+)@([^/]+)\/(\d+)$/.exec(dsn);
    return match ? { key: match[1], host: match[2], project: match[3] } : null;
  }
  function send(items) {
    if (!client) return;
    var header = { sent_at: new Date().toISOString(), sdk: { name: 'sentry.javascript.browser', version: '8.33.1' }, dsn: client.dsnString };
    var body = [JSON.stringify(header)]
      .concat(_.flatMap(items, function (item) { return [JSON.stringify({ type: item.type }), JSON.stringify(item.payload)]; }))
      .join('\n');
    fetch('https://' + client.dsn.host + '/api/' + client.dsn.project + '/envelope/?sentry_key=' + client.dsn.key + '&sentry_version=7&sentry_client=sentry.javascript.browser%2F8.33.1', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: body,
    }).catch(function () {});
  }
  function uuid() {
    return (crypto.randomUUID ? crypto.randomUUID() : String(Math.random())).replace(/-/g, '');
  }
  function exception(error) {
    var frames = String((error && error.stack) || '').split('\n').slice(1, 20);
    send([{ type: 'event', payload: { event_id: uuid(), platform: 'javascript', level: 'error', release: client.options.release, environment: client.options.environment, request: { url: location.origin + location.pathname }, exception: { values: [{ type: (error && error.name) || 'Error', value: String((error && error.message) || error), stacktrace: { frames: _.map(frames, function (line) { return { function: line.trim() }; }) } }] } } }]);
  }
  window.Sentry = {
    init: function (options) {
      var dsn = parseDsn(options.dsn || '');
      if (!dsn) return;
      client = { dsn: dsn, dsnString: options.dsn, options: _.defaults({}, options, { environment: 'production', sampleRate: 1 }) };
      var now = new Date().toISOString();
      send([{ type: 'session', payload: { sid: uuid(), init: true, started: now, timestamp: now, status: 'ok', errors: 0, attrs: { release: client.options.release, environment: client.options.environment, user_agent: navigator.userAgent } } }]);
      window.addEventListener('error', function (event) { exception(event.error || event.message); });
      window.addEventListener('unhandledrejection', function (event) { exception(event.reason); });
    },
    captureException: function (error) { if (client) exception(error); },
    setTag: function () {},
  };
})();
