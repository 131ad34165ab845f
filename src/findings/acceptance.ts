/**
 * The acceptance path of the after_accept arm: a score-neutral baseline. Nothing here ever feeds a
 * negative finding; it only describes the typed postAcceptObservation.
 */
import type { ClassifiedArm, ClassifiedScan } from '../classify/classified.ts';
import type { AcceptVerdict } from '../model/index.ts';
import { armState, type ArmState } from './arm-status.ts';
import { afterClick, type ActionWindow } from './refusal.ts';

export interface AcceptanceEvaluation {
  state: ArmState;
  arm: ClassifiedArm | null;
  clicked: boolean;
  confirmed: boolean;
  window: ActionWindow | null;
  hasActivity: boolean;
  verdict: AcceptVerdict;
}

export function evaluateAcceptance(scan: ClassifiedScan): AcceptanceEvaluation {
  const state = armState(scan, 'after_accept');
  const arm = scan.arms.after_accept ?? null;
  const usable = arm !== null && (state === 'complete' || state === 'bounded');
  const action = arm?.observation.consent.action;
  const clicked = usable && action?.kind === 'accept' && action.clickStatus === 'clicked';
  if (!clicked || !arm) {
    return {
      state,
      arm,
      clicked: false,
      confirmed: false,
      window: null,
      hasActivity: false,
      verdict: 'not_evaluated',
    };
  }
  const decision = arm.observation.consent.decision;
  const confirmed = decision.kind === 'acceptance' && decision.registration === 'confirmed';
  const window = afterClick(arm, 'after_accept');
  const hasActivity = window.requests.length > 0 || window.cookies.length > 0;
  const verdict: AcceptVerdict = !confirmed
    ? 'acceptance_not_confirmed'
    : hasActivity
      ? 'eligible_nonessential_activity_observed_after_confirmed_acceptance'
      : 'no_eligible_nonessential_activity_after_confirmed_acceptance';
  return { state, arm, clicked, confirmed, window, hasActivity, verdict };
}
