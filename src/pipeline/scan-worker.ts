/**
 * The API server's in-process workers: a bounded number of slots, each claiming a job from the
 * store's queue, keeping its lease alive with heartbeats that carry the phase, running scanUrl with
 * the server's base URL (so every link is absolute to the server) and saving the projected bundle,
 * the observations and the screenshots in one completeScan. At-least-once: a job whose worker died
 * is claimed again when its lease expires (or released at once, see releaseJobs), and completeScan
 * is idempotent per scanId.
 *
 * Failures: a scan that throws or whose browser died under it is put back in the queue once (the
 * pool starts a new browser meanwhile); the second time it is saved as a failed scan with the
 * reason. A page that cannot be observed is not a failure of the worker: scanUrl returns a failed
 * Scan and it is saved as such. Nothing a scan does can end the process — but something can end it
 * under a scan (an out-of-memory kill, a lost machine): a job claimed more than maxDeliveries times
 * is saved as a failed scan saying so instead of being scanned again.
 *
 * The same class runs in the API server (role `serve`), in `consentry worker` and in a batch that
 * scans too; each reports itself to the store every few seconds (health: workers seen recently).
 */
import { hostname } from 'node:os';
import { OFFLINE_BASE_URL } from '../projection/links.ts';
import type { JobPhase, Observation } from '../model/index.ts';
import type { BrowserPool } from '../observe/browser-pool.ts';
import { projectFailedScanBundle, type ScanBundle } from '../projection/bundle.ts';
import type {
  ScanJobRecord,
  Store,
  StoredArtifact,
  StoredScan,
  WorkerPresence,
} from '../store/port.ts';
import {
  browserDiedUnder,
  isSchemaViolation,
  publicReason,
  scanWatchdogMs,
  type Scanner,
} from './batch.ts';
import type { ScanAdmission } from './cpu-admission.ts';
import { assertBundleValid } from './judge.ts';
import { scanUrl, type ScanOptions, type ScanOutcome } from './scan.ts';

export type ScanWorkerEvent =
  | { type: 'job-start'; jobId: string; scanId: string; attempt: number }
  | {
      type: 'job-done';
      jobId: string;
      scanId: string;
      status: StoredScan['status'];
      seconds: number;
    }
  | { type: 'job-retry'; jobId: string; scanId: string; reason: string }
  | { type: 'job-lost'; jobId: string; scanId: string }
  | { type: 'job-abandoned'; jobId: string; scanId: string; deliveries: number }
  | { type: 'worker-error'; reason: string };

export interface ScanWorkerOptions {
  store: Store;
  pool: BrowserPool;
  /** Scans running at once (the ceiling when `admission` is given). */
  concurrency: number;
  /**
   * Asked before a slot claims a job while other scans of this process run: the default concurrency
   * passes cpuAdmission() (a scan beyond the first starts only while the CPU has room); an explicit
   * concurrency passes nothing and is taken as given.
   */
  admission?: ScanAdmission;
  /**
   * Base URL of the links of a scan whose job names none (jobs queued before jobs carried their
   * server's base URL). Default: the offline base (https://consentry.invalid).
   */
  baseUrl?: string;
  /** What runs these workers, as reported to the store; default `serve`. */
  role?: WorkerPresence['role'];
  /** Identity on the queue's leases; default `<host>:<pid>:<random>`. */
  workerId?: string;
  /** Lease length; a job whose worker stops heartbeating is claimable again after this. Default 30 s. */
  leaseMs?: number;
  /** Heartbeat period (must be well below leaseMs). Default leaseMs / 6. */
  heartbeatMs?: number;
  /** How long an idle slot waits before asking the queue again (notify() wakes it earlier). Default 1 s. */
  idlePollMs?: number;
  /** Options of every scan (budgets, viewport, arms, plugins). */
  scan?: Omit<ScanOptions, 'scanId' | 'baseUrl' | 'scanFrom'>;
  /** Watchdog of one scan attempt; default scanWatchdogMs(budgets). */
  scanTimeoutMs?: number;
  /** Attempts per job before a failure is final. Default 2 (a transient failure is retried once). */
  maxAttempts?: number;
  /** Claims of one job after which it is saved as failed without scanning again (its workers kept stopping). Default 4. */
  maxDeliveries?: number;
  /** How often the workers report themselves to the store. Default 10 s. */
  presenceMs?: number;
  /** Replaces scanUrl (tests of the queue; the worker benchmark's cheap stand-in). */
  scanner?: Scanner;
  onEvent?: (event: ScanWorkerEvent) => void;
}

