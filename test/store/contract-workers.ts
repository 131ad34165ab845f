import { expect, it } from 'vitest';
import type { WorkerPresence } from '../../src/index.ts';
import { at, HOUR, SECOND } from './clock.ts';
import type { StoreContext } from './contract.ts';

const presence = (workerId: string, overrides: Partial<WorkerPresence> = {}): WorkerPresence => ({
  workerId,
  host: 'scan-1.internal',
  pid: 4242,
  role: 'worker',
  concurrency: 4,
  running: 0,
  ...overrides,
});

export function workerContract(context: StoreContext): void {
  it('recordWorker keeps when a worker started and when it was last seen; listWorkers shows those seen since, latest first', async () => {
    const { store } = context;
    await store.recordWorker(presence('w-1'), at(0));
    await store.recordWorker(
      presence('w-2', { role: 'serve', host: 'api-1.internal', pid: 7, concurrency: 2 }),
      at(SECOND),
    );
    await store.recordWorker(presence('w-1', { running: 3 }), at(10 * SECOND));
    expect(await store.listWorkers(at(0))).toEqual([
      {
        ...presence('w-1', { running: 3 }),
        startedAt: '2026-11-22T10:00:00.000Z',
        seenAt: '2026-11-22T10:00:10.000Z',
      },
      {
        ...presence('w-2', { role: 'serve', host: 'api-1.internal', pid: 7, concurrency: 2 }),
        startedAt: '2026-11-22T10:00:01.000Z',
        seenAt: '2026-11-22T10:00:01.000Z',
      },
    ]);
    expect((await store.listWorkers(at(2 * SECOND))).map((worker) => worker.workerId)).toEqual([
      'w-1',
    ]);
    expect(await store.listWorkers(at(11 * SECOND))).toEqual([]);
  });

  it('forgetWorker removes a stopped worker; workers silent for a day are dropped when another reports', async () => {
    const { store } = context;
    await store.recordWorker(presence('w-1'), at(0));
    await store.recordWorker(presence('w-2'), at(0));
    await store.forgetWorker('w-1');
    await store.forgetWorker('never-seen');
    expect((await store.listWorkers(at(0))).map((worker) => worker.workerId)).toEqual(['w-2']);
    await store.recordWorker(presence('w-3'), at(25 * HOUR));
    expect((await store.listWorkers(at(-HOUR))).map((worker) => worker.workerId)).toEqual(['w-3']);
  });
}
