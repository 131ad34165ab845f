/**
 * The scan queue on pg-boss. pg-boss holds the jobs waiting for a worker and hands each to one
 * worker at a time (FOR UPDATE SKIP LOCKED), retries with exponential backoff, and moves a job whose
 * retries are spent to a dead-letter queue. consentry's `jobs` table is the job as the API shows it
 * (status, phase, lease, attempts, error) and decides joins: at most one active job per URL and
 * scanFrom, by a unique index, in the same transaction as the pg-boss send — so the two never
 * disagree about whether a job exists. (pg-boss's singleton policies would be a second authority on
 * that question; they are not used.)
 *
 * Leases are the port's: the worker holding a job records `lease_expires_ms` from its clock and
 * extends it with heartbeats. A claim first hands jobs whose lease ran out back to pg-boss as failed
 * attempts (pg-boss schedules the retry, or dead-letters the job when its retries are spent), then
 * fetches. Dead-lettered jobs end as failed jobs with the reason. Every settle happens in one
 * transaction with the `jobs` row it changes, and a claim never waits for a `jobs` row lock while it
 * holds a pg-boss job (it backs off instead), so the two lock orders cannot deadlock.
 */
import type { PgBoss } from 'pg-boss';
import type { JobPhase } from '../../model/index.ts';
import {
  ACTIVE_JOB_STATUSES,
  type ActiveJobCounts,
  type EnqueueResult,
  type EnqueueScanInput,
  type JobStatus,
  type ScanJobRecord,
} from '../port.ts';
import { assertQueueRoom } from '../queue-full.ts';
import { jobCountsOf, jobRecordOf, type JobRow } from '../records.ts';
import { firstRow, inTransaction, rows, type Db } from './sql.ts';

export const SCAN_QUEUE = 'consentry-scans';
export const DEAD_LETTER_QUEUE = 'consentry-scans-dead';

const ACTIVE = "('queued', 'running', 'finalizing')";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Expired leases handed back and dead letters settled per claim. */
const SWEEP_BATCH = 20;
/** Dead letters are rare and not urgent: a store looks for them at most this often. */
const DEAD_LETTER_CHECK_MS = 1_000;

export interface QueueSettings {
  /** Deliveries after the first before pg-boss gives up and dead-letters the job. */
  retryLimit: number;
  /** First retry delay; doubles (with jitter) per retry up to retryDelayMaxSeconds. 0: retry at once. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
};

/**
 * What a fetched job turned out to be: claimed; its `jobs` row locked by another transaction (back off);
 * still leased to a live worker, which settles it (pg-boss's hour-long expiry fired under it); or
 * already ended (its result was saved after pg-boss had retried it).
 */
type Delivery =
  { kind: 'claimed'; job: ScanJobRecord } | { kind: 'busy' } | { kind: 'held' } | { kind: 'stale' };

export class JobQueue {
  private lastDeadLetterCheck = 0;

  constructor(
    private readonly boss: PgBoss,
    private readonly schema: string,
    private readonly settings: QueueSettings,
  ) {}

