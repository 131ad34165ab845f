/*
 * Sourcepoint's unified web wrapper (wrapperMessagingWithoutDetection.js) for the fixture web, written
 * in our words from Sourcepoint's public documentation and its visible behaviour; no Sourcepoint code.
 *
 * - Reads window._sp_.config (accountId, baseEndpoint, propertyHref, gdpr, events) and runs
 *   window._sp_queue once loaded; exposes _sp_.executeMessaging, _sp_.gdpr.loadPrivacyManagerModal,
 *   _sp_.version.
 * - Replaces the page's IAB __tcfapi stub (queued calls answered): ping, getTCData, addEventListener,
 *   removeEventListener, and Sourcepoint's getCustomVendorConsents (grants of non-IAB vendors).
 * - Asks /wrapper/v2/messages for the property's GDPR campaign; keeps the campaign's state in
 *   localStorage _sp_user_consent_<propertyId> (consentStatus all false before any choice),
 *   _sp_local_state and _sp_non_keyed_local_state.
 * - Renders the message in <div id="sp_message_container_<id>"> (a fixed overlay) holding
 *   <iframe id="sp_message_iframe_<id>"> from cdn.privacy-mgmt.com; html gets class sp-message-open.
 * - On a choice posted by the frame (sp.choice): 11 / ACCEPT_ALL accept all, 13 / REJECT_ALL reject all,
 *   SAVE_AND_EXIT the privacy manager's switches, 12 opens the privacy manager, 9 follows the link.
 *   The choice goes to /wrapper/v2/choice/gdpr/<type>; its answer is stored (localStorage as above, and
 *   the cookies euconsent-v2, consentUUID and consentDate), __tcfapi listeners get useractioncomplete
 *   and events.onConsentReady runs.
 *
 * Wrapped by the vendor route: SP_CUSTOM_VENDORS (the account's non-IAB vendors: [{ _id, name }]).
 */
var sp = window._sp_ = window._sp_ || {};
var config = sp.config || {};
var base = (config.baseEndpoint || 'https://cdn.privacy-mgmt.com').replace(/\/$/, '');
var propertyHref = config.propertyHref || location.origin;
var events = config.events || {};
var state = {
  propertyId: null,
  privacyManagerId: null,
  consentStatus: null,
  euconsent: '',
  grants: {},
  tc: { tcString: '', purposeConsents: [], purposeLegitimateInterests: [], vendorConsents: [], specialFeatureOptins: [] },
  uuid: null,
  dateCreated: null,
  loaded: false,
  shown: false,
};

function fire(name) {
  var handler = events[name];
  if (typeof handler !== 'function') return;
  try { handler.apply(null, Array.prototype.slice.call(arguments, 1)); } catch (e) { /* the site's handler */ }
}

function setCookie(name, value) {
  var secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = name + '=' + value + '; path=/; max-age=' + 365 * 86400 + '; SameSite=Lax' + secure;
}

function storageKey() { return '_sp_user_consent_' + state.propertyId; }

function readStored() {
  var raw = null;
  try {
    var keys = Object.keys(localStorage).filter(function (k) { return k.indexOf('_sp_user_consent_') === 0; });
    if (keys.length) raw = JSON.parse(localStorage.getItem(keys[0]) || 'null');
  } catch (e) { raw = null; }
  return raw && raw.gdpr ? raw.gdpr : null;
}

function persist() {
  var record = {
    gdpr: {
      applies: true,
      consentStatus: state.consentStatus,
      euconsent: state.euconsent,
      grants: state.grants,
      consentUUID: state.uuid,
      dateCreated: state.dateCreated,
      TCData: state.tc,
    },
    version: 1,
  };
  try { localStorage.setItem(storageKey(), JSON.stringify(record)); } catch (e) { /* storage blocked */ }
}

/* ---------- IAB TCF ---------- */

var listeners = {};
var nextListener = 0;

function vector(ids, max) {
  var out = {};
  for (var i = 1; i <= max; i++) out[i] = ids.indexOf(i) >= 0;
  return out;
}

