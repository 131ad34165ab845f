// Browser tier: a real Chromium scan while the store is locked, and no Chromium process left behind
/**
 * Fault: the store is locked by another process longer than the busy timeout while a scan runs (a
 * backup tool, a stuck second server). The workers' writes fail with SQLITE_BUSY for a while; once
 * the lock is gone the job ends in a terminal state with its reason, exactly one scan is saved for
 * it, and no Chromium process of the pool is left.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserPool,
  openSqliteStore,
  ScanWorkers,
  type ScanWorkerEvent,
  type SqliteStore,
} from '../../src/internal.ts';
import { BUSY_TIMEOUT_MS } from '../../src/store/sqlite/connection.ts';
import { enqueueScanJob, jobsEnded, until } from '../pipeline/queued-jobs.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { chromiumUnder, waitGone } from './fault-processes.ts';

const LOCKER = fileURLToPath(new URL('./lock-store.ts', import.meta.url));
let web: FixtureWeb;
let dataDir: string;
let store: SqliteStore;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-fault-locked-'));
  store = await openSqliteStore({ dataDir });
}, 60_000);

afterAll(async () => {
  await store?.close();
  await web?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the locking process; resolves once it holds the lock, with a promise of its exit. */
function lockStore(path: string, holdMs: number): Promise<{ released: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', LOCKER, path, String(holdMs)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const released = new Promise<string>((resolve) => child.once('exit', () => resolve(output)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve({ released });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void released.then(() =>
      reject(new Error(`the locking process ended before locking: ${output}`)),
    );
  });
}

describe('the store locked by another process during a scan', () => {
  it('the job ends terminal with one saved scan once the lock is gone; no Chromium left', async () => {
    const pool = new BrowserPool({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
    const events: ScanWorkerEvent[] = [];
    const workers = new ScanWorkers({
      store,
      pool,
      concurrency: 1,
      baseUrl: 'https://api.consentry.example',
      leaseMs: 4_000,
      heartbeatMs: 1_000,
      idlePollMs: 200,
      onEvent: (event) => events.push(event),
    });
    const seen = new Set<number>();
    const watcher = setInterval(() => {
      const pid = pool.currentPid();
      if (pid) for (const child of [pid, ...chromiumUnder(pid)]) seen.add(child);
    }, 50);
    const job = await enqueueScanJob(store, 'https://cmp-vanilla.example/');
    let lockOutput = '';
    let releasedAt = Number.POSITIVE_INFINITY;
    try {
      workers.start();
      await until(
        'the job to run',
        async () => (await store.getJob(job.jobId))?.status === 'running',
        15_000,
      );
      // Held past the busy timeout: heartbeats and the save fail with SQLITE_BUSY meanwhile.
      const lock = await lockStore(store.path, BUSY_TIMEOUT_MS + 4_000);
      lockOutput = await lock.released;
      releasedAt = Date.now() - 1_000;
      const [state] = await jobsEnded(store, [job.jobId], 120_000);
      expect(lockOutput).toContain('released');
      if (state!.status === 'completed' || state!.status === 'completed_limited') {
        expect((await store.getScan(job.scanId))?.scanId).toBe(job.scanId);
      } else {
        expect(state!.error?.message, 'a job that ended without a result says why').toBeTruthy();
      }
    } finally {
      clearInterval(watcher);
      await workers.stop(10_000);
      await pool.close();
    }
    // The scan was running under the lock (it ended after the lock was released), and nothing was saved twice.
    expect(Date.parse((await store.getJob(job.jobId))!.updatedAt)).toBeGreaterThanOrEqual(
      releasedAt,
    );
    expect(events.filter((e) => e.type === 'job-done')).toHaveLength(1);
    expect((await store.countJobs()).completed + (await store.countJobs()).completed_limited).toBe(
      1,
    );
    expect(await store.getJobByScanId(job.scanId)).toMatchObject({ jobId: job.jobId });
    expect(seen.size).toBeGreaterThan(1);
    expect(await waitGone([...seen])).toEqual([]);
  }, 240_000);
});
