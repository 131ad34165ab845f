/**
 * Typed observations of spec 2.6: postRefusalObservation and postAcceptObservation. The verdict is
 * computed here from the findings stage's evaluation (confirmation, click-time anchoring, in-flight
 * exclusion), never by counting rows.
 *
 * Status:   confirmed_observation — decision confirmed, eligible activity after it;
 *           confirmed_clean       — decision confirmed, none after it (coverageLimitations bound this);
 *           unconfirmed           — the action ran (or failed) but registration was not confirmed;
 *           not_attempted         — no control, no click, or the arm did not run/observe the page.
 * productionProjectable: refusal — true exactly when `tracking_after_refusal` projects from it
 *           (registered verdict, or Reject-click policy with verified tracking); acceptance — always
 *           false (a score-neutral baseline never projects a negative finding).
 */
import type { ClassifiedArm, ClassifiedScan } from '../classify/classified.ts';
import {
  collectLimitations,
  cookieExamples,
  evaluateAcceptance,
  evaluateRefusal,
  requestExamples,
  type ActionWindow,
} from '../findings/index.ts';
import type {
  AfterAction,
  ArmName,
  ConfirmationMethod,
  CoverageLimitation,
  EvidencePhase,
  Execution,
  ExecutionStatus,
  FindingEvidence,
  PostAcceptObservation,
  PostRefusalObservation,
  TypedObservationStatus,
} from '../model/index.ts';
import { projectEvidence, safeMs } from './sanitize.ts';
import { clip } from '../shared/text.ts';
import { cmpName } from '../shared/cmp-name.ts';

function execution(arm: ClassifiedArm, confirmed: boolean): Execution {
  const { action, cmp, decision } = arm.observation.consent;
  let status: ExecutionStatus = 'not_attempted';
  if (action.clickStatus === 'clicked')
    status = confirmed ? 'succeeded_with_confirmation' : 'succeeded';
  else if (action.clickStatus === 'click_failed') status = 'failed';
  const name = cmpName(cmp);
  const out: Execution = { status, cmp: name === null ? null : clip(name, 120) };
  if (action.method) out.method = action.method;
  const methods = [...new Set<ConfirmationMethod>(decision.verifiedBy)];
  if (methods.length > 0) out.confirmationMethods = methods.slice(0, 6);
  return out;
}

function afterAction(arm: ClassifiedArm, window: ActionWindow | null): AfterAction {
  const observation = arm.observation;
  const out: AfterAction = {
    clickStatus: observation.consent.action.clickStatus,
    captureStopReason: observation.termination.kind,
    droppedRequestCount: observation.droppedRequestCount,
    storageSnapshotAvailable: observation.storage.snapshotAvailable,
  };
  const clickMs = observation.timings.consentActionMs;
  const captureMs =
    clickMs === undefined ? undefined : safeMs(observation.timings.totalMs - clickMs);
  if (captureMs !== undefined) out.captureMs = captureMs;
  if (window) out.requestCount = window.allAfterRequests.length;
  return out;
}

function armLimitations(scan: ClassifiedScan, arm: ArmName): CoverageLimitation[] {
  return collectLimitations(scan).filter((limitation) => limitation.arm === arm);
}

function windowEvidence(
  window: ActionWindow,
  phase: EvidencePhase,
  summary: string,
  confirmed: boolean,
): FindingEvidence {
  const examples = [
    ...requestExamples(window.requests, phase),
    ...cookieExamples(window.cookies, phase),
  ];
  return projectEvidence({
    basis: 'runtime_observation',
    summary,
    phase,
    examples,
    hasTimingAnchor: window.clickMs !== undefined,
    hasVendorAnchor: examples.some((example) => example.vendor !== null),
    hasConsentContext: confirmed,
  });
}

function statusOf(
  clicked: boolean,
  confirmed: boolean,
  hasActivity: boolean,
  clickFailed: boolean,
): TypedObservationStatus {
  if (!clicked) return clickFailed ? 'unconfirmed' : 'not_attempted';
  if (!confirmed) return 'unconfirmed';
  return hasActivity ? 'confirmed_observation' : 'confirmed_clean';
}

