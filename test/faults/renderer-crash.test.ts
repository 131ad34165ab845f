// Browser tier: a Chromium renderer killed mid-scan, and no process of the pool left once it closes
/**
 * Fault: a page's renderer crashes (killed, as the kernel's out-of-memory killer does) while the scan
 * navigates, and while it observes. The scan workers of the API server run both on a real store and
 * browser: each job ends in a terminal state with its reason — here completed, on the attempt after
 * the crash, never a result concluded from a crashed page — one scan per job, and no Chromium process
 * of the pool is left once it closes.
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
import {
  isTransientNavigationError,
  navigationErrorCode,
} from '../../src/observe/navigation-error.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { enqueueScanJob, jobsEnded } from '../pipeline/queued-jobs.ts';
import { chromiumUnder, waitGone } from './fault-processes.ts';

let web: FixtureWeb;
let dataDir: string;
let store: SqliteStore;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-fault-renderer-'));
  store = await openSqliteStore({ dataDir });
}, 60_000);

afterAll(async () => {
  await store?.close();
  await web?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a crashed renderer is the browser failing, not the site', () => {
  it.each([
    ['page.goto: Page crashed'],
    ['Error: page.evaluate: Target crashed '],
    ['page.goto: net::ERR_ABORTED; maybe frame was detached?'],
  ])('%s is browser_crashed, retried', (message) => {
    expect(navigationErrorCode(message)).toBe('browser_crashed');
    expect(isTransientNavigationError(navigationErrorCode(message))).toBe(true);
  });

  it('an aborted navigation of the site itself stays navigation_aborted', () => {
    expect(navigationErrorCode('page.goto: net::ERR_ABORTED at https://a.example/')).toBe(
      'navigation_aborted',
    );
  });
});

describe('scan workers when a renderer crashes', () => {
  // KNOWN ISSUE (2026-11-25): in 1 of 3 clean CI runs clean-shop's job ended 'failed' instead of completing on
  // its next attempt. Not reproduced since (11 runs); one cause found and fixed (2026-11-26): a renderer killed
  // while its document was on the way could leave an arm with no error at all when no later call noticed the
  // crash — the arm now records the page's crash event. Retried once more until a failure's message (below)
  // names the cause.
  it(
    'while navigating and while observing: every job completes once on its next attempt; no Chromium left',
    { retry: 1, timeout: 240_000 },
    async () => {
      const pool = new BrowserPool({ mapHosts: web.mapHostsRule, ignoreTlsErrors: true });
      const events: ScanWorkerEvent[] = [];
      const workers = new ScanWorkers({
        store,
        pool,
        concurrency: 1,
        baseUrl: 'https://api.consentry.example',
        idlePollMs: 100,
        onEvent: (event) => events.push(event),
      });
      const seen = new Set<number>();
      const crashes: string[] = [];
      // Kills the renderers of the pool's browser once per site: at the first request for the page
      // (mid-navigation), or once both first-round arms loaded it (mid-observation).
      // Counts are relative to what this attempt finds (the store and the fixture web outlive a retry).
      const pageLoads = (host: string) => web.requestsTo(host).filter((r) => r.path === '/').length;
      const plan = new Map([
        ['clean-shop.example', pageLoads('clean-shop.example') + 1],
        ['tracker-blog.example', pageLoads('tracker-blog.example') + 2],
      ]);
      const completedBefore = (await store.countJobs()).completed;
      const watcher = setInterval(() => {
        const pid = pool.currentPid();
        if (!pid) return;
        for (const child of chromiumUnder(pid)) seen.add(child);
        seen.add(pid);
        for (const [host, loads] of plan) {
          if (pageLoads(host) < loads) continue;
          const renderers = chromiumUnder(pid, 'renderer');
          if (!renderers.length) continue;
          for (const renderer of renderers) {
            try {
              process.kill(renderer, 'SIGKILL');
            } catch {
              // gone already
            }
          }
          crashes.push(host);
          plan.delete(host);
        }
      }, 10);
      const jobs = [
        await enqueueScanJob(store, 'https://clean-shop.example/'),
        await enqueueScanJob(store, 'https://tracker-blog.example/'),
      ];
      try {
        workers.start();
        // A job that does not end is reported by the expectations below, with why.
        await jobsEnded(
          store,
          jobs.map((j) => j.jobId),
          120_000,
        ).catch(() => undefined);
      } finally {
        clearInterval(watcher);
        await workers.stop(5_000);
        await pool.close();
      }
      expect(crashes.sort()).toEqual(['clean-shop.example', 'tracker-blog.example']);
      for (const job of await store.getJobs(jobs.map((j) => j.jobId))) {
        const stored = (await store.getScan(job.scanId))!;
        // Says why, should a job end otherwise: the job's error, the scan's failure and each arm's errors.
        const why = JSON.stringify({
          job: job.error,
          attempts: job.attempts,
          failure: stored?.resources.scan.failure ?? null,
          arms: stored?.observations.map((o) => [o.arm, o.termination.kind, o.errors]),
          events: events.filter((e) => e.type === 'job-retry'),
        });
        expect(job.status, `${job.normalizedUrl} ${why}`).toBe('completed');
        expect(stored.status, why).toBe('completed');
        // Every arm of the saved attempt observed the page: nothing was concluded from the crashed one.
        for (const observation of stored.observations) {
          expect(observation.termination.kind, `${job.normalizedUrl} ${observation.arm}`).toBe(
            'network_quiet',
          );
          expect(
            observation.errors.map((e) => e.message).join(' '),
            `${job.normalizedUrl} ${observation.arm}`,
          ).not.toMatch(/crashed|detached/);
        }
      }
      expect(events.filter((e) => e.type === 'job-done')).toHaveLength(2);
      expect((await store.countJobs()).completed).toBe(completedBefore + 2);
      expect(seen.size).toBeGreaterThan(2);
      expect(await waitGone([...seen])).toEqual([]);
    },
  );
});
