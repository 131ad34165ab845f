/**
 * `consentry batch --database`: the list is queued on the shared store and collected as workers
 * finish it; with --concurrency N > 0 this process runs N scan workers too (public targets only,
 * like every worker: they take any job of the queue, not only this batch's). The first
 * SIGINT/SIGTERM stops taking new scans: the local workers claim nothing more and the scans running
 * anywhere are collected; the second stops at once and hands the local scans back. Queued scans stay
 * queued for the workers and the next run. The local workers' id is kept in DIR/batch-worker.json: a
 * run after a killed one hands that one's scans back to the queue at once instead of after their leases.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BatchOutputError,
  BatchProgress,
  DEFAULT_LIST_CRAWL_PAGES,
  findChromium,
  guardPlaywrightDisposalErrors,
  removeWorkerFile,
  runDistributedBatch,
  scanBrowser,
  takeOverWorkerFile,
  BrowserPool,
  cpuAdmission,
  ScanWorkers,
  type BatchList,
  type BatchResult,
  type OpenedStore,
  type ScanFrom,
} from '../internal.ts';
import type { ScanFlagValues } from './scan-flags.ts';
import { UsageError } from './usage-error.ts';

export interface DistributedRun {
  list: BatchList;
  source: string;
  outDir: string;
  opened: OpenedStore;
  flags: ScanFlagValues;
  concurrency: number;
  /** The concurrency is the default: a ceiling, a scan beyond the first only while the CPU has room. */
  cpuAdmission: boolean;
  evidence: boolean;
  quiet: boolean;
}

const LOCAL_GRACE_MS = 20_000;
const BATCH_WORKER_FILE = 'batch-worker.json';

export async function runDistributedBatchWithSignals(run: DistributedRun): Promise<BatchResult> {
  const stop = new AbortController();
  const abandon = new AbortController();
  const progress = run.quiet ? null : new BatchProgress(process.stderr);
  const unguard = guardPlaywrightDisposalErrors((message) => {
    if (process.env.CONSENTRY_DEBUG)
      process.stderr.write(`consentry: ignored a Playwright error of a dead browser: ${message}\n`);
  });
  // No browser: the batch cannot scan here (exit 2 with the install help), as a local batch.
  if (run.concurrency > 0) findChromium();
  const local = run.concurrency > 0 ? await localWorkers(run) : null;
  const workerFile = join(run.outDir, BATCH_WORKER_FILE);
  if (local) {
    try {
      mkdirSync(run.outDir, { recursive: true });
    } catch (error) {
      await local.close();
      throw new UsageError(`cannot write to ${run.outDir}: ${(error as Error).message}`);
    }
    const released = await takeOverWorkerFile(workerFile, run.opened.store, local.workers.workerId);
    if (released)
      process.stderr.write(
        `consentry batch: ${released} scan(s) of the killed run handed back to the queue\n`,
      );
  }
  let stopping: Promise<{ released: number }> | null = null;
  const onSignal = () => {
    if (!stop.signal.aborted) {
      stop.abort();
      stopping = local ? local.workers.stop(LOCAL_GRACE_MS) : null;
    } else {
      abandon.abort();
      stopping = local ? local.workers.stop(0) : null;
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    local?.workers.start();
    return await runDistributedBatch({
      list: run.list,
      source: run.source,
      outDir: run.outDir,
      store: run.opened.store,
      storeDescription: run.opened.description,
      scanFrom: run.flags.scanFrom as ScanFrom,
      localConcurrency: run.concurrency,
      evidence: run.evidence,
      stop: stop.signal,
      abandon: abandon.signal,
      onQueued: () => local?.workers.notify(),
      ...(progress ? { onEvent: (event) => progress.onEvent(event) } : {}),
    });
  } catch (error) {
    if (error instanceof BatchOutputError) throw new UsageError(error.message);
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (local) {
      const { released } = await (stopping ?? local.workers.stop(LOCAL_GRACE_MS));
      if (released)
        process.stderr.write(
          `consentry batch: ${released} local scan(s) handed back to the queue\n`,
        );
      await local.close();
      removeWorkerFile(workerFile);
    }
    unguard();
  }
}

async function localWorkers(
  run: DistributedRun,
): Promise<{ workers: ScanWorkers; close(): Promise<void> }> {
  // Local workers scan whatever the queue holds (API servers' jobs too): public targets only, always.
  const browser = await scanBrowser({ ...run.flags, publicOnly: true });
  const pool = new BrowserPool({ maxScansPerBrowser: 50, ...browser.pool });
  const workers = new ScanWorkers({
    store: run.opened.store,
    pool,
    concurrency: run.concurrency,
    ...(run.cpuAdmission ? { admission: cpuAdmission() } : {}),
    role: 'batch',
    // As `consentry worker` scans by default (the starting pages of a list: DEFAULT_LIST_CRAWL_PAGES).
    scan: { publicOnly: true, pages: DEFAULT_LIST_CRAWL_PAGES },
    onEvent: (event) => {
      if (event.type === 'worker-error')
        process.stderr.write(`consentry batch: worker: ${event.reason}\n`);
    },
  });
  return {
    workers,
    close: async () => {
      await pool.close();
      await browser.close();
    },
  };
}
