/*
 * Fake Google Publisher Tag implementation (pubads_impl.js) with lodash bundled as `_`. Implements
 * the googletag API pages use (defineSlot, pubads, enableServices, display, cmd) and, for the slots
 * displayed, one ad request https://securepubads.g.doubleclick.net/gampad/ads?… (credentialed; with
 * gdpr / gdpr_consent read from __tcfapi when the page has a TCF CMP), renders each creative in a
 * friendly iframe (image from tpc.googlesyndication.com), sends its impression ping (/pcs/view) and
 * stores the `__gads` / `__gpi` first-party cookies the ad server hands back.
 */
var googletag = (window.googletag = window.googletag || { cmd: [] });
var queued = googletag.cmd || [];
var slots = [];
var targeting = {};
var servicesEnabled = false;
var correlator = Math.floor(Math.random() * 1e16);

function Slot(path, sizes, divId) {
  this.path = path;
  this.sizes = _.isArray(sizes[0]) ? sizes : [sizes];
  this.divId = divId;
  this.targeting = {};
}
Slot.prototype.addService = function () { return this; };
Slot.prototype.setTargeting = function (key, value) { this.targeting[key] = [].concat(value); return this; };
Slot.prototype.getSlotElementId = function () { return this.divId; };

var pubads = {
  enableSingleRequest: function () { return true; },
  collapseEmptyDivs: function () { return true; },
  setTargeting: function (key, value) { targeting[key] = [].concat(value); return pubads; },
  refresh: function (list) { request(list || slots); },
  addEventListener: function () { return pubads; },
};

function setCookie(name, value) {
  var secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = name + '=' + value + '; path=/; max-age=34190000; SameSite=Lax' + secure;
}

function withConsent(callback) {
  if (typeof window.__tcfapi !== 'function') return callback(null);
  window.__tcfapi('getTCData', 2, function (data, success) {
    callback(success && data ? data : null);
  });
}

function render(slot, ad) {
  var container = document.getElementById(slot.divId);
  if (!container || !ad) return;
  var frame = document.createElement('iframe');
  frame.id = 'google_ads_iframe_' + slot.path + '_0';
  frame.title = '3rd party ad content';
  frame.width = ad.width;
  frame.height = ad.height;
  frame.style.border = '0';
  frame.setAttribute('scrolling', 'no');
  frame.srcdoc = '<!doctype html><body style="margin:0">' + ad.html + '</body>';
  container.innerHTML = '';
  container.appendChild(frame);
  new Image().src = ad.impression;
}

function request(list) {
  if (!list.length) return;
  withConsent(function (tcData) {
    var params = {
      iu_parts: _.uniq(_.flatMap(list, function (slot) { return slot.path.split('/').filter(Boolean); })).join(','),
      enc_prev_ius: _.map(list, function (slot) { return slot.path; }).join(','),
      prev_iu_szs: _.map(list, function (slot) { return _.map(slot.sizes, function (s) { return s.join('x'); }).join('|'); }).join(','),
      cust_params: _.map(targeting, function (value, key) { return key + '=' + value.join(','); }).join('&'),
      correlator: String(correlator),
      output: 'ldjh',
      url: location.href,
      dt: String(Date.now()),
      gdpr: tcData && tcData.gdprApplies ? '1' : '0',
      gdpr_consent: tcData ? tcData.tcString || '' : '',
    };
    var query = _.map(params, function (value, key) { return key + '=' + encodeURIComponent(value); }).join('&');
    fetch('https://securepubads.g.doubleclick.net/gampad/ads?' + query, { credentials: 'include' })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        _.forEach(answer.cookies, function (cookie) { setCookie(cookie.name, cookie.value); });
        _.forEach(list, function (slot, index) { render(slot, answer.ads[index]); });
      })
      .catch(function () {});
  });
}

googletag.apiReady = true;
googletag.pubadsReady = true;
googletag.defineSlot = function (path, sizes, divId) {
  var slot = new Slot(path, sizes, divId);
  slots.push(slot);
  return slot;
};
googletag.pubads = function () { return pubads; };
googletag.enableServices = function () { servicesEnabled = true; };
googletag.display = function (divId) {
  var slot = _.find(slots, { divId: divId });
  if (slot && servicesEnabled) request([slot]);
};
googletag.cmd = { push: function () { _.forEach(arguments, function (fn) { fn(); }); return 0; } };
_.forEach(queued, function (fn) { fn(); });
