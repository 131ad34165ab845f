/**
 * Scan throughput benchmark (not a test). See `npm run bench:scan -- --help` and bench/README.md.
 * Full scans of fixture sites through one shared Chromium at several concurrencies: p50/p95 wall time
 * per scan, scans per minute, machine CPU utilisation, CPU seconds per scan of the scanner's process
 * tree split into Chromium and Node (the fixture web excluded: the figure other work on the machine
 * distorts least), peak PSS of scanner + Chromium; then the floor of the same pages (bare contexts,
 * nothing of consentry's) and the CPU seconds of each arm.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import type { Observation, ScanOutcome, Scanner } from '../src/internal.ts';
import { defaultConcurrency } from '../src/pipeline/default-concurrency.ts';
import { REALISTIC_TIER_SITES } from '../test/web/realistic-tier.ts';
import { cpuMeter } from './cpu.ts';
import { startFixtureWebProcess } from './fixture-web-process.ts';
import { describeMachine, percentile } from './machine.ts';
import { treeCpuMeter } from './process-tree-cpu.ts';
import { peakRssSampler } from './process-tree-rss.ts';

const HELP = `npm run bench:scan [-- options]

Full scans of fixture sites (the fixture web runs in its own process; nothing leaves the machine).

  --tier realistic|simple[,…]  which fixture sites (default realistic: real CMP libraries, tag managers,
                               pixels, replay, chat, embeds, timers — pages that weigh what real sites
                               weigh; simple: clean-shop, tracker-blog, cmp-vanilla, ignores-choice)
  --sites a,b,…                these fixture sites instead (names without .example)
  --concurrency 1,4            concurrency levels (default 1 and the machine's default, ${defaultConcurrency()} here)
  --scans N                    scans per level (default max(2 × sites, 4 × concurrency))
  --only scans|floor|arms      one part only (default all three):
                                 scans  full scans at each level
                                 floor  the same pages in four bare contexts per "scan" (no collector, no
                                        consent layer): the machine's floor under a full scan
                                 arms   CPU seconds of each arm, one arm at a time, as the scan plan runs them,
                                        and of one next page view after a choice and one crawled page
  --floor                      the same as --only floor
  --batch N                    the batch machinery instead (list, pool with browser recycling, p-limit,
                               validated streamed outputs) at the default concurrency and at 1, then the
                               streaming check (memory from 100 to 1,000 entries)
  --stream 100,1000            entry counts of the streaming check
  --public-only                every browser connection through the egress guard (its cost)
  --help                       this text`;

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        concurrency: { type: 'string' },
        scans: { type: 'string' },
        sites: { type: 'string' },
        tier: { type: 'string' },
        only: { type: 'string' },
        batch: { type: 'string' },
        stream: { type: 'string' },
        'public-only': { type: 'boolean' },
        floor: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(
      `bench:scan: ${error instanceof Error ? error.message.split('\n')[0] : String(error)} (see --help)`,
    );
    process.exit(2);
  }
})();
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const TIERS: Record<string, readonly string[]> = {
  realistic: REALISTIC_TIER_SITES,
  simple: ['clean-shop', 'tracker-blog', 'cmp-vanilla', 'ignores-choice'],
};
const PARTS = ['scans', 'floor', 'arms'] as const;
const only = values.floor ? 'floor' : values.only;
if (only !== undefined && !PARTS.includes(only as (typeof PARTS)[number])) {
  console.error(`bench:scan: --only takes scans, floor or arms (got "${only}")`);
  process.exit(2);
}
/** Positive whole numbers, comma-separated (one only where `list` is false); exit 2 naming the option otherwise. */
function counts(option: string, value: string | undefined, list: boolean): number[] | undefined {
  if (value === undefined) return undefined;
  const numbers = value.split(',').map((part) => Number(part.trim()));
  if ((!list && numbers.length > 1) || numbers.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(
      `bench:scan: --${option} must be ${list ? 'whole numbers, comma-separated,' : 'a whole number'} of at least 1 (got "${value}") (see npm run bench:scan -- --help)`,
    );
    process.exit(2);
  }
  return numbers;
}
const concurrencyLevels = counts('concurrency', values.concurrency, true);
const scansPerLevel = counts('scans', values.scans, false)?.[0];
const batchEntries = counts('batch', values.batch, false)?.[0];
const streamCounts = counts('stream', values.stream, true) ?? [100, 1000];
const tierNames = (values.tier ?? 'realistic').split(',').map((name) => name.trim());
for (const name of tierNames) {
  if (!TIERS[name]) {
    console.error(`bench:scan: unknown tier "${name}" (realistic or simple)`);
    process.exit(2);
  }
}
const siteSets: { label: string; urls: string[] }[] = values.sites
  ? [
      {
        label: 'sites',
        urls: values.sites.split(',').map((name) => `https://${name.trim()}.example/`),
      },
    ]
  : tierNames.map((name) => ({
      label: `${name} tier`,
      urls: TIERS[name]!.map((site) => `https://${site}.example/`),
    }));
