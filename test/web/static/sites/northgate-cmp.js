/*
 * The IAB TCF v2.2 consent platform of northgate-tribune.example — an ES module the fixture web
 * bundles with esbuild (with @iabtechlabtcf/cmpapi and @iabtechlabtcf/core) into /cmp/northgate-cmp.js.
 *
 * - Loads the Global Vendor List from /cmp/vendor-list.json (GVL.baseUrl), as CMPs host their copy.
 * - __tcfapi is the real CmpApi (replacing the page's stub, answering its queued calls).
 * - First layer: "Accept all" and "Settings" — no reject there. Second layer ("Privacy settings"):
 *   every purpose and special feature with a switch (off), every vendor of the GVL with a switch
 *   (off), and "Reject all", "Save & exit", "Accept all".
 * - The choice becomes a real TC string (TCModel + TCString.encode) stored in `euconsent-v2` for 13
 *   months and handed to CmpApi.update(); "Reject all" consents to nothing (legitimate interest kept
 *   for purposes 2, 7, 9, 10, as most CMPs do).
 * - It then tells Google tags (Consent Mode: analytics_storage on purposes 1 + 9, ad_storage on
 *   purpose 1 + Google's vendor 755) and runs the page's scripts gated as
 *   <script type="text/plain" data-tcf-purposes="1,2" data-tcf-vendor="755" data-src="…">.
 * - On later page views the stored string is applied again at once, without showing anything.
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

const CMP_ID = 997;
const CMP_VERSION = 4;
const COOKIE = 'euconsent-v2';
const LEGITIMATE_INTEREST_PURPOSES = [2, 7, 9, 10];

GVL.baseUrl = `${location.origin}/cmp/`;
const cmpApi = new CmpApi(CMP_ID, CMP_VERSION, true);
const gvl = new GVL();

function readCookie(name) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}
function writeCookie(name, value) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${395 * 86400}; SameSite=Lax${secure}`;
}

function gtag() {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push(arguments);
}

/** Consent Mode signals for Google's tags under this TC string. */
function signalConsent(model) {
  const purpose = (id) => model.purposeConsents.has(id);
  const ads = purpose(1) && model.vendorConsents.has(755);
  gtag('consent', 'update', {
    analytics_storage: purpose(1) && purpose(9) ? 'granted' : 'denied',
    ad_storage: ads ? 'granted' : 'denied',
    ad_user_data: ads && purpose(7) ? 'granted' : 'denied',
    ad_personalization: ads && purpose(3) && purpose(4) ? 'granted' : 'denied',
  });
}

/** Runs the page's gated scripts whose purposes and vendor this TC string consents to. */
function activateScripts(model) {
  const purpose = (id) => model.purposeConsents.has(id);
  const vendor = (id) => model.vendorConsents.has(id);
  document.querySelectorAll('script[type="text/plain"][data-tcf-purposes]').forEach((gated) => {
    const purposes = gated.getAttribute('data-tcf-purposes').split(',').map(Number);
    const vendorId = Number(gated.getAttribute('data-tcf-vendor') || 0);
    if (gated.hasAttribute('data-activated') || !purposes.every(purpose) || (vendorId && !vendor(vendorId))) return;
    gated.setAttribute('data-activated', '');
    const script = document.createElement('script');
    if (gated.getAttribute('data-src')) {
      script.src = gated.getAttribute('data-src');
      script.async = true;
    } else {
      script.text = gated.text;
    }
    gated.after(script);
  });
}

function newModel() {
  const model = new TCModel(gvl);
  model.cmpId = CMP_ID;
  model.cmpVersion = CMP_VERSION;
  model.consentScreen = 2;
  model.consentLanguage = 'EN';
  model.publisherCountryCode = 'GB';
  model.isServiceSpecific = true;
  return model;
}

function save(model) {
  const tcString = TCString.encode(model);
  writeCookie(COOKIE, tcString);
  cmpApi.update(tcString, false);
  hideUi();
  signalConsent(model);
  activateScripts(model);
}

