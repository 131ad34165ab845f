/*
 * Google Funding Choices ("Privacy & messaging" in AdSense / Ad Manager) — the site's GDPR message
 * script at fundingchoicesmessages.google.com/f/<id>, an imitation written in our words from Google's
 * public documentation and the message's visible behaviour; no Google code. An ES module the vendor
 * route bundles with esbuild (with @iabtechlabtcf/cmpapi and @iabtechlabtcf/core).
 *
 * - An IAB TCF v2.2 CMP registered as Google LLC (CMP id 300): __tcfapi is the real CmpApi, which
 *   replaces the loader's stub and answers its queued calls.
 * - The message: <div class="fc-consent-root"> with .fc-dialog-overlay and .fc-dialog-container
 *   (role dialog); the first layer "<site> asks for your consent to use your personal data to:", the
 *   stacks, the vendor counts, and the buttons "Consent" (.fc-cta-consent), "Do not consent"
 *   (.fc-cta-do-not-consent, only when the publisher turned it on) and "Manage options"
 *   (.fc-cta-manage-options).
 * - "Manage options" replaces the dialog's content with the purposes: a Consent switch per purpose
 *   (input.fc-preference-consent, off) and a Legitimate interest switch for purposes 2, 7–11
 *   (input.fc-preference-legitimate-interest, on until objected to), then "Confirm choices"
 *   (.fc-confirm-choices), "Accept all" (.fc-data-preferences-accept-all) and "Back".
 * - The choice is a real TC string (cmpId 300) with Google's Additional Consent string, kept in the
 *   first-party cookie FCCDCF as URL-encoded JSON `[null,null,null,[tcString,acString],null,null,[]]`
 *   (13 months); FCNEC (an opaque token list) is written beside it. No euconsent-v2 cookie: the TC
 *   string reaches partners through __tcfapi. "Do not consent" gives no consent and keeps the
 *   legitimate interests nobody objected to.
 * - googlefc.callbackQueue: functions run once loaded; {CONSENT_API_READY} at once;
 *   {CONSENT_DATA_READY} once a choice exists (stored, or the visitor's). googlefc.showRevocationMessage()
 *   shows the message again.
 * - The root is removed after a choice; later page views apply the stored string without showing it.
 *
 * Wrapped by the vendor route: FC_CONFIG = { siteName, publisherCC, doNotConsent, vendorList, adPartners }.
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

const CMP_ID = 300;
const CMP_VERSION = 2;
const LI_PURPOSES = [2, 7, 8, 9, 10, 11];
const MAX_AGE = 395 * 86400;

const gvl = new GVL(FC_CONFIG.vendorList);
const cmpApi = new CmpApi(CMP_ID, CMP_VERSION, true);
const googlefc = (window.googlefc = window.googlefc || {});

function readCookie(name) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}
function writeCookie(name, value) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${MAX_AGE}; SameSite=Lax${secure}`;
}

function opaqueToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return `AKsRol${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_')}`;
}

// ---- stored state -----------------------------------------------------------------------------

function stored() {
  const raw = readCookie('FCCDCF');
  if (!raw) return null;
  try {
    const tcString = JSON.parse(raw)[3][0];
    TCString.decode(tcString);
    return tcString;
  } catch {
    return null;
  }
}

function newModel() {
  const model = new TCModel(gvl);
  model.cmpId = CMP_ID;
  model.cmpVersion = CMP_VERSION;
  model.consentScreen = 1;
  model.consentLanguage = 'EN';
  model.publisherCountryCode = FC_CONFIG.publisherCC;
  model.isServiceSpecific = true;
  return model;
}

/** Google's Additional Consent string: the ad partners (ATPs) not on the IAB list that got consent. */
function acString(model) {
  const ids = model.purposeConsents.has(1) ? FC_CONFIG.adPartners.map((p) => p.id) : [];
  return `2~${ids.join('.')}~dv.`;
}

// ---- googlefc ---------------------------------------------------------------------------------

let decided = false;
const waitingForData = [];

function run(callback) {
  try {
    callback();
  } catch {
    // the site's callback
  }
}

function enqueue(entry) {
  if (typeof entry === 'function') return run(entry);
  if (!entry || typeof entry !== 'object') return;
  if (typeof entry.CONSENT_API_READY === 'function') run(entry.CONSENT_API_READY);
  if (typeof entry.CONSENT_DATA_READY === 'function') {
    if (decided) run(entry.CONSENT_DATA_READY);
    else waitingForData.push(entry.CONSENT_DATA_READY);
  }
}

function consentDataReady() {
  decided = true;
  waitingForData.splice(0).forEach(run);
}

// ---- the choice -------------------------------------------------------------------------------

