/**
 * What the API knows about one scan id, whatever stage it is at: the stored scan (completed, limited
 * or failed), or only its job (queued, running, or ended without a result). Every read route of a
 * scan answers from this, so a scan that exists is never a 404: a scan that did not complete answers
 * with its status and coverage and nothing concluded (spec 3: incomplete evidence, never inferred
 * findings). Only an id with neither a scan nor a job is `not_found`.
 */
import type { FastifyInstance } from 'fastify';
import {
  projectFailedScan,
  projectPendingScan,
  type Coverage,
  type Scan,
  type ScanFrom,
  type ScanJobRecord,
  type ScanStatus,
  type StoredScan,
} from '../src/internal.ts';
import { ApiError } from './errors.ts';
import { transient } from './routes/v2/shared.ts';

const ACTIVE: ReadonlySet<ScanStatus> = new Set(['queued', 'pending', 'running', 'finalizing']);

export interface ScanState {
  scanId: string;
  status: ScanStatus;
  domain: string;
  scanFrom: ScanFrom;
  /** The stored scan; null while only its job exists. */
  stored: StoredScan | null;
  /** Why nothing is concluded, for a scan that ended without completing. */
  coverage?: Coverage;
  /** The job, when no scan is stored. */
  job: ScanJobRecord | null;
}

export const isActive = (status: ScanStatus): boolean => ACTIVE.has(status);

/** True when the scan completed (possibly limited): its findings, table and evidence are results. */
export const concluded = (state: ScanState): state is ScanState & { stored: StoredScan } =>
  state.stored !== null && (state.status === 'completed' || state.status === 'completed_limited');

/** The scan id's state; not_found when it names neither a scan nor a job. */
export async function scanState(app: FastifyInstance, scanId: string): Promise<ScanState> {
  const stored = await app.consentry.cache.scan(scanId);
  if (stored) {
    const coverage =
      stored.status === 'failed'
        ? (stored.resources.scan.coverage ?? {
            status: 'failed',
            summary: 'The page could not be observed.',
          })
        : undefined;
    return {
      scanId,
      status: stored.status,
      domain: stored.domain,
      scanFrom: stored.scanFrom,
      stored,
      job: null,
      ...(coverage ? { coverage } : {}),
    };
  }
  const job = await app.consentry.store.getJobByScanId(scanId);
  if (!job) throw new ApiError('not_found');
  const status = job.status as ScanStatus;
  const state: ScanState = {
    scanId,
    status,
    domain: job.domain,
    scanFrom: job.scanFrom,
    stored: null,
    job,
  };
  if (!isActive(status))
    state.coverage = {
      status: 'failed',
      summary:
        job.error?.message ||
        (status === 'expired'
          ? 'The scan expired before it could run.'
          : 'The scan ended without a result.'),
    };
  return state;
}

/** `scanStatus` and `coverage` for a resource of a scan that did not complete (nothing is added for a completed one). */
export function notConcluded(state: ScanState): { scanStatus?: ScanStatus; coverage?: Coverage } {
  if (concluded(state)) return {};
  return { scanStatus: state.status, ...(state.coverage ? { coverage: state.coverage } : {}) };
}

/** The Scan resource of a scan that has only its job: status and the links that answer for it. */
export function jobScanResource(state: ScanState & { job: ScanJobRecord }, baseUrl: string): Scan {
  const { job } = state;
  const base = {
    scanId: state.scanId,
    url: job.normalizedUrl,
    domain: job.domain,
    scanFrom: job.scanFrom,
    createdAt: job.createdAt,
  };
  if (job.status !== 'failed')
    return projectPendingScan(
      { ...base, status: job.status as 'queued' | 'running' | 'finalizing' | 'expired' },
      baseUrl,
    );
  const scan = projectFailedScan({
    ...base,
    baseUrl,
    failure: {
      code: 'internal_error',
      summary: state.coverage?.summary ?? 'The scan could not be completed.',
    },
  });
  // No stored scan: pulse, diagnostics and the report page have nothing to show; the reads that answer stay.
  const { pulse: _pulse, diagnostics: _diagnostics, report: _report, ...links } = scan.links;
  return { ...scan, links };
}

/** `value` for the body cache: kept once the scan is terminal, served but not kept while it is active. */
export function cacheable(state: ScanState, value: unknown): unknown {
  return isActive(state.status) ? transient(value) : value;
}
