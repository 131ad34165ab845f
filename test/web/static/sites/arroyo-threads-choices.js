/*
 * The "Your Privacy Choices" page of arroyo-threads.example: one switch, "Opt out of the sale and
 * sharing of my personal information", and a Confirm button. Confirm writes the first-party
 * `at_privacy` cookie and reloads the page; the server leaves the advertising pixels out of every page
 * it renders for a visitor with `at_privacy=optout`. No __uspapi, no __gpp: the cookie is the only
 * record. Global Privacy Control is not read.
 */
(function () {
  var toggle = document.getElementById('at-opt-out');
  var confirm = document.getElementById('at-confirm');
  toggle.checked = /(?:^|; )at_privacy=optout/.test(document.cookie);
  confirm.addEventListener('click', function () {
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = 'at_privacy=' + (toggle.checked ? 'optout' : 'optin') + '; path=/; max-age=' + 365 * 86400 + '; SameSite=Lax' + secure;
    confirm.disabled = true;
    confirm.textContent = 'Saving…';
    setTimeout(function () { location.reload(); }, 300);
  });
})();
