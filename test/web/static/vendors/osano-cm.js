/*
 * Osano Cookie Consent (Osano's SaaS CMP) — the site's script https://cmp.osano.com/<customer id>/<config
 * id>/osano.js, an imitation written in our words from Osano's public documentation and the CMP's
 * visible behaviour; no Osano code. An ES module the vendor route bundles with esbuild (with
 * @iabtechlabtcf/cmpapi and core, used only when the configuration turns the IAB module on). The real
 * CMP loads its dialog from a second file (osano-ui.js); here both are one.
 *
 * - `window.Osano`: a function queueing calls (`Osano('onConsentSaved', fn)`) until it loads, and
 *   `Osano.cm`: getConsent(), the analytics / marketing / personalization / optOut flags, mode,
 *   jurisdiction, dialogOpen / drawerOpen, addEventListener / removeEventListener ('osano-cm-initialized',
 *   'osano-cm-consent-saved', 'osano-cm-consent-changed', 'osano-cm-<category>', 'osano-cm-script-blocked'),
 *   showDialog / hideDialog, showDrawer / hideDrawer, showDoNotSell / hideDoNotSell, showWidget / hideWidget.
 * - Blocking (mode `production`): Osano must be the first script of the page. Scripts whose host the
 *   site's classification puts in a category without consent are held back — inserted by the parser
 *   (a MutationObserver re-types them before they run) or created with document.createElement (their
 *   `src` / `type` setters and setAttribute are watched) — and re-inserted when the category is
 *   accepted. In `listener` mode (Osano's discovery mode, meant for set-up) nothing is blocked: the
 *   dialog shows and records choices, the tags run regardless. (Cookie and iframe blocking: not imitated.)
 * - Jurisdiction (OSANO_CONFIG.jurisdiction, from where the visitor is): GDPR countries are opt-in —
 *   the dialog .osano-cm-window > .osano-cm-dialog (type box) with the message, the category
 *   checkboxes (input.osano-cm-toggle__input[data-category]; Essential checked and disabled) and the
 *   buttons "Accept All" (.osano-cm-accept-all), "Deny" (.osano-cm-denyAll, when configured) and
 *   "Save" (.osano-cm-save). US states are opt-out: no dialog, every category on, and a "Do Not Sell or
 *   Share My Personal Information" drawer (showDoNotSell, which sites link from their footer) with an
 *   opt-out switch and "Confirm"; Global Privacy Control is honoured there as that opt-out.
 * - The record: categories ESSENTIAL, ANALYTICS, MARKETING, PERSONALIZATION, OPT_OUT ('ACCEPT' / 'DENY'),
 *   kept encrypted (here: a keyed XOR stream; theirs is real encryption — either way opaque to anyone
 *   but the CMP) under `osano_consentmanager` in localStorage and a first-party cookie, with
 *   `osano_consentmanager_uuid` beside it (one year). __uspapi answers always ('1---' outside the US;
 *   '1YNN', '1YYN' once opted out); with the IAB module on, __tcfapi (CMP id 279) answers in GDPR
 *   countries with a TC string built from the choice (no consents after "Deny").
 * - After a choice the dialog goes and the floating .osano-cm-widget (Cookie Preferences) stays.
 *
 * Wrapped by the vendor route: OSANO_CONFIG = { customerId, configId, mode, jurisdiction, denyButton,
 * iab, classification: { host: category }, policyLink, vendorList? }.
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

const CATEGORIES = ['ESSENTIAL', 'MARKETING', 'PERSONALIZATION', 'ANALYTICS'];
const LABELS = { ESSENTIAL: 'Essential', MARKETING: 'Marketing', PERSONALIZATION: 'Personalization', ANALYTICS: 'Analytics' };
const STORE = 'osano_consentmanager';
const MAX_AGE = 365 * 86400;
const TCF_CMP_ID = 279;
const TCF_CMP_VERSION = 3332;
const LI_PURPOSES = [2, 7, 8, 9, 10, 11];
const config = OSANO_CONFIG;
const usState = /^us/.test(config.jurisdiction);

// ---- the record -------------------------------------------------------------------------------

const KEY = new TextEncoder().encode(`${config.customerId}:${config.configId}`);

function keystream(iv, length) {
  const out = new Uint8Array(length);
  let state = 2166136261;
  for (const byte of [...iv, ...KEY]) state = Math.imul(state ^ byte, 16777619) >>> 0;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[i] = state & 0xff;
  }
  return out;
}
const toBase64Url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
const fromBase64Url = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

function seal(record) {
  const plain = new TextEncoder().encode(JSON.stringify(record));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const stream = keystream(iv, plain.length);
  return toBase64Url([...iv, ...plain.map((b, i) => b ^ stream[i])]);
}
function unseal(text) {
  try {
    const bytes = fromBase64Url(text);
    const iv = bytes.slice(0, 12);
    const body = bytes.slice(12);
    const stream = keystream(iv, body.length);
    return JSON.parse(new TextDecoder().decode(body.map((b, i) => b ^ stream[i])));
  } catch {
    return null;
  }
}

function readCookie(name) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? match[1] : null;
}
function writeCookie(name, value) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; path=/; max-age=${MAX_AGE}; SameSite=Lax${secure}`;
}
function readStored() {
  let raw = null;
  try {
    raw = localStorage.getItem(STORE);
  } catch {
    raw = null;
  }
  raw = raw || readCookie(STORE);
  return raw ? unseal(raw) : null;
}
function uuid() {
  const existing = readCookie(`${STORE}_uuid`);
  return existing || crypto.randomUUID();
}

// ---- consent state ----------------------------------------------------------------------------

const gpc = navigator.globalPrivacyControl === true;
const stored = readStored();
/** The categories in force: the stored choice, or the jurisdiction's defaults (opt-in: denied; opt-out: granted). */
let consent = stored?.consent ?? {
  ESSENTIAL: 'ACCEPT',
  ANALYTICS: usState ? 'ACCEPT' : 'DENY',
  MARKETING: usState ? 'ACCEPT' : 'DENY',
  PERSONALIZATION: usState ? 'ACCEPT' : 'DENY',
  OPT_OUT: 'DENY',
};
let tcString = stored?.tcString ?? null;
if (usState && gpc && consent.OPT_OUT !== 'ACCEPT') {
  // Global Privacy Control is the visitor's opt-out of sale and sharing, and it is honoured as one.
  consent = { ...consent, OPT_OUT: 'ACCEPT', MARKETING: 'DENY', PERSONALIZATION: 'DENY' };
}
const accepted = (category) => category === 'ESSENTIAL' || consent[category] === 'ACCEPT';

