/**
 * The headline of a run of several pages (the Action's outputs, the PR comment's first line): the
 * lowest page score, the worst risk level and finding counts. Failed pages have no score and never
 * count as clean: they are counted apart and `riskLevel` stays null when nothing was observed.
 */
import type { Criticality, RiskLevel, Scan } from '../model/index.ts';
import { outcomeOf } from './batch-report-rows.ts';

export interface RunTotals {
  pages: number;
  completed: number;
  limited: number;
  failed: number;
  /** The lowest score of the pages that have one; null when none has. */
  score: number | null;
  /** The worst risk level of the pages that have one; null when none has. */
  riskLevel: RiskLevel | null;
  findings: Record<Criticality, number> & { total: number };
}

const RISK_RANK: Record<RiskLevel, number> = { high: 0, review_recommended: 1, low: 2 };

export function worstRisk(levels: readonly (RiskLevel | null | undefined)[]): RiskLevel | null {
  let worst: RiskLevel | null = null;
  for (const level of levels)
    if (level && (worst === null || RISK_RANK[level] < RISK_RANK[worst])) worst = level;
  return worst;
}

export function runTotals(scans: readonly Scan[]): RunTotals {
  const findings = { high: 0, medium: 0, low: 0, info: 0, total: 0 };
  let score: number | null = null;
  let completed = 0;
  let limited = 0;
  let failed = 0;
  for (const scan of scans) {
    const outcome = outcomeOf(scan);
    if (outcome === 'completed') completed++;
    else if (outcome === 'limited') limited++;
    else failed++;
    if (typeof scan.score === 'number')
      score = score === null ? scan.score : Math.min(score, scan.score);
    for (const finding of scan.findings ?? []) {
      findings[finding.criticality]++;
      findings.total++;
    }
  }
  return {
    pages: scans.length,
    completed,
    limited,
    failed,
    score,
    riskLevel: worstRisk(scans.map((scan) => scan.riskLevel)),
    findings,
  };
}
