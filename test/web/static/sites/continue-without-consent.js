/*
 * Hand-made consent dialog of continue-without.example, in the style French regulators accepted for
 * years: "Accept cookies" and "Manage settings" buttons, plus a "Continue without accepting" link in
 * the top-right corner — the refusal. The choice is stored in the first-party cookie `site_consent`
 * ("accepted" / "declined" / JSON from the settings layer); gated scripts run only after acceptance.
 */
(function () {
  var kit = window.ConsentKit;
  var dialog = document.getElementById('consent-dialog');
  var stored = kit.getCookie('site_consent');
  if (stored) {
    if (stored === 'accepted') kit.activate(['analytics', 'marketing']);
    return;
  }
  dialog.hidden = false;
  function close() {
    dialog.remove();
  }
  dialog.addEventListener('click', function (event) {
    var control = event.target.closest('[data-choice]');
    if (!control) return;
    event.preventDefault();
    var choice = control.getAttribute('data-choice');
    if (choice === 'accept') {
      kit.setCookie('site_consent', 'accepted', 180);
      kit.activate(['analytics', 'marketing']);
      close();
    } else if (choice === 'continue') {
      kit.setCookie('site_consent', 'declined', 180);
      close();
    } else if (choice === 'settings') {
      dialog.querySelector('.layer-settings').hidden = false;
      dialog.querySelector('.layer-first-actions').hidden = true;
    } else if (choice === 'save') {
      var analytics = dialog.querySelector('[name="analytics"]').checked;
      var marketing = dialog.querySelector('[name="marketing"]').checked;
      kit.setCookie('site_consent', JSON.stringify({ necessary: true, analytics: analytics, marketing: marketing }), 180);
      kit.activate([analytics ? 'analytics' : '', marketing ? 'marketing' : '']);
      close();
    }
  });
})();
