/*
 * Hand-made "Before you continue" dialog of more-options.example, modelled on a well-known search
 * engine's: the first layer offers only "Accept all" and "More options" — no reject. "More options"
 * swaps in a second layer with two unticked toggles and "Reject all" · "Accept all" · "Confirm choices".
 * The choice is stored as a key:value list in the first-party cookie `consent_prefs`
 * (e.g. "necessary:yes,analytics:no,ads:no").
 */
(function () {
  var kit = window.ConsentKit;
  var dialog = document.getElementById('before-you-continue');
  var stored = kit.getCookie('consent_prefs');
  function categoriesOf(prefs) {
    var out = [];
    if (/analytics:yes/.test(prefs)) out.push('analytics');
    if (/ads:yes/.test(prefs)) out.push('marketing');
    return out;
  }
  if (stored) {
    kit.activate(categoriesOf(stored));
    return;
  }
  dialog.hidden = false;
  function save(analytics, ads) {
    var prefs = 'necessary:yes,analytics:' + (analytics ? 'yes' : 'no') + ',ads:' + (ads ? 'yes' : 'no');
    kit.setCookie('consent_prefs', prefs, 390);
    kit.activate(categoriesOf(prefs));
    dialog.remove();
  }
  dialog.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    var action = button.getAttribute('data-action');
    if (action === 'accept') save(true, true);
    if (action === 'reject') save(false, false);
    if (action === 'more') {
      dialog.querySelector('.first').hidden = true;
      dialog.querySelector('.second').hidden = false;
    }
    if (action === 'confirm') save(dialog.querySelector('[name="analytics"]').checked, dialog.querySelector('[name="ads"]').checked);
  });
})();
