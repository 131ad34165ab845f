/** The Store/Queue contract on the PostgreSQL adapter, and what only it has: schemas, pg-boss retries and dead letters, concurrent starts. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaTooNewError } from '../../src/internal.ts';
import {
  DatabaseUrlError,
  isDatabaseUrl,
  parseDatabaseUrl,
} from '../../src/store/postgres/database-url.ts';
import { openPostgresStore, type PostgresStore } from '../../src/store/postgres/postgres-store.ts';
import { describeStoreContract } from './contract.ts';
import {
  adminQuery,
  createTestDatabase,
  emptySchema,
  type TestDatabase,
} from './postgres-database.ts';

let database: TestDatabase;

const CONTRACT_SCHEMA = 'contract';
const contractUrl = () => `${database.url}?schema=${CONTRACT_SCHEMA}`;

beforeAll(async () => {
  database = await createTestDatabase('store');
  await (await openPostgresStore({ url: contractUrl() })).close();
});
afterAll(async () => {
  await database?.drop();
});

// Retries at once, as the SQLite adapter does: the contract's clock is the tests', pg-boss's backoff runs on the database's.
describeStoreContract('postgres', async () => {
  await emptySchema(database.url, CONTRACT_SCHEMA);
  return openPostgresStore({ url: contractUrl(), queue: { retryDelaySeconds: 0 } });
});

const input = (url: string, now = new Date()) => ({
  scanId: randomUUID(),
  jobId: randomUUID(),
  normalizedUrl: url,
  domain: new URL(url).hostname,
  scanFrom: 'eu_ie' as const,
  now,
});

async function until<T>(
  what: string,
  check: () => Promise<T | null>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('database URL', () => {
  it('takes postgres:// and postgresql:// URLs with an optional schema; the password never shows', () => {
    expect(
      parseDatabaseUrl(
        'postgres://u:secret@db.internal:5433/scans?schema=eu_scans&sslmode=require',
      ),
    ).toEqual({
      connectionString: 'postgres://u:secret@db.internal:5433/scans?sslmode=require',
      schema: 'eu_scans',
      queueSchema: 'eu_scans_queue',
      display: 'postgres://u:***@db.internal:5433/scans?sslmode=require',
    });
    expect(parseDatabaseUrl('postgresql://db/consentry')).toMatchObject({
      schema: 'consentry',
      queueSchema: 'consentry_queue',
    });
    expect(isDatabaseUrl('POSTGRES://db/x')).toBe(true);
    expect(isDatabaseUrl('./consentry-data')).toBe(false);
  });

  it('refuses other schemes and unsafe schema names with a clear error that hides the password', () => {
    expect(() => parseDatabaseUrl('mysql://u:secret@db/x')).toThrow(
      /postgres:\/\/ or postgresql:\/\/ URL \(got "mysql:\/\/u:secret@db\/x"\)/,
    );
    expect(() => parseDatabaseUrl('postgres://u:secret@db/x?schema=Robert%27);DROP')).toThrow(
      DatabaseUrlError,
    );
    for (const schema of ['1abc', 'a-b', 'A', 'x'.repeat(42), '']) {
      expect(() => parseDatabaseUrl(`postgres://db/x?schema=${schema}`), schema).toThrow(
        /lower-case letters, digits or underscores/,
      );
    }
    try {
      parseDatabaseUrl('postgres://u:secret@db/x?schema=Bad');
    } catch (error) {
      expect((error as Error).message).not.toContain('secret');
    }
  });
});

describe('postgres adapter', () => {
  it('several processes starting at once on a new schema migrate it exactly once', async () => {
    const url = database.schemaUrl('race');
    const stores = await Promise.all(
      Array.from({ length: 4 }, () => openPostgresStore({ url, poolSize: 2 })),
    );
    expect(stores.map((store) => store.schemaVersion)).toEqual([2, 2, 2, 2]);
    const schema = new URL(url).searchParams.get('schema')!;
    const applied = await adminQuery(
      `SELECT version, name FROM ${schema}.schema_migrations`,
      database.url,
    );
    expect(applied.rows).toEqual([
      { version: 1, name: 'scans, jobs, api keys, usage slots, workers' },
      { version: 2, name: 'job requester, key owner index' },
    ]);
    // Every store works on the one schema: a job enqueued by one is claimed by another.
    const job = await stores[0]!.enqueueScan(input('https://race.example/'));
    expect((await stores[3]!.claimJob('w', 60_000, new Date()))?.jobId).toBe(job.job.jobId);
    await Promise.all(stores.map((store) => store.close()));
  });

  it('refuses a schema written by a newer consentry', async () => {
    const url = database.schemaUrl('future');
    await (await openPostgresStore({ url })).close();
    const schema = new URL(url).searchParams.get('schema')!;
    await adminQuery(
      `INSERT INTO ${schema}.schema_migrations (version, name) VALUES (9, 'future')`,
      database.url,
    );
    const opening = openPostgresStore({ url });
    await expect(opening).rejects.toBeInstanceOf(SchemaTooNewError);
    await expect(opening).rejects.toThrow(
      new RegExp(
        `schema "${schema}" of postgres://postgres@127.0.0.1:5432/.* has schema version 9, newer than this consentry knows \\(2\\).*\\?schema=`,
      ),
    );
  });

  it('two schemas in one database are separate deployments', async () => {
    const a = await openPostgresStore({ url: database.schemaUrl('a') });
    const b = await openPostgresStore({ url: database.schemaUrl('b') });
    const job = await a.enqueueScan(input('https://shared.example/'));
    expect(await b.getJob(job.job.jobId)).toBeNull();
    expect(await b.claimJob('w', 60_000, new Date())).toBeNull();
    expect((await a.claimJob('w', 60_000, new Date()))?.jobId).toBe(job.job.jobId);
    await a.close();
    await b.close();
  });

  it('refuses a job id that is not a UUID (pg-boss job ids are UUIDs)', async () => {
    const store = await openPostgresStore({ url: contractUrl() });
    await expect(
      store.enqueueScan({ ...input('https://x.example/'), jobId: 'job-1' }),
    ).rejects.toThrow(/jobId must be a UUID/);
    await store.close();
  });

  it('a failed attempt is retried after pg-boss’s backoff, not at once', async () => {
    const store = await openPostgresStore({
      url: database.schemaUrl('backoff'),
      queue: { retryDelaySeconds: 1, retryDelayMaxSeconds: 2 },
    });
    const { job } = await store.enqueueScan(input('https://flaky.example/'));
    await store.claimJob('w1', 60_000, new Date());
    const failedAt = Date.now();
    await store.failJob(
      job.jobId,
      'w1',
      { code: 'browser_crashed', message: 'the browser exited' },
      true,
      new Date(),
    );
    expect(await store.getJob(job.jobId)).toMatchObject({
      status: 'queued',
      error: { code: 'browser_crashed' },
    });
    expect(await store.claimJob('w2', 60_000, new Date())).toBeNull();
    const again = await until('the retry', () => store.claimJob('w2', 60_000, new Date()));
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(1_000);
    expect(again).toMatchObject({ jobId: job.jobId, attempts: 2, workerId: 'w2' });
    await store.close();
  });

  it('a job whose workers keep dying is dead-lettered by pg-boss and ends failed with the reason, not queued forever', async () => {
    const store = await openPostgresStore({
      url: database.schemaUrl('dead'),
      queue: { retryLimit: 1, retryDelaySeconds: 0 },
    });
    const { job } = await store.enqueueScan(input('https://poison.example/'));
    const t0 = Date.now();
    expect((await store.claimJob('w1', 1_000, new Date(t0)))?.attempts).toBe(1);
    // The first lease runs out: handed back and retried (pg-boss's one retry).
    expect(await store.claimJob('w2', 1_000, new Date(t0 + 2_000))).toMatchObject({
      jobId: job.jobId,
      attempts: 2,
    });
    // The second runs out too: pg-boss has no retry left and dead-letters it; the next claims settle it.
    await until('the dead letter to be settled', async () => {
      expect(await store.claimJob('w3', 1_000, new Date(t0 + 4_000))).toBeNull();
      const settled = await store.getJob(job.jobId);
      return settled?.status === 'failed' ? settled : null;
    });
    expect(await store.getJob(job.jobId)).toMatchObject({
      status: 'failed',
      phase: 'done',
      workerId: null,
      error: {
        code: 'internal_error',
        message:
          'The scan was started 2 times and did not finish: its workers stopped or failed each time.',
      },
    });
    // Ended: the URL can be queued afresh.
    expect((await store.enqueueScan(input('https://poison.example/'))).created).toBe(true);
    await store.close();
  });

  it('servers sharing the database: joins, claims and usage charges are atomic across store instances', async () => {
    const url = database.schemaUrl('shared');
    const [a, b] = [await openPostgresStore({ url }), await openPostgresStore({ url })];
    const urls = Array.from({ length: 100 }, (_, i) => `https://site-${i}.example/`);
    const [fromA, fromB] = await Promise.all([
      Promise.all(urls.map((u) => a.enqueueScan(input(u)))),
      Promise.all(urls.map((u) => b.enqueueScan(input(u)))),
    ]);
    urls.forEach((_, i) => {
      expect(fromA[i]!.job.jobId).toBe(fromB[i]!.job.jobId);
      expect(Number(fromA[i]!.created) + Number(fromB[i]!.created)).toBe(1);
    });
    const claimAll = async (store: PostgresStore, worker: string) => {
      const claimed: string[] = [];
      for (
        let job = await store.claimJob(worker, 60_000, new Date());
        job;
        job = await store.claimJob(worker, 60_000, new Date())
      )
        claimed.push(job.jobId);
      return claimed;
    };
    const claimed = (
      await Promise.all([
        claimAll(a, 'wa'),
        claimAll(b, 'wb'),
        claimAll(a, 'wa2'),
        claimAll(b, 'wb2'),
      ])
    ).flat();
    expect(claimed).toHaveLength(100);
    expect(new Set(claimed).size).toBe(100);
    const charge = {
      bucket: 'newscan:anon:203.0.113.7',
      units: 1,
      windowMs: 24 * 3_600_000,
      limit: 20,
    };
    const decisions = await Promise.all(
      Array.from({ length: 25 }, (_, i) => (i % 2 ? a : b).chargeUsage([charge], new Date())),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    expect(
      decisions
        .filter((d) => d.allowed)
        .map((d) => d.states[0]!.used)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await a.close();
    await b.close();
  }, 60_000);
});