function tcData(listenerId, eventStatus) {
  var decided = state.consentStatus && state.consentStatus.hasConsentData;
  var vendorConsents = {};
  state.tc.vendorConsents.forEach(function (id) { vendorConsents[id] = true; });
  var vendorLi = {};
  if (decided) [755, 91, 32].forEach(function (id) { vendorLi[id] = true; });
  var data = {
    tcString: state.tc.tcString,
    tcfPolicyVersion: 5,
    cmpId: 6,
    cmpVersion: 1,
    gdprApplies: true,
    eventStatus: eventStatus || (decided ? 'tcloaded' : 'cmpuishown'),
    cmpStatus: 'loaded',
    isServiceSpecific: true,
    useNonStandardTexts: false,
    publisherCC: 'IE',
    purposeOneTreatment: false,
    purpose: { consents: vector(state.tc.purposeConsents, 11), legitimateInterests: vector(state.tc.purposeLegitimateInterests, 11) },
    vendor: { consents: vendorConsents, legitimateInterests: vendorLi },
    specialFeatureOptins: vector(state.tc.specialFeatureOptins, 2),
    publisher: { consents: {}, legitimateInterests: {}, customPurpose: { consents: {}, legitimateInterests: {} }, restrictions: {} },
  };
  if (listenerId !== undefined) data.listenerId = listenerId;
  return data;
}

function customVendorConsents() {
  var consented = SP_CUSTOM_VENDORS.filter(function (v) { return state.grants[v._id] && state.grants[v._id].vendorGrant; });
  return {
    consentedVendors: consented.map(function (v) { return { _id: v._id, name: v.name, vendorType: 'CUSTOM' }; }),
    consentedPurposes: [],
    grants: state.grants,
  };
}

var pending = [];
function tcfapi(command, version, callback, parameter) {
  if (typeof callback !== 'function') return;
  if (command === 'ping')
    return callback({ gdprApplies: true, cmpLoaded: state.loaded, cmpStatus: state.loaded ? 'loaded' : 'loading', displayStatus: state.shown ? 'visible' : 'hidden', apiVersion: '2.2', cmpVersion: 1, cmpId: 6, gvlVersion: 120, tcfPolicyVersion: 5 }, true);
  if (!state.loaded) return pending.push([command, version, callback, parameter]);
  switch (command) {
    case 'getTCData':
      return callback(tcData(), true);
    case 'addEventListener': {
      var id = nextListener++;
      listeners[id] = callback;
      return callback(tcData(id), true);
    }
    case 'removeEventListener': {
      var existed = Boolean(listeners[parameter]);
      delete listeners[parameter];
      return callback(existed);
    }
    case 'getCustomVendorConsents':
      return callback(customVendorConsents(), true);
    default:
      return callback(null, false);
  }
}

function notifyTcf(eventStatus) {
  Object.keys(listeners).forEach(function (id) {
    try { listeners[id](tcData(Number(id), eventStatus), true); } catch (e) { /* listener error */ }
  });
}

function installTcf() {
  var queued = [];
  if (typeof window.__tcfapi === 'function') {
    try { queued = window.__tcfapi() || []; } catch (e) { queued = []; }
  }
  window.__tcfapi = tcfapi;
  queued.forEach(function (call) { tcfapi.apply(null, call); });
  window.addEventListener('message', function (event) {
    var json = typeof event.data === 'string';
    var message;
    try { message = json ? JSON.parse(event.data) : event.data; } catch (e) { return; }
    var call = message && message.__tcfapiCall;
    if (!call || !event.source) return;
    tcfapi(call.command, call.version, function (returnValue, success) {
      var reply = { __tcfapiReturn: { returnValue: returnValue, success: success, callId: call.callId } };
      event.source.postMessage(json ? JSON.stringify(reply) : reply, '*');
    }, call.parameter);
  });
}

function loaded() {
  state.loaded = true;
  pending.splice(0).forEach(function (call) { tcfapi.apply(null, call); });
}

/* ---------- messages ---------- */

var current = null;

function closeMessage() {
  if (current) current.remove();
  current = null;
  state.shown = false;
  document.documentElement.classList.remove('sp-message-open');
}

function render(id, url) {
  closeMessage();
  var container = document.createElement('div');
  container.id = 'sp_message_container_' + id;
  container.setAttribute('style', 'display:flex;position:fixed;inset:0;z-index:2147483647;align-items:center;justify-content:center;background:rgba(0,0,0,.55)');
  var frame = document.createElement('iframe');
  frame.id = 'sp_message_iframe_' + id;
  frame.title = 'SP Consent Message';
  frame.src = url;
  frame.setAttribute('style', 'width:min(680px,92vw);height:min(560px,86vh);border:0;border-radius:6px;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.35)');
  container.appendChild(frame);
  document.body.appendChild(container);
  document.documentElement.classList.add('sp-message-open');
  current = container;
  state.shown = true;
}

function privacyManagerUrl(pmId) {
  return base + '/privacy-manager/index.html?message_id=' + pmId + '&pmTab=purposes&site_id=' + state.propertyId + '&consentUUID=' + (state.uuid || 'null') + '&consent_origin=' + encodeURIComponent(base + '/consent/tcfv2');
}

function loadPrivacyManagerModal(pmId) {
  render(pmId || state.privacyManagerId, privacyManagerUrl(pmId || state.privacyManagerId));
  fire('onPMReady');
}

