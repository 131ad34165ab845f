/**
 * CDP messages and Playwright API calls per scan (not a test; issue 13). Scans the realistic tier
 * once each at concurrency 1 (full scans: the scan plan, arms side by side), then runs each site's
 * arms one at a time (as bench/arm-cost.ts does) for the figures per arm. Prints the DevTools
 * messages this process sent over the pipe (src/observe/cdp-pipe.ts), the Playwright API calls made
 * (client instrumentation), Node CPU seconds of this process (process.cpuUsage; the fixture web
 * runs in its own process) and Chromium's (this process tree's CPU seconds minus Node's). Message counts depend little on machine load (polls do), CPU seconds a lot.
 *
 *   npx tsx bench/cdp-messages.ts [--sites a,b] [--only scans|arms] [--top N] [--findings-out f.json]
 *                                 [--call-sites]
 *
 * --call-sites also counts the Playwright calls by the line of src/ that made them (a stack per call:
 * its Node CPU figures then include that cost).
 *
 * --findings-out writes each full scan's finding ids and cookie/request counts, to compare two runs.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import type { ArmName } from '../src/model/index.ts';
import type { ArmLaunch } from '../src/observe/arm.ts';
import { REALISTIC_TIER_SITES } from '../test/web/realistic-tier.ts';
import { startFixtureWebProcess } from './fixture-web-process.ts';
import { treeCpuSeconds } from './process-tree-cpu.ts';

const { values } = parseArgs({
  options: {
    sites: { type: 'string' },
    only: { type: 'string' },
    top: { type: 'string' },
    'findings-out': { type: 'string' },
    'call-sites': { type: 'boolean' },
  },
});
const sites = (values.sites?.split(',') ?? REALISTIC_TIER_SITES).map(
  (name) => `https://${name.trim()}.example/`,
);
const top = Number(values.top ?? 15);
// The library and Playwright load only once the options are parsed: a bad option fails without them.
const { BrowserPool } = await import('../src/observe/browser-pool.ts');
const { cdpPipeCounts } = await import('../src/observe/cdp-pipe.ts');
const { defaultPlugins } = await import('../src/pipeline/plugins.ts');
const { scanUrl } = await import('../src/pipeline/scan.ts');
const { runPlannedArmsOneByOne } = await import('./plan-arms.ts');

/** Playwright API calls by name, through the client's instrumentation (not a public API: bench only). */
const apiCalls = new Map<string, number>();
/** With --call-sites: the same calls by "api ← src/file.ts:line" of the first frame in src/. */
const apiCallSites = new Map<string, number>();
function callSite(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack;
  Error.stackTraceLimit = limit;
  const line = stack?.split('\n').find((frame) => frame.includes('/src/')) ?? '';
  return /\/(src\/[^:)]+:\d+)/.exec(line)?.[1] ?? 'outside src/';
}
function countApiCalls(browser: Browser): void {
  const instrumentation = (
    browser as unknown as {
      _instrumentation?: {
        addListener(listener: { onApiCallBegin(zone: { apiName?: string }): void }): void;
      };
    }
  )._instrumentation;
  instrumentation?.addListener({
    onApiCallBegin: (zone) => {
      const name = zone.apiName ?? '?';
      apiCalls.set(name, (apiCalls.get(name) ?? 0) + 1);
      if (values['call-sites']) {
        const key = `${name} ← ${callSite()}`;
        apiCallSites.set(key, (apiCallSites.get(key) ?? 0) + 1);
      }
    },
  });
}

interface Reading {
  sent: number;
  received: number;
  byMethod: Map<string, number>;
  api: Map<string, number>;
  cpu: NodeJS.CpuUsage;
  tree: number;
}
const read = (): Reading => {
  const counts = cdpPipeCounts();
  return {
    sent: counts.sent,
    received: counts.received,
    byMethod: new Map(counts.sentByMethod),
    api: new Map(apiCalls),
    cpu: process.cpuUsage(),
    tree: treeCpuSeconds(process.pid, webPids),
  };
};
interface Delta {
  sent: number;
  received: number;
  api: number;
  cpuSeconds: number;
  chromiumSeconds: number;
}
const sum = (map: ReadonlyMap<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
const diffMap = (now: ReadonlyMap<string, number>, then: ReadonlyMap<string, number>) =>
  new Map([...now].map(([key, n]) => [key, n - (then.get(key) ?? 0)]));
function delta(then: Reading): Delta {
  const now = read();
  const cpu = process.cpuUsage(then.cpu);
  return {
    sent: now.sent - then.sent,
    received: now.received - then.received,
    api: sum(now.api) - sum(then.api),
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    chromiumSeconds: now.tree - then.tree - (cpu.user + cpu.system) / 1e6,
  };
}
function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, i) =>
      widths[i]! < 0 ? String(cell).padEnd(-widths[i]!) : String(cell).padStart(widths[i]!),
    )
    .join(' ');
}
function printTop(
  label: string,
  now: ReadonlyMap<string, number>,
  then: ReadonlyMap<string, number>,
  per: number,
): void {
  const entries = [...diffMap(now, then)].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  console.log(`\n${label} (per scan, top ${top})`);
  for (const [name, n] of entries.slice(0, top))
    console.log(row([name, (n / per).toFixed(1)], [-40, 9]));
}

