/*
 * TrustArc's consent notice, consent.trustarc.com/notice?domain=<domain>&c=teconsent&js=nj&noticeType=bb…
 * A fixture imitation of what it visibly does on a site (TrustArc's code is proprietary); the route
 * puts the domain's configuration in front as window.__trusteNoticeConfig.
 *
 * - Three consent buckets: 0 = required, 1 = functional, 2 = advertising. A choice is stored in
 *   first-party cookies on the site's domain: notice_preferences ("0:" required only … "2:" all),
 *   notice_gdpr_prefs (the consented buckets, "0:" / "0,1:" / "0,1,2:"), cmapi_cookie_privacy
 *   ("permit 1 required" / "permit 1,2" / "permit 1,2,3"), cmapi_gtm_bl (the Google Tag Manager
 *   blocklist of the refused tags, empty when all is allowed) and TAconsentID. Before any choice it
 *   writes notice_behavior ("expressed,eu" / "implied,eu") and, when the bar is shown,
 *   notice_poptime; in implied mode also notice_gdpr_prefs=0::implied,eu (no choice, implied).
 * - window.truste: truste.eu.bindMap (prefCookie = the stored level, behavior, …),
 *   truste.eu.clickListener() (opens the preference manager), truste.util (cookie helpers),
 *   truste.cma (callApi, like PrivacyManagerAPI).
 * - window.PrivacyManagerAPI.callApi: getConsentDecision → { consentDecision: 0 (none) | 1 (required
 *   only) | 2 (functional) | 3 (all), source: "asserted" | "implied" }, getGDPRConsentDecision →
 *   { consentDecision: [0, 1, 2 …], source }, getConsent(domain, null, type) → { consent: "approved" |
 *   "denied", source }. In implied mode, before a choice, every bucket is implied.
 * - The postMessage API: a JSON message {PrivacyManagerAPI: {action, timestamp, self}} sent to the
 *   top window is answered to its source with the result and the API's capabilities; after every
 *   choice the notice posts {PrivacyManagerAPI: {action: "getConsentDecision", capabilities …}} to the
 *   window, so sites' listeners read the new decision (TrustArc's documented GTM integration).
 * - The bottom bar #truste-consent-track in #consent_blackbar (Accept #truste-consent-button, Decline
 *   All #truste-consent-required when configured, Cookie Preferences #truste-show-consent) and the
 *   "Cookie Preferences" link in #teconsent.
 * - The preference manager: a .truste_overlay backdrop and a .truste_box_overlay holding the
 *   iframe.truste_popframe from consent-pref.trustarc.com, which posts its result back
 *   ({source: "preference_manager", message: "submit_preferences", data: {value: "0,1"}}) and asks
 *   to be removed ("remove_iframe").
 */
