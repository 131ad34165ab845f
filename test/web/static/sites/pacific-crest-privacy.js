/*
 * The US privacy module of pacific-crest-running.example — an ES module the fixture web bundles with
 * esbuild and the IAB's @iabgpp/cmpapi. No consent banner. It honours Global Privacy Control the way
 * the GPP usnat section describes: with navigator.globalPrivacyControl true, SaleOptOut, SharingOptOut
 * and TargetedAdvertisingOptOut are 1 (opted out) and Gpc is set; a visitor can also opt out from the
 * "Your Privacy Choices" dialog (stored in the first-party `pcr_us_optout` cookie). An opted-out
 * visitor's ad tags are not removed but switched to restricted mode, as Meta and Google document for
 * US opt-outs: window.PcrPrivacy.restrictTags() runs before each tag's init (Meta Limited Data Use,
 * Google restricted_data_processing); the TikTok pixel, which has no such mode on the web, is left out.
 */
import { CmpApi } from '@iabgpp/cmpapi';

const COOKIE = 'pcr_us_optout';
const gpc = navigator.globalPrivacyControl === true;

function stored() {
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`));
  return match ? match[1] === '1' : false;
}
const optedOut = () => gpc || stored();

const cmpApi = new CmpApi(1054, 3);
cmpApi.setApplicableSections([7]);
cmpApi.setSupportedAPIs(['7:usnat']);
function writeSection() {
  const flag = optedOut() ? 1 : 2;
  for (const field of ['SharingNotice', 'SaleOptOutNotice', 'SharingOptOutNotice', 'TargetedAdvertisingOptOutNotice'])
    cmpApi.setFieldValue('usnat', field, 1);
  for (const field of ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut']) cmpApi.setFieldValue('usnat', field, flag);
  cmpApi.setFieldValue('usnat', 'MspaCoveredTransaction', 2);
  cmpApi.setFieldValue('usnat', 'MspaOptOutOptionMode', 1);
  cmpApi.setFieldValue('usnat', 'MspaServiceProviderMode', 2);
  cmpApi.setFieldValue('usnat', 'Gpc', gpc);
}
writeSection();
cmpApi.setCmpDisplayStatus('hidden');
cmpApi.setCmpStatus('loaded');
cmpApi.setSignalStatus('ready');
cmpApi.fireSectionChange('usnat');

window.PcrPrivacy = {
  gpc,
  optedOut,
  /** Called by the page's tags before they initialise. */
  restrictTags() {
    if (!optedOut()) return;
    if (window.fbq) window.fbq('dataProcessingOptions', ['LDU'], 1, 1000);
    if (window.gtag) window.gtag('set', 'restricted_data_processing', true);
  },
  setOptOut(out) {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COOKIE}=${out ? '1' : '0'}; path=/; max-age=${395 * 86400}; SameSite=Lax${secure}`;
    writeSection();
    cmpApi.fireSectionChange('usnat');
  },
};

// The footer's "Your Privacy Choices" dialog.
document.addEventListener('DOMContentLoaded', () => {
  const dialog = document.getElementById('pcr-choices');
  const toggle = document.getElementById('pcr-allow-sale');
  const status = dialog.querySelector('[role=status]');
  document.getElementById('pcr-choices-link').addEventListener('click', (event) => {
    event.preventDefault();
    toggle.checked = !optedOut();
    if (gpc) status.textContent = 'Your browser sends Global Privacy Control: you are opted out.';
    dialog.hidden = false;
  });
  dialog.querySelector('[data-pcr-save]').addEventListener('click', () => {
    window.PcrPrivacy.setOptOut(!toggle.checked);
    status.textContent = 'Your choices are saved.';
    setTimeout(() => { dialog.hidden = true; }, 600);
  });
  dialog.querySelector('[data-pcr-close]').addEventListener('click', () => { dialog.hidden = true; });
});