export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the scan did not finish within ${ms / 1000} s (watchdog)`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function storedScanOf(
  job: ScanJobRecord,
  bundle: ScanBundle,
  observations: Observation[],
  artifacts: readonly StoredArtifact[],
  completedAt: Date,
): StoredScan {
  const status =
    bundle.scan.status === 'completed' || bundle.scan.status === 'completed_limited'
      ? bundle.scan.status
      : 'failed';
  return {
    scanId: job.scanId,
    normalizedUrl: job.normalizedUrl,
    domain: job.domain,
    scanFrom: job.scanFrom,
    status,
    createdAt: job.createdAt,
    completedAt: completedAt.toISOString(),
    resources: {
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      pulse: bundle.pulse,
      pulseEvidence: bundle.pulseEvidence,
    },
    observations,
    artifactNames: artifacts.map((a) => a.name),
  };
}

export class ScanWorkers {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly idlePollMs: number;
  private readonly maxAttempts: number;
  private readonly maxDeliveries: number;
  private readonly watchdogMs: number;
  private presenceTimer: NodeJS.Timeout | undefined;
  private slots: Promise<void>[] = [];
  private stopping = false;
  /** Past the shutdown grace: results of scans still running are discarded (their jobs were released). */
  private abandoned = false;
  private wakers = new Set<() => void>();
  private readonly active = new Set<string>();
  /** Slots asking the queue for a job now (they count as in flight for the admission). */
  private claiming = 0;

  constructor(private readonly options: ScanWorkerOptions) {
    this.workerId = options.workerId ?? defaultWorkerId();
    this.leaseMs = options.leaseMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(250, Math.floor(this.leaseMs / 6));
    this.idlePollMs = options.idlePollMs ?? 1_000;
    this.maxAttempts = options.maxAttempts ?? 2;
    this.maxDeliveries = options.maxDeliveries ?? 4;
    this.watchdogMs =
      options.scanTimeoutMs ?? scanWatchdogMs(options.scan?.budgets, options.scan?.pages);
  }

  /** Scans running now. */
  get running(): number {
    return this.active.size;
  }

  get concurrency(): number {
    return Math.max(1, Math.floor(this.options.concurrency));
  }

  start(): void {
    if (this.slots.length) return;
    for (let i = 0; i < this.concurrency; i++) this.slots.push(this.slot());
    void this.reportPresence();
    this.presenceTimer = setInterval(
      () => void this.reportPresence(),
      this.options.presenceMs ?? 10_000,
    );
    this.presenceTimer.unref();
  }

  private async reportPresence(): Promise<void> {
    const presence: WorkerPresence = {
      workerId: this.workerId,
      host: hostname(),
      pid: process.pid,
      role: this.options.role ?? 'serve',
      concurrency: this.concurrency,
      running: this.running,
    };
    await this.options.store
      .recordWorker(presence, new Date())
      .catch((error: unknown) => this.emit({ type: 'worker-error', reason: publicReason(error) }));
  }

  /** Wakes idle slots (call after enqueueing a job). */
  notify(): void {
    for (const wake of this.wakers) wake();
  }

  /**
   * Stops claiming; running scans may finish within graceMs, the rest are released back to the
   * queue (another start on the same store scans them again). Returns how many were released.
   */
  async stop(graceMs: number): Promise<{ released: number }> {
    this.stopping = true;
    clearInterval(this.presenceTimer);
    this.notify();
    const all = Promise.all(this.slots);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)),
    );
    const result = await Promise.race([all.then(() => 'done' as const), graceOver]);
    clearTimeout(timer);
    let released = 0;
    if (result !== 'done') {
      this.abandoned = true;
      released = await this.options.store.releaseJobs(this.workerId, new Date());
    }
    await this.options.store.forgetWorker(this.workerId).catch(() => undefined);
    return { released };
  }

  private emit(event: ScanWorkerEvent): void {
    this.options.onEvent?.(event);
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.idlePollMs);
      this.wakers.add(done);
    });
  }

  private async slot(): Promise<void> {
    const { admission } = this.options;
    while (!this.stopping) {
      // Asked before claiming, so that a job this process cannot start yet stays free for other workers.
      if (admission && this.active.size + this.claiming > 0) {
        await admission(this.active.size + this.claiming, () => this.stopping);
        if (this.stopping) break;
      }
      let job: ScanJobRecord | null = null;
      this.claiming++;
      try {
        job = await this.options.store.claimJob(this.workerId, this.leaseMs, new Date());
      } catch (error) {
        this.emit({ type: 'worker-error', reason: publicReason(error) });
      } finally {
        this.claiming--;
      }
      if (!job) {
        await this.idle();
        continue;
      }
      try {
        await this.runJob(job);
      } catch (error) {
        // A store failure while saving: the lease runs out and the job is claimed again.
        this.emit({ type: 'worker-error', reason: publicReason(error) });
      }
    }
  }

  private async runJob(job: ScanJobRecord): Promise<void> {
    const { store } = this.options;
    const started = performance.now();
    this.active.add(job.jobId);
    let phase: JobPhase = 'scan_running';
    let lost = false;
    const beat = async () => {
      const ok = await store
        .heartbeat(job.jobId, this.workerId, this.leaseMs, phase, new Date())
        .catch(() => true);
      if (!ok) lost = true;
    };
    const timer = setInterval(() => void beat(), this.heartbeatMs);
    try {
      if (job.attempts > this.maxDeliveries) {
        this.emit({
          type: 'job-abandoned',
          jobId: job.jobId,
          scanId: job.scanId,
          deliveries: job.attempts,
        });
        phase = 'finalizing';
        await beat();
        const reason = `it was started ${job.attempts - 1} times and its worker stopped before finishing each time`;
        const completedAt = new Date();
        await store.completeScan(
          job.jobId,
          this.workerId,
          storedScanOf(
            job,
            this.failedBundle(job, new Error(reason), 'The scan was not run again'),
            [],
            [],
            completedAt,
          ),
          [],
          completedAt,
        );
        return;
      }
      this.emit({ type: 'job-start', jobId: job.jobId, scanId: job.scanId, attempt: job.attempts });
      phase = 'runtime_observation';
      await beat();
      let outcome: ScanOutcome | null = null;
      let failure: unknown = null;
      const scanner = this.options.scanner ?? scanUrl;
      try {
        outcome = await withTimeout(
          scanner(this.options.pool, job.normalizedUrl, {
            ...this.options.scan,
            scanId: job.scanId,
            baseUrl: this.baseUrlOf(job),
            scanFrom: job.scanFrom,
          }),
          this.watchdogMs,
        );
        const died = browserDiedUnder(outcome);
        if (died) failure = new Error(died);
      } catch (error) {
        failure = error;
      }
      if (this.abandoned) return;
      if (lost) {
        this.emit({ type: 'job-lost', jobId: job.jobId, scanId: job.scanId });
        return;
      }
      // A schema violation is a bug, not the site's failure: retrying cannot help and no scan is saved.
      if (isSchemaViolation(failure)) {
        this.emit({ type: 'worker-error', reason: publicReason(failure) });
        await store.failJob(
          job.jobId,
          this.workerId,
          { code: 'internal_error', message: 'The scan could not be projected.' },
          false,
          new Date(),
        );
        return;
      }
      if (failure && job.attempts < this.maxAttempts) {
        this.emit({
          type: 'job-retry',
          jobId: job.jobId,
          scanId: job.scanId,
          reason: publicReason(failure),
        });
        await store.failJob(
          job.jobId,
          this.workerId,
          { code: 'internal_error', message: publicReason(failure) },
          true,
          new Date(),
        );
        return;
      }
      phase = 'finalizing';
      await beat();
      const bundle = failure || !outcome ? this.failedBundle(job, failure) : outcome.bundle;
      const artifacts: StoredArtifact[] =
        failure || !outcome
          ? []
          : outcome.screenshots.map((shot) => ({
              name: shot.ref,
              contentType: 'image/png',
              bytes: shot.png,
            }));
      const completedAt = new Date();
      const stored = storedScanOf(
        job,
        bundle,
        failure || !outcome ? [] : outcome.observations,
        artifacts,
        completedAt,
      );
      await store.completeScan(job.jobId, this.workerId, stored, artifacts, completedAt);
      this.emit({
        type: 'job-done',
        jobId: job.jobId,
        scanId: job.scanId,
        status: stored.status,
        seconds: (performance.now() - started) / 1000,
      });
    } finally {
      clearInterval(timer);
      this.active.delete(job.jobId);
    }
  }

  private baseUrlOf(job: ScanJobRecord): string {
    return job.baseUrl ?? this.options.baseUrl ?? OFFLINE_BASE_URL;
  }

  private failedBundle(
    job: ScanJobRecord,
    failure: unknown,
    summary = `The scan failed ${job.attempts} times`,
  ): ScanBundle {
    const bundle = projectFailedScanBundle({
      scanId: job.scanId,
      url: job.normalizedUrl,
      scanFrom: job.scanFrom,
      baseUrl: this.baseUrlOf(job),
      createdAt: job.createdAt,
      completedAt: new Date().toISOString(),
      failure: { code: 'internal_error', summary: `${summary}: ${publicReason(failure)}` },
    });
    assertBundleValid(bundle);
    return bundle;
  }
}
