/**
 * batch(list): every target of a list scanned through one shared browser at a bounded concurrency,
 * each completed scan streamed to the output directory as it finishes (see batch-output.ts), the
 * summary and report written at the end — also when stopped by a signal. A directory that already
 * holds scans is resumed: its committed pages are not scanned again.
 */
import pLimit from 'p-limit';
import { crawlBudgetMs, DEFAULT_BUDGETS, type ArmBudgets } from '../observe/arm-spec.ts';
import { BrowserPool, type BrowserPoolOptions } from '../observe/browser-pool.ts';
import { navigationErrorCode } from '../observe/navigation-error.ts';
import { projectFailedScanBundle } from '../projection/bundle.ts';
import type { BatchSiteSummary, BatchSummary } from '../projection/batch-summary.ts';
import type { BatchEvent } from './batch-events.ts';
import type { BatchList, BatchTarget } from './batch-input.ts';
import { BatchOutput } from './batch-output.ts';
import { BatchSites } from './batch-sites.ts';
import { cpuAdmission } from './cpu-admission.ts';
import { defaultConcurrency } from './default-concurrency.ts';
import { assertBundleValid } from './judge.ts';
import { scanUrl, type ScanOptions, type ScanOutcome } from './scan.ts';
import { scanWithFindings } from './write-scan.ts';

/** Pause before re-running a scan whose browser died, so the pool sees the death and starts a new one. */
const BROWSER_RETRY_PAUSE_MS = 1_000;

/**
 * Why a scan's evidence is not the page's but a dead browser's, or null: no browser could run it,
 * or an arm reports the browser closed under it (its evidence is cut short, whatever the status says).
 */
export function browserDiedUnder(outcome: ScanOutcome): string | null {
  const failure = outcome.bundle.scan.failure;
  if (failure?.code === 'browser_unavailable') return failure.summary;
  for (const observation of outcome.observations) {
    const error = observation.errors.find(
      (e) => navigationErrorCode(e.message) === 'browser_crashed',
    );
    if (error)
      return `the browser closed during the ${observation.arm} arm (${error.stage}: ${error.code})`;
  }
  return null;
}

export type Scanner = (
  pool: BrowserPool,
  url: string,
  options: ScanOptions,
) => Promise<ScanOutcome>;

export interface BatchOptions {
  list: BatchList;
  /** Name of the list (file path or "stdin"), for the summary. */
  source: string;
  outDir: string;
  /**
   * Scans in flight at once. Default: up to defaultConcurrency(), a scan beyond the first started only
   * while the machine has CPU to spare (cpu-admission.ts); a number given is taken as given.
   */
  concurrency?: number;
  /** Per-scan options (the shared scan flags: scanFrom, viewport, budgets). */
  scan?: Omit<ScanOptions, 'scanId'>;
  /** The shared browser; default: a new pool from `browser`, closed at the end. */
  pool?: BrowserPool;
  browser?: BrowserPoolOptions;
  /** Per-scan evidence folders (all resources, screenshots and form crops). */
  evidence?: boolean;
  /** Stop taking new scans; the ones in flight finish and are written. */
  stop?: AbortSignal;
  /** Abandon the scans in flight now (not written; scanned again on the next run). */
  abandon?: AbortSignal;
  onEvent?: (event: BatchEvent) => void;
  /** Replaces scanUrl (tests; the streaming benchmark's cheap stand-in). */
  scanner?: Scanner;
  /**
   * Watchdog of one scan attempt: past it the attempt counts as thrown (retried once, then failed)
   * and the batch moves on. Default scanWatchdogMs(budgets). A scan normally ends well within its
   * budgets; this catches an attempt that never settles (a page being created as Chromium dies).
   */
  scanTimeoutMs?: number;
}

/**
 * Two observation attempts, each of up to two arm budgets (the action arms may start only when
 * before_consent ends) and the before-consent crawl, plus start-up, judging and writing: 170 s at the
 * default 30 s arm budget without a crawl.
 */
