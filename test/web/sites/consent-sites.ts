import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { bannerDe } from './banner-de.ts';
import { bannerFr } from './banner-fr.ts';
import {
  cookieconsentRenamed,
  lakesideFerries,
  klaroModalDe,
  klaroNoDecline,
  tarteaucitronNoDeny,
  tarteaucitronRenamed,
  vanillaCookieconsentLocalStorage,
} from './cmp-config-variants.ts';
import { didomiContinue, didomiNoDisagree, didomiNotice } from './cmp-didomi.ts';
import { AXEPTIO_SITES } from './cmp-axeptio.ts';
import { CIVIC_SITES } from './cmp-civic-cookie-control.ts';
import { COOKIE_SCRIPT_SITES } from './cmp-cookie-script.ts';
import { COOKIEHUB_SITES } from './cmp-cookiehub.ts';
import { BORLABS_SITES } from './cmp-borlabs.ts';
import { RCB_SITES } from './cmp-real-cookie-banner.ts';
import { TERMLY_SITES } from './cmp-termly.ts';
import { CONSENTMANAGER_SITES } from './cmp-consentmanager.ts';
import { cookiebotDialog, cookiebotIgnored, cookiebotSwift } from './cmp-cookiebot.ts';
import { complianzNoDeny, complianzOptin, cookieyesBanner } from './cmp-complianz.ts';
import { cmpGdprCookieNotice } from './cmp-gdpr-cookie-notice.ts';
import { COOKIE_NOTICE_SITES } from './cmp-cookie-notice.ts';
import { EU_COOKIE_COMPLIANCE_SITES } from './cmp-eu-cookie-compliance.ts';
import { cmpHubspot } from './cmp-hubspot.ts';
import { iubendaBanner, iubendaCloseX, iubendaPrefs } from './cmp-iubenda.ts';
import { cmpKlaro } from './cmp-klaro.ts';
import { CMP_LIBRARY_SITES } from './cmp-library-sites.ts';
import { FRESH_EYES_BEHAVIOUR_SITES } from './fresh-eyes-behaviour.ts';
import { FRESH_EYES_FLOW_SITES } from './fresh-eyes-flows.ts';
import { FRESH_EYES_SETUPS } from './fresh-eyes-setups.ts';
import { FRESH_EYES_SITES } from './fresh-eyes-sites.ts';
import { FRESH_EYES_US_SITES } from './fresh-eyes-us.ts';
import { FRESH_EYES_CLEAN_SITES } from './fresh-eyes-clean.ts';
import { cmpOrejime } from './cmp-orejime.ts';
import { ONETRUST_SITES } from './cmp-onetrust.ts';
import { SOURCEPOINT_SITES } from './cmp-sourcepoint.ts';
import { FUNDING_CHOICES_SITES } from './cmp-funding-choices.ts';
import { INMOBI_CHOICE_NEWS_SITES } from './cmp-inmobi-choice.ts';
import { OSANO_SITES } from './cmp-osano.ts';
import { cmpReactCookieConsent } from './cmp-react-cookie-consent.ts';
import { SHOPIFY_SITES } from './cmp-shopify.ts';
import { WIX_SITES } from './cmp-wix.ts';
import { SQUARESPACE_SITES } from './cmp-squarespace.ts';
import { cmpTarteaucitron } from './cmp-tarteaucitron.ts';
import { TRUSTARC_SITES } from './cmp-trustarc.ts';
import { usercentricsBanner, usercentricsNoDeny, usercentricsWall } from './cmp-usercentrics.ts';
import { cmpVanillaV2 } from './cmp-vanilla-v2.ts';
import { consentModeAdvanced } from './consent-mode-advanced.ts';
import { continueWithout } from './continue-without.ts';
import { eastsideReview } from './eastside-review.ts';
import { lateBanner } from './late-banner.ts';
import { moreOptions } from './more-options.ts';
import { nestedFrames } from './nested-frames.ts';
import { preticked } from './preticked.ts';
import { rejectNoop } from './reject-noop.ts';
import { shadowCmp } from './shadow-cmp.ts';
import { tcfNews } from './tcf-news.ts';
import { usOptout } from './us-optout.ts';
import { COOKIE_LAW_INFO_SITES } from './cmp-cookie-law-info.ts';
import { MOOVE_GDPR_SITES } from './cmp-moove-gdpr.ts';

/**
 * Consent-layer sites (each file explains its behaviour): a second real CMP library (tarteaucitron.js),
 * an IAB TCF site with real TC strings, hand-made German (shadow DOM) and French (iframe) banners
 * unknown to autoconsent, a first layer without reject ("More options"), pre-ticked purposes
 * (vanilla-cookieconsent), "Continue without accepting", a US opt-out link, and a Reject that does
 * not register. cmp-library-sites.ts: small-business sites on real CMP libraries in configurations the
 * others do not use (implied consent, opt-out modes, an info notice, a GTM-loaded banner, a React SPA).
 */
export const CONSENT_SITES: readonly FixtureHost[] = [
  cmpTarteaucitron,
  tcfNews,
  bannerDe,
  bannerFr,
  moreOptions,
  preticked,
  continueWithout,
  usOptout,
  rejectNoop,
  cmpKlaro,
  cmpOrejime,
  cmpReactCookieConsent,
  cmpHubspot,
  ...SHOPIFY_SITES,
  ...WIX_SITES,
  ...SQUARESPACE_SITES,
  ...ONETRUST_SITES,
  didomiNotice,
  didomiContinue,
  didomiNoDisagree,
  usercentricsBanner,
  usercentricsNoDeny,
  usercentricsWall,
  cookiebotDialog,
  cookiebotSwift,
  cookiebotIgnored,
  ...AXEPTIO_SITES,
  ...CIVIC_SITES,
  iubendaBanner,
  iubendaCloseX,
  iubendaPrefs,
  ...SOURCEPOINT_SITES,
  ...FUNDING_CHOICES_SITES,
  complianzOptin,
  ...BORLABS_SITES,
  ...RCB_SITES,
  ...TERMLY_SITES,
  ...CONSENTMANAGER_SITES,
  complianzNoDeny,
  cookieyesBanner,
  ...TRUSTARC_SITES,
  cmpGdprCookieNotice,
  ...COOKIE_NOTICE_SITES,
  ...EU_COOKIE_COMPLIANCE_SITES,
  klaroModalDe,
  klaroNoDecline,
  tarteaucitronNoDeny,
  tarteaucitronRenamed,
  vanillaCookieconsentLocalStorage,
  cookieconsentRenamed,
  lakesideFerries,
  cmpVanillaV2,
  consentModeAdvanced,
  lateBanner,
  nestedFrames,
  shadowCmp,
  eastsideReview,
  ...CMP_LIBRARY_SITES,
  ...FRESH_EYES_SITES,
  ...FRESH_EYES_FLOW_SITES,
  ...FRESH_EYES_SETUPS,
  ...FRESH_EYES_BEHAVIOUR_SITES,
  ...FRESH_EYES_US_SITES,
  ...COOKIE_SCRIPT_SITES,
  ...COOKIEHUB_SITES,
  ...COOKIE_LAW_INFO_SITES,
  ...MOOVE_GDPR_SITES,
  ...INMOBI_CHOICE_NEWS_SITES,
  ...OSANO_SITES,
  ...FRESH_EYES_CLEAN_SITES,
];
