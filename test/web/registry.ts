import type { FixtureHost } from '../../src/cli/demo-web/fixture-host.ts';
import { botWall } from './sites/bot-wall.ts';
import { changingSite } from './sites/changing-site.ts';
import { cleanShop } from '../../src/cli/demo-web/sites/clean-shop.ts';
import { gpcHonouring, gpcIgnoring } from './sites/gpc-sites.ts';
import { GPC_PROBE_SITES } from './sites/gpc-probes.ts';
import { cmpVanilla } from '../../src/cli/demo-web/sites/cmp-vanilla.ts';
import { ignoresChoice } from '../../src/cli/demo-web/sites/ignores-choice.ts';
import { longPolling } from './sites/long-polling.ts';
import { redirectChain } from './sites/redirect-chain.ts';
import { serverError } from './sites/server-error.ts';
import { slowPage } from './sites/slow-page.ts';
import { trackerBlog } from '../../src/cli/demo-web/sites/tracker-blog.ts';
import { doubleClick } from '../../src/cli/demo-web/vendors/doubleclick.ts';
import { googleAnalytics } from '../../src/cli/demo-web/vendors/google-analytics.ts';
import { googleFonts } from '../../src/cli/demo-web/vendors/google-fonts.ts';
import { googleTagManager } from './vendors/google-tag-manager.ts';
import { hotjar } from '../../src/cli/demo-web/vendors/hotjar.ts';
import { linkedInInsight } from '../../src/cli/demo-web/vendors/linkedin-insight.ts';
import { metaPixel } from '../../src/cli/demo-web/vendors/meta-pixel.ts';
import { plausible } from '../../src/cli/demo-web/vendors/plausible.ts';

// Behaviour detectors (forms, session replay, key logging, canvas, pixels): positive and negative sites.
import { canvasChart, canvasFingerprint } from './sites/canvas-sites.ts';
import { FINGERPRINT_PROBE_SITES } from './sites/fingerprint-probes.ts';
import {
  clinicIntake,
  contactFirstParty,
  framedForms,
  newsletterThirdParty,
} from './sites/forms-sites.ts';
import { FORMS_PROBE_SITES } from './sites/forms-probes.ts';
import { keyloggerShop, quietInputs } from './sites/keylogging-sites.ts';
import { healthPixel, pageviewPixel } from './sites/pixel-sites.ts';
import { replayFirstParty, replayRecording, surveyOnlyHotjar } from './sites/replay-sites.ts';
import { REPLAY_PROBE_SITES } from './sites/replay-probes.ts';
import { UKCOOKIES_PROBE_SITES } from './sites/ukcookies-probes.ts';
import { CRAWL_PROBE_SITES } from './sites/crawl-probes.ts';
import { doofinder } from './vendors/doofinder.ts';
import { highlight } from './vendors/highlight.ts';
import { klaviyo } from './vendors/klaviyo.ts';
import { didomi } from './vendors/didomi.ts';
import { fingerprintJsCdn } from './vendors/fingerprintjs-cdn.ts';
import { formspree, hubSpotFormsApi, typeform } from './vendors/form-processors.ts';
import { fullStory } from './vendors/fullstory.ts';
import { perimeterX } from './vendors/perimeterx.ts';
import { tallyguard } from './vendors/tallyguard.ts';
import { axeptio } from './vendors/axeptio.ts';
import { termly } from './vendors/termly.ts';
import { civicCookieControl } from './vendors/civic-cookie-control.ts';
import { cookieScript } from './vendors/cookie-script.ts';
import { cookieHub } from './vendors/cookiehub.ts';
import { cookiebot } from './vendors/cookiebot.ts';
import { consentmanager } from './vendors/consentmanager.ts';
import { sourcepoint } from './vendors/sourcepoint.ts';
import { fundingChoices } from './vendors/funding-choices.ts';
import { inmobiChoice } from './vendors/inmobi-choice.ts';
import { xandr } from './vendors/xandr.ts';
import { osano } from './vendors/osano.ts';
import { cookieYes } from './vendors/cookieyes.ts';
import { hubSpotTracking } from './vendors/hubspot-tracking.ts';
import { iubenda } from './vendors/iubenda.ts';
import { oneTrust } from './vendors/onetrust.ts';
import { oneTrustPrivacyPortal } from './vendors/onetrust-privacy-portal.ts';
import { trustArc } from './vendors/trustarc.ts';
import { usercentrics } from './vendors/usercentrics.ts';
import { inputAnalytics } from './vendors/input-analytics.ts';
import { microsoftClarity } from './vendors/microsoft-clarity.ts';
import { tiktokPixel } from './vendors/tiktok-pixel.ts';
import { wixStatic } from './vendors/wix.ts';
import { squarespaceAssets } from './vendors/squarespace.ts';
// Consent layer: CMP libraries, TCF, fallback-heuristic banners, US opt-out.
import { CONSENT_SITES } from './sites/consent-sites.ts';
// Realistic tier: pages that weigh what real sites weigh (see realistic-tier.ts).
import { REALISTIC_SITES } from './sites/realistic-sites.ts';
import { REALISTIC_VENDORS } from './vendors/realistic-vendors.ts';
import { NECESSARY_SERVICE_VENDORS } from './vendors/necessary-services.ts';