const REFUSAL_TEXT: Record<TypedObservationStatus, string> = {
  confirmed_observation:
    'The refusal was confirmed as registered and tracker activity started after the Reject click (requests in flight at the click excluded).',
  confirmed_clean:
    'The refusal was confirmed as registered and no eligible tracker activity started after the Reject click. This does not establish that the choice is honoured elsewhere.',
  unconfirmed:
    'The refusal action ran (or was attempted) but its registration could not be confirmed.',
  not_attempted:
    'No refusal was attempted: no banner or opt-out control was found, or the arm did not observe the page.',
};

const ACCEPT_TEXT: Record<TypedObservationStatus, string> = {
  confirmed_observation:
    'Acceptance was confirmed and non-essential activity followed it: the expected, score-neutral baseline.',
  confirmed_clean:
    'Acceptance was confirmed and no eligible non-essential activity followed it in the capture window.',
  unconfirmed:
    'The acceptance action ran (or was attempted) but its registration could not be confirmed.',
  not_attempted:
    'No acceptance was attempted: no banner was found, or the arm did not observe the page.',
};

/** Undefined when the after_reject arm did not run (the coverage limitation says so). */
export function projectPostRefusalObservation(
  scan: ClassifiedScan,
): PostRefusalObservation | undefined {
  const arm = scan.arms.after_reject;
  if (!arm) return undefined;
  const refusal = evaluateRefusal(scan);
  const clickFailed = arm.observation.consent.action.clickStatus === 'click_failed';
  const status = statusOf(refusal.clicked, refusal.confirmed, refusal.hasActivity, clickFailed);
  const projectable =
    refusal.clicked && (refusal.confirmed ? refusal.hasActivity : refusal.independentlyVerified);
  const out: PostRefusalObservation = {
    type: 'consentry_post_refusal_observation',
    status,
    verdict: refusal.verdict,
    productionProjectable: projectable,
    interpretation: REFUSAL_TEXT[status],
    execution: execution(arm, refusal.confirmed),
    afterAction: afterAction(arm, refusal.window),
    coverageLimitations: armLimitations(scan, 'after_reject'),
    termination: {
      kind: arm.observation.termination.kind,
      intentional: arm.observation.termination.intentional,
    },
  };
  if (refusal.refusalKind) out.refusalKind = refusal.refusalKind;
  if (refusal.window && refusal.hasActivity) {
    out.evidence = windowEvidence(
      refusal.window,
      'after_reject',
      `${refusal.window.requests.length} tracker requests and ${refusal.window.cookies.length} tracking cookies after the Reject click.`,
      refusal.confirmed,
    );
  }
  return out;
}

/** Undefined when the after_accept arm did not run. */
export function projectPostAcceptObservation(
  scan: ClassifiedScan,
): PostAcceptObservation | undefined {
  const arm = scan.arms.after_accept;
  if (!arm) return undefined;
  const acceptance = evaluateAcceptance(scan);
  const clickFailed = arm.observation.consent.action.clickStatus === 'click_failed';
  const status = statusOf(
    acceptance.clicked,
    acceptance.confirmed,
    acceptance.hasActivity,
    clickFailed,
  );
  const out: PostAcceptObservation = {
    type: 'consentry_post_accept_observation',
    status,
    verdict: acceptance.verdict,
    productionProjectable: false,
    interpretation: ACCEPT_TEXT[status],
    execution: execution(arm, acceptance.confirmed),
    afterAction: afterAction(arm, acceptance.window),
    coverageLimitations: armLimitations(scan, 'after_accept'),
    termination: {
      kind: arm.observation.termination.kind,
      intentional: arm.observation.termination.intentional,
    },
  };
  if (acceptance.window && acceptance.hasActivity) {
    out.evidence = windowEvidence(
      acceptance.window,
      'after_accept',
      `${acceptance.window.requests.length} tracker requests and ${acceptance.window.cookies.length} tracking cookies after acceptance (score-neutral baseline).`,
      acceptance.confirmed,
    );
  }
  return out;
}
