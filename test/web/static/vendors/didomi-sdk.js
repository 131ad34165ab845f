/*
 * An imitation of Didomi's web SDK (sdk.privacy-center.org/<api key>/loader.js), written from Didomi's
 * public documentation and from what the SDK visibly does on sites; no Didomi code. The loader route
 * (vendors/didomi.ts) wraps this file in a function of DIDOMI_NOTICE (the notice published in the
 * console: position, deny options) and DIDOMI_TC_STRINGS (real TC strings for agree / disagree to
 * all, encoded under Didomi's CMP id 7).
 *
 * - #didomi-host is appended to <body>; the notice is a bottom banner (#didomi-notice) or a popup
 *   (#didomi-popup .didomi-popup-notice) with "Agree and close" / "Disagree and close" /
 *   "Learn more" (#didomi-notice-*-button), or, on a popup, a "Continue without agreeing →" link
 *   (.didomi-continue-without-agreeing). "Learn more" opens the preferences: purposes with
 *   Disagree / Agree switches, "Disagree to all" / "Agree to all" (which set the switches) and
 *   "Save" (which stores them).
 * - A choice is stored in the `didomi_token` cookie and localStorage entry (base64 of
 *   {user_id, created, updated, vendors, purposes, vendors_li, purposes_li, version: 2}) and in
 *   `euconsent-v2` (cookie and localStorage). Nothing is stored before a choice.
 * - window.Didomi, window.didomiOnReady, window.didomiEventListeners and the IAB __tcfapi (commands
 *   queued by the page's stub in __tcfapiBuffer are answered).
 * - Tags written as <script type="didomi/javascript" data-vendor="iab:755 | didomi:facebook |
 *   c:googleana-4TXnJigR"> run once their vendor (and its purposes) has consent.
 */
var YEAR_SECONDS = 60 * 60 * 24 * 365;
var SDK_VERSION = '1.198.0';
var EVENTS_URL = 'https://api.privacy-center.org/v1/events';

var PURPOSES = [
  { id: 'cookies', iab: 1, name: 'Store and/or access information on a device' },
  { id: 'select_basic_ads', iab: 2, name: 'Use limited data to select advertising' },
  { id: 'create_ads_profile', iab: 3, name: 'Create profiles for personalised advertising' },
  { id: 'select_personalized_ads', iab: 4, name: 'Use profiles to select personalised advertising' },
  { id: 'measure_ad_performance', iab: 7, name: 'Measure advertising performance' },
  { id: 'measure_content_performance', iab: 8, name: 'Measure content performance' },
  { id: 'market_research', iab: 9, name: 'Understand audiences through statistics or combinations of data from different sources' },
  { id: 'improve_products', iab: 10, name: 'Develop and improve services' },
  { id: 'audience_measurement-Wk3RfYq8', iab: null, name: 'Audience measurement' },
];
/** Purposes the IAB vendors may use on legitimate interest (kept after a refusal, as Didomi does). */
var LI_PURPOSES = ['select_basic_ads', 'measure_ad_performance', 'market_research', 'improve_products'];

var VENDORS = [
  { id: 'google', iab: 755, name: 'Google Advertising Products', purposes: ['cookies', 'create_ads_profile', 'select_personalized_ads'] },
  { id: 'criteo', iab: 91, name: 'Criteo SA', purposes: ['cookies', 'select_basic_ads', 'create_ads_profile', 'select_personalized_ads'] },
  { id: 'rubicon', iab: 32, name: 'Magnite, Inc.', purposes: ['cookies', 'select_basic_ads', 'select_personalized_ads'] },
  { id: 'facebook', iab: null, name: 'Facebook', purposes: ['cookies', 'create_ads_profile', 'select_personalized_ads'] },
  { id: 'c:googleana-4TXnJigR', iab: null, name: 'Google Analytics', purposes: ['cookies', 'audience_measurement-Wk3RfYq8'] },
];

