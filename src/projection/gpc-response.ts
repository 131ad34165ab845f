/**
 * gpcResponse (spec 2.6): a jurisdiction-neutral comparison with and without a GPC signal.
 * `scoreEffect` is always `none`, `legalInterpretation` always `not_assessed`; observation v3 carries
 * registration, main-document delivery, acknowledgment coverage and request counts. Attempts blocked
 * before transmission are counted separately and never as delivery.
 */
import type { ClassifiedArm, ClassifiedScan } from '../classify/classified.ts';
import { collectLimitations, evaluateGpc, type GpcEvaluation } from '../findings/index.ts';
import type {
  GpcAcknowledgmentCoverage,
  GpcComparisonStatus,
  GpcObservation,
  GpcObservationStatus,
  GpcResponse,
} from '../model/index.ts';

export const GPC_BLOCK_VERSION = 3;

const COLLECTION_TYPES = new Set([
  'ping',
  'xhr',
  'fetch',
  'image',
  'websocket',
  'eventsource',
  'other',
]);

const INTERPRETATION: Record<GpcComparisonStatus, string> = {
  reduced_activity_with_gpc:
    'Fewer sale/sharing requests were observed with the GPC signal than without it. This does not establish that GPC was honoured.',
  no_reduction_observed:
    'Comparable or more sale/sharing activity was observed with the GPC signal than without it. Not a legal assessment.',
  indeterminate:
    'The GPC pair cannot be compared (an arm was limited, the signal was not delivered, or neither side showed sale/sharing activity).',
  not_attempted: 'The GPC arm was not run.',
};

function observationStatus(gpc: GpcEvaluation): GpcObservationStatus {
  if (gpc.onState === 'missing') return 'not_attempted';
  if (gpc.onState === 'invalid') return 'failed';
  const delivery = gpc.on?.observation.gpc.mainDocumentDelivery;
  if (gpc.onState === 'bounded' || delivery === undefined || delivery === 'unknown')
    return 'partial';
  return 'complete';
}

function acknowledgmentCoverage(arm: ClassifiedArm): GpcAcknowledgmentCoverage {
  const { gpc, consent } = arm.observation;
  const wellKnownChecked = gpc.wellKnown.status !== 'not_checked';
  const pageChecked =
    gpc.registration.source !== 'none' || consent.gpp.present || consent.usp.present;
  if (wellKnownChecked && pageChecked) return 'complete';
  return wellKnownChecked || pageChecked ? 'partial' : 'none';
}

function observation(gpc: GpcEvaluation, arm: ClassifiedArm): GpcObservation {
  const info = arm.observation.gpc;
  // An arm that did not observe the page (bot wall, navigation failure) contributes no counts.
  const all = gpc.onState === 'invalid' ? [] : arm.requests;
  const sent = all.filter((request) => request.outcome !== 'blocked_before_transmission');
  return {
    version: GPC_BLOCK_VERSION,
    status: observationStatus(gpc),
    registration: { state: info.registration.state, source: info.registration.source },
    delivery: {
      mainDocument: info.mainDocumentDelivery ?? 'unknown',
      navigatorSignalExposed: info.navigatorExposed,
    },
    acknowledgment: { wellKnown: info.wellKnown.status, coverage: acknowledgmentCoverage(arm) },
    requests: {
      classifiedRequestCount: sent.filter(
        (request) => request.vendor !== null || request.purpose !== null,
      ).length,
      saleSharingRequestCount: gpc.saleSharingWithGpc.length,
      collectionCount: sent.filter(
        (request) =>
          request.isTracker &&
          request.party === 'third_party' &&
          COLLECTION_TYPES.has(request.resourceType),
      ).length,
      blockedBeforeTransmissionCount: all.length - sent.length,
    },
  };
}

export function projectGpcResponse(scan: ClassifiedScan): GpcResponse {
  const gpc = evaluateGpc(scan);
  const limitations = collectLimitations(scan).filter(
    (limitation) =>
      limitation.arm === 'gpc_on' ||
      limitation.arm === gpc.offArmName ||
      limitation.code === 'gpc_comparison_unavailable',
  );
  const out: GpcResponse = {
    type: 'consentry_gpc_response',
    version: GPC_BLOCK_VERSION,
    status: gpc.comparison,
    scoreEffect: 'none',
    legalInterpretation: 'not_assessed',
    interpretation: INTERPRETATION[gpc.comparison],
  };
  const onArm = scan.arms.gpc_on;
  if (onArm) out.observation = observation(gpc, onArm);
  if (gpc.withGpc && gpc.withoutGpc)
    out.activityComparison = { withoutGpc: gpc.withoutGpc, withGpc: gpc.withGpc };
  if (limitations.length > 0) out.coverageLimitations = limitations;
  return out;
}
