/**
 * API throughput benchmark (not a test): autocannon on loopback against the API server in its own
 * process (bench/api-server.ts: buildApp, bearer auth on, no fair-use limits, no workers), once on
 * SQLite and once on PostgreSQL (a database of its own on CONSENTRY_TEST_DATABASE_URL's server).
 * Reports requests/s and latency p50/p99 for GET /scans/{id}, /findings, /status and a 64 KB
 * report-evidence page, then queues ≥ 1,000 jobs and polls all their statuses at once; at the end the
 * two stores side by side. Target on a 2-core machine: ≥ 15,000 req/s for GET /scans/{id} with p99 ≤ 10 ms.
 *
 *   npm run bench:api
 *   npm run bench:api -- --duration 20 --connections 64 --jobs 2000 --stores postgres
 *   npm run bench:api -- --help
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import pLimit from 'p-limit';
import type { Observation, SavedObservations, Store } from '../src/internal.ts';
import { benchArgs, numberOption } from './bench-args.ts';
import { cpuMeter } from './cpu.ts';
import { describeMachine } from './machine.ts';
import { treeCpuSeconds } from './process-tree-cpu.ts';

const USAGE = `Usage: npm run bench:api [-- options]

API throughput on loopback against the API server in its own process (bearer auth on, fair-use limits off, no
workers): requests/s, latency p50/p99 and server CPU per request for GET /scans/{id}, /findings, /status and a
64 KB report-evidence page; then ≥ 1,000 queued jobs whose statuses are polled at once. Once per store: SQLite,
then PostgreSQL (a new database on the server of CONSENTRY_TEST_DATABASE_URL, default 127.0.0.1:5432), and the
two side by side at the end.

  --duration S       seconds of load per route, after a 2 s warm-up (default 10)
  --connections N    concurrent connections (default 32; the job polling uses at least 100)
  --jobs N           queued jobs for the polling round (default 1000)
  --stores LIST      sqlite, postgres or both (default sqlite,postgres)
  --help             this text`;

const { values, fail } = benchArgs('bench:api', USAGE, {
  duration: { type: 'string' },
  connections: { type: 'string' },
  jobs: { type: 'string' },
  stores: { type: 'string' },
});
const DURATION_S = numberOption(fail, 'duration', values.duration, 10);
const CONNECTIONS = numberOption(fail, 'connections', values.connections, 32);
const JOBS = numberOption(fail, 'jobs', values.jobs, 1000);
type StoreKind = 'sqlite' | 'postgres';
const STORES = (values.stores ?? 'sqlite,postgres').split(',').map((name) => name.trim());
for (const name of STORES)
  if (name !== 'sqlite' && name !== 'postgres')
    fail(`--stores takes sqlite and/or postgres (got "${name}")`);
// The library, pg and autocannon load only once the options are valid: --help and a refused option
// answer without them.
const { default: autocannon } = await import('autocannon');
const { judgeObservations, loadOrCreateKeySecret, mintKey, openStore, storedScanOf } =
  await import('../src/internal.ts');
const { createTestDatabase } = await import('../test/store/postgres-database.ts');
const PORT = 18_000 + Math.floor(Math.random() * 2000);
const BASE = `http://127.0.0.1:${PORT}`;

function golden(name: string): SavedObservations {
  return JSON.parse(
    readFileSync(new URL(`../test/golden/${name}.observations.json`, import.meta.url), 'utf8'),
  ) as SavedObservations;
}

/** Saves a finished scan through the queue as a worker does. */
async function seedScan(store: Store, url: string, observations: Observation[]): Promise<string> {
  const scanId = crypto.randomUUID();
  const now = new Date();
  const { job } = await store.enqueueScan({
    scanId,
    jobId: crypto.randomUUID(),
    normalizedUrl: url,
    domain: new URL(url).hostname,
    scanFrom: 'eu_ie',
    now,
  });
  const claimed = (await store.claimJob('bench-seed', 60_000, now))!;
  const bundle = judgeObservations(observations, {
    scanId,
    baseUrl: BASE,
    expectedArms: ['before_consent', 'after_reject', 'after_accept', 'gpc_on'],
  });
  await store.completeScan(
    job.jobId,
    'bench-seed',
    storedScanOf(claimed, bundle, observations, [], new Date()),
    [],
    new Date(),
  );
  return scanId;
}

async function seed(
  dataDir: string,
  database: string | undefined,
): Promise<{ key: string; scanId: string; bigScanId: string }> {
  const { store } = await openStore({ database, dataDir });
  const minted = mintKey({
    scopes: ['scan:read', 'scan:create'],
    name: 'bench',
    secret: loadOrCreateKeySecret(dataDir, {}),
    now: new Date(),
  });
  await store.createKey(minted.record);
  const blog = golden('tracker-blog');
  const scanId = await seedScan(store, blog.url, blog.observations);
  // The same page with 2,000 more third-party hosts before consent: its first evidence page is a full 64 KB.
  const [first, ...rest] = blog.observations;
  const extra = Array.from({ length: 2000 }, (_, i) => ({
    ...first!.requests[0]!,
    host: `px${i}.tracker-${i % 40}.example`,
    path: '/p',
    resourceType: 'image' as const,
    tMs: 500 + i,
  }));
  const bigScanId = await seedScan(store, 'https://big.tracker-blog.example/', [
    {
      ...first!,
      url: 'https://big.tracker-blog.example/',
      finalUrl: 'https://big.tracker-blog.example/',
      requests: [...first!.requests, ...extra],
    },
    ...rest,
  ]);
  await store.close();
  return { key: minted.key, scanId, bigScanId };
}