var TEXTS = {
  noticeTitle: 'We care about your privacy',
  noticeText:
    '<strong>' + DIDOMI_NOTICE.organization + '</strong> and <a href="javascript:Didomi.preferences.show(\'vendors\')" role="button">our partners</a> store and/or access information on a device, such as unique IDs in cookies to process personal data. You may accept or manage your choices by clicking below, including your right to object where legitimate interest is used, or at any time in the privacy policy page. These choices will be signaled to our partners and will not affect browsing data.',
  purposesLine:
    '<p class="didomi-notice-purposes"><strong>We and our partners process data to provide:</strong> Store and/or access information on a device. Personalised advertising and content, advertising and content measurement, audience research and services development.</p>',
};

var state = {
  user_id: null,
  created: null,
  updated: null,
  purposes: null, // { enabled: [], disabled: [] } once a choice exists
  vendors: null,
  tcString: '',
  noticeVisible: false,
  preferencesVisible: false,
};
var host = null;
var listeners = [];
var tcfListeners = {};
var nextTcfListener = 1;

/* ---------- storage ---------- */

function readCookie(name) {
  var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
  return match ? match[1] : null;
}
function writeCookie(name, value) {
  document.cookie =
    name + '=' + value + '; max-age=' + YEAR_SECONDS + '; path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
}
function uuid() {
  var bytes = crypto.getRandomValues(new Uint8Array(16));
  var hex = Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  return hex.slice(0, 8) + '-' + hex.slice(8, 12) + '-4' + hex.slice(13, 16) + '-a' + hex.slice(17, 20) + '-' + hex.slice(20, 32);
}

function loadStored() {
  var raw = readCookie('didomi_token');
  if (!raw) {
    try { raw = localStorage.getItem('didomi_token'); } catch (e) { raw = null; }
  }
  if (!raw) return;
  try {
    var token = JSON.parse(atob(decodeURIComponent(raw)));
    state.user_id = token.user_id;
    state.created = token.created;
    state.updated = token.updated;
    state.purposes = { enabled: (token.purposes && token.purposes.enabled) || [], disabled: (token.purposes && token.purposes.disabled) || [] };
    state.vendors = { enabled: (token.vendors && token.vendors.enabled) || [], disabled: (token.vendors && token.vendors.disabled) || [] };
  } catch (e) {
    return;
  }
  state.tcString = readCookie('euconsent-v2') || '';
}

function vendorTokenId(vendor) {
  return vendor.iab !== null ? String(vendor.iab) : vendor.id;
}

function store(enabledPurposes) {
  var now = new Date().toISOString();
  state.user_id = state.user_id || uuid();
  state.created = state.created || now;
  state.updated = now;
  var allPurposes = PURPOSES.map(function (p) { return p.id; });
  state.purposes = {
    enabled: allPurposes.filter(function (id) { return enabledPurposes.indexOf(id) >= 0; }),
    disabled: allPurposes.filter(function (id) { return enabledPurposes.indexOf(id) < 0; }),
  };
  var enabledVendors = VENDORS.filter(function (v) {
    return v.purposes.every(function (p) { return enabledPurposes.indexOf(p) >= 0; });
  });
  state.vendors = {
    enabled: enabledVendors.map(vendorTokenId),
    disabled: VENDORS.filter(function (v) { return enabledVendors.indexOf(v) < 0; }).map(vendorTokenId),
  };
  var all = state.purposes.disabled.length === 0;
  // Real strings exist for agree-to-all and disagree-to-all only: a partial choice from the
  // preferences is encoded as the disagree string (the fixture scans the two extremes).
  state.tcString = all ? DIDOMI_TC_STRINGS.accept : DIDOMI_TC_STRINGS.reject;
  var token = {
    user_id: state.user_id,
    created: state.created,
    updated: state.updated,
    vendors: state.vendors,
    purposes: state.purposes,
    vendors_li: { enabled: VENDORS.filter(function (v) { return v.iab !== null; }).map(vendorTokenId), disabled: [] },
    purposes_li: { enabled: LI_PURPOSES.slice(), disabled: [] },
    version: 2,
    ac: all ? 'AkuAEAFkBJYA.AkuAEAFkBJYA' : 'AAAA.AAAA',
  };
  var encoded = btoa(JSON.stringify(token));
  writeCookie('didomi_token', encoded);
  writeCookie('euconsent-v2', state.tcString);
  try {
    localStorage.setItem('didomi_token', encoded);
    localStorage.setItem('euconsent-v2', state.tcString);
  } catch (e) {
    /* storage blocked */
  }
  sendEvent('consent.given', { purposes: state.purposes, vendors: state.vendors });
  emit('consent.changed', { action: 'click' });
  notifyTcf('useractioncomplete');
  activateTags();
}

