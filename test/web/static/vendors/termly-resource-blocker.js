/*
 * An imitation of Termly's consent banner and resource blocker (app.termly.io/resource-blocker/<website
 * uuid>), written from its public behaviour and documentation; no code of Termly's is copied. The
 * vendor route prepends `window.__termlyWebsite` (the website's banner settings, as Termly's dashboard
 * would publish them) to this file.
 *
 * - Auto-blocking (`?autoBlock=on`): a MutationObserver catches each script the parser inserts after
 *   this (synchronous, first-in-head) loader; a script whose src or text names a known vendor gets
 *   `type="text/plain"` and `data-categories="<category>"` before it can run, and runs once that
 *   category is accepted. Manual blocking works without it: `<script type="text/plain"
 *   data-categories="analytics" [data-src="…"]>`.
 * - The banner `#termly-code-snippet-support` (role="alertdialog"): "Accept" (`data-tid="banner-accept"`),
 *   optionally "Decline" (`data-tid="banner-decline"`), and "Preferences" (`.t-preference-button`),
 *   which renders `.t-preference-modal` when opened (removed on a choice): one checkbox per category (Essential locked on), optionally
 *   "Decline All" (`.t-declineAllButton`), "Save My Choices" (`.t-saveButton`) and "Accept All".
 * - The choice is kept in localStorage `TERMLY_API_CACHE`: `{"TERMLY_COOKIE_CONSENT": {"value":
 *   {<category>: true|false, …, "consent_version": …}, "expires": …}}`, and logged to
 *   app.termly.io/api/v1/consents.
 * - `window.displayPreferenceModal()` and the `Termly.getConsentState()` API for the site.
 */
