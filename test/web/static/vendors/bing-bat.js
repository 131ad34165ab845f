/*
 * Fake Microsoft Advertising UET tag (bat.js), served by the consentry fixture web at
 * https://bat.bing.com/bat.js.
 *
 * Behaves like the real tag where a consent scanner can observe it:
 *  - `new UET({ ti, q })` replays the queue the snippet collected in `window.uetq`, then handles
 *    every later push;
 *  - sets the first-party `_uetsid` (1 day) and `_uetvid` (13 months) cookies by script;
 *  - `push('pageLoad')` and `push('event', action, { event_category, event_label, revenue_value })`
 *    send an image request to https://bat.bing.com/action/0?ti=…&evt=pageLoad|custom&…, which
 *    answers with the third-party MUID cookie on .bing.com;
 *  - `push('consent', 'update', { ad_storage: 'denied' })` stops sending.
 */
(function () {
  if (window.UET) return;

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
  function uuid() {
    return 'xxxxxxxxxxxx4xxxyxxxxxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });
  }
  function query(pairs) {
    return Object.keys(pairs).map(function (key) { return encodeURIComponent(key) + '=' + encodeURIComponent(pairs[key]); }).join('&');
  }

  var DAY = 86400;
  function UET(options) {
    this.ti = String(options.ti);
    this.denied = false;
    this.sid = (getCookie('_uetsid') || '').split('|')[0] || uuid();
    this.vid = (getCookie('_uetvid') || '').split('|')[0] || uuid();
    setCookie('_uetsid', this.sid + '|' + Math.floor(Date.now() / 1000), DAY);
    setCookie('_uetvid', this.vid + '|' + Math.floor(Date.now() / 1000), 390 * DAY);
    this.pageLoadSent = false;
    var queued = options.q || [];
    for (var i = 0; i < queued.length; i++) this.push.apply(this, [].concat(queued[i]));
  }
  UET.prototype.send = function (params) {
    if (this.denied) return;
    var pairs = {
      ti: this.ti, tm: 'al001', Ver: '2', mid: uuid(), sid: this.sid.slice(0, 32), vid: this.vid, vids: '0',
      msclkid: 'N', uach: 'pv=10.0', pi: '0', lg: navigator.language || 'en', sw: String(screen.width), sh: String(screen.height),
      sc: String(screen.colorDepth), tl: document.title, p: location.href, r: document.referrer, lt: String(Date.now() - performance.timeOrigin | 0),
      evt: params.evt, sv: '1', rn: String(Math.floor(Math.random() * 1e6)),
    };
    Object.keys(params).forEach(function (key) { if (key !== 'evt') pairs[key] = String(params[key]); });
    new Image().src = 'https://bat.bing.com/action/0?' + query(pairs);
  };
  UET.prototype.push = function () {
    var args = Array.prototype.slice.call(arguments);
    if (args[0] === 'pageLoad') {
      if (this.pageLoadSent) return;
      this.pageLoadSent = true;
      this.send({ evt: 'pageLoad' });
    } else if (args[0] === 'event') {
      var data = args[2] || {};
      this.send({ evt: 'custom', ea: args[1], ec: data.event_category || '', el: data.event_label || '', gv: data.revenue_value || '' });
    } else if (args[0] === 'consent' && args[2]) {
      this.denied = args[2].ad_storage === 'denied';
    }
  };
  window.UET = UET;
})();
