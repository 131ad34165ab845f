/*
 * Consent UI of eastside-review.example, one script for four configurations (data-mode):
 *   "wall"        — a pay-or-accept cookie wall: "Accept and continue" or "Reject and subscribe" (a link
 *                   to the subscription page). There is no free refusal.
 *   "notice"      — an information notice with a single "OK": it asks for no decision (and the site's
 *                   trackers run regardless).
 *   "reject-link" — a banner whose refusal is only a text link ("decline") under an "Accept all"
 *                   button; once a choice is stored, a floating "Cookie settings" icon stays on the page.
 *   "reopens"     — "Reject all" stores a refusal, but the banner comes back 0.4 s later (the site
 *                   reads its cookie under another name), so the refusal does not stick.
 * Choices are kept in `eastside_consent` ("analytics:no,marketing:no" …).
 */
(function () {
  var kit = window.ConsentKit;
  var mode = document.currentScript.getAttribute('data-mode');
  var NAME = 'eastside_consent';
  var READ_NAME = mode === 'reopens' ? 'eastside_consent_v2' : NAME;

  function floatingIcon() {
    var icon = document.createElement('button');
    icon.id = 'cookie-settings-icon';
    icon.type = 'button';
    icon.setAttribute('aria-label', 'Cookie settings');
    icon.textContent = '🍪';
    icon.addEventListener('click', function () { document.cookie = NAME + '=; path=/; max-age=0'; location.reload(); });
    document.body.appendChild(icon);
  }

  function store(accept) {
    kit.setCookie(NAME, accept ? 'analytics:yes,marketing:yes' : 'analytics:no,marketing:no', 180);
    if (accept) kit.activate(['analytics', 'marketing']);
  }

  var stored = kit.getCookie(READ_NAME);
  if (mode === 'notice') {
    if (kit.getCookie('eastside_notice')) return;
  } else if (stored) {
    if (/analytics:yes/.test(stored)) kit.activate(['analytics', 'marketing']);
    if (mode === 'reject-link') floatingIcon();
    return;
  }

  var box = document.createElement('div');
  box.id = mode === 'wall' ? 'cookie-wall' : 'cookie-banner';
  box.className = mode === 'wall' ? 'wall' : 'bar';
  var text = {
    wall: '<h2>Read Eastside Review with cookies or with a subscription</h2><p>We finance our journalism with advertising. Accept cookies for advertising and audience measurement, or subscribe to read without ads and tracking.</p>' +
      '<p class="actions"><button type="button" data-choice="accept">Accept and continue</button> <a class="button" href="/subscribe">Reject and subscribe</a></p>',
    notice: '<p>This website uses cookies to give you the best experience. <a href="/privacy">Learn more</a></p><p class="actions"><button type="button" data-choice="ok">OK</button></p>',
    'reject-link': '<p>We use cookies for audience measurement and advertising. You can accept them, or <a href="#" data-choice="reject">decline</a>.</p><p class="actions"><button type="button" data-choice="accept">Accept all</button></p>',
    reopens: '<p>We use cookies for audience measurement and advertising.</p><p class="actions"><button type="button" data-choice="reject">Reject all</button> <button type="button" data-choice="accept">Accept all</button></p>',
  };
  box.innerHTML = text[mode];
  document.body.appendChild(box);
  box.addEventListener('click', function (event) {
    var control = event.target.closest('[data-choice]');
    if (!control) return;
    event.preventDefault();
    var choice = control.getAttribute('data-choice');
    if (choice === 'ok') kit.setCookie('eastside_notice', '1', 30);
    else store(choice === 'accept');
    box.hidden = true;
    if (mode === 'reject-link') floatingIcon();
    if (mode === 'reopens' && choice === 'reject') setTimeout(function () { box.hidden = false; }, 400);
  });
})();
