/*
 * A canvas fingerprinting script in the manner of FingerprintJS (open source, v4), served by the
 * consentry fixture web at https://openfpcdn.io/fingerprintjs/v4/iife.min.js.
 *
 * Draws the classic text image — a coloured rectangle, then "Cwm fjordbank gly 😃" twice in two
 * colours and fonts — on a 240 × 60 canvas and reads it back with toDataURL (twice, to check that the
 * rendering is stable), draws a geometry image without text, and hashes the results into a visitor
 * ID kept in localStorage.
 */
(function () {
  function hash(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16);
  }
  function renderText(context) {
    context.canvas.width = 240;
    context.canvas.height = 60;
    context.textBaseline = 'alphabetic';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.font = '11pt "Times New Roman"';
    var printedText = 'Cwm fjordbank gly ' + String.fromCharCode(55357, 56835);
    context.fillText(printedText, 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.2)';
    context.font = '18pt Arial';
    context.fillText(printedText, 4, 45);
  }
  function renderGeometry(context) {
    context.canvas.width = 122;
    context.canvas.height = 110;
    context.globalCompositeOperation = 'multiply';
    [['#f2f', 40, 40], ['#2ff', 80, 40], ['#ff2', 60, 80]].forEach(function (circle) {
      context.fillStyle = circle[0];
      context.beginPath();
      context.arc(circle[1], circle[2], 40, 0, Math.PI * 2, true);
      context.closePath();
      context.fill();
    });
  }
  function getCanvasFingerprint() {
    var canvas = document.createElement('canvas');
    var context = canvas.getContext('2d');
    if (!context) return { text: 'unsupported', geometry: 'unsupported' };
    renderText(context);
    var first = canvas.toDataURL();
    var second = canvas.toDataURL();
    if (first !== second) return { text: 'unstable', geometry: 'unstable' };
    var geometryCanvas = document.createElement('canvas');
    renderGeometry(geometryCanvas.getContext('2d'));
    return { text: first, geometry: geometryCanvas.toDataURL() };
  }
  var result = getCanvasFingerprint();
  var visitorId = hash(result.text + '|' + result.geometry + '|' + navigator.userAgent + '|' + screen.width + 'x' + screen.height);
  try {
    localStorage.setItem('_vid_t', visitorId);
  } catch (error) {
    // storage disabled
  }
  window.FingerprintJS = { load: function () { return Promise.resolve({ get: function () { return Promise.resolve({ visitorId: visitorId }); } }); } };
})();