const levels = concurrencyLevels ?? [...new Set([1, defaultConcurrency()])];
let sites = siteSets[0]!.urls;
const HEADER =
  'concurrency  scans  p50 s  p95 s  scans/min  cpu %  cpu s/scan  chromium s  node s  peak PSS MiB  failed';

// The library and Playwright load only once the options are valid: --help and a refused option
// answer without them.
const { BrowserPool, judgeObservations, parseBatchList, runBatch, scanBrowser, scanUrl } =
  await import('../src/internal.ts');
const { armCosts, pageViewCosts } = await import('./arm-cost.ts');
const { bareArms } = await import('./bare-arms.ts');

const web = await startFixtureWebProcess();
console.log(`machine: ${describeMachine()}`);
try {
  for (const set of siteSets) {
    sites = set.urls;
    console.log(`\n${set.label}: ${sites.map((url) => new URL(url).hostname).join(' ')}`);
    if (batchEntries !== undefined) await batchBench(batchEntries);
    else {
      if (!only || only === 'scans') await scanBench(false);
      if (!only || only === 'floor') await scanBench(true);
      if (!only || only === 'arms') await armBench();
    }
  }
} finally {
  await web.stop();
}

/** The memory sampler's cost, so a reader sees it was measured and left out. */
function samplingNote(cpuSeconds: number): string {
  return `(peak PSS is sampled every second by a low-priority process of its own: ${cpuSeconds.toFixed(1)} CPU s, left out of cpu % and cpu s/scan)`;
}

async function scanBench(floor: boolean): Promise<void> {
  console.log(
    floor
      ? '\nfloor: four bare contexts per "scan" (no collector, no consent layer), held minObserve after DOMContentLoaded'
      : '\nfull scans (the scan plan: before_consent and GPC first, action arms where there is something to click)',
  );
  console.log(HEADER);
  let samplingSeconds = 0;
  for (const concurrency of levels) {
    const total = scansPerLevel ?? Math.max(2 * sites.length, concurrency * 4);
    // --public-only: the guard routes the fixture web's mapping; every connection goes through it.
    const browser = await scanBrowser({
      mapHosts: web.mapHosts,
      ignoreTlsErrors: true,
      publicOnly: values['public-only'],
    });
    const pool = new BrowserPool({ ...browser.pool, maxScansPerBrowser: 1000 });
    await pool.use(async () => undefined); // start Chromium outside the measurement
    const limit = pLimit(concurrency);
    const durations: number[] = [];
    let failed = 0;
    // The memory sampler runs in a process of its own, left out of the scanner's CPU.
    const excluded = new Set([web.process.pid!]);
    const rss = await peakRssSampler(process.pid, excluded);
    excluded.add(rss.pid);
    const cpu = cpuMeter();
    const scannerCpu = treeCpuMeter(process.pid, excluded);
    const nodeStart = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        limit(async () => {
          const t0 = performance.now();
          const url = sites[i % sites.length]!;
          if (floor) await pool.use((launch) => bareArms(launch, url));
          else if ((await scanUrl(pool, url)).bundle.scan.status === 'failed') failed++;
          durations.push((performance.now() - t0) / 1000);
        }),
      ),
    );
    const elapsedMin = (performance.now() - started) / 60_000;
    cpu.stop();
    const cpuSeconds = scannerCpu.stop();
    const node = process.cpuUsage(nodeStart);
    const nodeSeconds = (node.user + node.system) / 1e6;
    const sampled = await rss.stop();
    samplingSeconds += sampled.cpuSeconds;
    const utilisation = cpu.utilisation(sampled.cpuSeconds);
    const peak = sampled.peakBytes;
    await pool.close();
    await browser.close();
    durations.sort((a, b) => a - b);
    console.log(
      row(
        [
          concurrency,
          total,
          percentile(durations, 50).toFixed(2),
          percentile(durations, 95).toFixed(2),
          (total / elapsedMin).toFixed(1),
          (utilisation * 100).toFixed(0),
          (cpuSeconds / total).toFixed(2),
          ((cpuSeconds - nodeSeconds) / total).toFixed(2),
          (nodeSeconds / total).toFixed(2),
          (peak / 2 ** 20).toFixed(0),
          failed,
        ],
        [11, 6, 6, 6, 10, 6, 11, 11, 7, 13, 7],
      ),
    );
  }
  console.log(samplingNote(samplingSeconds));
}

