// Browser tier: one real `consentry worker` scans a queued site in Chromium (other tests use fake workers)
/**
 * Scale-out on PostgreSQL with real processes: `consentry serve --database … --concurrency 0` API
 * servers, worker processes on the same database, `consentry keys` and `consentry worker` as an
 * operator runs them. Where hundreds of scans are needed, the workers are the real ScanWorkers with
 * a scanner that answers without a browser (fake-worker.ts): the queue is under test, not Chromium.
 * The restart test runs a PostgreSQL server of its own (private-postgres.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '../store/private-postgres.ts';
import { TEST_KEY_SECRET, testSchema, type TestDatabaseSchema } from '../store/test-store.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { checkResponse } from './harness.ts';
import { fetchApi, pollUntilTerminal, startServer, type ServerProcess } from './server-process.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));
const FAKE_WORKER = fileURLToPath(new URL('./fake-worker.ts', import.meta.url));
const CWD = fileURLToPath(new URL('../..', import.meta.url));
/** Every host maps to a closed port: the target policy passes without DNS; fake workers never connect. */
const MAP_NOWHERE = 'MAP * 127.0.0.1:9';
const root = mkdtempSync(join(tmpdir(), 'consentry-scale-'));
const children: ChildProcess[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGTERM')));
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
}, 60_000);

const storeEnv = { CONSENTRY_KEY_SECRET: TEST_KEY_SECRET };

interface Process {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function spawnTracked(args: string[], env: NodeJS.ProcessEnv = {}): Process {
  const child = spawn(process.execPath, args, {
    cwd: CWD,
    env: { ...process.env, ...storeEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function cli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  const run = spawnTracked([BIN, ...args], env);
  return { code: await run.exited, output: run.output() };
}

async function createKey(database: string): Promise<string> {
  const created = await cli([
    'keys',
    'create',
    '--scopes',
    'scan:read,scan:create',
    '--database',
    database,
    '--key-only',
  ]);
  expect(created.code, created.output).toBe(0);
  return created.output.split('\n')[0]!.trim();
}

function startFakeWorker(
  database: string,
  options: { concurrency: number; delayMs: number; leaseMs: number },
): Process & { ready: Promise<string> } {
  const worker = spawnTracked([
    '--import',
    'tsx',
    FAKE_WORKER,
    database,
    String(options.concurrency),
    String(options.delayMs),
    String(options.leaseMs),
  ]);
  const ready = until(
    'the worker to start',
    () => /^ready (\S+)$/m.exec(worker.output())?.[1],
    60_000,
  );
  return { ...worker, ready };
}

async function startApiServer(
  database: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const server = await startServer({
    dataDir: mkdtempSync(join(root, 'api-')),
    database,
    mapHosts: MAP_NOWHERE,
    concurrency: 0,
    env: { ...storeEnv, ...env },
  });
  servers.push(server);
  return server;
}

/** Counts of the jobs by status, read on a fresh connection (the database may have just restarted). */
async function jobCounts(database: string): Promise<Record<string, number>> {
  const url = new URL(database);
  const schema = url.searchParams.get('schema')!;
  url.searchParams.delete('schema');
  const client = new pg.Client(url.toString());
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; count: string }>(
      `SELECT status, COUNT(*) AS count FROM ${schema}.jobs GROUP BY status`,
    );
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  } finally {
    await client.end();
  }
}

describe('two API servers and three workers on one PostgreSQL', () => {
  let postgres: PrivatePostgres;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
  }, 60_000);
  afterAll(() => postgres?.stop(), 60_000);

  it('200 scans created through both servers complete exactly once, through a killed worker and a database restart; either server answers the same', async () => {
    const database = `${postgres.url}?schema=scale`;
    const key = await createKey(database);
    // The queue bounds are not under test here: 200 active scans of one key.
    const queueEnv = {
      CONSENTRY_LIMITS_ENABLED: '0',
      CONSENTRY_QUEUE_MAX_ACTIVE_PER_CALLER: '500',
    };
    const [a, b] = await Promise.all([
      startApiServer(database, queueEnv),
      startApiServer(database, queueEnv),
    ]);
    const workers = [0, 1, 2].map(() =>
      startFakeWorker(database, { concurrency: 4, delayMs: 400, leaseMs: 3_000 }),
    );
    const workerIds = await Promise.all(workers.map((worker) => worker.ready));

    const scanIds: string[] = [];
    for (let i = 0; i < 200; i += 10) {
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const server = (i + j) % 2 ? a : b;
          return fetchApi(`${server.baseUrl}/api/v2/scans`, {
            method: 'POST',
            key,
            json: { url: `https://site-${i + j}.example/` },
          });
        }),
      );
      for (const response of created) {
        expect(response.status).toBe(202);
        scanIds.push(String(response.body!.scanId));
      }
    }
    expect(new Set(scanIds).size).toBe(200);

