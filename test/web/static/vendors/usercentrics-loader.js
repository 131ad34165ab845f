/*
 * An imitation of the Usercentrics CMP v2 browser UI (app.usercentrics.eu/browser-ui/latest/loader.js),
 * written from its public documentation and from what it does on real sites — no Usercentrics code.
 *
 * - The site embeds <script id="usercentrics-cmp" src=".../loader.js" data-settings-id="<id>" async>;
 *   the loader fetches the settings of that id from api.usercentrics.eu (services, layout, labels).
 * - The UI lives in the OPEN shadow root of <div id="usercentrics-root">: a bottom banner or a centred
 *   privacy wall (layout "WALL": page blocked behind an overlay), buttons data-testid="uc-accept-all-button",
 *   "uc-deny-all-button" (absent from the first layer when the settings hide it), "uc-more-button";
 *   the second layer lists the services with switches (off unless essential) and "Deny All",
 *   "Save Settings" (uc-save-button), "Accept All". After a choice only the privacy button stays.
 * - localStorage: uc_settings = {controllerId, id, language, services:[{history, id, processorId, status}],
 *   version}, written on the first page load with implicit "onInitialPageLoad" entries (essential
 *   services true, others false); each choice appends an explicit entry (onAcceptAllServices,
 *   onDenyAllServices, onUpdateServices) with its `timestamp`. uc_user_interaction = "true" once the
 *   visitor chose; uc_ui_version. No cookie.
 * - Tags gated as <script type="text/plain" data-usercentrics="<service name>"> run once that service
 *   has consent (on the choice, or on load when the stored choice allows it).
 * - window.UC_UI (isInitialized, acceptAllConsents, denyAllConsents, acceptService, rejectService,
 *   updateServices, closeCMP, showFirstLayer, showSecondLayer, getServicesBaseInfo,
 *   getServicesFullInfo, areAllConsentsAccepted, isConsentRequired, getActiveLanguage); window events
 *   UC_UI_INITIALIZED, UC_UI_VIEW_CHANGED, UC_UI_CMP_EVENT and the data-layer event "ucEvent".
 * - Each choice is logged to consent-api.service.consent.usercentrics.eu (as the real one does).
 */
