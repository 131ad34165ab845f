/**
 * `consentry serve`: the store (the SQLite file under the data dir, or the PostgreSQL database a
 * deployment's servers and workers share), the browser pool behind the egress guard (public targets
 * only, operator host mappings as configured), the in-process workers (none with --concurrency 0:
 * `consentry worker` processes scan) and the HTTP server, with graceful shutdown on SIGTERM/SIGINT —
 * stop accepting, let running scans finish within shutdownGraceMs, release the rest back to the
 * queue, close browser and store. A second signal exits at once (the queue still has every job:
 * at-least-once).
 *
 * Jobs of a killed server: each process has its own worker id and records it with its pid in
 * <dataDir>/worker.json. On start, when that file names a process that no longer runs, its jobs are
 * released back to the queue at once; when the process still runs (another server on the same data
 * dir), its jobs are left to their leases, which other workers reclaim when they expire.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  BrowserPool,
  cpuAdmission,
  DEFAULT_BUDGETS,
  findChromium,
  guardPlaywrightDisposalErrors,
  KeySecretError,
  loadOrCreateKeySecret,
  makePrivateDir,
  openStore,
  redactDatabaseUrl,
  removeWorkerFile,
  rootSandboxWarning,
  ScanWorkers,
  SchemaTooNewError,
  scanWatchdogMs,
  sharedKeySecret,
  startEgressGuard,
  takeOverWorkerFile,
  type OpenedStore,
  type Store,
} from '../src/internal.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadServeConfig, SERVE_HELP, type ServeConfig } from './config.ts';
import { storeKeyService } from './key-service.ts';
import { fairUseLimits } from './limits/fair-use.ts';
import { startQueueExpiry } from './queue-expiry.ts';
import { targetChecker } from './target-url.ts';

const WORKER_FILE = 'worker.json';

/**
 * A free port on host, held until `release()` (for --port 0 without --base-url: links need the port before
 * listening). Holding it while the store and the workers start keeps another process from taking it.
 */
function reservePort(host: string): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      probe.unref();
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise((done) => probe.close(() => done())) });
    });
  });
}

/** How often a server without a browser looks for one again (its workers start when one appears). */
const BROWSER_RECHECK_MS = 5_000;

/** Whether a browser is installed now (looked up at most once a second: health may be polled often). */
function browserProbe(): () => boolean {
  let checkedAt = 0;
  let found = false;
  return () => {
    if (Date.now() - checkedAt < 1_000) return found;
    checkedAt = Date.now();
    try {
      findChromium();
      found = true;
    } catch {
      found = false;
    }
    return found;
  };
}

/** The key secret: the data dir's, or with a shared database CONSENTRY_KEY_SECRET (every server must verify the same keys). */
function keySecret(config: ServeConfig): string {
  try {
    return config.database === undefined
      ? loadOrCreateKeySecret(config.dataDir)
      : sharedKeySecret();
  } catch (error) {
    if (error instanceof KeySecretError) throw new ConfigError(error.message);
    throw error;
  }
}

async function openServeStore(config: ServeConfig): Promise<OpenedStore> {
  const onError = (error: Error) => console.error(`consentry serve: database: ${error.message}`);
  try {
    return await openStore({
      database: config.database,
      dataDir: config.dataDir,
      postgres: { onError },
    });
  } catch (error) {
    if (config.database === undefined || error instanceof SchemaTooNewError) throw error;
    throw new ConfigError(
      `cannot open the database ${redactDatabaseUrl(config.database)}: ${(error as Error).message}`,
    );
  }
}

interface Scanning {
  workers: ScanWorkers;
  browserInstalled: () => boolean;
  /** Starts the workers now, or once a browser is installed (they would fail every scan without one). */
  startWhenBrowser(): void;
  waitingForBrowser(): boolean;
  stop(graceMs: number): Promise<{ released: number }>;
}

/**
 * The in-process scan workers. Public-only: every browser connection goes through the egress guard,
 * which routes the operator's --map-hosts as configured and holds everything else to public addresses.
 */