const listeners = {};
function emit(event, payload) {
  for (const fn of listeners[event] || []) {
    try {
      fn(payload);
    } catch {
      // the site's listener
    }
  }
}

function save(next, how) {
  const before = consent;
  consent = { ESSENTIAL: 'ACCEPT', ...next };
  if (tcfApi && !usState) tcString = encodeTcString();
  const record = { consent, tcString, timestamp: new Date().toISOString(), how };
  const sealed = seal(record);
  const id = uuid();
  try {
    localStorage.setItem(STORE, sealed);
    localStorage.setItem(`${STORE}_uuid`, id);
    localStorage.removeItem(`${STORE}_expdate`);
  } catch {
    // storage unavailable
  }
  writeCookie(STORE, sealed);
  writeCookie(`${STORE}_uuid`, id);
  if (tcfApi && !usState) tcfApi.update(tcString, false);
  emit('osano-cm-consent-saved', getConsent());
  if (JSON.stringify(before) !== JSON.stringify(consent)) emit('osano-cm-consent-changed', getConsent());
  for (const category of ['ANALYTICS', 'MARKETING', 'PERSONALIZATION']) if (accepted(category)) emit(`osano-cm-${category.toLowerCase()}`, 'ACCEPT');
  releaseBlocked();
}

function getConsent() {
  return { ...consent };
}

// ---- blocking ---------------------------------------------------------------------------------

const scriptProto = HTMLScriptElement.prototype;
const srcDescriptor = Object.getOwnPropertyDescriptor(scriptProto, 'src');
const typeDescriptor = Object.getOwnPropertyDescriptor(scriptProto, 'type');
const nativeSetAttribute = Element.prototype.setAttribute;
const nativeCreateElement = document.createElement;
const BLOCKED_TYPE = 'text/osano-blocked';
const held = [];

