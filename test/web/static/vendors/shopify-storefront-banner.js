/*
 * Shopify's built-in cookie banner (`/cdn/shopifycloud/privacy-banner/storefront-banner.js` on a
 * storefront), an imitation: the DOM ids and classes of the real banner (#shopify-pc__banner with
 * .shopify-pc__banner__btn-accept / -decline / -manage-prefs; the preferences dialog #shopify-pc__prefs
 * with "Accept all", "Decline all" and "Save my choices"), shown while the Customer Privacy API says
 * the region wants a banner and the visitor has not answered. The store's banner settings come from
 * `Shopify.privacyBanner` (`layout: 'decline'` = Manage preferences, Decline, Accept on the first
 * layer; `'granular'` = Manage preferences and Accept only, Decline all in the preferences).
 */
(function () {
  var settings = (window.Shopify && window.Shopify.privacyBanner) || {};
  var layout = settings.layout || 'decline';

  function el(tag, attributes, html) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (key) {
      node.setAttribute(key, attributes[key]);
    });
    if (html) node.innerHTML = html;
    return node;
  }

  function remove(node) {
    if (node && node.parentNode) node.parentNode.removeChild(node);
  }

  function choose(api, consent) {
    api.setTrackingConsent(consent, function () {
      remove(document.getElementById('shopify-pc__banner'));
      remove(document.getElementById('shopify-pc__prefs'));
    });
  }

  function preferences(api) {
    if (document.getElementById('shopify-pc__prefs')) return;
    var option = function (id, label, text, locked) {
      return (
        '<div class="shopify-pc__prefs__option" id="shopify-pc__prefs__' + id + '">' +
        '<label for="shopify-pc__prefs__' + id + '-input"><input type="checkbox" id="shopify-pc__prefs__' + id + '-input"' +
        (locked ? ' checked disabled' : '') + '> ' + label + '</label><p>' + text + '</p></div>'
      );
    };
    var wrapper = el('div', { id: 'shopify-pc__prefs', class: 'shopify-pc__prefs' });
    wrapper.appendChild(el('div', { id: 'shopify-pc__prefs__overlay', class: 'shopify-pc__prefs__overlay' }));
    var dialog = el(
      'div',
      { id: 'shopify-pc__prefs__dialog', class: 'shopify-pc__prefs__dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'shopify-pc__prefs__header-title' },
      '<header><h2 id="shopify-pc__prefs__header-title">Cookie preferences</h2>' +
        '<div class="shopify-pc__prefs__header-actions">' +
        '<button type="button" id="shopify-pc__prefs__header-accept">Accept all</button>' +
        '<button type="button" id="shopify-pc__prefs__header-decline">Decline all</button>' +
        '<button type="button" id="shopify-pc__prefs__header-save">Save my choices</button>' +
        '<button type="button" id="shopify-pc__prefs__header-close" class="shopify-pc__prefs__header-close" aria-label="Close">\u00d7</button>' +
        '</div></header>' +
        '<div class="shopify-pc__prefs__scrollable"><div class="shopify-pc__prefs__intro"><div class="shopify-pc__prefs__intro-main">' +
        '<h3>About cookies on this site</h3><p>We and our partners use cookies to remember your basket, measure how the store is used and show you relevant ads.</p></div></div>' +
        '<div class="shopify-pc__prefs__options">' +
        option('essential', 'Essential', 'Needed for the store to work: basket, checkout, security.', true) +
        option('preferences', 'Personalization', 'Remember your choices such as language.', false) +
        option('analytics', 'Analytics', 'Help us understand how you use the store.', false) +
        option('marketing', 'Marketing', 'Show you relevant ads on other sites.', false) +
        '</div></div>',
    );
    dialog.style.cssText =
      'position:fixed;z-index:2000001;top:50%;left:25%;width:50%;transform:translate(0,-50%);background:#fff;padding:32px;max-height:80%;overflow:auto;font:15px/1.4 sans-serif;box-shadow:0 4px 10px rgba(63,63,68,.4)';
    wrapper.firstChild.style.cssText = 'position:fixed;inset:0;z-index:2000000;background:rgba(0,0,0,.45)';
    wrapper.appendChild(dialog);
    document.body.appendChild(wrapper);
    var checked = function (id) {
      return document.getElementById('shopify-pc__prefs__' + id + '-input').checked;
    };
    dialog.querySelector('#shopify-pc__prefs__header-accept').addEventListener('click', function () {
      choose(api, { analytics: true, marketing: true, preferences: true });
    });
    dialog.querySelector('#shopify-pc__prefs__header-decline').addEventListener('click', function () {
      choose(api, { analytics: false, marketing: false, preferences: false });
    });
    dialog.querySelector('#shopify-pc__prefs__header-save').addEventListener('click', function () {
      choose(api, { analytics: checked('analytics'), marketing: checked('marketing'), preferences: checked('preferences') });
    });
    dialog.querySelector('#shopify-pc__prefs__header-close').addEventListener('click', function () {
      remove(wrapper);
    });
  }

  function show(api) {
    if (!api.shouldShowBanner() || document.getElementById('shopify-pc__banner')) return;
    var buttons =
      '<button type="button" id="shopify-pc__banner__btn-manage-prefs" class="shopify-pc__banner__btn-manage-prefs">Manage preferences</button>' +
      (layout === 'decline'
        ? '<button type="button" id="shopify-pc__banner__btn-decline" class="shopify-pc__banner__btn-decline">Decline</button>'
        : '') +
      '<button type="button" id="shopify-pc__banner__btn-accept" class="shopify-pc__banner__btn-accept">Accept</button>';
    var banner = el(
      'section',
      { id: 'shopify-pc__banner', class: 'shopify-pc__banner__dialog', role: 'alertdialog', 'aria-labelledby': 'shopify-pc__banner__body-title', 'aria-live': 'polite' },
      '<div class="shopify-pc__banner__wrapper"><div class="shopify-pc__banner__body">' +
        '<h2 id="shopify-pc__banner__body-title">Cookie policy</h2>' +
        '<p>We use cookies and similar technologies to provide the best experience on our website. ' +
        '<a id="shopify-pc__banner__body-policy-link" href="/policies/privacy-policy">Privacy Policy</a></p></div>' +
        '<div class="shopify-pc__banner__btns' + (layout === 'granular' ? ' shopify-pc__banner__btns-granular' : '') + '">' +
        buttons + '</div></div>',
    );
    banner.style.cssText =
      'position:fixed;z-index:2000000;bottom:0;left:0;width:100%;box-sizing:border-box;padding:32px;background:#fff;box-shadow:0 4px 10px rgba(63,63,68,.4);font:15px/1.4 sans-serif';
    document.body.appendChild(banner);
    banner.querySelector('#shopify-pc__banner__btn-accept').addEventListener('click', function () {
      choose(api, { analytics: true, marketing: true, preferences: true });
    });
    var decline = banner.querySelector('#shopify-pc__banner__btn-decline');
    if (decline)
      decline.addEventListener('click', function () {
        choose(api, { analytics: false, marketing: false, preferences: false });
      });
    banner.querySelector('#shopify-pc__banner__btn-manage-prefs').addEventListener('click', function () {
      preferences(api);
    });
  }

  function start() {
    window.Shopify.loadFeatures([{ name: 'consent-tracking-api', version: '0.1' }], function (error) {
      if (!error) show(window.Shopify.customerPrivacy);
    });
  }
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
