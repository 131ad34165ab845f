/*
 * InMobi Choice (formerly Quantcast Choice; IAB TCF CMP id 10) — the CMP script
 * cmp.inmobi.com/tcfv2/cmp2.js, an imitation written in our words from the CMP's public behaviour
 * (its markup, texts, JS API and stored formats as any visitor sees them); no InMobi code. An ES module
 * the vendor route bundles with esbuild (with @iabtechlabtcf/cmpapi and @iabtechlabtcf/core).
 *
 * - Reads the site's configuration out of the stub's queue: the `__tcfapi('init', 2, fn, config)` call
 *   choice.js made (a custom command of the real CmpApi, which replaces the stub and answers its queue;
 *   `getConfig` and `displayConsentUi` are custom commands too). Fetches the GVL from
 *   cmp.inmobi.com/GVL-v3/vendor-list.json.
 * - <div id="qc-cmp2-container" data-nosnippet> is always in the page. Without a stored choice it holds
 *   the message: .qc-cmp2-main > #qc-cmp2-ui (role dialog). First layer (.qc-cmp2-summary-section):
 *   "We value your privacy", the summary text, and .qc-cmp2-summary-buttons: MORE OPTIONS (secondary),
 *   DISAGREE (secondary; only with `initScreenRejectButtonShowing`), AGREE (primary).
 * - MORE OPTIONS: .qc-cmp2-consent-info with REJECT ALL / ACCEPT ALL, one switch per purpose and special
 *   feature (.qc-cmp2-toggle-switch > button[role=switch][aria-checked]; on or off by the portal's
 *   `defaultToggleValue`), the PARTNERS and LEGITIMATE INTEREST links (the latter: one switch per
 *   legitimate-interest purpose, on until objected to, and OBJECT ALL), and SAVE & EXIT
 *   (.qc-cmp2-buttons-desktop > button[mode=primary]).
 * - The choice is a real TC string (cmpId 10, service specific) in the first-party cookie euconsent-v2
 *   (390 days, this host), given to __tcfapi. AGREE consents to everything (and, with Google's ad
 *   partners on, writes addtl_consent `1~…`); DISAGREE consents to nothing and keeps the legitimate
 *   interests nobody objected to (and removes addtl_consent). After a choice the message goes and the
 *   PRIVACY tab (.qc-cmp2-persistent-link) stays, which shows it again.
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

const CMP_ID = 10;
const CMP_VERSION = 53;
const LI_PURPOSES = [2, 7, 8, 9, 10, 11];
const MAX_AGE = 390 * 86400;
const GOOGLE_AC_PARTNERS = [89, 2072, 70, 1097];

let config = null;
let gvl = null;
let container = null;

function readCookie(name) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? match[1] : null;
}
function writeCookie(name, value, maxAge = MAX_AGE) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}

function storedString() {
  const value = readCookie('euconsent-v2');
  if (!value) return null;
  try {
    TCString.decode(value);
    return value;
  } catch {
    return null;
  }
}

const cmpApi = new CmpApi(CMP_ID, CMP_VERSION, true, {
  init: (callback, coreConfig) => {
    config = coreConfig || {};
    whenReady();
    if (typeof callback === 'function') callback(true);
  },
  getConfig: (callback) => callback(config, config !== null),
  displayConsentUi: (callback) => {
    showMessage();
    if (typeof callback === 'function') callback(true);
  },
});

// ---- the choice -------------------------------------------------------------------------------

function newModel() {
  const model = new TCModel(gvl);
  model.cmpId = CMP_ID;
  model.cmpVersion = CMP_VERSION;
  model.consentScreen = 1;
  model.consentLanguage = (config.lang_ || 'en').toUpperCase();
  model.publisherCountryCode = config.publisherCountryCode || 'GB';
  model.isServiceSpecific = true;
  return model;
}

function save(model) {
  const tcString = TCString.encode(model);
  writeCookie('euconsent-v2', tcString);
  if (config.googleEnabled && model.purposeConsents.has(1)) writeCookie('addtl_consent', `1~${GOOGLE_AC_PARTNERS.join('.')}`);
  else if (readCookie('addtl_consent') !== null) writeCookie('addtl_consent', '', 0);
  cmpApi.update(tcString, false);
  showPersistentLink();
}

function agree() {
  const model = newModel();
  model.setAllPurposeConsents();
  model.setAllSpecialFeatureOptins();
  model.setAllVendorConsents();
  model.purposeLegitimateInterests.set(LI_PURPOSES);
  model.setAllVendorLegitimateInterests();
  save(model);
}

function disagree() {
  const model = newModel();
  model.purposeLegitimateInterests.set(LI_PURPOSES);
  model.setAllVendorLegitimateInterests();
  save(model);
}

/** SAVE & EXIT: what the switches say. */
function saveAndExit(state) {
  const model = newModel();
  model.purposeConsents.set(state.purposes);
  model.specialFeatureOptins.set(state.specialFeatures);
  model.purposeLegitimateInterests.set(state.interests);
  for (const vendor of Object.values(gvl.vendors)) {
    if (vendor.purposes.length && vendor.purposes.every((id) => state.purposes.includes(id))) model.vendorConsents.set(vendor.id);
    if (vendor.legIntPurposes.length && vendor.legIntPurposes.every((id) => state.interests.includes(id)))
      model.vendorLegitimateInterests.set(vendor.id);
  }
  save(model);
}

