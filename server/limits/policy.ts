/**
 * The fair-use policy of spec section 8 as data (read-protection policy 2026-09-12): which budgets a
 * request is charged against, per caller profile. Weights: 1 for an ordinary read or one
 * report-evidence page, 4 for a heavy read (evidence download, full report, diagnostics, findings
 * export, composite bundle). Status polls have their own budgets.
 */
import type { RateLimitProfile, RateLimitScope, RateLimitWindow } from '../../src/internal.ts';

export const WINDOW_MS: Record<RateLimitWindow, number> = {
  rolling_1m: 60_000,
  rolling_10m: 600_000,
  rolling_24h: 86_400_000,
  utc_day: 86_400_000,
};

/** What a budget counts per: the caller, the resource (across callers), or the pair. */
export type BudgetKey = 'caller' | 'resource' | 'caller_resource';

export interface Budget {
  scope: RateLimitScope;
  window: RateLimitWindow;
  limit: number;
  per: BudgetKey;
  /** Units charged regardless of the request's weight (counts requests, not weight). */
  fixedUnits?: number;
}

/** Caller budgets of keys an operator gave the `elevated` profile are this many times larger. */
export const ELEVATED_FACTOR = 10;

const READS: Budget[] = [
  { scope: 'caller_resource', window: 'rolling_10m', limit: 120, per: 'caller_resource' },
  { scope: 'caller_resource', window: 'rolling_24h', limit: 1200, per: 'caller_resource' },
  { scope: 'resource_all_callers', window: 'rolling_10m', limit: 4000, per: 'resource' },
  { scope: 'caller_all_resources', window: 'rolling_10m', limit: 480, per: 'caller' },
];

const STATUS_POLLS: Budget[] = [
  { scope: 'status_caller_scan', window: 'rolling_10m', limit: 120, per: 'caller_resource' },
  { scope: 'status_scan_all_callers', window: 'rolling_10m', limit: 10_000, per: 'resource' },
  { scope: 'status_caller_all_scans', window: 'rolling_10m', limit: 600, per: 'caller' },
];

/** Self-serve (csy_ro_) keys: 500 scan reads per UTC day, counted per request whatever its weight. */
const SELF_SERVE_READS: Budget = {
  scope: 'self_serve_key_reads',
  window: 'utc_day',
  limit: 500,
  per: 'caller',
  fixedUnits: 1,
};

export const ANONYMOUS_NEW_SCANS: Budget = {
  scope: 'anonymous_new_scans',
  window: 'utc_day',
  limit: 20,
  per: 'caller',
};
/** Every anonymous caller together: what the server spends on strangers per UTC day, however many addresses they use. */
export const DEFAULT_ANONYMOUS_NEW_SCANS_TOTAL = 1000;
const ANONYMOUS_NEW_SCANS_ALL: Budget = {
  scope: 'anonymous_new_scans_all_callers',
  window: 'utc_day',
  limit: DEFAULT_ANONYMOUS_NEW_SCANS_TOTAL,
  per: 'resource',
};
/** Keyed scan creation ("not shown" in the spec): 500 new scans per key per UTC day. */
export const KEY_NEW_SCANS: Budget = {
  scope: 'scan_creation',
  window: 'utc_day',
  limit: 500,
  per: 'caller',
};
/**
 * Scan requests refused by the target policy, per caller: each costs a host-name lookup, so a flood of
 * unusable URLs stops here before it costs more lookups.
 */
export const REFUSED_SCAN_REQUESTS: Budget = {
  scope: 'refused_scan_requests',
  window: 'rolling_10m',
  limit: 30,
  per: 'caller',
};
/** Self-serve key requests: 60 per minute per signed-in user. */
export const KEY_REQUESTS: Budget = {
  scope: 'key_requests',
  window: 'rolling_1m',
  limit: 60,
  per: 'caller',
};

export type RequestKind = 'read' | 'heavy' | 'status';

export const WEIGHT: Record<RequestKind, number> = { read: 1, heavy: 4, status: 1 };

/** The budgets a read or status poll is charged against. */
export function readBudgets(kind: RequestKind, profile: RateLimitProfile): Budget[] {
  const budgets = kind === 'status' ? STATUS_POLLS : READS;
  const scaled = profile === 'elevated' ? budgets.map(elevate) : budgets;
  return profile === 'self_serve_key' && kind !== 'status' ? [...scaled, SELF_SERVE_READS] : scaled;
}

/** The budgets a new scan is charged against; anonymous callers share a server-wide total besides their own quota. */
export function newScanBudgets(
  profile: RateLimitProfile,
  anonymousTotal: number = DEFAULT_ANONYMOUS_NEW_SCANS_TOTAL,
): Budget[] {
  if (profile === 'anonymous')
    return [ANONYMOUS_NEW_SCANS, { ...ANONYMOUS_NEW_SCANS_ALL, limit: anonymousTotal }];
  return [profile === 'elevated' ? elevate(KEY_NEW_SCANS) : KEY_NEW_SCANS];
}

/** Budgets that count per caller grow; what protects a resource from all callers does not. */
function elevate(budget: Budget): Budget {
  return budget.per === 'resource' ? budget : { ...budget, limit: budget.limit * ELEVATED_FACTOR };
}
