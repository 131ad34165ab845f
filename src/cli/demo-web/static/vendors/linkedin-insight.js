/*
 * Fake LinkedIn Insight Tag, served by the consentry fixture web at
 * https://snap.licdn.com/li.lms-analytics/insight.min.js.
 *
 * Like the real tag it reads the partner IDs from `window._linkedin_data_partner_ids` /
 * `_linkedin_partner_id`, sends a page-view pixel per partner to
 * https://px.ads.linkedin.com/collect/?pid=<id>&fmt=gif&url=<page URL>… (whose response sets the
 * third-party cookies bcookie, lidc, li_sugr on .linkedin.com), keeps an ads ID in localStorage
 * (`li_adsId`), stores `li_fat_id` as a first-party cookie when the URL carries one, and turns
 * `lintrk('track', { conversion_id })` into conversion pixels.
 */
(function () {
  if (window.lintrk && window.lintrk.fixtureRuntime) return;
  var queued = (window.lintrk && window.lintrk.q) || [];
  var partnerIds = [];
  (window._linkedin_data_partner_ids || []).concat(window._linkedin_partner_id || []).forEach(function (id) {
    if (partnerIds.indexOf(String(id)) < 0) partnerIds.push(String(id));
  });

  var fatId = new URLSearchParams(location.search).get('li_fat_id');
  if (fatId) document.cookie = 'li_fat_id=' + encodeURIComponent(fatId) + '; path=/; max-age=2592000; SameSite=Lax';
  try {
    if (!localStorage.getItem('li_adsId')) localStorage.setItem('li_adsId', crypto.randomUUID());
  } catch (error) {
    // Storage disabled: the real tag carries on without it.
  }

  function pixel(partnerId, extra) {
    var pairs = { pid: partnerId, fmt: 'gif', time: String(Date.now()), url: location.href };
    Object.keys(extra).forEach(function (key) { pairs[key] = extra[key]; });
    new Image().src = 'https://px.ads.linkedin.com/collect/?' + Object.keys(pairs).map(function (key) {
      return encodeURIComponent(key) + '=' + encodeURIComponent(pairs[key]);
    }).join('&');
  }

  var lintrk = (window.lintrk = function (action, data) {
    if (action === 'track' && data && data.conversion_id) {
      partnerIds.forEach(function (id) { pixel(id, { conversionId: String(data.conversion_id) }); });
    }
  });
  lintrk.fixtureRuntime = true;
  lintrk.q = [];

  partnerIds.forEach(function (id) { pixel(id, {}); });
  queued.forEach(function (args) { lintrk(args[0], args[1]); });
})();
