/**
 * The Store/Queue port: what the API server, its workers and the operator CLI need from persistence,
 * in domain terms. The embedded adapter is node:sqlite (src/store/sqlite/); a PostgreSQL + pg-boss
 * adapter implements the same interface and passes the same contract suite (test/store/contract.ts).
 *
 * Everything stored here is already public-safe: projected resources and public-safe observations.
 * Methods are async so that networked adapters fit; times are passed in (`now`) so tests control the clock.
 */
import type {
  ApiScope,
  Finding,
  JobPhase,
  Observation,
  PreConsentTable,
  Pulse,
  PulseEvidence,
  Scan,
  ScanFrom,
} from '../model/index.ts';

/** Terminal and active states a job can be in (spec section 3, the subset a job record uses). */
export type JobStatus =
  'queued' | 'running' | 'finalizing' | 'completed' | 'completed_limited' | 'failed' | 'expired';

export const ACTIVE_JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'finalizing'];

/** The public resources of one finished scan, projected with the server's base URL. */
export interface StoredScanResources {
  scan: Scan;
  findings: Finding[];
  preConsentTable: PreConsentTable | null;
  pulse: Pulse;
  pulseEvidence: PulseEvidence;
}

/** A binary artifact of a scan (screenshot, masked form crop), addressed by name within the scan. */
export interface StoredArtifact {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface StoredScan {
  scanId: string;
  /** The URL as submitted after normalisation (the reuse key together with scanFrom). */
  normalizedUrl: string;
  domain: string;
  scanFrom: ScanFrom;
  /** Terminal status of the scan: completed, completed_limited or failed. */
  status: 'completed' | 'completed_limited' | 'failed';
  createdAt: string;
  completedAt: string;
  resources: StoredScanResources;
  /** Public-safe observations per arm: the source of report evidence and diagnostics. */
  observations: Observation[];
  /** Names of the artifacts saved with the scan. */
  artifactNames: string[];
}

export interface ScanJobRecord {
  jobId: string;
  /** Assigned at enqueue; the scan resource exists under this id once the job completed. */
  scanId: string;
  normalizedUrl: string;
  domain: string;
  scanFrom: ScanFrom;
  /** Base URL the scan's links are made absolute to (the API server that created the job); null: offline links (a batch). */
  baseUrl: string | null;
  status: JobStatus;
  phase: JobPhase;
  /** How many times a worker claimed it (at-least-once delivery: > 1 after a crash or retry). */
  attempts: number;
  createdAt: string;
  updatedAt: string;
  /** Worker holding the lease while running; null when queued or terminal. */
  workerId: string | null;
  leaseExpiresAt: string | null;
  error: { code: string; message: string } | null;
}

export interface EnqueueScanInput {
  scanId: string;
  /** A UUID. Enqueueing a job id that exists returns that job (an enqueue can be repeated safely). */
  jobId: string;
  normalizedUrl: string;
  domain: string;
  scanFrom: ScanFrom;
  /** See ScanJobRecord.baseUrl; default null. */
  baseUrl?: string | null;
  /** Who asked for it (`key:<id>`, `ip:<address>`), for the per-requester cap; default null (counted only in the total). */
  requester?: string | null;
  /** Caps on active (queued or running) jobs checked in the same transaction as the insert; a full queue throws QueueFullError. */
  limits?: QueueLimits;
  now: Date;
}

/** Caps on active jobs (queued, running, finalizing): joining an identical active job is never refused. */
export interface QueueLimits {
  /** All requesters together. */
  maxActive?: number;
  /** One requester. */
  maxActivePerRequester?: number;
}

/** Active jobs now, in all and of one requester (a cheap look before anything is charged for a new job). */
export interface ActiveJobCounts {
  total: number;
  requester: number;
}

export interface EnqueueResult {
  job: ScanJobRecord;
  /** false when this job id existed, or an identical job (same normalizedUrl + scanFrom) was already queued or running: it is joined. */
  created: boolean;
}

/** A scan worker process, as it reports itself while it runs (health: workers seen recently). */
export interface WorkerPresence {
  workerId: string;
  host: string;
  pid: number;
  /** What runs the workers: an API server (`serve`), `consentry worker`, or a `batch` that scans too. */
  role: 'serve' | 'worker' | 'batch';
  /** Scans it runs at once, and how many run now. */
  concurrency: number;
  running: number;
}

export interface WorkerRecord extends WorkerPresence {
  startedAt: string;
  seenAt: string;
}

export interface ApiKeyRecord {
  /** Public key id (shown in `keys list`, used by `keys revoke`). */
  id: string;
  name: string;
  /** HMAC-SHA256 of the full key under the server's secret; the key itself is never stored. */
  hmac: string;
  /** Visible prefix (`csy_` / `csy_ro_`), for display. */
  prefix: string;
  scopes: ApiScope[];
  /** Operator-assigned limit profile (e.g. `default`, `partner`); see the fair-use limits. */
  profile: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  /** Who it was issued to (e.g. the verified e-mail from the trusted proxy for self-serve keys). */
  owner: string | null;
}

/** One rolling-window budget to charge: all charges of a call succeed together or none is recorded. */
export interface UsageCharge {
  /** Counter key, e.g. `read:caller+resource:key_123:scan_abc`. */
  bucket: string;
  units: number;
  windowMs: number;
  limit: number;
}

export interface UsageState {
  bucket: string;
  windowMs: number;
  limit: number;
  /** Units used in the window including this charge (when allowed) or before it (when refused). */
  used: number;
  /** When enough units leave the window for the refused charge to fit (ms from now); 0 when allowed. */
  retryAfterMs: number;
}

export type UsageDecision =
  | { allowed: true; states: UsageState[] }
  | { allowed: false; states: UsageState[]; refused: UsageState };

export interface Store {
  // Scans
  /** Saves a finished scan and marks its job terminal in one transaction. Idempotent per scanId. */
  completeScan(
    jobId: string,
    workerId: string,
    scan: StoredScan,
    artifacts: StoredArtifact[],
    now: Date,
  ): Promise<void>;
  getScan(scanId: string): Promise<StoredScan | null>;
  getArtifact(scanId: string, name: string): Promise<StoredArtifact | null>;
  /** Newest completed (or completed_limited) scan of this URL and scanFrom finished at or after `since`. */
  findReusableScan(
    normalizedUrl: string,
    scanFrom: ScanFrom,
    since: Date,
  ): Promise<StoredScan | null>;
  /** Newest eligible public scan of a domain for scanFrom (failed scans are not eligible). */
  latestForDomain(domain: string, scanFrom: ScanFrom): Promise<StoredScan | null>;

