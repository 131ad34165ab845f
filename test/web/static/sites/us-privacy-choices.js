/*
 * The "Your Privacy Choices" page of the realistic US sites: a switch "Allow the sale or sharing of
 * my personal information" (on unless opted out) and a confirm control. How the page was built
 * (data-confirm on this script):
 *  - "registers": "Confirm my choices" stores the choice (PrivacyChoices.setOptOut);
 *  - "ignored": "Confirm my choices" says the choice was saved but stores nothing (a broken form);
 *  - "unlabelled": the confirm control is a check-mark icon without any text or label (it does
 *    store the choice when clicked).
 */
(function () {
  var mode = document.currentScript.getAttribute('data-confirm');
  var toggle = document.getElementById('allow-sale');
  var status = document.querySelector('.pc-status');
  var confirm = document.querySelector('[data-pc-confirm]');
  toggle.checked = !window.PrivacyChoices.optedOut();
  if (window.PrivacyChoices.gpc) status.textContent = 'Your browser sends Global Privacy Control: you are opted out.';

  confirm.addEventListener('click', function () {
    if (mode !== 'ignored') window.PrivacyChoices.setOptOut(!toggle.checked);
    status.textContent = toggle.checked ? 'Saved: we may sell or share your personal information.' : 'Saved: we will not sell or share your personal information.';
  });
})();