export function scanWatchdogMs(budgets: Partial<ArmBudgets> = {}, pages = 0): number {
  const armMs = budgets.armMs ?? DEFAULT_BUDGETS.armMs;
  const crawlMs = crawlBudgetMs({ ...DEFAULT_BUDGETS, ...budgets }, pages);
  return 2 * (2 * armMs + crawlMs + 20_000) + 10_000;
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

export interface BatchResult {
  summary: BatchSummary;
  /** Stopped by a signal with targets left. */
  interrupted: boolean;
  /** Scans done by this run (not counting resumed ones). */
  scannedNow: number;
  /** Files of the output directory written (relative names). */
  files: string[];
}

/** A schema violation (assertValid) is a bug, never a site's failure: it stops the batch. */
export function isSchemaViolation(error: unknown): boolean {
  return error instanceof Error && /^Invalid [\w/-]+ \(/.test(error.message);
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/** An error text without query strings or fragments of any URL in it (public-safe), clipped. */
export function publicReason(error: unknown, max = 300): string {
  const text =
    firstLine(error).replace(/(https?:\/\/[^\s?#'"]*)[?#][^\s'"]*/g, '$1') || 'unknown error';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export async function runBatch(options: BatchOptions): Promise<BatchResult> {
  const emit = (event: BatchEvent) => options.onEvent?.(event);
  const scanner = options.scanner ?? scanUrl;
  const { list } = options;
  const { output, recovered } = await BatchOutput.open(options.outDir, {
    evidence: options.evidence ?? false,
  });
  const sites = new BatchSites(list, recovered);
  const todo = sites.todo;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultConcurrency()));
  const admit = options.concurrency === undefined ? cpuAdmission() : null;

  const ownPool = !options.pool;
  const pool = options.pool ?? new BrowserPool({ maxScansPerBrowser: 50, ...options.browser });
  let abandoned = false;
  let stopping = false;
  let fatal: unknown = null;
  let inFlight = 0;
  let scannedNow = 0;

  try {
    if (todo.length > 0) await pool.use(async () => undefined); // no browser: the batch cannot run (throws BrowserNotFoundError)
  } catch (error) {
    await output.close();
    if (ownPool) await pool.close();
    throw error;
  }

  emit({
    type: 'start',
    total: list.targets.length,
    alreadyDone: list.targets.length - todo.length,
    toScan: todo.length,
    concurrency,
    ...(admit ? { admission: 'cpu' as const } : {}),
    outDir: options.outDir,
    repairs: recovered.repairs,
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    emit({ type: 'stopping', inFlight, abandon: false });
  };
  let abandonNow: () => void = () => undefined;
  const abandonedPromise = new Promise<void>((resolve) => {
    abandonNow = () => {
      if (abandoned) return;
      abandoned = true;
      stopping = true;
      emit({ type: 'stopping', inFlight, abandon: true });
      resolve();
    };
  });
  if (options.stop?.aborted) stop();
  if (options.abandon?.aborted) abandonNow();
  options.stop?.addEventListener('abort', stop, { once: true });
  options.abandon?.addEventListener('abort', abandonNow, { once: true });

  // Without evidence folders nothing keeps a screenshot: none is taken.
  const scanOptions: ScanOptions = { screenshots: options.evidence ?? false, ...options.scan };
  const watchdogMs =
    options.scanTimeoutMs ?? scanWatchdogMs(scanOptions.budgets, scanOptions.pages);

  /** One scan; a thrown scan (not a failed page, which scanUrl returns) is retried once, then recorded as failed. */
  async function scanTarget(target: BatchTarget): Promise<ScanOutcome | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await withTimeout(scanner(pool, target.url, scanOptions), watchdogMs);
        // The browser died under the scan (its own retry came too soon to see a new one): once more, after a pause.
        const died = browserDiedUnder(outcome);
        if (died && attempt < 2 && !abandoned) {
          emit({ type: 'scan-retry', url: target.key, line: target.line, reason: died });
          await new Promise((resolve) => setTimeout(resolve, BROWSER_RETRY_PAUSE_MS));
          continue;
        }
        return outcome;
      } catch (error) {
        if (isSchemaViolation(error)) throw error;
        if (abandoned) return null;
        if (attempt >= 2) {
          const bundle = projectFailedScanBundle({
            scanId: crypto.randomUUID(),
            url: target.url,
            scanFrom: scanOptions.scanFrom ?? 'eu_ie',
            ...(scanOptions.baseUrl ? { baseUrl: scanOptions.baseUrl } : {}),
            failure: {
              code: 'internal_error',
              summary: `The scan failed twice: ${publicReason(error)}`,
            },
          });
          assertBundleValid(bundle);
          return { bundle, observations: [], screenshots: [], attempts: attempt };
        }
        emit({
          type: 'scan-retry',
          url: target.key,
          line: target.line,
          reason: publicReason(error),
        });
      }
    }
  }

  async function runOne(target: BatchTarget): Promise<void> {
    if (admit) await admit(inFlight, () => stopping || fatal !== null);
    if (stopping || fatal) return;
    inFlight++;
    emit({ type: 'scan-start', url: target.key, line: target.line });
    const started = performance.now();
    let done: BatchEvent | null = null;
    try {
      const outcome = await scanTarget(target);
      if (!outcome || abandoned) return;
      const { bundle } = outcome;
      const scan = scanWithFindings(bundle);
      const site: BatchSiteSummary = await output.append({
        scan,
        preConsentTable: bundle.preConsentTable,
        bundle,
        screenshots: options.evidence ? outcome.screenshots : [],
      });
      sites.record(target, site);
      scannedNow++;
      done = {
        type: 'scan-done',
        url: target.key,
        line: target.line,
        site,
        seconds: (performance.now() - started) / 1000,
      };
    } catch (error) {
      if (!abandoned) fatal ??= error;
    } finally {
      inFlight--;
    }
    if (fatal) stop();
    if (done) emit(done);
  }

  const limit = pLimit(concurrency);
  const all = Promise.all(todo.map((target) => limit(() => runOne(target))));
  await Promise.race([all, abandonedPromise]);
  options.stop?.removeEventListener('abort', stop);
  options.abandon?.removeEventListener('abort', abandonNow);
  if (ownPool) await pool.close(); // after an abandon this ends the scans in flight; their results are discarded
  await output.close();
  if (fatal) throw fatal;

  const { summary, interrupted, files } = await sites.finish({
    source: options.source,
    outDir: options.outDir,
    stopped: stopping,
  });
  emit({ type: 'end', scanned: scannedNow, interrupted });
  return { summary, interrupted, scannedNow, files };
}