/** Test sites, each under its own hostname in a reserved TLD. */
export const SITES: readonly FixtureHost[] = [
  cleanShop,
  trackerBlog,
  cmpVanilla,
  ignoresChoice,
  // Conditions a scan must survive and report honestly.
  serverError,
  slowPage,
  redirectChain,
  longPolling,
  botWall,
  // A site whose trackers change between two releases (recorded for the batch diff test: test/golden/record-diff-runs.ts).
  changingSite,
  // Global Privacy Control: honoured and ignored.
  gpcHonouring,
  gpcIgnoring,
  // Global Privacy Control on US sites: OneTrust CCPA, usprivacy cookie, GPP usnat, none at all.
  ...GPC_PROBE_SITES,
  // Behaviour detectors: each with a positive and a negative site.
  newsletterThirdParty,
  contactFirstParty,
  clinicIntake,
  framedForms,
  // Forms as real services write them (Mailchimp, Formspree, Typeform, HubSpot Forms API).
  ...FORMS_PROBE_SITES,
  replayRecording,
  surveyOnlyHotjar,
  replayFirstParty,
  // Real rrweb and real-site input patterns (search, validation, abandoned cart).
  ...REPLAY_PROBE_SITES,
  // The crawl before consent: evidence on inner pages, links it must not follow.
  ...CRAWL_PROBE_SITES,
  keyloggerShop,
  quietInputs,
  canvasFingerprint,
  canvasChart,
  // Canvas, audio and font fingerprinting against real libraries (FingerprintJS, Chart.js) and real-site patterns.
  ...FINGERPRINT_PROBE_SITES,
  healthPixel,
  pageviewPixel,
  ...CONSENT_SITES,
  // UK and public-sector cookie banners and cookie-settings pages (GOV.UK, councils, NHS).
  ...UKCOOKIES_PROBE_SITES,
  ...REALISTIC_SITES,
];

/** Fake third parties at their real hostnames. */
export const VENDORS: readonly FixtureHost[] = [
  googleTagManager,
  googleAnalytics,
  doubleClick,
  metaPixel,
  hotjar,
  linkedInInsight,
  plausible,
  googleFonts,
  microsoftClarity,
  fullStory,
  tiktokPixel,
  fingerprintJsCdn,
  perimeterX,
  tallyguard,
  inputAnalytics,
  hubSpotTracking,
  oneTrust,
  oneTrustPrivacyPortal,
  trustArc,
  didomi,
  usercentrics,
  cookiebot,
  axeptio,
  termly,
  civicCookieControl,
  consentmanager,
  iubenda,
  sourcepoint,
  fundingChoices,
  cookieYes,
  formspree,
  hubSpotFormsApi,
  typeform,
  highlight,
  doofinder,
  klaviyo,
  wixStatic,
  squarespaceAssets,
  inmobiChoice,
  xandr,
  osano,
  ...REALISTIC_VENDORS,
  cookieScript,
  cookieHub,
  ...NECESSARY_SERVICE_VENDORS,
];

/** Everything the fixture web serves by default. */
export const FIXTURE_HOSTS: readonly FixtureHost[] = [...SITES, ...VENDORS];
