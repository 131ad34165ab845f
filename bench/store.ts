/**
 * The store operations on the API's hot path, one process, one SQLite file in WAL mode:
 * a weighted read charge (4 rolling-window buckets in one transaction), key lookup by HMAC, getScan.
 * Usage: npm run bench:store [-- --seconds 3]  (npm run bench:store -- --help)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Observation, Store, UsageCharge } from '../src/internal.ts';
import { benchArgs, numberOption } from './bench-args.ts';
import { describeMachine, percentile } from './machine.ts';

const USAGE = `Usage: npm run bench:store [-- --seconds S]

The store's hot-path operations in one process on one SQLite file (WAL): a weighted read charge alone and
64 at once, key lookup by HMAC and getScan, each in ops/s with p50/p99 latency.

  --seconds S    how long each operation is measured (default 3; fractions allowed)
  --help         this text`;

const { values, fail } = benchArgs('bench:store', USAGE, { seconds: { type: 'string' } });
const seconds = numberOption(fail, 'seconds', values.seconds, 3, { whole: false, min: 0.1 });
// The library loads only once the options are valid: --help and a refused option answer without it.
const { judgeObservations, openSqliteStore } = await import('../src/internal.ts');
const MINUTE = 60_000;

const CONCURRENCY = 64;

/** ops/s and latency of `operation`; `perCall` divides when one operation is several calls. */
async function measure(
  name: string,
  operation: (i: number) => Promise<unknown>,
  perCall = 1,
): Promise<void> {
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  let i = 0;
  const start = performance.now();
  while (performance.now() < end && i < 10_000_000) {
    const t = performance.now();
    await operation(i++);
    samples.push(performance.now() - t);
  }
  const elapsed = (performance.now() - start) / 1000;
  samples.sort((a, b) => a - b);
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  const label = perCall > 1 ? 'batch' : '';
  console.log(
    `${name.padEnd(52)} ${Math.round((i * perCall) / elapsed)
      .toLocaleString('en')
      .padStart(
        9,
      )} ops/s  ${label}p50 ${us(percentile(samples, 50))}  ${label}p99 ${us(percentile(samples, 99))}`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'consentry-bench-store-'));
const store: Store = await openSqliteStore({ dataDir: dir });
console.log(`consentry store bench — ${describeMachine()}\n`);

const readCharges = (caller: string, resource: string): UsageCharge[] => [
  { bucket: `read:cr:${caller}:${resource}`, units: 1, windowMs: 10 * MINUTE, limit: 1e9 },
  { bucket: `read:cr:${caller}:${resource}`, units: 1, windowMs: 24 * 60 * MINUTE, limit: 1e9 },
  { bucket: `read:r:${resource}`, units: 1, windowMs: 10 * MINUTE, limit: 1e9 },
  { bucket: `read:c:${caller}`, units: 1, windowMs: 10 * MINUTE, limit: 1e9 },
];

// Hot buckets with every 10-second slot of the window filled, as under sustained load.
const base = Date.now();
for (let slot = 0; slot < 60; slot++)
  await store.chargeUsage(readCharges('key1', 'scan1'), new Date(base - slot * 10_000));
await measure('chargeUsage: 4 buckets, same caller+scan', () =>
  store.chargeUsage(readCharges('key1', 'scan1'), new Date()),
);
await measure('chargeUsage: 4 buckets, 1000 callers', (i) =>
  store.chargeUsage(readCharges(`key${i % 1000}`, 'scan1'), new Date()),
);
// Under load many requests' charges arrive in one event-loop turn and share a transaction.
const concurrent = (callers: number) => (i: number) =>
  Promise.all(
    Array.from({ length: CONCURRENCY }, (_, j) =>
      store.chargeUsage(readCharges(`key${(i * CONCURRENCY + j) % callers}`, 'scan1'), new Date()),
    ),
  );
await measure(
  `${CONCURRENCY} concurrent chargeUsage, 1 caller (per call)`,
  concurrent(1),
  CONCURRENCY,
);
await measure(
  `${CONCURRENCY} concurrent chargeUsage, 1000 callers (per call)`,
  concurrent(1000),
  CONCURRENCY,
);

const saved = JSON.parse(
  readFileSync(new URL('../test/golden/tracker-blog.observations.json', import.meta.url), 'utf8'),
) as { url: string; observations: Observation[] };
const scanId = randomUUID();
const jobId = randomUUID();
const bundle = judgeObservations(saved.observations, { scanId });
await store.enqueueScan({
  scanId,
  jobId,
  normalizedUrl: saved.url,
  domain: 'tracker-blog.example',
  scanFrom: 'eu_ie',
  now: new Date(),
});
await store.claimJob('bench', MINUTE, new Date());
await store.completeScan(
  jobId,
  'bench',
  {
    scanId,
    normalizedUrl: saved.url,
    domain: 'tracker-blog.example',
    scanFrom: 'eu_ie',
    status: 'completed',
    createdAt: bundle.scan.createdAt ?? new Date().toISOString(),
    completedAt: new Date().toISOString(),
    resources: {
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      pulse: bundle.pulse,
      pulseEvidence: bundle.pulseEvidence,
    },
    observations: saved.observations,
    artifactNames: [],
  },
  [],
  new Date(),
);
await measure('getScan (scan resource only)', () => store.getScan(scanId));
await measure('getScan + findings', async () => (await store.getScan(scanId))?.resources.findings);
await measure('getJobByScanId', () => store.getJobByScanId(scanId));
await store.createKey({
  id: 'k1',
  name: 'bench',
  hmac: 'a'.repeat(64),
  prefix: 'csy_',
  scopes: ['scan:read'],
  profile: 'standard',
  createdAt: new Date().toISOString(),
  expiresAt: null,
  revokedAt: null,
  owner: null,
});
await measure('findKeyByHmac', () => store.findKeyByHmac('a'.repeat(64)));

await store.close();
rmSync(dir, { recursive: true, force: true });