/* ---------- events ---------- */

function sendEvent(type, parameters) {
  try {
    fetch(EVENTS_URL, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        type: type,
        source: { key: location.hostname, type: 'sdk-web', beat: 6, domain: location.hostname },
        user: { id: state.user_id, agent: navigator.userAgent, country: 'FR' },
        parameters: parameters,
      }),
    }).catch(function () {});
  } catch (e) {
    /* beacons never break the page */
  }
}

function emit(event, data) {
  listeners.forEach(function (entry) {
    if (entry.event === event) {
      try { entry.listener(data); } catch (e) { /* a site listener's error stays there */ }
    }
  });
}

/* ---------- consent queries ---------- */

function purposeStatus(id) {
  if (!state.purposes) return undefined;
  if (state.purposes.enabled.indexOf(id) >= 0) return true;
  if (state.purposes.disabled.indexOf(id) >= 0) return false;
  return undefined;
}
function vendorStatus(id) {
  if (!state.vendors) return undefined;
  var key = String(id).replace(/^iab:/, '').replace(/^didomi:/, '');
  if (state.vendors.enabled.indexOf(key) >= 0) return true;
  if (state.vendors.disabled.indexOf(key) >= 0) return false;
  return undefined;
}

function activateTags() {
  var gated = document.querySelectorAll('script[type="didomi/javascript"]');
  Array.prototype.forEach.call(gated, function (tag) {
    if (tag.getAttribute('data-didomi-done')) return;
    var vendor = tag.getAttribute('data-vendor');
    var purposes = (tag.getAttribute('data-purposes') || '').split(',').filter(Boolean);
    var ok = (!vendor || vendorStatus(vendor) === true) && purposes.every(function (p) { return purposeStatus(p) === true; });
    if (!ok) return;
    tag.setAttribute('data-didomi-done', 'true');
    var script = document.createElement('script');
    Array.prototype.forEach.call(tag.attributes, function (attribute) {
      if (attribute.name !== 'type' && attribute.name !== 'data-didomi-done') script.setAttribute(attribute.name, attribute.value);
    });
    script.type = 'text/javascript';
    if (!tag.src) script.text = tag.text;
    tag.parentNode.insertBefore(script, tag.nextSibling);
  });
}

/* ---------- IAB TCF ---------- */

function tcData(listenerId, eventStatus) {
  var consents = {};
  var vendorConsents = {};
  var legitimateInterests = {};
  PURPOSES.forEach(function (p) {
    if (p.iab === null) return;
    consents[p.iab] = purposeStatus(p.id) === true;
    legitimateInterests[p.iab] = state.purposes !== null && LI_PURPOSES.indexOf(p.id) >= 0;
  });
  VENDORS.forEach(function (v) {
    if (v.iab !== null) vendorConsents[v.iab] = vendorStatus(v.iab) === true;
  });
  var data = {
    tcString: state.tcString,
    tcfPolicyVersion: 5,
    cmpId: 7,
    cmpVersion: 2,
    gdprApplies: true,
    eventStatus: eventStatus || (state.purposes ? 'tcloaded' : 'cmpuishown'),
    cmpStatus: 'loaded',
    isServiceSpecific: true,
    useNonStandardTexts: false,
    publisherCC: 'FR',
    purposeOneTreatment: false,
    purpose: { consents: consents, legitimateInterests: legitimateInterests },
    vendor: { consents: vendorConsents, legitimateInterests: {} },
    specialFeatureOptins: { 1: state.purposes !== null && state.purposes.disabled.length === 0, 2: state.purposes !== null && state.purposes.disabled.length === 0 },
    publisher: { consents: {}, legitimateInterests: {}, customPurpose: { consents: {}, legitimateInterests: {} }, restrictions: {} },
  };
  if (listenerId !== undefined) data.listenerId = listenerId;
  return data;
}

