/*
 * Live-chat widget loader of the fictional Parley Chat (served at https://widget.parleychat.example/loader.js),
 * written after the pattern of chat widgets with "identify visitors from your site's forms": it opens
 * the chat launcher in an iframe of its own origin and, so that agents see who they are talking to,
 * hands any email address typed into the host page's forms to the frame as soon as the field changes
 * (before the visitor submits anything). The frame sends it to the chat API.
 */
(function () {
  var script = document.currentScript;
  var site = (script && script.getAttribute('data-site')) || '';
  var frame = document.createElement('iframe');
  frame.src = 'https://widget.parleychat.example/frame.html?site=' + encodeURIComponent(site);
  frame.title = 'Parley Chat';
  frame.style.cssText = 'position:fixed;right:16px;bottom:16px;width:84px;height:84px;border:0;z-index:900';
  document.body.appendChild(frame);
  var sent = {};
  document.addEventListener('change', function (event) {
    var field = event.target;
    if (!field || field.type !== 'email' || !/@/.test(field.value || '')) return;
    if (sent[field.value]) return;
    sent[field.value] = true;
    frame.contentWindow.postMessage({ parley: 'identify', email: field.value, page: location.pathname }, 'https://widget.parleychat.example');
  }, true);
})();
