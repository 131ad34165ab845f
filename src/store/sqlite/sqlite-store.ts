/**
 * The embedded Store/Queue adapter: one SQLite file (node:sqlite, WAL) under the data dir. Several
 * processes may open the same file; every write is a BEGIN IMMEDIATE transaction, so joins, claims
 * and usage charges are atomic across them.
 *
 * Artifacts (screenshots, masked crops) are BLOBs in their own table rather than files: they are
 * written in the same transaction as the scan (a completed scan never points at a missing file, a
 * re-completion never leaves orphans) and a backup is one file.
 */
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
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
import { openDatabase, writeTransaction } from './connection.ts';
import { JobRows } from './job-rows.ts';
import { KeyRows } from './key-rows.ts';
import { migrate } from './migrations.ts';
import { ScanRows } from './scan-rows.ts';
import { assertCharge } from '../usage-ledger.ts';
import { assertKeyCap } from '../key-owner-cap.ts';
import { UsageRows } from './usage-rows.ts';
import { WorkerRows } from './worker-rows.ts';

interface PendingCharge {
  charges: UsageCharge[];
  now: Date;
  resolve: (decision: UsageDecision) => void;
  reject: (error: unknown) => void;
}

export const SQLITE_FILE_NAME = 'consentry.db';

export type SqliteStoreLocation = { dataDir: string } | { path: string };

export async function openSqliteStore(location: SqliteStoreLocation): Promise<SqliteStore> {
  const path = 'path' in location ? location.path : join(location.dataDir, SQLITE_FILE_NAME);
  const db = openDatabase(path);
  try {
    const version = migrate(db, path);
    return new SqliteStore(db, path, version);
  } catch (error) {
    db.close();
    throw error;
  }
}

export class SqliteStore implements Store {
  private readonly scans: ScanRows;
  private readonly jobs: JobRows;
  private readonly keys: KeyRows;
  private readonly usage: UsageRows;
  private readonly workers: WorkerRows;
  private closed = false;
  private usageQueue: PendingCharge[] = [];

  constructor(
    private readonly db: DatabaseSync,
    readonly path: string,
    readonly schemaVersion: number,
  ) {
    this.scans = new ScanRows(db);
    this.jobs = new JobRows(db);
    this.keys = new KeyRows(db);
    this.usage = new UsageRows(db);
    this.workers = new WorkerRows(db);
  }

  async completeScan(
    jobId: string,
    _workerId: string,
    scan: StoredScan,
    artifacts: StoredArtifact[],
    now: Date,
  ): Promise<void> {
    this.assertOpen();
    writeTransaction(this.db, () => {
      const job = this.jobs.get(jobId);
      if (!job) throw new Error(`completeScan: no job ${jobId}`);
      if (job.scanId !== scan.scanId)
        throw new Error(`completeScan: job ${jobId} is for scan ${job.scanId}, not ${scan.scanId}`);
      // First completion wins; a repeated delivery (at-least-once) finds the scan and changes nothing.
      this.scans.insert(scan, artifacts);
      const stored = this.scans.get(scan.scanId)!;
      this.jobs.complete(jobId, stored.status, now);
    });
  }

  async getScan(scanId: string): Promise<StoredScan | null> {
    this.assertOpen();
    return this.scans.get(scanId);
  }

  async getArtifact(scanId: string, name: string): Promise<StoredArtifact | null> {
    this.assertOpen();
    return this.scans.getArtifact(scanId, name);
  }

  async findReusableScan(
    normalizedUrl: string,
    scanFrom: ScanFrom,
    since: Date,
  ): Promise<StoredScan | null> {
    this.assertOpen();
    return this.scans.findReusable(normalizedUrl, scanFrom, since.getTime());
  }

  async latestForDomain(domain: string, scanFrom: ScanFrom): Promise<StoredScan | null> {
    this.assertOpen();
    return this.scans.latestForDomain(domain, scanFrom);
  }

  async enqueueScan(input: EnqueueScanInput): Promise<EnqueueResult> {
    this.assertOpen();
    return writeTransaction(this.db, () => this.jobs.enqueue(input));
  }

  async getJob(jobId: string): Promise<ScanJobRecord | null> {
    this.assertOpen();
    return this.jobs.get(jobId);
  }

