import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  MIGRATIONS,
  openSqliteStore,
  SchemaTooNewError,
  SQLITE_FILE_NAME,
} from '../../src/internal.ts';
import { openDatabase } from '../../src/store/sqlite/connection.ts';
import { migrate } from '../../src/store/sqlite/migrations.ts';
import { at, MINUTE } from './clock.ts';
import { describeStoreContract } from './contract.ts';
import { storeScan } from './contract-scans.ts';
import { judgedScan, pngArtifact } from './fixtures.ts';

const root = mkdtempSync(join(tmpdir(), 'consentry-store-'));
const freshDir = () => join(root, randomUUID());

describeStoreContract('sqlite', () => openSqliteStore({ dataDir: freshDir() }));

describe('sqlite adapter', () => {
  it('creates the file under the data dir in WAL mode with foreign keys and synchronous=NORMAL', async () => {
    const dataDir = freshDir();
    const store = await openSqliteStore({ dataDir });
    expect(store.path).toBe(join(dataDir, SQLITE_FILE_NAME));
    expect(store.schemaVersion).toBe(MIGRATIONS.length);
    await store.close();
    const db = openDatabase(join(dataDir, SQLITE_FILE_NAME));
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    expect(
      db
        .prepare('SELECT version, name FROM schema_migrations ORDER BY version')
        .all()
        .map((row) => ({ ...row })),
    ).toEqual([
      { version: 1, name: 'scans, jobs, api keys, usage slots' },
      { version: 2, name: 'job base URL, workers' },
      { version: 3, name: 'job requester, key owner index' },
    ]);
    db.close();
  });

  it('applies only the pending migrations, in order, and records each', () => {
    const path = join(freshDir(), 'db.sqlite');
    const db = openDatabase(path);
    expect(migrate(db, path, MIGRATIONS.slice(0, 1))).toBe(1);
    expect(
      db
        .prepare("SELECT COUNT(*) AS n FROM pragma_table_info('jobs') WHERE name = 'base_url'")
        .get(),
    ).toEqual({ n: 0 });
    // A database at version 1 (an older consentry's) is brought to the current version.
    expect(migrate(db, path)).toBe(MIGRATIONS.length);
    expect(
      db
        .prepare("SELECT COUNT(*) AS n FROM pragma_table_info('jobs') WHERE name = 'base_url'")
        .get(),
    ).toEqual({ n: 1 });
    const next = MIGRATIONS.length + 1;
    const withNext = [
      ...MIGRATIONS,
      { version: next, name: 'scan notes', sql: 'ALTER TABLE scans ADD COLUMN note TEXT' },
    ];
    expect(migrate(db, path, withNext)).toBe(next);
    expect(migrate(db, path, withNext)).toBe(next);
    expect(
      db
        .prepare('SELECT version FROM schema_migrations ORDER BY version')
        .all()
        .map((row) => row.version),
    ).toEqual(Array.from({ length: next }, (_, i) => i + 1));
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM pragma_table_info('scans') WHERE name = 'note'").get(),
    ).toEqual({ n: 1 });
    expect(() =>
      migrate(db, path, [{ version: 2, name: 'out of order', sql: 'SELECT 1' }]),
    ).toThrow(/expected 1/);
    db.close();
  });

  it('a failing migration leaves the database at the previous version', () => {
    const path = join(freshDir(), 'db.sqlite');
    const db = openDatabase(path);
    migrate(db, path);
    const broken = [
      ...MIGRATIONS,
      {
        version: MIGRATIONS.length + 1,
        name: 'broken',
        sql: 'CREATE TABLE extra (id TEXT); ALTER TABLE nosuch ADD COLUMN x TEXT',
      },
    ];
    expect(() => migrate(db, path, broken)).toThrow(/no such table/);
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()).toEqual({
      v: MIGRATIONS.length,
    });
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'extra'").get(),
    ).toEqual({ n: 0 });
    db.close();
  });

  it('refuses a database written by a newer consentry, with a clear error', async () => {
    const dataDir = freshDir();
    await (await openSqliteStore({ dataDir })).close();
    const db = new DatabaseSync(join(dataDir, SQLITE_FILE_NAME));
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (7, 'future', '2027-01-01T00:00:00Z')",
    ).run();
    db.close();
    const opening = openSqliteStore({ dataDir });
    await expect(opening).rejects.toBeInstanceOf(SchemaTooNewError);
    await expect(opening).rejects.toThrow(
      new RegExp(`schema version 7, newer than this consentry knows \\(${MIGRATIONS.length}\\)`),
    );
  });

  it('keeps scans, jobs, keys and usage across close and reopen', async () => {
    const dataDir = freshDir();
    const first = await openSqliteStore({ dataDir });
    const scan = judgedScan('tracker-blog', {
      scanId: randomUUID(),
      completedAt: at(0).toISOString(),
      artifactNames: ['before_consent.png'],
    });
    const jobId = await storeScan(first, scan);
    await first.enqueueScan({
      scanId: randomUUID(),
      jobId: randomUUID(),
      normalizedUrl: 'https://queued.example/',
      domain: 'queued.example',
      scanFrom: 'eu_ie',
      now: at(0),
    });
    await first.createKey({
      id: 'k1',
      name: 'ci',
      hmac: 'a'.repeat(64),
      prefix: 'csy_',
      scopes: ['scan:read'],
      profile: 'standard',
      createdAt: at(0).toISOString(),
      expiresAt: null,
      revokedAt: null,
      owner: null,
    });
    await first.chargeUsage(
      [{ bucket: 'anon:203.0.113.9', units: 3, windowMs: 10 * MINUTE, limit: 20 }],
      at(0),
    );
    await first.close();

    const second = await openSqliteStore({ dataDir });
    expect(await second.getScan(scan.scanId)).toEqual(scan);
    expect((await second.getArtifact(scan.scanId, 'before_consent.png'))?.bytes).toEqual(
      pngArtifact('x').bytes,
    );
    expect((await second.getJob(jobId))?.status).toBe('completed');
    expect((await second.claimJob('worker-b', MINUTE, at(MINUTE)))?.normalizedUrl).toBe(
      'https://queued.example/',
    );
    expect((await second.findKeyByHmac('a'.repeat(64)))?.id).toBe('k1');
    const usage = await second.chargeUsage(
      [{ bucket: 'anon:203.0.113.9', units: 1, windowMs: 10 * MINUTE, limit: 20 }],
      at(MINUTE),
    );
    expect(usage.states[0]?.used).toBe(4);
    await second.close();
  });

  it('a charge still pending when the store closes is decided and kept', async () => {
    const dataDir = freshDir();
    const store = await openSqliteStore({ dataDir });
    const pending = store.chargeUsage(
      [{ bucket: 'anon:192.0.2.1', units: 2, windowMs: 10 * MINUTE, limit: 20 }],
      at(0),
    );
    await store.close();
    expect(await pending).toMatchObject({ allowed: true, states: [{ used: 2 }] });
    const reopened = await openSqliteStore({ dataDir });
    expect(
      (
        await reopened.chargeUsage(
          [{ bucket: 'anon:192.0.2.1', units: 1, windowMs: 10 * MINUTE, limit: 20 }],
          at(1),
        )
      ).states[0]?.used,
    ).toBe(3);
    await reopened.close();
  });

  it('two store instances on one file share jobs, keys and usage counters', async () => {
    const dataDir = freshDir();
    const a = await openSqliteStore({ dataDir });
    const b = await openSqliteStore({ dataDir });
    const input = {
      scanId: randomUUID(),
      jobId: randomUUID(),
      normalizedUrl: 'https://shared.example/',
      domain: 'shared.example',
      scanFrom: 'eu_ie' as const,
      now: at(0),
    };
    expect((await a.enqueueScan(input)).created).toBe(true);
    expect(
      await b.enqueueScan({ ...input, jobId: randomUUID(), scanId: randomUUID() }),
    ).toMatchObject({ created: false, job: { jobId: input.jobId } });
    expect((await b.claimJob('worker-b', MINUTE, at(1)))?.jobId).toBe(input.jobId);
    expect(await a.claimJob('worker-a', MINUTE, at(2))).toBeNull();
    await a.createKey({
      id: 'k1',
      name: 'ci',
      hmac: 'b'.repeat(64),
      prefix: 'csy_',
      scopes: ['scan:read'],
      profile: 'standard',
      createdAt: at(0).toISOString(),
      expiresAt: null,
      revokedAt: null,
      owner: null,
    });
    expect((await b.findKeyByHmac('b'.repeat(64)))?.id).toBe('k1');
    expect(await b.revokeKey('k1', at(5))).toBe(true);
    expect((await a.findKeyByHmac('b'.repeat(64)))?.revokedAt).toBe(at(5).toISOString());
    const bucket = { bucket: 'caller:k1', units: 2, windowMs: 10 * MINUTE, limit: 5 };
    expect((await a.chargeUsage([bucket], at(10))).allowed).toBe(true);
    expect((await b.chargeUsage([bucket], at(11))).states[0]?.used).toBe(4);
    expect((await a.chargeUsage([bucket], at(12))).allowed).toBe(false);
    await a.close();
    await b.close();
  });
});

