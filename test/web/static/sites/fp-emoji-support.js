/*
 * The emoji-support check every WordPress site runs (the behaviour of wp-emoji-loader /
 * wp-emoji-release.min.js, written afresh for the consentry fixture web): draw a flag or emoji sequence
 * and the same characters split by a zero-width space on a small canvas, read both back and compare.
 * When the browser renders both alike it cannot draw the sequence, and the Twemoji polyfill is loaded.
 * The result is kept in sessionStorage; nothing leaves the browser.
 */
(function (window, document, settings) {
  var STORAGE_KEY = 'wpEmojiSettingsSupports';
  var TESTS = ['flag', 'emoji'];

  function cached() {
    try {
      var entry = JSON.parse(sessionStorage.getItem(STORAGE_KEY));
      if (entry && typeof entry.timestamp === 'number' && Date.now() < entry.timestamp + 604800000) {
        return entry.supportTests;
      }
    } catch (error) {
      // storage disabled or malformed
    }
    return null;
  }

  function store(supports) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ timestamp: Date.now(), supportTests: supports }));
    } catch (error) {
      // storage disabled
    }
  }

  function pixels(context, text) {
    var canvas = context.canvas;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.fillText(text, 0, 0);
    return new Uint32Array(context.getImageData(0, 0, canvas.width, canvas.height).data);
  }

  function sameImage(context, first, second) {
    var a = pixels(context, first);
    var b = pixels(context, second);
    if (a.length !== b.length) return false;
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  function supports(context, type) {
    context.textBaseline = 'top';
    context.font = '600 32px Arial';
    if (type === 'flag') {
      // United Nations flag: two regional indicators, against the same split by a zero-width space.
      if (sameImage(context, '\uD83C\uDDFA\uD83C\uDDF3', '\uD83C\uDDFA\u200B\uD83C\uDDF3')) return false;
      // England: black flag + tag sequence, against the same split by zero-width spaces.
      var england = '\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62\uDB40\uDC65\uDB40\uDC6E\uDB40\uDC67\uDB40\uDC7F';
      var englandSplit = england.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g).join('\u200B');
      return !sameImage(context, england, englandSplit);
    }
    // Handshake with two skin tones (a ZWJ sequence), against the same split by a zero-width space.
    return !sameImage(
      context,
      '\uD83E\uDEF1\uD83C\uDFFB\u200D\uD83E\uDEF2\uD83C\uDFFF',
      '\uD83E\uDEF1\uD83C\uDFFB\u200B\uD83E\uDEF2\uD83C\uDFFF',
    );
  }

  function runTests() {
    var canvas = document.createElement('canvas');
    var context = canvas.getContext && canvas.getContext('2d', { willReadFrequently: true });
    var result = {};
    TESTS.forEach(function (type) {
      result[type] = context ? supports(context, type) : false;
    });
    return result;
  }

  var results = cached() || runTests();
  store(results);
  settings.supports = results;
  settings.supports.everything = TESTS.every(function (type) {
    return results[type];
  });
  if (!settings.supports.everything) {
    var script = document.createElement('script');
    script.src = settings.source.concatemoji;
    script.defer = true;
    document.head.appendChild(script);
  }
})(window, document, window._wpemojiSettings);
