/*
 * Google Funding Choices ("Privacy & messaging") — the publisher tag's loader at
 * fundingchoicesmessages.google.com/i/pub-<id>?ers=1, written in our words from Google's public
 * documentation and the tag's visible behaviour; no Google code.
 *
 * - Installs the IAB __tcfapi stub (queues calls until the CMP loads; `__tcfapi()` returns the queue;
 *   answers ping; the __tcfapiLocator frame) so the page can call it at once.
 * - Defines `googlefc` with its `callbackQueue` (the CMP drains it) and `ConsentStatusEnum`.
 * - Loads the site's message script /f/<opaque id>?domain=<host>.
 *
 * Wrapped by the vendor route: FC_LOADER = { messageId }.
 */
(function () {
  if (typeof window.__tcfapi !== 'function') {
    var queue = [];
    var addLocator = function () {
      if (window.frames.__tcfapiLocator) return;
      if (!document.body) return setTimeout(addLocator, 5);
      var iframe = document.createElement('iframe');
      iframe.style.display = 'none';
      iframe.name = '__tcfapiLocator';
      document.body.appendChild(iframe);
    };
    addLocator();
    window.__tcfapi = function () {
      var args = Array.prototype.slice.call(arguments);
      if (!args.length) return queue;
      if (args[0] === 'ping' && typeof args[2] === 'function')
        return args[2]({ gdprApplies: true, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }, true);
      queue.push(args);
    };
  }
  var googlefc = (window.googlefc = window.googlefc || {});
  googlefc.callbackQueue = googlefc.callbackQueue || [];
  googlefc.ConsentStatusEnum = googlefc.ConsentStatusEnum || {
    UNKNOWN: 0,
    CONSENT_NOT_REQUIRED: 1,
    NO_CONSENT: 2,
    CONSENT_REQUIRED: 3,
  };
  var script = document.createElement('script');
  script.async = true;
  script.src =
    'https://fundingchoicesmessages.google.com/f/' + FC_LOADER.messageId + '?domain=' + encodeURIComponent(location.hostname);
  (document.head || document.documentElement).appendChild(script);
})();