(function () {
  var website = window.__termlyWebsite;
  if (!website) return;
  var KEY = 'TERMLY_API_CACHE';
  var CATEGORIES = [
    { id: 'essential', name: 'Essential', text: 'These items are required to enable basic website functionality.' },
    { id: 'performance', name: 'Performance and Functionality', text: 'These items are used to enhance the performance and functionality of the website.' },
    { id: 'analytics', name: 'Analytics and Customization', text: 'These items help us understand how our website is being used.' },
    { id: 'advertising', name: 'Advertising', text: 'These items are used to deliver advertising that is more relevant to you.' },
    { id: 'social_networking', name: 'Social Networking', text: 'These items enable you to share content with your friends and networks.' },
    { id: 'unclassified', name: 'Unclassified', text: 'These are items that we are in the process of categorizing.' },
  ];
  var KNOWN = [
    { pattern: /googletagmanager\.com|google-analytics\.com|gtag\(/, category: 'analytics' },
    { pattern: /static\.hotjar\.com|hotjar/, category: 'analytics' },
    { pattern: /connect\.facebook\.net|fbq\(/, category: 'advertising' },
    { pattern: /snap\.licdn\.com|_linkedin_partner_id/, category: 'advertising' },
  ];

  function readConsent() {
    try {
      var cache = JSON.parse(localStorage.getItem(KEY) || 'null');
      var entry = cache && cache.TERMLY_COOKIE_CONSENT;
      if (!entry || entry.expires < Date.now()) return null;
      return entry.value;
    } catch (e) {
      return null;
    }
  }

  function writeConsent(accepted) {
    var value = { consent_version: website.consentVersion };
    CATEGORIES.forEach(function (c) {
      value[c.id] = c.id === 'essential' || accepted.indexOf(c.id) !== -1;
    });
    var cache = {};
    try {
      cache = JSON.parse(localStorage.getItem(KEY) || '{}') || {};
    } catch (e) {}
    cache.TERMLY_COOKIE_CONSENT = { value: value, expires: Date.now() + 365 * 86400000 };
    localStorage.setItem(KEY, JSON.stringify(cache));
    fetch('https://app.termly.io/api/v1/consents', {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
      body: JSON.stringify({ website_uuid: website.uuid, consent_version: website.consentVersion, categories: value }),
    });
    return value;
  }

  // ---- resource blocker ------------------------------------------------------------------------

  function categoryOf(script) {
    var text = (script.src || '') + ' ' + script.textContent;
    for (var i = 0; i < KNOWN.length; i++) if (KNOWN[i].pattern.test(text)) return KNOWN[i].category;
    return null;
  }

  var consent = readConsent();
  if (website.autoBlock) {
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.addedNodes.forEach(function (node) {
          if (node.tagName !== 'SCRIPT' || node.hasAttribute('data-categories') || node.type === 'text/plain') return;
          var category = categoryOf(node);
          if (!category || (consent && consent[category])) return;
          node.setAttribute('data-categories', category);
          if (node.src) {
            node.setAttribute('data-src', node.src);
            node.removeAttribute('src');
          }
          node.type = 'text/plain';
        });
      });
    }).observe(document.documentElement, { childList: true, subtree: true });
  }

  function release(value) {
    document.querySelectorAll('script[type="text/plain"][data-categories]').forEach(function (blocked) {
      if (blocked.hasAttribute('data-termly-released')) return;
      var needed = blocked.getAttribute('data-categories').split(',');
      if (!needed.every(function (c) { return value[c.trim()]; })) return;
      blocked.setAttribute('data-termly-released', '');
      var script = document.createElement('script');
      var src = blocked.getAttribute('data-src');
      if (src) {
        script.src = src;
        script.async = true;
      } else {
        script.text = blocked.textContent;
      }
      blocked.after(script);
    });
  }

  // ---- banner ----------------------------------------------------------------------------------

  var STYLE =
    '#termly-code-snippet-support .termly-styles-root{position:fixed;left:0;right:0;bottom:0;z-index:999999;background:#fff;color:#262626;box-shadow:0 -2px 16px rgb(0 0 0 / .18);font:14px/1.5 system-ui,sans-serif;padding:18px 24px;display:flex;gap:20px;align-items:center;flex-wrap:wrap}' +
    '#termly-code-snippet-support .termly-styles-message{flex:1 1 420px;margin:0}' +
    '#termly-code-snippet-support .termly-styles-buttons{display:flex;gap:10px}' +
    '#termly-code-snippet-support button{padding:10px 18px;border-radius:4px;border:1px solid #4672ff;background:#fff;color:#4672ff;font:inherit;cursor:pointer}' +
    '#termly-code-snippet-support button[data-tid="banner-accept"],#termly-code-snippet-support .t-acceptAllButton{background:#4672ff;color:#fff}' +
    '#termly-code-snippet-support .t-preference-modal{position:fixed;inset:0;margin:auto;width:min(620px,calc(100vw - 32px));height:fit-content;max-height:calc(100vh - 40px);overflow:auto;z-index:1000000;background:#fff;border-radius:8px;box-shadow:0 8px 40px rgb(0 0 0 / .35);padding:24px;font:14px/1.5 system-ui,sans-serif;color:#262626}' +
    '#termly-code-snippet-support .t-preference-modal label{display:block;margin:10px 0 2px;font-weight:600}' +
    '#termly-code-snippet-support .t-preference-modal .t-buttons{display:flex;gap:10px;margin-top:16px;flex-wrap:wrap}' +
    '#termly-code-snippet-support [hidden]{display:none!important}';

  var root = null;

  function bannerHtml() {
    var decline = website.bannerDecline ? '<button type="button" class="t-declineButton" data-tid="banner-decline">Decline</button>' : '';
    return (
      '<div class="termly-styles-root" role="alertdialog" aria-label="Cookie consent banner" data-tid="banner">' +
      '<p class="termly-styles-message">' + website.bannerText + ' <a href="/cookie-policy">Cookie Policy</a></p>' +
      '<div class="termly-styles-buttons">' +
      '<button type="button" class="t-preference-button" data-testid="preferences-link">Preferences</button>' +
      decline +
      '<button type="button" class="t-acceptAllButton" data-tid="banner-accept">Accept</button>' +
      '</div></div>'
    );
  }

  /** The preference centre, rendered when opened (as Termly's does) and removed when closed. */
  function modalHtml() {
    var current = consent;
    var boxes = CATEGORIES.map(function (c) {
      var essential = c.id === 'essential';
      var checked = essential || (current ? current[c.id] : website.preticked.indexOf(c.id) !== -1);
      return (
        '<label><input type="checkbox" name="' + c.id + '" value="' + c.id + '"' + (checked ? ' checked' : '') + (essential ? ' disabled' : '') + '> ' + c.name + '</label>' +
        '<span class="t-category-description">' + c.text + '</span>'
      );
    }).join('');
    var declineAll = website.modalDeclineAll ? '<button type="button" class="t-declineAllButton">Decline All</button>' : '';
    return (
      '<h2>Preference Center</h2><p>When you visit websites, they may store or retrieve data in your browser. You can choose not to allow certain types of cookies.</p>' +
      boxes +
      '<div class="t-buttons">' + declineAll +
      '<button type="button" class="t-saveButton">Save My Choices</button>' +
      '<button type="button" class="t-acceptAllButton" data-tid="modal-accept">Accept All</button>' +
      '</div>'
    );
  }

  function all() {
    return CATEGORIES.map(function (c) {
      return c.id;
    });
  }

  function openModal() {
    if (root.querySelector('.t-preference-modal')) return;
    var modal = document.createElement('div');
    modal.className = 't-preference-modal';
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-label', 'Preference Center');
    modal.innerHTML = modalHtml();
    root.appendChild(modal);
  }

  function decide(accepted) {
    consent = writeConsent(accepted);
    root.innerHTML = '';
    release(consent);
    window.dispatchEvent(new CustomEvent('termlyConsentChange', { detail: consent }));
  }

  function mount() {
    var style = document.createElement('style');
    style.textContent = STYLE;
    document.head.appendChild(style);
    root = document.getElementById('termly-code-snippet-support');
    if (!root) {
      root = document.createElement('div');
      root.id = 'termly-code-snippet-support';
      document.body.appendChild(root);
    }
    root.addEventListener('click', function (event) {
      var button = event.target.closest('button');
      if (!button) return;
      var modal = root.querySelector('.t-preference-modal');
      if (button.matches('[data-tid="banner-accept"],.t-acceptAllButton')) decide(all());
      else if (button.matches('[data-tid="banner-decline"],.t-declineAllButton')) decide([]);
      else if (button.matches('.t-preference-button')) openModal();
      else if (button.matches('.t-saveButton') && modal) {
        decide(Array.prototype.map.call(modal.querySelectorAll('input[type=checkbox]:checked'), function (input) {
          return input.value;
        }));
      }
    });
  }

  window.displayPreferenceModal = function () {
    if (root) openModal();
  };
  window.Termly = {
    getConsentState: function () {
      return readConsent();
    },
  };

  function start() {
    mount();
    if (consent) release(consent);
    else root.innerHTML = bannerHtml();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
