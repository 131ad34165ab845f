/**
 * A batch on the shared queue: every target of the list becomes a scan job in the store (one batch,
 * one job id per target derived from the batch id kept in the output directory), workers anywhere
 * scan them, and their results are written to the output directory as they arrive — the same files,
 * with the same commit protocol, as a local batch (batch-output.ts). Re-running with the same
 * directory and store resumes: committed sites are skipped, enqueueing the same job ids again
 * returns the jobs already there (nothing is queued twice), and what finished meanwhile is
 * collected. Stopping (a first signal) stops waiting for queued scans but collects the ones running;
 * abandoning (a second) stops at once. Either way the jobs stay in the queue for the workers and the
 * next run.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScanFrom } from '../model/index.ts';
import type { KeptScreenshot } from '../observe/runtime.ts';
import { projectFailedScanBundle, type ScanBundle } from '../projection/bundle.ts';
import { toFindingsCsvRows } from '../projection/csv.ts';
import { OFFLINE_BASE_URL } from '../projection/links.ts';
import { findingListOf } from '../projection/stored-resources.ts';
import type { BatchEvent } from './batch-events.ts';
import type { BatchList, BatchTarget } from './batch-input.ts';
import { BatchOutput, writeFileAtomic } from './batch-output.ts';
import { BatchSites } from './batch-sites.ts';
import type { BatchResult } from './batch.ts';
import { assertBundleValid } from './judge.ts';
import { scanWithFindings } from './write-scan.ts';
import type { ScanJobRecord, Store, StoredScan } from '../store/port.ts';

/** The batch's identity in its output directory: the same file resumes the same jobs. */
export const BATCH_QUEUE_FILE = 'batch-queue.json';

export interface DistributedBatchOptions {
  list: BatchList;
  source: string;
  outDir: string;
  store: Store;
  /** Where the store is, for the progress line (no password). */
  storeDescription: string;
  scanFrom?: ScanFrom;
  /** Scans this process runs itself (its own workers on the same store); 0: workers elsewhere only. */
  localConcurrency: number;
  evidence?: boolean;
  /** How often the jobs are looked at. Default 1 s. */
  pollMs?: number;
  /** Stop waiting for queued scans; the running ones are still collected. The rest stay queued. */
  stop?: AbortSignal;
  /** Stop at once: scans still running are collected by the next run. */
  abandon?: AbortSignal;
  /** Called when jobs were queued (wakes this process's own workers instead of waiting for their next poll). */
  onQueued?: () => void;
  onEvent?: (event: BatchEvent) => void;
}

interface BatchQueueFile {
  batchId: string;
  scanFrom: ScanFrom;
  createdAt: string;
}

/** A UUID derived from the batch and the target: the same on every run of the batch. */
export function batchJobId(
  batchId: string,
  scanFrom: ScanFrom,
  key: string,
  kind: 'job' | 'scan',
): string {
  const hex = createHash('sha256')
    .update(`consentry batch\0${batchId}\0${scanFrom}\0${key}\0${kind}`)
    .digest('hex');
  // Version 8 (custom) and the RFC 9562 variant: a valid UUID for every store.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function batchIdentity(outDir: string, scanFrom: ScanFrom): Promise<BatchQueueFile> {
  const path = join(outDir, BATCH_QUEUE_FILE);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text !== null) {
    const known = JSON.parse(text) as BatchQueueFile;
    if (known.scanFrom !== scanFrom)
      throw new Error(
        `${path}: this batch was queued with --scan-from ${known.scanFrom}; resume it with the same, or use another --out`,
      );
    return known;
  }
  const created: BatchQueueFile = {
    batchId: randomUUID(),
    scanFrom,
    createdAt: new Date().toISOString(),
  };
  await writeFileAtomic(path, `${JSON.stringify(created, null, 2)}\n`);
  return created;
}

const TERMINAL = new Set(['completed', 'completed_limited', 'failed', 'expired']);

