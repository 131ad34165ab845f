/**
 * Score and risk level from findings (pure).
 *
 * Score (0–100, integer; only for completed and completed_limited scans — a failed scan has none):
 *
 *   score = max(0, round(100 − Σ deduction(criticality) × weight(confidence)))
 *
 *   deduction:  high 25 · medium 12 · low 5 · info 0
 *   weight:     strong 1.0 · moderate 0.75 · weak 0.5
 *
 *   Findings with scoreEffect `none` (informational, GPC) deduct nothing, whatever their criticality.
 *
 * Risk level:
 *   high                — any deducting high-criticality finding, or score < 40;
 *   review_recommended  — any deducting medium finding, or score < 80, or the scan is completed_limited
 *                         (incomplete evidence must never look clean);
 *   low                 — otherwise (only low/info findings and score ≥ 80 on a complete scan).
 */
import type { Confidence, Criticality, RiskLevel } from '../model/index.ts';
import type { ScanOutcome } from './coverage.ts';

export const DEDUCTION: Readonly<Record<Criticality, number>> = {
  high: 25,
  medium: 12,
  low: 5,
  info: 0,
};
export const CONFIDENCE_WEIGHT: Readonly<Record<Confidence, number>> = {
  strong: 1,
  moderate: 0.75,
  weak: 0.5,
};
export const HIGH_RISK_BELOW = 40;
export const REVIEW_BELOW = 80;

export interface ScorableFinding {
  criticality: Criticality;
  confidence: Confidence;
  scoreEffect: 'deduction' | 'none';
}

export interface ScoreResult {
  score: number;
  riskLevel: RiskLevel;
}

export function deductionOf(finding: ScorableFinding): number {
  if (finding.scoreEffect === 'none') return 0;
  return DEDUCTION[finding.criticality] * CONFIDENCE_WEIGHT[finding.confidence];
}

/** Null for a failed scan: no score, no risk level. */
export function scoreFindings(
  findings: readonly ScorableFinding[],
  status: ScanOutcome,
): ScoreResult | null {
  if (status === 'failed') return null;
  const total = findings.reduce((sum, finding) => sum + deductionOf(finding), 0);
  const score = Math.max(0, Math.round(100 - total));
  const deducting = findings.filter((finding) => finding.scoreEffect === 'deduction');
  let riskLevel: RiskLevel = 'low';
  if (deducting.some((finding) => finding.criticality === 'high') || score < HIGH_RISK_BELOW)
    riskLevel = 'high';
  else if (deducting.some((finding) => finding.criticality === 'medium') || score < REVIEW_BELOW)
    riskLevel = 'review_recommended';
  if (status === 'completed_limited' && riskLevel === 'low') riskLevel = 'review_recommended';
  return { score, riskLevel };
}
