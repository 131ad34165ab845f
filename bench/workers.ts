/**
 * Worker benchmark (not a test): scans per minute of 1, 2 and 3 `consentry worker` processes (the real
 * CLI, real Chromium) on one PostgreSQL against the same list of fixture sites, then the queue's own cost
 * per scan (claim, heartbeats, saving the result) with a worker whose scanner answers without a browser.
 *
 *   npm run bench:workers
 *   npm run bench:workers -- --workers 1,2 --concurrency 2 --scans 24 --overhead-jobs 200
 *   npm run bench:workers -- --help
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Store } from '../src/index.ts';
import type { TestDatabase } from '../test/store/postgres-database.ts';
import { benchArgs, numberOption } from './bench-args.ts';
import { startFixtureWebProcess } from './fixture-web-process.ts';
import { describeMachine, percentile } from './machine.ts';
import { treeCpuSeconds } from './process-tree-cpu.ts';

const USAGE = `Usage: npm run bench:workers [-- options]

Scans per minute of 1, 2 and 3 consentry worker processes (real Chromium, the fixture web in its own process)
on one PostgreSQL (a new database on the server of CONSENTRY_TEST_DATABASE_URL, default 127.0.0.1:5432) against
the same list: four simple fixture sites, each URL queued once per scan. Then the per-scan cost of the queue
itself: one worker process, one slot, a scanner that answers at once without a browser.

  --workers LIST       worker process counts to run (default 1,2,3)
  --concurrency N      scans at once per worker process (default 2)
  --scans N            scans per run (default 24)
  --overhead-jobs N    jobs of the queue-overhead run (default 200; 0 skips it)
  --help               this text`;

const { values, fail } = benchArgs('bench:workers', USAGE, {
  workers: { type: 'string' },
  concurrency: { type: 'string' },
  scans: { type: 'string' },
  'overhead-jobs': { type: 'string' },
});
const WORKER_COUNTS = (values.workers ?? '1,2,3')
  .split(',')
  .map((text) => numberOption(fail, 'workers', text.trim(), 1));
const CONCURRENCY = numberOption(fail, 'concurrency', values.concurrency, 2);
const SCANS = numberOption(fail, 'scans', values.scans, 24);
const OVERHEAD_JOBS = numberOption(fail, 'overhead-jobs', values['overhead-jobs'], 200, { min: 0 });
// The library and pg load only once the options are valid: --help and a refused option answer
// without them.
const { openStore } = await import('../src/index.ts');
const { fakeScanner, noBrowserPool } = await import('../test/pipeline/batch-helpers.ts');
const { createTestDatabase } = await import('../test/store/postgres-database.ts');

const BIN = fileURLToPath(new URL('../bin/consentry.js', import.meta.url));
const FAKE_WORKER = fileURLToPath(new URL('../test/server/fake-worker.ts', import.meta.url));
const SITES = [
  'https://clean-shop.example/',
  'https://tracker-blog.example/',
  'https://cmp-vanilla.example/',
  'https://ignores-choice.example/',
];
const TERMINAL = new Set(['completed', 'completed_limited', 'failed', 'expired']);

function startProcess(args: string[]): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
} {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', () => resolve())),
  };
}

async function until<T>(
  what: string,
  check: () => Promise<T | null | false>,
  timeoutMs: number,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Queues `count` jobs (URLs made distinct by a query, so none joins another) and waits until all ended; returns their timings. */
async function runJobs(
  store: Store,
  count: number,
  label: string,
  timeoutMs: number,
): Promise<{ seconds: number; waitP50: number; statuses: Map<string, number> }> {
  const started = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const url = `${SITES[i % SITES.length]}?${label}=${i}`;
    const { job } = await store.enqueueScan({
      jobId: crypto.randomUUID(),
      scanId: crypto.randomUUID(),
      normalizedUrl: url,
      domain: new URL(url).hostname,
      scanFrom: 'eu_ie',
      now: new Date(),
    });
    ids.push(job.jobId);
  }
  const jobs = await until(
    `${count} jobs to end`,
    async () => {
      const current = await store.getJobs(ids);
      return current.every((job) => TERMINAL.has(job.status)) ? current : null;
    },
    timeoutMs,
  );
  const seconds = (Date.now() - started) / 1000;
  const waits = jobs
    .map((job) => (Date.parse(job.updatedAt) - Date.parse(job.createdAt)) / 1000)
    .sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const job of jobs) statuses.set(job.status, (statuses.get(job.status) ?? 0) + 1);
  return { seconds, waitP50: percentile(waits, 50), statuses };
}

