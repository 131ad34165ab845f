/*
 * An imitation of iubenda's Privacy Controls and Cookie Solution (cdn.iubenda.com/cs/iubenda_cs.js),
 * written from iubenda's public documentation (the embed code, the csConfiguration options, the
 * JavaScript API, prior blocking) and from what the banner visibly does on sites; no iubenda code.
 *
 * - Configuration: window._iub.csConfiguration as the site pastes it (siteId, cookiePolicyId, lang,
 *   perPurposeConsent, banner.{acceptButtonDisplay, rejectButtonDisplay, customizeButtonDisplay,
 *   closeButtonDisplay, closeButtonRejects, closeButtonCaption, position}, floatingPreferencesButtonDisplay,
 *   callback.{onReady, onBannerShown, onConsentRead, onConsentGiven, onConsentRejected,
 *   onPreferenceExpressed}).
 * - The banner: <div id="iubenda-cs-banner" role="alertdialog"> appended to <body>, buttons
 *   .iubenda-cs-customize-btn ("Learn more and customize"), .iubenda-cs-reject-btn ("Reject"),
 *   .iubenda-cs-accept-btn ("Accept"), and the close button .iubenda-cs-close-btn (×, or the caption
 *   set in closeButtonCaption); with closeButtonRejects the close button refuses.
 * - The preferences panel: <div id="iubenda-iframe"> (an in-page panel despite its id) listing the
 *   purposes (.purposes-item with a switch each; 1 "Necessary" always on), "Reject all" (.iub-btn-reject)
 *   and "Accept all" (.iub-btn-consent), which set the switches, and "Save and continue" (#iubFooterBtn),
 *   which stores them.
 * - Purposes: 1 necessary, 2 basic interactions & functionalities, 3 experience enhancement,
 *   4 measurement, 5 marketing (targeting & advertising).
 * - The choice: cookie _iub_cs-<cookiePolicyId> = URL-encoded JSON {timestamp, version, purposes:
 *   {"1":true,"2":…,"3":…,"4":…,"5":…}, id, cons: {rand}} with perPurposeConsent, or {timestamp,
 *   version, consent: true|false, id, cons} without; the same JSON in localStorage under the same key.
 *   Nothing is stored before a choice.
 * - Prior blocking: <script type="text/plain" class="_iub_cs_activate" data-iub-purposes="4"
 *   [data-suppressedsrc="…"]> runs once its purposes have consent (any consent without per-purpose).
 * - window._iub.cs.api: isConsentGiven(), isConsentRejected(), isPreferenceExpressed(), acceptAll(),
 *   rejectAll(), openPreferences(), showBanner(), getPreferences().
 */