  async getJobs(jobIds: readonly string[]): Promise<ScanJobRecord[]> {
    this.assertOpen();
    return this.jobs.getMany(jobIds);
  }

  async getJobByScanId(scanId: string): Promise<ScanJobRecord | null> {
    this.assertOpen();
    return this.jobs.getByScanId(scanId);
  }

  async claimJob(workerId: string, leaseMs: number, now: Date): Promise<ScanJobRecord | null> {
    this.assertOpen();
    assertLease(leaseMs);
    return writeTransaction(this.db, () => this.jobs.claim(workerId, leaseMs, now));
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
    return writeTransaction(this.db, () =>
      this.jobs.heartbeat(jobId, workerId, leaseMs, phase, now),
    );
  }

  async failJob(
    jobId: string,
    workerId: string,
    error: { code: string; message: string },
    retry: boolean,
    now: Date,
  ): Promise<void> {
    this.assertOpen();
    writeTransaction(this.db, () => this.jobs.fail(jobId, workerId, error, retry, now));
  }

  async releaseJobs(workerId: string, now: Date): Promise<number> {
    this.assertOpen();
    return writeTransaction(this.db, () => this.jobs.release(workerId, now));
  }

  async countJobs(): Promise<Record<JobStatus, number>> {
    this.assertOpen();
    return this.jobs.count();
  }

  async oldestQueuedAt(): Promise<string | null> {
    this.assertOpen();
    return this.jobs.oldestQueuedAt();
  }

  async countActiveJobs(requester: string): Promise<ActiveJobCounts> {
    this.assertOpen();
    return this.jobs.activeCounts(requester);
  }

  async expireQueuedJobs(createdBefore: Date, message: string, now: Date): Promise<number> {
    this.assertOpen();
    return writeTransaction(this.db, () => this.jobs.expire(createdBefore, message, now));
  }

  async recordWorker(presence: WorkerPresence, now: Date): Promise<void> {
    this.assertOpen();
    writeTransaction(this.db, () => this.workers.record(presence, now));
  }

  async forgetWorker(workerId: string): Promise<void> {
    this.assertOpen();
    writeTransaction(this.db, () => this.workers.forget(workerId));
  }

  async listWorkers(since: Date): Promise<WorkerRecord[]> {
    this.assertOpen();
    return this.workers.list(since);
  }

  async createKey(key: ApiKeyRecord): Promise<void> {
    this.assertOpen();
    writeTransaction(this.db, () => this.keys.create(key));
  }

  async createKeyWithinCap(key: ApiKeyRecord, maxPerOwner: number, now: Date): Promise<boolean> {
    this.assertOpen();
    assertKeyCap(key, maxPerOwner);
    return writeTransaction(this.db, () => this.keys.createWithinCap(key, maxPerOwner, now));
  }

  async findKeyByHmac(hmac: string): Promise<ApiKeyRecord | null> {
    this.assertOpen();
    return this.keys.findByHmac(hmac);
  }

  async listKeys(): Promise<ApiKeyRecord[]> {
    this.assertOpen();
    return this.keys.list();
  }

  async revokeKey(id: string, now: Date): Promise<boolean> {
    this.assertOpen();
    return writeTransaction(this.db, () => this.keys.revoke(id, now));
  }

  /** Decided with every other charge of this event-loop turn in one transaction (see usage-ledger.ts). */
  async chargeUsage(charges: UsageCharge[], now: Date): Promise<UsageDecision> {
    this.assertOpen();
    charges.forEach(assertCharge);
    return new Promise((resolve, reject) => {
      this.usageQueue.push({ charges, now, resolve, reject });
      if (this.usageQueue.length === 1) setImmediate(() => this.decideUsage());
    });
  }

  private decideUsage(): void {
    const queue = this.usageQueue;
    this.usageQueue = [];
    if (queue.length === 0) return;
    try {
      const decisions = writeTransaction(this.db, () => this.usage.decide(queue));
      queue.forEach((call, index) => call.resolve(decisions[index]!));
    } catch (error) {
      for (const call of queue) call.reject(error);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.decideUsage();
    this.closed = true;
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error(`the store ${this.path} is closed`);
  }
}

function assertLease(leaseMs: number): void {
  if (!Number.isSafeInteger(leaseMs) || leaseMs <= 0)
    throw new RangeError(`lease must be a positive whole number of milliseconds (got ${leaseMs})`);
}