const web = await startFixtureWebProcess();
const webPids = new Set([web.process.pid!]);
const pool = new BrowserPool({
  mapHosts: web.mapHosts,
  ignoreTlsErrors: true,
  maxScansPerBrowser: 1000,
});
try {
  await pool.use(async (launch) => countApiCalls(launch.browser)); // Chromium starts outside the counts
  console.log(`sites: ${sites.map((url) => new URL(url).hostname).join(' ')}`);
  if (!values.only || values.only === 'scans') await fullScans();
  if (!values.only || values.only === 'arms') await armByArm();
} finally {
  await pool.close();
  await web.stop();
}

async function fullScans(): Promise<void> {
  console.log('\nfull scans, concurrency 1');
  const widths = [-28, 9, 9, 8, 8, 11, 9];
  console.log(
    row(['site', 'cdp sent', 'cdp recv', 'pw api', 'node s', 'chromium s', 'findings'], widths),
  );
  const start = read();
  const evidence: Record<string, unknown> = {};
  for (const url of sites) {
    const before = read();
    const outcome = await scanUrl(pool, url);
    const d = delta(before);
    const findings = outcome.bundle.findings.length;
    evidence[url] = {
      findings: outcome.bundle.findings.map((finding) => finding.id).sort(),
      arms: outcome.observations.map((observation) => ({
        arm: observation.arm,
        requests: observation.requests.length,
        setCookieRequests: observation.requests.filter((r) => r.setCookieNames?.length).length,
        cookies: observation.cookies.length,
        httpCookies: observation.cookies.filter((c) => c.setBy === 'http').length,
      })),
    };
    console.log(
      row(
        [
          new URL(url).hostname,
          d.sent,
          d.received,
          d.api,
          d.cpuSeconds.toFixed(2),
          d.chromiumSeconds.toFixed(2),
          `${outcome.bundle.scan.status}:${findings}`,
        ],
        widths,
      ),
    );
  }
  if (values['findings-out'])
    writeFileSync(values['findings-out'], `${JSON.stringify(evidence, null, 1)}\n`);
  const total = delta(start);
  const n = sites.length;
  console.log(
    row(
      [
        'per scan',
        (total.sent / n).toFixed(0),
        (total.received / n).toFixed(0),
        (total.api / n).toFixed(0),
        (total.cpuSeconds / n).toFixed(2),
        (total.chromiumSeconds / n).toFixed(2),
        '',
      ],
      widths,
    ),
  );
  const end = read();
  printTop('CDP methods sent', end.byMethod, start.byMethod, n);
  printTop('Playwright API calls', end.api, start.api, n);
  if (values['call-sites'])
    printTop('Playwright API calls by call site', apiCallSites, new Map(), n);
}

async function armByArm(): Promise<void> {
  const totals = new Map<ArmName, Omit<Delta, 'chromiumSeconds'> & { runs: number }>();
  const plugins = defaultPlugins();
  const charge = async (arm: ArmName, work: (launch: ArmLaunch) => Promise<unknown>) => {
    const before = read();
    await pool.use(work);
    const d = delta(before);
    const t = totals.get(arm) ?? { runs: 0, sent: 0, received: 0, api: 0, cpuSeconds: 0 };
    totals.set(arm, {
      runs: t.runs + 1,
      sent: t.sent + d.sent,
      received: t.received + d.received,
      api: t.api + d.api,
      cpuSeconds: t.cpuSeconds + d.cpuSeconds,
    });
  };
  for (const url of sites) await runPlannedArmsOneByOne(url, charge, plugins);
  console.log('\narms one at a time (per page the arm ran on)');
  const widths = [-16, 5, 9, 9, 8, 8];
  console.log(row(['arm', 'runs', 'cdp sent', 'cdp recv', 'pw api', 'node s'], widths));
  for (const arm of ['before_consent', 'after_reject', 'after_accept', 'gpc_on'] as const) {
    const t = totals.get(arm);
    if (!t) continue;
    const per = (x: number) => (x / t.runs).toFixed(0);
    console.log(
      row(
        [arm, t.runs, per(t.sent), per(t.received), per(t.api), (t.cpuSeconds / t.runs).toFixed(2)],
        widths,
      ),
    );
  }
}
