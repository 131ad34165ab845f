/**
 * Diff of two batch runs (pure): per site — keyed by domain + url — what changed between the old and
 * the new run: pre-consent trackers (by vendor and host) and cookies (by name and host) that are new or
 * no longer seen, findings (by id) that are new or resolved, the score delta and a status change; plus
 * sites added to or removed from the list.
 *
 * Failed and limited scans are never read as clean: when either side failed there is nothing to compare
 * (its missing trackers and findings are unknown, not gone), so the site carries a status change or a
 * "not comparable" note instead of item changes; when either side had limited coverage, items that are
 * no longer seen are flagged as unconfirmed. Vendor names of both runs go through the one vocabulary,
 * so a vendor renamed since the old run (e.g. `Microsoft` → `Microsoft Advertising`) is not "new".
 */
import { vendorNameOf } from '../catalog/vendor-names.ts';
import {
  DISCLAIMER,
  type Criticality,
  type Finding,
  type PreConsentRow,
  type PreConsentTable,
  type Purpose,
  type ReviewPriority,
  type RiskLevel,
  type Scan,
  type ScanFailureCode,
  type ScanStatus,
} from '../model/index.ts';
import { outcomeOf, type SiteOutcome } from './batch-report-rows.ts';

/** The two resources of a batch directory the diff reads (scans.jsonl and pre-consent.jsonl). */
export interface DirData {
  /** Shown in the rendered diff, e.g. the directory path. */
  label?: string;
  scans: readonly Scan[];
  preConsentTables: readonly PreConsentTable[];
}

export interface SiteState {
  scanId: string;
  status: ScanStatus;
  outcome: SiteOutcome;
  score: number | null;
  riskLevel: RiskLevel | null;
  coverageStatus: string | null;
  failure: { code: ScanFailureCode; summary: string } | null;
  completedAt: string | null;
}

export interface TrackerItem {
  vendor: string | null;
  host: string;
  purpose: Purpose;
  priority: ReviewPriority;
}

export interface CookieItem {
  name: string;
  host: string;
  vendor: string | null;
  purpose: Purpose;
  priority: ReviewPriority;
  party: PreConsentRow['party'];
}

export interface FindingItem {
  id: string;
  label: string;
  criticality: Criticality;
  confidence: Finding['confidence'];
  summary: string;
  vendors: string[];
}

/**
 * - `changed`: something differs (items, score, status).
 * - `unchanged`: both scans observed the page and nothing differs.
 * - `not_comparable`: at least one side was not observed (failed) — nothing is concluded.
 */
export type SiteDiffKind = 'changed' | 'unchanged' | 'not_comparable';

export interface SiteDiff {
  key: string;
  domain: string;
  url: string;
  kind: SiteDiffKind;
  old: SiteState;
  new: SiteState;
  statusChange: { from: ScanStatus; to: ScanStatus } | null;
  /** new − old; null unless both scans have a score. */
  scoreDelta: number | null;
  riskChange: { from: RiskLevel | null; to: RiskLevel | null } | null;
  preConsent: {
    /** Vendors (of tracker or cookie rows) seen before consent now and not before. */
    newVendors: string[];
    removedVendors: string[];
    newTrackers: TrackerItem[];
    removedTrackers: TrackerItem[];
    newCookies: CookieItem[];
    removedCookies: CookieItem[];
  };
  findings: { new: FindingItem[]; resolved: FindingItem[] };
  /** Items no longer seen are unconfirmed: one side had limited coverage. */
  removalsUnconfirmed: boolean;
  /** Why the diff of this site is limited (failed or limited scans), in plain words. */
  caveats: string[];
}

export interface SiteRef {
  key: string;
  domain: string;
  url: string;
  state: SiteState;
}

