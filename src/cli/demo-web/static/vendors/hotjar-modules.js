/*
 * Fake Hotjar recording module, served by the consentry fixture web at
 * https://script.hotjar.com/modules.<hash>.js (loaded by the Hotjar bootstrap).
 *
 * Records what session replay records — a page snapshot, mouse movement, clicks, scrolling,
 * input activity (lengths only, as Hotjar masks values) and DOM mutations — into an event buffer
 * and streams the buffer to https://vc.hotjar.io/api/v2/sites/<siteId>/recordings/content every
 * two seconds while it has events, and once more when the page is hidden.
 */
(function () {
  var settings = window.hjSiteSettings;
  // Recording off in the site's settings: the modules serve surveys and feedback only.
  if (!settings || settings.record === false || window.hj.fixtureRecording) return;
  window.hj.fixtureRecording = true;

  var endpoint = 'https://vc.hotjar.io/api/v2/sites/' + settings.site_id + '/recordings/content?sv=6';
  var startedAt = Date.now();
  var buffer = [];
  var lastMouse = 0;

  function elapsed() {
    return Date.now() - startedAt;
  }
  function describe(element) {
    if (!element || !element.tagName) return '';
    return element.tagName.toLowerCase() + (element.id ? '#' + element.id : '');
  }
  function flush() {
    if (buffer.length === 0) return;
    var body = JSON.stringify({ session_id: settings.session_id, user_id: settings.user_id, events: buffer.splice(0, buffer.length) });
    fetch(endpoint, { method: 'POST', credentials: 'include', keepalive: true, body: body }).catch(function () {});
  }

  buffer.push({
    type: 'page', t: 0, path: location.pathname, viewport: [innerWidth, innerHeight],
    nodes: document.getElementsByTagName('*').length,
  });
  document.addEventListener('mousemove', function (event) {
    if (Date.now() - lastMouse < 100) return;
    lastMouse = Date.now();
    buffer.push({ type: 'mouse_move', t: elapsed(), x: event.clientX, y: event.clientY });
  }, { capture: true, passive: true });
  document.addEventListener('click', function (event) {
    buffer.push({ type: 'click', t: elapsed(), x: event.clientX, y: event.clientY, target: describe(event.target) });
  }, true);
  window.addEventListener('scroll', function () {
    buffer.push({ type: 'scroll', t: elapsed(), y: scrollY });
  }, { passive: true });
  document.addEventListener('input', function (event) {
    var value = event.target && event.target.value;
    buffer.push({ type: 'input', t: elapsed(), target: describe(event.target), length: value ? value.length : 0 });
  }, true);
  new MutationObserver(function (mutations) {
    buffer.push({ type: 'mutation', t: elapsed(), count: mutations.length });
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });

  flush();
  setInterval(flush, 2000);
  window.addEventListener('pagehide', flush);
})();
