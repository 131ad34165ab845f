/**
 * Scan outcome and coverage from the arms (pure).
 *
 * - `failed`: no arm loaded the page (DNS, TLS, connection, HTTP error status, timeout). A failed scan has
 *   no findings and no score; `failure` names the cause.
 * - `completed_limited`: the page was observed but at least one arm could not do its job (arm not run,
 *   click failed, bot wall or captcha, budget ended before quiet, caps, navigation failure in one arm …).
 * - `completed`: every expected arm did its job. Informational limitations (screenshots, persistence,
 *   storage snapshot) are listed but do not limit the scan.
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import type { ArmName, Coverage, CoverageLimitation, CoverageLimitationCode, Observation, ScanFailure, ScanFailureCode } from '../model/index.ts';
import { INFORMATIONAL_LIMITATIONS, navigationSucceeded } from './arm-status.ts';

export type ScanOutcome = 'completed' | 'completed_limited' | 'failed';

export interface CoverageAssessment {
  status: ScanOutcome;
  coverage: Coverage;
  failure: ScanFailure | null;
}

export const EXPECTED_ARMS: readonly ArmName[] = ['before_consent', 'after_reject', 'after_accept', 'gpc_on'];

const ARM_LABEL: Record<ArmName, string> = {
  before_consent: 'before-consent',
  after_reject: 'after-Reject',
  after_accept: 'after-Accept',
  gpc_on: 'GPC',
  gpc_off: 'GPC comparison (no signal)',
};

const MAX_LIMITATIONS = 50;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function derivedLimitations(name: ArmName, observation: Observation): CoverageLimitation[] {
  const label = ARM_LABEL[name];
  const out: CoverageLimitation[] = [];
  if (!navigationSucceeded(observation)) {
    out.push({ code: 'navigation_failed', arm: name, summary: `The ${label} arm could not load the page.` });
  }
  if (observation.termination.kind === 'arm_error') {
    out.push({ code: 'other', arm: name, summary: `The ${label} arm ended with an internal error.` });
  }
  if (observation.termination.kind === 'budget_exhausted') {
    out.push({ code: 'budget_exhausted_before_quiet', arm: name, summary: `The ${label} arm's time budget ended before the network was quiet.` });
  }
  if (observation.consent.action.clickStatus === 'click_failed') {
    out.push({ code: 'consent_click_failed', arm: name, summary: `The ${label} arm found the consent control but the click failed.` });
  }
  if (observation.droppedRequestCount > 0) {
    out.push({ code: 'request_cap_reached', arm: name, summary: `The ${label} arm reached its request cap; ${observation.droppedRequestCount} requests were not recorded.` });
  }
  return out;
}

export function collectLimitations(scan: ClassifiedScan, expected: readonly ArmName[] = EXPECTED_ARMS): CoverageLimitation[] {
  const all: CoverageLimitation[] = [];
  for (const name of expected) {
    if (!scan.arms[name]) all.push({ code: 'arm_not_run', arm: name, summary: `The ${ARM_LABEL[name]} arm did not run.` });
  }
  for (const arm of Object.values(scan.arms)) {
    for (const limitation of arm.observation.coverageLimitations) {
      all.push({ code: limitation.code, arm: limitation.arm ?? arm.arm, summary: clip(limitation.summary, 500) });
    }
    all.push(...derivedLimitations(arm.arm, arm.observation));
  }
  const seen = new Set<string>();
  return all
    .filter((limitation) => {
      const key = `${limitation.code}/${limitation.arm ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_LIMITATIONS);
}

const FAILURE_PATTERNS: ReadonlyArray<[RegExp, ScanFailureCode]> = [
  [/NAME_NOT_RESOLVED|ENOTFOUND|\bdns\b/i, 'dns_error'],
  [/CERT|SSL|\btls\b/i, 'tls_error'],
  [/TIMED?_?OUT|timeout/i, 'timeout'],
  [/target_not_allowed|egress|not_allowed/i, 'target_not_allowed'],
  [/REFUSED|RESET|CONNECTION|UNREACHABLE|ECONN/i, 'connection_failed'],
];

const FAILURE_TEXT: Record<ScanFailureCode, string> = {
  dns_error: 'The host name did not resolve.',
  tls_error: 'The TLS connection or certificate failed.',
  http_error: 'The main document answered with an HTTP error status.',
  timeout: 'The main document did not load within the time budget.',
  connection_failed: 'The connection to the site failed.',
  target_not_allowed: 'The target policy refused the URL or an address it resolved to.',
  browser_unavailable: 'No browser could be started.',
  internal_error: 'The scan failed for an internal reason.',
};

export function failureOf(observation: Observation | undefined): ScanFailure {
  if (!observation) return { code: 'internal_error', summary: FAILURE_TEXT.internal_error };
  const status = observation.mainDocumentStatus;
  if (typeof status === 'number' && status >= 400 && status <= 599) {
    return { code: 'http_error', summary: `The main document answered with HTTP ${status}.`, httpStatus: status };
  }
  const text = observation.errors
    .filter((error) => error.stage === 'navigation')
    .map((error) => `${error.code} ${error.message}`)
    .join(' ');
  for (const [pattern, code] of FAILURE_PATTERNS) {
    if (pattern.test(text)) return { code, summary: FAILURE_TEXT[code] };
  }
  if (observation.termination.kind === 'budget_exhausted') return { code: 'timeout', summary: FAILURE_TEXT.timeout };
  if (observation.termination.kind === 'navigation_failed') return { code: 'connection_failed', summary: FAILURE_TEXT.connection_failed };
  return { code: 'internal_error', summary: FAILURE_TEXT.internal_error };
}

export function assessCoverage(scan: ClassifiedScan, expected: readonly ArmName[] = EXPECTED_ARMS): CoverageAssessment {
  const observations = Object.values(scan.arms).map((arm) => arm.observation);
  const loaded = observations.some((observation) => navigationSucceeded(observation) && observation.termination.kind !== 'arm_error');
  const limitations = collectLimitations(scan, expected);
  if (!loaded) {
    const failure = failureOf(scan.arms.before_consent?.observation ?? observations[0]);
    return { status: 'failed', failure, coverage: { status: 'failed', summary: failure.summary, limitations } };
  }
  const limiting = limitations.filter((limitation) => !INFORMATIONAL_LIMITATIONS.has(limitation.code as CoverageLimitationCode));
  if (limiting.length === 0) {
    return {
      status: 'completed',
      failure: null,
      coverage: { status: 'complete', summary: 'Every planned arm observed the page: before consent, after Reject, after Accept and with GPC.', limitations },
    };
  }
  const shown = limiting.slice(0, 3).map((limitation) => limitation.summary).join(' ');
  const more = limiting.length > 3 ? ` (${limiting.length - 3} more limitations)` : '';
  return {
    status: 'completed_limited',
    failure: null,
    coverage: { status: 'partial', summary: clip(`Incomplete evidence. ${shown}${more}`, 1000), limitations },
  };
}
