/*
 * A self-hosted rrweb-style session recorder proxied through the site's own domain, served by the
 * consentry fixture web at https://replay-first-party.example/assets/replay.js.
 *
 * Serialises the DOM as an rrweb full snapshot (`{"type":2,"data":{"node":{…,"childNodes":[…]}}}`),
 * records incremental events (`{"type":3,"data":{"source":…}}`) for mutations, mouse moves and
 * input (lengths only), and POSTs the event batches to /rr/e on the same host every second.
 */
(function () {
  var nextId = 1;
  var buffer = [];
  function serialise(node, depth) {
    var id = nextId++;
    if (node.nodeType === 3) return { type: 3, textContent: '', id: id };
    if (node.nodeType === 9) return { type: 0, childNodes: [serialise(node.documentElement, depth + 1)], id: id };
    if (node.nodeType !== 1) return null;
    var attributes = {};
    for (var i = 0; i < node.attributes.length; i++) {
      if (node.attributes[i].name !== 'value') attributes[node.attributes[i].name] = node.attributes[i].value;
    }
    var childNodes = [];
    if (depth < 6) {
      for (var j = 0; j < node.childNodes.length && j < 30; j++) {
        var child = serialise(node.childNodes[j], depth + 1);
        if (child) childNodes.push(child);
      }
    }
    return { type: 2, tagName: node.tagName.toLowerCase(), attributes: attributes, childNodes: childNodes, id: id };
  }
  function flush() {
    if (buffer.length === 0) return;
    fetch('/rr/e', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(buffer.splice(0, buffer.length)) })
      .catch(function () {});
  }
  buffer.push({ type: 4, data: { href: location.href, width: innerWidth, height: innerHeight }, timestamp: Date.now() });
  buffer.push({ type: 2, data: { node: serialise(document, 0), initialOffset: { left: 0, top: 0 } }, timestamp: Date.now() });
  new MutationObserver(function (mutations) {
    buffer.push({ type: 3, data: { source: 0, adds: [], removes: [], texts: [], attributes: [], count: mutations.length }, timestamp: Date.now() });
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  document.addEventListener('mousemove', function (event) {
    buffer.push({ type: 3, data: { source: 1, positions: [{ x: event.clientX, y: event.clientY, timeOffset: 0 }] }, timestamp: Date.now() });
  }, { capture: true, passive: true });
  document.addEventListener('input', function (event) {
    var value = event.target && event.target.value;
    buffer.push({ type: 3, data: { source: 5, text: '*'.repeat(value ? value.length : 0) }, timestamp: Date.now() });
  }, true);
  setTimeout(flush, 200);
  setInterval(flush, 1000);
})();