function tcfApi(command, version, callback, parameter) {
  if (typeof callback !== 'function') return;
  switch (command) {
    case 'ping':
      return callback({ gdprApplies: true, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: state.noticeVisible || state.preferencesVisible ? 'visible' : 'hidden', apiVersion: '2.2', cmpVersion: 2, cmpId: 7, gvlVersion: 120, tcfPolicyVersion: 5 }, true);
    case 'getTCData':
      return callback(tcData(), true);
    case 'addEventListener': {
      var id = nextTcfListener++;
      tcfListeners[id] = callback;
      return callback(tcData(id), true);
    }
    case 'removeEventListener': {
      var existed = Boolean(tcfListeners[parameter]);
      delete tcfListeners[parameter];
      return callback(existed);
    }
    default:
      return callback(null, false);
  }
}
tcfApi.stub = false;

function notifyTcf(eventStatus) {
  Object.keys(tcfListeners).forEach(function (id) {
    try { tcfListeners[id](tcData(Number(id), eventStatus), true); } catch (e) { /* listener error */ }
  });
}

function installTcf() {
  var buffered = window.__tcfapiBuffer || [];
  window.__tcfapi = tcfApi;
  buffered.splice(0).forEach(function (call) {
    tcfApi(call.command, call.version, call.callback, call.parameter);
  });
  window.addEventListener('message', function (event) {
    var json = typeof event.data === 'string';
    var message;
    try { message = json ? JSON.parse(event.data) : event.data; } catch (e) { return; }
    var call = message && message.__tcfapiCall;
    if (!call || !event.source) return;
    tcfApi(call.command, call.version, function (returnValue, success) {
      var reply = { __tcfapiReturn: { returnValue: returnValue, success: success, callId: call.callId } };
      event.source.postMessage(json ? JSON.stringify(reply) : reply, '*');
    }, call.parameter);
  });
}

/* ---------- UI ---------- */

var STYLE =
  '#didomi-host{font-family:Arial,sans-serif;font-size:14px;color:#222}' +
  '#didomi-host .didomi-notice-banner{position:fixed;left:0;right:0;bottom:0;z-index:2147483640;background:#fff;border-top:1px solid #ddd;box-shadow:0 -4px 16px rgba(0,0,0,.15);padding:16px 24px}' +
  '#didomi-host .didomi-notice-banner .didomi-notice__interior-border{display:flex;gap:24px;align-items:center}' +
  '#didomi-host .didomi-buttons{display:flex;gap:8px;flex-shrink:0}' +
  '#didomi-host .didomi-button{border:1px solid #05687b;border-radius:4px;padding:10px 18px;font-size:14px;cursor:pointer;background:#fff;color:#05687b}' +
  '#didomi-host .didomi-button-highlight{background:#05687b;color:#fff}' +
  '#didomi-host .didomi-popup-backdrop{position:fixed;inset:0;z-index:2147483640;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center}' +
  '#didomi-host .didomi-popup-container{background:#fff;border-radius:8px;max-width:640px;width:92%;max-height:88vh;overflow:auto;padding:24px;position:relative}' +
  '#didomi-host .didomi-continue-without-agreeing{position:absolute;top:12px;right:16px;cursor:pointer;color:#555;text-decoration:underline;font-size:13px;background:none;border:0}' +
  '#didomi-host .didomi-consent-popup-data-processing{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding:8px 0}' +
  '#didomi-host .didomi-components-radio__option{border:1px solid #999;border-radius:14px;padding:4px 10px;margin-left:4px;background:#fff;cursor:pointer}' +
  '#didomi-host .didomi-components-radio__option--selected{background:#05687b;color:#fff}' +
  '#didomi-host .didomi-popup__exit{position:absolute;top:8px;right:12px;background:none;border:0;font-size:22px;cursor:pointer}';

function button(id, classes, label, ariaLabel) {
  return (
    '<button' + (id ? ' id="' + id + '"' : '') + ' type="button" class="didomi-components-button didomi-button ' + classes + '"' +
    (ariaLabel ? ' aria-label="' + ariaLabel + '"' : '') + '><span>' + label + '</span></button>'
  );
}