  /** Creates both queues (idempotent) and applies the retry settings of this process. */
  async setUp(): Promise<void> {
    const { retryLimit, retryDelaySeconds, retryDelayMaxSeconds } = this.settings;
    // Jobs wait as long as it takes (a queued job never disappears under its `jobs` row); finished ones are kept a day.
    const keep = { retentionSeconds: 10 * 365 * 24 * 3600, deleteAfterSeconds: 24 * 3600 };
    await this.boss.createQueue(DEAD_LETTER_QUEUE, keep);
    const options = {
      ...keep,
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: retryDelaySeconds > 0,
      // Leases are consentry's; pg-boss's own expiry only catches a job nobody claims for an hour.
      expireInSeconds: 3600,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    // pg-boss accepts a maximum delay only with backoff.
    const retryDelayMax =
      retryDelaySeconds > 0 ? Math.max(retryDelaySeconds, retryDelayMaxSeconds) : undefined;
    await this.boss.createQueue(SCAN_QUEUE, {
      ...options,
      ...(retryDelayMax ? { retryDelayMax } : {}),
    });
    await this.boss.updateQueue(SCAN_QUEUE, { ...options, retryDelayMax: retryDelayMax ?? null });
  }

  async get(db: Db, jobId: string): Promise<ScanJobRecord | null> {
    return toRecord(
      await firstRow<JobRow>(db, `SELECT * FROM ${this.schema}.jobs WHERE job_id = $1`, [jobId]),
    );
  }

  async getByScanId(db: Db, scanId: string): Promise<ScanJobRecord | null> {
    return toRecord(
      await firstRow<JobRow>(db, `SELECT * FROM ${this.schema}.jobs WHERE scan_id = $1`, [scanId]),
    );
  }

  async getMany(db: Db, jobIds: readonly string[]): Promise<ScanJobRecord[]> {
    return (
      await rows<JobRow>(db, `SELECT * FROM ${this.schema}.jobs WHERE job_id = ANY($1::text[])`, [
        jobIds,
      ])
    ).map(jobRecordOf);
  }

  async oldestQueuedAt(db: Db): Promise<string | null> {
    const row = await firstRow<{ created_ms: string | null }>(
      db,
      `SELECT MIN(created_ms) AS created_ms FROM ${this.schema}.jobs WHERE status = 'queued'`,
    );
    return row?.created_ms == null ? null : new Date(Number(row.created_ms)).toISOString();
  }

  async enqueue(db: Db, input: EnqueueScanInput): Promise<EnqueueResult> {
    if (!UUID.test(input.jobId))
      throw new RangeError(`jobId must be a UUID (got ${JSON.stringify(input.jobId)})`);
    const now = input.now.getTime();
    return inTransaction(db, async (tx) => {
      if (input.limits) {
        // Capped enqueues take turns (across servers), so the count and the insert cannot interleave.
        await tx.executeSql(
          "SELECT pg_advisory_xact_lock(hashtextextended('consentry enqueue ' || $1, 0))",
          [this.schema],
        );
        const existing = await this.get(tx, input.jobId);
        if (existing) return { job: existing, created: false };
        const active = await firstRow<JobRow>(
          tx,
          `SELECT * FROM ${this.schema}.jobs WHERE normalized_url = $1 AND scan_from = $2 AND status IN ${ACTIVE}`,
          [input.normalizedUrl, input.scanFrom],
        );
        if (active) return { job: jobRecordOf(active), created: false };
        assertQueueRoom(
          await this.activeCounts(tx, input.requester ?? ''),
          input.limits,
          !!input.requester,
        );
      }
      // Three tries: a conflicting active job may end between the insert and the lookup.
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await firstRow<JobRow>(
          tx,
          `INSERT INTO ${this.schema}.jobs (job_id, scan_id, normalized_url, domain, scan_from, base_url, requester, status, phase, attempts, created_ms, updated_ms)
            VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', 'queued', 0, $8, $8) ON CONFLICT DO NOTHING RETURNING *`,
          [
            input.jobId,
            input.scanId,
            input.normalizedUrl,
            input.domain,
            input.scanFrom,
            input.baseUrl ?? null,
            input.requester ?? null,
            now,
          ],
        );
        if (inserted) {
          await this.boss.send(SCAN_QUEUE, { jobId: input.jobId }, { id: input.jobId, db: tx });
          return { job: jobRecordOf(inserted), created: true };
        }
        const existing = await this.get(tx, input.jobId);
        if (existing) return { job: existing, created: false };
        const active = await firstRow<JobRow>(
          tx,
          `SELECT * FROM ${this.schema}.jobs WHERE normalized_url = $1 AND scan_from = $2 AND status IN ${ACTIVE}`,
          [input.normalizedUrl, input.scanFrom],
        );
        if (active) return { job: jobRecordOf(active), created: false };
      }
      throw new Error(`enqueueScan: could not create or join a job for ${input.normalizedUrl}`);
    });
  }

  async activeCounts(db: Db, requester: string): Promise<ActiveJobCounts> {
    const row = await firstRow<{ total: string; requester: string }>(
      db,
      `SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE requester = $1) AS requester FROM ${this.schema}.jobs WHERE status IN ${ACTIVE}`,
      [requester],
    );
    return { total: Number(row?.total ?? 0), requester: Number(row?.requester ?? 0) };
  }

