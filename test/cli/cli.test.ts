import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../src/index.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));
let web: FixtureWeb;
const dir = mkdtempSync(join(tmpdir(), 'consentry-cli-'));

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

const fixtureFlags = () => ['--map-hosts', web.mapHostsRule, '--ignore-tls-errors'];

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
});
afterAll(() => web?.stop());

describe('consentry scan and judge', () => {
  let saved: string;
  let scanned: { stdout: string; code: number | null };

  it('prints a correct summary of a tracker site, saves observations and writes every resource', async () => {
    saved = join(dir, 'tracker-blog.observations.json');
    const out = join(dir, 'out');
    scanned = await run(['scan', 'https://tracker-blog.example/', ...fixtureFlags(), '--save-observations', saved, '--out', out]);
    expect(scanned.code).toBe(0);
    expect(scanned.stdout).toMatch(/Status: completed · Score \d+\/100 · Risk: high/);
    expect(scanned.stdout).toMatch(/HIGH\s+pre_consent_tracking/);
    expect(scanned.stdout).toMatch(/Meta/);
    expect(scanned.stdout).toMatch(/Not legal advice/);
    expect(readdirSync(out).sort()).toEqual(expect.arrayContaining(['findings.json', 'pre-consent-cookies-trackers.json', 'pulse.json', 'scan.json']));
    const scan = JSON.parse(readFileSync(join(out, 'scan.json'), 'utf8'));
    expect(validate('scan', scan)).toEqual({ ok: true });
    expect(validate('pre-consent-table', JSON.parse(readFileSync(join(out, 'pre-consent-cookies-trackers.json'), 'utf8')))).toEqual({ ok: true });
  });

  it('judge reproduces the same findings from the saved observations, without a browser', async () => {
    const judged = await run(['judge', saved, '--json']);
    expect(judged.code).toBe(0);
    const scan = JSON.parse(judged.stdout);
    const fromScan = [...scanned.stdout.matchAll(/^\s+(?:HIGH|MEDIUM|LOW|INFO)\s+(\w+)/gm)].map((m) => m[1]);
    expect(scan.findings.map((f: { id: string }) => f.id).sort()).toEqual(fromScan.sort());
    expect(validate('scan', scan)).toEqual({ ok: true });
  });

  it('--fail-on high exits 1 when a high finding exists, and 0 on the clean site', async () => {
    expect((await run(['judge', saved, '--fail-on', 'high'])).code).toBe(1);
    const clean = await run(['scan', 'https://clean-shop.example/', ...fixtureFlags(), '--fail-on', 'low']);
    expect(clean.stdout).toMatch(/Findings: none\./);
    expect(clean.code).toBe(0);
  });

  it('exits 2 with a clear message for a page that cannot be observed', async () => {
    const failed = await run(['scan', 'https://server-error.example/', ...fixtureFlags()]);
    expect(failed.code).toBe(2);
    expect(failed.stdout).toMatch(/Status: FAILED — The main document answered with HTTP 500/);
    expect(failed.stdout).toMatch(/not a clean result/);
  });

  it.each([
    [['scan'], /scan takes exactly one URL/],
    [['scan', 'ftp://example.com/'], /only http and https URLs can be scanned/],
    [['scan', 'https://user:pw@example.com/'], /credentials/],
    [['scan', 'https://x.example/', '--scan-from', 'mars'], /--scan-from must be one of eu_ie, california/],
    [['scan', 'https://x.example/', '--bogus'], /Unknown option '--bogus'/],
    [['judge', join(dir, 'missing.json')], /cannot read .*missing\.json/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('bad usage %j exits 2 with a message and no stack trace', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