function noticeButtons() {
  var out = [];
  out.push(button('didomi-notice-learn-more-button', 'didomi-dismiss-button didomi-components-button--color didomi-button-standard standard-button', DIDOMI_NOTICE.position === 'popup' ? 'Learn more →' : 'Learn more', 'Learn more: Configure your preferences for consent'));
  if (DIDOMI_NOTICE.denyOptions.button !== 'none')
    out.push(button('didomi-notice-disagree-button', 'didomi-disagree-button didomi-button-standard standard-button', 'Disagree and close', 'Disagree and close: Disagree to our data processing and close'));
  out.push(button('didomi-notice-agree-button', 'didomi-dismiss-button didomi-components-button--color didomi-button-highlight highlight-button', DIDOMI_NOTICE.position === 'popup' ? 'Agree' : 'Agree and close', DIDOMI_NOTICE.position === 'popup' ? 'Agree: Agree to our data processing and close' : 'Agree and close: Agree to our data processing and close'));
  return out.join('');
}

function noticeHtml() {
  if (DIDOMI_NOTICE.position === 'popup') {
    return (
      '<div id="didomi-popup" class="didomi-popup-backdrop didomi-notice-popup didomi-popup__backdrop">' +
      '<div class="didomi-popup-container didomi-popup-notice didomi-popup-notice-with-data-processing" role="dialog" aria-modal="true" aria-labelledby="didomi-notice-title">' +
      (DIDOMI_NOTICE.denyOptions.link
        ? '<span class="didomi-continue-without-agreeing" role="button" tabindex="0" aria-label="Continue without agreeing: Refuse our data processing and close">Continue without agreeing →</span>'
        : '') +
      '<div class="didomi-popup-notice-logo-container"></div>' +
      '<h1 id="didomi-notice-title" class="didomi-popup-notice-title">Welcome to ' + DIDOMI_NOTICE.organization + '</h1>' +
      '<div class="didomi-popup-notice-text didomi-notice-text" id="didomi-notice-text"><p>' + TEXTS.noticeText + '</p>' + TEXTS.purposesLine + '</div>' +
      '<div class="didomi-popup-notice-buttons didomi-buttons">' + noticeButtons() + '</div>' +
      '</div></div>'
    );
  }
  return (
    '<div id="didomi-notice" class="didomi-regular-notice shape-rounded didomi-notice-banner bottom didomi-border" role="region" aria-label="Cookies consent banner">' +
    '<div class="didomi-notice__interior-border">' +
    '<div class="didomi-notice-data-processing-container">' +
    '<span class="didomi-notice-text" id="didomi-notice-text"><p>' + TEXTS.noticeText + '</p>' + TEXTS.purposesLine + '</span>' +
    '</div>' +
    '<div id="buttons" class="didomi-buttons didomi-buttons-horizontal">' + noticeButtons() + '</div>' +
    '</div></div>'
  );
}

function preferencesHtml() {
  var rows = PURPOSES.map(function (p) {
    return (
      '<div class="didomi-consent-popup-data-processing didomi-consent-popup-purpose" data-purpose-id="' + p.id + '">' +
      '<span class="didomi-consent-popup-data-processing__purpose" id="didomi-purpose-' + p.id + '">' + p.name + '</span>' +
      '<div class="didomi-components-radio" role="radiogroup" aria-labelledby="didomi-purpose-' + p.id + '">' +
      '<button type="button" class="didomi-components-radio__option didomi-components-radio__option--unselected" data-value="disagree" aria-pressed="false">Disagree</button>' +
      '<button type="button" class="didomi-components-radio__option didomi-components-radio__option--unselected" data-value="agree" aria-pressed="false">Agree</button>' +
      '</div></div>'
    );
  }).join('');
  return (
    '<div id="didomi-popup" class="didomi-popup-backdrop didomi-notice-popup didomi-popup__backdrop">' +
    '<div class="didomi-popup-container didomi-consent-popup-preferences didomi-consent-popup-preferences-purposes" role="dialog" aria-modal="true" aria-labelledby="didomi-consent-popup-title">' +
    '<div class="didomi-popup__header didomi-consent-popup-header">' +
    '<div class="didomi-popup__title didomi-consent-popup-title" id="didomi-consent-popup-title"><span>About your consent</span></div>' +
    '<button type="button" class="didomi-popup__exit didomi-consent-popup-header-close" aria-label="Close this dialog">×</button>' +
    '</div>' +
    '<div class="didomi-popup__body didomi-consent-popup-body">' +
    '<div class="didomi-consent-popup-body__title">Manage your preferences</div>' +
    '<p class="didomi-consent-popup-information">You can set your consent preferences and determine how you want your data to be used based on the purposes below. Each purpose has a description so that you know how we and partners use your data.</p>' +
    '<div class="didomi-consent-popup-container-click-all">' +
    button(null, 'didomi-button-standard standard-button', 'Disagree to all', null) +
    button(null, 'didomi-button-standard standard-button', 'Agree to all', null) +
    '</div>' +
    '<div class="didomi-consent-popup-body__section didomi-consent-popup-data-processing-list">' + rows + '</div>' +
    '</div>' +
    '<div class="didomi-popup__footer didomi-consent-popup-footer">' +
    '<div class="didomi-consent-popup-actions didomi-buttons">' +
    button(null, 'didomi-components-button--color didomi-button-highlight highlight-button', 'Save', 'Save: Save your choices and close') +
    '</div>' +
    '<button type="button" class="didomi-consent-popup-view-vendors-list-link" aria-label="View our partners">View our partners</button>' +
    '</div></div></div>'
  );
}