function acceptAll() {
  const model = newModel();
  model.setAllPurposeConsents();
  model.setAllVendorConsents();
  model.setAllSpecialFeatureOptins();
  model.setAllVendorLegitimateInterests();
  model.purposeLegitimateInterests.set(LEGITIMATE_INTEREST_PURPOSES);
  save(model);
}

function rejectAll() {
  const model = newModel();
  model.setAllVendorLegitimateInterests();
  model.purposeLegitimateInterests.set(LEGITIMATE_INTEREST_PURPOSES);
  save(model);
}

function saveSelection(root) {
  const model = newModel();
  const checked = (kind) => [...root.querySelectorAll(`input[data-${kind}]:checked`)].map((input) => Number(input.getAttribute(`data-${kind}`)));
  model.purposeConsents.set(checked('purpose'));
  model.specialFeatureOptins.set(checked('special-feature'));
  model.vendorConsents.set(checked('vendor'));
  model.setAllVendorLegitimateInterests();
  model.purposeLegitimateInterests.set(LEGITIMATE_INTEREST_PURPOSES);
  save(model);
}

// ---- UI -------------------------------------------------------------------------------------

const STYLE = `
#ng-cmp, #ng-cmp-settings { position: fixed; z-index: 2147483000; font: 15px/1.5 system-ui, sans-serif; color: #1b1b1b; }
#ng-cmp { left: 0; right: 0; bottom: 0; padding: 22px 32px; background: #fff; border-top: 4px solid #1d3557; box-shadow: 0 -8px 30px rgb(0 0 0 / 0.18); }
#ng-cmp h2, #ng-cmp-settings h2 { margin: 0 0 8px; font-size: 20px; }
#ng-cmp ul { columns: 2; margin: 8px 0 14px; }
#ng-cmp .ng-actions, #ng-cmp-settings .ng-actions { display: flex; gap: 10px; justify-content: flex-end; }
.ng-button { padding: 10px 20px; border-radius: 6px; border: 1px solid #1d3557; background: #fff; color: #1d3557; font: inherit; font-weight: 600; cursor: pointer; }
.ng-button.ng-primary { background: #1d3557; color: #fff; }
#ng-cmp-settings { inset: 0; display: flex; align-items: center; justify-content: center; background: rgb(0 0 0 / 0.45); }
#ng-cmp-settings .ng-panel { display: flex; flex-direction: column; width: min(760px, calc(100vw - 32px)); max-height: calc(100vh - 48px); background: #fff; border-radius: 10px; }
#ng-cmp-settings header, #ng-cmp-settings footer { padding: 18px 24px; }
#ng-cmp-settings .ng-body { overflow: auto; padding: 0 24px; }
#ng-cmp-settings .ng-tabs { display: flex; gap: 8px; margin-top: 10px; }
#ng-cmp-settings .ng-tab[aria-selected="true"] { background: #1d3557; color: #fff; }
#ng-cmp-settings .ng-row { display: flex; justify-content: space-between; gap: 16px; padding: 12px 0; border-bottom: 1px solid #e6e8eb; }
#ng-cmp-settings .ng-row p { margin: 4px 0 0; color: #555; font-size: 13px; }
#ng-cmp[hidden], #ng-cmp-settings[hidden], #ng-cmp-settings [hidden] { display: none; }`;

let notice = null;
let settings = null;

function element(html) {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild;
}

function switchRow(kind, id, name, description) {
  return `<div class="ng-row"><div><strong>${name}</strong>${description ? `<p>${description}</p>` : ''}</div>
<label><input type="checkbox" role="switch" data-${kind}="${id}" aria-label="${name}"></label></div>`;
}