    // Kill the second worker while it holds scans, then restart the database under everyone.
    const scanning = (output: string) =>
      output.split('\n').filter((line) => line.startsWith('scanned ')).length;
    await until('the second worker to scan', () => scanning(workers[1]!.output()) >= 3);
    workers[1]!.child.kill('SIGKILL');
    await postgres.restart();

    await until('every job to end', async () => {
      const counts = await jobCounts(database).catch(() => ({}) as Record<string, number>);
      return (counts.completed ?? 0) + (counts.completed_limited ?? 0) + (counts.failed ?? 0) ===
        200
        ? counts
        : null;
    });
    const counts = await jobCounts(database);
    expect(counts.queued ?? 0).toBe(0);
    expect((counts.running ?? 0) + (counts.finalizing ?? 0) + (counts.expired ?? 0)).toBe(0);

    // Exactly one stored scan per created scan id; the killed worker's scans were delivered again.
    const url = new URL(database);
    url.searchParams.delete('schema');
    const client = new pg.Client(url.toString());
    await client.connect();
    try {
      const stored = await client.query<{ scan_id: string }>('SELECT scan_id FROM scale.scans');
      expect(stored.rows.map((row) => row.scan_id).sort()).toEqual([...scanIds].sort());
      const again = await client.query<{ n: string }>(
        'SELECT COUNT(*) AS n FROM scale.jobs WHERE attempts > 1',
      );
      expect(Number(again.rows[0]!.n)).toBeGreaterThanOrEqual(1);
      const seen = await client.query<{ worker_id: string }>('SELECT worker_id FROM scale.workers');
      expect(seen.rows.map((row) => row.worker_id)).toContain(workerIds[0]);
    } finally {
      await client.end();
    }
    const ranTotal = workers.reduce((sum, worker) => sum + scanning(worker.output()), 0);
    expect(ranTotal).toBeGreaterThanOrEqual(200);

    // Either server tells the same state of every scan.
    for (const scanId of scanIds) {
      const [viaA, viaB] = await Promise.all(
        [a, b].map((server) =>
          fetchApi(`${server.baseUrl}/api/v2/scans/${scanId}/status`, { key }),
        ),
      );
      expect(viaA!.status).toBe(200);
      const state = (body: Record<string, unknown> | null) => ({
        scanId: body?.scanId,
        jobId: body?.jobId,
        status: body?.status,
        phase: body?.phase,
      });
      expect(state(viaA!.body)).toEqual(state(viaB!.body));
      expect(['completed', 'failed']).toContain(viaA!.body!.status);
    }
    const health = await fetchApi(`${b.baseUrl}/api/v2/health`);
    expect(health.body).toMatchObject({
      checks: { store: 'ok', queue: 'ok', browser: 'ok' },
      queue: { queued: 0, running: 0, oldestQueuedAt: null },
    });
    // The two that run, and the killed one until a minute after its last report.
    expect((health.body!.queue as { workersSeen: number }).workersSeen).toBeGreaterThanOrEqual(2);

    for (const worker of [workers[0]!, workers[2]!]) worker.child.kill('SIGTERM');
    expect(await workers[0]!.exited).toBe(0);
    expect(await workers[2]!.exited).toBe(0);
  }, 240_000);
});

describe('fair use across API servers', () => {
  let schema: TestDatabaseSchema;
  beforeAll(async () => {
    schema = await testSchema();
  });
  afterAll(() => schema?.drop());

  it('20 anonymous scans of one address through server A, the 21st through server B: 429 with Retry-After; concurrent creations admit exactly the quota', async () => {
    const proxied = { CONSENTRY_LIMITS_TRUSTED_PROXIES: '127.0.0.1' };
    const [a, b] = await Promise.all([
      startApiServer(schema.url, proxied),
      startApiServer(schema.url, proxied),
    ]);
    const create = (server: ServerProcess, client: string, n: number) =>
      fetch(`${server.baseUrl}/api/v2/scans`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ url: `https://quota-${client}-${n}.example/` }),
      });

    for (let n = 0; n < 20; n++) expect((await create(a, '203.0.113.5', n)).status).toBe(202);
    const refused = await create(b, '203.0.113.5', 20);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    const text = await refused.text();
    const body = checkResponse({
      statusCode: 429,
      headers: Object.fromEntries(refused.headers),
      body: text,
    });
    expect(body).toMatchObject({
      type: 'consentry_api_error',
      error: {
        code: 'rate_limited',
        message: 'Rate limit reached. Retry after the recommended delay.',
        retryAfterSeconds: retryAfter,
      },
    });
    // Another address still has its quota.
    expect((await create(b, '203.0.113.9', 0)).status).toBe(202);

    // 30 at once through both servers for a fresh address: the counter is one, so exactly 20 are admitted.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        create(n % 2 ? a : b, '198.51.100.20', n).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  }, 120_000);
});