function categoryOf(src) {
  try {
    const host = new URL(src, location.href).hostname;
    for (const [classified, category] of Object.entries(config.classification || {}))
      if (host === classified || host.endsWith(`.${classified}`)) return category;
  } catch {
    // not a URL
  }
  return null;
}
const shouldBlock = (src) => {
  const category = src ? categoryOf(src) : null;
  return category !== null && !accepted(category);
};

function hold(script, src) {
  typeDescriptor.set.call(script, BLOCKED_TYPE);
  held.push({ script, src, category: categoryOf(src) });
  emit('osano-cm-script-blocked', src);
}

function releaseBlocked() {
  for (const entry of held.splice(0)) {
    if (!accepted(entry.category)) {
      held.push(entry);
      continue;
    }
    const script = nativeCreateElement.call(document, 'script');
    srcDescriptor.set.call(script, entry.src);
    script.async = true;
    if (entry.script.parentNode) entry.script.parentNode.insertBefore(script, entry.script.nextSibling);
    else document.head.appendChild(script);
    entry.script.remove();
  }
}

function installBlocking() {
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (node.nodeName !== 'SCRIPT' || node.type === BLOCKED_TYPE) continue;
        const src = node.getAttribute('src');
        if (shouldBlock(src)) hold(node, src);
      }
  }).observe(document.documentElement, { childList: true, subtree: true });

  document.createElement = function (...args) {
    const element = nativeCreateElement.apply(document, args);
    if (String(args[0]).toLowerCase() !== 'script') return element;
    Object.defineProperties(element, {
      src: {
        configurable: true,
        get: () => srcDescriptor.get.call(element),
        set: (value) => {
          srcDescriptor.set.call(element, value);
          if (shouldBlock(String(value))) hold(element, String(value));
        },
      },
      type: {
        configurable: true,
        get: () => typeDescriptor.get.call(element),
        set: (value) => {
          const src = element.getAttribute('src');
          typeDescriptor.set.call(element, shouldBlock(src) ? BLOCKED_TYPE : value);
        },
      },
    });
    element.setAttribute = (name, value) => {
      if (name === 'src' || name === 'type') element[name] = value;
      else nativeSetAttribute.call(element, name, value);
    };
    return element;
  };
}

// ---- IAB: __uspapi always, __tcfapi with the IAB module ---------------------------------------

function uspString() {
  if (!usState) return '1---';
  return `1Y${consent.OPT_OUT === 'ACCEPT' ? 'Y' : 'N'}N`;
}
window.__uspapi = function (command, version, callback) {
  if (typeof callback !== 'function') return;
  if (command === 'getUSPData') callback({ version: 1, uspString: uspString() }, true);
  else if (command === 'ping') callback({ mode: ['USP'], jurisdiction: ['US'], location: config.jurisdiction, cmpLoaded: true }, true);
  else callback(null, false);
};

let tcfApi = null;
let gvl = null;
if (config.iab && config.vendorList) {
  gvl = new GVL(config.vendorList);
  tcfApi = new CmpApi(TCF_CMP_ID, TCF_CMP_VERSION, false);
}

function encodeTcString() {
  const model = new TCModel(gvl);
  model.cmpId = TCF_CMP_ID;
  model.cmpVersion = TCF_CMP_VERSION;
  model.consentScreen = 1;
  model.consentLanguage = 'EN';
  model.publisherCountryCode = 'AA';
  model.purposeLegitimateInterests.set(LI_PURPOSES);
  if (consent.MARKETING === 'ACCEPT' && consent.ANALYTICS === 'ACCEPT' && consent.PERSONALIZATION === 'ACCEPT') {
    model.setAllPurposeConsents();
    model.setAllSpecialFeatureOptins();
    model.setAllVendorConsents();
    model.setAllVendorLegitimateInterests();
  } else {
    const purposes = [];
    if (consent.MARKETING === 'ACCEPT') purposes.push(1, 2, 3, 4, 7);
    if (consent.PERSONALIZATION === 'ACCEPT') purposes.push(1, 5, 6);
    if (consent.ANALYTICS === 'ACCEPT') purposes.push(1, 8, 9, 10);
    model.purposeConsents.set([...new Set(purposes)]);
  }
  return TCString.encode(model);
}

