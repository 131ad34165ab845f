import { hostname } from 'node:os';
import {
  BrowserPool,
  cpuAdmission,
  DEFAULT_LIST_CRAWL_PAGES,
  defaultConcurrency,
  guardPlaywrightDisposalErrors,
  ScanWorkers,
  startEgressGuard,
  type ScanWorkerEvent,
} from '../internal.ts';
import { parseCommandLine } from './command-line.ts';
import {
  DATA_DIR_FLAG_HELP,
  DATABASE_FLAG_HELP,
  openCommandStore,
  readStoreFlags,
  STORE_FLAGS,
} from './store-flags.ts';
import { UsageError } from './usage-error.ts';
import { readPages } from './scan-flags.ts';
import { warnIfRootWithoutSandbox } from './root-warning.ts';

export const WORKER_HELP = `Usage: consentry worker [--database URL | --data-dir DIR] [--concurrency N] [options]

Runs scan workers without an HTTP server: they take scan jobs from the queue that API servers
(consentry serve) and distributed batches (consentry batch --database) fill, scan them with the
local Chromium and save the results to the same store. Run as many as you like, on as many
machines as you like, against one --database. Targets are held to public addresses, as in serve.

Options:
${DATABASE_FLAG_HELP}
${DATA_DIR_FLAG_HELP}
  --concurrency N     scans at once, 1-16 (default: up to ${defaultConcurrency()} here, from cores and memory, a scan beyond the first only while the CPU has room) [CONSENTRY_CONCURRENCY]
  --grace SECONDS     on SIGTERM/SIGINT, how long running scans may finish before they are handed back to
                      the queue for another worker (default 20)
  --map-hosts RULES   Chromium host-resolver rules for staging targets [CONSENTRY_MAP_HOSTS]
  --ignore-tls-errors accept any TLS certificate (staging targets)
  --pages N           before consent, also visit up to N more pages of each site, 0-20 (default 0: each
                      costs about as much CPU as one arm) [CONSENTRY_PAGES]
  --quiet             print only problems (default: one line per finished scan)

Each scan's links point at the API server that queued it. A worker that is killed loses its
leases: its scans are delivered again once the lease (30 s) runs out. A second signal exits at once.`;

const OPTIONS = {
  ...STORE_FLAGS,
  concurrency: { type: 'string' },
  grace: { type: 'string' },
  'map-hosts': { type: 'string' },
  'ignore-tls-errors': { type: 'boolean' },
  pages: { type: 'string' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max} (got "${text}")`);
  return value;
}

function describeEvent(event: ScanWorkerEvent): string | null {
  switch (event.type) {
    case 'job-done':
      return `scan ${event.scanId} ${event.status} in ${event.seconds.toFixed(1)} s`;
    case 'job-retry':
      return `scan ${event.scanId} will be retried: ${event.reason}`;
    case 'job-lost':
      return `scan ${event.scanId}: lease lost to another worker, result dropped`;
    case 'job-abandoned':
      return `scan ${event.scanId} saved as failed: delivered ${event.deliveries} times`;
    default:
      return null;
  }
}

export async function workerCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine('worker', argv, OPTIONS);
  if (values.help) {
    console.log(WORKER_HELP);
    return 0;
  }
  if (positionals.length > 0)
    throw new UsageError(
      `worker takes no arguments (got ${positionals.join(' ')}; see consentry worker --help)`,
    );
  const location = readStoreFlags(values);
  const concurrencyText =
    values.concurrency ?? (process.env.CONSENTRY_CONCURRENCY?.trim() || undefined);
  const concurrency =
    concurrencyText === undefined
      ? defaultConcurrency()
      : wholeNumber('concurrency', concurrencyText, 1, 16);
  const graceMs = wholeNumber('grace', values.grace ?? '20', 0, 600) * 1000;
  const mapHosts = values['map-hosts'] ?? (process.env.CONSENTRY_MAP_HOSTS?.trim() || undefined);
  const pages = readPages(
    values.pages ?? (process.env.CONSENTRY_PAGES?.trim() || undefined),
    DEFAULT_LIST_CRAWL_PAGES,
  );
  warnIfRootWithoutSandbox('worker');

  const opened = await openCommandStore(location, {
    onError: (error) => console.error(`consentry worker: database: ${error.message}`),
  });
  const unguard = guardPlaywrightDisposalErrors((message) =>
    console.error(`consentry worker: ignored an error of a closed browser (${message})`),
  );
  const guard = await startEgressGuard({ mapHosts });
  const pool = new BrowserPool({
    egress: guard,
    ignoreTlsErrors: values['ignore-tls-errors'] === true,
    maxScansPerBrowser: 50,
  });
  const workers = new ScanWorkers({
    store: opened.store,
    pool,
    concurrency,
    // The default is a ceiling: a scan beyond the first starts only while the CPU has room.
    ...(concurrencyText === undefined ? { admission: cpuAdmission() } : {}),
    role: 'worker',
    scan: { publicOnly: true, pages },
    onEvent: (event) => {
      if (event.type === 'worker-error') console.error(`consentry worker: ${event.reason}`);
      else if (!values.quiet) {
        const line = describeEvent(event);
        if (line) console.error(`consentry worker: ${line}`);
      }
    },
  });
  workers.start();
  console.log(
    `consentry worker ${workers.workerId} on ${hostname()}: ${concurrencyText === undefined ? 'up to ' : ''}${concurrency} scans at once from ${opened.description}${concurrencyText === undefined ? ' (a scan beyond the first only while the CPU has room)' : ''}`,
  );

  return new Promise<number>((resolve) => {
    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) {
        console.error(
          `consentry worker: ${signal} again: exiting now; its scans are delivered again when their leases run out.`,
        );
        process.exit(1);
      }
      stopping = true;
      console.error(
        `consentry worker: ${signal}: stopping (running scans may finish within ${graceMs / 1000} s)`,
      );
      const stopped = await workers.stop(graceMs).catch((error: unknown) => {
        console.error(
          `consentry worker: could not hand back its scans (${(error as Error).message}); their leases run out instead`,
        );
        return { released: 0 };
      });
      if (stopped.released)
        console.error(
          `consentry worker: ${stopped.released} unfinished scans handed back to the queue`,
        );
      await pool.close();
      await guard.close();
      await opened.store.close().catch(() => undefined);
      unguard();
      resolve(0);
      // Everything is closed; a handle a library left open must not keep a stopped worker alive.
      setTimeout(() => process.exit(0), 2_000).unref();
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  });
}