(function () {
  if (window.UC_UI) return;
  var script = document.currentScript || document.getElementById('usercentrics-cmp');
  var settingsId = (script && script.getAttribute('data-settings-id')) || '';
  var APP_VERSION = '3.60.1';
  var STORAGE = 'uc_settings';
  var INTERACTION = 'uc_user_interaction';
  var settings = null;
  var state = null; // uc_settings as stored
  var initialized = false;
  var view = 'NONE';
  var root, shadow;

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function write(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch (e) {
      /* storage blocked */
    }
  }
  function emit(name, detail) {
    window.dispatchEvent(new CustomEvent(name, { detail: detail }));
  }
  function serviceOf(id) {
    for (var i = 0; i < settings.services.length; i++)
      if (settings.services[i].templateId === id) return settings.services[i];
    return null;
  }
  function stateOf(id) {
    for (var i = 0; i < state.services.length; i++)
      if (state.services[i].id === id) return state.services[i];
    return null;
  }
  function versions(service) {
    return { application: APP_VERSION, service: service.version, settings: settings.version };
  }
  function entry(action, service, status, type) {
    return {
      action: action,
      language: settings.language,
      status: status,
      timestamp: Date.now(),
      type: type,
      versions: versions(service),
    };
  }

  // ---- stored state --------------------------------------------------------------------------
  function loadState() {
    var stored = null;
    try {
      stored = JSON.parse(read(STORAGE) || 'null');
    } catch (e) {
      stored = null;
    }
    if (stored && stored.id === settingsId && Array.isArray(stored.services)) {
      state = stored;
      return;
    }
    state = {
      controllerId: randomId(),
      id: settingsId,
      language: settings.language,
      services: settings.services.map(function (service) {
        return {
          history: [entry('onInitialPageLoad', service, service.isEssential, 'implicit')],
          id: service.templateId,
          processorId: randomId(),
          status: service.isEssential,
        };
      }),
      version: settings.version,
    };
    write(STORAGE, JSON.stringify(state));
  }
  function randomId() {
    var hex = '';
    for (var i = 0; i < 32; i++) hex += Math.floor(Math.random() * 16).toString(16);
    return hex;
  }
  function interacted() {
    return read(INTERACTION) === 'true';
  }

  /** Applies decisions {templateId: status} as one explicit action, stores, activates, tells the page. */
  function decide(action, decisions, source) {
    settings.services.forEach(function (service) {
      var status = service.isEssential ? true : !!decisions[service.templateId];
      var stored = stateOf(service.templateId);
      if (!stored) return;
      if (action === 'onUpdateServices' && stored.status === status) return;
      stored.status = status;
      stored.history.push(entry(action, service, status, 'explicit'));
      if (stored.history.length > 3) stored.history = stored.history.slice(-3);
    });
    write(STORAGE, JSON.stringify(state));
    write(INTERACTION, 'true');
    activateTags();
    var layerEvent = { event: 'consent_status', type: 'explicit', action: action, ucCategory: {} };
    settings.services.forEach(function (service) {
      var status = stateOf(service.templateId).status;
      layerEvent[service.name] = status;
      var category = settings.categories[service.category];
      if (category) layerEvent.ucCategory[service.category] = layerEvent.ucCategory[service.category] === false ? false : status;
    });
    emit('ucEvent', layerEvent);
    emit('UC_UI_CMP_EVENT', {
      source: source,
      type: action === 'onAcceptAllServices' ? 'ACCEPT_ALL' : action === 'onDenyAllServices' ? 'DENY_ALL' : 'SAVE',
    });
    logConsent(action);
    return Promise.resolve();
  }
  function all(status) {
    var decisions = {};
    settings.services.forEach(function (service) {
      decisions[service.templateId] = status;
    });
    return decisions;
  }
  function logConsent(action) {
    var body = JSON.stringify({
      controllerId: state.controllerId,
      settingsId: settingsId,
      action: action,
      consents: state.services.map(function (service) {
        return { templateId: service.id, status: service.status };
      }),
    });
    try {
      fetch('https://consent-api.service.consent.usercentrics.eu/consent/uw/3', {
        method: 'POST',
        body: body,
        headers: { 'Content-Type': 'text/plain' },
        keepalive: true,
      }).catch(function () {});
    } catch (e) {
      /* no logging */
    }
  }

  // ---- tag gating ----------------------------------------------------------------------------
  function activateTags() {
    var blocked = document.querySelectorAll('script[type="text/plain"][data-usercentrics]');
    for (var i = 0; i < blocked.length; i++) {
      var tag = blocked[i];
      var name = tag.getAttribute('data-usercentrics');
      var service = null;
      for (var j = 0; j < settings.services.length; j++)
        if (settings.services[j].name === name) service = settings.services[j];
      if (!service || !stateOf(service.templateId) || !stateOf(service.templateId).status) continue;
      var live = document.createElement('script');
      for (var k = 0; k < tag.attributes.length; k++) {
        var attribute = tag.attributes[k];
        if (attribute.name !== 'type') live.setAttribute(attribute.name, attribute.value);
      }
      live.setAttribute('type', 'text/javascript');
      if (!tag.src) live.text = tag.text;
      tag.parentNode.replaceChild(live, tag);
    }
  }

  // ---- UI ------------------------------------------------------------------------------------
  var CSS =
    ':host{all:initial}' +
    '*{box-sizing:border-box;font-family:BlinkMacSystemFont,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}' +
    '.sc-overlay{position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483646}' +
    '.sc-banner{position:fixed;left:0;right:0;bottom:0;z-index:2147483647;background:#fff;color:#303030;box-shadow:0 -2px 10px rgba(0,0,0,.15);padding:16px 24px;display:flex;gap:24px;align-items:center;flex-wrap:wrap}' +
    '.sc-wall{position:fixed;z-index:2147483647;top:50%;left:50%;transform:translate(-50%,-50%);width:min(560px,92vw);max-height:86vh;overflow:auto;background:#fff;color:#303030;border-radius:8px;padding:24px}' +
    '.sc-message{flex:1 1 420px;font-size:14px;line-height:1.5}' +
    '.sc-title{font-size:18px;font-weight:700;margin:0 0 8px}' +
    '.sc-buttons{display:flex;gap:8px;flex-wrap:wrap}' +
    'button{cursor:pointer;border:0;border-radius:4px;padding:11px 18px;font-size:14px;font-weight:600}' +
    '.sc-accept{background:#0045a5;color:#fff}.sc-deny{background:#0045a5;color:#fff}' +
    '.sc-more{background:#f5f5f5;color:#0045a5}.sc-save{background:#f5f5f5;color:#0045a5}' +
    '.sc-service{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding:10px 0;font-size:14px}' +
    '.sc-privacy-button{position:fixed;left:20px;bottom:20px;z-index:2147483645;width:44px;height:44px;border-radius:50%;background:#0045a5;padding:0}';

  function render(html) {
    shadow.innerHTML = '<style>' + CSS + '</style>' + html;
  }
  function setView(next) {
    var previous = view;
    view = next;
    emit('UC_UI_VIEW_CHANGED', { view: next, previousView: previous });
  }
  function lockPage(locked) {
    document.body.classList.toggle('overflowHidden', locked);
    document.body.style.overflow = locked ? 'hidden' : '';
  }
  function frame(inner) {
    var wall = settings.layout === 'WALL';
    return (
      (wall ? '<div class="sc-overlay" data-testid="uc-overlay"></div>' : '') +
      '<div data-testid="uc-container" id="' +
      (wall ? 'uc-center-container' : 'uc-main-banner') +
      '" class="' +
      (wall ? 'sc-wall' : 'sc-banner') +
      '" role="dialog" aria-modal="' +
      (wall ? 'true' : 'false') +
      '" aria-labelledby="uc-heading-title">' +
      inner +
      '</div>'
    );
  }
  function showFirstLayer() {
    var labels = settings.labels;
    var deny = settings.firstLayer.hideDenyButton
      ? ''
      : '<button role="button" data-testid="uc-deny-all-button" class="sc-deny">' + labels.btnDeny + '</button>';
    render(
      frame(
        '<div class="sc-message" data-testid="uc-message-container"><p class="sc-title" id="uc-heading-title">' +
          labels.firstLayerTitle +
          '</p><div id="uc-privacy-description">' +
          labels.firstLayerDescription +
          '</div></div>' +
          '<div class="sc-buttons" data-testid="uc-buttons-container">' +
          '<button role="button" data-testid="uc-more-button" class="sc-more">' +
          labels.btnMore +
          '</button>' +
          deny +
          '<button role="button" data-testid="uc-accept-all-button" class="sc-accept">' +
          labels.btnAcceptAll +
          '</button></div>',
      ),
    );
    wire('FIRST_LAYER');
    if (settings.layout === 'WALL') lockPage(true);
    setView('FIRST_LAYER');
    return Promise.resolve();
  }
  function showSecondLayer() {
    var labels = settings.labels;
    var rows = settings.services
      .map(function (service) {
        var on = stateOf(service.templateId).status;
        return (
          '<div class="sc-service" data-testid="uc-service-' +
          service.templateId +
          '"><span>' +
          service.name +
          ' <small>(' +
          settings.categories[service.category] +
          ')</small></span><input type="checkbox" role="switch" id="toggle-' +
          service.templateId +
          '" data-service="' +
          service.templateId +
          '" aria-label="' +
          service.name +
          '"' +
          (on ? ' checked' : '') +
          (service.isEssential ? ' disabled' : '') +
          '></div>'
        );
      })
      .join('');
    var wall = settings.layout;
    settings.layout = 'WALL'; // the second layer is always the centred modal
    render(
      frame(
        '<p class="sc-title" id="uc-heading-title">' +
          labels.secondLayerTitle +
          '</p><div class="sc-message">' +
          labels.secondLayerDescription +
          '</div><div data-testid="uc-services-list">' +
          rows +
          '</div><div class="sc-buttons" data-testid="uc-buttons-container">' +
          '<button role="button" data-testid="uc-deny-all-button" class="sc-deny">' +
          labels.btnDenyAll +
          '</button><button role="button" data-testid="uc-save-button" class="sc-save">' +
          labels.btnSave +
          '</button><button role="button" data-testid="uc-accept-all-button" class="sc-accept">' +
          labels.btnAcceptAll +
          '</button></div>',
      ),
    );
    settings.layout = wall;
    wire('SECOND_LAYER');
    setView('SECOND_LAYER');
    return Promise.resolve();
  }
  function showPrivacyButton() {
    lockPage(false);
    render(
      '<button role="button" id="uc-privacy-button" data-testid="uc-privacy-button" class="sc-privacy-button" aria-label="' +
        settings.labels.privacyButton +
        '"></button>',
    );
    shadow.getElementById('uc-privacy-button').addEventListener('click', function () {
      showSecondLayer();
    });
    setView('PRIVACY_BUTTON');
    return Promise.resolve();
  }
  function wire(source) {
    function on(testId, handler) {
      var button = shadow.querySelector('[data-testid="' + testId + '"]');
      if (button) button.addEventListener('click', handler);
    }
    on('uc-accept-all-button', function () {
      decide('onAcceptAllServices', all(true), source).then(showPrivacyButton);
    });
    on('uc-deny-all-button', function () {
      decide('onDenyAllServices', all(false), source).then(showPrivacyButton);
    });
    on('uc-more-button', function () {
      showSecondLayer();
    });
    on('uc-save-button', function () {
      var decisions = {};
      var switches = shadow.querySelectorAll('input[data-service]');
      for (var i = 0; i < switches.length; i++)
        decisions[switches[i].getAttribute('data-service')] = switches[i].checked;
      decide('onUpdateServices', decisions, source).then(showPrivacyButton);
    });
  }

  // ---- API -----------------------------------------------------------------------------------
  function baseInfo() {
    return settings.services.map(function (service) {
      var stored = stateOf(service.templateId);
      return {
        id: service.templateId,
        name: service.name,
        categorySlug: service.category,
        isEssential: service.isEssential,
        consent: { status: stored.status, history: stored.history.slice() },
        version: service.version,
      };
    });
  }
  window.UC_UI = {
    isInitialized: function () {
      return initialized;
    },
    acceptAllConsents: function () {
      return decide('onAcceptAllServices', all(true), 'none');
    },
    denyAllConsents: function () {
      return decide('onDenyAllServices', all(false), 'none');
    },
    acceptService: function (id) {
      var decisions = {};
      state.services.forEach(function (s) {
        decisions[s.id] = s.id === id ? true : s.status;
      });
      return decide('onUpdateServices', decisions, 'none');
    },
    rejectService: function (id) {
      var decisions = {};
      state.services.forEach(function (s) {
        decisions[s.id] = s.id === id ? false : s.status;
      });
      return decide('onUpdateServices', decisions, 'none');
    },
    updateServices: function (changes) {
      var decisions = {};
      state.services.forEach(function (s) {
        decisions[s.id] = s.status;
      });
      (changes || []).forEach(function (change) {
        decisions[change.id] = !!change.status;
      });
      return decide('onUpdateServices', decisions, 'none');
    },
    closeCMP: function () {
      return showPrivacyButton();
    },
    showFirstLayer: function () {
      return showFirstLayer();
    },
    showSecondLayer: function () {
      return showSecondLayer();
    },
    getServicesBaseInfo: function () {
      return baseInfo();
    },
    getServicesFullInfo: function () {
      return Promise.resolve(baseInfo());
    },
    areAllConsentsAccepted: function () {
      return state.services.every(function (s) {
        return s.status === true;
      });
    },
    isConsentRequired: function () {
      return !interacted();
    },
    getActiveLanguage: function () {
      return settings.language;
    },
  };

  function start(loaded) {
    settings = loaded;
    loadState();
    root = document.createElement('div');
    root.id = 'usercentrics-root';
    root.setAttribute('data-created-at', String(Date.now()));
    document.body.appendChild(root);
    shadow = root.attachShadow({ mode: 'open' });
    if (interacted()) {
      activateTags();
      showPrivacyButton();
    } else {
      showFirstLayer();
    }
    initialized = true;
    emit('UC_UI_INITIALIZED', {});
  }
  function boot() {
    fetch('https://api.usercentrics.eu/settings/' + encodeURIComponent(settingsId) + '/latest/en.json')
      .then(function (response) {
        if (!response.ok) throw new Error('settings ' + response.status);
        return response.json();
      })
      .then(start)
      .catch(function (error) {
        console.error('[Usercentrics] could not load settings', error);
      });
  }
  if (document.body) boot();
  else document.addEventListener('DOMContentLoaded', boot);
})();
