/**
 * Rows of the jobs and api_keys tables as port records, shared by both adapters (the tables have the
 * same columns in SQLite and PostgreSQL; PostgreSQL returns BIGINT as text, hence `Integer`).
 */
import type { ApiScope, JobPhase, ScanFrom } from '../model/index.ts';
import type {
  ApiKeyRecord,
  JobStatus,
  ScanJobRecord,
  StoredScan,
  WorkerPresence,
  WorkerRecord,
} from './port.ts';

type Integer = number | bigint | string;

export interface JobRow {
  job_id: string;
  scan_id: string;
  normalized_url: string;
  domain: string;
  scan_from: ScanFrom;
  base_url: string | null;
  status: JobStatus;
  phase: JobPhase;
  attempts: Integer;
  created_ms: Integer;
  updated_ms: Integer;
  worker_id: string | null;
  lease_expires_ms: Integer | null;
  error_code: string | null;
  error_message: string | null;
}

export interface KeyRow {
  id: string;
  name: string;
  hmac: string;
  prefix: string;
  scopes_json: string;
  profile: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  owner: string | null;
}

export interface WorkerRow {
  worker_id: string;
  host: string;
  pid: Integer;
  role: WorkerPresence['role'];
  concurrency: Integer;
  running: Integer;
  started_ms: Integer;
  seen_ms: Integer;
}

const isoOf = (ms: Integer) => new Date(Number(ms)).toISOString();

/** The columns of a new scans row, in the order of scanRowValues. */
export const SCAN_INSERT_COLUMNS = `scan_id, normalized_url, domain, scan_from, status, created_at, completed_at, completed_ms,
  scan_json, findings_json, pre_consent_json, pulse_json, pulse_evidence_json, observations_json, artifact_names_json`;

/** A stored scan as the values of SCAN_INSERT_COLUMNS (resources as JSON text); a completedAt that is not a timestamp is refused. */
export function scanRowValues(scan: StoredScan): (string | number)[] {
  const completedMs = Date.parse(scan.completedAt);
  if (Number.isNaN(completedMs))
    throw new RangeError(
      `scan ${scan.scanId}: completedAt ${JSON.stringify(scan.completedAt)} is not a timestamp`,
    );
  const { resources } = scan;
  return [
    scan.scanId,
    scan.normalizedUrl,
    scan.domain,
    scan.scanFrom,
    scan.status,
    scan.createdAt,
    scan.completedAt,
    completedMs,
    JSON.stringify(resources.scan),
    JSON.stringify(resources.findings),
    JSON.stringify(resources.preConsentTable),
    JSON.stringify(resources.pulse),
    JSON.stringify(resources.pulseEvidence),
    JSON.stringify(scan.observations),
    JSON.stringify(scan.artifactNames),
  ];
}

/** A worker not seen for this long is deleted when any worker reports. */
export const FORGET_WORKERS_AFTER_MS = 24 * 3_600_000;

export function workerRecordOf(row: WorkerRow): WorkerRecord {
  return {
    workerId: row.worker_id,
    host: row.host,
    pid: Number(row.pid),
    role: row.role,
    concurrency: Number(row.concurrency),
    running: Number(row.running),
    startedAt: isoOf(row.started_ms),
    seenAt: isoOf(row.seen_ms),
  };
}

export function jobRecordOf(row: JobRow): ScanJobRecord {
  return {
    jobId: row.job_id,
    scanId: row.scan_id,
    normalizedUrl: row.normalized_url,
    domain: row.domain,
    scanFrom: row.scan_from,
    baseUrl: row.base_url,
    status: row.status,
    phase: row.phase,
    attempts: Number(row.attempts),
    createdAt: isoOf(row.created_ms),
    updatedAt: isoOf(row.updated_ms),
    workerId: row.worker_id,
    leaseExpiresAt: row.lease_expires_ms === null ? null : isoOf(row.lease_expires_ms),
    error:
      row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
  };
}

export function keyRecordOf(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    hmac: row.hmac,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes_json) as ApiScope[],
    profile: row.profile,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    owner: row.owner,
  };
}

export const ALL_JOB_STATUSES: readonly JobStatus[] = [
  'queued',
  'running',
  'finalizing',
  'completed',
  'completed_limited',
  'failed',
  'expired',
];

/** Counts by status with every status present (zero included). */
export function jobCountsOf(
  rows: readonly { status: JobStatus; count: Integer }[],
): Record<JobStatus, number> {
  const counts = Object.fromEntries(ALL_JOB_STATUSES.map((status) => [status, 0])) as Record<
    JobStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