// ---- the UI -----------------------------------------------------------------------------------

const STYLE = `
.osano-cm-window { font: 14px/1.45 Helvetica, Arial, sans-serif; color: #fff; }
.osano-cm-dialog { position: fixed; z-index: 2147483638; left: 1em; bottom: 1em; box-sizing: border-box; width: min(22em, calc(100vw - 2em)); max-height: calc(100vh - 2em); overflow: auto; padding: 1.5em; background: #29246a; border-radius: .25em; box-shadow: 0 0 1em rgb(0 0 0 / .35); }
.osano-cm-dialog--hidden, .osano-cm-info-dialog--hidden, .osano-cm-widget--hidden { display: none !important; }
.osano-cm-dialog__close { position: absolute; top: .5em; right: .5em; cursor: pointer; }
.osano-cm-content__message { display: block; margin-bottom: .75em; }
.osano-cm-link { color: #fff; text-decoration: underline; }
.osano-cm-list { list-style: none; margin: 1em 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5em 1.25em; }
.osano-cm-toggle { display: inline-flex; align-items: center; gap: .4em; cursor: pointer; }
.osano-cm-buttons { display: flex; flex-direction: column; gap: .5em; margin-top: 1em; }
.osano-cm-button { padding: .6em 1em; border-radius: .25em; border: 1px solid #fff; background: transparent; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
.osano-cm-button--type_accept { background: #fff; color: #29246a; }
.osano-cm-info-dialog { position: fixed; inset: 0; z-index: 2147483639; background: rgb(0 0 0 / .45); }
.osano-cm-info { position: fixed; top: 0; right: 0; bottom: 0; width: min(24em, 100vw); overflow: auto; padding: 1.5em; background: #fff; color: #333; box-shadow: -2px 0 1em rgb(0 0 0 / .3); }
.osano-cm-info .osano-cm-button { border-color: #29246a; color: #29246a; }
.osano-cm-info .osano-cm-link { color: #29246a; }
.osano-cm-gpc { margin: .5em 0; padding: .5em; border-radius: .25em; background: #e6f4ea; color: #1e4620; }
.osano-cm-widget { position: fixed; right: 1em; bottom: 1em; z-index: 2147483637; width: 2.5em; height: 2.5em; border: 0; border-radius: 50%; background: #29246a; cursor: pointer; }`;

let root = null;

function element(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild;
}
const button = (type, label, extra = '') =>
  `<button type="button" class="osano-cm-${type} osano-cm-buttons__button osano-cm-button osano-cm-button--type_${type === 'accept-all' ? 'accept' : type}"${extra}>${label}</button>`;
const checkbox = (category, checked) =>
  `<li class="osano-cm-list-item osano-cm-item"><label class="osano-cm-toggle"><input type="checkbox" class="osano-cm-toggle__input" data-category="${category}" aria-label="${LABELS[category]}"${checked ? ' checked' : ''}${category === 'ESSENTIAL' ? ' disabled' : ''}><span class="osano-cm-toggle__switch"></span><span class="osano-cm-toggle__label osano-cm-label">${LABELS[category]}</span></label></li>`;

const MESSAGE =
  'This website utilizes technologies such as cookies to enable essential site functionality, as well as for analytics, personalization, and targeted advertising. You may change your settings at any time or accept the default settings.';