/** CPU seconds of each arm (one arm at a time, at concurrency 1), per page it ran on and per scan. */
async function armBench(): Promise<void> {
  const browser = await scanBrowser({
    mapHosts: web.mapHosts,
    ignoreTlsErrors: true,
    publicOnly: values['public-only'],
  });
  const pool = new BrowserPool({ ...browser.pool, maxScansPerBrowser: 1000 });
  await pool.use(async () => undefined);
  const costs = await armCosts(pool, sites, new Set([web.process.pid!]));
  const views = await pageViewCosts(pool, sites, new Set([web.process.pid!]));
  await pool.close();
  await browser.close();
  console.log(
    '\nCPU seconds per arm (one arm at a time, concurrency 1, with the specs the scan plan gives it)',
  );
  console.log('arm              pages  cpu s/page  cpu s/scan');
  for (const cost of costs) {
    console.log(
      row(
        [
          cost.arm,
          cost.runs,
          (cost.cpuSeconds / Math.max(1, cost.runs)).toFixed(2),
          (cost.cpuSeconds / sites.length).toFixed(2),
        ],
        [-15, 6, 11, 11],
      ),
    );
  }
  const total = costs.reduce((sum, cost) => sum + cost.cpuSeconds, 0);
  console.log(
    `sum of arms: ${(total / sites.length).toFixed(2)} CPU s per scan (arms alone; a full scan shares one browser process and runs them side by side)`,
  );
  const per = (cpu: number, n: number) => (n > 0 ? (cpu / n).toFixed(2) : '–');
  console.log(
    `next page view after a choice: ${per(views.nextPageView.cpuSeconds, views.nextPageView.views)} CPU s each (${views.nextPageView.views} measured, included in the arms above)`,
  );
  console.log(
    `crawled page before consent: ${per(views.crawledPage.cpuSeconds, views.crawledPage.pages)} CPU s each (${views.crawledPage.pages} measured; --pages N adds N of them to a scan)`,
  );
}

/**
 * The batch entries: N distinct names cycling over the fixture sites. The fixture web serves each
 * site under one host name, so entry i is scanned at its site's real URL and its resources are
 * relabelled to the entry's name (https://<site>-<i>.bench.example/) — every scan is real and
 * every entry is its own page for the batch (de-duplication, resume keys, one line per entry).
 */
function benchList(n: number): { text: string; realUrl: (url: string) => string } {
  const names = sites.map((url) => new URL(url).hostname.replace(/\.example$/, ''));
  const lines = Array.from(
    { length: n },
    (_, i) => `https://${names[i % names.length]}-${i + 1}.bench.example/`,
  );
  return {
    text: lines.join('\n'),
    realUrl: (url) => `https://${/^https:\/\/(.+)-\d+\.bench\.example\//.exec(url)![1]}.example/`,
  };
}

function relabel(outcome: ScanOutcome, url: string): ScanOutcome {
  const domain = new URL(url).hostname;
  const { bundle } = outcome;
  return {
    ...outcome,
    bundle: {
      ...bundle,
      scan: { ...bundle.scan, url, domain },
      preConsentTable: bundle.preConsentTable ? { ...bundle.preConsentTable, domain } : null,
    },
  };
}

/** Right-aligned cells; a negative width left-aligns. */
function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, i) =>
      widths[i]! < 0 ? String(cell).padEnd(-widths[i]!) : String(cell).padStart(widths[i]!),
    )
    .join(' ');
}

/**
 * --batch N: runBatch over N entries at the default concurrency and at 1 (scans/min, p50/p95 from
 * the scan-done events, machine CPU utilisation, CPU seconds per scan as the machine's busy time
 * minus the fixture web's, peak PSS of scanner + Chromium); then the
 * streaming check: memory of the batch for 100 and 1,000 (--stream) entries of a cheap stand-in.
 */
