/*
 * Cookiebot by Usercentrics (consent.cookiebot.com/uc.js), imitated for the fixture web from its public
 * SDK documentation and from how its banner looks on real sites; Cookiebot's own code is proprietary
 * and not used here. What sites and tools rely on is reproduced:
 * - the script tag `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="…">`
 *   (or `?cbid=`); the domain group's banner configuration comes from `consent.cookiebot.com/<cbid>/cc.js`;
 * - `window.Cookiebot` (the same object as the older name `window.CookieConsent`): `consent.necessary /
 *   preferences / statistics / marketing / method / stamp`, `consented`, `declined`, `hasResponse`,
 *   `doNotTrack`, `regulations`, `dialog.visible`, and `show()`, `hide()`, `renew()`, `withdraw()`
 *   (necessary only, then the dialog shows again), `submitCustomConsent(p, s, m)`, `runScripts()`,
 *   `getScript()`;
 * - the events `CookiebotOnConsentReady`, `CookiebotOnLoad`, `CookiebotOnAccept`, `CookiebotOnDecline`,
 *   `CookiebotOnDialogInit`, `CookiebotOnDialogDisplay`, `CookiebotOnTagsExecuted` on window, and the
 *   matching `CookiebotCallback_On…` functions;
 * - the `CookieConsent` cookie, written only once the visitor chooses (nothing before):
 *   `{stamp:'…',necessary:true,preferences:false,statistics:false,marketing:false,method:'explicit',ver:1,utc:…,region:'ie'}`
 *   with quotes and commas percent-encoded as the real one is (%27, %2C);
 * - manual blocking: `<script type="text/plain" data-cookieconsent="statistics">` (a category or a
 *   comma-separated list; `ignore` = never blocked) runs once every category it names is accepted;
 * - the #CybotCookiebotDialog markup in two templates: the classic dialog (Deny / Allow selection /
 *   Allow all with the category checkboxes on the first layer) and the newer "Swift" popup (tabs
 *   Consent / Details / About; Deny / Customize / Allow all; the toggles only under Details).
 */
