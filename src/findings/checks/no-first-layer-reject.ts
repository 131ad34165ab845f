/**
 * no_first_layer_reject — a consent banner was shown whose first layer offers no Reject (or
 * necessary-only) choice; refusing needs a second layer. Judged from every usable arm that saw the
 * banner before interacting; any arm that saw a first-layer Reject vetoes the finding.
 * Anchors: timing (corroborated by the Reject arm actually reaching Reject only on the second layer),
 * vendor (CMP identified), consent context (the banner was shown and detected).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import type { ArmName } from '../../model/index.ts';
import { usableArm } from '../arm-status.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { cmpName } from '../../shared/cmp-name.ts';

export const meta: FindingMeta = {
  id: 'no_first_layer_reject',
  label: 'No Reject option on the first banner layer',
  criticality: 'medium',
  scoreEffect: 'deduction',
  reviewLenses: ['consent'],
  nextStep:
    'Review whether refusing is as easy as accepting: consider a Reject (or necessary-only) button next to Accept on the first layer.',
  plainEnglish:
    'The consent banner{cmp} showed no Reject option on its first layer; {secondLayerNote}',
};

const BANNER_ARMS: readonly ArmName[] = ['before_consent', 'after_reject', 'after_accept'];

export function check(scan: ClassifiedScan): FindingDraft | null {
  const arms = BANNER_ARMS.map((name) => usableArm(scan, name)).filter((arm) => arm !== null);
  const shown = arms.filter((arm) => arm.observation.consent.popupShown);
  if (shown.some((arm) => arm.observation.consent.firstLayerRejectAvailable === true)) return null;
  const without = shown.filter(
    (arm) => arm.observation.consent.firstLayerRejectAvailable === false,
  );
  const first = without[0];
  if (!first) return null;
  const bannerCmp =
    without.map((arm) => cmpName(arm.observation.consent.cmp)).find((name) => name) ?? null;
  const rejectAction = scan.arms.after_reject?.observation.consent.action;
  const secondLayer = rejectAction?.layer === 'second' && rejectAction.clickStatus === 'clicked';
  const anchors = {
    hasTimingAnchor: secondLayer,
    hasVendorAnchor: bannerCmp !== null,
    hasConsentContext: without.some((arm) => arm.observation.consent.cmp.detectedBy !== 'none'),
  };
  const host = scan.siteHost || new URL(first.observation.url).hostname;
  const phase = first.arm === 'before_consent' ? 'before_consent' : 'pre_consent';
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `Banner shown without a first-layer Reject in ${without.length} arm(s)${secondLayer ? '; Reject was reached on the second layer' : ''}.`,
      phase,
      examples: [
        {
          type: 'signal',
          vendor: bannerCmp,
          urlHost: host,
          phase,
          name: 'first_layer_reject_missing',
        },
      ],
      ...anchors,
    },
    facts: {
      cmp: bannerCmp ? ` (${bannerCmp})` : '',
      secondLayerNote: secondLayer
        ? 'the Reject choice was only reached through a second layer.'
        : 'no Reject choice was found without opening further settings.',
    },
    subjects: { vendors: bannerCmp ? [bannerCmp] : [], hosts: [host] },
  };
}
