/**
 * Scan throughput benchmark (not a test): full scans (all arms) of fixture sites at several
 * concurrencies; prints per-scan p50/p95 wall time, scans per minute, machine CPU utilisation and
 * peak RSS of the scanner with its Chromium processes.
 *
 *   npm run bench:scan                       concurrency 1, 2, 4, 8 over the simple sites
 *   npm run bench:scan -- --concurrency 4 --scans 24 --sites clean-shop,tracker-blog
 */
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { BrowserPool, scanUrl } from '../src/index.ts';
import { cpuMeter } from './cpu.ts';
import { startFixtureWebProcess } from './fixture-web-process.ts';
import { describeMachine, percentile } from './machine.ts';
import { peakRssSampler } from './process-tree-rss.ts';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string' },
    scans: { type: 'string' },
    sites: { type: 'string' },
  },
});

const SIMPLE_SITES = ['clean-shop', 'tracker-blog', 'cmp-vanilla', 'ignores-choice'];
const sites = (values.sites?.split(',') ?? SIMPLE_SITES).map((name) => `https://${name.trim()}.example/`);
const levels = values.concurrency ? values.concurrency.split(',').map(Number) : [1, 2, 4, 8];

const web = await startFixtureWebProcess();
console.log(`machine: ${describeMachine()}`);
console.log(`sites: ${sites.join(' ')}`);
console.log('concurrency  scans  p50 s  p95 s  scans/min  cpu %  peak PSS MiB  failed');
try {
  for (const concurrency of levels) {
    const total = Number(values.scans ?? Math.max(8, concurrency * 4));
    const pool = new BrowserPool({ mapHosts: web.mapHosts, ignoreTlsErrors: true, maxScansPerBrowser: 1000 });
    await pool.use(async () => undefined); // start Chromium outside the measurement
    const limit = pLimit(concurrency);
    const durations: number[] = [];
    let failed = 0;
    const rss = peakRssSampler(process.pid, new Set([web.process.pid!]));
    const cpu = cpuMeter();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        limit(async () => {
          const t0 = performance.now();
          const outcome = await scanUrl(pool, sites[i % sites.length]!);
          durations.push((performance.now() - t0) / 1000);
          if (outcome.bundle.scan.status === 'failed') failed++;
        }),
      ),
    );
    const elapsedMin = (performance.now() - started) / 60_000;
    const utilisation = cpu.stop();
    const peak = rss.stop();
    await pool.close();
    durations.sort((a, b) => a - b);
    console.log(
      [
        String(concurrency).padStart(11),
        String(total).padStart(6),
        percentile(durations, 50).toFixed(2).padStart(6),
        percentile(durations, 95).toFixed(2).padStart(6),
        (total / elapsedMin).toFixed(1).padStart(10),
        (utilisation * 100).toFixed(0).padStart(6),
        (peak / 2 ** 20).toFixed(0).padStart(13),
        String(failed).padStart(7),
      ].join(' '),
    );
  }
} finally {
  await web.stop();
}
