/*
 * The small IAB TCF v2.2 CMP of tcf-news.example (loaded after the standard __tcfapi stub in <head>).
 * It implements ping, getTCData, addEventListener and removeEventListener. The TC string itself is
 * built server-side with @iabtechlabtcf/core (/cmp/consent) and stored by the server in the
 * first-party `euconsent-v2` cookie; /cmp/tc-data returns the stored string and its decoded
 * purposes/vendors. Banner: "Accept all" · "Reject all" · "Manage options" (purposes list). Google's
 * tags load only with consent for purposes 1 and 4 and vendor 755.
 */
(function () {
  var CMP_ID = 999;
  var stubQueue = (window.__tcfapi && window.__tcfapi.queue) || [];
  var listeners = {};
  var nextListenerId = 1;
  var loaded = false;
  var displayStatus = 'hidden';
  var eventStatus = 'tcloaded';
  var data = null; // { tcString, purposeConsents, purposeLegitimateInterests, vendorConsents, specialFeatureOptins }

  function map(ids) {
    var out = {};
    (ids || []).forEach(function (id) { out[id] = true; });
    return out;
  }

  function tcData(listenerId) {
    return {
      tcString: data ? data.tcString : '',
      tcfPolicyVersion: 5,
      cmpId: CMP_ID,
      cmpVersion: 3,
      gdprApplies: true,
      eventStatus: eventStatus,
      cmpStatus: 'loaded',
      listenerId: listenerId,
      isServiceSpecific: true,
      useNonStandardTexts: false,
      publisherCC: 'IE',
      purposeOneTreatment: false,
      purpose: { consents: map(data && data.purposeConsents), legitimateInterests: map(data && data.purposeLegitimateInterests) },
      vendor: { consents: map(data && data.vendorConsents), legitimateInterests: {} },
      specialFeatureOptins: map(data && data.specialFeatureOptins),
      publisher: { consents: {}, legitimateInterests: {}, customPurpose: { consents: {}, legitimateInterests: {} }, restrictions: {} },
    };
  }

  function ping() {
    return {
      gdprApplies: true,
      cmpLoaded: loaded,
      cmpStatus: loaded ? 'loaded' : 'loading',
      displayStatus: displayStatus,
      apiVersion: '2.2',
      cmpVersion: 3,
      cmpId: CMP_ID,
      gvlVersion: 120,
      tcfPolicyVersion: 5,
    };
  }

  var pending = [];
  function api(command, version, callback, parameter) {
    if (typeof callback !== 'function') return;
    if (command === 'ping') return callback(ping(), true);
    if (!loaded) return pending.push([command, version, callback, parameter]);
    if (command === 'getTCData') return callback(tcData(), true);
    if (command === 'addEventListener') {
      var id = nextListenerId++;
      listeners[id] = callback;
      return callback(tcData(id), true);
    }
    if (command === 'removeEventListener') {
      var existed = Boolean(listeners[parameter]);
      delete listeners[parameter];
      return callback(existed);
    }
    callback(null, false);
  }
  window.__tcfapi = api;

  function notify() {
    Object.keys(listeners).forEach(function (id) { listeners[id](tcData(Number(id)), true); });
  }

  function runTags() {
    if (!data) return;
    var p = map(data.purposeConsents);
    var v = map(data.vendorConsents);
    if (p[1] && p[4] && v[755]) {
      document.querySelectorAll('script[type="text/plain"][data-tcf-vendor="755"]').forEach(function (gated) {
        var s = document.createElement('script');
        if (gated.getAttribute('data-src')) { s.src = gated.getAttribute('data-src'); s.async = true; } else { s.text = gated.text; }
        gated.after(s);
      });
    }
  }

  function showBanner() {
    var banner = document.getElementById('tcf-notice');
    banner.hidden = false;
    displayStatus = 'visible';
    eventStatus = 'cmpuishown';
    banner.addEventListener('click', function (event) {
      var button = event.target.closest('button');
      if (!button) return;
      var choice = button.getAttribute('data-tcf');
      if (choice === 'options') {
        banner.querySelector('.purposes').hidden = false;
        button.hidden = true;
        return;
      }
      fetch('/cmp/consent', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ choice: choice }) })
        .then(function (response) { return response.json(); })
        .then(function (result) {
          data = result;
          banner.hidden = true;
          displayStatus = 'hidden';
          eventStatus = 'useractioncomplete';
          notify();
          runTags();
        });
    });
  }

  fetch('/cmp/tc-data')
    .then(function (response) { return response.json(); })
    .then(function (stored) {
      data = stored && stored.tcString ? stored : null;
      loaded = true;
      eventStatus = data ? 'tcloaded' : 'cmpuishown';
      pending.splice(0).forEach(function (call) { api.apply(null, call); });
      stubQueue.forEach(function (call) { api.apply(null, call); });
      if (data) runTags();
      else showBanner();
    });
})();