async function startServer(
  dataDir: string,
  database: string | undefined,
): Promise<{ pid: number; stop: () => Promise<void> }> {
  const args = [
    '--import',
    'tsx',
    new URL('./api-server.ts', import.meta.url).pathname,
    dataDir,
    String(PORT),
    ...(database ? [database] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the API server did not start within 60 s')),
      60_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the API server exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { pid: child.pid!, stop };
}

/** One result line; `serverCpuS`: CPU seconds the server process spent on the run (→ µs per request, the figure load on other cores does not distort). */
function line(name: string, result: Result, serverCpuS: number): string {
  const bad = result.non2xx + result.errors + result.timeouts;
  const count = result['2xx'] + result.non2xx;
  const usPerRequest = (serverCpuS * 1e6) / Math.max(1, count);
  const bytes = result.throughput.total / Math.max(1, count);
  return [
    name.padEnd(34),
    `${Math.round(result.requests.average).toString().padStart(6)} req/s`,
    `p50 ${String(result.latency.p50).padStart(3)} ms`,
    `p99 ${String(result.latency.p99).padStart(3)} ms`,
    `server ${Math.round(usPerRequest)} µs CPU/req (≈ ${Math.round(1e6 / usPerRequest)} req/s per core)`,
    bytes > 4096 ? `${Math.round(bytes / 1024)} KB/resp` : '',
    bad === 0
      ? 'no errors'
      : `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  ]
    .filter(Boolean)
    .join('   ');
}

interface Measured {
  name: string;
  result: Result;
}

/** The whole run on one store; returns its results for the side-by-side table. */
async function benchStore(kind: StoreKind): Promise<Measured[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'consentry-bench-api-'));
  const database = kind === 'postgres' ? await createTestDatabase('bench_api') : null;
  const { key, scanId, bigScanId } = await seed(dataDir, database?.url);
  const server = await startServer(dataDir, database?.url);
  const measured = async (options: Parameters<typeof autocannon>[0]) => {
    const before = treeCpuSeconds(server.pid);
    const cpu = cpuMeter();
    const result = await autocannon(options);
    return { result, serverCpuS: treeCpuSeconds(server.pid) - before, machineCpu: cpu.stop() };
  };
  const headers = { authorization: `Bearer ${key}` };
  const results: Measured[] = [];
  try {
    console.log(`\nstore: ${kind}${database ? ` (${database.url})` : ''}`);
    const evidence = await fetch(`${BASE}/api/v2/scans/${bigScanId}/report-evidence`, { headers });
    const evidenceBody = (await evidence.json()) as { pageBytes: number };
    const routes: [string, string][] = [
      ['GET /scans/{id}', `/api/v2/scans/${scanId}`],
      ['GET /scans/{id}/findings', `/api/v2/scans/${scanId}/findings`],
      ['GET /scans/{id}/status', `/api/v2/scans/${scanId}/status`],
      [
        `GET report-evidence (${Math.round(evidenceBody.pageBytes / 1024)} KB page)`,
        `/api/v2/scans/${bigScanId}/report-evidence`,
      ],
    ];
    for (const [name, path] of routes) {
      await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: 2, headers }); // warm-up (JIT, caches)
      const { result, serverCpuS, machineCpu } = await measured({
        url: `${BASE}${path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers,
      });
      console.log(
        `${line(name, result, serverCpuS)}   machine CPU ${Math.round(machineCpu * 100)} %`,
      );
      results.push({ name, result });
    }

    // ≥ 1,000 queued jobs (no workers run, so they stay queued), then every status polled at once.
    const limit = pLimit(64);
    const created = await Promise.all(
      Array.from({ length: JOBS }, (_, i) =>
        limit(async () => {
          const response = await fetch(`${BASE}/api/v2/scans`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ url: `https://site-${i}.example/` }),
          });
          if (response.status !== 202) throw new Error(`create ${i}: HTTP ${response.status}`);
          return ((await response.json()) as { scanId: string }).scanId;
        }),
      ),
    );
    let next = 0;
    const { result: polled, serverCpuS } = await measured({
      url: BASE,
      connections: Math.max(CONNECTIONS, 100),
      amount: created.length * 5,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/v2/scans/${created[next++ % created.length]}/status`,
          }),
        },
      ],
    });
    const pollName = `poll ${created.length} queued jobs ×5`;
    console.log(line(pollName, polled, serverCpuS));
    results.push({ name: pollName, result: polled });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
  return results;
}

async function main(): Promise<void> {
  console.log(`machine: ${describeMachine()}`);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route, loopback, bearer auth on, limits off`,
  );
  const byStore = new Map<StoreKind, Measured[]>();
  for (const kind of STORES as StoreKind[]) byStore.set(kind, await benchStore(kind));
  if (byStore.size < 2) return;
  console.log('\nside by side (req/s, p99):');
  const [sqlite, postgres] = [byStore.get('sqlite')!, byStore.get('postgres')!];
  sqlite.forEach((row, i) => {
    const other = postgres[i]!.result;
    const cell = (result: Result) =>
      `${Math.round(result.requests.average).toString().padStart(6)} req/s p99 ${String(result.latency.p99).padStart(3)} ms`;
    console.log(`${row.name.padEnd(34)}   sqlite ${cell(row.result)}   postgres ${cell(other)}`);
  });
}

await main();
