/**
 * The scale-out Store/Queue adapter: PostgreSQL for the tables, pg-boss for the queue (see
 * job-queue.ts), one connection pool for both. Any number of API servers, workers and batch
 * commands on any number of machines open the same database; joins, claims, leases and usage charges
 * are atomic across all of them. Opening migrates (idempotent, safe when several processes start at
 * once). Loaded only when a postgres:// URL is given, so the embedded default never loads pg.
 */
import { PgBoss } from 'pg-boss';
import type { JobPhase, ScanFrom } from '../../model/index.ts';
import type {
  ActiveJobCounts,
  ApiKeyRecord,
  EnqueueResult,
  EnqueueScanInput,
  JobStatus,
  ScanJobRecord,
  Store,
  StoredArtifact,
  StoredScan,
  UsageCharge,
  UsageDecision,
  WorkerPresence,
  WorkerRecord,
} from '../port.ts';
import { assertKeyCap } from '../key-owner-cap.ts';
import { assertCharge, type UsageCall } from '../usage-ledger.ts';
import { parseDatabaseUrl, type DatabaseLocation } from './database-url.ts';
import { DEFAULT_QUEUE_SETTINGS, JobQueue, type QueueSettings } from './job-queue.ts';
import { KeyRows } from './key-rows.ts';
import { migratePostgres } from './migrations.ts';
import { ScanRows } from './scan-rows.ts';
import { inTransaction, type Db } from './sql.ts';
import { UsageRows } from './usage-rows.ts';
import { WorkerRows } from './worker-rows.ts';

export interface PostgresStoreOptions {
  /** postgres:// or postgresql:// URL, optionally with `?schema=NAME`. */
  url: string;
  /** Connections this process may open (default 10). */
  poolSize?: number;
  /** Retry behaviour of the queue (applied to the queue when this process starts). */
  queue?: Partial<QueueSettings>;
  /** Connection and background errors (a database restart, a lost connection); default: ignored, the failing call rejects. */
  onError?: (error: Error) => void;
}