function buildUi() {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.appendChild(style);
  const vendors = Object.values(gvl.vendors);
  const purposes = Object.values(gvl.purposes);
  notice = element(`<div id="ng-cmp" role="dialog" aria-modal="false" aria-label="Privacy notice" hidden>
<h2>We value your privacy</h2>
<p>We and our ${vendors.length} partners store and/or access information on a device, such as cookies, and process personal data, such as unique identifiers and standard information sent by a device, for personalised advertising and content, advertising and content measurement, audience research and services development. With your permission we and our partners may use precise geolocation data. You can change your choice at any time in “Privacy settings” at the bottom of every page.</p>
<ul>${purposes.slice(0, 6).map((p) => `<li>${p.name}</li>`).join('')}</ul>
<div class="ng-actions"><button class="ng-button" type="button" data-ng="settings">Settings</button><button class="ng-button ng-primary" type="button" data-ng="accept">Accept all</button></div>
</div>`);
  settings = element(`<div id="ng-cmp-settings" hidden><div class="ng-panel" role="dialog" aria-modal="true" aria-labelledby="ng-settings-title">
<header><h2 id="ng-settings-title">Privacy settings</h2><p>Choose the purposes and partners you allow. Nothing is switched on until you say so.</p>
<div class="ng-tabs" role="tablist"><button class="ng-button ng-tab" role="tab" type="button" aria-selected="true" data-tab="purposes">Purposes</button><button class="ng-button ng-tab" role="tab" type="button" aria-selected="false" data-tab="vendors">Partners (${vendors.length})</button></div></header>
<div class="ng-body">
<section data-panel="purposes">${purposes.map((p) => switchRow('purpose', p.id, p.name, p.description)).join('')}
${Object.values(gvl.specialFeatures).map((f) => switchRow('special-feature', f.id, f.name, '')).join('')}</section>
<section data-panel="vendors" hidden>${vendors.map((v) => switchRow('vendor', v.id, v.name, `Purposes: ${v.purposes.join(', ')} · Legitimate interest: ${v.legIntPurposes.join(', ') || 'none'}`)).join('')}</section>
</div>
<footer class="ng-actions"><button class="ng-button" type="button" data-ng="reject">Reject all</button><button class="ng-button" type="button" data-ng="save">Save &amp; exit</button><button class="ng-button ng-primary" type="button" data-ng="accept">Accept all</button></footer>
</div></div>`);
  document.body.append(notice, settings);
  const onClick = (event) => {
    const tab = event.target.closest('[data-tab]');
    if (tab) {
      settings.querySelectorAll('[data-tab]').forEach((t) => t.setAttribute('aria-selected', String(t === tab)));
      settings.querySelectorAll('[data-panel]').forEach((panel) => { panel.hidden = panel.getAttribute('data-panel') !== tab.getAttribute('data-tab'); });
      return;
    }
    const action = event.target.closest('[data-ng]')?.getAttribute('data-ng');
    if (action === 'accept') acceptAll();
    else if (action === 'reject') rejectAll();
    else if (action === 'save') saveSelection(settings);
    else if (action === 'settings') showSettings();
  };
  notice.addEventListener('click', onClick);
  settings.addEventListener('click', onClick);
  document.addEventListener('click', (event) => {
    if (!event.target.closest('[data-cmp-open]')) return;
    event.preventDefault();
    showSettings();
  });
}

function showNotice() {
  notice.hidden = false;
  cmpApi.update('', true);
}
function showSettings() {
  notice.hidden = true;
  settings.hidden = false;
  cmpApi.update(readCookie(COOKIE) ?? '', true);
}
function hideUi() {
  notice.hidden = true;
  settings.hidden = true;
}

function stored() {
  const value = readCookie(COOKIE);
  if (!value) return null;
  try {
    return { value, model: TCString.decode(value) };
  } catch {
    return null;
  }
}

async function start() {
  const previous = stored();
  if (previous) {
    cmpApi.update(previous.value, false);
    signalConsent(previous.model);
  }
  await gvl.readyPromise;
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  if (previous) activateScripts(previous.model);
  buildUi();
  if (!previous) showNotice();
}
start();
