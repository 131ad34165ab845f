// Browser tier: `consentry scan` observes fixture sites in Chromium; `judge` replays what it saved
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
  let scanned: { stdout: string; stderr: string; code: number | null };

  it('prints a correct summary of a tracker site, saves observations and writes every resource', async () => {
    saved = join(dir, 'tracker-blog.observations.json');
    const out = join(dir, 'out');
    scanned = await run([
      'scan',
      'https://tracker-blog.example/',
      ...fixtureFlags(),
      '--save-observations',
      saved,
      '--out',
      out,
    ]);
    expect(scanned.code).toBe(0);
    expect(scanned.stderr).toContain(
      `consentry: saved the observations to ${saved} (re-judge them with consentry judge ${saved})\n`,
    );
    const shots = readdirSync(join(out, 'screenshots')).length;
    expect(shots).toBeGreaterThan(0);
    const wrote = `consentry: wrote scan.json, findings.json, pulse.json, pulse-evidence.json, pre-consent-cookies-trackers.json and ${shots} screenshot${shots === 1 ? '' : 's'} in screenshots/ to ${out}\n`;
    expect(scanned.stderr).toContain(wrote);
    expect(scanned.stdout).toMatch(/Status: completed · Score \d+\/100 · Risk: high/);
    expect(scanned.stdout).toMatch(/HIGH\s+pre_consent_tracking/);
    expect(scanned.stdout).toMatch(/Meta/);
    expect(scanned.stdout).toMatch(/Not legal advice/);
    expect(readdirSync(out).sort()).toEqual(
      expect.arrayContaining([
        'findings.json',
        'pre-consent-cookies-trackers.json',
        'pulse.json',
        'scan.json',
      ]),
    );
    const scan = JSON.parse(readFileSync(join(out, 'scan.json'), 'utf8'));
    expect(validate('scan', scan)).toEqual({ ok: true });
    expect(
      validate(
        'pre-consent-table',
        JSON.parse(readFileSync(join(out, 'pre-consent-cookies-trackers.json'), 'utf8')),
      ),
    ).toEqual({ ok: true });
  });

  it('the summary line and the pre_consent_tracking finding give the same number of tracker hosts, and say what else the table counts', () => {
    const inFinding = /requests? to (\d+) tracker hosts? before any consent choice/.exec(
      scanned.stdout,
    )?.[1];
    const line =
      /^Before consent: (\d+) third-party hosts that track or load trackers \((\d+) tracker hosts?, (\d+) tag manager or embedded-content hosts?\), \d+ cookies \(\d+ third-party\)\.$/m.exec(
        scanned.stdout,
      );
    expect(inFinding).toBeDefined();
    expect(line?.[2]).toBe(inFinding);
    expect(Number(line![1])).toBe(Number(line![2]) + Number(line![3]));
    expect(Number(line![3])).toBeGreaterThan(0);
  });

  it('judge reproduces the same findings from the saved observations, without a browser', async () => {
    const judged = await run(['judge', saved, '--json']);
    expect(judged.code).toBe(0);
    const scan = JSON.parse(judged.stdout);
    const fromScan = [...scanned.stdout.matchAll(/^\s+(?:HIGH|MEDIUM|LOW|INFO)\s+(\w+)/gm)].map(
      (m) => m[1],
    );
    expect(scan.findings.map((f: { id: string }) => f.id).sort()).toEqual(fromScan.sort());
    expect(validate('scan', scan)).toEqual({ ok: true });
  });

  it('--fail-on high exits 1 naming the findings that tripped it, and 0 without a word on the clean site', async () => {
    const gated = await run(['judge', saved, '--fail-on', 'high']);
    expect(gated.code).toBe(1);
    const high = [...gated.stdout.matchAll(/^\s+HIGH\s+(\w+)/gm)].map((m) => `${m[1]} (high)`);
    expect(high.length).toBeGreaterThan(0);
    expect(gated.stderr).toBe(
      `consentry: --fail-on high: exit 1 for these ${high.length} findings: ${high.join(', ')}\n`,
    );
    const medium = await run(['judge', saved, '--fail-on', 'medium', '--json']);
    expect(medium.code).toBe(1);
    expect(JSON.parse(medium.stdout).findings.length).toBeGreaterThan(high.length);
    expect(medium.stderr).toMatch(/pre_consent_nonessential_cookies \(medium\)/);
    const clean = await run([
      'scan',
      'https://clean-shop.example/',
      ...fixtureFlags(),
      '--fail-on',
      'low',
    ]);
    expect(clean.stdout).toMatch(/Findings: none\./);
    // Nothing but the root-without-sandbox warning (root-warning.test.ts) when the tests run as root.
    expect(
      clean.stderr.split('\n').filter((line) => line && !/warning: running as root/.test(line)),
    ).toEqual([]);
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
    [
      ['scan', 'https://x.example/', '--scan-from', 'mars'],
      /--scan-from must be one of eu_ie, california/,
    ],
    [
      ['scan', 'https://x.example/', '--bogus'],
      /^consentry: unknown option --bogus \(see consentry scan --help\)\n$/,
    ],
    [
      ['scan', 'https://x.example/', '--out'],
      /^consentry: --out needs a value \(see consentry scan --help\)\n$/,
    ],
    [
      ['batch', 'list.txt', '--json'],
      /^consentry: unknown option --json \(see consentry batch --help\)\n$/,
    ],
    [['diff', 'a', 'b', '-x'], /^consentry: unknown option -x \(see consentry diff --help\)\n$/],
    [
      ['demo', '--evidence=yes'],
      /^consentry: --evidence takes no value \(see consentry demo --help\)\n$/,
    ],
    [
      ['judge', 'obs.json', '--fail-on', 'critical'],
      /^consentry: --fail-on must be one of none, info, low, medium, high \(got "critical"\)\n$/,
    ],
    [
      ['serve', '--bogus'],
      /^consentry serve: unknown option --bogus \(see consentry serve --help\)\n$/,
    ],
    [['help', 'frobnicate'], /no help on "frobnicate"/],
    [['judge', join(dir, 'missing.json')], /cannot read .*missing\.json/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('bad usage %j exits 2 with a message and no stack trace', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('--help', () => {
  it.each([
    [['scan', '--help'], /^Usage: consentry scan <url> \[options\]/],
    [
      ['judge', '--help'],
      /^Usage: consentry judge <observations\.json> \[options\][\s\S]*--fail-on/,
    ],
    [['batch', '-h'], /^Usage: consentry batch <list> --out DIR/],
    [['demo', '--help'], /^Usage: consentry demo/],
    [['diff', '--help'], /^Usage: consentry diff OLD_DIR NEW_DIR/],
    [['keys', '--help'], /^Usage: consentry keys create[\s\S]*--key-only/],
    [['serve', '--help'], /^consentry serve — run the self-hosted/],
    [['help', 'diff'], /^Usage: consentry diff OLD_DIR NEW_DIR/],
    [['help', 'serve'], /^consentry serve — run the self-hosted/],
    [['--help'], /^consentry — privacy-consent scanner[\s\S]*every command answers --help/],
  ])('%j prints the options and exits 0', async (args, usage) => {
    const result = await run(args);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(usage);
    expect(result.code).toBe(0);
  });
});
