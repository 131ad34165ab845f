/**
 * refusal_not_registered — the Reject click completed but the site did not register the refusal:
 * either no verification method confirmed it (needs a complete arm and no consent state written by the
 * click that no reader decodes: concluding from absence), or the stored state read after the click says
 * consent / not opted out (positive evidence).
 * Anchors: timing (click time retained), vendor (the CMP is identified), consent context (the stored
 * consent state was readable: TCF/GPP/USP answered or a contradiction was read).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { pageFields, pageRefOf } from '../../classify/page-ref.ts';
import { clickTimeMs } from '../arm-status.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { evaluateRefusal, refusalWording } from '../refusal.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { cmpName } from '../../shared/cmp-name.ts';

export const meta: FindingMeta = {
  id: 'refusal_not_registered',
  label: 'Refusal not registered',
  criticality: 'medium',
  scoreEffect: 'deduction',
  reviewLenses: ['consent'],
  nextStep:
    "Click Reject in a clean browser and inspect the CMP's stored state (consent cookie, TC string, GPP/USP); check that the choice is saved and honoured.",
  plainEnglish: 'The visitor {choice}{cmp}, but {reason}.',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const refusal = evaluateRefusal(scan);
  if (!refusal.clicked || !refusal.arm || refusal.confirmed) return null;
  const contradicted = refusal.contradictions.length > 0;
  const observation = refusal.arm.observation;
  const { cmp, tcf, gpp, usp, decision, action } = observation.consent;
  // "Not confirmed" alone concludes from absence: only in an arm that ran to completion, and not when
  // the click wrote consent state no reader decodes (stored; what it says is unknown).
  if (
    !contradicted &&
    (refusal.state !== 'complete' || decision.unconfirmedBecause === 'stored_state_unread')
  )
    return null;
  const anchors = {
    hasTimingAnchor: clickTimeMs(refusal.arm) !== undefined,
    hasVendorAnchor: cmp.name !== null,
    hasConsentContext: contradicted || tcf.present || gpp.present || usp.present,
  };
  const reason = contradicted
    ? `after the click ${refusal.contradictions.join(' and ')}`
    : decision.unconfirmedBecause === 'banner_shown_again'
      ? 'the consent banner was shown again after the click'
      : `no stored consent state confirmed the refusal (${decision.kind === 'refusal' ? 'verification found nothing' : 'no refusal decision was recorded'})`;
  const host = scan.siteHost || new URL(observation.url).hostname;
  const named = cmpName(cmp);
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `Reject clicked (${action.layer ?? 'unknown'} layer); ${contradicted ? 'stored state contradicts the refusal' : 'registration unconfirmed'}.`,
      phase: 'after_reject',
      examples: [
        {
          type: 'signal',
          vendor: named,
          urlHost: host,
          phase: 'after_reject',
          name: 'refusal_registration',
          ...pageFields(pageRefOf(observation, action.pageView)),
        },
      ],
      ...anchors,
    },
    facts: {
      choice: refusalWording(action),
      cmp: named ? ` in the ${named} banner` : '',
      reason,
    },
    subjects: { vendors: named ? [named] : [], hosts: [host] },
  };
}
