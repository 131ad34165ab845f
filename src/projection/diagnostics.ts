/**
 * Bounded timing and collection diagnostics of a scan (`consentry_scan_diagnostics`): figures only,
 * from the stored observations and the job's times. No URLs, names or values. Arms run
 * concurrently, so the observation time is the span from the first arm's start to the last arm's end.
 */
import {
  DISCLAIMER,
  type ArmDiagnostics,
  type Observation,
  type Scan,
  type ScanDiagnostics,
} from '../model/index.ts';
import { resourceUrls } from './links.ts';
import { safeMs } from './sanitize.ts';

export interface DiagnosticsInput {
  scan: Scan;
  observations: readonly Observation[];
  /** When the job was accepted (queue wait = first arm start − this); absent for scans without a job. */
  jobCreatedAt?: string;
  budgets: { scanBudgetMs: number; armBudgetMs: number; networkQuietWindowMs: number };
  baseUrl?: string;
}

const MAX_ARMS = 8;
const ms = (value: number): number => safeMs(value) ?? 0;
const time = (iso: string | undefined): number | null => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

function armDiagnostics(observation: Observation): ArmDiagnostics {
  const out: ArmDiagnostics = {
    arm: observation.arm,
    durationMs: ms(observation.timings.totalMs),
    termination: {
      kind: observation.termination.kind,
      intentional: observation.termination.intentional,
    },
    requestCount: observation.requests.length,
    droppedRequestCount: observation.droppedRequestCount,
    cookieCount: observation.cookies.length,
    storageKeyCount: observation.storage.local.length + observation.storage.session.length,
    errorCount: observation.errors.length,
  };
  if (observation.timings.domContentLoadedMs !== undefined)
    out.navigationMs = ms(observation.timings.domContentLoadedMs);
  if (observation.timings.consentActionMs !== undefined)
    out.consentActionMs = ms(observation.timings.consentActionMs);
  return out;
}

export function projectDiagnostics(input: DiagnosticsInput): ScanDiagnostics {
  const { scan, observations } = input;
  const urls = resourceUrls(scan.scanId, input.baseUrl);
  const starts = observations.map((o) => time(o.startedAt)).filter((t): t is number => t !== null);
  const ends = observations.flatMap((o) => {
    const start = time(o.startedAt);
    return start === null ? [] : [start + o.timings.totalMs];
  });
  const firstStart = starts.length ? Math.min(...starts) : null;
  const created = time(scan.createdAt);
  const completed = time(scan.completedAt);
  const jobCreated = time(input.jobCreatedAt);
  const timings: ScanDiagnostics['timings'] = {
    totalMs: ms(completed !== null ? completed - (jobCreated ?? created ?? completed) : 0),
  };
  if (jobCreated !== null && firstStart !== null) timings.queueWaitMs = ms(firstStart - jobCreated);
  if (firstStart !== null && ends.length)
    timings.observationMs = ms(Math.max(...ends) - firstStart);
  if (completed !== null && ends.length) timings.projectionMs = ms(completed - Math.max(...ends));
  const sum = (pick: (o: Observation) => number) =>
    observations.reduce((total, o) => total + pick(o), 0);
  const out: ScanDiagnostics = {
    type: 'consentry_scan_diagnostics',
    scanId: scan.scanId,
    status: scan.status,
    timings,
    budgets: {
      scanBudgetMs: ms(input.budgets.scanBudgetMs),
      armBudgetMs: ms(
        Math.max(input.budgets.armBudgetMs, ...observations.map((o) => o.timings.budgetMs ?? 0)),
      ),
      networkQuietWindowMs: ms(input.budgets.networkQuietWindowMs),
    },
    collection: {
      requestCount: sum((o) => o.requests.length),
      droppedRequestCount: sum((o) => o.droppedRequestCount),
      cookieCount: sum((o) => o.cookies.length),
      storageKeyCount: sum((o) => o.storage.local.length + o.storage.session.length),
      iframeCount: sum((o) => o.iframes.length),
      formCount: sum((o) => o.forms.length),
      screenshotCount: sum((o) => o.screenshots.length),
      egressDeniedCount: sum(
        (o) => o.requests.filter((r) => r.outcome === 'blocked_before_transmission').length,
      ),
    },
    arms: observations.slice(0, MAX_ARMS).map(armDiagnostics),
    links: { self: urls.diagnostics, scan: urls.scan },
    disclaimer: DISCLAIMER,
  };
  if (scan.coverage) out.coverage = scan.coverage;
  return out;
}