describe('sqlite adapter across processes', () => {
  const SCRIPT = fileURLToPath(new URL('./store-process.ts', import.meta.url));
  const CWD = fileURLToPath(new URL('../..', import.meta.url));

  function runProcess(args: string[]): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
        cwd: CWD,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) =>
        code === 0
          ? resolve(stdout.trim().split('\n').filter(Boolean))
          : reject(new Error(`exit ${code}: ${stderr}`)),
      );
    });
  }

  it('two processes enqueueing the same 200 URLs at once create exactly one job per URL, then claim each job once', async () => {
    const dataDir = freshDir();
    await (await openSqliteStore({ dataDir })).close();
    const path = join(dataDir, SQLITE_FILE_NAME);
    const start = String(Date.now() + 1500);
    const results = await Promise.all([
      runProcess([path, 'enqueue', '200', start, 'p1']),
      runProcess([path, 'enqueue', '200', start, 'p2']),
    ]);
    const [one = [], two = []] = results.map((lines) =>
      lines.map((line) => JSON.parse(line) as { url: string; jobId: string; created: boolean }),
    );
    expect(one).toHaveLength(200);
    expect(two).toHaveLength(200);
    for (let i = 0; i < 200; i++) {
      expect(one[i]!.jobId).toBe(two[i]!.jobId);
      expect(Number(one[i]!.created) + Number(two[i]!.created)).toBe(1);
    }
    const claimStart = String(Date.now() + 1500);
    const claims = await Promise.all([
      runProcess([path, 'claim', '300', claimStart, 'w1']),
      runProcess([path, 'claim', '300', claimStart, 'w2']),
    ]);
    const claimed = claims.flat().map((line) => (JSON.parse(line) as { jobId: string }).jobId);
    expect(claimed).toHaveLength(200);
    expect(new Set(claimed).size).toBe(200);
    const store = await openSqliteStore({ dataDir });
    expect(await store.countJobs()).toMatchObject({ queued: 0, running: 200 });
    await store.close();
  }, 120_000);
});
