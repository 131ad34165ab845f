import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  QueueFullError,
  type EnqueueScanInput,
  type ScanFrom,
  type Store,
} from '../../src/index.ts';
import { at, MINUTE, SECOND } from './clock.ts';
import type { StoreContext } from './contract.ts';

function input(url: string, nowMs: number, scanFrom: ScanFrom = 'eu_ie'): EnqueueScanInput {
  return {
    scanId: randomUUID(),
    jobId: randomUUID(),
    normalizedUrl: url,
    domain: new URL(url).hostname,
    scanFrom,
    now: at(nowMs),
  };
}

async function enqueue(store: Store, url: string, nowMs: number): Promise<string> {
  const result = await store.enqueueScan(input(url, nowMs));
  expect(result.created).toBe(true);
  return result.job.jobId;
}

const LEASE = 30 * SECOND;

export function jobContract(context: StoreContext): void {
  it('enqueueScan creates a queued job; an identical active job is joined, another scanFrom is not', async () => {
    const { store } = context;
    const first = input('https://shop.example/', 0);
    const created = await store.enqueueScan(first);
    expect(created).toEqual({
      created: true,
      job: {
        jobId: first.jobId,
        scanId: first.scanId,
        normalizedUrl: 'https://shop.example/',
        domain: 'shop.example',
        scanFrom: 'eu_ie',
        baseUrl: null,
        status: 'queued',
        phase: 'queued',
        attempts: 0,
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:00:00.000Z',
        workerId: null,
        leaseExpiresAt: null,
        error: null,
      },
    });
    const joined = await store.enqueueScan(input('https://shop.example/', SECOND));
    expect(joined.created).toBe(false);
    expect(joined.job.jobId).toBe(first.jobId);
    expect(joined.job.scanId).toBe(first.scanId);
    // Still joined while it runs.
    await store.claimJob('worker-a', LEASE, at(2 * SECOND));
    const joinedRunning = await store.enqueueScan(input('https://shop.example/', 3 * SECOND));
    expect(joinedRunning).toMatchObject({
      created: false,
      job: { jobId: first.jobId, status: 'running' },
    });
    const california = await store.enqueueScan(
      input('https://shop.example/', 4 * SECOND, 'california'),
    );
    expect(california.created).toBe(true);
    expect((await store.countJobs()).queued + (await store.countJobs()).running).toBe(2);
  });

  it('a terminal job is not joined: the next enqueue creates a new job', async () => {
    const { store } = context;
    const jobId = await enqueue(store, 'https://shop.example/', 0);
    await store.claimJob('worker-a', LEASE, at(0));
    await store.failJob(
      jobId,
      'worker-a',
      { code: 'scan_failed', message: 'browser crashed' },
      false,
      at(SECOND),
    );
    const next = await store.enqueueScan(input('https://shop.example/', 2 * SECOND));
    expect(next.created).toBe(true);
    expect(next.job.jobId).not.toBe(jobId);
  });

  it('enqueueing a job id again returns that job, queued, running or ended, and creates nothing', async () => {
    const { store } = context;
    const first = { ...input('https://shop.example/', 0), baseUrl: 'https://api.example.org' };
    expect((await store.enqueueScan(first)).job).toMatchObject({
      jobId: first.jobId,
      baseUrl: 'https://api.example.org',
    });
    expect(await store.enqueueScan({ ...first, now: at(SECOND) })).toMatchObject({
      created: false,
      job: { jobId: first.jobId, status: 'queued' },
    });
    await store.claimJob('worker-a', LEASE, at(2 * SECOND));
    await store.failJob(
      first.jobId,
      'worker-a',
      { code: 'scan_failed', message: 'x' },
      false,
      at(3 * SECOND),
    );
    // Ended: the same id is still that job (a resumed batch re-enqueues its ids), while a new id queues afresh.
    expect(await store.enqueueScan({ ...first, now: at(4 * SECOND) })).toMatchObject({
      created: false,
      job: { jobId: first.jobId, status: 'failed' },
    });
    expect(await store.claimJob('worker-a', LEASE, at(5 * SECOND))).toBeNull();
    expect((await store.enqueueScan(input('https://shop.example/', 6 * SECOND))).created).toBe(
      true,
    );
    expect((await store.countJobs()).queued).toBe(1);
  });

  it('getJobs returns the jobs of the ids that exist; oldestQueuedAt is the creation of the longest-waiting one', async () => {
    const { store } = context;
    expect(await store.oldestQueuedAt()).toBeNull();
    const ids = [
      await enqueue(store, 'https://a.example/', 0),
      await enqueue(store, 'https://b.example/', SECOND),
      await enqueue(store, 'https://c.example/', 2 * SECOND),
    ];
    const found = await store.getJobs([ids[2]!, randomUUID(), ids[0]!]);
    expect(found.map((job) => job.jobId).sort()).toEqual([ids[0], ids[2]].sort());
    expect(found.find((job) => job.jobId === ids[2])).toMatchObject({
      normalizedUrl: 'https://c.example/',
      status: 'queued',
    });
    expect(await store.getJobs([])).toEqual([]);
    expect(await store.oldestQueuedAt()).toBe('2026-11-22T10:00:00.000Z');
    await store.claimJob('worker-a', LEASE, at(3 * SECOND));
    expect(await store.oldestQueuedAt()).toBe('2026-11-22T10:00:01.000Z');
  });

  it('getJob and getJobByScanId find the job; unknown ids give null', async () => {
    const { store } = context;
    const job = input('https://shop.example/', 0);
    await store.enqueueScan(job);
    expect((await store.getJob(job.jobId))?.scanId).toBe(job.scanId);
    expect((await store.getJobByScanId(job.scanId))?.jobId).toBe(job.jobId);
    expect(await store.getJob(randomUUID())).toBeNull();
    expect(await store.getJobByScanId(randomUUID())).toBeNull();
  });

  it('claimJob hands out queued jobs first in, first out, each once, with a lease; null when none', async () => {
    const { store } = context;
    const ids = [
      await enqueue(store, 'https://b.example/', 0),
      await enqueue(store, 'https://a.example/', 1),
      await enqueue(store, 'https://c.example/', 2),
    ];
    const claimed = [];
    for (let i = 0; i < 3; i++)
      claimed.push(await store.claimJob(`worker-${i}`, LEASE, at(10 * SECOND)));
    expect(claimed.map((job) => job?.jobId)).toEqual(ids);
    expect(claimed[0]).toMatchObject({
      status: 'running',
      phase: 'scan_running',
      attempts: 1,
      workerId: 'worker-0',
      leaseExpiresAt: '2026-11-22T10:00:40.000Z',
      updatedAt: '2026-11-22T10:00:10.000Z',
    });
    expect(await store.claimJob('worker-3', LEASE, at(11 * SECOND))).toBeNull();
  });

  it('a job whose lease expired is claimed again (attempts 2); the old worker has lost it', async () => {
    const { store } = context;
    const jobId = await enqueue(store, 'https://shop.example/', 0);
    expect((await store.claimJob('worker-a', LEASE, at(0)))?.jobId).toBe(jobId);
    expect(await store.claimJob('worker-b', LEASE, at(LEASE - 1))).toBeNull();
    const reclaimed = await store.claimJob('worker-b', LEASE, at(LEASE));
    expect(reclaimed).toMatchObject({
      jobId,
      workerId: 'worker-b',
      attempts: 2,
      status: 'running',
    });
    expect(
      await store.heartbeat(jobId, 'worker-a', LEASE, 'runtime_observation', at(LEASE + 1)),
    ).toBe(false);
    await store.failJob(
      jobId,
      'worker-a',
      { code: 'scan_failed', message: 'late failure' },
      false,
      at(LEASE + 2),
    );
    expect(await store.getJob(jobId)).toMatchObject({
      status: 'running',
      workerId: 'worker-b',
      error: null,
    });
  });

  it('heartbeat extends the lease and records the phase; finalizing is reported as a status', async () => {
    const { store } = context;
    const jobId = await enqueue(store, 'https://shop.example/', 0);
    await store.claimJob('worker-a', LEASE, at(0));
    expect(
      await store.heartbeat(jobId, 'worker-a', LEASE, 'runtime_observation', at(20 * SECOND)),
    ).toBe(true);
    expect(await store.getJob(jobId)).toMatchObject({
      phase: 'runtime_observation',
      status: 'running',
      leaseExpiresAt: '2026-11-22T10:00:50.000Z',
    });
    expect(await store.claimJob('worker-b', LEASE, at(40 * SECOND))).toBeNull();
    expect(await store.heartbeat(jobId, 'worker-a', LEASE, 'finalizing', at(45 * SECOND))).toBe(
      true,
    );
    expect(await store.getJob(jobId)).toMatchObject({ phase: 'finalizing', status: 'finalizing' });
    expect(
      await store.heartbeat(randomUUID(), 'worker-a', LEASE, 'finalizing', at(46 * SECOND)),
    ).toBe(false);
    expect((await store.claimJob('worker-b', LEASE, at(75 * SECOND)))?.jobId).toBe(jobId);
  });

  it('failJob with retry puts the job back in the queue; without retry it ends failed or expired', async () => {
    const { store } = context;
    const retried = await enqueue(store, 'https://a.example/', 0);
    await store.claimJob('worker-a', LEASE, at(0));
    await store.failJob(
      retried,
      'worker-a',
      { code: 'browser_crashed', message: 'the browser exited' },
      true,
      at(SECOND),
    );
    expect(await store.getJob(retried)).toMatchObject({
      status: 'queued',
      phase: 'queued',
      workerId: null,
      leaseExpiresAt: null,
      attempts: 1,
      error: { code: 'browser_crashed', message: 'the browser exited' },
    });
    expect(await store.claimJob('worker-b', LEASE, at(2 * SECOND))).toMatchObject({
      jobId: retried,
      attempts: 2,
    });
    await store.failJob(
      retried,
      'worker-b',
      { code: 'scan_failed', message: 'gave up after 2 attempts' },
      false,
      at(3 * SECOND),
    );
    expect(await store.getJob(retried)).toMatchObject({
      status: 'failed',
      phase: 'done',
      workerId: null,
      error: { code: 'scan_failed' },
    });

    const expired = await enqueue(store, 'https://b.example/', 0);
    await store.claimJob('worker-a', LEASE, at(4 * SECOND));
    await store.failJob(
      expired,
      'worker-a',
      { code: 'expired', message: 'queued too long' },
      false,
      at(5 * SECOND),
    );
    expect((await store.getJob(expired))?.status).toBe('expired');
  });

  it('releaseJobs puts a worker’s running jobs back in the queue and leaves others alone', async () => {
    const { store } = context;
    for (const host of ['a', 'b', 'c']) await enqueue(store, `https://${host}.example/`, 0);
    const a1 = await store.claimJob('worker-a', LEASE, at(SECOND));
    const b1 = await store.claimJob('worker-b', LEASE, at(SECOND));
    const a2 = await store.claimJob('worker-a', LEASE, at(SECOND));
    await store.heartbeat(a2!.jobId, 'worker-a', LEASE, 'finalizing', at(2 * SECOND));
    expect(await store.releaseJobs('worker-a', at(3 * SECOND))).toBe(2);
    expect(await store.getJob(a1!.jobId)).toMatchObject({
      status: 'queued',
      phase: 'queued',
      workerId: null,
      attempts: 1,
    });
    expect(await store.getJob(a2!.jobId)).toMatchObject({ status: 'queued', workerId: null });
    expect(await store.getJob(b1!.jobId)).toMatchObject({
      status: 'running',
      workerId: 'worker-b',
    });
    expect(await store.releaseJobs('worker-gone', at(4 * SECOND))).toBe(0);
    // Released jobs keep their place: the oldest is claimed first again.
    expect((await store.claimJob('worker-c', LEASE, at(5 * SECOND)))?.jobId).toBe(a1!.jobId);
  });

  it('countJobs reports every status, zero included', async () => {
    const { store } = context;
    expect(await store.countJobs()).toEqual({
      queued: 0,
      running: 0,
      finalizing: 0,
      completed: 0,
      completed_limited: 0,
      failed: 0,
      expired: 0,
    });
    const failed = await enqueue(store, 'https://a.example/', 0);
    await store.claimJob('worker-a', LEASE, at(0));
    await store.failJob(
      failed,
      'worker-a',
      { code: 'scan_failed', message: 'x' },
      false,
      at(SECOND),
    );
    await enqueue(store, 'https://b.example/', 0);
    await enqueue(store, 'https://c.example/', 0);
    await store.claimJob('worker-a', LEASE, at(2 * SECOND));
    expect(await store.countJobs()).toEqual({
      queued: 1,
      running: 1,
      finalizing: 0,
      completed: 0,
      completed_limited: 0,
      failed: 1,
      expired: 0,
    });
  });

  it('rejects a lease that is not a positive number of milliseconds', async () => {
    const { store } = context;
    await expect(store.claimJob('worker-a', 0, at(0))).rejects.toThrow(RangeError);
    await expect(store.claimJob('worker-a', Number.NaN, at(0))).rejects.toThrow(RangeError);
  });

  it('a thousand queued jobs are claimed in creation order without loss', async () => {
    const { store } = context;
    const ids: string[] = [];
    for (let i = 0; i < 1000; i++) ids.push(await enqueue(store, `https://site-${i}.example/`, i));
    const claimed: string[] = [];
    for (let i = 0; i < 1001; i++) {
      const job = await store.claimJob('worker-a', MINUTE, at(2000));
      if (!job) break;
      claimed.push(job.jobId);
    }
    expect(claimed).toEqual(ids);
  });

  it('enqueueScan with limits: joining is always allowed; a new job past the requester cap or the total cap is QueueFullError, nothing inserted', async () => {
    const { store } = context;
    const limits = { maxActive: 3, maxActivePerRequester: 2 };
    const mine = (url: string, nowMs: number, requester = 'ip:192.0.2.1') =>
      store.enqueueScan({ ...input(url, nowMs), requester, limits });
    expect((await mine('https://a.example/', 0)).created).toBe(true);
    expect((await mine('https://b.example/', SECOND)).created).toBe(true);
    expect(await store.countActiveJobs('ip:192.0.2.1')).toEqual({ total: 2, requester: 2 });
    const refused = await mine('https://c.example/', 2 * SECOND).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect(refused).toMatchObject({ scope: 'requester', limit: 2 });
    // Joining an identical active job adds no work: allowed at the cap.
    expect((await mine('https://a.example/', 3 * SECOND)).created).toBe(false);
    expect((await mine('https://c.example/', 4 * SECOND, 'ip:192.0.2.2')).created).toBe(true);
    await expect(mine('https://d.example/', 5 * SECOND, 'ip:192.0.2.3')).rejects.toMatchObject({
      name: 'QueueFullError',
      scope: 'server',
      limit: 3,
    });
    expect(await store.countActiveJobs('ip:192.0.2.3')).toEqual({ total: 3, requester: 0 });
    // Without limits (a batch, a worker's own enqueue) nothing is capped.
    expect((await store.enqueueScan(input('https://e.example/', 6 * SECOND))).created).toBe(true);
    // A job that ends frees its requester's room.
    const a = (await store.claimJob('worker-a', LEASE, at(7 * SECOND)))!;
    await store.failJob(
      a.jobId,
      'worker-a',
      { code: 'internal_error', message: 'x' },
      false,
      at(8 * SECOND),
    );
    expect(await store.countActiveJobs('ip:192.0.2.1')).toEqual({ total: 3, requester: 1 });
    expect(
      (
        await store.enqueueScan({
          ...input('https://f.example/', 9 * SECOND),
          requester: 'ip:192.0.2.1',
          limits: { maxActivePerRequester: 2 },
        })
      ).created,
    ).toBe(true);
  });

  it('concurrent capped enqueues never exceed the cap', async () => {
    const { store } = context;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        store.enqueueScan({
          ...input(`https://race-${i}.example/`, i),
          requester: 'key:racer',
          limits: { maxActivePerRequester: 5 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(
      results.filter((r) => r.status === 'rejected' && r.reason instanceof QueueFullError),
    ).toHaveLength(7);
    expect((await store.countJobs()).queued).toBe(5);
  });

  it('expireQueuedJobs ends API callers’ queued jobs created before the cutoff as expired with the reason; running, newer and batch jobs stay', async () => {
    const { store } = context;
    const byCaller = async (url: string, nowMs: number) =>
      (await store.enqueueScan({ ...input(url, nowMs), requester: 'ip:192.0.2.7' })).job.jobId;
    const running = await byCaller('https://running.example/', 0);
    const waiting = await byCaller('https://waiting.example/', SECOND);
    const fresh = await byCaller('https://fresh.example/', 50 * MINUTE);
    // A distributed batch's job names no requester: it waits as long as the batch does.
    const batched = await enqueue(store, 'https://batched.example/', 2 * SECOND);
    expect((await store.claimJob('worker-a', 120 * MINUTE, at(2 * SECOND)))!.jobId).toBe(running);
    expect(
      await store.expireQueuedJobs(
        at(30 * MINUTE),
        'The scan waited in the queue more than 30 minutes.',
        at(60 * MINUTE),
      ),
    ).toBe(1);
    const byId = new Map(
      (await store.getJobs([running, waiting, fresh])).map((job) => [job.jobId, job]),
    );
    expect(byId.get(running)).toMatchObject({ status: 'running' });
    expect(byId.get(waiting)).toMatchObject({
      status: 'expired',
      phase: 'done',
      error: { code: 'expired', message: 'The scan waited in the queue more than 30 minutes.' },
      updatedAt: '2026-11-22T11:00:00.000Z',
    });
    expect(byId.get(fresh)).toMatchObject({ status: 'queued' });
    expect(await store.getJob(batched)).toMatchObject({ status: 'queued' });
    // An expired job is never delivered.
    const claimed = [
      await store.claimJob('worker-c', 120 * MINUTE, at(61 * MINUTE)),
      await store.claimJob('worker-c', 120 * MINUTE, at(61 * MINUTE)),
    ];
    expect(claimed.map((job) => job?.jobId).sort()).toEqual([batched, fresh].sort());
    expect(await store.claimJob('worker-c', LEASE, at(62 * MINUTE))).toBeNull();
    expect(await store.expireQueuedJobs(at(120 * MINUTE), 'x', at(120 * MINUTE))).toBe(0);
  });
}
