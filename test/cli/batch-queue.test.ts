/**
 * The distributed batch against a local one: `consentry batch --database … --concurrency 0` (the
 * real CLI, collecting only) with two worker processes on the same PostgreSQL, SIGKILLed halfway and
 * run again, writes the same sites and findings as runBatch of the same list here. The workers are
 * the real ScanWorkers with a scanner that answers without a browser, the same one the local batch
 * gets: what is compared is the queue and the output, not Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH_QUEUE_FILE,
  batchJobId,
  parseBatchList,
  runBatch,
  type BatchSummary,
} from '../../src/internal.ts';
import { fakeScanner, noBrowserPool, readCsv, readScans } from '../pipeline/batch-helpers.ts';
import { testSchema, type TestDatabaseSchema } from '../store/test-store.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));
const FAKE_WORKER = fileURLToPath(new URL('../server/fake-worker.ts', import.meta.url));
const CWD = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'consentry-batch-queue-'));
const children: ChildProcess[] = [];
let schema: TestDatabaseSchema;

beforeAll(async () => {
  schema = await testSchema();
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await schema?.drop();
  rmSync(root, { recursive: true, force: true });
}, 30_000);

function start(args: string[]): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, args, {
    cwd: CWD,
    env: { ...process.env, CONSENTRY_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

async function until(what: string, check: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const committed = (dir: string) =>
  existsSync(join(dir, 'scans.jsonl'))
    ? readFileSync(join(dir, 'scans.jsonl'), 'utf8').split('\n').slice(0, -1).filter(Boolean).length
    : 0;

/** What must be the same in both: every site's outcome (not its scan id or times). */
function outcomes(dir: string) {
  const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as BatchSummary;
  const sites = summary.sites
    .map(({ scanId: _scanId, completedAt: _completedAt, ...site }) => site)
    .sort((a, b) => a.url.localeCompare(b.url));
  const findings = readCsv(dir, 'findings.csv')
    .rows.map(({ scanId: _scanId, ...row }) => row)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const preConsent = readCsv(dir, 'pre-consent.csv')
    .rows.map(({ scanId: _scanId, ...row }) => row)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { totals: summary.totals, status: summary.status, sites, findings, preConsent };
}

describe('consentry batch --database with workers only', () => {
  it('100 sites: killed and run again, it writes what a local batch of the list writes, each site once, nothing queued twice', async () => {
    const list = join(root, 'list.txt');
    const urls = Array.from({ length: 100 }, (_, i) => `https://shop-${i}.example/`);
    writeFileSync(list, `# a hundred shops\n${urls.join('\n')}\n`);

    const local = join(root, 'local');
    await runBatch({
      list: parseBatchList(readFileSync(list, 'utf8'), list),
      source: list,
      outDir: local,
      concurrency: 4,
      pool: noBrowserPool,
      scanner: fakeScanner(0),
    });

    const workers = [0, 1].map(() =>
      start(['--import', 'tsx', FAKE_WORKER, schema.url, '4', '150', '3000']),
    );
    await until(
      'the workers to start',
      () => workers.every((worker) => /^ready /m.test(worker.output())),
      60_000,
    );

    const queued = join(root, 'queued');
    const args = [
      BIN,
      'batch',
      list,
      '--out',
      queued,
      '--database',
      schema.url,
      '--concurrency',
      '0',
    ];
    const first = start(args);
    await until('20 sites collected', () => committed(queued) >= 20);
    first.child.kill('SIGKILL');
    await first.exited;
    const before = readScans(queued).filter((_, i) => i < committed(queued));
    expect(before.length).toBeLessThan(100);

    const second = start(args);
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).toMatch(
      new RegExp(
        `consentry batch: ${100 - before.length} to scan, ${before.length} already in .*\\(resumed\\), queued on .*\\(schema t_[0-9a-f]+\\) for every worker \\(none here\\)`,
      ),
    );
    expect(second.output()).toMatch(/consentry batch: 100 scanned of 100 targets/);

    // Each site once; the sites collected before the kill kept their scans.
    const scans = readScans(queued);
    expect(scans.map((scan) => scan.url).sort()).toEqual([...urls].sort());
    for (const scan of before)
      expect(scans.find((s) => s.url === scan.url)?.scanId).toBe(scan.scanId);
    // The job of every site is the one the batch id names: a re-run queues nothing new.
    const { batchId } = JSON.parse(readFileSync(join(queued, BATCH_QUEUE_FILE), 'utf8')) as {
      batchId: string;
    };
    const url = new URL(schema.url);
    const name = url.searchParams.get('schema')!;
    url.searchParams.delete('schema');
    const client = new pg.Client(url.toString());
    await client.connect();
    try {
      const jobs = await client.query<{
        job_id: string;
        scan_id: string;
        normalized_url: string;
        status: string;
      }>(`SELECT job_id, scan_id, normalized_url, status FROM ${name}.jobs`);
      expect(jobs.rows).toHaveLength(100);
      for (const job of jobs.rows)
        expect(job.job_id).toBe(batchJobId(batchId, 'eu_ie', job.normalized_url, 'job'));
      expect(new Set(jobs.rows.map((job) => job.status))).toEqual(new Set(['completed', 'failed']));
      expect(scans.map((scan) => scan.scanId).sort()).toEqual(
        jobs.rows.map((job) => job.scan_id).sort(),
      );
    } finally {
      await client.end();
    }

    expect(outcomes(queued)).toEqual(outcomes(local));
    expect(outcomes(local).sites.filter((site) => site.status === 'failed').length).toBeGreaterThan(
      0,
    );
    expect(outcomes(local).findings.length).toBeGreaterThan(0);

    // A third run finds everything done: nothing to scan, nothing queued.
    const third = start(args);
    expect(await third.exited).toBe(0);
    expect(third.output()).toMatch(/0 to scan, 100 already in/);
    for (const worker of workers) worker.child.kill('SIGTERM');
    for (const worker of workers) expect(await worker.exited).toBe(0);
  }, 180_000);

  it('--concurrency 0 needs --database; --database refuses settings only a local scan has, naming them', async () => {
    const list = join(root, 'one.txt');
    writeFileSync(list, 'example.com\n');
    for (const [extra, message] of [
      [
        ['--concurrency', '0'],
        /--concurrency must be a whole number from 1 to 64 \(got "0"\); 0 \(workers elsewhere scan\) needs --database/,
      ],
      [
        ['--database', schema.url, '--viewport', 'mobile', '--arm-budget', '5000'],
        /with --database the workers scan with their own settings: --viewport, --arm-budget cannot apply/,
      ],
      [['--database', 'postgres://db/x?schema=No-Dashes'], /schema "No-Dashes" must be/],
      [
        ['--data-dir', root],
        /batch takes --database URL to queue the list for workers; --data-dir is not used by batch/,
      ],
    ] as const) {
      const run = start([BIN, 'batch', list, '--out', join(root, 'never'), ...extra]);
      expect(await run.exited, run.output()).toBe(2);
      expect(run.output()).toMatch(message);
    }
  }, 60_000);
});