export interface BatchDiff {
  type: 'consentry_batch_diff';
  old: { label: string | null; sites: number };
  new: { label: string | null; sites: number };
  totals: {
    compared: number;
    changed: number;
    unchanged: number;
    notComparable: number;
    added: number;
    removed: number;
    /** Sites with at least one new vendor, tracker or cookie before consent. */
    sitesWithNewBeforeConsent: number;
    newFindings: number;
    resolvedFindings: number;
    /** Sites that failed in the new run and did not fail in the old one. */
    nowFailing: number;
  };
  /** Every site present in both runs: changed first (most severe first), then not comparable, then unchanged. */
  sites: SiteDiff[];
  added: SiteRef[];
  removed: SiteRef[];
  /** Problems met while reading the runs (e.g. a truncated last line); filled by the reader. */
  warnings: string[];
  disclaimer: string;
}

export const siteKey = (scan: Pick<Scan, 'domain' | 'url'>): string => `${scan.domain} ${scan.url}`;

function stateOf(scan: Scan): SiteState {
  return {
    scanId: scan.scanId,
    status: scan.status,
    outcome: outcomeOf(scan),
    score: typeof scan.score === 'number' ? scan.score : null,
    riskLevel: scan.riskLevel ?? null,
    coverageStatus: scan.coverage?.status ?? null,
    failure: scan.failure ? { code: scan.failure.code, summary: scan.failure.summary } : null,
    completedAt: scan.completedAt ?? null,
  };
}

interface SiteData {
  scan: Scan;
  table: PreConsentTable | null;
}

/** One entry per site key; a key scanned twice in one run keeps its last line (the newest). */
function index(data: DirData): Map<string, SiteData> {
  const tables = new Map<string, PreConsentTable>();
  for (const table of data.preConsentTables) tables.set(table.scanId, table);
  const sites = new Map<string, SiteData>();
  for (const scan of data.scans)
    sites.set(siteKey(scan), { scan, table: tables.get(scan.scanId) ?? null });
  return sites;
}

const trackerKey = (item: { vendor: string | null; host: string }) =>
  `${item.vendor ?? ''}\u0000${item.host}`;
const cookieKey = (item: { name: string; host: string }) => `${item.name}\u0000${item.host}`;

function trackersOf(table: PreConsentTable): Map<string, TrackerItem> {
  const out = new Map<string, TrackerItem>();
  for (const row of table.rows) {
    if (row.kind !== 'tracker') continue;
    const item: TrackerItem = {
      vendor: vendorNameOf(row.vendor),
      host: row.host,
      purpose: row.purpose,
      priority: row.priority,
    };
    out.set(trackerKey(item), item);
  }
  return out;
}

function cookiesOf(table: PreConsentTable): Map<string, CookieItem> {
  const out = new Map<string, CookieItem>();
  for (const row of table.rows) {
    if (row.kind !== 'cookie' || !row.name) continue;
    const item: CookieItem = {
      name: row.name,
      host: row.host,
      vendor: vendorNameOf(row.vendor),
      purpose: row.purpose,
      priority: row.priority,
      party: row.party,
    };
    out.set(cookieKey(item), item);
  }
  return out;
}

function vendorSet(table: PreConsentTable): Set<string> {
  return new Set(
    table.rows
      .map((row) => vendorNameOf(row.vendor))
      .filter((vendor): vendor is string => !!vendor),
  );
}

function findingItem(finding: Finding): FindingItem {
  return {
    id: finding.id,
    label: finding.label,
    criticality: finding.criticality,
    confidence: finding.confidence,
    summary: finding.evidence.summary,
    vendors: [
      ...new Set(
        finding.evidence.examples
          .map((example) => vendorNameOf(example.vendor))
          .filter((vendor): vendor is string => !!vendor),
      ),
    ],
  };
}

function findingsOf(scan: Scan): Map<string, FindingItem> {
  return new Map((scan.findings ?? []).map((finding) => [finding.id, findingItem(finding)]));
}

const PRIORITY_RANK: Record<ReviewPriority, number> = { high: 0, medium: 1, low: 2 };
const CRITICALITY_RANK: Record<Criticality, number> = { high: 0, medium: 1, low: 2, info: 3 };

function minus<T>(a: Map<string, T>, b: Map<string, T>): T[] {
  return [...a].filter(([key]) => !b.has(key)).map(([, value]) => value);
}