  // Jobs (the queue)
  /** New job, or the identical active job joined (atomic: two concurrent creates yield one job). */
  enqueueScan(input: EnqueueScanInput): Promise<EnqueueResult>;
  getJob(jobId: string): Promise<ScanJobRecord | null>;
  /** The jobs of these ids that exist (any order); for a batch following its jobs. */
  getJobs(jobIds: readonly string[]): Promise<ScanJobRecord[]>;
  getJobByScanId(scanId: string): Promise<ScanJobRecord | null>;
  /** Oldest queued job (or one whose lease expired) now leased to workerId; null when none. */
  claimJob(workerId: string, leaseMs: number, now: Date): Promise<ScanJobRecord | null>;
  /** Extends the lease and records the phase; false when the lease was lost (another worker owns it). */
  heartbeat(
    jobId: string,
    workerId: string,
    leaseMs: number,
    phase: JobPhase,
    now: Date,
  ): Promise<boolean>;
  /** Ends a job without a scan (failed/expired), or puts it back in the queue when `retry` is true. */
  failJob(
    jobId: string,
    workerId: string,
    error: { code: string; message: string },
    retry: boolean,
    now: Date,
  ): Promise<void>;
  /** Jobs leased by a worker that no longer runs go back to the queue (graceful shutdown, restart). */
  releaseJobs(workerId: string, now: Date): Promise<number>;
  /** Counts by status, for health and diagnostics. */
  countJobs(): Promise<Record<JobStatus, number>>;
  /** When the job waiting longest was created; null when none is queued. */
  oldestQueuedAt(): Promise<string | null>;
  /** Active jobs in all and of `requester`. */
  countActiveJobs(requester: string): Promise<ActiveJobCounts>;
  /**
   * Queued jobs of API callers (with a requester) created before `createdBefore` end as `expired` with
   * `message` (one statement; running ones are left alone). A distributed batch's jobs have no requester:
   * they wait as long as the batch does. Returns how many.
   */
  expireQueuedJobs(createdBefore: Date, message: string, now: Date): Promise<number>;

  // Workers (health)
  /** Records that a worker runs (first call: started now); called every few seconds while it does. */
  recordWorker(presence: WorkerPresence, now: Date): Promise<void>;
  /** A worker that stopped. */
  forgetWorker(workerId: string): Promise<void>;
  /** Workers seen at or after `since`, most recently seen first. */
  listWorkers(since: Date): Promise<WorkerRecord[]>;

  // API keys
  createKey(key: ApiKeyRecord): Promise<void>;
  /**
   * Creates the key unless its owner already holds `maxPerOwner` usable keys (not revoked, not expired
   * at `now`): the count and the insert are atomic. False when refused. The key must name its owner.
   */
  createKeyWithinCap(key: ApiKeyRecord, maxPerOwner: number, now: Date): Promise<boolean>;
  findKeyByHmac(hmac: string): Promise<ApiKeyRecord | null>;
  listKeys(): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked; false when no such key. */
  revokeKey(id: string, now: Date): Promise<boolean>;

  // Usage counters (fair-use limits), shared by every server process on the same store
  chargeUsage(charges: UsageCharge[], now: Date): Promise<UsageDecision>;

  /** Closes connections/handles; further calls fail. */
  close(): Promise<void>;
}
