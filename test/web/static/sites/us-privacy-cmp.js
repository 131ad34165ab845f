/*
 * The US privacy platform of the realistic tier's US sites — an ES module the fixture web bundles
 * with esbuild (with the IAB's @iabgpp/cmpapi) into /assets/js/privacy-cmp.js. No consent banner:
 * advertising runs until the visitor opts out of the "sale or sharing" of personal information.
 *
 * - __gpp is the IAB's real GPP CmpApi with the usnat section (7): every notice given; SaleOptOut,
 *   SharingOptOut and TargetedAdvertisingOptOut 1 (opted out) or 2 (did not opt out); Gpc.
 * - __uspapi answers the USP v1 string: 1YYN opted out, 1YNN not.
 * - The opt-out lives in the first-party `usprivacy` cookie. A browser sending Global Privacy Control
 *   is opted out on its first page view.
 * - Google Consent Mode: ad_storage (and ad_user_data, ad_personalization) "denied" once opted out,
 *   "granted" otherwise; analytics_storage granted. Set as defaults before GTM loads.
 * - window.PrivacyChoices = { optedOut(), setOptOut(boolean) } for the privacy-choices page.
 */
import { CmpApi } from '@iabgpp/cmpapi';

const CMP_ID = 996;
const COOKIE = 'usprivacy';
const gpc = navigator.globalPrivacyControl === true;

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

if (gpc && readCookie(COOKIE) !== '1YYN') writeCookie(COOKIE, '1YYN');
const optedOut = () => readCookie(COOKIE) === '1YYN';

const cmpApi = new CmpApi(CMP_ID, 2);
cmpApi.setApplicableSections([7]);
cmpApi.setSupportedAPIs(['7:usnat']);

function writeSection() {
  const flag = optedOut() ? 1 : 2;
  for (const field of ['SharingNotice', 'SaleOptOutNotice', 'SharingOptOutNotice', 'TargetedAdvertisingOptOutNotice']) cmpApi.setFieldValue('usnat', field, 1);
  for (const field of ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut']) cmpApi.setFieldValue('usnat', field, flag);
  cmpApi.setFieldValue('usnat', 'MspaCoveredTransaction', 2);
  cmpApi.setFieldValue('usnat', 'Gpc', gpc);
}
writeSection();
cmpApi.setCmpDisplayStatus('hidden');
cmpApi.setCmpStatus('loaded');
cmpApi.setSignalStatus('ready');
cmpApi.fireSectionChange('usnat');

window.__uspapi = function (command, version, callback) {
  if (typeof callback !== 'function') return;
  if (command === 'getUSPData') callback({ version: 1, uspString: optedOut() ? '1YYN' : '1YNN' }, true);
  else callback(null, false);
};

function adSignals(out) {
  const state = out ? 'denied' : 'granted';
  return { ad_storage: state, ad_user_data: state, ad_personalization: state };
}
gtag('consent', 'default', { analytics_storage: 'granted', ...adSignals(optedOut()) });

window.PrivacyChoices = {
  optedOut,
  gpc,
  setOptOut(out) {
    writeCookie(COOKIE, out ? '1YYN' : '1YNN');
    writeSection();
    cmpApi.fireSectionChange('usnat');
    gtag('consent', 'update', adSignals(out));
  },
};
