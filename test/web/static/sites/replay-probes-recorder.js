/*
 * A site's own session recorder (replay-rr-firstparty / replay-rr-after-accept): the real rrweb 2.x
 * (served by the site at /assets/rrweb.min.js, rrweb's UMD build) records the page; the event buffer is
 * flushed every 3 s as JSON to the site's own endpoint (window.replayConfig.endpoint, a first-party
 * proxy of a replay backend) and once more with sendBeacon when the page is hidden. Inputs are recorded
 * as rrweb records them by default (only passwords masked).
 */
(function () {
  var config = window.replayConfig || {};
  var endpoint = config.endpoint || '/collect/replay';
  var sessionId = (window.crypto && crypto.randomUUID && crypto.randomUUID()) || String(Math.random()).slice(2);

  function start() {
    var buffer = [];
    window.rrweb.record({
      emit: function (event) {
        buffer.push(event);
      },
    });
    function flush(beacon) {
      if (buffer.length === 0) return;
      var body = JSON.stringify({ sessionId: sessionId, url: location.href, events: buffer.splice(0) });
      if (beacon && navigator.sendBeacon) navigator.sendBeacon(endpoint, body);
      else fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body, keepalive: true }).catch(function () {});
    }
    setInterval(flush, 3000);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') flush(true);
    });
  }

  if (window.rrweb) return start();
  var script = document.createElement('script');
  script.src = '/assets/rrweb.min.js';
  script.onload = start;
  document.head.appendChild(script);
})();
