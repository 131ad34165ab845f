/**
 * Whether a GPC observation tells the reader something beyond the pre-consent findings.
 *
 * GPC is the visitor's only choice on a site without an opt-in consent mechanism (an opt-out model or
 * no mechanism at all), on a site that signals a US opt-out regime, and on every visit from
 * `california`. On an opt-in site the GPC arm is one more page view before consent: when everything
 * it sent to sale/sharing partners was already reported before consent, a GPC finding would only
 * restate `pre_consent_tracking`.
 */
import { Sections } from '@iabgpp/cmpapi';
import type { ClassifiedArm, ClassifiedCookie, ClassifiedScan } from '../classify/classified.ts';
import type { ArmName, ConsentActionKind } from '../model/index.ts';
import { usableArm } from './arm-status.ts';
import { trackingCookies } from './evidence-helpers.ts';
import { distinct } from '../shared/values.ts';
import type { GpcEvaluation } from './gpc.ts';
import { preConsentActivity } from './pre-consent.ts';

/** What says that US opt-out rules frame the visit. */
export type UsOptOutSignal =
  'visit_from_california' | 'usp_api' | 'gpp_us_section' | 'gpc_well_known' | 'opt_out_control';

const ARMS: readonly ArmName[] = [
  'before_consent',
  'after_reject',
  'after_accept',
  'gpc_on',
  'gpc_off',
];

/** GPP section ids of the US sections (uspv1, usnat and the state sections), from the IAB library. */
const US_GPP_SECTIONS: ReadonlySet<number> = new Set(
  [...Sections.SECTION_ID_NAME_MAP]
    .filter(([, name]) => name === 'uspv1' || /^us[a-z]{2,3}$/.test(name))
    .map(([id]) => id),
);

const CONSENT_CHOICES: ReadonlySet<ConsentActionKind> = new Set([
  'accept',
  'reject',
  'necessary_only',
]);

function usableArms(scan: ClassifiedScan): ClassifiedArm[] {
  return ARMS.map((name) => usableArm(scan, name)).filter((arm) => arm !== null);
}

function armUsSignals(arm: ClassifiedArm): UsOptOutSignal[] {
  const { consent, gpc } = arm.observation;
  const signals: UsOptOutSignal[] = [];
  // A US Privacy string whose opt-out flag is '-' (`1---`) says CCPA does not apply to this visit:
  // CMPs install __uspapi everywhere (Osano, InMobi) and answer so outside the US.
  const uspNotApplicable = consent.usp.stringPresent === true && consent.usp.optOut === null;
  if (consent.usp.present && !uspNotApplicable) signals.push('usp_api');
  const usSection = consent.gpp.applicableSections?.some((id) => US_GPP_SECTIONS.has(id)) ?? false;
  const usField =
    consent.gpp.saleOptOut !== undefined && consent.gpp.saleOptOut !== 'not_applicable';
  if (consent.gpp.present && (usSection || usField)) signals.push('gpp_us_section');
  if (gpc.wellKnown.status === 'supports_gpc' || gpc.wellKnown.status === 'does_not_support_gpc')
    signals.push('gpc_well_known');
  if (consent.optOutControl !== undefined || consent.action.kind === 'opt_out_control')
    signals.push('opt_out_control');
  return signals;
}

/** US opt-out signals seen in any usable arm, and the visit's own vantage point. */
export function usOptOutSignals(scan: ClassifiedScan): UsOptOutSignal[] {
  const signals: UsOptOutSignal[] = scan.scanFrom === 'california' ? ['visit_from_california'] : [];
  for (const arm of usableArms(scan)) signals.push(...armUsSignals(arm));
  return [...new Set(signals)];
}

/** A consent banner or CMP asks for consent (opt-in): shown, detected, operated, or a TCF API where GDPR applies. */
function armRunsOptIn(arm: ClassifiedArm): boolean {
  const consent = arm.observation.consent;
  if (consent.popupShown || consent.cmp.detectedBy !== 'none') return true;
  if (consent.tcf.present && consent.tcf.gdprApplies !== false) return true;
  return CONSENT_CHOICES.has(consent.action.kind) && consent.action.clickStatus === 'clicked';
}

export function runsOptInMechanism(scan: ClassifiedScan): boolean {
  return usableArms(scan).some(armRunsOptIn);
}

/** GPC is the visitor's only choice: no opt-in mechanism, or a US opt-out regime frames the visit. */
export function gpcIsOnlyChoice(scan: ClassifiedScan): boolean {
  return !runsOptInMechanism(scan) || usOptOutSignals(scan).length > 0;
}

const SALE_SHARING_COOKIE_PURPOSES: ReadonlySet<ClassifiedCookie['purpose']> = new Set([
  'advertising',
  'social_media',
]);

const cookieKey = (cookie: ClassifiedCookie): string =>
  `${cookie.name} on ${cookie.domain.replace(/^\.+/, '')}`;

/**
 * Sale/sharing activity with GPC on that was not reported before consent: hosts of sale/sharing
 * requests missing from the pre-consent tracker hosts, and advertising or social-media cookies missing
 * from the pre-consent tracking cookies ("name on domain"). With no usable before_consent arm nothing
 * was reported, so everything counts.
 */
export function beyondPreConsent(
  scan: ClassifiedScan,
  gpc: GpcEvaluation,
): { hosts: string[]; cookies: string[] } {
  const pre = preConsentActivity(scan);
  const preHosts = new Set(pre?.trackerRequests.map((request) => request.host) ?? []);
  const preCookies = new Set(pre?.trackingCookies.map(cookieKey) ?? []);
  const gpcCookies = gpc.on
    ? trackingCookies(gpc.on.cookies).filter((cookie) =>
        SALE_SHARING_COOKIE_PURPOSES.has(cookie.purpose),
      )
    : [];
  return {
    hosts: distinct(gpc.saleSharingWithGpc.map((request) => request.host)).filter(
      (host) => !preHosts.has(host),
    ),
    cookies: distinct(gpcCookies.map(cookieKey)).filter((key) => !preCookies.has(key)),
  };
}
