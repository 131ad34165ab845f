// Browser tier: scan, batch and worker start Chromium, and say it runs without its sandbox as root
/**
 * Every command that starts Chromium says at start, once and on stderr, when it runs as root (Chromium
 * then has no sandbox), as `serve` does; stdout stays what the command promises (--json: one JSON document).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { killGroup, startCli, until } from './cli-process.ts';

const WARNING =
  /warning: running as root: Chromium runs without its sandbox \(--no-sandbox\)[^\n]*unprivileged user/;
const asRoot = process.getuid?.() === 0;
const root = mkdtempSync(join(tmpdir(), 'consentry-root-warning-'));
let web: FixtureWeb;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
});
afterAll(async () => {
  await web?.stop();
});

const fixtureFlags = () => ['--map-hosts', web.mapHostsRule, '--ignore-tls-errors'];
/** How many times `consentry COMMAND: warning: running as root …` appears. */
const warnings = (stderr: string, command: string) =>
  [...stderr.matchAll(new RegExp(WARNING.source, 'g'))].filter((match) =>
    stderr.slice(0, match.index).endsWith(`consentry ${command}: `),
  ).length;

describe('the root-without-sandbox warning of scan, batch and worker', () => {
  it('scan --json: the warning once on stderr when root, none otherwise; stdout is the scan as valid JSON', async () => {
    const run = await startCli([
      'scan',
      'https://clean-shop.example/',
      '--json',
      '--pages',
      '0',
      ...fixtureFlags(),
    ]).done;
    expect(run.code).toBe(0);
    expect(warnings(run.stderr, 'scan')).toBe(asRoot ? 1 : 0);
    expect(run.stdout).not.toMatch(WARNING);
    const scan = JSON.parse(run.stdout) as {
      type: string;
      url: string;
      status: string;
      findings: unknown[];
    };
    expect(scan).toMatchObject({
      type: 'consentry_scan',
      url: 'https://clean-shop.example/',
      status: 'completed',
    });
    expect(Array.isArray(scan.findings)).toBe(true);
  });

  it('batch: the warning once on stderr when root, not on stdout', async () => {
    const list = join(root, 'list.txt');
    writeFileSync(list, 'clean-shop.example\n');
    const run = await startCli([
      'batch',
      list,
      '--out',
      join(root, 'batch-out'),
      '--concurrency',
      '1',
      '--pages',
      '0',
      '--quiet',
      ...fixtureFlags(),
    ]).done;
    expect(run.code).toBe(0);
    expect(warnings(run.stderr, 'batch')).toBe(asRoot ? 1 : 0);
    expect(run.stdout).not.toMatch(WARNING);
    expect(run.stdout).toContain('clean-shop.example');
  });

  it('worker: the warning once on stderr at start when root', async () => {
    const worker = startCli([
      'worker',
      '--data-dir',
      join(root, 'worker-data'),
      '--concurrency',
      '1',
      ...fixtureFlags(),
    ]);
    try {
      // Stopped once it says it runs (its SIGTERM handler is installed by then).
      await until(
        () => worker.output().stdout.includes('scans at once from'),
        30_000,
        'consentry worker to start',
      );
      worker.child.kill('SIGTERM');
      const run = await worker.done;
      expect(run.code).toBe(0);
      expect(warnings(run.stderr, 'worker')).toBe(asRoot ? 1 : 0);
      expect(run.stdout).not.toMatch(WARNING);
    } finally {
      killGroup(worker.child);
    }
  });

  it('no warning where no browser starts: --help and a usage error', async () => {
    for (const args of [
      ['scan', '--help'],
      ['batch', '--help'],
      ['worker', '--help'],
      ['scan'],
      ['worker', 'extra'],
    ]) {
      const run = await startCli(args).done;
      expect(run.stderr + run.stdout, args.join(' ')).not.toMatch(WARNING);
    }
  });
});