(function () {
  var config = window.__trusteNoticeConfig;
  if (!config || (window.truste && window.truste.eu && window.truste.eu.noticeLoaded)) return;
  var YEAR_MS = 395 * 24 * 60 * 60 * 1000;
  var GTM_BLOCKLIST = {
    1: 'ga-ms-ua-ta-asp-bzi-sp',
    2: 'awct-cts-csm-img-flc-fls-mpm-mpr-m6d-tc-tdc',
  };

  function readCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }
  function createCookie(name, value) {
    document.cookie =
      name +
      '=' +
      value +
      '; expires=' +
      new Date(Date.now() + YEAR_MS).toUTCString() +
      '; path=/; domain=.' +
      location.hostname.replace(/^www\./, '') +
      '; SameSite=Lax';
  }
  function uuid() {
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });
  }

  /** The stored level (0, 1, 2) from notice_preferences, or null before an expressed choice. */
  function storedLevel() {
    var raw = readCookie('notice_preferences');
    var match = raw && raw.match(/^(\d):/);
    return match ? Number(match[1]) : null;
  }

  var level = storedLevel();
  var behavior = config.behavior;
  createCookie('notice_behavior', behavior + ',eu');
  if (level === null && behavior === 'implied') createCookie('notice_gdpr_prefs', '0::implied,eu');

  /** The buckets consented: what the visitor chose, else what the behaviour implies. */
  function buckets() {
    var out = [0];
    var top = level !== null ? level : behavior === 'implied' ? 2 : 0;
    for (var i = 1; i <= top; i++) out.push(i);
    return out;
  }
  function source() {
    return level !== null ? 'asserted' : behavior === 'implied' ? 'implied' : 'asserted';
  }

  var CAPABILITIES = ['getConsent', 'getConsentDecision', 'getGDPRConsentDecision'];
  var TYPES = { required: 0, functional: 1, advertising: 2 };

  function callApi(action, domain, _callback, _unused, type) {
    switch (action) {
      case 'getConsentDecision':
        return { consentDecision: level === null ? 0 : level + 1, source: source() };
      case 'getGDPRConsentDecision':
        return { consentDecision: buckets(), source: source() };
      case 'getConsent': {
        var bucket = TYPES[type] !== undefined ? TYPES[type] : 2;
        return {
          consent: buckets().indexOf(bucket) >= 0 ? 'approved' : 'denied',
          source: source(),
        };
      }
      default:
        return { error: 'unknown action' };
    }
  }

  window.PrivacyManagerAPI = { callApi: callApi, capabilities: CAPABILITIES };

  function announce() {
    var message = {
      PrivacyManagerAPI: {
        action: 'getConsentDecision',
        timestamp: Date.now(),
        self: location.host,
        capabilities: CAPABILITIES,
        consentDecision: callApi('getConsentDecision').consentDecision,
        source: source(),
      },
    };
    window.postMessage(JSON.stringify(message), '*');
  }

  /** Stores a choice (0 required only, 1 functional, 2 all) as the notice does. */
  function store(newLevel) {
    level = newLevel;
    var consented = buckets();
    createCookie('notice_preferences', newLevel + ':');
    createCookie('notice_gdpr_prefs', consented.join(',') + ':');
    createCookie(
      'cmapi_cookie_privacy',
      newLevel === 0
        ? 'permit 1 required'
        : 'permit ' +
            consented
              .map(function (b) {
                return b + 1;
              })
              .join(','),
    );
    var blocked = [];
    for (var b = newLevel + 1; b <= 2; b++) blocked.push(GTM_BLOCKLIST[b]);
    createCookie('cmapi_gtm_bl', blocked.join('-'));
    if (!readCookie('TAconsentID')) createCookie('TAconsentID', uuid());
    truste.eu.bindMap.prefCookie = String(newLevel);
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push({ event: 'TrustArc Consent Changed', consentLevel: newLevel });
    hideBar();
    announce();
  }

  var bar = null;
  function hideBar() {
    if (bar) bar.style.display = 'none';
    var overlay = document.getElementById('trustarc-banner-overlay');
    if (overlay) overlay.style.display = 'none';
  }

  function button(id, cls, text, onClick) {
    var el = document.createElement('button');
    el.id = id;
    el.className = cls;
    el.type = 'button';
    el.textContent = text;
    el.addEventListener('click', onClick);
    return el;
  }

  function showBar() {
    var host = document.getElementById('consent_blackbar');
    if (!host) {
      host = document.createElement('div');
      host.id = 'consent_blackbar';
      document.body.appendChild(host);
    }
    bar = document.createElement('div');
    bar.id = 'truste-consent-track';
    bar.setAttribute('role', 'region');
    bar.setAttribute('aria-label', 'Cookie banner');
    bar.style.cssText =
      'display:block;position:fixed;left:0;right:0;bottom:0;z-index:2147483645;background:#1f1f1f;color:#fff;padding:16px 24px;font:14px/1.5 Arial,sans-serif;box-shadow:0 -2px 8px rgba(0,0,0,.3)';
    var content = document.createElement('div');
    content.id = 'truste-consent-content';
    content.style.cssText = 'display:flex;flex-wrap:wrap;align-items:center;gap:16px;max-width:1200px;margin:0 auto';
    var text = document.createElement('div');
    text.id = 'truste-consent-text';
    text.style.cssText = 'flex:1 1 420px';
    text.textContent = config.bar.text + ' ';
    var policy = document.createElement('a');
    policy.id = 'truste-privacy-button';
    policy.href = config.privacyPolicy;
    policy.textContent = 'Privacy Policy';
    policy.style.color = '#9cd1ff';
    text.appendChild(policy);
    var buttons = document.createElement('div');
    buttons.id = 'truste-consent-buttons';
    buttons.style.cssText = 'display:flex;gap:10px;flex-wrap:wrap';
    var style = 'padding:9px 16px;border-radius:3px;font:inherit;cursor:pointer;border:1px solid #fff;';
    var accept = button('truste-consent-button', 'truste-button1', config.bar.accept, function () {
      store(2);
    });
    accept.style.cssText = style + 'background:#fff;color:#1f1f1f';
    buttons.appendChild(accept);
    if (config.bar.decline) {
      var decline = button('truste-consent-required', 'truste-button2', config.bar.decline, function () {
        store(0);
      });
      decline.style.cssText = style + 'background:#fff;color:#1f1f1f';
      buttons.appendChild(decline);
    }
    var prefs = button('truste-show-consent', 'truste-button3', config.bar.preferences, function () {
      truste.eu.clickListener();
    });
    prefs.style.cssText = style + 'background:transparent;color:#fff';
    buttons.appendChild(prefs);
    content.appendChild(text);
    content.appendChild(buttons);
    bar.appendChild(content);
    host.appendChild(bar);
    createCookie('notice_poptime', String(Date.now()));
  }

  function drawTeconsent() {
    var holder = document.getElementById('teconsent');
    if (!holder || holder.firstChild) return;
    var link = document.createElement('a');
    link.id = 'icon-id0' + Math.floor(Math.random() * 1e9);
    link.setAttribute('role', 'link');
    link.setAttribute('tabindex', '0');
    link.setAttribute('lang', 'en');
    link.setAttribute('aria-haspopup', 'dialog');
    link.style.cursor = 'pointer';
    link.textContent = 'Cookie Preferences';
    link.addEventListener('click', function () {
      truste.eu.clickListener();
    });
    holder.appendChild(link);
  }

  var popup = null;
  function closePopup() {
    if (!popup) return;
    popup.overlay.remove();
    popup.box.remove();
    popup = null;
  }

  function clickListener() {
    if (popup) return;
    var id = String(Math.floor(Math.random() * 1e10));
    var overlay = document.createElement('div');
    overlay.id = 'pop-div' + id;
    overlay.className = 'truste_overlay';
    overlay.style.cssText =
      'position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:2147483646';
    var box = document.createElement('div');
    box.className = 'truste_box_overlay';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'TrustArc Cookie Consent Manager');
    box.style.cssText =
      'position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:min(720px,94vw);height:min(560px,90vh);z-index:2147483647;background:#fff;border-radius:4px;overflow:hidden';
    var inner = document.createElement('div');
    inner.className = 'truste_box_overlay_inner';
    inner.style.cssText = 'width:100%;height:100%';
    var frame = document.createElement('iframe');
    frame.id = 'pop-frame' + id;
    frame.className = 'truste_popframe';
    frame.title = 'TrustArc Cookie Consent Manager';
    frame.style.cssText = 'width:100%;height:100%;border:0';
    var query = [
      ['layout', 'gdpr'],
      ['type', 'bb'],
      ['site', config.domain],
      ['action', 'notice'],
      ['country', 'de'],
      ['locale', 'en'],
      ['behavior', behavior],
      ['gtm', '1'],
      ['preferences', level === null ? '' : String(level)],
      ['privacypolicylink', config.privacyPolicy],
      ['from', 'https://consent.trustarc.com/'],
    ]
      .map(function (p) {
        return p[0] + '=' + encodeURIComponent(p[1]);
      })
      .join('&');
    frame.src = 'https://consent-pref.trustarc.com/?' + query;
    inner.appendChild(frame);
    box.appendChild(inner);
    document.body.appendChild(overlay);
    document.body.appendChild(box);
    popup = { overlay: overlay, box: box, frame: frame };
  }

  window.addEventListener('message', function (event) {
    var data;
    try {
      data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    } catch (e) {
      return;
    }
    if (!data || typeof data !== 'object') return;
    // The preference manager's messages, from its own origin only.
    if (data.source === 'preference_manager' && event.origin === 'https://consent-pref.trustarc.com') {
      if (data.message === 'submit_preferences' && data.data) {
        var chosen = String(data.data.value || '0')
          .split(',')
          .map(Number);
        store(Math.max.apply(null, chosen));
      } else if (data.message === 'remove_iframe') {
        closePopup();
      }
      return;
    }
    // The PrivacyManagerAPI over postMessage (requests have no capabilities; answers do).
    var request = data.PrivacyManagerAPI;
    if (!request || request.capabilities || !request.action || !event.source) return;
    var result = callApi(request.action, request.self, null, null, request.type);
    var reply = { PrivacyManagerAPI: {} };
    for (var key in result) reply.PrivacyManagerAPI[key] = result[key];
    reply.PrivacyManagerAPI.action = request.action;
    reply.PrivacyManagerAPI.timestamp = request.timestamp;
    reply.PrivacyManagerAPI.self = request.self;
    reply.PrivacyManagerAPI.capabilities = CAPABILITIES;
    event.source.postMessage(JSON.stringify(reply), '*');
  });

  var truste = (window.truste = window.truste || {});
  truste.eu = truste.eu || {};
  truste.eu.noticeLoaded = true;
  truste.eu.bindMap = {
    domain: config.domain,
    behavior: behavior,
    behaviorManager: 'eu',
    country: 'de',
    language: 'en',
    noticeType: 'bb',
    prefCookie: level === null ? undefined : String(level),
    feat: { gtm: true, enableCM: true },
  };
  truste.eu.clickListener = clickListener;
  truste.util = { readCookie: readCookie, createCookie: createCookie };
  truste.cma = { callApi: callApi };

  function start() {
    drawTeconsent();
    if (level === null) showBar();
    announce();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
