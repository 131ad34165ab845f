/*
 * The consent banner of shadow-cmp.example, built like Usercentrics' browser UI: a host element
 * #usercentrics-root whose banner lives in a shadow root, and the choice kept in localStorage — not a
 * cookie. data-mode picks the variant:
 *   "open"   — open shadow root; the choice is stored as Usercentrics' `uc_settings` (per-service
 *              history with onDenyAllServices / onAcceptAllServices);
 *   "closed" — the same banner in a CLOSED shadow root (no script outside can reach it);
 *   "opaque" — open shadow root, but the choice is stored in a format nobody documents
 *              (`cmp_state`, an encoded blob), so a refusal cannot be confirmed from it.
 * Gated scripts (data-category) run after "Accept All".
 */
(function () {
  var kit = window.ConsentKit;
  var mode = document.currentScript.getAttribute('data-mode');
  var SERVICES = [
    { id: 'H1Vl5NidjWX', name: 'Usercentrics Consent Management Platform', essential: true },
    { id: 'HkocEodjb7', name: 'Google Analytics', essential: false },
    { id: 'ko1w5PpFl', name: 'Facebook Pixel', essential: false },
  ];
  var storedKey = mode === 'opaque' ? 'cmp_state' : 'uc_settings';
  var stored = localStorage.getItem(storedKey);
  if (stored) {
    if (stored.indexOf('onAcceptAllServices') >= 0 || stored.indexOf('A1') === 0) kit.activate(['analytics', 'marketing']);
    return;
  }

  function save(accept) {
    var ts = Date.now();
    if (mode === 'opaque') {
      localStorage.setItem('cmp_state', (accept ? 'A1' : 'R0') + btoa(String(ts)).replace(/=+$/, '') + '.x9Qm');
    } else {
      var action = accept ? 'onAcceptAllServices' : 'onDenyAllServices';
      localStorage.setItem('uc_settings', JSON.stringify({
        controllerId: 'f3a9d2c1b7e84a5c9d0e1f2a3b4c5d6e',
        id: 'r1Fhc4iOoWX',
        language: 'en',
        services: SERVICES.map(function (s) {
          var status = s.essential || accept;
          return { id: s.id, processorId: 'p-' + s.id, status: status, history: [
            { action: 'onInitialPageLoad', fromNetwork: false, status: s.essential, ts: ts - 2000, type: 'implicit', language: 'en' },
            { action: action, fromNetwork: false, status: status, ts: ts, type: 'explicit', language: 'en' },
          ] };
        }),
        version: '3.24.0',
      }));
    }
    if (accept) kit.activate(['analytics', 'marketing']);
    host.remove();
  }

  var host = document.createElement('div');
  host.id = 'usercentrics-root';
  if (mode === 'closed') host = document.createElement('uc-consent-banner');
  document.body.appendChild(host);
  var shadow = host.attachShadow({ mode: mode === 'closed' ? 'closed' : 'open' });
  shadow.innerHTML =
    '<style>' +
    '.banner { position: fixed; left: 0; right: 0; bottom: 0; padding: 20px 28px; background: #fff; box-shadow: 0 -4px 20px rgb(0 0 0 / 0.18); font-family: system-ui, sans-serif; z-index: 2147483000; }' +
    '.buttons { display: flex; gap: 10px; margin-top: 12px; } button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 1px solid #0045a5; cursor: pointer; }' +
    '[data-testid="uc-accept-all-button"] { background: #0045a5; color: #fff; } [data-testid="uc-deny-all-button"] { background: #fff; color: #0045a5; }' +
    '</style>' +
    '<div class="banner" role="dialog" aria-label="Privacy settings" data-testid="uc-default-banner">' +
    '<h2 style="margin:0 0 6px;font-size:1.1rem">Privacy Settings</h2>' +
    '<p style="margin:0">This site uses third-party website tracking technologies to provide and continually improve our services, and to display advertisements according to users\' interests. I agree and may revoke or change my consent at any time with effect for the future.</p>' +
    '<div class="buttons"><button type="button" data-testid="uc-deny-all-button">Deny</button>' +
    '<button type="button" data-testid="uc-accept-all-button">Accept All</button></div></div>';
  shadow.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    save(button.getAttribute('data-testid') === 'uc-accept-all-button');
  });
})();
