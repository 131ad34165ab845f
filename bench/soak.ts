/**
 * Soak run (not a test): `consentry serve` in its own process scans a steady stream of cheap pages —
 * a one-file page with a first-party cookie and no banner, on a distinct host name each time so none
 * is reused or joined — while a client polls every active status. Every sample (default every 10 s)
 * records the server's RSS, its open file descriptors (handles), the memory (PSS) and process count of
 * its Chromium, and the p99 latency of the status polls of the last interval. At the end: scans by
 * outcome, and whether RSS, handles and Chromium processes stayed flat and p99 stable (first quarter
 * of the run against the last).
 *
 *   npm run bench:soak                         2,000 scans at 20 per minute (about 100 minutes)
 *   npm run bench:soak -- --scans 50 --rate 30  a short run
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumUnder } from '../test/faults/fault-processes.ts';
import { benchArgs, numberOption } from './bench-args.ts';
import { describeMachine } from './machine.ts';
import { treeRssBytes } from './process-tree-rss.ts';

const USAGE = `Usage: npm run bench:soak [-- options]

A steady stream of cheap scans through \`consentry serve\` (SQLite, fair-use limits off, queue caps raised), with
the server's RSS, open handles, its Chromium's memory and process count, and the p99 latency of status polls
sampled as it runs; at the end whether they stayed flat.

  --scans N          scans to create (default 2000)
  --rate N           scans created per minute (default 20: below what 2 workers on 2 cores scan, so the queue stays short)
  --concurrency N    the server's scan workers (default 2)
  --sample S         seconds between samples (default 10)
  --help             this text`;

const { values, fail } = benchArgs('bench:soak', USAGE, {
  scans: { type: 'string' },
  rate: { type: 'string' },
  concurrency: { type: 'string' },
  sample: { type: 'string' },
});
const SCANS = numberOption(fail, 'scans', values.scans, 2000);
const RATE = numberOption(fail, 'rate', values.rate, 20);
const CONCURRENCY = numberOption(fail, 'concurrency', values.concurrency, 2);
const SAMPLE_S = numberOption(fail, 'sample', values.sample, 10);
// The library loads only once the options are valid: --help and a refused option answer without it.
const { loadOrCreateKeySecret, mintKey, openSqliteStore } = await import('../src/internal.ts');
const BIN = fileURLToPath(new URL('../bin/consentry.js', import.meta.url));
const ACTIVE = new Set(['queued', 'pending', 'running', 'finalizing']);

/** The cheap page: any host, any path — one document, one first-party cookie, one image. */
async function startPageServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/pixel.gif'))
      return void res
        .writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' })
        .end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': 'session=1; Path=/; HttpOnly',
    });
    res.end(
      '<!doctype html><html lang="en"><head><title>Soak</title></head><body><h1>A small page</h1><img src="/pixel.gif" alt=""></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function openFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

interface Sample {
  atS: number;
  created: number;
  done: number;
  active: number;
  serverRssMiB: number;
  handles: number;
  chromiumMiB: number;
  chromiumProcesses: number;
  polls: number;
  p99Ms: number;
}

async function main(): Promise<void> {
  const page = await startPageServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'consentry-soak-'));
  const store = await openSqliteStore({ dataDir });
  const minted = mintKey({
    scopes: ['scan:read', 'scan:create'],
    name: 'soak',
    secret: loadOrCreateKeySecret(dataDir, {}),
    now: new Date(),
  });
  await store.createKey(minted.record);
  await store.close();
  const args = [
    BIN,
    'serve',
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--concurrency',
    String(CONCURRENCY),
    '--map-hosts',
    `MAP * 127.0.0.1:${page.port}`,
  ];
  const env = {
    ...process.env,
    CONSENTRY_LIMITS_ENABLED: '0',
    CONSENTRY_QUEUE_MAX_ACTIVE: '100000',
    CONSENTRY_QUEUE_MAX_ACTIVE_PER_CALLER: '100000',
    CONSENTRY_LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      60_000,
    );
    const check = () => {
      const match = /consentry API listening on (http:\/\/\S+) /.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const headers = { authorization: `Bearer ${minted.key}`, 'content-type': 'application/json' };
  console.log(`bench:soak — ${describeMachine()}`);
  console.log(
    `${SCANS} scans at ${RATE}/min, ${CONCURRENCY} workers, server pid ${child.pid}, sample every ${SAMPLE_S} s\n`,
  );

  const active = new Set<string>();
  const outcomes = new Map<string, number>();
  let created = 0;
  let createErrors = 0;
  let latencies: number[] = [];
  const samples: Sample[] = [];
  const started = performance.now();

  const createTimer = setInterval(() => {
    if (created >= SCANS) return clearInterval(createTimer);
    const n = created++;
    void fetch(`${base}/api/v2/scans`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: `http://soak-${n}.example/`, freshness: 'fresh' }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { scanId?: string };
        if (response.status === 202 && body.scanId) active.add(body.scanId);
        else createErrors++;
      })
      .catch(() => createErrors++);
  }, 60_000 / RATE);

  let polling = false;
  const pollTimer = setInterval(() => {
    if (polling) return;
    polling = true;
    void (async () => {
      for (const scanId of [...active]) {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/v2/scans/${scanId}/status`, { headers });
        const body = (await response.json()) as { status?: string };
        latencies.push(performance.now() - t0);
        if (!ACTIVE.has(String(body.status))) {
          active.delete(scanId);
          outcomes.set(String(body.status), (outcomes.get(String(body.status)) ?? 0) + 1);
        }
      }
    })().finally(() => (polling = false));
  }, 2_000);

  const sample = () => {
    const pid = child.pid!;
    const chromium = chromiumUnder(pid);
    const sorted = [...latencies].sort((a, b) => a - b);
    const row: Sample = {
      atS: Math.round((performance.now() - started) / 1000),
      created,
      done: [...outcomes.values()].reduce((a, b) => a + b, 0),
      active: active.size,
      serverRssMiB: Number(mib(rssBytes(pid))),
      handles: openFds(pid),
      chromiumMiB: Number(mib(chromium.length ? treeRssBytes(pid) - rssBytes(pid) : 0)),
      chromiumProcesses: chromium.length,
      polls: sorted.length,
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
    };
    latencies = [];
    samples.push(row);
    console.log(
      Object.entries(row)
        .map(([k, v]) => `${k}=${v}`)
        .join(' '),
    );
  };
  const sampleTimer = setInterval(sample, SAMPLE_S * 1000);

  await new Promise<void>((resolve) => {
    const done = setInterval(() => {
      const finished = [...outcomes.values()].reduce((a, b) => a + b, 0);
      if (created >= SCANS && active.size === 0 && finished + createErrors >= SCANS) {
        clearInterval(done);
        resolve();
      }
    }, 500);
  });
  clearInterval(pollTimer);
  clearInterval(sampleTimer);
  sample();

  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const first = samples.slice(0, quarter);
  const last = samples.slice(-quarter);
  const avg = (rows: Sample[], key: keyof Sample) =>
    rows.reduce((n, row) => n + row[key], 0) / rows.length;
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\n${created} scans in ${minutes.toFixed(1)} min: ${[...outcomes].map(([status, n]) => `${n} ${status}`).join(', ')}${createErrors ? `, ${createErrors} not created` : ''}`,
  );
  for (const key of [
    'serverRssMiB',
    'handles',
    'chromiumMiB',
    'chromiumProcesses',
    'p99Ms',
  ] as const) {
    console.log(
      `${key.padEnd(18)} first quarter ${avg(first, key).toFixed(1).padStart(8)}   last quarter ${avg(last, key).toFixed(1).padStart(8)}   max ${Math.max(...samples.map((row) => row[key])).toFixed(1)}`,
    );
  }

  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await page.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(`bench:soak: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
