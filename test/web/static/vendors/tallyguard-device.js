/*
 * An ad-fraud / device-ID script in the manner of ClientJS and the ad-verification tags that run on
 * ticketing and classifieds sites, written for the consentry fixture web (Tallyguard is fictional):
 * js.tallyguard.example/v3/device.js builds a device identifier from the user agent, screen, time
 * zone, languages and the installed fonts — detected by measuring one string on a canvas in each of
 * 62 font families against the three generic fallbacks — and sends its hash with the publisher id
 * to collect.tallyguard.example.
 */
(function (window, document, navigator) {
  var config = window.tallyguard || {};
  var FONTS = [
    'Andale Mono', 'Arial', 'Arial Black', 'Arial Hebrew', 'Arial Narrow', 'Arial Rounded MT Bold',
    'Arial Unicode MS', 'Avenir', 'Avenir Next', 'Baskerville', 'Big Caslon', 'Bodoni 72',
    'Book Antiqua', 'Bookman Old Style', 'Bradley Hand', 'Calibri', 'Cambria', 'Cambria Math',
    'Candara', 'Century', 'Century Gothic', 'Chalkboard', 'Charter', 'Cochin', 'Comic Sans MS',
    'Consolas', 'Constantia', 'Copperplate', 'Corbel', 'Courier', 'Courier New', 'DejaVu Sans',
    'DejaVu Sans Mono', 'DejaVu Serif', 'Didot', 'Ebrima', 'Franklin Gothic Medium', 'Futura',
    'Gabriola', 'Garamond', 'Geneva', 'Georgia', 'Gill Sans', 'Helvetica', 'Helvetica Neue',
    'Hoefler Text', 'Impact', 'Liberation Mono', 'Liberation Sans', 'Liberation Serif',
    'Lucida Console', 'Lucida Grande', 'Lucida Sans Unicode', 'Menlo', 'Microsoft Sans Serif',
    'Monaco', 'Noto Sans', 'Optima', 'Palatino', 'Palatino Linotype', 'Segoe UI', 'Ubuntu',
  ];
  var BASES = ['monospace', 'sans-serif', 'serif'];
  var SAMPLE = 'mmmmmmmmmmlli';

  function murmur(text) {
    var h = 0xdeadbeef;
    for (var i = 0; i < text.length; i++) {
      h = Math.imul(h ^ text.charCodeAt(i), 2654435761);
    }
    h = Math.imul(h ^ (h >>> 16), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return (h >>> 0).toString(36);
  }

  function installedFonts() {
    var canvas = document.createElement('canvas');
    var ctx = canvas.getContext && canvas.getContext('2d');
    if (!ctx || !ctx.measureText) return [];
    function width(family) {
      ctx.font = '72px ' + family;
      return ctx.measureText(SAMPLE).width;
    }
    var baseWidths = {};
    for (var b = 0; b < BASES.length; b++) baseWidths[BASES[b]] = width(BASES[b]);
    var found = [];
    for (var f = 0; f < FONTS.length; f++) {
      for (var i = 0; i < BASES.length; i++) {
        if (width("'" + FONTS[f] + "', " + BASES[i]) !== baseWidths[BASES[i]]) {
          found.push(FONTS[f]);
          break;
        }
      }
    }
    return found;
  }

  function deviceSignals() {
    return [
      navigator.userAgent,
      navigator.language,
      (navigator.languages || []).join(','),
      screen.width + 'x' + screen.height + 'x' + screen.colorDepth,
      new Date().getTimezoneOffset(),
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      navigator.hardwareConcurrency,
      installedFonts().join(','),
    ].join('||');
  }

  function send() {
    var body = JSON.stringify({
      pub: config.publisher || 'unknown',
      did: murmur(deviceSignals()),
      page: location.pathname,
      ts: Date.now(),
    });
    var url = 'https://collect.tallyguard.example/v3/d';
    if (navigator.sendBeacon) navigator.sendBeacon(url, body);
    else fetch(url, { method: 'POST', body: body, keepalive: true, mode: 'no-cors' });
  }

  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send);
})(window, document, navigator);
