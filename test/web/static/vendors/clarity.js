/*
 * Fake Microsoft Clarity recorder, served by the consentry fixture web at
 * https://scripts.clarity.ms/<version>/clarity.js (loaded by the Clarity tag).
 *
 * Records what Clarity records — a DOM snapshot ("discover"), mutations, mouse, clicks, scroll and
 * input activity (masked: lengths only) — into an event buffer and uploads it as Clarity's envelope
 * `{"e":[version, sequence, start, duration, projectId, userId, sessionId, pageNum, upload, end],
 * "a":[[time, type, …], …], "p":[]}` by POST to https://k.clarity.ms/collect: first shortly after
 * start, then every second while there are events. Sets the first-party `_clck` (user, one year) and
 * `_clsk` (session, one day) cookies by script.
 */
(function () {
  var clarity = window.clarity;
  if (!clarity || !clarity.fixtureProjectId || clarity.fixtureRecording) return;
  clarity.fixtureRecording = true;
  var projectId = clarity.fixtureProjectId;

  function getCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? match[1] : null;
  }
  function setCookie(name, value, maxAgeSeconds) {
    document.cookie = name + '=' + value + '; path=/; max-age=' + maxAgeSeconds + '; SameSite=Lax';
  }
  function id() {
    return Math.random().toString(36).slice(2, 9);
  }
  var userId = (getCookie('_clck') || '').split('%7C')[0] || id();
  setCookie('_clck', userId + '%7C2%7Cfq1%7C0%7C1', 31536000);
  var sessionId = (getCookie('_clsk') || '').split('%7C')[0] || id();
  setCookie('_clsk', sessionId + '%7C' + Date.now() + '%7C1%7C1%7Ck.clarity.ms%2Fcollect', 86400);

  var start = Date.now();
  var sequence = 0;
  var buffer = [];
  var lastMove = 0;
  function now() {
    return Date.now() - start;
  }
  function serialise(node, depth) {
    if (depth > 4 || !node) return null;
    if (node.nodeType === 3) return ['#text', (node.nodeValue || '').length];
    if (node.nodeType !== 1) return null;
    var children = [];
    for (var i = 0; i < node.childNodes.length && i < 20; i++) {
      var child = serialise(node.childNodes[i], depth + 1);
      if (child) children.push(child);
    }
    return [node.tagName.toLowerCase(), children];
  }
  function upload(last) {
    if (buffer.length === 0) return;
    sequence++;
    var envelope = {
      e: ['0.8.9', sequence, start, now(), projectId, userId, sessionId, 1, 1, last ? 1 : 0],
      a: buffer.splice(0, buffer.length),
      p: [],
    };
    fetch(clarity.fixtureUpload || 'https://k.clarity.ms/collect', { method: 'POST', keepalive: true, body: JSON.stringify(envelope) }).catch(function () {});
  }

  buffer.push([now(), 5, location.pathname, document.title.length]);
  buffer.push([now(), 6, serialise(document.documentElement, 0)]);
  document.addEventListener('mousemove', function (event) {
    if (Date.now() - lastMove < 100) return;
    lastMove = Date.now();
    buffer.push([now(), 12, event.clientX, event.clientY]);
  }, { capture: true, passive: true });
  document.addEventListener('click', function (event) {
    buffer.push([now(), 9, event.clientX, event.clientY]);
  }, true);
  window.addEventListener('scroll', function () {
    buffer.push([now(), 10, scrollY]);
  }, { passive: true });
  document.addEventListener('input', function (event) {
    var value = event.target && event.target.value;
    buffer.push([now(), 27, value ? value.length : 0]);
  }, true);
  new MutationObserver(function (mutations) {
    buffer.push([now(), 7, mutations.length]);
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });

  setTimeout(function () { upload(false); }, 300);
  setInterval(function () { upload(false); }, 1000);
  window.addEventListener('pagehide', function () { upload(true); });
})();
