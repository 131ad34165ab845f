/**
 * The scan queue. Times are integer milliseconds so ordering and lease expiry are plain SQL
 * comparisons. Claiming is one UPDATE … WHERE job_id = (oldest claimable) RETURNING, run in a write
 * transaction: two workers, in one process or many, never get the same job.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { JobPhase } from '../../model/index.ts';
import type {
  ActiveJobCounts,
  EnqueueResult,
  EnqueueScanInput,
  JobStatus,
  ScanJobRecord,
} from '../port.ts';
import { assertQueueRoom } from '../queue-full.ts';
import { jobCountsOf, jobRecordOf, type JobRow } from '../records.ts';

const ACTIVE = "('queued', 'running', 'finalizing')";

export class JobRows {
  private readonly selectById: StatementSync;
  private readonly selectByScanId: StatementSync;
  private readonly selectByIds: StatementSync;
  private readonly selectOldestQueued: StatementSync;
  private readonly selectActive: StatementSync;
  private readonly insertJob: StatementSync;
  private readonly claimOldest: StatementSync;
  private readonly extendLease: StatementSync;
  private readonly requeue: StatementSync;
  private readonly endJob: StatementSync;
  private readonly releaseWorker: StatementSync;
  private readonly completeJob: StatementSync;
  private readonly countByStatus: StatementSync;
  private readonly countActive: StatementSync;
  private readonly expireQueued: StatementSync;

  constructor(db: DatabaseSync) {
    this.selectById = db.prepare('SELECT * FROM jobs WHERE job_id = ?');
    this.selectByScanId = db.prepare('SELECT * FROM jobs WHERE scan_id = ?');
    this.selectByIds = db.prepare(
      'SELECT * FROM jobs WHERE job_id IN (SELECT value FROM json_each(?))',
    );
    this.selectOldestQueued = db.prepare(
      "SELECT MIN(created_ms) AS created_ms FROM jobs WHERE status = 'queued'",
    );
    this.selectActive = db.prepare(
      `SELECT * FROM jobs WHERE normalized_url = ? AND scan_from = ? AND status IN ${ACTIVE}`,
    );
    this.insertJob =
      db.prepare(`INSERT INTO jobs (job_id, scan_id, normalized_url, domain, scan_from, base_url, requester, status, phase, attempts, created_ms, updated_ms)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'queued', 'queued', 0, ?, ?) RETURNING *`);
    this.countActive = db.prepare(
      `SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE requester = ?) AS requester FROM jobs WHERE status IN ${ACTIVE}`,
    );
    this.expireQueued = db.prepare(`UPDATE jobs
      SET status = 'expired', phase = 'done', error_code = 'expired', error_message = ?, updated_ms = ?
      WHERE status = 'queued' AND created_ms < ? AND requester IS NOT NULL`);
    this.claimOldest = db.prepare(`UPDATE jobs
      SET status = 'running', phase = 'scan_running', worker_id = :worker, lease_expires_ms = :lease, attempts = attempts + 1, updated_ms = :now
      WHERE job_id = (
        SELECT job_id FROM jobs
        WHERE status IN ${ACTIVE} AND (status = 'queued' OR lease_expires_ms <= :now)
        ORDER BY created_ms, rowid LIMIT 1)
      RETURNING *`);
    this.extendLease = db.prepare(`UPDATE jobs
      SET lease_expires_ms = :lease, phase = :phase, status = CASE WHEN :phase = 'finalizing' THEN 'finalizing' ELSE 'running' END, updated_ms = :now
      WHERE job_id = :job AND worker_id = :worker AND status IN ${ACTIVE}`);
    this.requeue = db.prepare(`UPDATE jobs
      SET status = 'queued', phase = 'queued', worker_id = NULL, lease_expires_ms = NULL, error_code = :code, error_message = :message, updated_ms = :now
      WHERE job_id = :job AND worker_id = :worker AND status IN ${ACTIVE}`);
    this.endJob = db.prepare(`UPDATE jobs
      SET status = :status, phase = 'done', worker_id = NULL, lease_expires_ms = NULL, error_code = :code, error_message = :message, updated_ms = :now
      WHERE job_id = :job AND worker_id = :worker AND status IN ${ACTIVE}`);
    this.releaseWorker = db.prepare(`UPDATE jobs
      SET status = 'queued', phase = 'queued', worker_id = NULL, lease_expires_ms = NULL, updated_ms = ?
      WHERE worker_id = ? AND status IN ${ACTIVE}`);
    this.completeJob = db.prepare(`UPDATE jobs
      SET status = ?, phase = 'done', worker_id = NULL, lease_expires_ms = NULL, error_code = NULL, error_message = NULL, updated_ms = ?
      WHERE job_id = ? AND status NOT IN ('completed', 'completed_limited')`);
    this.countByStatus = db.prepare('SELECT status, COUNT(*) AS count FROM jobs GROUP BY status');
  }

  get(jobId: string): ScanJobRecord | null {
    return toRecord(this.selectById.get(jobId) as JobRow | undefined);
  }

  getByScanId(scanId: string): ScanJobRecord | null {
    return toRecord(this.selectByScanId.get(scanId) as JobRow | undefined);
  }

  getMany(jobIds: readonly string[]): ScanJobRecord[] {
    return (this.selectByIds.all(JSON.stringify(jobIds)) as unknown as JobRow[]).map(jobRecordOf);
  }

  oldestQueuedAt(): string | null {
    const row = this.selectOldestQueued.get() as { created_ms: number | null };
    return row.created_ms === null ? null : new Date(row.created_ms).toISOString();
  }

  /** Call inside a write transaction: the active-job check and the insert must not interleave. */
  enqueue(input: EnqueueScanInput): EnqueueResult {
    const existing = this.get(input.jobId);
    if (existing) return { job: existing, created: false };
    const active = toRecord(
      this.selectActive.get(input.normalizedUrl, input.scanFrom) as JobRow | undefined,
    );
    if (active) return { job: active, created: false };
    if (input.limits)
      assertQueueRoom(this.activeCounts(input.requester ?? ''), input.limits, !!input.requester);
    const now = input.now.getTime();
    const row = this.insertJob.get(
      input.jobId,
      input.scanId,
      input.normalizedUrl,
      input.domain,
      input.scanFrom,
      input.baseUrl ?? null,
      input.requester ?? null,
      now,
      now,
    ) as unknown as JobRow;
    return { job: toRecord(row)!, created: true };
  }

  activeCounts(requester: string): ActiveJobCounts {
    const row = this.countActive.get(requester) as { total: number; requester: number };
    return { total: Number(row.total), requester: Number(row.requester) };
  }

  expire(createdBefore: Date, message: string, now: Date): number {
    return Number(this.expireQueued.run(message, now.getTime(), createdBefore.getTime()).changes);
  }

  claim(workerId: string, leaseMs: number, now: Date): ScanJobRecord | null {
    const at = now.getTime();
    return toRecord(
      this.claimOldest.get({ worker: workerId, lease: at + leaseMs, now: at }) as
        JobRow | undefined,
    );
  }

  heartbeat(jobId: string, workerId: string, leaseMs: number, phase: JobPhase, now: Date): boolean {
    const at = now.getTime();
    return (
      this.extendLease.run({ job: jobId, worker: workerId, lease: at + leaseMs, phase, now: at })
        .changes > 0
    );
  }

  /** Back to the queue (retry) or terminal: `expired` when error.code is `expired`, otherwise `failed`. */
  fail(
    jobId: string,
    workerId: string,
    error: { code: string; message: string },
    retry: boolean,
    now: Date,
  ): void {
    const params = {
      job: jobId,
      worker: workerId,
      code: error.code,
      message: error.message,
      now: now.getTime(),
    };
    if (retry) this.requeue.run(params);
    else this.endJob.run({ ...params, status: error.code === 'expired' ? 'expired' : 'failed' });
  }

  release(workerId: string, now: Date): number {
    return Number(this.releaseWorker.run(now.getTime(), workerId).changes);
  }

  /** Marks the job with the scan's terminal status (kept if already completed). */
  complete(jobId: string, status: JobStatus, now: Date): void {
    this.completeJob.run(status, now.getTime(), jobId);
  }

  count(): Record<JobStatus, number> {
    return jobCountsOf(this.countByStatus.all() as { status: JobStatus; count: number }[]);
  }
}

function toRecord(row: JobRow | undefined): ScanJobRecord | null {
  return row ? jobRecordOf(row) : null;
}
