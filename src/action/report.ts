/**
 * After the scans: the run's output directory read back (validated), compared with the baseline
 * folder when one is given, and turned into the PR comment, the SARIF log and the headline numbers.
 */
import {
  BatchDirError,
  diffScans,
  projectSarif,
  readBatchDir,
  renderPrComment,
  runTotals,
  siteKey,
  type BatchDiff,
  type PreConsentTable,
  type RunTotals,
  type Scan,
} from '../internal.ts';
import type { ScanTargets } from './targets.ts';

export interface RunReport {
  scans: Scan[];
  tables: PreConsentTable[];
  diff: BatchDiff | null;
  baselineProblem: string | null;
  comment: string;
  sarif: Record<string, unknown>;
  totals: RunTotals;
  /** Findings and pre-consent items that are new against the baseline (0 without one). */
  newFindings: number;
  newBeforeConsent: number;
  /** What reading the output folder noticed (a torn last line of an interrupted run). */
  warnings: string[];
}

export interface ReportOptions {
  outDir: string;
  baseline: string | null;
  targets: ScanTargets;
  runUrl: string | null;
  toolVersion: string;
}

export async function buildReport(options: ReportOptions): Promise<RunReport> {
  const current = await readBatchDir(options.outDir);
  // In the order of the input lines (scans.jsonl is in completion order).
  const order = new Map([...options.targets.anchors.keys()].map((key, i) => [key, i]));
  const scans = [...current.scans].sort(
    (a, b) => (order.get(a.url) ?? order.size) - (order.get(b.url) ?? order.size),
  );
  const tables = [...current.preConsentTables];
  let diff: BatchDiff | null = null;
  let baselineProblem: string | null = null;
  if (options.baseline) {
    try {
      diff = diffScans(await readBatchDir(options.baseline), current);
    } catch (error) {
      if (!(error instanceof BatchDirError)) throw error;
      baselineProblem = error.message;
    }
  }
  const compared = diff?.sites ?? [];
  const added = new Set((diff?.added ?? []).map((site) => site.key));
  const addedScans = scans.filter((scan) => added.has(siteKey(scan)));
  const tableOf = new Map(tables.map((table) => [table.scanId, table]));
  const newFindings =
    compared.reduce((n, site) => n + site.findings.new.length, 0) +
    addedScans.reduce((n, scan) => n + (scan.findings?.length ?? 0), 0);
  const newBeforeConsent =
    compared.reduce(
      (n, site) => n + site.preConsent.newTrackers.length + site.preConsent.newCookies.length,
      0,
    ) + addedScans.reduce((n, scan) => n + (tableOf.get(scan.scanId)?.rows.length ?? 0), 0);
  return {
    scans,
    tables,
    diff,
    baselineProblem,
    comment: renderPrComment({
      scans,
      preConsentTables: tables,
      diff,
      baselineProblem,
      runUrl: options.runUrl,
    }),
    sarif: projectSarif({
      scans,
      anchors: options.targets.anchors,
      fallback: options.targets.fallback,
      toolVersion: options.toolVersion,
    }),
    totals: runTotals(scans),
    newFindings: diff ? newFindings : 0,
    newBeforeConsent: diff ? newBeforeConsent : 0,
    warnings: current.warnings,
  };
}