function setSwitch(row, value) {
  Array.prototype.forEach.call(row.querySelectorAll('.didomi-components-radio__option'), function (option) {
    var selected = option.getAttribute('data-value') === value;
    option.classList.toggle('didomi-components-radio__option--selected', selected);
    option.classList.toggle('didomi-components-radio__option--unselected', !selected);
    option.setAttribute('aria-pressed', selected ? 'true' : 'false');
  });
  row.setAttribute('data-choice', value);
}

function render() {
  if (!host) return;
  if (state.preferencesVisible) {
    host.innerHTML = preferencesHtml();
    var popup = host.querySelector('.didomi-consent-popup-preferences');
    popup.addEventListener('click', function (event) {
      var option = event.target.closest('.didomi-components-radio__option');
      if (option) return setSwitch(option.closest('.didomi-consent-popup-data-processing'), option.getAttribute('data-value'));
      var control = event.target.closest('button');
      if (!control) return;
      var text = control.textContent.trim();
      var rows = popup.querySelectorAll('.didomi-consent-popup-data-processing');
      if (text === 'Disagree to all' || text === 'Agree to all') {
        Array.prototype.forEach.call(rows, function (row) { setSwitch(row, text === 'Agree to all' ? 'agree' : 'disagree'); });
        return;
      }
      if (control.classList.contains('didomi-popup__exit')) return api.preferences.hide();
      if (text === 'Save') {
        var enabled = [];
        Array.prototype.forEach.call(rows, function (row) {
          if (row.getAttribute('data-choice') === 'agree') enabled.push(row.getAttribute('data-purpose-id'));
        });
        state.noticeVisible = false;
        state.preferencesVisible = false;
        render();
        store(enabled);
      }
    });
    return;
  }
  if (state.noticeVisible) {
    host.innerHTML = noticeHtml();
    host.setAttribute('aria-hidden', 'false');
    var agree = host.querySelector('#didomi-notice-agree-button');
    var disagree = host.querySelector('#didomi-notice-disagree-button');
    var learnMore = host.querySelector('#didomi-notice-learn-more-button');
    var continueLink = host.querySelector('.didomi-continue-without-agreeing');
    agree.addEventListener('click', function () { api.setUserAgreeToAll(); });
    if (disagree) disagree.addEventListener('click', function () { api.setUserDisagreeToAll(); });
    if (continueLink) {
      continueLink.addEventListener('click', function () { api.setUserDisagreeToAll(); });
      continueLink.addEventListener('keydown', function (event) {
        if (event.key === 'Enter' || event.key === ' ') api.setUserDisagreeToAll();
      });
    }
    learnMore.addEventListener('click', function () { api.preferences.show('purposes'); });
    return;
  }
  host.innerHTML = '';
  host.setAttribute('aria-hidden', 'true');
}

/* ---------- public API ---------- */

function statusForAll() {
  return {
    purposes: { enabled: state.purposes ? state.purposes.enabled.slice() : [], disabled: state.purposes ? state.purposes.disabled.slice() : [] },
    vendors: { enabled: state.vendors ? state.vendors.enabled.slice() : [], disabled: state.vendors ? state.vendors.disabled.slice() : [] },
  };
}