  /** Queued jobs of API callers older than `createdBefore` end as expired; their pg-boss jobs are cancelled in the same transaction. */
  async expireQueued(db: Db, createdBefore: Date, message: string, now: Date): Promise<number> {
    return inTransaction(db, async (tx) => {
      const expired = await rows<{ job_id: string }>(
        tx,
        `UPDATE ${this.schema}.jobs SET status = 'expired', phase = 'done', error_code = 'expired', error_message = $1, updated_ms = $2
          WHERE status = 'queued' AND created_ms < $3 AND requester IS NOT NULL RETURNING job_id`,
        [message, now.getTime(), createdBefore.getTime()],
      );
      if (expired.length)
        await this.boss.cancel(
          SCAN_QUEUE,
          expired.map((row) => row.job_id),
          { db: tx },
        );
      return expired.length;
    });
  }

  async claim(db: Db, workerId: string, leaseMs: number, now: Date): Promise<ScanJobRecord | null> {
    const at = now.getTime();
    return inTransaction(db, async (tx) => {
      await this.handBackExpiredLeases(tx, at);
      if (Date.now() - this.lastDeadLetterCheck >= DEAD_LETTER_CHECK_MS) {
        this.lastDeadLetterCheck = Date.now();
        await this.settleDeadLetters(tx, at);
      }
      for (;;) {
        const [job] = await this.boss.fetch<{ jobId: string }>(SCAN_QUEUE, { db: tx });
        if (!job) return null;
        const delivery = await this.deliver(tx, job.id, workerId, leaseMs, at);
        if (delivery.kind === 'claimed') return delivery.job;
        // Back off: this rolls the fetch back, and the job stays where it was.
        if (delivery.kind === 'busy') throw new ClaimBusy();
        if (delivery.kind === 'stale')
          await this.boss.complete(SCAN_QUEUE, job.id, null, { db: tx });
        // 'held': the pg-boss job stays active; its lease holder completes, fails or releases it by id.
      }
    }).catch((error: unknown) => {
      if (error instanceof ClaimBusy) return null;
      throw error;
    });
  }

