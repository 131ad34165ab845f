/**
 * A scan worker process for the scale-out tests and the worker benchmark: the real ScanWorkers on
 * the real store, with a scanner that answers after a delay without a browser (the queue is under
 * test, not Chromium). Prints `ready <worker id>`, then `scanned <scan id>` for every scan it ran.
 * SIGTERM stops it gracefully (running scans finish within 10 s, the rest are handed back).
 * Usage: node --import tsx fake-worker.ts <database url> <concurrency> <scan delay ms> <lease ms>
 */
import { openStore, ScanWorkers } from '../../src/internal.ts';
import { fakeScanner, noBrowserPool } from '../pipeline/batch-helpers.ts';

const [database, concurrencyText, delayText, leaseText] = process.argv.slice(2);
const { store } = await openStore({
  database: database!,
  dataDir: '',
  postgres: { poolSize: 4, onError: (error) => console.error(`database: ${error.message}`) },
});
const scan = fakeScanner(Number(delayText));
const workers = new ScanWorkers({
  store,
  pool: noBrowserPool,
  concurrency: Number(concurrencyText),
  role: 'worker',
  leaseMs: Number(leaseText),
  idlePollMs: 100,
  scanner: async (pool, url, options) => {
    const outcome = await scan(pool, url, options);
    console.log(`scanned ${options.scanId}`);
    return outcome;
  },
  onEvent: (event) => {
    if (event.type === 'worker-error') console.error(`worker-error ${event.reason}`);
  },
});
workers.start();
console.log(`ready ${workers.workerId}`);
process.on('SIGTERM', () => {
  void workers.stop(10_000).then(async () => {
    await store.close();
    process.exit(0);
  });
});
