/**
 * The findings stage in one call: coverage → checks → score. A failed scan runs no check and gets no
 * score (a failed scan is not a clean site, and missing data never becomes a finding).
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import { assessCoverage, EXPECTED_ARMS, type CoverageAssessment } from './coverage.ts';
import { FINDING_CHECKS, findingMeta } from './registry.ts';
import { scoreFindings, type ScoreResult } from './score.ts';
import type { FindingCheck, FindingDraft } from './types.ts';
import type { ArmName } from '../model/index.ts';

export interface ScanAssessment extends CoverageAssessment {
  findings: FindingDraft[];
  /** Null when the scan failed. */
  score: ScoreResult | null;
}

export function runChecks(
  scan: ClassifiedScan,
  checks: readonly FindingCheck[] = FINDING_CHECKS,
): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  for (const { meta, check } of checks) {
    const draft = check(scan);
    if (draft) drafts.push({ ...draft, id: meta.id });
  }
  return drafts;
}

export function scoreDrafts(
  drafts: readonly FindingDraft[],
  status: CoverageAssessment['status'],
): ScoreResult | null {
  return scoreFindings(
    drafts.map((draft) => {
      const meta = findingMeta(draft.id);
      if (!meta) throw new Error(`Unknown finding id "${draft.id}"`);
      return {
        criticality: meta.criticality,
        confidence: draft.confidence,
        scoreEffect: meta.scoreEffect,
      };
    }),
    status,
  );
}

export function assessScan(
  scan: ClassifiedScan,
  options: { expectedArms?: readonly ArmName[] } = {},
): ScanAssessment {
  const coverage = assessCoverage(scan, options.expectedArms ?? EXPECTED_ARMS);
  const findings = coverage.status === 'failed' ? [] : runChecks(scan);
  return { ...coverage, findings, score: scoreDrafts(findings, coverage.status) };
}
