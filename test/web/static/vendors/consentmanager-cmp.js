/*
 * An imitation of consentmanager.net's CMP (an IAB TCF v2.2 CMP, CMP id 31), written from its public
 * behaviour and built on the IAB's own libraries (@iabtechlabtcf/cmpapi + core, bundled by esbuild);
 * served from cdn.consentmanager.net/delivery/js/cmp_final.min.js after the site's configuration
 * (`window.cmp_config`, from /delivery/cmp.php) which carries the vendor list.
 *
 * - `__tcfapi` is the real CmpApi; `__cmp` answers getCMPData, consentStatus, setConsent (0 rejects
 *   all, 1 accepts all), showScreen and addEventListener, as consentmanager's JavaScript API documents.
 * - The first layer `#cmpbox`: "Alle akzeptieren" (`.cmpboxbtnyes`), "Alle ablehnen" (`.cmpboxbtnno`,
 *   only when the design has it) and, under `.cmpmore`, "Einstellungen" (`.cmpboxbtncustom`). The
 *   settings layer lists purposes and vendors (`.cmptblbox`, switches `.cmptdchoice > a[aria-checked]`),
 *   "Auswahl speichern" (`.cmpboxbtnyescustomchoices`) and "Alle akzeptieren".
 * - The choice is a TC string in the `__cmpconsentx<customer id>` cookie (and handed to CmpApi), the
 *   consentmanager-only ("s…") vendors in `__cmpcvcx<customer id>`.
 * - Scripts `type="text/plain" class="cmplazyload" data-cmp-vendor="<id or s…>" data-cmp-src="…"`
 *   run once their vendor has consent (an IAB vendor also needs purpose 1).
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

const config = window.cmp_config;
const CMP_ID = 31;
const CMP_VERSION = 1452;
const CONSENT_COOKIE = `__cmpconsentx${config.id}`;
const CUSTOM_COOKIE = `__cmpcvcx${config.id}`;
const LI_PURPOSES = [2, 7, 9, 10];

const cmpApi = new CmpApi(CMP_ID, CMP_VERSION, false);
const gvl = new GVL(config.vendorList);
const stubQueue = typeof window.__cmp === 'function' ? window.__cmp() || [] : [];
const listeners = [];
let model = null;
let customVendors = [];

function readCookie(name) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}
function writeCookie(name, value) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${365 * 86400}; SameSite=Lax${secure}`;
}

function newModel() {
  const next = new TCModel(gvl);
  next.cmpId = CMP_ID;
  next.cmpVersion = CMP_VERSION;
  next.consentScreen = 1;
  next.consentLanguage = 'DE';
  next.publisherCountryCode = 'DE';
  next.setAllVendorLegitimateInterests();
  next.purposeLegitimateInterests.set(LI_PURPOSES);
  return next;
}

function consentedTo(vendor) {
  if (!model) return false;
  if (/^s\d+$/.test(vendor)) return customVendors.includes(vendor);
  return model.purposeConsents.has(1) && model.vendorConsents.has(Number(vendor));
}

function activate() {
  document.querySelectorAll('script[type="text/plain"].cmplazyload[data-cmp-vendor]').forEach((lazy) => {
    if (lazy.hasAttribute('data-cmp-done') || !consentedTo(lazy.getAttribute('data-cmp-vendor'))) return;
    lazy.setAttribute('data-cmp-done', '1');
    const script = document.createElement('script');
    if (lazy.getAttribute('data-cmp-src')) {
      script.src = lazy.getAttribute('data-cmp-src');
      script.async = true;
    } else {
      script.text = lazy.textContent;
    }
    lazy.after(script);
  });
}

function apply(next, custom, store) {
  model = next;
  customVendors = custom;
  const tcString = TCString.encode(next);
  if (store) {
    writeCookie(CONSENT_COOKIE, tcString);
    writeCookie(CUSTOM_COOKIE, custom.length ? `_${custom.join('_')}_` : '_');
  }
  cmpApi.update(tcString, false);
  activate();
  listeners.forEach((listener) => listener('consent', getCMPData()));
}

function choose(accept) {
  const next = newModel();
  if (accept) {
    next.setAllPurposeConsents();
    next.setAllVendorConsents();
    next.setAllSpecialFeatureOptins();
  }
  apply(next, accept ? config.customVendors.map((vendor) => vendor.id) : [], true);
  hide();
}

function saveSelection() {
  const next = newModel();
  const on = (kind) =>
    [...document.querySelectorAll(`#cmpbox .cmptdchoice > a[data-${kind}][aria-checked="true"]`)].map((a) => a.getAttribute(`data-${kind}`));
  next.purposeConsents.set(on('purpose').map(Number));
  next.vendorConsents.set(on('vendor').filter((id) => !id.startsWith('s')).map(Number));
  apply(next, on('vendor').filter((id) => id.startsWith('s')), true);
  hide();
}

function getCMPData() {
  const purposes = {};
  const vendors = {};
  if (model) {
    model.purposeConsents.forEach((has, id) => (purposes[id] = has));
    model.vendorConsents.forEach((has, id) => (vendors[id] = has));
  }
  customVendors.forEach((id) => (vendors[id] = true));
  return {
    consentstring: model ? TCString.encode(model) : '',
    gdprApplies: true,
    hasGlobalScope: false,
    tcfversion: 2,
    regulation: 1,
    purposeConsents: purposes,
    vendorConsents: vendors,
  };
}

window.__cmp = function (command, parameter, callback) {
  let result;
  if (command === 'getCMPData') result = getCMPData();
  else if (command === 'consentStatus') result = { userChoiceExists: model !== null && readCookie(CONSENT_COOKIE) !== null, consentExists: model !== null };
  else if (command === 'setConsent') {
    // autoconsent's rule takes this return as the rule's success, as on the real CMP.
    choose(parameter === 1);
    result = true;
  }
  else if (command === 'showScreen') show();
  else if (command === 'addEventListener' && Array.isArray(parameter)) listeners.push(parameter[1]);
  if (typeof callback === 'function') callback(result);
  return result;
};

// ---- UI -------------------------------------------------------------------------------------

const STYLE = `
#cmpwrapper { position: fixed; inset: 0; z-index: 2147483600; display: flex; align-items: center; justify-content: center; background: rgb(0 0 0 / 0.5); font: 14px/1.5 Arial, sans-serif; }
#cmpwrapper[hidden], #cmpbox [hidden] { display: none !important; }
#cmpbox { width: min(640px, calc(100vw - 24px)); max-height: calc(100vh - 40px); overflow: auto; background: #fff; color: #333; border-radius: 8px; box-shadow: 0 4px 30px rgb(0 0 0 / 0.3); }
#cmpbox .cmpboxinner { padding: 22px 26px; }
#cmpbox .cmpboxhl { margin: 0 0 10px; font-size: 20px; }
#cmpbox .cmpboxbtns { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 14px; }
#cmpbox .cmpboxbtn { flex: 1; padding: 12px; border-radius: 5px; text-align: center; text-decoration: none; font-weight: bold; background: #eee; color: #333; }
#cmpbox .cmpboxbtnyes { background: #2f7d32; color: #fff; }
#cmpbox .cmpmore { margin-top: 10px; text-align: center; }
#cmpbox .cmptblbox { width: 100%; border-collapse: collapse; }
#cmpbox .cmptblbox td { padding: 8px 4px; border-bottom: 1px solid #eee; }
#cmpbox .cmpswitch { display: inline-block; width: 40px; height: 22px; border-radius: 11px; background: #bbb; }
#cmpbox .cmpswitch[aria-checked="true"] { background: #2f7d32; }`;

let wrapper = null;

function row(label, kind, id) {
  return `<tr><td>${label}</td><td class="cmptdchoice"><a href="#" role="checkbox" aria-checked="false" class="cmpswitch" data-${kind}="${id}" aria-label="${label}"></a></td></tr>`;
}

function build() {
  const texts = config.texts;
  const purposes = Object.values(gvl.purposes).map((purpose) => row(purpose.name, 'purpose', purpose.id)).join('');
  const vendors = [
    ...Object.values(gvl.vendors).map((vendor) => row(vendor.name, 'vendor', vendor.id)),
    ...config.customVendors.map((vendor) => row(vendor.name, 'vendor', vendor.id)),
  ].join('');
  const reject = config.rejectOnFirstLayer
    ? `<a href="#" role="button" class="cmpboxbtn cmpboxbtnno cmptxt_btn_no" data-cmp-action="reject">${texts.rejectAll}</a>`
    : '';
  wrapper = document.createElement('div');
  wrapper.id = 'cmpwrapper';
  wrapper.className = 'cmpwrapper';
  wrapper.innerHTML = `<style>${STYLE}</style>
<div id="cmpbox" class="cmpbox cmpstyleroot cmpBoxCenter" role="dialog" aria-modal="true" aria-labelledby="cmpboxhl">
<div class="cmpboxinner cmpwelcome" data-cmp-layer="welcome">
<div class="cmpboxcontent"><h2 id="cmpboxhl" class="cmpboxhl">${texts.headline}</h2><div class="cmpboxtxt cmptxt_txt">${texts.text}</div></div>
<div class="cmpboxbtns"><a href="#" role="button" class="cmpboxbtn cmpboxbtnyes cmptxt_btn_yes" data-cmp-action="accept">${texts.acceptAll}</a>${reject}</div>
<div class="cmpmore"><a href="#" role="button" class="cmpmorelnk cmpboxbtncustom cmptxt_btn_custom" data-cmp-action="custom">${texts.settings}</a></div>
</div>
<div class="cmpboxinner cmpsettings" data-cmp-layer="settings" hidden>
<h2 class="cmpboxhl">${texts.settingsHeadline}</h2>
<table class="cmptblbox"><tbody><tr><th colspan="2">${texts.purposes}</th></tr>${purposes}<tr><th colspan="2">${texts.vendors}</th></tr>${vendors}</tbody></table>
<div class="cmpboxbtns"><a href="#" role="button" class="cmpboxbtn cmpboxbtnyescustomchoices cmptxt_btn_save" data-cmp-action="save">${texts.save}</a><a href="#" role="button" class="cmpboxbtn cmpboxbtnyes cmptxt_btn_yes" data-cmp-action="accept">${texts.acceptAll}</a></div>
</div>
</div>`;
  wrapper.addEventListener('click', (event) => {
    const control = event.target.closest('a');
    if (!control) return;
    event.preventDefault();
    if (control.matches('.cmptdchoice > a')) {
      control.setAttribute('aria-checked', String(control.getAttribute('aria-checked') !== 'true'));
      return;
    }
    const action = control.getAttribute('data-cmp-action');
    if (action === 'accept') choose(true);
    else if (action === 'reject') choose(false);
    else if (action === 'save') saveSelection();
    else if (action === 'custom') {
      wrapper.querySelector('[data-cmp-layer="welcome"]').hidden = true;
      wrapper.querySelector('[data-cmp-layer="settings"]').hidden = false;
    }
  });
  document.body.appendChild(wrapper);
}

function show() {
  if (!wrapper) build();
  wrapper.hidden = false;
  wrapper.querySelector('[data-cmp-layer="welcome"]').hidden = false;
  wrapper.querySelector('[data-cmp-layer="settings"]').hidden = true;
}
function hide() {
  if (wrapper) wrapper.hidden = true;
}

function start() {
  const stored = readCookie(CONSENT_COOKIE);
  let restored = false;
  if (stored) {
    try {
      const decoded = TCString.decode(stored);
      decoded.gvl = gvl;
      const custom = (readCookie(CUSTOM_COOKIE) || '').split('_').filter(Boolean);
      apply(decoded, custom, false);
      restored = true;
    } catch {
      restored = false;
    }
  }
  if (!restored) {
    cmpApi.update('', true);
    show();
  }
  stubQueue.forEach((args) => window.__cmp(...args));
}

gvl.readyPromise.then(() => {
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
});
