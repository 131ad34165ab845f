/*
 * Fake FullStory recorder, served by the consentry fixture web at https://edge.fullstory.com/s/fs.js.
 *
 * Reads the snippet's settings (`window._fs_org`, `window._fs_namespace`), starts a page with
 * POST https://rs.fullstory.com/rec/page (answered with session and page IDs), sets the first-party
 * `fs_uid` cookie by script, and streams recorded events (DOM snapshot, mutations, mouse, clicks,
 * input lengths) as bundles `{"Seq":n,"When":t,"Evts":[{"When":t,"Kind":k,"Args":[…]}]}` by POST to
 * https://rs.fullstory.com/rec/bundle/v2 every second while there are events.
 */
(function () {
  var org = window._fs_org;
  var namespace = window._fs_namespace || 'FS';
  if (!org || window[namespace + '_fixtureRecording']) return;
  window[namespace + '_fixtureRecording'] = true;

  function getCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }
  var userId = (getCookie('fs_uid') || '').split('#')[1] || Math.random().toString(36).slice(2, 12);
  document.cookie = 'fs_uid=' + encodeURIComponent('#' + userId + '#' + Date.now() + ':0:' + org) + '; path=/; max-age=31536000; SameSite=Strict';

  var start = Date.now();
  var sequence = 0;
  var buffer = [];
  var session = null;
  function now() {
    return Date.now() - start;
  }
  function record(kind, args) {
    buffer.push({ When: now(), Kind: kind, Args: args });
  }
  function flush() {
    if (!session || buffer.length === 0) return;
    sequence++;
    var query = 'OrgId=' + encodeURIComponent(org) + '&UserId=' + session.UserIntId + '&SessionId=' + session.SessionIntId +
      '&PageId=' + session.PageIntId + '&Seq=' + sequence;
    var body = JSON.stringify({ Seq: sequence, When: now(), Evts: buffer.splice(0, buffer.length) });
    fetch('https://rs.fullstory.com/rec/bundle/v2?' + query, { method: 'POST', keepalive: true, body: body }).catch(function () {});
  }

  record(2, [location.pathname, document.getElementsByTagName('*').length]);
  document.addEventListener('mousemove', function (event) { record(5, [event.clientX, event.clientY]); }, { capture: true, passive: true });
  document.addEventListener('click', function (event) { record(3, [event.clientX, event.clientY]); }, true);
  document.addEventListener('input', function (event) {
    var value = event.target && event.target.value;
    record(23, [value ? value.length : 0]);
  }, true);
  new MutationObserver(function (mutations) { record(7, [mutations.length]); })
    .observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });

  fetch('https://rs.fullstory.com/rec/page', {
    method: 'POST',
    body: JSON.stringify({ OrgId: org, UserId: userId, Url: location.href, Base: location.origin, Width: innerWidth, Height: innerHeight }),
  })
    .then(function (response) { return response.json(); })
    .then(function (answer) {
      session = answer;
      flush();
      setInterval(flush, 1000);
    })
    .catch(function () {});
  window.addEventListener('pagehide', flush);
})();