(function () {
  var VERSION = '1.67.2';
  var YEAR_SECONDS = 60 * 60 * 24 * 365;
  var _iub = (window._iub = window._iub || []);
  var config = _iub.csConfiguration || {};
  var banner = config.banner || {};
  var callbacks = config.callback || {};
  var policyId = config.cookiePolicyId;
  var perPurpose = config.perPurposeConsent === true;
  var storageName = '_iub_cs-' + policyId;
  var lang = (config.lang || document.documentElement.lang || 'en').slice(0, 2) === 'it' ? 'it' : 'en';

  var TEXTS = {
    en: {
      title: 'Notice',
      paragraph:
        'We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for other purposes as specified in the <a href="https://www.iubenda.com/privacy-policy/' +
        policyId +
        '/cookie-policy" class="iubenda-cs-cookie-policy-lnk" target="_blank" rel="noopener">cookie policy</a>. Denying consent may make related features unavailable.</p><p class="iub-p">You can freely give, deny, or withdraw your consent at any time.',
      howTo: function () {
        if (banner.rejectButtonDisplay) return 'Use the “Accept” button to consent. Use the “Reject” button to continue without accepting.';
        if (banner.closeButtonRejects && banner.closeButtonDisplay !== false) return 'Use the “Accept” button to consent. Close this notice to continue without accepting.';
        return 'Use the “Accept” button to consent.';
      },
      accept: 'Accept',
      reject: 'Reject',
      customize: 'Learn more and customize',
      close: 'Close this notice',
      continueWithout: 'Continue without accepting',
      prefsTitle: 'Your consent preferences',
      prefsIntro: 'You can choose which purposes we and selected third parties may process your data for. Necessary cookies are always on.',
      rejectAll: 'Reject all',
      acceptAll: 'Accept all',
      save: 'Save and continue',
      preferencesButton: 'Your privacy choices',
      purposes: { 1: 'Necessary', 2: 'Functionality', 3: 'Experience', 4: 'Measurement', 5: 'Marketing' },
      purposeText: {
        1: 'These trackers are used for activities that are strictly necessary to operate or deliver the service you requested from us and, therefore, do not require you to consent.',
        2: 'These trackers enable basic interactions and functionalities that allow you to access selected features of our service.',
        3: 'These trackers help us to provide a personalized user experience by improving the quality of your preference management options.',
        4: 'These trackers help us to measure traffic and analyze your behavior to improve our service.',
        5: 'These trackers help us to deliver personalized ads or marketing content to you, and to measure their performance.',
      },
    },
    it: {
      title: 'Informativa',
      paragraph:
        'Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella <a href="https://www.iubenda.com/privacy-policy/' +
        policyId +
        '/cookie-policy" class="iubenda-cs-cookie-policy-lnk" target="_blank" rel="noopener">cookie policy</a>. Il rifiuto del consenso può rendere non disponibili le relative funzioni.</p><p class="iub-p">Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento.',
      howTo: function () {
        if (banner.rejectButtonDisplay) return 'Usa il pulsante “Accetta” per acconsentire. Usa il pulsante “Rifiuta” per continuare senza accettare.';
        if (banner.closeButtonRejects && banner.closeButtonDisplay !== false) return 'Usa il pulsante “Accetta” per acconsentire. Chiudi questa informativa per continuare senza accettare.';
        return 'Usa il pulsante “Accetta” per acconsentire.';
      },
      accept: 'Accetta',
      reject: 'Rifiuta',
      customize: 'Scopri di più e personalizza',
      close: 'Chiudi questa informativa',
      continueWithout: 'Continua senza accettare',
      prefsTitle: 'Le tue preferenze relative al consenso',
      prefsIntro: 'Puoi scegliere per quali finalità noi e terze parti selezionate possiamo trattare i tuoi dati. I cookie necessari sono sempre attivi.',
      rejectAll: 'Rifiuta tutti',
      acceptAll: 'Accetta tutti',
      save: 'Salva e continua',
      preferencesButton: 'Le tue preferenze sulla privacy',
      purposes: { 1: 'Necessari', 2: 'Funzionalità', 3: 'Esperienza', 4: 'Misurazione', 5: 'Marketing' },
      purposeText: {
        1: 'Questi strumenti di tracciamento sono strettamente necessari per garantire il funzionamento e la fornitura del servizio che ci hai richiesto e, pertanto, non richiedono il tuo consenso.',
        2: 'Questi strumenti di tracciamento abilitano semplici interazioni e funzionalità che ti permettono di accedere a determinate risorse del nostro servizio.',
        3: 'Questi strumenti di tracciamento ci permettono di offrire una user experience personalizzata.',
        4: 'Questi strumenti di tracciamento ci permettono di misurare il traffico e analizzare il tuo comportamento per migliorare il nostro servizio.',
        5: 'Questi strumenti di tracciamento ci permettono di fornirti contenuti commerciali personalizzati in base al tuo comportamento.',
      },
    },
  }[lang];

  var PURPOSE_IDS = ['1', '2', '3', '4', '5'];
  var state = readStored();

  /* ---------- storage ---------- */

  function readCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name.replace(/[-]/g, '\\-') + '=([^;]*)'));
    return match ? match[1] : null;
  }

  function readStored() {
    var raw = readCookie(storageName);
    var json = null;
    try {
      json = raw ? decodeURIComponent(raw) : localStorage.getItem(storageName);
    } catch (e) {
      json = null;
    }
    if (!json) return null;
    try {
      var parsed = JSON.parse(json);
      return parsed && typeof parsed === 'object' ? parsed : null;
    } catch (e) {
      return null;
    }
  }

  function randomId() {
    var bytes = crypto.getRandomValues(new Uint8Array(6));
    return Array.prototype.map.call(bytes, function (b) { return (b % 36).toString(36); }).join('');
  }

  /** Stores a choice: `purposes` maps each purpose id to true/false (1 is always true). */
  function store(purposes) {
    purposes['1'] = true;
    var record = { timestamp: new Date().toISOString(), version: VERSION };
    var consent = PURPOSE_IDS.slice(1).some(function (id) { return purposes[id] === true; });
    if (perPurpose) record.purposes = purposes;
    else record.consent = consent;
    record.id = policyId;
    record.cons = { rand: (state && state.cons && state.cons.rand) || randomId() };
    state = record;
    var json = JSON.stringify(record);
    document.cookie =
      storageName + '=' + encodeURIComponent(json) + '; max-age=' + YEAR_SECONDS + '; path=/; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
    try {
      localStorage.setItem(storageName, json);
    } catch (e) {
      /* storage blocked */
    }
    hideBanner();
    hidePreferences();
    showFloatingButton();
    activateTags();
    call('onPreferenceExpressed', preferences());
    if (consent) call('onConsentGiven');
    else call('onConsentRejected');
  }

  function allPurposes(value) {
    var out = {};
    PURPOSE_IDS.forEach(function (id) { out[id] = id === '1' ? true : value; });
    return out;
  }

  function call(name, argument) {
    if (typeof callbacks[name] !== 'function') return;
    try {
      callbacks[name](argument);
    } catch (e) {
      /* a site's callback error stays there */
    }
  }

  /* ---------- consent queries ---------- */

  function purposeGiven(id) {
    if (!state) return false;
    if (state.purposes) return state.purposes[String(id)] === true;
    return state.consent === true;
  }
  function consentGiven() {
    if (!state) return false;
    if (state.purposes) return PURPOSE_IDS.slice(1).some(function (id) { return state.purposes[id] === true; });
    return state.consent === true;
  }
  function preferences() {
    if (!state) return null;
    return { consent: state.purposes ? undefined : state.consent, purposes: state.purposes, timestamp: state.timestamp, id: state.id };
  }

  /* ---------- prior blocking ---------- */

  function activateTags() {
    var gated = document.querySelectorAll('script._iub_cs_activate, script._iub_cs_activate-inline');
    Array.prototype.forEach.call(gated, function (tag) {
      if (tag.getAttribute('data-iub-activated')) return;
      var wanted = (tag.getAttribute('data-iub-purposes') || '').split(/[ ,]+/).filter(Boolean);
      var ok = wanted.length ? wanted.every(purposeGiven) : consentGiven();
      if (!ok) return;
      tag.setAttribute('data-iub-activated', 'true');
      var script = document.createElement('script');
      Array.prototype.forEach.call(tag.attributes, function (attribute) {
        var name = attribute.name;
        if (name === 'type' || name === 'class' || name === 'data-iub-activated') return;
        if (name === 'data-suppressedsrc' || name === 'suppressedsrc') script.setAttribute('src', attribute.value);
        else script.setAttribute(name, attribute.value);
      });
      script.type = 'text/javascript';
      if (!script.src) script.text = tag.text;
      tag.parentNode.insertBefore(script, tag.nextSibling);
    });
  }

  /* ---------- UI ---------- */

  var STYLE =
    '#iubenda-cs-banner{position:fixed;left:0;right:0;z-index:99999998;font-family:-apple-system,sans-serif;font-size:14px;line-height:1.5;color:#fff}' +
    '#iubenda-cs-banner.iubenda-cs-bottom{bottom:0}#iubenda-cs-banner.iubenda-cs-top{top:0}' +
    '#iubenda-cs-banner .iubenda-cs-container{background:#0073ce;padding:16px 24px}' +
    '#iubenda-cs-banner .iubenda-cs-content{max-width:1100px;margin:0 auto;position:relative}' +
    '#iubenda-cs-banner .iubenda-cs-rationale{display:flex;flex-wrap:wrap;gap:16px;align-items:center}' +
    '#iubenda-cs-banner .iubenda-banner-content{flex:1 1 480px}' +
    '#iubenda-cs-banner #iubenda-cs-title{font-weight:bold;margin-bottom:4px}#iubenda-cs-banner .iub-p{margin:0 0 6px}' +
    '#iubenda-cs-banner a{color:#fff;text-decoration:underline}' +
    '#iubenda-cs-banner .iubenda-cs-opt-group{display:flex;gap:8px;align-items:center}' +
    '#iubenda-cs-banner .iubenda-cs-opt-group button{border:0;border-radius:64px;padding:10px 24px;font-size:14px;cursor:pointer;background:rgba(255,255,255,.16);color:#fff}' +
    '#iubenda-cs-banner .iubenda-cs-opt-group button.iubenda-cs-btn-primary{background:#fff;color:#0073ce;font-weight:bold}' +
    '#iubenda-cs-banner .iubenda-cs-close-btn{position:absolute;top:-8px;right:-12px;background:none;border:0;color:#fff;font-size:20px;cursor:pointer;padding:4px 8px}' +
    '#iubenda-cs-banner .iubenda-cs-close-btn.iubenda-cs-close-caption{font-size:13px;text-decoration:underline}' +
    '#iubenda-iframe{position:fixed;inset:0;z-index:99999999;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;font-family:-apple-system,sans-serif;font-size:14px;color:#222}' +
    '#iubenda-iframe #iubenda-iframe-content{background:#fff;border-radius:8px;width:92%;max-width:640px;max-height:88vh;overflow:auto;display:flex;flex-direction:column}' +
    '#iubenda-iframe .iub-cmp-header{display:flex;justify-content:space-between;align-items:center;padding:16px 20px;border-bottom:1px solid #eee}' +
    '#iubenda-iframe #iub-cmp-widget{padding:16px 20px}' +
    '#iubenda-iframe .purposes-header{display:flex;gap:8px;justify-content:flex-end;margin:12px 0}' +
    '#iubenda-iframe .iub-btn{border:1px solid #0073ce;border-radius:64px;padding:8px 18px;background:#fff;color:#0073ce;cursor:pointer;font-size:14px}' +
    '#iubenda-iframe .iub-btn-cp{background:#0073ce;color:#fff;font-weight:bold}' +
    '#iubenda-iframe .purposes-item{border-bottom:1px solid #eee;padding:10px 0}' +
    '#iubenda-iframe .purposes-item-header{display:flex;justify-content:space-between;align-items:center}' +
    '#iubenda-iframe .purposes-item-title label{font-weight:bold}#iubenda-iframe .purposes-item p{margin:4px 0 0;color:#555;font-size:13px}' +
    '#iubenda-iframe #iubFooterBtnContainer{display:flex;justify-content:flex-end;padding:12px 20px;border-top:1px solid #eee}' +
    '#iubenda-iframe .iub-iframe-brand-button{background:none;border:0;font-size:22px;cursor:pointer}' +
    '.iubenda-tp-btn{position:fixed;bottom:16px;right:16px;z-index:2147483647;width:32px;height:32px;border-radius:50%;border:0;background:#1cc691;color:#fff;cursor:pointer}';

  function installStyle() {
    if (document.getElementById('iubenda-cs-style')) return;
    var style = document.createElement('style');
    style.id = 'iubenda-cs-style';
    style.textContent = STYLE;
    document.head.appendChild(style);
  }

  function button(classes, label, extra) {
    return '<button type="button" class="' + classes + '" tabindex="0" role="button" aria-pressed="false"' + (extra || '') + '>' + label + '</button>';
  }

  function bannerHtml() {
    var position = banner.position === 'top' ? 'iubenda-cs-top' : 'iubenda-cs-bottom';
    var close = '';
    if (banner.closeButtonDisplay !== false) {
      close = banner.closeButtonCaption
        ? button('iubenda-cs-close-btn iubenda-cs-close-caption', banner.closeButtonCaption)
        : button('iubenda-cs-close-btn', '×', ' aria-label="' + (banner.closeButtonRejects ? TEXTS.continueWithout : TEXTS.close) + '"');
    }
    var custom = banner.customizeButtonDisplay
      ? '<div class="iubenda-cs-opt-group-custom">' + button('iubenda-cs-customize-btn', banner.customizeButtonCaption || TEXTS.customize) + '</div>'
      : '';
    var consentButtons =
      (banner.rejectButtonDisplay ? button('iubenda-cs-reject-btn iubenda-cs-btn-primary', banner.rejectButtonCaption || TEXTS.reject) : '') +
      (banner.acceptButtonDisplay !== false ? button('iubenda-cs-accept-btn iubenda-cs-btn-primary', banner.acceptButtonCaption || TEXTS.accept) : '');
    return (
      '<div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale">' +
      close +
      '<div class="iubenda-banner-content" role="document">' +
      (banner.showTitle === false ? '' : '<div id="iubenda-cs-title">' + TEXTS.title + '</div>') +
      '<div id="iubenda-cs-paragraph"><p class="iub-p">' + TEXTS.paragraph + '</p><p class="iub-p">' + TEXTS.howTo() + '</p></div>' +
      '</div>' +
      '<div class="iubenda-cs-opt-group">' + custom + '<div class="iubenda-cs-opt-group-consent">' + consentButtons + '</div></div>' +
      '</div></div></div>'
    );
  }

  var bannerEl = null;
  function showBanner() {
    installStyle();
    if (bannerEl) return;
    bannerEl = document.createElement('div');
    bannerEl.id = 'iubenda-cs-banner';
    bannerEl.className = 'iubenda-cs-default ' + (banner.position === 'top' ? 'iubenda-cs-top' : 'iubenda-cs-bottom') + ' iubenda-cs-slidein iubenda-cs-visible';
    bannerEl.setAttribute('role', 'alertdialog');
    bannerEl.setAttribute('aria-labelledby', 'iubenda-cs-title');
    bannerEl.setAttribute('aria-describedby', 'iubenda-cs-paragraph');
    bannerEl.innerHTML = bannerHtml();
    document.body.appendChild(bannerEl);
    document.documentElement.classList.add('iubenda-cs-visible');
    bannerEl.addEventListener('click', function (event) {
      var target = event.target.closest('button');
      if (!target) return;
      if (target.classList.contains('iubenda-cs-accept-btn')) store(allPurposes(true));
      else if (target.classList.contains('iubenda-cs-reject-btn')) store(allPurposes(false));
      else if (target.classList.contains('iubenda-cs-customize-btn')) showPreferences();
      else if (target.classList.contains('iubenda-cs-close-btn')) {
        if (banner.closeButtonRejects) store(allPurposes(false));
        else hideBanner(); // closing without closeButtonRejects records nothing; the banner returns next page
      }
    });
    call('onBannerShown');
  }

  function hideBanner() {
    if (!bannerEl) return;
    bannerEl.remove();
    bannerEl = null;
    document.documentElement.classList.remove('iubenda-cs-visible');
  }

  var prefsEl = null;
  function showPreferences() {
    installStyle();
    if (prefsEl) return;
    var rows = PURPOSE_IDS.map(function (id) {
      var necessary = id === '1';
      var checked = necessary || purposeGiven(id);
      return (
        '<div class="purposes-item" id="purpose-' + id + '">' +
        '<div class="purposes-item-header">' +
        '<div class="purposes-item-title"><label for="iub-purpose-' + id + '">' + TEXTS.purposes[id] + '</label></div>' +
        '<div class="purposes-item-switch"><input type="checkbox" class="style-switch" id="iub-purpose-' + id + '" data-purpose-id="' + id + '"' +
        (checked ? ' checked' : '') + (necessary ? ' disabled' : '') + ' aria-label="' + TEXTS.purposes[id] + '"></div>' +
        '</div><p>' + TEXTS.purposeText[id] + '</p></div>'
      );
    }).join('');
    prefsEl = document.createElement('div');
    prefsEl.id = 'iubenda-iframe';
    prefsEl.className = 'iubenda-iframe-visible iub-cmp-preferences';
    prefsEl.innerHTML =
      '<div id="iubenda-iframe-content" role="dialog" aria-modal="true" aria-labelledby="iub-cmp-title">' +
      '<div class="iub-cmp-header"><div id="iub-cmp-title" class="iub-cmp-title">' + TEXTS.prefsTitle + '</div>' +
      '<button type="button" class="iub-iframe-brand-button iub-iframe-close" aria-label="' + TEXTS.close + '">×</button></div>' +
      '<div id="iub-cmp-widget"><p>' + TEXTS.prefsIntro + '</p>' +
      '<div class="purposes-header"><div class="purposes-header-right">' +
      '<button type="button" class="iub-btn iub-btn-reject">' + TEXTS.rejectAll + '</button>' +
      '<button type="button" class="iub-btn iub-btn-consent">' + TEXTS.acceptAll + '</button>' +
      '</div></div>' +
      '<div class="purposes-items">' + rows + '</div></div>' +
      '<div id="iubFooterBtnContainer"><button type="button" id="iubFooterBtn" class="iub-btn iub-btn-cp">' + TEXTS.save + '</button></div>' +
      '</div>';
    document.body.appendChild(prefsEl);
    prefsEl.addEventListener('click', function (event) {
      var target = event.target.closest('button');
      if (!target) return;
      var switches = prefsEl.querySelectorAll('.purposes-item input[type=checkbox]:not([disabled])');
      if (target.classList.contains('iub-btn-reject') || target.classList.contains('iub-btn-consent')) {
        var on = target.classList.contains('iub-btn-consent');
        Array.prototype.forEach.call(switches, function (input) { input.checked = on; });
      } else if (target.id === 'iubFooterBtn') {
        var purposes = {};
        Array.prototype.forEach.call(prefsEl.querySelectorAll('.purposes-item input[type=checkbox]'), function (input) {
          purposes[input.getAttribute('data-purpose-id')] = input.checked;
        });
        store(purposes);
      } else if (target.classList.contains('iub-iframe-close')) {
        hidePreferences();
      }
    });
  }

  function hidePreferences() {
    if (!prefsEl) return;
    prefsEl.remove();
    prefsEl = null;
  }

  var floatingEl = null;
  function showFloatingButton() {
    if (!config.floatingPreferencesButtonDisplay || floatingEl) return;
    installStyle();
    floatingEl = document.createElement('button');
    floatingEl.type = 'button';
    floatingEl.className = 'iubenda-tp-btn iubenda-cs-preferences-link';
    floatingEl.setAttribute('data-tp-nostyle', '');
    floatingEl.setAttribute('aria-label', TEXTS.preferencesButton);
    floatingEl.title = TEXTS.preferencesButton;
    floatingEl.innerHTML = '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6" fill="currentColor"/></svg>';
    floatingEl.addEventListener('click', showPreferences);
    document.body.appendChild(floatingEl);
  }

  /* ---------- API ---------- */

  _iub.cs = {
    version: VERSION,
    consent: state,
    api: {
      isConsentGiven: consentGiven,
      isConsentRejected: function () { return state !== null && !consentGiven(); },
      isPreferenceExpressed: function () { return state !== null; },
      getPreferences: preferences,
      acceptAll: function () { store(allPurposes(true)); },
      rejectAll: function () { store(allPurposes(false)); },
      openPreferences: showPreferences,
      showBanner: showBanner,
      activateSnippets: activateTags,
    },
  };

  function start() {
    if (state) {
      activateTags();
      showFloatingButton();
      call('onConsentRead');
      if (consentGiven()) call('onConsentGiven');
      else call('onConsentRejected');
    } else {
      showBanner();
    }
    call('onReady');
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