function ensureRoot() {
  if (root?.isConnected) return root;
  if (!document.getElementById('osano-cm-style')) {
    const style = document.createElement('style');
    style.id = 'osano-cm-style';
    style.textContent = STYLE;
    document.head.appendChild(style);
  }
  root = element(`<div class="osano-cm-window" dir="ltr">
<div class="osano-cm-dialog osano-cm-dialog--position_bottom-left osano-cm-dialog--type_box osano-cm-dialog--theme_custom osano-cm-dialog--hidden" role="dialog" aria-live="polite" aria-label="Cookie Consent Banner" aria-describedby="osano-cm-dialog__message"></div>
<div class="osano-cm-info-dialog osano-cm-info-dialog--hidden" role="dialog" aria-modal="true"><div class="osano-cm-info osano-cm-info--position_right"></div></div>
<button type="button" class="osano-cm-widget osano-cm-widget--position_right osano-cm-widget--hidden" title="Cookie Preferences" aria-label="Cookie Preferences"><svg viewBox="0 0 71.85 72.23" width="24" height="24" aria-hidden="true"><circle cx="36" cy="36" r="30" fill="none" stroke="#fff" stroke-width="6"/></svg></button>
</div>`);
  document.body.appendChild(root);
  root.addEventListener('click', onClick);
  return root;
}

function dialogHtml() {
  const boxes = CATEGORIES.map((category) => checkbox(category, accepted(category))).join('');
  const buttons = [
    button('accept-all', 'Accept All'),
    config.denyButton ? button('denyAll', 'Deny') : '',
    button('save', 'Save'),
  ].join('');
  return `<div class="osano-cm-dialog__content osano-cm-content"><span id="osano-cm-dialog__message" class="osano-cm-message osano-cm-content__message">${MESSAGE}</span><a href="${config.policyLink}" class="osano-cm-link osano-cm-storage-policy osano-cm-content__link">Cookie Policy</a>
<ul class="osano-cm-dialog__list osano-cm-list">${boxes}</ul></div>
<div class="osano-cm-dialog__buttons osano-cm-buttons">${buttons}</div>`;
}

function preferencesHtml() {
  const boxes = CATEGORIES.map((category) => checkbox(category, accepted(category))).join('');
  return `<p class="osano-cm-header">Storage Preferences</p><p class="osano-cm-description">${MESSAGE}</p>
<ul class="osano-cm-list">${boxes}</ul><div class="osano-cm-view__buttons osano-cm-buttons">${button('save', 'Save', ' data-view="preferences"')}</div>
<button type="button" class="osano-cm-info-dialog-header__close osano-cm-close" aria-label="Close Cookie Preferences">Close</button>`;
}

function doNotSellHtml() {
  const gpcNote = gpc ? '<p class="osano-cm-gpc">Global Privacy Control signal honored</p>' : '';
  return `<p class="osano-cm-header">Do Not Sell or Share My Personal Information</p>
<p class="osano-cm-description">We share information about your use of this site with advertising partners, which may be a “sale” or “sharing” of personal information under California and other state laws. You can opt out below.</p>${gpcNote}
<ul class="osano-cm-list"><li class="osano-cm-list-item"><label class="osano-cm-toggle"><input type="checkbox" role="switch" class="osano-cm-toggle__input" data-category="OPT_OUT" aria-label="Opt out of the sale and sharing of my personal information"${consent.OPT_OUT === 'ACCEPT' ? ' checked' : ''}><span class="osano-cm-toggle__switch"></span><span class="osano-cm-toggle__label osano-cm-label">Opt out of the sale and sharing of my personal information</span></label></li></ul>
<div class="osano-cm-view__buttons osano-cm-buttons">${button('save', 'Confirm', ' data-view="do-not-sell"')}</div>
<button type="button" class="osano-cm-info-dialog-header__close osano-cm-close" aria-label="Close">Close</button>`;
}

function checkedCategories(container) {
  const next = { ...consent };
  for (const input of container.querySelectorAll('input[data-category]')) {
    const category = input.getAttribute('data-category');
    if (category !== 'ESSENTIAL') next[category] = input.checked ? 'ACCEPT' : 'DENY';
  }
  return next;
}

