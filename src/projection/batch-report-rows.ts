/**
 * The per-site view of a batch (pure): what the HTML report (and the diff's renderers) show for one
 * scan — its outcome, score, finding counts and the vendors seen before consent — and the default
 * "worst first" order. A failed scan has no score, no counts and no vendors (unknown, never zero); a
 * completed_limited scan keeps its numbers but is marked as incomplete evidence.
 */
import { isTrackingPurpose } from '../classify/host-classification.ts';
import type { Criticality, PreConsentTable, RiskLevel, Scan } from '../model/index.ts';

export interface BatchReportEntry {
  scan: Scan;
  preConsentTable: PreConsentTable | null;
}

/** How a scan ended, as a reader needs it: observed fully, observed in part, not observed, or still open. */
export type SiteOutcome = 'completed' | 'limited' | 'failed' | 'other';

export interface SiteRow {
  domain: string;
  url: string;
  scanId: string;
  outcome: SiteOutcome;
  /** Null for failed (and unfinished) scans: no score is not a good score. */
  score: number | null;
  riskLevel: RiskLevel | null;
  /** Null when the scan failed (unknown, not zero). */
  counts: Record<Criticality, number> | null;
  /** Distinct classified vendors of the pre-consent table needing review (see vendorsOf); null without a table. */
  vendorsBeforeConsent: string[] | null;
  /** Tracker hosts (tracking purposes only, as the findings count them) and cookies before consent; null without a table. */
  trackersBeforeConsent: number | null;
  cookiesBeforeConsent: number | null;
}

export function outcomeOf(scan: Scan): SiteOutcome {
  if (
    scan.status === 'failed' ||
    scan.status === 'throttled' ||
    scan.status === 'rate_limited' ||
    scan.status === 'expired' ||
    scan.status === 'not_found'
  )
    return 'failed';
  if (
    scan.status === 'completed_limited' ||
    (scan.status === 'completed' && scan.coverage?.status === 'partial')
  )
    return 'limited';
  if (scan.status === 'completed') return 'completed';
  return 'other';
}

/**
 * Distinct vendors of a pre-consent table that need review: trackers and cookies of high or medium
 * priority (a strictly necessary, consent, security or functional cookie's vendor is not listed),
 * trackers first, in table order (highest priority first).
 */
export function vendorsOf(table: PreConsentTable): string[] {
  const vendors = new Set<string>();
  for (const kind of ['tracker', 'cookie'] as const) {
    for (const row of table.rows)
      if (row.kind === kind && row.vendor && row.priority !== 'low') vendors.add(row.vendor);
  }
  return [...vendors];
}

export function siteRow(entry: BatchReportEntry): SiteRow {
  const { scan, preConsentTable } = entry;
  const outcome = outcomeOf(scan);
  const scored = outcome === 'completed' || outcome === 'limited';
  let counts: SiteRow['counts'] = null;
  if (scored) {
    counts = { high: 0, medium: 0, low: 0, info: 0 };
    for (const finding of scan.findings ?? []) counts[finding.criticality] += 1;
  }
  return {
    domain: scan.domain,
    url: scan.url,
    scanId: scan.scanId,
    outcome,
    score: scored && typeof scan.score === 'number' ? scan.score : null,
    riskLevel: scored ? (scan.riskLevel ?? null) : null,
    counts,
    vendorsBeforeConsent: scored && preConsentTable ? vendorsOf(preConsentTable) : null,
    // Tracker hosts as the findings count them: a tag manager or an embed alone is not a tracker.
    trackersBeforeConsent:
      scored && preConsentTable
        ? preConsentTable.rows.filter(
            (row) => row.kind === 'tracker' && isTrackingPurpose(row.purpose),
          ).length
        : null,
    cookiesBeforeConsent: scored && preConsentTable ? preConsentTable.summary.cookieCount : null,
  };
}

export const RISK_RANK: Readonly<Record<RiskLevel, number>> = {
  high: 0,
  review_recommended: 1,
  low: 2,
};
export const OUTCOME_RANK: Readonly<Record<SiteOutcome, number>> = {
  failed: 0,
  other: 1,
  limited: 2,
  completed: 3,
};

/**
 * Worst first: scored sites by score (lowest first), then more high findings, then domain; sites
 * without a score (failed, unfinished) after them — they are listed, never ranked as clean.
 */
export function compareWorstFirst(a: SiteRow, b: SiteRow): number {
  if (a.score === null || b.score === null) {
    if (a.score !== b.score) return a.score === null ? 1 : -1;
  } else if (a.score !== b.score) {
    return a.score - b.score;
  }
  return (
    (b.counts?.high ?? 0) - (a.counts?.high ?? 0) ||
    (b.counts?.medium ?? 0) - (a.counts?.medium ?? 0) ||
    a.domain.localeCompare(b.domain) ||
    a.url.localeCompare(b.url)
  );
}

export interface BatchTotals {
  sites: number;
  completed: number;
  limited: number;
  failed: number;
  other: number;
  highRisk: number;
  reviewRecommended: number;
  lowRisk: number;
  highFindings: number;
  mediumFindings: number;
  /** Sites whose pre-consent table has at least one tracker row. */
  sitesWithTrackersBeforeConsent: number;
  /** Scored sites only; null when none was scored. */
  medianScore: number | null;
}

export function totalsOf(rows: readonly SiteRow[]): BatchTotals {
  const totals: BatchTotals = {
    sites: rows.length,
    completed: 0,
    limited: 0,
    failed: 0,
    other: 0,
    highRisk: 0,
    reviewRecommended: 0,
    lowRisk: 0,
    highFindings: 0,
    mediumFindings: 0,
    sitesWithTrackersBeforeConsent: 0,
    medianScore: null,
  };
  const scores: number[] = [];
  for (const row of rows) {
    totals[row.outcome] += 1;
    if (row.riskLevel === 'high') totals.highRisk += 1;
    else if (row.riskLevel === 'review_recommended') totals.reviewRecommended += 1;
    else if (row.riskLevel === 'low') totals.lowRisk += 1;
    totals.highFindings += row.counts?.high ?? 0;
    totals.mediumFindings += row.counts?.medium ?? 0;
    if ((row.trackersBeforeConsent ?? 0) > 0) totals.sitesWithTrackersBeforeConsent += 1;
    if (row.score !== null) scores.push(row.score);
  }
  if (scores.length) {
    scores.sort((a, b) => a - b);
    const mid = Math.floor(scores.length / 2);
    totals.medianScore =
      scores.length % 2 ? scores[mid]! : Math.round((scores[mid - 1]! + scores[mid]!) / 2);
  }
  return totals;
}

/** How many sites had each vendor before consent, most widespread first. */
export function vendorPrevalence(
  entries: readonly BatchReportEntry[],
): { vendor: string; sites: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.preConsentTable || outcomeOf(entry.scan) === 'failed') continue;
    for (const vendor of vendorsOf(entry.preConsentTable))
      counts.set(vendor, (counts.get(vendor) ?? 0) + 1);
  }
  return [...counts]
    .map(([vendor, sites]) => ({ vendor, sites }))
    .sort((a, b) => b.sites - a.sites || a.vendor.localeCompare(b.vendor));
}
