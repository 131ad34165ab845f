/*
 * An imitation of consentmanager.net's loader (cdn.consentmanager.net), written from its public
 * behaviour: the code a site pastes first in <head> is this script with `data-cmp-cdid` (the site's
 * code id) and `data-cmp-host` (the delivery host). It defines the stubs that queue calls until the
 * CMP is there — `__tcfapi` (answering "ping", with the `__tcfapiLocator` frame) and `__cmp` — then
 * loads the site's configuration from the delivery host (/delivery/cmp.php), which loads the CMP.
 */
(function () {
  var me = document.currentScript;
  var cdid = me.getAttribute('data-cmp-cdid');
  var host = me.getAttribute('data-cmp-host') || 'delivery.consentmanager.net';
  window.gdprAppliesGlobally = true;

  function addLocator() {
    if (window.frames.__tcfapiLocator) return;
    if (!document.body) return setTimeout(addLocator, 5);
    var frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.name = '__tcfapiLocator';
    document.body.appendChild(frame);
  }
  addLocator();

  var tcfQueue = [];
  window.__tcfapi = function () {
    var args = Array.prototype.slice.call(arguments);
    if (!args.length) return tcfQueue;
    if (args[0] === 'ping' && typeof args[2] === 'function')
      return args[2]({ gdprApplies: true, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }, true);
    tcfQueue.push(args);
  };
  var cmpQueue = [];
  window.__cmp = function () {
    var args = Array.prototype.slice.call(arguments);
    if (!args.length) return cmpQueue;
    cmpQueue.push(args);
  };

  var script = document.createElement('script');
  script.src = 'https://' + host + '/delivery/cmp.php?cdid=' + encodeURIComponent(cdid) + '&h=' + encodeURIComponent(location.href) + '&l=de';
  script.async = true;
  (document.head || document.documentElement).appendChild(script);
})();
