/**
 * The scan job / status resource (spec 2.2, `/status`): from a queue record to `consentry_scan_job`.
 * Active jobs carry `retryAfterSeconds` (also sent as Retry-After): queued jobs poll slower than
 * running ones because a queued job cannot change before a worker claims it.
 */
import { DISCLAIMER, type JobPhase, type ScanJob, type ScanStatus } from '../model/index.ts';
import { resourceUrls } from './links.ts';

/** The fields of a queue record the resource shows (the store's ScanJobRecord has them). */
export interface ScanJobInput {
  jobId: string;
  scanId: string;
  domain: string;
  status: ScanStatus;
  phase: JobPhase;
  createdAt: string;
  updatedAt: string;
  /** Why the job ended, when it ended without a result (the queue record's error). */
  error?: { code: string; message: string } | null;
}

export const ACTIVE_STATUSES: ReadonlySet<ScanStatus> = new Set([
  'queued',
  'pending',
  'running',
  'finalizing',
]);

/** Recommended polling delay per active status (seconds); null for terminal states. */
export function retryAfterSecondsFor(status: ScanStatus): number | null {
  switch (status) {
    case 'queued':
    case 'pending':
      return 5;
    case 'running':
      return 3;
    case 'finalizing':
      return 1;
    default:
      return null;
  }
}

/** `hasScan`: the scan resource exists (the job ended with a stored scan), so `links.scan` is shown. */
export function projectScanJob(
  job: ScanJobInput,
  options: { baseUrl?: string; hasScan: boolean },
): ScanJob {
  const urls = resourceUrls(job.scanId, options.baseUrl);
  const out: ScanJob = {
    type: 'consentry_scan_job',
    jobId: job.jobId,
    scanId: job.scanId,
    domain: job.domain,
    status: job.status,
    phase: job.phase,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    links: { self: urls.status, status: urls.status },
    disclaimer: DISCLAIMER,
  };
  const retryAfter = retryAfterSecondsFor(job.status);
  if (retryAfter !== null) out.retryAfterSeconds = retryAfter;
  if (options.hasScan) out.links.scan = urls.scan;
  else if ((job.status === 'expired' || job.status === 'failed') && job.error?.message)
    out.reason = job.error.message.slice(0, 500);
  return out;
}
