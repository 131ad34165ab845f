// Browser tier: `consentry batch` scans the fixture web in Chromium, is SIGKILLed, interrupted and resumed
/**
 * consentry batch as a user runs it: bin/consentry.js in a child process. In the `postgres` test
 * project every batch runs queued on PostgreSQL (CONSENTRY_DATABASE_URL), scanned by its own local
 * workers: the same expectations hold for the distributed batch.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingMeta, parseCsvRecords, validate } from '../../src/internal.ts';
import { TEST_STORE, testSchema, type TestDatabaseSchema } from '../store/test-store.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import {
  completeLines,
  killGroup,
  lines,
  SITES,
  startCli,
  until,
  type CliOptions,
} from './cli-process.ts';

const root = mkdtempSync(join(tmpdir(), 'consentry-batch-cli-'));
let web: FixtureWeb;
let schema: TestDatabaseSchema | undefined;
let storeEnv: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  if (TEST_STORE === 'postgres') {
    schema = await testSchema();
    storeEnv = { CONSENTRY_DATABASE_URL: schema.url };
  }
});
afterAll(async () => {
  await web?.stop();
  await schema?.drop();
});

const start = (args: string[], options: CliOptions = {}) =>
  startCli(args, { ...options, env: { ...storeEnv, ...options.env } });
const run = (args: string[], options: CliOptions = {}) => start(args, options).done;
const fixtureFlags = () => ['--map-hosts', web.mapHostsRule, '--ignore-tls-errors'];

const LIST = ['# resume test', ...SITES.slice(0, 2), 'no such site', ...SITES.slice(2)].join('\n');

describe('consentry batch (CLI)', () => {
  const out = join(root, 'resume-out');
  const list = join(root, 'list.txt');
  writeFileSync(list, LIST);

  it('resumes after a real SIGKILL: every site exactly once in scans.jsonl and findings.csv, nothing committed lost', async () => {
    const first = start(['batch', list, '--out', out, '--concurrency', '1', ...fixtureFlags()]);
    try {
      await until(
        () => completeLines(join(out, 'scans.jsonl')).length >= 1,
        120_000,
        'the first scan in scans.jsonl',
      );
      first.child.kill('SIGKILL');
      const killed = await first.done;
      expect(killed.signal).toBe('SIGKILL');
    } finally {
      killGroup(first.child); // Chromium outlives a SIGKILLed parent
    }
    const committed = completeLines(join(out, 'scans.jsonl')).map(
      (line) => JSON.parse(line) as { scanId: string; url: string },
    );
    expect(committed.length).toBeGreaterThanOrEqual(1);
    expect(committed.length).toBeLessThan(SITES.length);

    const second = await run(['batch', list, '--out', out, ...fixtureFlags()]);
    expect(second.stderr).toMatch(
      new RegExp(
        `${SITES.length - committed.length} to scan, ${committed.length} already in .* \\(resumed\\)`,
      ),
    );
    expect(second.code).toBe(0);

    const scans = lines(join(out, 'scans.jsonl')).map((line) => JSON.parse(line));
    for (const scan of scans) expect(validate('scan', scan)).toEqual({ ok: true });
    expect(scans.map((scan: { domain: string }) => scan.domain).sort()).toEqual([...SITES].sort());
    for (const before of committed)
      expect(scans.find((scan: { url: string }) => scan.url === before.url).scanId).toBe(
        before.scanId,
      );

    const [header, ...rows] = parseCsvRecords(readFileSync(join(out, 'findings.csv'), 'utf8')).map(
      (record) => record.cells,
    );
    const column = (name: string) => header!.indexOf(name);
    const ids = new Set(scans.map((scan: { scanId: string }) => scan.scanId));
    for (const row of rows) expect(ids.has(row[column('scanId')]!)).toBe(true);
    for (const scan of scans) {
      const own = rows
        .filter((row) => row[column('scanId')] === scan.scanId)
        .map((row) => row[column('findingId')]);
      expect(own).toEqual(scan.findings.map((finding: { id: string }) => finding.id));
    }
    expect(
      rows.filter((row) => row[column('domain')] === 'tracker-blog.example').length,
    ).toBeGreaterThan(0);
    const tables = lines(join(out, 'pre-consent.jsonl')).map((line) => JSON.parse(line));
    expect(tables.map((table: { scanId: string }) => table.scanId).sort()).toEqual(
      scans
        .filter((s: { status: string }) => s.status !== 'failed')
        .map((s: { scanId: string }) => s.scanId)
        .sort(),
    );

    // the summary table: worst first, the bad line with its number
    expect(second.stdout).toMatch(/consentry batch: 4 scanned of 4 targets/);
    expect(second.stdout).toMatch(
      /Unusable lines of .*list\.txt:\n {2}line 4: no such site — contains white space/,
    );
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.status).toBe('complete');
    expect(summary.unusableLines).toEqual([
      { line: 4, text: 'no such site', reason: expect.any(String) },
    ]);
  }, 240_000);

  it('exit codes on a finished directory: --fail-on high → 1, none → 0; a list on stdin; --baseline prints the diff', async () => {
    const high = await run([
      'batch',
      list,
      '--out',
      out,
      '--fail-on',
      'high',
      '--quiet',
      ...fixtureFlags(),
    ]);
    expect(high.code).toBe(1);
    const sites = (
      JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as {
        sites: { url: string; findings: { high: number }; findingIds: string[] }[];
      }
    ).sites;
    const tripped = sites.filter((site) => site.findings.high > 0);
    expect(tripped.map((site) => site.url).sort()).toEqual([
      'https://ignores-choice.example/',
      'https://tracker-blog.example/',
    ]);
    const named = tripped.map(
      (site) =>
        `${site.url} (${site.findingIds.filter((id) => findingMeta(id)?.criticality === 'high').join(', ')})`,
    );
    // The root-without-sandbox warning (root-warning.test.ts) may precede it when the run starts scan workers.
    const gate = high.stderr
      .split('\n')
      .filter((line) => !/warning: running as root/.test(line))
      .join('\n');
    expect(gate).toBe(
      `consentry batch: --fail-on high: exit 1 because 2 sites have findings at or above high: ${named.join('; ')}\n`,
    );
    expect(high.stderr).toMatch(/pre_consent_tracking/);
    const none = await run(['batch', '-', '--out', out, ...fixtureFlags()], {
      input: SITES.join('\n'),
    });
    expect(none.stderr).toMatch(/0 to scan, 4 already in/);
    expect(none.code).toBe(0);
    const baseline = await run([
      'batch',
      list,
      '--out',
      out,
      '--baseline',
      out,
      '--quiet',
      ...fixtureFlags(),
    ]);
    expect(baseline.code).toBe(0);
    expect(baseline.stdout).toMatch(/tracker-blog\.example/);
    expect(baseline.stdout.length).toBeGreaterThan(high.stdout.length);
  }, 60_000);

  it('Ctrl-C stops taking scans, finishes the one in flight, writes valid files and the summary, exits 130', async () => {
    const dir = join(root, 'sigint-out');
    const listFile = join(root, 'sigint.txt');
    // The first site's document takes 2.5 s to arrive, so the interrupt always finds its scan in flight
    // (a quick first scan could finish between the first request and the signal).
    writeFileSync(listFile, ['https://slow-page.example/', ...SITES.slice(1, 3)].join('\n'));
    const earlier = web.requestsTo('slow-page.example').length;
    const batch = start(['batch', listFile, '--out', dir, '--concurrency', '1', ...fixtureFlags()]);
    try {
      await until(() => /3 to scan/.test(batch.output().stderr), 60_000, 'the batch to start');
      await until(
        () => web.requestsTo('slow-page.example').length > earlier,
        60_000,
        'the first scan to reach the site',
      );
      batch.child.kill('SIGINT');
      const result = await batch.done;
      expect(result.stderr).toMatch(/stopping: no new scans; waiting for 1 in flight/);
      expect(result.code, `${result.stderr}\n${result.stdout}`).toBe(130);
      expect(result.stdout).toMatch(/Interrupted: re-run with --out .* to scan the 2 remaining/);
    } finally {
      killGroup(batch.child);
    }
    const scans = lines(join(dir, 'scans.jsonl')).map((line) => JSON.parse(line));
    expect(scans.map((scan: { domain: string }) => scan.domain)).toEqual(['slow-page.example']);
    expect(validate('scan', scans[0])).toEqual({ ok: true });
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));
    expect(summary).toMatchObject({
      status: 'interrupted',
      pendingUrls: ['https://tracker-blog.example/', 'https://cmp-vanilla.example/'],
    });
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/interrupted/);
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
  }, 120_000);

  it.each([
    [
      ['batch', join(root, 'missing.txt'), '--out', join(root, 'x')],
      /cannot read the list .*missing\.txt/,
    ],
    [
      ['batch', 'LIST_CSV', '--out', join(root, 'x')],
      /a CSV list needs a header row with a "url" or "domain" column/,
    ],
    [['batch', 'LIST_OK', '--out', 'FILE/out'], /cannot write to .*a-file\/out/],
    [['batch', 'LIST_OK'], /batch needs --out DIR/],
    [
      ['batch', 'LIST_BAD', '--out', join(root, 'x')],
      /no usable line in .*bad\.txt \(2 unusable; line 1: contains white space .*; line 3: unsupported scheme ftp:/,
    ],
    [
      ['batch', 'LIST_OK', '--out', join(root, 'x'), '--concurrency', '65'],
      /--concurrency must be a whole number from \d to 64/,
    ],
    [
      ['batch', 'LIST_OK', '--out', join(root, 'x'), '--baseline', join(root, 'nowhere')],
      /--baseline .* is not a batch output directory/,
    ],
  ])('cannot run %j: exit 2 with a message, no stack trace', async (args, message) => {
    writeFileSync(join(root, 'list.csv'), 'name,site\nShop,example.com\n');
    writeFileSync(join(root, 'ok.txt'), 'example.com\n');
    writeFileSync(join(root, 'a-file'), '');
    writeFileSync(join(root, 'bad.txt'), 'not a domain\n# comment\nftp://files.example/\n');
    const resolved = args.map((arg) =>
      arg
        .replace('LIST_CSV', join(root, 'list.csv'))
        .replace('LIST_OK', join(root, 'ok.txt'))
        .replace('LIST_BAD', join(root, 'bad.txt'))
        .replace('FILE', join(root, 'a-file')),
    );
    const result = await run(resolved);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('no browser: exit 2 with the install help, nothing scanned', async () => {
    writeFileSync(join(root, 'ok.txt'), 'example.com\n');
    const result = await run(
      ['batch', join(root, 'ok.txt'), '--out', join(root, 'no-browser-out')],
      { env: { CONSENTRY_CHROMIUM: '/nonexistent/chrome' } },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /CONSENTRY_CHROMIUM=\/nonexistent\/chrome is not an executable file/,
    );
    expect(lines(join(root, 'no-browser-out', 'scans.jsonl'))).toEqual([]);
  });

  it('help lists batch and demo', async () => {
    const help = await run(['--help']);
    expect(help.stdout).toMatch(/batch <list>/);
    expect(help.stdout).toMatch(/\bdemo\b/);
    const batchHelp = await run(['batch', '--help']);
    expect(batchHelp.code).toBe(0);
    expect(batchHelp.stdout).toMatch(/Usage: consentry batch <list> --out DIR/);
    expect(batchHelp.stdout).toMatch(
      /--concurrency N .*default min\(cores × 2, free GiB \/ 0\.35, 8\)/,
    );
  });
});