const byPriority = <T extends { priority: ReviewPriority; host: string }>(
  items: T[],
  name: (item: T) => string,
): T[] =>
  items.sort(
    (x, y) =>
      PRIORITY_RANK[x.priority] - PRIORITY_RANK[y.priority] ||
      name(x).localeCompare(name(y)) ||
      x.host.localeCompare(y.host),
  );

const byCriticality = (items: FindingItem[]): FindingItem[] =>
  items.sort(
    (a, b) =>
      CRITICALITY_RANK[a.criticality] - CRITICALITY_RANK[b.criticality] || a.id.localeCompare(b.id),
  );

const observed = (state: SiteState) => state.outcome === 'completed' || state.outcome === 'limited';

function emptyPreConsent(): SiteDiff['preConsent'] {
  return {
    newVendors: [],
    removedVendors: [],
    newTrackers: [],
    removedTrackers: [],
    newCookies: [],
    removedCookies: [],
  };
}

function describeFailure(state: SiteState): string {
  return state.failure
    ? `${state.failure.code}: ${state.failure.summary}`
    : `status ${state.status}`;
}

function diffSite(key: string, before: SiteData, after: SiteData): SiteDiff {
  const old = stateOf(before.scan);
  const now = stateOf(after.scan);
  const statusChange = old.status !== now.status ? { from: old.status, to: now.status } : null;
  const riskChange =
    old.riskLevel !== now.riskLevel ? { from: old.riskLevel, to: now.riskLevel } : null;
  const scoreDelta = old.score !== null && now.score !== null ? now.score - old.score : null;
  const caveats: string[] = [];
  const preConsent = emptyPreConsent();
  const findings: SiteDiff['findings'] = { new: [], resolved: [] };
  const comparable = observed(old) && observed(now);
  if (!observed(now) && !observed(old)) {
    caveats.push(
      `Failed in both runs (now ${describeFailure(now)}): nothing is concluded about this site — a failed scan is not a clean result.`,
    );
  } else if (!observed(now)) {
    caveats.push(
      `The new scan failed (${describeFailure(now)}): nothing is concluded about this site — a failed scan is not a clean result.`,
    );
  } else if (!observed(old)) {
    caveats.push(
      `The old scan failed (${describeFailure(old)}): there is no baseline to compare with (the new run's report shows what this scan saw).`,
    );
  }
  const removalsUnconfirmed =
    comparable && (old.outcome === 'limited' || now.outcome === 'limited');
  if (removalsUnconfirmed) {
    const which = now.outcome === 'limited' ? 'new' : 'old';
    caveats.push(
      `The ${which} scan had limited coverage: items no longer seen may have been missed, not removed.`,
    );
  }
  if (comparable) {
    const beforeTable = before.table;
    const afterTable = after.table;
    if (beforeTable && afterTable) {
      const beforeVendors = vendorSet(beforeTable);
      const afterVendors = vendorSet(afterTable);
      preConsent.newVendors = [...afterVendors]
        .filter((vendor) => !beforeVendors.has(vendor))
        .sort();
      preConsent.removedVendors = [...beforeVendors]
        .filter((vendor) => !afterVendors.has(vendor))
        .sort();
      const t0 = trackersOf(beforeTable);
      const t1 = trackersOf(afterTable);
      preConsent.newTrackers = byPriority(minus(t1, t0), (item) => item.vendor ?? '');
      preConsent.removedTrackers = byPriority(minus(t0, t1), (item) => item.vendor ?? '');
      const c0 = cookiesOf(beforeTable);
      const c1 = cookiesOf(afterTable);
      preConsent.newCookies = byPriority(minus(c1, c0), (item) => item.name);
      preConsent.removedCookies = byPriority(minus(c0, c1), (item) => item.name);
    } else {
      caveats.push(
        `The ${beforeTable ? 'new' : 'old'} run has no pre-consent table for this site: pre-consent changes are not compared.`,
      );
    }
    const f0 = findingsOf(before.scan);
    const f1 = findingsOf(after.scan);
    findings.new = byCriticality(minus(f1, f0));
    findings.resolved = byCriticality(minus(f0, f1));
  }
  const itemsChanged =
    Object.values(preConsent).some((list) => list.length > 0) ||
    findings.new.length > 0 ||
    findings.resolved.length > 0;
  const changed =
    itemsChanged ||
    statusChange !== null ||
    (scoreDelta !== null && scoreDelta !== 0) ||
    riskChange !== null;
  const kind: SiteDiffKind = !comparable
    ? statusChange
      ? 'changed'
      : 'not_comparable'
    : changed
      ? 'changed'
      : 'unchanged';
  return {
    key,
    domain: after.scan.domain,
    url: after.scan.url,
    kind,
    old,
    new: now,
    statusChange,
    scoreDelta,
    riskChange,
    preConsent,
    findings,
    removalsUnconfirmed,
    caveats,
  };
}