describe('consentry worker (real Chromium) beside an API server without workers', () => {
  let web: FixtureWeb;
  let schema: TestDatabaseSchema;
  beforeAll(async () => {
    web = await startFixtureWeb({ quiet: true });
    schema = await testSchema();
  });
  afterAll(async () => {
    await web?.stop();
    await schema?.drop();
  });

  it('scans what the server queues; health sees it; SIGTERM exits 0 and it is forgotten', async () => {
    const key = await createKey(schema.url);
    const server = await startServer({
      dataDir: mkdtempSync(join(root, 'api-')),
      database: schema.url,
      mapHosts: web.mapHostsRule,
      concurrency: 0,
      env: storeEnv,
    });
    servers.push(server);
    const idle = await fetchApi(`${server.baseUrl}/api/v2/health`);
    expect(idle.body).toMatchObject({
      checks: { browser: 'unavailable' },
      queue: { workersSeen: 0 },
    });
    const worker = spawnTracked([
      BIN,
      'worker',
      '--database',
      schema.url,
      '--concurrency',
      '1',
      '--map-hosts',
      web.mapHostsRule,
      '--ignore-tls-errors',
    ]);
    await until(
      'the worker to start',
      () => /consentry worker \S+ on .*: 1 scans at once from .*\(schema t_/.test(worker.output()),
      60_000,
    );

    const created = await fetchApi(`${server.baseUrl}/api/v2/scans`, {
      method: 'POST',
      key,
      json: { url: 'https://tracker-blog.example/' },
    });
    expect(created.status).toBe(202);
    const { body } = await pollUntilTerminal(
      `${server.baseUrl}/api/v2/scans/${String(created.body!.scanId)}/status`,
      key,
    );
    expect(body.status).toBe('completed');
    const scan = await fetchApi(`${server.baseUrl}/api/v2/scans/${String(created.body!.scanId)}`, {
      key,
    });
    // Scanned by the worker, linked to the server that queued it.
    expect((scan.body!.links as { findings: string }).findings.startsWith(server.baseUrl)).toBe(
      true,
    );
    expect(worker.output()).toMatch(
      new RegExp(`scan ${String(created.body!.scanId)} completed in`),
    );
    const working = await fetchApi(`${server.baseUrl}/api/v2/health`);
    expect(working.body).toMatchObject({
      status: 'ok',
      checks: { browser: 'ok' },
      queue: { workersSeen: 1 },
    });

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    const after = await fetchApi(`${server.baseUrl}/api/v2/health`);
    expect(after.body).toMatchObject({ queue: { workersSeen: 0 } });
  }, 180_000);

  it('refuses what it cannot do, in one line', async () => {
    const help = await cli(['worker', '--help']);
    expect(help.code).toBe(0);
    expect(help.output).toMatch(/Usage: consentry worker \[--database URL \| --data-dir DIR\]/);
    for (const [args, message] of [
      [
        ['worker', '--database', 'mysql://db/x'],
        /--database takes a postgres:\/\/ or postgresql:\/\/ URL/,
      ],
      [
        ['worker', '--database', schema.url, '--concurrency', '0'],
        /--concurrency must be a whole number from 1 to 16 \(got "0"\)/,
      ],
      [
        ['worker', '--database', 'postgres://u:hunter2@127.0.0.1:1/x'],
        /cannot open the database postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/x: connect ECONNREFUSED/,
      ],
      [['worker', 'extra'], /worker takes no arguments/],
    ] as const) {
      const run = await cli([...args]);
      expect(run.code, run.output).toBe(2);
      expect(run.output).toMatch(message);
      expect(run.output).not.toContain('hunter2');
    }
  }, 60_000);
});