export async function runDistributedBatch(options: DistributedBatchOptions): Promise<BatchResult> {
  const emit = (event: BatchEvent) => options.onEvent?.(event);
  const scanFrom = options.scanFrom ?? 'eu_ie';
  const { store, list } = options;
  const { output, recovered } = await BatchOutput.open(options.outDir, {
    evidence: options.evidence ?? false,
  });
  const sites = new BatchSites(list, recovered);
  const identity = await batchIdentity(options.outDir, scanFrom).catch(async (error: unknown) => {
    await output.close();
    throw error;
  });
  emit({
    type: 'start',
    total: list.targets.length,
    alreadyDone: list.targets.length - sites.todo.length,
    toScan: sites.todo.length,
    concurrency: options.localConcurrency,
    outDir: options.outDir,
    repairs: recovered.repairs,
    queue: options.storeDescription,
  });

  let stopped = false;
  let abandoned = false;
  let inFlight = 0;
  let wake: () => void = () => undefined;
  // Announced once the jobs were looked at again, so that it counts what runs now.
  let stopAnnounced = false;
  const announceStop = () => {
    if (!stopped || stopAnnounced) return;
    stopAnnounced = true;
    emit({ type: 'stopping', inFlight, abandon: false });
  };
  const onStop = () => {
    stopped = true;
    wake();
  };
  const onAbandon = () => {
    if (abandoned) return;
    stopped = abandoned = true;
    stopAnnounced = true;
    emit({ type: 'stopping', inFlight, abandon: true });
    wake();
  };
  if (options.stop?.aborted) onStop();
  if (options.abandon?.aborted) onAbandon();
  options.stop?.addEventListener('abort', onStop, { once: true });
  options.abandon?.addEventListener('abort', onAbandon, { once: true });

  // Target → the job it waits for (its own, or an identical one already running that it joined).
  const waiting = new Map<
    string,
    { target: BatchTarget; job: ScanJobRecord; seenRunning: boolean }
  >();
  let scannedNow = 0;
  try {
    // One after another: the queue hands jobs out in the order they were created, so workers scan the
    // list in its order (as a local batch does); jobs created at once would be claimed in any order.
    for (const target of sites.todo) {
      if (stopped) break;
      const { job } = await store.enqueueScan({
        jobId: batchJobId(identity.batchId, scanFrom, target.key, 'job'),
        scanId: batchJobId(identity.batchId, scanFrom, target.key, 'scan'),
        normalizedUrl: target.url,
        domain: new URL(target.url).hostname,
        scanFrom,
        // A batch's scans link nowhere live, as a local batch's do.
        baseUrl: OFFLINE_BASE_URL,
        now: new Date(),
      });
      waiting.set(target.key, { target, job, seenRunning: false });
      options.onQueued?.();
    }
    // After a stop: one more look at every job (which run now), then only the running ones are waited for.
    const running = () => [...waiting.values()].filter((entry) => entry.seenRunning);
    let lookedAfterStop = false;
    while (!abandoned) {
      const lookAt = stopped && lookedAfterStop ? running() : [...waiting.values()];
      lookedAfterStop = stopped;
      if (lookAt.length === 0) break;
      const current = new Map(
        (await store.getJobs([...new Set(lookAt.map((entry) => entry.job.jobId))])).map((job) => [
          job.jobId,
          job,
        ]),
      );
      for (const entry of lookAt) {
        const job = current.get(entry.job.jobId);
        if (!job || abandoned) continue;
        const key = entry.target.key;
        // Handed back to the queue (a stopping worker's grace ran out): no longer in flight.
        if (entry.seenRunning && job.status === 'queued') {
          entry.seenRunning = false;
          inFlight--;
        }
        if (!entry.seenRunning && job.status !== 'queued') {
          entry.seenRunning = true;
          inFlight++;
          emit({ type: 'scan-start', url: key, line: entry.target.line });
        }
        if (!TERMINAL.has(job.status)) continue;
        const started = Date.parse(job.createdAt);
        const result = await resultOf(store, job, options.evidence ?? false);
        const site = await output.append({
          scan: scanWithFindings(result.bundle),
          preConsentTable: result.bundle.preConsentTable,
          bundle: result.bundle,
          screenshots: result.screenshots,
        });
        sites.record(entry.target, site);
        waiting.delete(key);
        inFlight--;
        scannedNow++;
        emit({
          type: 'scan-done',
          url: key,
          line: entry.target.line,
          site,
          seconds: (Date.now() - started) / 1000,
        });
      }
      announceStop();
      if (abandoned || (stopped ? running() : [...waiting.values()]).length === 0) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs ?? 1_000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    announceStop();
  } finally {
    options.stop?.removeEventListener('abort', onStop);
    options.abandon?.removeEventListener('abort', onAbandon);
    await output.close();
  }
  const { summary, interrupted, files } = await sites.finish({
    source: options.source,
    outDir: options.outDir,
    stopped,
  });
  emit({ type: 'end', scanned: scannedNow, interrupted });
  return { summary, interrupted, scannedNow, files: [...files, BATCH_QUEUE_FILE] };
}

/** The ended job's scan as a bundle (and its screenshots), or a failed scan saying why when none was saved. */
async function resultOf(
  store: Store,
  job: ScanJobRecord,
  evidence: boolean,
): Promise<{ bundle: ScanBundle; screenshots: KeptScreenshot[] }> {
  const stored = job.status === 'expired' ? null : await store.getScan(job.scanId);
  if (!stored) {
    const bundle = projectFailedScanBundle({
      scanId: job.scanId,
      url: job.normalizedUrl,
      scanFrom: job.scanFrom,
      baseUrl: job.baseUrl ?? OFFLINE_BASE_URL,
      createdAt: job.createdAt,
      completedAt: job.updatedAt,
      failure: {
        code: 'internal_error',
        summary: job.error?.message || `The scan job ended ${job.status} without a result.`,
      },
    });
    assertBundleValid(bundle);
    return { bundle, screenshots: [] };
  }
  return {
    bundle: bundleOf(stored, job),
    screenshots: evidence ? await screenshotsOf(store, stored) : [],
  };
}

function bundleOf(stored: StoredScan, job: ScanJobRecord): ScanBundle {
  const { scan, findings, preConsentTable, pulse, pulseEvidence } = stored.resources;
  return {
    scan,
    findingList: findingListOf(scan.scanId, findings, job.baseUrl ?? OFFLINE_BASE_URL),
    findings,
    preConsentTable,
    pulse,
    pulseEvidence,
    findingsCsvRows: toFindingsCsvRows(scan, findings),
  };
}

async function screenshotsOf(store: Store, stored: StoredScan): Promise<KeptScreenshot[]> {
  const refs = new Map(
    stored.observations
      .flatMap((observation) => observation.screenshots)
      .map((ref) => [ref.ref, ref]),
  );
  const shots: KeptScreenshot[] = [];
  for (const name of stored.artifactNames) {
    const artifact = await store.getArtifact(stored.scanId, name);
    const ref = refs.get(name);
    if (artifact && ref) shots.push({ ...ref, png: Buffer.from(artifact.bytes) });
  }
  return shots;
}