/** Severity of a site's change, for ordering: newly failing and new high-priority items first. */
function severity(site: SiteDiff): number[] {
  const nowFailing = !observed(site.new) && observed(site.old) ? 1 : 0;
  const newHigh =
    site.preConsent.newTrackers.filter((item) => item.priority === 'high').length +
    site.preConsent.newCookies.filter((item) => item.priority === 'high').length +
    site.findings.new.filter((item) => item.criticality === 'high').length;
  const newAny =
    site.preConsent.newTrackers.length +
    site.preConsent.newCookies.length +
    site.findings.new.length;
  return [nowFailing, newHigh, newAny, -(site.scoreDelta ?? 0)];
}

const KIND_RANK: Record<SiteDiffKind, number> = { changed: 0, not_comparable: 1, unchanged: 2 };

function compareSites(a: SiteDiff, b: SiteDiff): number {
  if (a.kind !== b.kind) return KIND_RANK[a.kind] - KIND_RANK[b.kind];
  const sa = severity(a);
  const sb = severity(b);
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i]! - sa[i]!;
  return a.domain.localeCompare(b.domain) || a.url.localeCompare(b.url);
}

function ref(key: string, data: SiteData): SiteRef {
  return { key, domain: data.scan.domain, url: data.scan.url, state: stateOf(data.scan) };
}

const byDomain = (a: SiteRef, b: SiteRef) =>
  a.domain.localeCompare(b.domain) || a.url.localeCompare(b.url);

export function diffScans(oldRun: DirData, newRun: DirData): BatchDiff {
  const before = index(oldRun);
  const after = index(newRun);
  const sites: SiteDiff[] = [];
  const added: SiteRef[] = [];
  const removed: SiteRef[] = [];
  for (const [key, data] of after) {
    const previous = before.get(key);
    if (previous) sites.push(diffSite(key, previous, data));
    else added.push(ref(key, data));
  }
  for (const [key, data] of before) if (!after.has(key)) removed.push(ref(key, data));
  sites.sort(compareSites);
  added.sort(byDomain);
  removed.sort(byDomain);
  const count = (kind: SiteDiffKind) => sites.filter((site) => site.kind === kind).length;
  return {
    type: 'consentry_batch_diff',
    old: { label: oldRun.label ?? null, sites: before.size },
    new: { label: newRun.label ?? null, sites: after.size },
    totals: {
      compared: sites.length,
      changed: count('changed'),
      unchanged: count('unchanged'),
      notComparable: count('not_comparable'),
      added: added.length,
      removed: removed.length,
      sitesWithNewBeforeConsent: sites.filter(
        (site) =>
          site.preConsent.newVendors.length +
            site.preConsent.newTrackers.length +
            site.preConsent.newCookies.length >
          0,
      ).length,
      newFindings: sites.reduce((sum, site) => sum + site.findings.new.length, 0),
      resolvedFindings: sites.reduce((sum, site) => sum + site.findings.resolved.length, 0),
      nowFailing: sites.filter((site) => !observed(site.new) && observed(site.old)).length,
    },
    sites,
    added,
    removed,
    warnings: [],
    disclaimer: DISCLAIMER,
  };
}