// ---- the message ------------------------------------------------------------------------------

function element(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild;
}

const button = (mode, label, extra = '') =>
  `<button mode="${mode}" size="${mode === 'link' ? 'small' : 'large'}" class=" css-1hy2vtq"${extra}>${label}</button>`;

function summaryText() {
  const partners = Object.keys(gvl.vendors).length;
  return `We and our partners store and/or access information on a device, such as cookies and process personal data, such as unique identifiers and standard information sent by a device for personalised advertising and content, advertising and content measurement, audience research and services development. With your permission we and our partners may use precise geolocation data and identification through device scanning. You may click to consent to our and our ${partners} partners’ processing as described above. Alternatively you may access more detailed information and change your preferences before consenting or to refuse consenting. Please note that some processing of your personal data may not require your consent, but you have a right to object to such processing. Your preferences will apply to this website only. You can change your preferences or withdraw your consent at any time by returning to this site or visiting our privacy policy.`;
}

function firstLayer() {
  const buttons = [
    button('secondary', 'MORE OPTIONS', ' data-qc="more-options"'),
    config.initScreenRejectButtonShowing ? button('secondary', 'DISAGREE', ' data-qc="disagree"') : '',
    button('primary', 'AGREE', ' data-qc="agree"'),
  ].join('');
  return `<div class="qc-cmp2-summary-section"><div class="qc-cmp2-summary-info">
<h2 class="css-1n0oa1j">We value your privacy</h2>
<div class="qc-cmp2-summary-text"><p>${summaryText()}</p></div></div></div>
<div class="qc-cmp2-footer qc-cmp2-footer-overlay"><div class="qc-cmp2-summary-buttons">${buttons}</div></div>`;
}

const toggle = (label, checked, data) =>
  `<span class="qc-cmp2-toggle-switch"><button role="switch" class="qc-cmp2-toggle" aria-checked="${checked}" aria-label="${label}" ${data}></button></span>`;

function purposesLayer() {
  const on = config.defaultToggleValue === 'on';
  const rows = [
    ...Object.values(gvl.purposes).map(
      (p) =>
        `<div class="qc-cmp2-list-item"><div class="qc-cmp2-list-item-header"><p class="qc-cmp2-list-item-title">${p.name}</p><p class="qc-cmp2-list-item-description">${p.description}</p></div>${toggle(p.name, on, `data-purpose="${p.id}"`)}</div>`,
    ),
    ...Object.values(gvl.specialFeatures).map(
      (f) =>
        `<div class="qc-cmp2-list-item"><div class="qc-cmp2-list-item-header"><p class="qc-cmp2-list-item-title">${f.name}</p><p class="qc-cmp2-list-item-description">${f.description}</p></div>${toggle(f.name, on, `data-special-feature="${f.id}"`)}</div>`,
    ),
  ].join('');
  return `<div class="qc-cmp2-consent-info"><h2 class="css-1n0oa1j">We value your privacy</h2>
<p>We and our partners store and/or access information on a device, such as unique IDs in cookies to process personal data. You may accept or manage your choices by clicking below, including your right to object where legitimate interest is used, or at any time in the privacy policy page. These choices will be signaled to our partners and will not affect browsing data.</p>
<div class="qc-cmp2-header-links">${button('link', 'REJECT ALL', ' data-qc="reject-all"')}${button('link', 'ACCEPT ALL', ' data-qc="accept-all"')}</div></div>
<div class="qc-cmp2-scrollable-section"><p class="qc-cmp2-section-title">We and our partners process data to provide:</p><div class="qc-cmp2-expandable-list">${rows}</div></div>
<div class="qc-cmp2-footer qc-cmp2-footer-scrolled"><div class="qc-cmp2-footer-links">${button('link', 'PARTNERS', ' data-qc="partners"')}${button('link', 'LEGITIMATE INTEREST', ' data-qc="legitimate-interest"')}</div>
<div class="qc-cmp2-buttons-desktop">${button('primary', 'SAVE &amp; EXIT', ' data-qc="save"')}</div></div>`;
}

function interestsLayer(state) {
  const rows = Object.values(gvl.purposes)
    .filter((p) => LI_PURPOSES.includes(p.id))
    .map(
      (p) =>
        `<div class="qc-cmp2-list-item"><div class="qc-cmp2-list-item-header"><p class="qc-cmp2-list-item-title">${p.name}</p></div>${toggle(`Legitimate interest: ${p.name}`, state.interests.includes(p.id), `data-interest="${p.id}"`)}</div>`,
    )
    .join('');
  return `<div class="qc-cmp2-consent-info qc-cmp2-legitimate-interest"><h2 class="css-1n0oa1j">Legitimate interest</h2>
<p>Some partners process your data on the basis of their legitimate interest. You have the right to object to this processing.</p>
<div class="qc-cmp2-header-links">${button('link', 'OBJECT ALL', ' data-qc="object-all"')}</div></div>
<div class="qc-cmp2-scrollable-section"><div class="qc-cmp2-expandable-list">${rows}</div></div>
<div class="qc-cmp2-footer qc-cmp2-footer-scrolled"><div class="qc-cmp2-footer-links">${button('link', 'BACK', ' data-qc="back"')}</div>
<div class="qc-cmp2-buttons-desktop">${button('primary', 'SAVE &amp; EXIT', ' data-qc="save"')}</div></div>`;
}