function applyConsent(answer) {
  state.consentStatus = answer.consentStatus;
  state.euconsent = answer.euconsent;
  state.grants = answer.grants || {};
  state.tc = answer.TCData;
  state.uuid = answer.uuid;
  state.dateCreated = answer.dateCreated;
  persist();
  setCookie('consentUUID', state.uuid);
  setCookie('consentDate', state.dateCreated);
  setCookie('euconsent-v2', state.euconsent);
}

var CHOICE_PATH = { '11': '11', '13': '13', ACCEPT_ALL: '11', REJECT_ALL: '13', SAVE_AND_EXIT: '1' };

function choose(message) {
  var type = String(message.choiceType);
  fire('onMessageChoiceSelect', 'gdpr', message.messageId, Number(type) || type);
  if (type === '12') return loadPrivacyManagerModal(state.privacyManagerId);
  if (type === '9') {
    if (message.link) location.href = new URL(message.link, location.href).href;
    return;
  }
  var path = CHOICE_PATH[type];
  if (!path) return;
  fetch(base + '/wrapper/v2/choice/gdpr/' + path + '?env=prod', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      accountId: config.accountId,
      propertyId: state.propertyId,
      messageId: message.messageId,
      uuid: state.uuid,
      pmSaveAndExitVariables: message.pmSaveAndExitVariables || null,
      sendPVData: true,
    }),
  })
    .then(function (response) { return response.ok ? response.json() : null; })
    .then(function (answer) {
      if (!answer) return;
      applyConsent(answer);
      closeMessage();
      notifyTcf('useractioncomplete');
      fire('onConsentReady', 'gdpr', state.uuid, state.euconsent, { applies: true, consentStatus: state.consentStatus, grants: state.grants });
    });
}

window.addEventListener('message', function (event) {
  if (event.origin !== base) return;
  var data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.name === 'sp.showMessage') return fire('onMessageReady', 'gdpr');
  if (data.name === 'sp.choice') choose(data);
});

function executeMessaging() {
  var stored = readStored();
  var body = {
    accountId: config.accountId,
    propertyHref: propertyHref,
    campaigns: { gdpr: { hasLocalData: Boolean(stored), consentStatus: stored ? stored.consentStatus : null, euconsent: stored ? stored.euconsent : '' } },
    includeData: { TCData: { type: 'RecordString' }, localState: { type: 'RecordString' } },
  };
  fetch(base + '/wrapper/v2/messages?env=prod&body=' + encodeURIComponent(JSON.stringify(body)))
    .then(function (response) { return response.json(); })
    .then(function (answer) {
      var campaign = (answer.campaigns || [])[0];
      state.propertyId = answer.propertyId;
      state.privacyManagerId = answer.privacyManagerId;
      if (!campaign) return loaded();
      state.consentStatus = campaign.consentStatus;
      state.euconsent = campaign.euconsent || '';
      state.tc = campaign.TCData;
      if (stored) {
        state.grants = stored.grants || {};
        state.uuid = stored.consentUUID;
        state.dateCreated = stored.dateCreated;
      }
      persist();
      try {
        localStorage.setItem('_sp_local_state', JSON.stringify(answer.localState || {}));
        localStorage.setItem('_sp_non_keyed_local_state', JSON.stringify(answer.nonKeyedLocalState || {}));
      } catch (e) { /* storage blocked */ }
      loaded();
      fire('onMessageReceiveData', 'gdpr', { messageId: campaign.messageMetaData ? campaign.messageMetaData.messageId : 0 });
      if (campaign.url) {
        render(campaign.messageMetaData.messageId, campaign.url);
        notifyTcf('cmpuishown');
      } else {
        notifyTcf('tcloaded');
        fire('onConsentReady', 'gdpr', state.uuid, state.euconsent, { applies: true, consentStatus: state.consentStatus, grants: state.grants });
      }
      fetch(base + '/wrapper/v2/pv-data?env=prod', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ gdpr: { propertyId: state.propertyId, consentStatus: state.consentStatus } }) });
    })
    .catch(function () { loaded(); });
}

sp.version = '4.27.0';
sp.executeMessaging = executeMessaging;
sp.gdpr = { loadPrivacyManagerModal: loadPrivacyManagerModal };
installTcf();
var queue = window._sp_queue || [];
window._sp_queue = { push: function (fn) { try { fn(); } catch (e) { /* the site's callback */ } } };
queue.forEach(function (fn) { window._sp_queue.push(fn); });
if (config.isSPA !== true) {
  if (document.body) executeMessaging();
  else document.addEventListener('DOMContentLoaded', executeMessaging);
}
