/*
 * The header-bidding wrapper the InMobi Choice news sites build from Prebid.js (our own small
 * imitation, with lodash bundled as `_`; no Prebid code): `pbjs.que`, `setConfig`, `addAdUnits`,
 * `requestBids` and `setTargetingForGPTAsync`, and one bidder, Xandr's (appnexus, IAB GVL 32), whose
 * bid request goes to https://ib.adnxs.com/ut/v3/prebid with the TCF consent when there is one.
 *
 * With `consentManagement.gdpr.cmpApi: 'iab'` the auction waits (up to `timeout` ms) for the CMP's TC
 * data (tcloaded / useractioncomplete) and passes its string; without it, it asks nobody. It never
 * refuses to bid by itself: that is what a site's gating (or Prebid's TCF control module) does.
 */
var pbjs = (window.pbjs = window.pbjs || {});
var queued = pbjs.que || [];
var config = {};
var adUnits = [];
var bids = {};

function withConsent(callback) {
  var gdpr = _.get(config, 'consentManagement.gdpr');
  if (!gdpr || gdpr.cmpApi !== 'iab' || typeof window.__tcfapi !== 'function') return callback(null);
  var done = false;
  var finish = function (data) {
    if (done) return;
    done = true;
    callback(data);
  };
  setTimeout(function () { finish(null); }, gdpr.timeout || 10000);
  window.__tcfapi('addEventListener', 2, function (data, success) {
    if (success && data && (data.eventStatus === 'tcloaded' || data.eventStatus === 'useractioncomplete')) finish(data);
  });
}

function request(options) {
  withConsent(function (tcData) {
    var body = {
      tags: _.map(adUnits, function (unit) {
        return {
          uuid: unit.code,
          sizes: _.map(_.get(unit, 'mediaTypes.banner.sizes', []), function (s) { return { width: s[0], height: s[1] }; }),
          id: Number(_.get(_.find(unit.bids, { bidder: 'appnexus' }), 'params.placementId', 0)),
          primary_size: _.get(unit, 'mediaTypes.banner.sizes[0]'),
          ad_types: ['banner'],
        };
      }),
      sdk: { source: 'pbjs', version: '9.12.0' },
      referrer_detection: { rd_ref: encodeURIComponent(location.href), rd_top: true },
      gdpr_consent: tcData ? { consent_string: tcData.tcString, consent_required: tcData.gdprApplies } : undefined,
    };
    fetch('https://ib.adnxs.com/ut/v3/prebid', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        _.forEach(answer.tags, function (tag) { bids[tag.uuid] = _.get(tag, 'ads[0].cpm'); });
      })
      .catch(function () {})
      .then(function () {
        if (typeof options.bidsBackHandler === 'function') options.bidsBackHandler(bids);
      });
  });
}

pbjs.version = 'v9.12.0';
pbjs.setConfig = function (options) { _.merge(config, options); };
pbjs.getConfig = function (key) { return key ? _.get(config, key) : _.cloneDeep(config); };
pbjs.addAdUnits = function (units) { adUnits = adUnits.concat(units); };
pbjs.requestBids = function (options) { request(options || {}); };
pbjs.setTargetingForGPTAsync = function () {
  if (!window.googletag || !googletag.pubads) return;
  _.forEach(bids, function (cpm, code) {
    if (cpm) googletag.pubads().setTargeting('hb_pb_' + code.slice(0, 8), cpm.toFixed(2));
  });
};
pbjs.que = { push: function () { _.forEach(arguments, function (fn) { fn(); }); return 0; } };
_.forEach(queued, function (fn) { fn(); });
