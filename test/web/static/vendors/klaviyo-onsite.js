/*
 * Imitation of Klaviyo's onsite JavaScript (https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=…):
 * processes the `klaviyo` / `_learnq` queue; `identify({ email })` creates or updates the profile by
 * POST https://a.klaviyo.com/client/profiles/?company_id=… (JSON:API body, the email in plain text),
 * which is how a shop's abandoned-cart flow learns who left the checkout.
 */
(function () {
  var params = new URLSearchParams((document.currentScript && document.currentScript.src.split('?')[1]) || '');
  var companyId = params.get('company_id') || 'UNKNOWN';
  function identify(properties) {
    var email = properties && (properties.email || properties.$email);
    if (!email) return;
    fetch('https://a.klaviyo.com/client/profiles/?company_id=' + encodeURIComponent(companyId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', revision: '2024-10-15' },
      body: JSON.stringify({ data: { type: 'profile', attributes: { email: email, properties: { $source: 'checkout' } } } }),
    }).catch(function () {});
  }
  var queue = window._learnq || [];
  var api = {
    identify: identify,
    push: function (call) {
      if (call && call[0] === 'identify') identify(call[1]);
    },
  };
  queue.forEach(api.push);
  window._learnq = api;
  window.klaviyo = api;
})();
