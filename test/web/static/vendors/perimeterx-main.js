/*
 * A bot-defence sensor in the manner of PerimeterX's client (client.perimeterx.net/<appId>/main.min.js),
 * written for the consentry fixture web: collects device signals — a text canvas read back with
 * toDataURL, the WebGL vendor and renderer through WEBGL_debug_renderer_info, an OfflineAudioContext
 * rendering and the installed fonts measured against fallbacks — hashes them and posts the hash with
 * the app id to the collector.
 */
(function (window, document) {
  var appId = window._pxAppId || 'PXunknown';
  function hash(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return ('0000000' + h.toString(16)).slice(-8);
  }
  function canvasSignal() {
    var canvas = document.createElement('canvas');
    canvas.width = 280;
    canvas.height = 40;
    canvas.style.display = 'none';
    document.body.appendChild(canvas);
    var ctx = canvas.getContext('2d');
    ctx.textBaseline = 'top';
    ctx.font = "14px 'Arial'";
    ctx.fillStyle = '#f60';
    ctx.fillRect(125, 1, 62, 20);
    ctx.fillStyle = '#069';
    ctx.fillText('PX sensor, ðÿ <canvas> 1.0 \u2603', 2, 15);
    ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
    ctx.fillText('PX sensor, ðÿ <canvas> 1.0 \u2603', 4, 17);
    var data = canvas.toDataURL();
    canvas.parentNode.removeChild(canvas);
    return hash(data);
  }
  function webglSignal() {
    try {
      var gl = document.createElement('canvas').getContext('webgl');
      if (!gl) return 'none';
      var info = gl.getExtension('WEBGL_debug_renderer_info');
      var vendor = info ? gl.getParameter(info.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR);
      var renderer = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
      return hash(vendor + '~' + renderer + '~' + gl.getSupportedExtensions().join(','));
    } catch (error) {
      return 'error';
    }
  }
  function audioSignal() {
    var Offline = window.OfflineAudioContext || window.webkitOfflineAudioContext;
    if (!Offline) return Promise.resolve('none');
    var context = new Offline(1, 5000, 44100);
    var oscillator = context.createOscillator();
    oscillator.type = 'triangle';
    oscillator.frequency.value = 10000;
    var compressor = context.createDynamicsCompressor();
    compressor.threshold.value = -50;
    compressor.knee.value = 40;
    compressor.ratio.value = 12;
    compressor.attack.value = 0;
    compressor.release.value = 0.25;
    oscillator.connect(compressor);
    compressor.connect(context.destination);
    oscillator.start(0);
    return context.startRendering().then(function (buffer) {
      var samples = buffer.getChannelData(0).subarray(4500);
      var sum = 0;
      for (var i = 0; i < samples.length; i++) sum += Math.abs(samples[i]);
      return hash(String(sum));
    }, function () {
      return 'error';
    });
  }
  function fontSignal() {
    var fonts = ['Arial Black', 'Bahnschrift', 'Calibri', 'Cambria', 'Candara', 'Century Gothic', 'Consolas', 'Franklin Gothic', 'Garamond', 'Helvetica Neue', 'Lucida Console', 'Menlo', 'Segoe UI', 'Tahoma', 'Ubuntu', 'DejaVu Sans', 'Liberation Mono', 'Noto Color Emoji'];
    var bases = ['monospace', 'sans-serif', 'serif'];
    var holder = document.createElement('div');
    holder.style.cssText = 'position:absolute;left:-9999px;top:0;visibility:hidden';
    document.body.appendChild(holder);
    function width(family) {
      var span = document.createElement('span');
      span.style.fontSize = '72px';
      span.style.fontFamily = family;
      span.textContent = 'mmmmmmmmmmlli';
      holder.appendChild(span);
      var w = span.offsetWidth + 'x' + span.offsetHeight;
      holder.removeChild(span);
      return w;
    }
    var baseWidths = bases.map(width);
    var found = fonts.filter(function (font) {
      return bases.some(function (base, i) {
        return width("'" + font + "'," + base) !== baseWidths[i];
      });
    });
    holder.parentNode.removeChild(holder);
    return found;
  }
  function collect() {
    var signals = { c: canvasSignal(), g: webglSignal(), f: fontSignal() };
    audioSignal().then(function (audio) {
      signals.a = audio;
      var payload = JSON.stringify({
        appId: appId,
        sensor: hash([signals.c, signals.g, signals.a, signals.f.join(',')].join('|')),
        fonts: signals.f.length,
        ua: navigator.userAgent,
        t: Date.now(),
      });
      var xhr = new XMLHttpRequest();
      xhr.open('POST', 'https://collector-' + appId.toLowerCase() + '.perimeterx.net/api/v2/collector', true);
      xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
      xhr.send('payload=' + encodeURIComponent(payload));
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', collect);
  else collect();
})(window, document);