function save(model) {
  const tcString = TCString.encode(model);
  writeCookie('FCCDCF', JSON.stringify([null, null, null, [tcString, acString(model)], null, null, []]));
  writeCookie('FCNEC', JSON.stringify([[opaqueToken()], null, []]));
  cmpApi.update(tcString, false);
  removeMessage();
  consentDataReady();
}

function consentToAll() {
  const model = newModel();
  model.setAllPurposeConsents();
  model.setAllVendorConsents();
  model.setAllSpecialFeatureOptins();
  model.purposeLegitimateInterests.set(LI_PURPOSES);
  model.setAllVendorLegitimateInterests();
  save(model);
}

function doNotConsent() {
  const model = newModel();
  model.purposeLegitimateInterests.set(LI_PURPOSES);
  model.setAllVendorLegitimateInterests();
  save(model);
}

function confirmChoices(root) {
  const model = newModel();
  const checked = (cls) =>
    [...root.querySelectorAll(`input.${cls}:checked`)].map((input) => Number(input.getAttribute('data-purpose-id')));
  const consents = checked('fc-preference-consent');
  const interests = checked('fc-preference-legitimate-interest');
  model.purposeConsents.set(consents);
  model.purposeLegitimateInterests.set(interests);
  for (const vendor of Object.values(gvl.vendors)) {
    if (vendor.purposes.some((id) => consents.includes(id))) model.vendorConsents.set(vendor.id);
    if (vendor.legIntPurposes.some((id) => interests.includes(id))) model.vendorLegitimateInterests.set(vendor.id);
  }
  save(model);
}

// ---- the message ------------------------------------------------------------------------------

const STYLE = `
.fc-consent-root { font: 14px/1.5 Roboto, Arial, sans-serif; color: #202124; }
.fc-consent-root .fc-dialog-overlay { position: fixed; inset: 0; z-index: 2147483646; background: rgb(0 0 0 / 0.5); }
.fc-consent-root .fc-dialog-container { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: center; justify-content: center; }
.fc-consent-root .fc-dialog { display: flex; flex-direction: column; width: min(640px, calc(100vw - 24px)); max-height: calc(100vh - 40px); background: #fff; border-radius: 8px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.3); }
.fc-consent-root .fc-dialog-content { overflow: auto; padding: 24px 24px 8px; }
.fc-consent-root .fc-dialog-headline { margin: 0 0 12px; font-size: 20px; font-weight: 500; text-align: center; }
.fc-consent-root .fc-stacks { margin: 0 0 12px; padding: 0; list-style: none; }
.fc-consent-root .fc-stack { display: flex; gap: 12px; align-items: center; padding: 6px 0; font-weight: 500; }
.fc-consent-root .fc-stack-icon { width: 20px; height: 20px; border-radius: 50%; background: #e8f0fe; flex: none; }
.fc-consent-root .fc-dialog-body-text { color: #5f6368; font-size: 13px; }
.fc-consent-root .fc-footer-buttons-container { padding: 12px 24px 20px; border-top: 1px solid #dadce0; }
.fc-consent-root .fc-footer-buttons { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.fc-consent-root .fc-button { min-width: 140px; padding: 10px 16px; border-radius: 4px; border: 1px solid #dadce0; background: #fff; color: #1a73e8; font: inherit; font-weight: 500; cursor: pointer; }
.fc-consent-root .fc-button .fc-button-label { margin: 0; }
.fc-consent-root .fc-primary-button { background: #1a73e8; border-color: #1a73e8; color: #fff; }
.fc-consent-root .fc-preference-container { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0; border-bottom: 1px solid #eee; }
.fc-consent-root .fc-preference-sliders { display: flex; flex-direction: column; gap: 4px; align-items: flex-end; font-size: 12px; }
.fc-consent-root .fc-preference-slider-container { display: flex; gap: 6px; align-items: center; }`;

const STACKS = [
  'Personalised advertising and content, advertising and content measurement, audience research and services development',
  'Store and/or access information on a device',
];

let root = null;

function element(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild;
}

function button(cls, label, kind) {
  return `<button class="fc-button ${cls} fc-${kind}-button" role="button" aria-label="${label}" tabindex="0"><p class="fc-button-label">${label}</p></button>`;
}

