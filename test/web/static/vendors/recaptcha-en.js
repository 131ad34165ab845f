/*
 * Imitation of reCAPTCHA v2's www.gstatic.com/recaptcha/releases/<version>/recaptcha__en.js, with
 * lodash bundled as `_` for its weight. On a site's page it renders every `.g-recaptcha` element as
 * the anchor frame www.google.com/recaptcha/api2/anchor?…&k=<site key> and fills the hidden
 * g-recaptcha-response field when the frame reports a token. Inside the anchor frame (where the same
 * file runs) it draws the "I'm not a robot" checkbox and, on a tick, asks /recaptcha/api2/reload for a
 * token.
 */
(function () {
  var inAnchor = location.hostname === 'www.google.com' && location.pathname.indexOf('/recaptcha/api2/anchor') === 0;
  if (inAnchor) {
    var params = new URLSearchParams(location.search);
    var box = document.getElementById('recaptcha-anchor');
    if (!box) return;
    box.addEventListener('click', function () {
      box.setAttribute('aria-checked', 'true');
      fetch('/recaptcha/api2/reload?k=' + encodeURIComponent(params.get('k') || ''), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/x-protobuffer' },
        body: _.times(24, function () { return _.random(0, 35).toString(36); }).join(''),
      })
        .then(function (r) { return r.text(); })
        .then(function (text) { parent.postMessage({ recaptcha: 'token', token: text.slice(0, 64) }, '*'); });
    });
    return;
  }
  var release = document.currentScript && document.currentScript.src.split('/releases/')[1];
  var version = release ? release.split('/')[0] : 'unknown';
  function render(element, options) {
    var key = (options && options.sitekey) || element.getAttribute('data-sitekey');
    var frame = document.createElement('iframe');
    frame.title = 'reCAPTCHA';
    frame.width = '304';
    frame.height = '78';
    frame.setAttribute('role', 'presentation');
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('sandbox', 'allow-forms allow-popups allow-same-origin allow-scripts allow-top-navigation allow-modals allow-popups-to-escape-sandbox allow-storage-access-by-user-activation');
    frame.src = 'https://www.google.com/recaptcha/api2/anchor?ar=1&k=' + encodeURIComponent(key) + '&co=' + btoa(location.origin).replace(/=+$/, '') + '.&hl=en&v=' + version + '&size=normal&cb=' + _.random(1e9, 9e9).toString(36);
    var field = document.createElement('textarea');
    field.name = 'g-recaptcha-response';
    field.className = 'g-recaptcha-response';
    field.style.display = 'none';
    element.appendChild(frame);
    element.appendChild(field);
    window.addEventListener('message', function (event) {
      if (event.source === frame.contentWindow && event.data && event.data.recaptcha === 'token') field.value = event.data.token;
    });
    return 0;
  }
  window.grecaptcha = {
    render: render,
    ready: function (callback) { setTimeout(callback, 0); },
    getResponse: function () { var f = document.querySelector('.g-recaptcha-response'); return f ? f.value : ''; },
  };
  _.forEach(document.querySelectorAll('.g-recaptcha'), function (element) { render(element); });
})();