async function startScanning(
  config: ServeConfig,
  store: Store,
  baseUrl: string,
  log: (line: string) => void,
): Promise<Scanning> {
  const browserInstalled = browserProbe();
  const guard = await startEgressGuard({ mapHosts: config.mapHosts });
  const pool = new BrowserPool({
    egress: guard,
    ignoreTlsErrors: config.ignoreTlsErrors,
    maxScansPerBrowser: 50,
  });
  const workers = new ScanWorkers({
    store,
    pool,
    concurrency: config.concurrency,
    ...(config.cpuAdmission ? { admission: cpuAdmission() } : {}),
    // Jobs carry the base URL of the server that queued them; this one is for jobs from before they did.
    baseUrl,
    role: 'serve',
    scan: { publicOnly: true, pages: config.pages },
    onEvent: (event) => {
      if (event.type === 'worker-error') console.error(`consentry serve: worker: ${event.reason}`);
      else
        log(
          `${event.type} ${'scanId' in event ? event.scanId : ''}${'status' in event ? ` ${event.status}` : ''}${'reason' in event ? ` (${event.reason})` : ''}`,
        );
    },
  });
  let browserWait: NodeJS.Timeout | undefined;
  return {
    workers,
    browserInstalled,
    startWhenBrowser() {
      if (browserInstalled()) return workers.start();
      browserWait = setInterval(() => {
        if (!browserInstalled()) return;
        clearInterval(browserWait);
        browserWait = undefined;
        workers.start();
        console.error('consentry serve: Chromium found: the scan workers started.');
      }, BROWSER_RECHECK_MS);
    },
    waitingForBrowser: () => browserWait !== undefined,
    async stop(graceMs) {
      clearInterval(browserWait);
      const stopped = await workers.stop(graceMs);
      await pool.close();
      await guard.close();
      return stopped;
    },
  };
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

export async function serve(argv: readonly string[]): Promise<number> {
  const parsed = loadServeConfig(argv);
  if (parsed.help) {
    console.log(SERVE_HELP);
    return 0;
  }
  const config: ServeConfig = parsed.config;
  makePrivateDir(config.dataDir);
  const reserved = config.port === 0 && !config.baseUrl ? await reservePort(config.host) : null;
  const port = reserved?.port ?? config.port;
  const hostInUrl = config.host.includes(':')
    ? `[${config.host}]`
    : config.host === '0.0.0.0'
      ? '127.0.0.1'
      : config.host;
  const baseUrl = config.baseUrl ?? `http://${hostInUrl}:${port}`;

  // A browser dying under a scan fails or retries that scan; it never ends the server.
  guardPlaywrightDisposalErrors((message) =>
    console.error(`consentry serve: ignored an error of a closed browser (${message})`),
  );
  const secret = keySecret(config);
  const opened = await openServeStore(config);
  const store = opened.store;
  const log = (line: string) => {
    if (config.logLevel === 'info') console.error(`consentry serve: ${line}`);
  };
  const scanning = config.concurrency > 0 ? await startScanning(config, store, baseUrl, log) : null;
  const released = scanning
    ? await takeOverWorkerFile(join(config.dataDir, WORKER_FILE), store, scanning.workers.workerId)
    : 0;

  const app = await buildApp({
    config: {
      baseUrl,
      reuseWindowHours: config.reuseWindowHours,
      publicReports: config.publicReports,
      trustedProxy: config.trustedProxy,
      budgets: {
        scanBudgetMs: scanWatchdogMs(undefined, config.pages),
        armBudgetMs: DEFAULT_BUDGETS.armMs,
        networkQuietWindowMs: DEFAULT_BUDGETS.quietMs,
      },
      queue: {
        maxActive: config.queue.maxActive,
        maxActivePerCaller: config.queue.maxActivePerCaller,
      },
    },
    store,
    keys: storeKeyService(store, secret, {
      selfServeKeysPerUser: config.limits.selfServeKeysPerUser,
    }),
    secret,
    checkTarget: targetChecker({ mapHosts: config.mapHosts }),
    workers: scanning?.workers,
    // As it is now, not as it was at start; without workers here, health asks whether any worker reported.
    ...(scanning
      ? { browserHealth: () => (scanning.browserInstalled() ? 'ok' : 'unavailable') }
      : {}),
    version: packageVersion(),
    logLevel: config.logLevel,
    // The fair-use limits are on unless the operator turned them off (limits.enabled: false).
    plugins: config.limits.enabled
      ? [
          fairUseLimits({
            trustedProxies: config.limits.trustedProxies,
            anonymousNewScansTotal: config.limits.anonymousNewScansTotal,
          }),
        ]
      : [],
  });
  await reserved?.release();
  await app.listen({ port, host: config.host });
  const stopExpiry = startQueueExpiry(store, config.queue.maxWaitMinutes, (count) =>
    console.error(
      `consentry serve: ${count} scans expired after waiting ${config.queue.maxWaitMinutes} minutes in the queue`,
    ),
  );
  scanning?.startWhenBrowser();
  const where =
    opened.kind === 'postgres' ? `database ${opened.description}` : `data dir ${config.dataDir}`;
  const scans = scanning
    ? config.cpuAdmission
      ? `up to ${config.concurrency} workers while the CPU has room`
      : `${config.concurrency} workers`
    : 'no workers: consentry worker processes scan';
  console.log(
    `consentry API listening on ${baseUrl} (${where}, ${scans}${released ? `, ${released} jobs of a stopped server re-queued` : ''})`,
  );
  const sandbox = rootSandboxWarning();
  if (sandbox) console.error(`consentry serve: warning: ${sandbox}`);
  if (!config.limits.enabled)
    console.error(
      'consentry serve: fair-use limits are OFF (limits.enabled: false): nothing is rate-limited.',
    );
  if (scanning?.waitingForBrowser()) {
    console.error(
      `consentry serve: no Chromium found: scans stay queued until one is installed (looked for every ${BROWSER_RECHECK_MS / 1000} s; GET /api/v2/health says so meanwhile).`,
    );
  }

  return new Promise<number>((resolve) => {
    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) {
        console.error(
          `consentry serve: ${signal} again: exiting now; unfinished jobs are scanned again on the next start.`,
        );
        process.exit(1);
      }
      stopping = true;
      stopExpiry();
      console.error(
        `consentry serve: ${signal}: stopping${scanning ? ` (running scans may finish within ${config.shutdownGraceMs} ms)` : ''}`,
      );
      const [, stopped] = await Promise.all([app.close(), scanning?.stop(config.shutdownGraceMs)]);
      if (stopped?.released)
        console.error(`consentry serve: ${stopped.released} unfinished jobs re-queued`);
      await store.close();
      if (scanning) removeWorkerFile(join(config.dataDir, WORKER_FILE));
      resolve(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  });
}
