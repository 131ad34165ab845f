// Browser tier: `consentry scan --public-only` scans mapped hosts in Chromium through the egress guard
/** --public-only as a user runs it: bin/consentry.js in a child process, the fixture web mapped, an internal service on loopback. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { startInternalService, type CountingServer } from './egress-fixtures.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'consentry-public-only-'));
let web: FixtureWeb;
let internal: CountingServer;

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  internal = await startInternalService();
});
afterAll(async () => {
  await web?.stop();
  await internal?.stop();
});

describe('consentry scan --public-only', () => {
  it('refuses a loopback target before any browser work: failed scan, exit 2, nothing reaches the service', async () => {
    const result = await run([
      'scan',
      `http://127.0.0.1:${internal.port}/`,
      '--public-only',
      '--json',
    ]);
    expect(result.code).toBe(2);
    const scan = JSON.parse(result.stdout);
    expect(scan.status).toBe('failed');
    expect(scan.failure).toEqual({
      code: 'target_not_allowed',
      summary: 'The host is not a public address (loopback).',
    });
    const plain = await run(['scan', 'http://169.254.169.254/latest/meta-data/', '--public-only']);
    expect(plain.code).toBe(2);
    expect(plain.stdout).toContain(
      'Status: FAILED — The host is a cloud metadata or platform address.',
    );
    expect(internal.log).toEqual([]);
  });

  it('scans operator-mapped hosts through the guard, which routes them as configured', async () => {
    const result = await run([
      'scan',
      'https://tracker-blog.example/',
      '--map-hosts',
      web.mapHostsRule,
      '--ignore-tls-errors',
      '--public-only',
      '--json',
    ]);
    const scan = JSON.parse(result.stdout);
    expect(scan.status).toBe('completed');
    expect(scan.findings.map((f: { id: string }) => f.id)).toContain('pre_consent_tracking');
    expect(result.code).toBe(0);
  });

  it('without --public-only a private target is scanned as before (a preview build on localhost is a main use)', async () => {
    const result = await run([
      'scan',
      `http://127.0.0.1:${internal.port}/preview`,
      '--json',
      '--arm-budget',
      '5000',
    ]);
    expect(JSON.parse(result.stdout).url).toBe(`http://127.0.0.1:${internal.port}/preview`);
    expect(internal.log).toContain('GET /preview');
    internal.log.length = 0;
  });
});

describe('consentry batch --public-only', () => {
  it('records refused targets as failed target_not_allowed rows', async () => {
    const list = join(dir, 'list.txt');
    writeFileSync(list, 'http://10.0.0.1/\nhttp://localhost/\n');
    const out = join(dir, 'batch');
    const result = await run(['batch', list, '--out', out, '--public-only', '--quiet']);
    // Nothing but the root-without-sandbox warning (root-warning.test.ts) when the tests run as root.
    expect(
      result.stderr.split('\n').filter((line) => line && !/warning: running as root/.test(line)),
    ).toEqual([]);
    const rows = readFileSync(join(out, 'scans.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rows.map((row) => [row.url, row.status, row.failure?.code]).sort()).toEqual([
      ['http://10.0.0.1/', 'failed', 'target_not_allowed'],
      ['http://localhost/', 'failed', 'target_not_allowed'],
    ]);
    expect(internal.log).toEqual([]);
  });
});
