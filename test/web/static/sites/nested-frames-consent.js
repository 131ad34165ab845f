/*
 * Publisher side of nested-frames.example, modelled on Sourcepoint: the consent message is an iframe
 * (consent-frames.example) that itself frames the message UI (consent-ui.example), both cross-origin.
 * The UI posts the choice to the top window, which stores it in localStorage under
 * `_sp_user_consent_4242` (Sourcepoint's format: consentStatus per framework), removes the message and
 * runs the gated scripts of the allowed categories.
 */
(function () {
  var KEY = '_sp_user_consent_4242';
  var kit = window.ConsentKit;
  var stored = null;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) || 'null');
  } catch (e) {
    stored = null;
  }
  if (stored && stored.gdpr && stored.gdpr.consentStatus) {
    if (stored.gdpr.consentStatus.consentedAll) kit.activate(['analytics', 'marketing']);
    return;
  }
  var holder = document.createElement('div');
  holder.id = 'sp_message_container_4242';
  holder.innerHTML = '<iframe title="Consent message" src="https://consent-frames.example/wrapper?message_ref=4242"></iframe>';
  document.body.appendChild(holder);
  window.addEventListener('message', function (event) {
    if (event.origin !== 'https://consent-ui.example' || !event.data || event.data.type !== 'consent-choice') return;
    var all = event.data.choice === 'accept';
    var status = { consentedAll: all, consentedToAny: all, rejectedAny: !all, rejectedAll: !all, hasConsentData: true };
    localStorage.setItem(KEY, JSON.stringify({ gdpr: { applies: true, consentStatus: status, uuid: 'c0ffee42-0000-4000-8000-000000004242' } }));
    if (all) kit.activate(['analytics', 'marketing']);
    holder.remove();
  });
})();
