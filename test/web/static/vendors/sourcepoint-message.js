/*
 * The script of a Sourcepoint message or privacy-manager page (cdn.privacy-mgmt.com/index.html and
 * /privacy-manager/index.html, rendered in the sp_message_iframe_<id> frame), in our words: each
 * button carries its choice type (sp_choice_type_<n> class) and posts the choice to the page's
 * wrapper; the privacy manager's purpose switches start off and are sent with "Save & exit".
 */
(function () {
  var root = document.querySelector('[data-message-id]');
  var messageId = root ? Number(root.getAttribute('data-message-id')) : 0;
  function post(data) {
    data.messageId = messageId;
    window.parent.postMessage(data, '*');
  }
  document.querySelectorAll('.pm-switch').forEach(function (toggle) {
    toggle.addEventListener('click', function () {
      toggle.setAttribute('aria-checked', toggle.getAttribute('aria-checked') === 'true' ? 'false' : 'true');
    });
  });
  document.querySelectorAll('.pm-tab').forEach(function (tab) {
    tab.addEventListener('click', function () {
      document.querySelectorAll('.pm-tab').forEach(function (t) { t.setAttribute('aria-selected', t === tab ? 'true' : 'false'); });
    });
  });
  document.querySelectorAll('[data-choice-type]').forEach(function (button) {
    button.addEventListener('click', function () {
      var type = button.getAttribute('data-choice-type');
      var data = { name: 'sp.choice', choiceType: type };
      if (button.getAttribute('data-link')) data.link = button.getAttribute('data-link');
      if (type === 'SAVE_AND_EXIT') {
        data.pmSaveAndExitVariables = {
          purposes: Array.prototype.filter.call(document.querySelectorAll('.pm-switch'), function (s) {
            return s.getAttribute('aria-checked') === 'true';
          }).map(function (s) { return Number(s.getAttribute('data-purpose')); }),
        };
      }
      post(data);
    });
  });
  post({ name: 'sp.showMessage' });
})();