async function batchBench(n: number): Promise<void> {
  const { text, realUrl } = benchList(n);
  const list = parseBatchList(text, 'bench');
  const levels = concurrencyLevels ?? [defaultConcurrency(), 1];
  console.log(
    `batch of ${n} entries (${sites.length} fixture sites, relabelled per entry); default concurrency here: ${defaultConcurrency()}`,
  );
  const widths = [11, 6, 6, 6, 10, 6, 11, 13, 7];
  console.log(
    'concurrency  scans  p50 s  p95 s  scans/min  cpu %  cpu s/scan  peak PSS MiB  failed',
  );
  let samplingSeconds = 0;
  for (const concurrency of levels) {
    const outDir = mkdtempSync(join(tmpdir(), 'consentry-bench-batch-'));
    const pool = new BrowserPool({ mapHosts: web.mapHosts, ignoreTlsErrors: true });
    await pool.use(async () => undefined); // start Chromium outside the measurement
    const durations: number[] = [];
    let failed = 0;
    const scanner: Scanner = async (p, url, options) =>
      relabel(await scanUrl(p, realUrl(url), options), url);
    const rss = await peakRssSampler(process.pid, new Set([web.process.pid!]));
    const cpu = cpuMeter();
    // The pool recycles Chromium every 50 scans, and a browser that has exited takes its own and its
    // renderers' CPU time out of the process tree; so the scanner's share is the machine's busy time
    // minus the fixture web's (on a quiet machine, what is left is the scanner).
    const webCpu = treeCpuMeter(web.process.pid!);
    const started = performance.now();
    await runBatch({
      list,
      source: 'bench',
      outDir,
      concurrency,
      pool,
      scanner,
      onEvent: (event) => {
        if (event.type !== 'scan-done') return;
        durations.push(event.seconds);
        if (event.site.status === 'failed') failed++;
      },
    });
    const elapsedMin = (performance.now() - started) / 60_000;
    cpu.stop();
    const webSeconds = webCpu.stop();
    const sampled = await rss.stop();
    samplingSeconds += sampled.cpuSeconds;
    // Machine busy time less the fixture web's and the memory sampler's.
    const utilisation = cpu.utilisation(sampled.cpuSeconds);
    const cpuSeconds = cpu.busySeconds(sampled.cpuSeconds) - webSeconds;
    const peak = sampled.peakBytes;
    await pool.close();
    rmSync(outDir, { recursive: true, force: true });
    durations.sort((a, b) => a - b);
    console.log(
      row(
        [
          concurrency,
          durations.length,
          percentile(durations, 50).toFixed(2),
          percentile(durations, 95).toFixed(2),
          (durations.length / elapsedMin).toFixed(1),
          (utilisation * 100).toFixed(0),
          (cpuSeconds / Math.max(1, durations.length)).toFixed(2),
          (peak / 2 ** 20).toFixed(0),
          failed,
        ],
        widths,
      ),
    );
  }
  console.log(samplingNote(samplingSeconds));

  await streamingCheck();
}

/**
 * Streaming check: does the batch's memory grow with the list? A real scan of 1,000 entries takes
 * over an hour on two cores, so the stand-in scanner re-judges the observations of one real scan
 * of tracker-blog (renamed per entry) — the batch's whole path (list, p-limit, judging, validation,
 * streamed appends, summary) without the browser, whose memory does not depend on the list length.
 * Peak RSS of this process is sampled while scanning and, separately, for the end-of-run files
 * (summary and report.html, which reads every scan back: that step grows with the list).
 */
async function streamingCheck(): Promise<void> {
  const pool = new BrowserPool({ mapHosts: web.mapHosts, ignoreTlsErrors: true });
  const real = await scanUrl(pool, 'https://tracker-blog.example/');
  await pool.close();
  const template = JSON.stringify(real.observations);
  const scanner: Scanner = async (_pool, url) => {
    const host = new URL(url).hostname;
    const observations = JSON.parse(
      template.replaceAll('tracker-blog.example', host),
    ) as Observation[];
    const bundle = judgeObservations(observations, { scanId: crypto.randomUUID() });
    return { bundle, observations, screenshots: [], attempts: 1 };
  };
  const noBrowser = {
    use: async <T>(fn: (launch: never) => Promise<T>) => fn(undefined as never),
    close: async () => undefined,
  } as unknown as InstanceType<typeof BrowserPool>;
  console.log('');
  console.log(
    'streaming check (stand-in: one real tracker-blog scan re-judged per entry; no browser)',
  );
  console.log(
    'entries  seconds  peak RSS scanning MiB  peak RSS incl. summary+report MiB  scans.jsonl MiB',
  );
  for (const count of streamCounts) {
    const outDir = mkdtempSync(join(tmpdir(), 'consentry-bench-stream-'));
    const list = parseBatchList(
      Array.from({ length: count }, (_, i) => `https://entry-${i + 1}.stream.example/`).join('\n'),
      'stream',
    );
    globalThis.gc?.();
    let peakScanning = process.memoryUsage().rss;
    let peakAll = peakScanning;
    let scanning = true;
    const timer = setInterval(() => {
      const now = process.memoryUsage().rss;
      peakAll = Math.max(peakAll, now);
      if (scanning) peakScanning = Math.max(peakScanning, now);
    }, 20);
    let done = 0;
    const started = performance.now();
    await runBatch({
      list,
      source: 'stream',
      outDir,
      concurrency: 4,
      pool: noBrowser,
      scanner,
      onEvent: (event) => {
        if (event.type === 'scan-done' && ++done === count) scanning = false;
      },
    });
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    const size = statSync(join(outDir, 'scans.jsonl')).size;
    rmSync(outDir, { recursive: true, force: true });
    console.log(
      row(
        [
          count,
          seconds.toFixed(1),
          (peakScanning / 2 ** 20).toFixed(0),
          (peakAll / 2 ** 20).toFixed(0),
          (size / 2 ** 20).toFixed(1),
        ],
        [7, 8, 22, 34, 16],
      ),
    );
  }
}