var api = {
  version: SDK_VERSION,
  isReady: function () { return true; },
  isConsentRequired: function () { return true; },
  isRegulationApplied: function (regulation) { return regulation === 'gdpr'; },
  shouldConsentBeCollected: function () { return state.purposes === null; },
  shouldUserStatusBeCollected: function () { return state.purposes === null; },
  getUserConsentStatusForPurpose: purposeStatus,
  getUserConsentStatusForVendor: vendorStatus,
  getUserConsentStatusForVendorAndRequiredPurposes: function (vendorId) { return vendorStatus(vendorId); },
  getUserConsentStatusForAll: statusForAll,
  getUserStatus: function () { return api.getCurrentUserStatus(); },
  getCurrentUserStatus: function () {
    var purposes = {};
    PURPOSES.forEach(function (p) { purposes[p.id] = { id: p.id, enabled: purposeStatus(p.id) === true }; });
    var vendors = {};
    VENDORS.forEach(function (v) { vendors[vendorTokenId(v)] = { id: vendorTokenId(v), enabled: vendorStatus(vendorTokenId(v)) === true }; });
    return {
      purposes: purposes,
      vendors: vendors,
      user_id: state.user_id,
      created: state.created,
      updated: state.updated,
      consent_string: state.tcString,
      addtl_consent: '',
      regulation: 'gdpr',
      didomi_dcs: '',
    };
  },
  getRequiredPurposes: function () { return PURPOSES.map(function (p) { return { id: p.id, name: p.name }; }); },
  getRequiredVendors: function () { return VENDORS.map(function (v) { return { id: vendorTokenId(v), name: v.name }; }); },
  getConfig: function () { return { app: { name: DIDOMI_NOTICE.organization }, notice: DIDOMI_NOTICE }; },
  setUserAgreeToAll: function () {
    state.noticeVisible = false;
    state.preferencesVisible = false;
    render();
    store(PURPOSES.map(function (p) { return p.id; }));
    emit('notice.hidden');
  },
  setUserDisagreeToAll: function () {
    state.noticeVisible = false;
    state.preferencesVisible = false;
    render();
    store([]);
    emit('notice.hidden');
  },
  on: function (event, listener) { listeners.push({ event: event, listener: listener }); },
  notice: {
    isVisible: function () { return state.noticeVisible; },
    show: function () { state.noticeVisible = true; render(); emit('notice.shown'); },
    hide: function () { state.noticeVisible = false; render(); emit('notice.hidden'); },
  },
  preferences: {
    isVisible: function () { return state.preferencesVisible; },
    show: function () { state.preferencesVisible = true; render(); emit('preferences.shown'); },
    hide: function () { state.preferencesVisible = false; render(); emit('preferences.hidden'); },
  },
};

/* ---------- start ---------- */

function start() {
  loadStored();
  (window.didomiEventListeners || []).forEach(function (entry) {
    if (entry && entry.event && typeof entry.listener === 'function') listeners.push(entry);
  });
  window.didomiEventListeners = { push: function (entry) { listeners.push(entry); } };
  installTcf();
  window.Didomi = api;

  var style = document.createElement('style');
  style.textContent = STYLE;
  document.head.appendChild(style);
  host = document.createElement('div');
  host.id = 'didomi-host';
  host.setAttribute('data-nosnippet', 'true');
  host.setAttribute('aria-hidden', 'true');
  document.body.appendChild(host);

  var ready = window.didomiOnReady || [];
  window.didomiOnReady = { push: function (fn) { if (typeof fn === 'function') fn(api); } };
  ready.forEach(function (fn) {
    if (typeof fn === 'function') {
      try { fn(api); } catch (e) { /* a site callback's error stays there */ }
    }
  });
  emit('sdk.ready');
  sendEvent('pageview', {});

  if (state.purposes) {
    activateTags();
  } else {
    api.notice.show();
    sendEvent('consent.asked', { position: DIDOMI_NOTICE.position });
    notifyTcf('cmpuishown');
  }
}

if (document.body) start();
else document.addEventListener('DOMContentLoaded', start);
