// Browser tier: the server's workers scan in Chromium and survive a browser killed under a scan
/**
 * The API server's in-process workers on a real store, a real browser and the fixture web: a job
 * is claimed, heartbeats carry its phase, the saved scan has absolute links to the server, its
 * observations and screenshots; a browser killed under a scan costs that scan a retry, never the
 * worker; stopping releases running jobs back to the queue and discards their late results.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserPool,
  openSqliteStore,
  ScanWorkers,
  type ScanWorkerEvent,
  type SqliteStore,
} from '../../src/internal.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { enqueueScanJob, jobsEnded, until } from './queued-jobs.ts';

const BASE_URL = 'https://api.consentry.example';
let web: FixtureWeb;
let dataDir: string;
let store: SqliteStore;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-worker-'));
  store = await openSqliteStore({ dataDir });
}, 60_000);

afterAll(async () => {
  await store?.close();
  await web?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const enqueue = (url: string) => enqueueScanJob(store, url);

describe('ScanWorkers', () => {
  it('scans a job, reports its phase, saves the bundle with server links, observations and screenshots; survives a killed browser', async () => {
    const pool = new BrowserPool({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
    const events: ScanWorkerEvent[] = [];
    const workers = new ScanWorkers({
      store,
      pool,
      concurrency: 1,
      baseUrl: BASE_URL,
      leaseMs: 6_000,
      idlePollMs: 100,
      onEvent: (e) => events.push(e),
    });
    try {
      const first = await enqueue('https://cmp-vanilla.example/');
      workers.start();
      const running = await until('the running phase', async () => {
        const job = await store.getJob(first.jobId);
        return job?.status === 'running' && job.phase === 'runtime_observation' ? job : null;
      });
      expect(running.workerId).toBe(workers.workerId);
      // Kill the browser under the scan once every arm has loaded the page.
      await until(
        'every arm to load the page',
        async () => web.requestsTo('cmp-vanilla.example').filter((r) => r.path === '/').length >= 4,
      );
      process.kill(pool.currentPid()!, 'SIGKILL');
      const [done] = await jobsEnded(store, [first.jobId]);
      expect(done!.status).toBe('completed');
      expect(done!.phase).toBe('done');
      const stored = (await store.getScan(first.scanId))!;
      expect(stored.resources.scan.links.findings).toBe(
        `${BASE_URL}/api/v2/scans/${first.scanId}/findings`,
      );
      expect(stored.observations.map((o) => o.arm).sort()).toEqual([
        'after_accept',
        'after_reject',
        'before_consent',
        'gpc_on',
      ]);
      expect(stored.artifactNames.length).toBeGreaterThan(0);
      const shot = await store.getArtifact(first.scanId, stored.artifactNames[0]!);
      expect(Buffer.from(shot!.bytes).subarray(1, 4).toString('ascii')).toBe('PNG');

      // The worker is still there: the next job completes too.
      const second = await enqueue('https://clean-shop.example/');
      workers.notify();
      const [next] = await jobsEnded(store, [second.jobId]);
      expect(next!.status).toBe('completed');
      expect(events.filter((e) => e.type === 'job-done')).toHaveLength(2);
      expect(events.some((e) => e.type === 'worker-error')).toBe(false);
      expect(await workers.stop(5_000)).toEqual({ released: 0 });
    } finally {
      await workers.stop(0);
      await pool.close();
    }
  }, 300_000);

  it('stop() past its grace releases the running job to the queue and does not save the late result', async () => {
    const pool = new BrowserPool({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
    const workers = new ScanWorkers({
      store,
      pool,
      concurrency: 1,
      baseUrl: BASE_URL,
      idlePollMs: 100,
    });
    try {
      const job = await enqueue('https://tracker-blog.example/');
      workers.start();
      await until(
        'the job to run',
        async () => (await store.getJob(job.jobId))?.status === 'running',
      );
      expect(await workers.stop(0)).toEqual({ released: 1 });
      const released = (await store.getJob(job.jobId))!;
      expect(released.status).toBe('queued');
      expect(released.workerId).toBeNull();
      // The abandoned scan finishes in the background without saving anything.
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      expect(await store.getScan(job.scanId)).toBeNull();
      expect((await store.getJob(job.jobId))!.status).toBe('queued');
    } finally {
      await pool.close();
    }
  }, 120_000);
});
