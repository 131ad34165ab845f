/**
 * The summary of a batch (summary.json, summary.md, report.html): totals, every site worst first,
 * failures with reasons, and the input lines that could not be used. Pure: built from one small
 * per-site record per scan (never from whole Scan resources kept in memory), so a batch of any
 * length keeps only these records.
 */
import {
  DISCLAIMER,
  type Criticality,
  type PreConsentTable,
  type RiskLevel,
  type Scan,
  type ScanFailureCode,
  type ScanStatus,
} from '../model/index.ts';

export type CriticalityCounts = Record<Criticality, number>;

/** One scanned site, as the summary and the report list it. */
export interface BatchSiteSummary {
  domain: string;
  url: string;
  scanId: string;
  /** Line of the input list that named the site (null when it came from an earlier run's list only). */
  line: number | null;
  status: ScanStatus;
  score: number | null;
  riskLevel: RiskLevel | null;
  coverageStatus: string | null;
  findingCount: number;
  findings: CriticalityCounts;
  findingIds: string[];
  /** Pre-consent tracker hosts, cookies and distinct vendors (null for a failed scan). */
  preConsent: { trackerCount: number; cookieCount: number; vendors: string[] } | null;
  failure: { code: ScanFailureCode; summary: string } | null;
  completedAt: string | null;
  /** Evidence folder under the output directory (with --evidence). */
  evidenceDir?: string;
}

/** An input line that was not scanned, and why. */
export interface BatchUnusableLine {
  line: number;
  text: string;
  reason: string;
}

/** An input line naming a page already named on an earlier line (scanned once). */
export interface BatchDuplicateLine {
  line: number;
  url: string;
  firstLine: number;
}

export interface BatchSummary {
  type: 'consentry_batch_summary';
  generatedAt: string;
  /** `interrupted`: stopped by a signal before every target was scanned (re-run with the same --out to finish). */
  status: 'complete' | 'interrupted';
  input: { source: string; targets: number; duplicates: number; unusable: number };
  totals: {
    targets: number;
    scanned: number;
    completed: number;
    completedLimited: number;
    failed: number;
    /** Targets of the list not scanned yet (interrupted batches). */
    pending: number;
    sitesWithFindings: number;
    findings: CriticalityCounts & { total: number };
    /** Mean score of the scans that have one; null when none has. */
    averageScore: number | null;
    riskLevels: Record<RiskLevel, number>;
  };
  /** Every scanned site, worst first: lowest score, most high findings; failed scans last. */
  sites: BatchSiteSummary[];
  failures: {
    domain: string;
    url: string;
    scanId: string;
    line: number | null;
    code: ScanFailureCode;
    summary: string;
  }[];
  unusableLines: BatchUnusableLine[];
  duplicateLines: BatchDuplicateLine[];
  /** Targets not scanned (interrupted); empty when complete. */
  pendingUrls: string[];
  disclaimer: string;
}

const CRITICALITIES: readonly Criticality[] = ['high', 'medium', 'low', 'info'];

const zeroCounts = (): CriticalityCounts => ({ high: 0, medium: 0, low: 0, info: 0 });

/** Tracker hosts, cookies and distinct vendors of a pre-consent table. */
export function preConsentSummary(
  table: PreConsentTable,
): NonNullable<BatchSiteSummary['preConsent']> {
  const vendors = [
    ...new Set(table.rows.map((row) => row.vendor).filter((vendor): vendor is string => !!vendor)),
  ].sort();
  return {
    trackerCount: table.summary.trackerCount,
    cookieCount: table.summary.cookieCount,
    vendors,
  };
}

/** The small record the summary keeps of one scan. */
export function summarizeSite(
  scan: Scan,
  table: PreConsentTable | null,
  line: number | null = null,
): BatchSiteSummary {
  const findings = zeroCounts();
  for (const finding of scan.findings ?? []) findings[finding.criticality]++;
  return {
    domain: scan.domain,
    url: scan.url,
    scanId: scan.scanId,
    line,
    status: scan.status,
    score: scan.score ?? null,
    riskLevel: scan.riskLevel ?? null,
    coverageStatus: scan.coverage?.status ?? null,
    findingCount: scan.findings?.length ?? 0,
    findings,
    findingIds: (scan.findings ?? []).map((finding) => finding.id),
    preConsent: table ? preConsentSummary(table) : null,
    failure: scan.failure ? { code: scan.failure.code, summary: scan.failure.summary } : null,
    completedAt: scan.completedAt ?? null,
  };
}

/** Worst first: completed scans by score (lowest first), then more high/medium findings, then domain; failed scans last. */
export function compareSitesWorstFirst(a: BatchSiteSummary, b: BatchSiteSummary): number {
  const failedA = a.status === 'failed' ? 1 : 0;
  const failedB = b.status === 'failed' ? 1 : 0;
  if (failedA !== failedB) return failedA - failedB;
  const scoreA = a.score ?? 101;
  const scoreB = b.score ?? 101;
  if (scoreA !== scoreB) return scoreA - scoreB;
  for (const level of CRITICALITIES)
    if (a.findings[level] !== b.findings[level]) return b.findings[level] - a.findings[level];
  return a.domain.localeCompare(b.domain) || a.url.localeCompare(b.url);
}

export interface SummarizeBatchInput {
  source: string;
  sites: readonly BatchSiteSummary[];
  targetCount: number;
  pendingUrls: readonly string[];
  unusableLines: readonly BatchUnusableLine[];
  duplicateLines: readonly BatchDuplicateLine[];
  interrupted: boolean;
  generatedAt?: string;
}

export function summarizeBatch(input: SummarizeBatchInput): BatchSummary {
  const sites = [...input.sites].sort(compareSitesWorstFirst);
  const findings = { ...zeroCounts(), total: 0 };
  const riskLevels: Record<RiskLevel, number> = { high: 0, review_recommended: 0, low: 0 };
  let scoreSum = 0;
  let scored = 0;
  for (const site of sites) {
    for (const level of CRITICALITIES) findings[level] += site.findings[level];
    findings.total += site.findingCount;
    if (site.riskLevel) riskLevels[site.riskLevel]++;
    if (site.score !== null) {
      scoreSum += site.score;
      scored++;
    }
  }
  const failed = sites.filter((site) => site.status === 'failed');
  return {
    type: 'consentry_batch_summary',
    generatedAt: input.generatedAt ?? new Date().toISOString(),
    status: input.interrupted && input.pendingUrls.length > 0 ? 'interrupted' : 'complete',
    input: {
      source: input.source,
      targets: input.targetCount,
      duplicates: input.duplicateLines.length,
      unusable: input.unusableLines.length,
    },
    totals: {
      targets: input.targetCount,
      scanned: sites.length,
      completed: sites.filter((site) => site.status === 'completed').length,
      completedLimited: sites.filter((site) => site.status === 'completed_limited').length,
      failed: failed.length,
      pending: input.pendingUrls.length,
      sitesWithFindings: sites.filter((site) => site.findingCount > 0).length,
      findings,
      averageScore: scored ? Math.round((scoreSum / scored) * 10) / 10 : null,
      riskLevels,
    },
    sites,
    failures: failed.map((site) => ({
      domain: site.domain,
      url: site.url,
      scanId: site.scanId,
      line: site.line,
      code: site.failure?.code ?? 'internal_error',
      summary: site.failure?.summary ?? 'The scan failed.',
    })),
    unusableLines: [...input.unusableLines],
    duplicateLines: [...input.duplicateLines],
    pendingUrls: [...input.pendingUrls],
    disclaimer: DISCLAIMER,
  };
}