  private async deliver(
    tx: Db,
    jobId: string,
    workerId: string,
    leaseMs: number,
    at: number,
  ): Promise<Delivery> {
    const claimed = await firstRow<JobRow>(
      tx,
      `UPDATE ${this.schema}.jobs
        SET status = 'running', phase = 'scan_running', worker_id = $2, lease_expires_ms = $3, attempts = attempts + 1, updated_ms = $4
        WHERE job_id = (
          SELECT job_id FROM ${this.schema}.jobs
          WHERE job_id = $1 AND (status = 'queued' OR (status IN ('running', 'finalizing') AND lease_expires_ms <= $4))
          FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [jobId, workerId, at + leaseMs, at],
    );
    if (claimed) return { kind: 'claimed', job: jobRecordOf(claimed) };
    const row = await firstRow<{ status: JobStatus; lease_expires_ms: string | null }>(
      tx,
      `SELECT status, lease_expires_ms FROM ${this.schema}.jobs WHERE job_id = $1`,
      [jobId],
    );
    if (!row || !ACTIVE_JOB_STATUSES.includes(row.status)) return { kind: 'stale' };
    // Claimable but not claimed: another transaction holds the row.
    if (row.status === 'queued' || Number(row.lease_expires_ms) <= at) return { kind: 'busy' };
    return { kind: 'held' };
  }

  /** Jobs whose worker stopped heartbeating go back to pg-boss as failed attempts (retried with backoff, or dead-lettered). */
  private async handBackExpiredLeases(tx: Db, at: number): Promise<void> {
    const expired = await rows<{ job_id: string }>(
      tx,
      `UPDATE ${this.schema}.jobs SET status = 'queued', phase = 'queued', worker_id = NULL, lease_expires_ms = NULL, updated_ms = $1
        WHERE job_id IN (
          SELECT job_id FROM ${this.schema}.jobs WHERE status IN ('running', 'finalizing') AND lease_expires_ms <= $1
          ORDER BY lease_expires_ms LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING job_id`,
      [at],
    );
    if (expired.length === 0) return;
    await this.boss.fail(
      SCAN_QUEUE,
      expired.map((row) => row.job_id),
      { code: 'lease_expired', message: 'the worker holding the lease stopped before finishing' },
      { db: tx },
    );
  }

  /** Jobs pg-boss gave up on end as failed jobs with their reason: never left queued. */
  private async settleDeadLetters(tx: Db, at: number): Promise<void> {
    const dead = await this.boss.fetch<{ jobId: string }>(DEAD_LETTER_QUEUE, {
      db: tx,
      batchSize: SWEEP_BATCH,
    });
    if (dead.length === 0) return;
    await tx.executeSql(
      `UPDATE ${this.schema}.jobs
        SET status = 'failed', phase = 'done', worker_id = NULL, lease_expires_ms = NULL, error_code = 'internal_error',
          error_message = 'The scan was started ' || attempts || ' times and did not finish: its workers stopped or failed each time.', updated_ms = $2
        WHERE job_id = ANY($1::text[]) AND status IN ${ACTIVE}`,
      [dead.map((job) => job.data.jobId), at],
    );
    await this.boss.complete(
      DEAD_LETTER_QUEUE,
      dead.map((job) => job.id),
      null,
      { db: tx },
    );
  }

  async heartbeat(
    db: Db,
    jobId: string,
    workerId: string,
    leaseMs: number,
    phase: JobPhase,
    now: Date,
  ): Promise<boolean> {
    const at = now.getTime();
    const row = await firstRow(
      db,
      `UPDATE ${this.schema}.jobs
        SET lease_expires_ms = $3, phase = $4, status = CASE WHEN $4 = 'finalizing' THEN 'finalizing' ELSE 'running' END, updated_ms = $5
        WHERE job_id = $1 AND worker_id = $2 AND status IN ${ACTIVE} RETURNING job_id`,
      [jobId, workerId, at + leaseMs, phase, at],
    );
    return row !== null;
  }

  /** Back to the queue with backoff (retry) or terminal: `expired` when error.code is `expired`, otherwise `failed`. Only the lease holder can. */
  async fail(
    db: Db,
    jobId: string,
    workerId: string,
    error: { code: string; message: string },
    retry: boolean,
    now: Date,
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      const status = retry ? 'queued' : error.code === 'expired' ? 'expired' : 'failed';
      const row = await firstRow(
        tx,
        `UPDATE ${this.schema}.jobs
          SET status = $3, phase = CASE WHEN $3 = 'queued' THEN 'queued' ELSE 'done' END, worker_id = NULL, lease_expires_ms = NULL,
            error_code = $4, error_message = $5, updated_ms = $6
          WHERE job_id = $1 AND worker_id = $2 AND status IN ${ACTIVE} RETURNING job_id`,
        [jobId, workerId, status, error.code, error.message, now.getTime()],
      );
      if (!row) return;
      if (retry) await this.boss.fail(SCAN_QUEUE, jobId, error, { db: tx });
      else await this.boss.cancel(SCAN_QUEUE, jobId, { db: tx });
    });
  }

  /** A stopping worker's jobs go back to the queue at once, in their old place (no backoff). */
  async release(db: Db, workerId: string, now: Date): Promise<number> {
    return inTransaction(db, async (tx) => {
      const released = await rows<{ job_id: string }>(
        tx,
        `UPDATE ${this.schema}.jobs SET status = 'queued', phase = 'queued', worker_id = NULL, lease_expires_ms = NULL, updated_ms = $2
          WHERE worker_id = $1 AND status IN ${ACTIVE} RETURNING job_id`,
        [workerId, now.getTime()],
      );
      if (released.length === 0) return 0;
      const ids = released.map((row) => row.job_id);
      await this.boss.cancel(SCAN_QUEUE, ids, { db: tx });
      await this.boss.resume(SCAN_QUEUE, ids, { db: tx });
      return released.length;
    });
  }

  /** Marks the job with the scan's terminal status (kept if already completed) and takes it off the queue. Call inside completeScan's transaction. */
  async complete(tx: Db, jobId: string, status: JobStatus, now: Date): Promise<void> {
    await tx.executeSql(
      `UPDATE ${this.schema}.jobs
        SET status = $2, phase = 'done', worker_id = NULL, lease_expires_ms = NULL, error_code = NULL, error_message = NULL, updated_ms = $3
        WHERE job_id = $1 AND status NOT IN ('completed', 'completed_limited')`,
      [jobId, status, now.getTime()],
    );
    await this.boss.complete(SCAN_QUEUE, jobId, null, { db: tx, includeQueued: true });
  }

  async count(db: Db): Promise<Record<JobStatus, number>> {
    return jobCountsOf(
      await rows<{ status: JobStatus; count: string }>(
        db,
        `SELECT status, COUNT(*) AS count FROM ${this.schema}.jobs GROUP BY status`,
      ),
    );
  }
}

class ClaimBusy extends Error {}

function toRecord(row: JobRow | null): ScanJobRecord | null {
  return row ? jobRecordOf(row) : null;
}
