/**
 * tracking_without_consent_mechanism — trackers (requests or tracking cookies) before consent while the
 * page offers no consent mechanism at all: no banner, no CMP, no TCF/GPP/USP API, no opt-out control.
 * "No banner" is a conclusion from absence, so the before_consent arm must be complete and no other
 * usable arm may have seen a banner or CMP.
 * Anchors: timing (before_consent arm), vendor (known tracker vendors), consent context (a second
 * complete arm agrees that there is no mechanism).
 */
import type { ClassifiedArm, ClassifiedScan } from '../../classify/classified.ts';
import type { ArmName } from '../../model/index.ts';
import { completeArm, usableArm } from '../arm-status.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { cookieExamples, listPreview, requestExamples } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import { preConsentActivity } from '../pre-consent.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

export const meta: FindingMeta = {
  id: 'tracking_without_consent_mechanism',
  label: 'Tracking without any consent mechanism',
  criticality: 'high',
  scoreEffect: 'deduction',
  reviewLenses: ['consent', 'trackers'],
  nextStep:
    "Review whether these trackers need consent where the site's visitors are; if so, add a consent mechanism that blocks them until a choice is made.",
  plainEnglish: 'The page loaded trackers ({vendors}) before any choice, and {mechanism}.',
};

const NONE_FOUND = 'no consent banner, consent platform or opt-out control was found';

/**
 * What the page offered instead of a consent mechanism: nothing, or an information notice whose only
 * control acknowledges it ("Got it") — a notice, not a choice, which the text must not deny seeing.
 * The acknowledgement is named, not a "Learn more" link to the policy that may come before it in the
 * notice (Osano cookieconsent's info notice: message, "Learn more", "Got it!").
 */
function mechanismText(arm: ClassifiedArm): string {
  const notice = arm.observation.consent.notice;
  if (notice?.source !== 'information_notice') return NONE_FOUND;
  const links = new Set(notice.policyLinks.map((link) => link.label));
  const controls = notice.passages.filter((passage) => passage.role === 'control');
  const control = (controls.find((passage) => !links.has(passage.text)) ?? controls[0])?.text;
  const answer = control ? `only "${control.slice(0, 40)}"` : 'only an acknowledgement';
  return `its only cookie notice offered no choice (${answer}); ${NONE_FOUND}`;
}

const OTHER_ARMS: readonly ArmName[] = ['after_reject', 'after_accept', 'gpc_on', 'gpc_off'];

function hasMechanism(arm: ClassifiedArm): boolean {
  const consent = arm.observation.consent;
  return (
    consent.popupShown ||
    consent.cmp.detectedBy !== 'none' ||
    consent.cmp.name !== null ||
    consent.firstLayerRejectAvailable !== null ||
    consent.optOutControl !== undefined ||
    consent.tcf.present ||
    consent.gpp.present ||
    consent.usp.present ||
    consent.action.clickStatus === 'clicked'
  );
}

export function check(scan: ClassifiedScan): FindingDraft | null {
  if (!completeArm(scan, 'before_consent')) return null;
  const activity = preConsentActivity(scan);
  if (!activity || (activity.trackerRequests.length === 0 && activity.trackingCookies.length === 0))
    return null;
  if (hasMechanism(activity.arm)) return null;
  const others = OTHER_ARMS.map((name) => usableArm(scan, name)).filter((arm) => arm !== null);
  if (others.some(hasMechanism)) return null;
  const corroborated = OTHER_ARMS.some((name) => completeArm(scan, name) !== null);

  const examples = [
    ...requestExamples(activity.trackerRequests, 'before_consent'),
    ...cookieExamples(activity.trackingCookies, 'before_consent'),
  ];
  const vendors = distinct([
    ...activity.trackerRequests.map((request) => request.vendor),
    ...activity.trackingCookies.map((cookie) => cookie.vendor),
  ]);
  const hosts = distinct(examples.map((example) => example.urlHost));
  const anchors = {
    hasTimingAnchor: true,
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: corroborated,
  };
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(activity.trackerRequests.length, 'tracker request')} and ${plural(activity.trackingCookies.length, 'tracking cookie')} with no consent mechanism detected${activity.arm.observation.consent.notice?.source === 'information_notice' ? ' (an information notice without a choice was shown)' : ''}.`,
      phase: 'before_consent',
      examples,
      ...anchors,
    },
    facts: {
      vendors: listPreview(vendors.length > 0 ? vendors : hosts),
      mechanism: mechanismText(activity.arm),
    },
    subjects: { vendors, hosts },
  };
}