function partnersLayer() {
  const rows = Object.values(gvl.vendors)
    .map((v) => `<div class="qc-cmp2-list-item"><p class="qc-cmp2-list-item-title">${v.name}</p></div>`)
    .join('');
  return `<div class="qc-cmp2-consent-info qc-cmp2-partners"><h2 class="css-1n0oa1j">Partners</h2></div>
<div class="qc-cmp2-scrollable-section"><div class="qc-cmp2-expandable-list">${rows}</div></div>
<div class="qc-cmp2-footer qc-cmp2-footer-scrolled"><div class="qc-cmp2-footer-links">${button('link', 'BACK', ' data-qc="back"')}</div>
<div class="qc-cmp2-buttons-desktop">${button('primary', 'SAVE &amp; EXIT', ' data-qc="save"')}</div></div>`;
}

function ensureContainer() {
  if (container && container.isConnected) return container;
  container = document.getElementById('qc-cmp2-container');
  if (!container) {
    container = element('<div id="qc-cmp2-container" data-nosnippet=""></div>');
    document.body.appendChild(container);
  }
  return container;
}

function showPersistentLink() {
  const root = ensureContainer();
  root.replaceChildren(element('<button class="qc-cmp2-persistent-link" type="button" aria-label="Privacy settings">PRIVACY</button>'));
  root.firstElementChild.addEventListener('click', showMessage);
}

function showMessage() {
  const root = ensureContainer();
  const state = { purposes: [], specialFeatures: [], interests: [...LI_PURPOSES] };
  root.replaceChildren(
    element(`<div class="qc-cmp2-main" id="qc-cmp2-main"><div class="qc-cmp2-overlay"><div class="qc-cmp-cleanslate css-1nb5bso">
<div id="qc-cmp2-ui" role="dialog" aria-label="qc-cmp2-ui" aria-modal="true" tabindex="0"></div></div></div></div>`),
  );
  const ui = root.querySelector('#qc-cmp2-ui');
  const show = (html) => ui.replaceChildren(...element(`<div>${html}</div>`).children);
  const syncFromSwitches = () => {
    const checked = (attr) =>
      [...ui.querySelectorAll(`button[${attr}][aria-checked="true"]`)].map((b) => Number(b.getAttribute(attr)));
    if (ui.querySelector('[data-purpose]')) {
      state.purposes = checked('data-purpose');
      state.specialFeatures = checked('data-special-feature');
    }
    if (ui.querySelector('[data-interest]')) state.interests = checked('data-interest');
  };
  show(firstLayer());
  ui.addEventListener('click', (event) => {
    const target = event.target.closest('button');
    if (!target) return;
    if (target.getAttribute('role') === 'switch') {
      target.setAttribute('aria-checked', target.getAttribute('aria-checked') === 'true' ? 'false' : 'true');
      return;
    }
    const set = (selector, value) => ui.querySelectorAll(selector).forEach((b) => b.setAttribute('aria-checked', String(value)));
    switch (target.getAttribute('data-qc')) {
      case 'agree':
        return agree();
      case 'accept-all':
        return set('button[data-purpose],button[data-special-feature]', true);
      case 'disagree':
        return disagree();
      case 'more-options':
        return show(purposesLayer());
      case 'reject-all':
        return set('button[data-purpose],button[data-special-feature]', false);
      case 'object-all':
        return set('button[data-interest]', false);
      case 'legitimate-interest':
        syncFromSwitches();
        return show(interestsLayer(state));
      case 'partners':
        syncFromSwitches();
        return show(partnersLayer());
      case 'back':
        syncFromSwitches();
        show(purposesLayer());
        for (const b of ui.querySelectorAll('button[data-purpose]'))
          b.setAttribute('aria-checked', String(state.purposes.includes(Number(b.getAttribute('data-purpose')))));
        for (const b of ui.querySelectorAll('button[data-special-feature]'))
          b.setAttribute('aria-checked', String(state.specialFeatures.includes(Number(b.getAttribute('data-special-feature')))));
        return;
      case 'save':
        syncFromSwitches();
        return saveAndExit(state);
      default:
    }
  });
  cmpApi.update(storedString() ?? '', true);
}

// ---- start ------------------------------------------------------------------------------------

let started = false;
async function whenReady() {
  if (started || config === null) return;
  started = true;
  try {
    const response = await fetch('https://cmp.inmobi.com/GVL-v3/vendor-list.json');
    gvl = new GVL(await response.json());
  } catch {
    return;
  }
  const start = () => {
    const previous = storedString();
    if (previous) {
      cmpApi.update(previous, false);
      showPersistentLink();
    } else {
      showMessage();
    }
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
