import type { ArmName, CoverageLimitation, Observation } from '../model/index.ts';
import { navigationSucceeded, observationState } from '../findings/arm-status.ts';
import type { ConsentDetected } from '../observe/consent/types.ts';

/**
 * Which of a scan's page loads buy evidence. The before_consent arm runs first (with the GPC arm
 * beside it) and its consent detection decides the action arms:
 * - a banner → both action arms start at once, told the autoconsent rule that recognised it (they run
 *   only that rule) and, for a banner that showed late, how long to wait for it;
 * - no banner yet but evidence of one to come (a CMP script, a TCF stub, hidden consent markup) → both
 *   start at once and wait for the banner as long as before_consent does;
 * - only an opt-out control ("Do Not Sell or Share") → the Reject arm alone (there is nothing to accept);
 * - nothing yet → decided when the arm ends: a banner, CMP, consent API or opt-out control seen by then,
 *   or an observation that cannot establish absence (a limitation, a consent-layer error), runs them; a
 *   complete observation with no mechanism at all skips them, with the reason in coverage (never a
 *   finding); a page that did not load at all does not run them (they would wait out the same failure).
 */
export const ACTION_ARMS: readonly ArmName[] = ['after_reject', 'after_accept'];

/** The before_consent arm looks this long for a banner (a CMP that shows it after a timer). */
export const LEAD_CONSENT_WINDOW_MS = 11_000;
/** With evidence of a banner still to come, the before_consent arm waits this long after it. */
export const LEAD_LATE_BANNER_WAIT_MS = 6_500;
/** A banner that showed later than this in the before_consent arm is waited for in the action arms. */
const LATE_BANNER_MS = 4_000;
/** After a late banner appears: time to recognise it, read it and act on it. */
const LATE_BANNER_ACTION_MS = 5_000;

export interface ActionArmsPlan {
  run: ArmName[];
  skipped: { arm: ArmName; reason: string }[];
  /** The autoconsent rule that recognised the banner, for the action arms. */
  consentRule?: string;
  /** How long the action arms' consent layer looks and acts (a late banner). */
  consentWindowMs?: number;
  /** How long the action arms' detection waits after evidence of a late banner. */
  lateBannerWaitMs?: number;
}

const NOT_NEEDED =
  'no consent banner, consent platform, consent API or opt-out control was found before consent (including a wait for a late banner), so there was nothing to click';

/** The plan as soon as detection answered in the before_consent arm; null = decide when the arm ends. */
export function planFromDetection(
  detected: ConsentDetected,
  wanted: readonly ArmName[],
): ActionArmsPlan | null {
  const arms = wanted.filter((arm) => ACTION_ARMS.includes(arm));
  if (detected.popupShown) {
    const plan: ActionArmsPlan = { run: arms, skipped: [] };
    if (detected.autoconsentRule) plan.consentRule = detected.autoconsentRule;
    if (detected.atMs > LATE_BANNER_MS)
      plan.consentWindowMs = Math.round(detected.atMs + LATE_BANNER_ACTION_MS);
    return plan;
  }
  // Evidence of a banner still to come: the action arms start now and wait for it as long as this arm does.
  if (detected.pending)
    return {
      run: arms,
      skipped: [],
      consentWindowMs: LEAD_CONSENT_WINDOW_MS,
      lateBannerWaitMs: LEAD_LATE_BANNER_WAIT_MS,
    };
  if (detected.optOutControl) return optOutOnly(arms);
  return null;
}

function optOutOnly(arms: ArmName[]): ActionArmsPlan {
  return {
    run: arms.filter((arm) => arm === 'after_reject'),
    skipped: arms
      .filter((arm) => arm !== 'after_reject')
      .map((arm) => ({
        arm,
        reason:
          'the page offered an opt-out control but no consent banner, so there was nothing to accept',
      })),
  };
}

/**
 * The plan when the before_consent arm ended without an early answer. Absence is concluded only from a
 * complete observation: an arm that failed, was cut short or could not inspect the banner (a closed
 * shadow root, a failed consent layer) runs the action arms as before.
 */
export function planFromObservation(
  observation: Observation | null,
  wanted: readonly ArmName[],
): ActionArmsPlan {
  const arms = wanted.filter((arm) => ACTION_ARMS.includes(arm));
  const run: ActionArmsPlan = { run: arms, skipped: [] };
  // The page did not load before consent: the action arms would wait out the same failure (they stay
  // absent, as arms that did not run; the scan's retry tries them all again).
  if (!observation || !navigationSucceeded(observation)) return { run: [], skipped: [] };
  if (observationState(observation) !== 'complete') return run;
  if (observation.errors.some((error) => error.stage === 'consent')) return run;
  const { consent } = observation;
  if (
    consent.popupShown ||
    consent.cmp.name !== null ||
    consent.cmp.detectedBy !== 'none' ||
    consent.tcf.present
  )
    return run;
  if (consent.optOutControl !== undefined) return optOutOnly(arms);
  return { run: [], skipped: arms.map((arm) => ({ arm, reason: NOT_NEEDED })) };
}

/** The coverage note of an arm the plan skipped (informational: the scan stays complete). */
export function skippedArmLimitation(arm: ArmName, reason: string): CoverageLimitation {
  const label = arm === 'after_reject' ? 'after-Reject' : 'after-Accept';
  return { code: 'arm_not_needed', arm, summary: `The ${label} arm was not run: ${reason}.` };
}
