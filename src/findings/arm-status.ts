/**
 * How far an arm's evidence can be trusted. Checks never guess from missing data:
 *
 * - `missing`   — the arm did not run: no finding from it (the coverage limitation speaks).
 * - `invalid`   — what the arm saw is not the page (navigation failed, HTTP error, bot wall, captcha,
 *                 arm error): no finding from it, not even positive evidence.
 * - `bounded`   — the arm saw the page but did not finish (budget before quiet, caps, egress denials,
 *                 consent APIs silent …). Positive evidence stays true (a tracker contacted at 300 ms
 *                 was contacted); absence-based checks ("no banner", "not registered") need `complete`.
 * - `complete`  — the arm did its job.
 */
import type { ClassifiedArm, ClassifiedScan } from '../classify/classified.ts';
import type { ArmName, CoverageLimitationCode, Observation } from '../model/index.ts';

export type ArmState = 'missing' | 'invalid' | 'bounded' | 'complete';

/** Limitations after which the arm's observations are not the page's. */
export const INVALIDATING_LIMITATIONS: ReadonlySet<CoverageLimitationCode> = new Set([
  'bot_wall_detected',
  'captcha_detected',
  'navigation_failed',
]);

/** Limitations that name something unmeasured without bounding the findings (listed, not limiting). */
export const INFORMATIONAL_LIMITATIONS: ReadonlySet<CoverageLimitationCode> = new Set([
  'screenshot_unavailable',
  'persistence_not_measured',
  'storage_snapshot_unavailable',
  'arm_not_needed',
  'slow_response',
  'page_view_limited',
  'crawl_limited',
  'form_destination_not_declared',
]);

/** The page's main document was loaded and answered without an HTTP error. */
export function navigationSucceeded(observation: Observation): boolean {
  const kind = observation.termination.kind;
  if (kind === 'navigation_failed' || kind === 'not_run') return false;
  if (observation.finalUrl === null) return false;
  const status = observation.mainDocumentStatus;
  if (status === null) return false;
  return status === undefined || status < 400;
}

export function observationState(observation: Observation): Exclude<ArmState, 'missing'> {
  if (!navigationSucceeded(observation) || observation.termination.kind === 'arm_error')
    return 'invalid';
  const codes = observation.coverageLimitations.map((limitation) => limitation.code);
  if (codes.some((code) => INVALIDATING_LIMITATIONS.has(code))) return 'invalid';
  if (observation.termination.kind === 'budget_exhausted') return 'bounded';
  if (observation.droppedRequestCount > 0) return 'bounded';
  if (observation.consent.action.clickStatus === 'click_failed') return 'bounded';
  if (codes.some((code) => !INFORMATIONAL_LIMITATIONS.has(code))) return 'bounded';
  return 'complete';
}

export function armState(scan: ClassifiedScan, name: ArmName): ArmState {
  const arm = scan.arms[name];
  return arm ? observationState(arm.observation) : 'missing';
}

/** The arm when its positive evidence can be used (complete or bounded), else null. */
export function usableArm(scan: ClassifiedScan, name: ArmName): ClassifiedArm | null {
  const state = armState(scan, name);
  return state === 'complete' || state === 'bounded' ? (scan.arms[name] ?? null) : null;
}

/** The arm only when it is complete: for checks that conclude from absence. */
export function completeArm(scan: ClassifiedScan, name: ArmName): ClassifiedArm | null {
  return armState(scan, name) === 'complete' ? (scan.arms[name] ?? null) : null;
}

/** The consent click's time (ms since navigation start), when retained. */
export function clickTimeMs(arm: ClassifiedArm): number | undefined {
  return arm.observation.timings.consentActionMs;
}

/**
 * The consent state at the time of the evidence is known: a CMP or banner was detected, or the
 * detector answered "none" in an arm that ran to completion (an answer, not a timeout).
 */
export function consentStateKnown(arm: ClassifiedArm): boolean {
  const consent = arm.observation.consent;
  if (consent.popupShown || consent.cmp.detectedBy !== 'none') return true;
  return observationState(arm.observation) === 'complete';
}
