/*
 * Parley Chat's launcher frame (https://widget.parleychat.example/frame.html): a round button that opens
 * the chat, a visitor session with the chat API, and the visitor's identity as the host page's loader
 * hands it over (postMessage), sent to the API at once.
 */
(function () {
  var site = new URLSearchParams(location.search).get('site') || '';
  var API = 'https://api.parleychat.example/v2/sites/' + encodeURIComponent(site);
  var visitor = localStorage.getItem('parley_vid') || Math.random().toString(36).slice(2, 12);
  localStorage.setItem('parley_vid', visitor);
  fetch(API + '/sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ visitor: visitor }) }).catch(function () {});
  window.addEventListener('message', function (event) {
    var data = event.data || {};
    if (data.parley !== 'identify' || !data.email) return;
    fetch(API + '/visitors/' + visitor + '/identify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: data.email, source: 'page_form', page: data.page }),
    }).catch(function () {});
  });
  document.getElementById('launcher').addEventListener('click', function () {
    document.body.classList.toggle('open');
  });
})();