async function workerRun(database: TestDatabase, mapHosts: string, workers: number): Promise<void> {
  const url = `${database.url}?schema=workers_${workers}`;
  const { store } = await openStore({ database: url, dataDir: '' });
  const processes = Array.from({ length: workers }, () =>
    startProcess([
      BIN,
      'worker',
      '--database',
      url,
      '--concurrency',
      String(CONCURRENCY),
      '--map-hosts',
      mapHosts,
      '--ignore-tls-errors',
      '--quiet',
    ]),
  );
  try {
    await until(
      'the workers to report',
      async () => (await store.listWorkers(new Date(Date.now() - 60_000))).length >= workers,
      60_000,
    );
    const cpuBefore = processes.reduce((sum, p) => sum + treeCpuSeconds(p.child.pid!), 0);
    const { seconds, waitP50, statuses } = await runJobs(store, SCANS, 'run', SCANS * 60_000);
    const cpu = processes.reduce((sum, p) => sum + treeCpuSeconds(p.child.pid!), 0) - cpuBefore;
    const outcome = [...statuses].map(([status, n]) => `${n} ${status}`).join(', ');
    console.log(
      `${String(workers).padStart(2)} worker process${workers === 1 ? ' ' : 'es'} × ${CONCURRENCY}   ${SCANS} scans in ${seconds.toFixed(1).padStart(5)} s   ` +
        `${((SCANS / seconds) * 60).toFixed(1).padStart(5)} scans/min   queued→done p50 ${waitP50.toFixed(1)} s   workers' CPU ${(cpu / SCANS).toFixed(2)} s/scan   (${outcome})`,
    );
  } finally {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    await store.close();
  }
}

/** The queue's own cost per scan: one fake-worker process, one slot, a scanner that answers at once. */
async function overheadRun(database: TestDatabase): Promise<void> {
  // What the scanner itself costs (judging built observations), measured here and taken off.
  const scan = fakeScanner(0);
  const judgeStart = performance.now();
  for (let i = 0; i < 50; i++) await scan(noBrowserPool, `https://judge-${i}.example/`, {});
  const judgeMs = (performance.now() - judgeStart) / 50;

  const url = `${database.url}?schema=overhead`;
  const { store } = await openStore({ database: url, dataDir: '' });
  const worker = startProcess(['--import', 'tsx', FAKE_WORKER, url, '1', '0', '30000']);
  try {
    await until('the worker to start', async () => /^ready /m.test(worker.output()), 60_000, 100);
    const { seconds } = await runJobs(store, OVERHEAD_JOBS, 'overhead', OVERHEAD_JOBS * 5_000);
    const perScanMs = (seconds * 1000) / OVERHEAD_JOBS;
    console.log(
      `\nqueue overhead: ${OVERHEAD_JOBS} jobs through one slot in ${seconds.toFixed(1)} s = ${perScanMs.toFixed(1)} ms a scan, of which the browserless ` +
        `scanner's judging ${judgeMs.toFixed(1)} ms: ≈ ${(perScanMs - judgeMs).toFixed(1)} ms of queue work (claim, heartbeats, saving the result) per scan`,
    );
  } finally {
    worker.child.kill('SIGTERM');
    await worker.exited;
    await store.close();
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${describeMachine()}`);
  console.log(
    `${SCANS} scans per run of ${SITES.length} fixture sites; consentry worker --concurrency ${CONCURRENCY}; PostgreSQL on the same machine\n`,
  );
  const database = await createTestDatabase('bench_workers');
  const web = await startFixtureWebProcess();
  try {
    for (const workers of WORKER_COUNTS) await workerRun(database, web.mapHosts, workers);
    if (OVERHEAD_JOBS > 0) await overheadRun(database);
  } finally {
    await web.stop();
    await database.drop();
  }
}

await main();
