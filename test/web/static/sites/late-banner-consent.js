/*
 * Consent banner of late-banner.example that shows up late, as many real ones do: after a timer
 * (data-trigger="timer": 2.5 s after the load event; "slow-timer": 6.5 s after it) or on the visitor's first scroll
 * (data-trigger="scroll"; the banner's markup waits hidden in the page until then). The choice is kept
 * in `late_consent` ("analytics:no,marketing:no" …); gated scripts run once their category is allowed.
 */
(function () {
  var kit = window.ConsentKit;
  var trigger = document.currentScript.getAttribute('data-trigger');
  var stored = kit.getCookie('late_consent');
  if (stored) {
    var allowed = stored.split(',').filter(function (pair) { return /:yes$/.test(pair); }).map(function (pair) { return pair.split(':')[0]; });
    kit.activate(allowed);
    return;
  }

  function banner() {
    var existing = document.getElementById('late-cookie-banner');
    if (existing) return existing;
    var box = document.createElement('div');
    box.id = 'late-cookie-banner';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Cookie consent');
    box.innerHTML =
      '<p><strong>Cookies on Harbour Lights Bakery</strong></p>' +
      '<p>We would like to use analytics and advertising cookies to understand visits and measure our ads. You can accept or reject them.</p>' +
      '<div class="actions"><button type="button" data-choice="reject">Reject all</button> <button type="button" data-choice="accept">Accept all</button></div>';
    document.body.appendChild(box);
    return box;
  }

  function show() {
    var box = banner();
    box.hidden = false;
    box.addEventListener('click', function (event) {
      var button = event.target.closest('button[data-choice]');
      if (!button) return;
      var accept = button.getAttribute('data-choice') === 'accept';
      kit.setCookie('late_consent', accept ? 'analytics:yes,marketing:yes' : 'analytics:no,marketing:no', 180);
      if (accept) kit.activate(['analytics', 'marketing']);
      box.remove();
    });
  }

  if (trigger === 'scroll') {
    banner().hidden = true;
    window.addEventListener('scroll', show, { once: true, passive: true });
  } else {
    window.addEventListener('load', function () {
      setTimeout(show, trigger === 'slow-timer' ? 6500 : 2500);
    });
  }
})();
