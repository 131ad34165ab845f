/**
 * The workers' admission at the default concurrency (serve, `consentry worker`, a distributed batch):
 * a slot claims a job while other scans of the process run only when the admission lets it, so a job
 * this process cannot start yet stays in the queue for other workers. No admission: every slot claims.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openSqliteStore,
  ScanWorkers,
  type ScanAdmission,
  type SqliteStore,
} from '../../src/internal.ts';
import { fakeScanner, noBrowserPool } from './batch-helpers.ts';
import { enqueueScanJob, jobsEnded, until } from './queued-jobs.ts';

let dataDir: string;
let store: SqliteStore;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-admission-'));
  store = await openSqliteStore({ dataDir });
});

afterEach(async () => {
  await store?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** An admission that holds every caller until `open()`, recording the in-flight count it was asked with. */
function gate() {
  const asked: number[] = [];
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const admission: ScanAdmission = async (inFlight, stopped) => {
    asked.push(inFlight);
    while (!stopped()) {
      const ready = await Promise.race([
        opened.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20)),
      ]);
      if (ready) return;
    }
  };
  return {
    admission,
    asked,
    open: () => release(),
  };
}

/** The jobs of the running test. */
let ids: string[] = [];

async function runningJobs(): Promise<number> {
  const jobs = await Promise.all(ids.map((id) => store.getJob(id)));
  return jobs.filter((job) => job?.status === 'running').length;
}

describe('ScanWorkers admission', () => {
  it('with an admission that says no, one scan runs at a time and the other jobs stay queued', async () => {
    const held = gate();
    const workers = new ScanWorkers({
      store,
      pool: noBrowserPool,
      concurrency: 3,
      admission: held.admission,
      idlePollMs: 50,
      scanner: fakeScanner(400),
      onEvent: (event) => {
        if (event.type === 'job-done') done.push(event.scanId);
      },
    });
    const done: string[] = [];
    const jobs = await Promise.all(
      ['a', 'b', 'c'].map((name) => enqueueScanJob(store, `https://${name}.example/`)),
    );
    ids = jobs.map((job) => job.jobId);
    try {
      workers.start();
      await until('the first scan to run', async () => (await runningJobs()) === 1);
      // Long enough for all three slots to have claimed without the admission.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await runningJobs()).toBe(1);
      expect(workers.running).toBe(1);
      expect(held.asked.every((inFlight) => inFlight >= 1)).toBe(true);
      const queued = await Promise.all(ids.map((id) => store.getJob(id)));
      expect(queued.filter((job) => job?.status === 'queued')).toHaveLength(2);
      // The jobs still end: each slot claims once nothing else of this process is in flight.
      await jobsEnded(store, ids);
      expect(done).toHaveLength(3);
    } finally {
      await workers.stop(5_000);
    }
  });

  it('once the admission lets them in, scans run side by side up to the concurrency', async () => {
    const held = gate();
    held.open();
    const workers = new ScanWorkers({
      store,
      pool: noBrowserPool,
      concurrency: 3,
      admission: held.admission,
      idlePollMs: 50,
      scanner: fakeScanner(1_500),
    });
    const jobs = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => enqueueScanJob(store, `https://${name}.example/`)),
    );
    ids = jobs.map((job) => job.jobId);
    try {
      workers.start();
      await until('three scans to run at once', async () => (await runningJobs()) === 3, 10_000);
      expect(workers.running).toBe(3);
      expect(held.asked.length).toBeGreaterThanOrEqual(2);
      await jobsEnded(store, ids);
    } finally {
      await workers.stop(5_000);
    }
  });

  it('without an admission (an explicit concurrency) every slot claims at once', async () => {
    const workers = new ScanWorkers({
      store,
      pool: noBrowserPool,
      concurrency: 3,
      idlePollMs: 50,
      scanner: fakeScanner(1_500),
    });
    const jobs = await Promise.all(
      ['a', 'b', 'c'].map((name) => enqueueScanJob(store, `https://${name}.example/`)),
    );
    ids = jobs.map((job) => job.jobId);
    try {
      workers.start();
      await until('three scans to run at once', async () => (await runningJobs()) === 3, 10_000);
      await jobsEnded(store, ids);
    } finally {
      await workers.stop(5_000);
    }
  });

  it('a slot waiting for the admission leaves when the workers stop, claiming nothing', async () => {
    const held = gate();
    const workers = new ScanWorkers({
      store,
      pool: noBrowserPool,
      concurrency: 2,
      admission: held.admission,
      idlePollMs: 50,
      scanner: fakeScanner(300),
    });
    const jobs = await Promise.all(
      ['a', 'b'].map((name) => enqueueScanJob(store, `https://${name}.example/`)),
    );
    ids = jobs.map((job) => job.jobId);
    workers.start();
    await until('the first scan to run', async () => (await runningJobs()) === 1);
    expect(await workers.stop(5_000)).toEqual({ released: 0 });
    const after = await Promise.all(ids.map((id) => store.getJob(id)));
    expect(after.map((job) => job?.status).sort()).toEqual(['completed', 'queued']);
  });
});