function firstLayer() {
  const vendors = Object.keys(gvl.vendors).length;
  const partners = FC_CONFIG.adPartners.length;
  const buttons = [
    button('fc-cta-consent', 'Consent', 'primary'),
    FC_CONFIG.doNotConsent ? button('fc-cta-do-not-consent', 'Do not consent', 'secondary') : '',
    button('fc-cta-manage-options', 'Manage options', 'secondary'),
  ].join('');
  return `<div class="fc-dialog fc-choice-dialog">
<div class="fc-dialog-content">
<h1 class="fc-dialog-headline"><span class="fc-dialog-headline-text">${FC_CONFIG.siteName} asks for your consent to use your personal data to:</span></h1>
<ul class="fc-stacks">${STACKS.map((s) => `<li class="fc-stack"><span class="fc-stack-icon"></span><span class="fc-stack-name">${s}</span></li>`).join('')}</ul>
<div class="fc-dialog-body-text"><p>Your personal data will be processed and information from your device (cookies, unique identifiers, and other device data) may be stored by, accessed by and shared with ${vendors} TCF vendor(s) and ${partners} ad partner(s), or used specifically by this site or app.</p>
<p>Some vendors may process your personal data on the basis of legitimate interest, which you can object to by managing your options below. Look for a link at the bottom of this page to manage or withdraw consent in privacy and cookie settings.</p></div>
</div>
<div class="fc-footer-buttons-container"><div class="fc-footer-buttons">${buttons}</div></div>
</div>`;
}

function preferencesLayer() {
  const rows = Object.values(gvl.purposes)
    .map((p) => {
      const li = LI_PURPOSES.includes(p.id)
        ? `<label class="fc-preference-slider-container fc-legitimate-interest-preference-container"><span class="fc-preference-slider-label">Legitimate interest</span><input type="checkbox" role="switch" class="fc-preference-legitimate-interest purpose" data-purpose-id="${p.id}" aria-label="Legitimate interest: ${p.name}" checked></label>`
        : '';
      return `<div class="fc-preference-container"><div><strong class="fc-purpose-name">${p.name}</strong><p class="fc-preference-description">${p.description}</p></div>
<div class="fc-preference-sliders"><label class="fc-preference-slider-container fc-consent-preference-container"><span class="fc-preference-slider-label">Consent</span><input type="checkbox" role="switch" class="fc-preference-consent purpose" data-purpose-id="${p.id}" aria-label="Consent: ${p.name}"></label>${li}</div></div>`;
    })
    .join('');
  return `<div class="fc-dialog fc-data-preferences-dialog">
<div class="fc-dialog-content">
<h1 class="fc-dialog-headline">Manage your data</h1>
<p class="fc-dialog-body-text">You can choose how your personal data is used. Vendors want your permission to do the following:</p>
<div class="fc-preferences-container">${rows}</div>
</div>
<div class="fc-footer-buttons-container"><div class="fc-footer-buttons">${button('fc-data-preferences-back', 'Back', 'secondary')}${button('fc-confirm-choices', 'Confirm choices', 'secondary')}${button('fc-data-preferences-accept-all', 'Accept all', 'primary')}</div></div>
</div>`;
}

function showLayer(html) {
  const container = root.querySelector('.fc-dialog-container');
  container.replaceChildren(element(html));
}

function showMessage() {
  if (root) return;
  if (!document.getElementById('fc-style')) {
    const style = document.createElement('style');
    style.id = 'fc-style';
    style.textContent = STYLE;
    document.head.appendChild(style);
  }
  root = element(`<div class="fc-consent-root" dir="ltr"><div class="fc-dialog-overlay"></div>
<div class="fc-dialog-container" role="dialog" aria-modal="true" aria-label="${FC_CONFIG.siteName} asks for your consent" tabindex="0"></div></div>`);
  document.body.appendChild(root);
  showLayer(firstLayer());
  root.addEventListener('click', (event) => {
    const target = event.target.closest('button');
    if (!target) return;
    if (target.classList.contains('fc-cta-consent') || target.classList.contains('fc-data-preferences-accept-all')) consentToAll();
    else if (target.classList.contains('fc-cta-do-not-consent')) doNotConsent();
    else if (target.classList.contains('fc-cta-manage-options')) showLayer(preferencesLayer());
    else if (target.classList.contains('fc-data-preferences-back')) showLayer(firstLayer());
    else if (target.classList.contains('fc-confirm-choices')) confirmChoices(root);
  });
  cmpApi.update(stored() ?? '', true);
}

function removeMessage() {
  root?.remove();
  root = null;
}

// ---- start ------------------------------------------------------------------------------------

function start() {
  const previous = stored();
  const queued = Array.isArray(googlefc.callbackQueue) ? googlefc.callbackQueue : [];
  googlefc.callbackQueue = { push: (...entries) => entries.forEach(enqueue) };
  googlefc.showRevocationMessage = showMessage;
  if (previous) {
    cmpApi.update(previous, false);
    decided = true;
  }
  queued.forEach(enqueue);
  if (previous) return;
  if (document.body) showMessage();
  else document.addEventListener('DOMContentLoaded', showMessage, { once: true });
}
start();