function onClick(event) {
  const target = event.target.closest('button');
  if (!target) return;
  const all = (value) => ({ ANALYTICS: value, MARKETING: value, PERSONALIZATION: value, OPT_OUT: consent.OPT_OUT });
  if (target.classList.contains('osano-cm-widget')) return cm.showDrawer('osano-cm-dom-info-dialog-open');
  if (target.classList.contains('osano-cm-close')) return cm.hideDrawer();
  if (target.classList.contains('osano-cm-accept-all')) {
    save(all('ACCEPT'), 'accept-all');
  } else if (target.classList.contains('osano-cm-denyAll')) {
    save(all('DENY'), 'deny');
  } else if (target.classList.contains('osano-cm-save')) {
    const view = target.getAttribute('data-view');
    const container = view ? root.querySelector('.osano-cm-info') : root.querySelector('.osano-cm-dialog');
    const next = checkedCategories(container);
    if (view === 'do-not-sell' && next.OPT_OUT === 'ACCEPT') Object.assign(next, { MARKETING: 'DENY', PERSONALIZATION: 'DENY' });
    save(next, 'save');
  } else {
    return;
  }
  cm.hideDialog();
  cm.hideDrawer();
  cm.showWidget();
}

// ---- Osano.cm ---------------------------------------------------------------------------------

const cm = {
  mode: config.mode,
  jurisdiction: config.jurisdiction,
  cmpVersion: '2025.11.3',
  dialogOpen: false,
  drawerOpen: false,
  get analytics() {
    return accepted('ANALYTICS');
  },
  get marketing() {
    return accepted('MARKETING');
  },
  get personalization() {
    return accepted('PERSONALIZATION');
  },
  get optOut() {
    return consent.OPT_OUT === 'ACCEPT';
  },
  getConsent,
  addEventListener(event, fn) {
    (listeners[event] ||= []).push(fn);
  },
  removeEventListener(event, fn) {
    listeners[event] = (listeners[event] || []).filter((f) => f !== fn);
  },
  showDialog() {
    const dialog = ensureRoot().querySelector('.osano-cm-dialog');
    dialog.innerHTML = dialogHtml();
    dialog.classList.remove('osano-cm-dialog--hidden');
    cm.dialogOpen = true;
  },
  hideDialog() {
    root?.querySelector('.osano-cm-dialog')?.classList.add('osano-cm-dialog--hidden');
    cm.dialogOpen = false;
  },
  showDrawer() {
    const drawer = ensureRoot().querySelector('.osano-cm-info-dialog');
    drawer.firstElementChild.innerHTML = preferencesHtml();
    drawer.classList.remove('osano-cm-info-dialog--hidden');
    cm.drawerOpen = true;
  },
  hideDrawer() {
    root?.querySelector('.osano-cm-info-dialog')?.classList.add('osano-cm-info-dialog--hidden');
    cm.drawerOpen = false;
  },
  showDoNotSell() {
    const drawer = ensureRoot().querySelector('.osano-cm-info-dialog');
    drawer.firstElementChild.innerHTML = doNotSellHtml();
    drawer.classList.remove('osano-cm-info-dialog--hidden');
    cm.drawerOpen = true;
  },
  hideDoNotSell() {
    cm.hideDrawer();
  },
  showWidget() {
    ensureRoot().querySelector('.osano-cm-widget').classList.remove('osano-cm-widget--hidden');
  },
  hideWidget() {
    root?.querySelector('.osano-cm-widget')?.classList.add('osano-cm-widget--hidden');
  },
};

// ---- start ------------------------------------------------------------------------------------

const queued = typeof window.Osano === 'function' && Array.isArray(window.Osano.data) ? window.Osano.data : [];
function Osano(name, value) {
  const match = /^on([A-Z]\w*)$/.exec(String(name));
  if (match && typeof value === 'function') {
    const event = `osano-cm-${match[1].replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
    cm.addEventListener(event, value);
  } else if (typeof name === 'string') {
    cm[name] = value;
  }
}
Osano.cm = cm;
Osano.data = { push: (args) => Osano(...args) };
window.Osano = Osano;
queued.forEach((args) => Osano(...args));

if (config.mode === 'production') installBlocking();
if (tcfApi) {
  if (usState) tcfApi.update(null);
  else if (tcString) tcfApi.update(tcString, false);
}

function start() {
  ensureRoot();
  if (stored) cm.showWidget();
  else if (!usState) {
    cm.showDialog();
    if (tcfApi) tcfApi.update('', true);
  } else cm.showWidget();
  emit('osano-cm-initialized', getConsent());
}
if (document.body) start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