interface PendingCharge extends UsageCall {
  resolve: (decision: UsageDecision) => void;
  reject: (error: unknown) => void;
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const location = parseDatabaseUrl(options.url);
  const boss = new PgBoss({
    connectionString: location.connectionString,
    schema: location.queueSchema,
    application_name: 'consentry',
    max: options.poolSize ?? 10,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  boss.on('warning', () => undefined);
  await boss.start();
  try {
    const db = boss.getDb();
    const version = await migratePostgres(db, location);
    const queue = new JobQueue(boss, location.schema, {
      ...DEFAULT_QUEUE_SETTINGS,
      ...options.queue,
    });
    await queue.setUp();
    return new PostgresStore(boss, db, location, version, queue);
  } catch (error) {
    await boss.stop({ graceful: false, close: true });
    throw error;
  }
}

export class PostgresStore implements Store {
  private readonly scans: ScanRows;
  private readonly keys: KeyRows;
  private readonly usage: UsageRows;
  private readonly workers: WorkerRows;
  private closed = false;
  private usageQueue: PendingCharge[] = [];
  private deciding: Promise<void> = Promise.resolve();

  constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    readonly location: DatabaseLocation,
    readonly schemaVersion: number,
    private readonly jobs: JobQueue,
  ) {
    this.scans = new ScanRows(location.schema);
    this.keys = new KeyRows(location.schema);
    this.usage = new UsageRows(location.schema);
    this.workers = new WorkerRows(location.schema);
  }

  async completeScan(
    jobId: string,
    _workerId: string,
    scan: StoredScan,
    artifacts: StoredArtifact[],
    now: Date,
  ): Promise<void> {
    this.assertOpen();
    await inTransaction(this.db, async (tx) => {
      const job = await this.jobs.get(tx, jobId);
      if (!job) throw new Error(`completeScan: no job ${jobId}`);
      if (job.scanId !== scan.scanId)
        throw new Error(`completeScan: job ${jobId} is for scan ${job.scanId}, not ${scan.scanId}`);
      // First completion wins; a repeated delivery (at-least-once) finds the scan and changes nothing.
      await this.scans.insert(tx, scan, artifacts);
      const stored = (await this.scans.get(tx, scan.scanId))!;
      await this.jobs.complete(tx, jobId, stored.status, now);
    });
  }

  async getScan(scanId: string): Promise<StoredScan | null> {
    this.assertOpen();
    return this.scans.get(this.db, scanId);
  }

  async getArtifact(scanId: string, name: string): Promise<StoredArtifact | null> {
    this.assertOpen();
    return this.scans.getArtifact(this.db, scanId, name);
  }

  async findReusableScan(
    normalizedUrl: string,
    scanFrom: ScanFrom,
    since: Date,
  ): Promise<StoredScan | null> {
    this.assertOpen();
    return this.scans.findReusable(this.db, normalizedUrl, scanFrom, since.getTime());
  }

  async latestForDomain(domain: string, scanFrom: ScanFrom): Promise<StoredScan | null> {
    this.assertOpen();
    return this.scans.latestForDomain(this.db, domain, scanFrom);
  }

  async enqueueScan(input: EnqueueScanInput): Promise<EnqueueResult> {
    this.assertOpen();
    return this.jobs.enqueue(this.db, input);
  }

  async getJob(jobId: string): Promise<ScanJobRecord | null> {
    this.assertOpen();
    return this.jobs.get(this.db, jobId);
  }

  async getJobs(jobIds: readonly string[]): Promise<ScanJobRecord[]> {
    this.assertOpen();
    return this.jobs.getMany(this.db, jobIds);
  }

  async getJobByScanId(scanId: string): Promise<ScanJobRecord | null> {
    this.assertOpen();
    return this.jobs.getByScanId(this.db, scanId);
  }

  async claimJob(workerId: string, leaseMs: number, now: Date): Promise<ScanJobRecord | null> {
    this.assertOpen();
    assertLease(leaseMs);
    return this.jobs.claim(this.db, workerId, leaseMs, now);
  }

  async heartbeat(
    jobId: string,
    workerId: string,
    leaseMs: number,
    phase: JobPhase,
    now: Date,
  ): Promise<boolean> {
    this.assertOpen();
    assertLease(leaseMs);
    return this.jobs.heartbeat(this.db, jobId, workerId, leaseMs, phase, now);
  }

  async failJob(
    jobId: string,
    workerId: string,
    error: { code: string; message: string },
    retry: boolean,
    now: Date,
  ): Promise<void> {
    this.assertOpen();
    await this.jobs.fail(this.db, jobId, workerId, error, retry, now);
  }

  async releaseJobs(workerId: string, now: Date): Promise<number> {
    this.assertOpen();
    return this.jobs.release(this.db, workerId, now);
  }

  async countJobs(): Promise<Record<JobStatus, number>> {
    this.assertOpen();
    return this.jobs.count(this.db);
  }

  async oldestQueuedAt(): Promise<string | null> {
    this.assertOpen();
    return this.jobs.oldestQueuedAt(this.db);
  }

  async countActiveJobs(requester: string): Promise<ActiveJobCounts> {
    this.assertOpen();
    return this.jobs.activeCounts(this.db, requester);
  }

  async expireQueuedJobs(createdBefore: Date, message: string, now: Date): Promise<number> {
    this.assertOpen();
    return this.jobs.expireQueued(this.db, createdBefore, message, now);
  }

  async recordWorker(presence: WorkerPresence, now: Date): Promise<void> {
    this.assertOpen();
    await this.workers.record(this.db, presence, now);
  }

  async forgetWorker(workerId: string): Promise<void> {
    this.assertOpen();
    await this.workers.forget(this.db, workerId);
  }

  async listWorkers(since: Date): Promise<WorkerRecord[]> {
    this.assertOpen();
    return this.workers.list(this.db, since);
  }

  async createKey(key: ApiKeyRecord): Promise<void> {
    this.assertOpen();
    await this.keys.create(this.db, key);
  }

  async createKeyWithinCap(key: ApiKeyRecord, maxPerOwner: number, now: Date): Promise<boolean> {
    this.assertOpen();
    assertKeyCap(key, maxPerOwner);
    return this.keys.createWithinCap(this.db, key, maxPerOwner, now);
  }

  async findKeyByHmac(hmac: string): Promise<ApiKeyRecord | null> {
    this.assertOpen();
    return this.keys.findByHmac(this.db, hmac);
  }

  async listKeys(): Promise<ApiKeyRecord[]> {
    this.assertOpen();
    return this.keys.list(this.db);
  }

  async revokeKey(id: string, now: Date): Promise<boolean> {
    this.assertOpen();
    return this.keys.revoke(this.db, id, now);
  }

  /** Decided with every other charge of this event-loop turn in one transaction (see usage-rows.ts). */
  async chargeUsage(charges: UsageCharge[], now: Date): Promise<UsageDecision> {
    this.assertOpen();
    charges.forEach(assertCharge);
    return new Promise((resolve, reject) => {
      this.usageQueue.push({ charges, now, resolve, reject });
      if (this.usageQueue.length === 1) setImmediate(() => void this.decideUsage());
    });
  }

  /** One batch at a time: calls that arrive while a batch is being decided form the next one. */
  private decideUsage(): Promise<void> {
    this.deciding = this.deciding.then(async () => {
      const queue = this.usageQueue;
      this.usageQueue = [];
      if (queue.length === 0) return;
      try {
        const decisions = await inTransaction(this.db, (tx) => this.usage.decide(tx, queue));
        queue.forEach((call, index) => call.resolve(decisions[index]!));
      } catch (error) {
        for (const call of queue) call.reject(error);
      }
    });
    return this.deciding;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.decideUsage();
    this.closed = true;
    await this.boss.stop({ graceful: false, close: true });
  }

  private assertOpen(): void {
    if (this.closed)
      throw new Error(
        `the store ${this.location.display} (schema ${this.location.schema}) is closed`,
      );
  }
}

function assertLease(leaseMs: number): void {
  if (!Number.isSafeInteger(leaseMs) || leaseMs <= 0)
    throw new RangeError(`lease must be a positive whole number of milliseconds (got ${leaseMs})`);
}