(function () {
  'use strict';
  if (window.Cookiebot && window.Cookiebot.__fixtureLoaded) return;

  var script = document.currentScript || document.getElementById('Cookiebot');
  var src = (script && script.src) || '';
  var cbid =
    (script && script.getAttribute('data-cbid')) || (src.match(/[?&]cbid=([^&]+)/) || [])[1] || '';
  var culture = ((script && script.getAttribute('data-culture')) || 'EN').toLowerCase();
  var CDN = 'https://consent.cookiebot.com';
  var COOKIE = 'CookieConsent';
  var YEAR = 60 * 60 * 24 * 365;
  var CATEGORIES = ['preferences', 'statistics', 'marketing'];

  function fire(name) {
    try {
      window.dispatchEvent(new Event('Cookiebot' + name));
    } catch (e) {
      /* old browsers */
    }
    var callback = window['CookiebotCallback_' + name];
    if (typeof callback === 'function') {
      try {
        callback();
      } catch (e) {
        /* a site's callback must not break the CMP */
      }
    }
  }

  function readCookie() {
    var match = document.cookie.match(/(?:^|;\s*)CookieConsent=([^;]*)/);
    return match ? match[1] : null;
  }

  /** The stored consent, or null when there is none (or "-1": outside any regulated region). */
  function parseStored(raw) {
    if (!raw || raw === '-1') return null;
    var text;
    try {
      text = decodeURIComponent(raw);
    } catch (e) {
      return null;
    }
    var read = function (key) {
      var m = text.match(new RegExp(key + ":(true|false|'[^']*'|\\d+)"));
      if (!m) return undefined;
      if (m[1] === 'true') return true;
      if (m[1] === 'false') return false;
      return m[1].replace(/'/g, '');
    };
    if (read('necessary') === undefined) return null;
    return {
      stamp: read('stamp') || '',
      preferences: read('preferences') === true,
      statistics: read('statistics') === true,
      marketing: read('marketing') === true,
      method: read('method') || 'implied',
      utc: Number(read('utc')) || null,
      region: read('region') || '',
    };
  }

  function newStamp() {
    var chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    var out = '';
    for (var i = 0; i < 56; i++) out += chars.charAt(Math.floor(Math.random() * chars.length));
    return out + '==';
  }

  function writeCookie(state) {
    var literal =
      "{stamp:'" +
      state.stamp +
      "',necessary:true,preferences:" +
      state.preferences +
      ',statistics:' +
      state.statistics +
      ',marketing:' +
      state.marketing +
      ",method:'" +
      state.method +
      "',ver:1,utc:" +
      state.utc +
      ",region:'" +
      state.region +
      "'}";
    var value = literal.replace(/'/g, '%27').replace(/,/g, '%2C');
    var secure = location.protocol === 'https:' ? '; SameSite=None; Secure' : '; SameSite=Lax';
    document.cookie = COOKIE + '=' + value + '; max-age=' + YEAR + '; path=/' + secure;
  }

  var config = { template: 'dialog', region: 'ie', loaded: false };
  var dialogElement = null;

  var Cookiebot = {
    __fixtureLoaded: true,
    serial: cbid,
    domain: location.hostname,
    culture: culture,
    version: '1',
    consent: {
      necessary: true,
      preferences: false,
      statistics: false,
      marketing: false,
      method: null,
      stamp: '0',
    },
    consented: false,
    declined: false,
    hasResponse: false,
    doNotTrack: navigator.doNotTrack === '1',
    consentID: '0',
    consentUTC: null,
    regulations: { gdprApplies: true, ccpaApplies: false, lgpdApplies: false },
    dialog: null,
    show: function () {
      if (!dialogElement) return;
      dialogElement.style.display = config.template === 'swift' ? 'flex' : 'block';
      dialogElement.classList.add('CybotCookiebotDialogActive');
      Cookiebot.dialog.visible = true;
      fire('OnDialogDisplay');
    },
    hide: function () {
      if (!dialogElement) return;
      dialogElement.style.display = 'none';
      dialogElement.classList.remove('CybotCookiebotDialogActive');
      Cookiebot.dialog.visible = false;
    },
    renew: function () {
      if (dialogElement) {
        syncToggles();
        Cookiebot.show();
      } else {
        loadDialog(true);
      }
    },
    withdraw: function () {
      submit(false, false, false, 'withdraw');
      Cookiebot.renew();
    },
    submitCustomConsent: function (preferences, statistics, marketing) {
      submit(!!preferences, !!statistics, !!marketing, 'custom');
    },
    runScripts: function () {
      runScripts();
    },
    getScript: function (url, async, callback) {
      var el = document.createElement('script');
      el.src = url;
      el.async = async !== false;
      if (typeof callback === 'function') el.addEventListener('load', callback);
      document.head.appendChild(el);
    },
    /** Called by cc.js, the domain group's configuration. */
    configure: function (options) {
      config.template = options.template === 'swift' ? 'swift' : 'dialog';
      config.region = options.region || 'ie';
      config.loaded = true;
      buildDialog();
    },
  };
  window.Cookiebot = Cookiebot;
  window.CookieConsent = Cookiebot;

  function apply(state) {
    Cookiebot.consent.preferences = state.preferences;
    Cookiebot.consent.statistics = state.statistics;
    Cookiebot.consent.marketing = state.marketing;
    Cookiebot.consent.method = state.method;
    Cookiebot.consent.stamp = state.stamp;
    Cookiebot.consentID = state.stamp;
    Cookiebot.consentUTC = state.utc ? new Date(state.utc) : null;
    Cookiebot.hasResponse = true;
    Cookiebot.declined = !state.preferences && !state.statistics && !state.marketing;
    Cookiebot.consented = !Cookiebot.declined;
  }

  function logConsent(state, action) {
    var query = [
      'action=' + (Cookiebot.declined ? 'decline' : 'accept'),
      'nocache=' + Date.now(),
      'dnt=' + (Cookiebot.doNotTrack ? 'true' : 'false'),
      'clp=' + state.preferences,
      'cls=' + state.statistics,
      'clm=' + state.marketing,
      'cbid=' + encodeURIComponent(cbid),
      'cbt=' + action,
      'hasdata=true',
    ].join('&');
    new Image().src = CDN + '/logconsent.ashx?' + query;
  }

  function submit(preferences, statistics, marketing, action) {
    var state = {
      stamp: newStamp(),
      preferences: preferences,
      statistics: statistics,
      marketing: marketing,
      method: 'explicit',
      utc: Date.now(),
      region: config.region,
    };
    writeCookie(state);
    apply(state);
    Cookiebot.hide();
    logConsent(state, action);
    fire('OnConsentReady');
    if (Cookiebot.consented) fire('OnAccept');
    else fire('OnDecline');
    runScripts();
  }

  function allowed(categories) {
    for (var i = 0; i < categories.length; i++) {
      var c = categories[i];
      if (c === 'necessary') continue;
      if (CATEGORIES.indexOf(c) === -1 || !Cookiebot.consent[c]) return false;
    }
    return true;
  }

  function runScripts() {
    var nodes = document.querySelectorAll('script[type="text/plain"][data-cookieconsent]');
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      var categories = node
        .getAttribute('data-cookieconsent')
        .toLowerCase()
        .split(',')
        .map(function (c) {
          return c.trim();
        })
        .filter(Boolean);
      if (categories.indexOf('ignore') !== -1 || !allowed(categories)) continue;
      var copy = document.createElement('script');
      for (var a = 0; a < node.attributes.length; a++) {
        var attr = node.attributes[a];
        if (attr.name !== 'type') copy.setAttribute(attr.name, attr.value);
      }
      copy.type = 'text/javascript';
      if (!node.src) copy.text = node.text;
      node.parentNode.replaceChild(copy, node);
    }
    fire('OnTagsExecuted');
  }

  var STYLE =
    '#CybotCookiebotDialog{position:fixed;z-index:2147483631;background:#fff;color:#141414;font:15px/1.5 Helvetica,Arial,sans-serif;box-shadow:0 30px 70px rgba(0,0,0,.3);border-radius:8px;letter-spacing:.1px}' +
    '#CybotCookiebotDialog[data-template="slideup"]{left:50%;bottom:16px;transform:translateX(-50%);width:min(900px,calc(100% - 32px));padding:24px}' +
    '#CybotCookiebotDialog.CybotEdge{left:50%;top:50%;transform:translate(-50%,-50%);width:min(900px,calc(100% - 32px));max-height:calc(100% - 32px);flex-direction:column;padding:0}' +
    '#CybotCookiebotDialog h2{font-size:15px;margin:0 0 8px;font-weight:700}' +
    '#CybotCookiebotDialog .CybotCookiebotDialogBodyButton{display:inline-block;min-width:160px;margin:4px;padding:12px 18px;border:2px solid #1032cf;border-radius:4px;background:#fff;color:#141414;font:600 15px Helvetica,Arial,sans-serif;text-align:center;text-decoration:none;cursor:pointer}' +
    '#CybotCookiebotDialog #CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll{background:#1032cf;color:#fff}' +
    '#CybotCookiebotDialog .CybotCookiebotDialogHide{display:none!important}' +
    '#CybotCookiebotDialogNav ul{display:flex;list-style:none;margin:0;padding:0;border-bottom:1px solid #d6d6d6}' +
    '#CybotCookiebotDialogNav .CybotCookiebotDialogNavItemLink{display:block;padding:14px 24px;color:#141414;text-decoration:none;font-weight:600}' +
    '#CybotCookiebotDialogNav .CybotCookiebotDialogNavItemLink.CybotCookiebotDialogActive{color:#1032cf;border-bottom:3px solid #1032cf}' +
    '#CybotCookiebotDialog .CybotCookiebotDialogContentWrapper{display:flex;flex-direction:column;overflow:auto}' +
    '#CybotCookiebotDialogTabContent,#CybotCookiebotDialogTabContentDetails,#CybotCookiebotDialogTabContentAbout{padding:16px 24px}' +
    '#CybotCookiebotDialogFooter{padding:12px 24px;border-top:1px solid #d6d6d6}' +
    '#CybotCookiebotDialogBodyLevelButtonsSelectPane{display:flex;gap:16px;flex-wrap:wrap;margin:12px 0}' +
    '.CybotCookiebotDialogDetailBodyContentCookieContainerHeader{display:flex;justify-content:space-between;align-items:center;padding:10px 0;border-bottom:1px solid #eee}';

  var TEXT =
    'We use cookies to personalise content and ads, to provide social media features and to analyse our traffic. We also share information about your use of our site with our social media, advertising and analytics partners who may combine it with other information that you\u2019ve provided to them or that they\u2019ve collected from your use of their services.';

  var LABELS = {
    necessary: 'Necessary',
    preferences: 'Preferences',
    statistics: 'Statistics',
    marketing: 'Marketing',
  };
  var DESCRIPTIONS = {
    necessary:
      'Necessary cookies help make a website usable by enabling basic functions like page navigation and access to secure areas of the website. The website cannot function properly without these cookies.',
    preferences:
      'Preference cookies enable a website to remember information that changes the way the website behaves or looks, like your preferred language or the region that you are in.',
    statistics:
      'Statistic cookies help website owners to understand how visitors interact with websites by collecting and reporting information anonymously.',
    marketing:
      'Marketing cookies are used to track visitors across websites. The intention is to display ads that are relevant and engaging for individual users and thereby more valuable for the publisher and third party advertisers.',
  };

  function cap(name) {
    return name.charAt(0).toUpperCase() + name.slice(1);
  }

  function classicCheckbox(name) {
    var id = 'CybotCookiebotDialogBodyLevelButton' + cap(name);
    var necessary = name === 'necessary';
    return (
      '<div class="CybotCookiebotDialogBodyLevelButtonWrapper">' +
      '<input type="checkbox" id="' +
      id +
      '" class="CybotCookiebotDialogBodyLevelButton' +
      (necessary ? ' CybotCookiebotDialogBodyLevelButtonDisabled" disabled="disabled" checked="checked"' : '"') +
      ' tabindex="0">' +
      '<label for="' +
      id +
      '">' +
      LABELS[name] +
      '</label></div>'
    );
  }

  function classicDialog() {
    var el = document.createElement('div');
    el.setAttribute('data-template', 'slideup');
    el.innerHTML =
      '<div id="CybotCookiebotDialogBody">' +
      '<div id="CybotCookiebotDialogBodyContent">' +
      '<h2 id="CybotCookiebotDialogBodyContentTitle" lang="en">This website uses cookies</h2>' +
      '<div id="CybotCookiebotDialogBodyContentText" lang="en">' +
      TEXT +
      '</div></div>' +
      '<div id="CybotCookiebotDialogBodyLevelWrapper">' +
      '<div id="CybotCookiebotDialogBodyLevelButtons"><div id="CybotCookiebotDialogBodyLevelButtonsTable"><div id="CybotCookiebotDialogBodyLevelButtonsRow">' +
      '<div id="CybotCookiebotDialogBodyLevelButtonsSelectPane">' +
      classicCheckbox('necessary') +
      classicCheckbox('preferences') +
      classicCheckbox('statistics') +
      classicCheckbox('marketing') +
      '</div>' +
      '<div id="CybotCookiebotDialogBodyLevelDetailsWrapper"><a id="CybotCookiebotDialogBodyLevelDetailsButton" href="#" class="CybotCookiebotDialogBodyLink">Show details</a></div>' +
      '</div></div></div></div>' +
      '<div id="CybotCookiebotDialogBodyButtons">' +
      '<a id="CybotCookiebotDialogBodyButtonDecline" class="CybotCookiebotDialogBodyButton" href="#" tabindex="0" lang="en">Deny</a>' +
      '<a id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection" class="CybotCookiebotDialogBodyButton" href="#" tabindex="0" lang="en">Allow selection</a>' +
      '<a id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll" class="CybotCookiebotDialogBodyButton" href="#" tabindex="0" lang="en">Allow all</a>' +
      '</div></div>' +
      '<div id="CybotCookiebotDialogDetail" style="display:none"><div id="CybotCookiebotDialogDetailBody">' +
      CATEGORIES.concat()
        .map(function (name) {
          return '<p><strong>' + LABELS[name] + '</strong> ' + DESCRIPTIONS[name] + '</p>';
        })
        .join('') +
      '</div></div>' +
      '<div id="CybotCookiebotDialogPoweredbyLink"><a href="https://www.cookiebot.com/en/what-is-behind-powered-by-cookiebot/" target="_blank" rel="noopener nofollow">Powered by Cookiebot by Usercentrics</a></div>';
    el.querySelector('#CybotCookiebotDialogBodyLevelDetailsButton').addEventListener(
      'click',
      function (event) {
        event.preventDefault();
        var detail = el.querySelector('#CybotCookiebotDialogDetail');
        var open = detail.style.display !== 'none';
        detail.style.display = open ? 'none' : 'block';
        event.currentTarget.textContent = open ? 'Show details' : 'Hide details';
      },
    );
    return el;
  }

  function swiftCategory(name) {
    var id = 'CybotCookiebotDialogBodyLevelButton' + cap(name);
    var necessary = name === 'necessary';
    return (
      '<div class="CybotCookiebotDialogDetailBodyContentCookieContainerTypes">' +
      '<div class="CybotCookiebotDialogDetailBodyContentCookieContainerHeader">' +
      '<label class="CybotCookiebotDialogDetailBodyContentCookieContainerButton" for="' +
      id +
      '"><strong>' +
      LABELS[name] +
      '</strong></label>' +
      '<div class="CybotCookiebotDialogBodyLevelButtonSliderWrapper' +
      (necessary ? ' CybotCookiebotDialogBodyLevelButtonSliderWrapperDisabled' : '') +
      '">' +
      '<input type="checkbox" id="' +
      id +
      '" class="CybotCookiebotDialogBodyLevelButton CybotCookiebotDialogBodyLevelConsentCheckbox" data-target="' +
      id +
      'Inline"' +
      (necessary ? ' disabled="disabled" checked="checked"' : '') +
      ' tabindex="0">' +
      '<span class="CybotCookiebotDialogBodyLevelButtonSlider"></span></div></div>' +
      '<div class="CybotCookiebotDialogDetailBodyContentCookieTypeIntro">' +
      DESCRIPTIONS[name] +
      '</div></div>'
    );
  }

  function swiftDialog() {
    var el = document.createElement('div');
    el.className = 'CybotEdge';
    el.setAttribute('data-template', 'popup');
    el.innerHTML =
      '<div class="CybotCookiebotDialogContentWrapper">' +
      '<div id="CybotCookiebotDialogHeader"><div id="CybotCookiebotDialogHeaderLogosWrapper">' +
      '<a id="CybotCookiebotDialogPoweredbyCybot" href="https://www.cookiebot.com/en/what-is-behind-powered-by-cookiebot/" target="_blank" rel="noopener nofollow" aria-label="Cookiebot - opens in a new window">Cookiebot by Usercentrics</a>' +
      '</div></div>' +
      '<div id="CybotCookiebotDialogNav" role="tablist" aria-label="Consent tabs"><ul class="CybotCookiebotDialogNavItems">' +
      '<li class="CybotCookiebotDialogNavItem" role="none"><a id="CybotCookiebotDialogNavConsent" class="CybotCookiebotDialogNavItemLink CybotCookiebotDialogActive" href="#" data-target="CybotCookiebotDialogTabContent" role="tab" aria-selected="true" tabindex="0">Consent</a></li>' +
      '<li class="CybotCookiebotDialogNavItem" role="none"><a id="CybotCookiebotDialogNavDeclaration" class="CybotCookiebotDialogNavItemLink" href="#" data-target="CybotCookiebotDialogTabContentDetails" role="tab" aria-selected="false" tabindex="-1">Details</a></li>' +
      '<li class="CybotCookiebotDialogNavItem" role="none"><a id="CybotCookiebotDialogNavAbout" class="CybotCookiebotDialogNavItemLink" href="#" data-target="CybotCookiebotDialogTabContentAbout" role="tab" aria-selected="false" tabindex="-1">About</a></li>' +
      '</ul></div>' +
      '<div id="CybotCookiebotDialogTabContent" role="tabpanel">' +
      '<div id="CybotCookiebotDialogBody"><div id="CybotCookiebotDialogBodyContent">' +
      '<h2 id="CybotCookiebotDialogBodyContentTitle" lang="en">This website uses cookies</h2>' +
      '<div id="CybotCookiebotDialogBodyContentText" lang="en">' +
      TEXT +
      '</div></div></div></div>' +
      '<div id="CybotCookiebotDialogTabContentDetails" class="CybotCookiebotDialogHide" role="tabpanel">' +
      '<div id="CybotCookiebotDialogDetailBodyContentCookieContainerTypes">' +
      swiftCategory('necessary') +
      swiftCategory('preferences') +
      swiftCategory('statistics') +
      swiftCategory('marketing') +
      '</div></div>' +
      '<div id="CybotCookiebotDialogTabContentAbout" class="CybotCookiebotDialogHide" role="tabpanel">' +
      '<div id="CybotCookiebotDialogDetailBodyContentTextAbout">Cookies are small text files that can be used by websites to make a user\u2019s experience more efficient. You can at any time change or withdraw your consent from the Cookie Declaration on our website.</div></div>' +
      '</div>' +
      '<div id="CybotCookiebotDialogFooter"><div id="CybotCookiebotDialogBodyButtons"><div id="CybotCookiebotDialogBodyButtonsWrapper">' +
      '<button id="CybotCookiebotDialogBodyButtonDecline" class="CybotCookiebotDialogBodyButton" tabindex="0">Deny</button>' +
      '<button id="CybotCookiebotDialogBodyLevelButtonCustomize" class="CybotCookiebotDialogBodyButton" tabindex="0">Customize</button>' +
      '<button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection" class="CybotCookiebotDialogBodyButton CybotCookiebotDialogHide" tabindex="0">Allow selection</button>' +
      '<button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll" class="CybotCookiebotDialogBodyButton" tabindex="0">Allow all</button>' +
      '</div></div></div>';
    var links = el.querySelectorAll('.CybotCookiebotDialogNavItemLink');
    function openTab(target) {
      for (var i = 0; i < links.length; i++) {
        var link = links[i];
        var active = link.getAttribute('data-target') === target;
        link.classList.toggle('CybotCookiebotDialogActive', active);
        link.setAttribute('aria-selected', active ? 'true' : 'false');
        link.setAttribute('tabindex', active ? '0' : '-1');
        el.querySelector('#' + link.getAttribute('data-target')).classList.toggle(
          'CybotCookiebotDialogHide',
          !active,
        );
      }
      var details = target === 'CybotCookiebotDialogTabContentDetails';
      el.querySelector('#CybotCookiebotDialogBodyLevelButtonCustomize').classList.toggle(
        'CybotCookiebotDialogHide',
        details,
      );
      el.querySelector(
        '#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection',
      ).classList.toggle('CybotCookiebotDialogHide', !details);
    }
    for (var i = 0; i < links.length; i++) {
      links[i].addEventListener('click', function (event) {
        event.preventDefault();
        openTab(event.currentTarget.getAttribute('data-target'));
      });
    }
    el.querySelector('#CybotCookiebotDialogBodyLevelButtonCustomize').addEventListener(
      'click',
      function (event) {
        event.preventDefault();
        openTab('CybotCookiebotDialogTabContentDetails');
      },
    );
    return el;
  }

  function toggle(name) {
    return dialogElement
      ? dialogElement.querySelector('#CybotCookiebotDialogBodyLevelButton' + cap(name))
      : null;
  }

  function syncToggles() {
    for (var i = 0; i < CATEGORIES.length; i++) {
      var box = toggle(CATEGORIES[i]);
      if (box) box.checked = !!Cookiebot.consent[CATEGORIES[i]];
    }
  }

  function buildDialog() {
    if (dialogElement) return;
    var style = document.createElement('style');
    style.id = 'CybotCookiebotDialogStyle';
    style.textContent = STYLE;
    document.head.appendChild(style);
    dialogElement = config.template === 'swift' ? swiftDialog() : classicDialog();
    dialogElement.id = 'CybotCookiebotDialog';
    dialogElement.setAttribute('name', 'CybotCookiebotDialog');
    dialogElement.setAttribute('role', 'dialog');
    dialogElement.setAttribute('aria-modal', 'true');
    dialogElement.setAttribute('aria-labelledby', 'CybotCookiebotDialogBodyContentTitle');
    dialogElement.setAttribute('tabindex', '-1');
    dialogElement.setAttribute('lang', culture);
    dialogElement.setAttribute('dir', 'ltr');
    dialogElement.style.display = 'none';
    Cookiebot.dialog = { visible: false, template: config.template, element: dialogElement };
    document.body.appendChild(dialogElement);
    syncToggles();

    function on(id, handler) {
      var button = dialogElement.querySelector('#' + id);
      if (!button) return;
      button.addEventListener('click', function (event) {
        event.preventDefault();
        handler();
      });
    }
    function checked(name) {
      var box = toggle(name);
      return !!(box && box.checked);
    }
    on('CybotCookiebotDialogBodyButtonDecline', function () {
      submit(false, false, false, 'decline');
    });
    on('CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll', function () {
      for (var i = 0; i < CATEGORIES.length; i++) {
        var box = toggle(CATEGORIES[i]);
        if (box) box.checked = true;
      }
      submit(true, true, true, 'allowall');
    });
    on('CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection', function () {
      submit(checked('preferences'), checked('statistics'), checked('marketing'), 'leveloptin');
    });
    fire('OnDialogInit');
  }

  function loadDialog(show) {
    var go = function () {
      if (config.loaded) {
        buildDialog();
        if (show) Cookiebot.show();
        return;
      }
      var el = document.createElement('script');
      el.src =
        CDN +
        '/' +
        encodeURIComponent(cbid) +
        '/cc.js?renew=' +
        (Cookiebot.hasResponse ? 'true' : 'false') +
        '&referer=' +
        encodeURIComponent(location.hostname) +
        '&dnt=' +
        (Cookiebot.doNotTrack ? 'true' : 'false') +
        '&init=false&culture=' +
        culture.toUpperCase();
      el.async = true;
      el.addEventListener('load', function () {
        if (show) Cookiebot.show();
      });
      document.head.appendChild(el);
    };
    if (document.body) go();
    else document.addEventListener('DOMContentLoaded', go);
  }

  var stored = parseStored(readCookie());
  if (stored) {
    apply(stored);
    var ready = function () {
      fire('OnConsentReady');
      fire('OnLoad');
      if (Cookiebot.consented) fire('OnAccept');
      else fire('OnDecline');
      runScripts();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
    else ready();
  } else {
    fire('OnLoad');
    loadDialog(true);
  }
})();
