/** runBatch and its output directory without a browser: scans are judged from built observations. */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatchEvent } from '../../src/pipeline/batch-events.ts';
import { parseBatchList } from '../../src/pipeline/batch-input.ts';
import {
  findingsCsvRowsOf,
  FINDINGS_CSV_COLUMNS,
  preConsentCsvRows,
  PRE_CONSENT_CSV_COLUMNS,
} from '../../src/projection/batch-csv.ts';
import { runBatch, type BatchOptions, type Scanner } from '../../src/pipeline/batch.ts';
import type { BatchSummary } from '../../src/projection/batch-summary.ts';
import { validate } from '../../src/projection/validate.ts';
import {
  expectedCell,
  fakeOutcome,
  noBrowserPool,
  readCsv,
  readLines,
  readScans,
  readTables,
  type FakeSite,
} from './batch-helpers.ts';

const SITES: Record<string, FakeSite> = {
  'https://clean.example/': {},
  'https://tracked.example/': { trackers: true, cookies: ['_fbp'] },
  'https://broken.example/': { failed: true },
  'https://formula.example/': {
    cookies: ['=HYPERLINK("https://evil.example","x")', '+SUM(1)', '-2', '@cmd', 'plain'],
  },
};
const LIST = [
  '# test list',
  'clean.example',
  'https://tracked.example/',
  'TRACKED.example.',
  'not a domain',
  'broken.example',
  'formula.example',
].join('\n');

const fakeScanner =
  (sites: Record<string, FakeSite> = SITES, calls: string[] = []): Scanner =>
  async (_pool, url) => {
    calls.push(url);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return fakeOutcome(url, sites[url] ?? {});
  };

const newDir = () => mkdtempSync(join(tmpdir(), 'consentry-batch-'));

function options(outDir: string, overrides: Partial<BatchOptions> = {}): BatchOptions {
  return {
    list: parseBatchList(LIST, 'list.txt'),
    source: 'list.txt',
    outDir,
    concurrency: 2,
    pool: noBrowserPool,
    scanner: fakeScanner(),
    ...overrides,
  };
}

/** Every file of a batch directory is consistent: each line valid, each site once, CSVs equal to what the JSONL files imply. */
function expectConsistent(dir: string): { scans: ReturnType<typeof readScans> } {
  const scans = readScans(dir);
  for (const scan of scans) expect(validate('scan', scan)).toEqual({ ok: true });
  expect(new Set(scans.map((scan) => scan.url)).size).toBe(scans.length);
  const tables = readTables(dir);
  for (const table of tables) expect(validate('pre-consent-table', table)).toEqual({ ok: true });
  expect(tables.map((table) => table.scanId).sort()).toEqual(
    scans
      .filter((scan) => scan.status !== 'failed')
      .map((scan) => scan.scanId)
      .sort(),
  );

  const findings = readCsv(dir, 'findings.csv');
  expect(findings.header).toEqual([...FINDINGS_CSV_COLUMNS]);
  const expectedFindings = scans.flatMap((scan) =>
    findingsCsvRowsOf(scan).map((row) =>
      Object.fromEntries(FINDINGS_CSV_COLUMNS.map((c) => [c, expectedCell(row[c])])),
    ),
  );
  expect(findings.rows).toEqual(expectedFindings);

  const preConsent = readCsv(dir, 'pre-consent.csv');
  expect(preConsent.header).toEqual([...PRE_CONSENT_CSV_COLUMNS]);
  const urlOf = new Map(scans.map((scan) => [scan.scanId, scan.url]));
  const expectedRows = tables.flatMap((table) =>
    preConsentCsvRows(urlOf.get(table.scanId)!, table).map((row) =>
      Object.fromEntries(PRE_CONSENT_CSV_COLUMNS.map((c) => [c, expectedCell(row[c])])),
    ),
  );
  expect(preConsent.rows).toEqual(expectedRows);
  return { scans };
}

describe('runBatch (stand-in scanner)', () => {
  it('writes every file, each record valid, the CSVs parsing back to the same rows, and a summary worst first', async () => {
    const dir = newDir();
    const events: BatchEvent[] = [];
    const result = await runBatch(options(dir, { onEvent: (event) => events.push(event) }));
    for (const name of [
      'scans.jsonl',
      'pre-consent.jsonl',
      'findings.csv',
      'pre-consent.csv',
      'summary.json',
      'summary.md',
      'report.html',
    ])
      expect(existsSync(join(dir, name))).toBe(true);
    const { scans } = expectConsistent(dir);
    expect(scans.map((scan) => scan.url).sort()).toEqual(Object.keys(SITES).sort());

    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as BatchSummary;
    expect(summary).toEqual(result.summary);
    expect(summary.status).toBe('complete');
    expect(summary.totals).toMatchObject({ targets: 4, scanned: 4, failed: 1, pending: 0 });
    expect(summary.sites[0]!.url).toBe('https://tracked.example/');
    expect(summary.sites.at(-1)!.url).toBe('https://broken.example/');
    expect(summary.sites.find((site) => site.url === 'https://tracked.example/')).toMatchObject({
      line: 3,
      riskLevel: 'high',
      preConsent: { vendors: expect.arrayContaining(['Meta']) },
    });
    expect(summary.failures).toEqual([
      {
        domain: 'broken.example',
        url: 'https://broken.example/',
        scanId: expect.any(String),
        line: 6,
        code: 'http_error',
        summary: 'The main document answered with HTTP 500.',
      },
    ]);
    expect(summary.unusableLines).toEqual([
      { line: 5, text: 'not a domain', reason: expect.stringMatching(/white space/) },
    ]);
    expect(summary.duplicateLines).toEqual([
      { line: 4, url: 'https://tracked.example/', firstLine: 3 },
    ]);

    const md = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(md).toMatch(/\| 1 \| https:\/\/tracked\.example\/ \| \d+ \| high \|/);
    expect(md).toMatch(
      /## Failures[\s\S]*https:\/\/broken\.example\/ \| 6 \| The main document answered with HTTP 500\. \| http_error/,
    );
    expect(md).toMatch(/## Unusable lines[\s\S]*\| 5 \| not a domain \| contains white space/);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(/tracked\.example/);

    expect(events.map((event) => event.type).filter((type) => type === 'scan-done')).toHaveLength(
      4,
    );
    expect(events[0]).toMatchObject({
      type: 'start',
      total: 4,
      alreadyDone: 0,
      toScan: 4,
      concurrency: 2,
    });
    expect(events.at(-1)).toEqual({ type: 'end', scanned: 4, interrupted: false });
  });

  it('escapes spreadsheet formulas in every CSV cell (site-controlled cookie names included)', async () => {
    const dir = newDir();
    await runBatch(options(dir));
    const names = readCsv(dir, 'pre-consent.csv')
      .rows.filter((row) => row.domain === 'formula.example')
      .map((row) => row.name)
      .sort();
    expect(names).toEqual([
      `'+SUM(1)`,
      `'-2`,
      `'=HYPERLINK("https://evil.example","x")`,
      `'@cmd`,
      'plain',
    ]);
    const raw = readFileSync(join(dir, 'pre-consent.csv'), 'utf8');
    expect(raw).not.toMatch(/(^|,)[=+@-]/m);
  });

  it('resumes: skips committed pages, drops a truncated line and orphan records, rebuilds the CSVs — each site exactly once', async () => {
    const dir = newDir();
    await runBatch(options(dir));
    const before = readScans(dir);
    // A crash: half a scans.jsonl line, a pre-consent line whose scan never committed, lost CSV rows, an orphan evidence folder.
    const victim = before.find((scan) => scan.url === 'https://formula.example/')!;
    const lines = readLines(dir, 'scans.jsonl').filter((line) => !line.includes(victim.scanId));
    const victimLine = readLines(dir, 'scans.jsonl').find((line) => line.includes(victim.scanId))!;
    writeFileSync(join(dir, 'scans.jsonl'), `${lines.join('\n')}\n${victimLine.slice(0, 200)}`);
    appendFileSync(
      join(dir, 'pre-consent.jsonl'),
      `${JSON.stringify({ ...readTables(dir)[0]!, scanId: '00000000-0000-4000-8000-000000000000' })}\n`,
    );
    writeFileSync(
      join(dir, 'findings.csv'),
      readFileSync(join(dir, 'findings.csv'), 'utf8').split('\n').slice(0, 2).join('\n') + '\n',
    );
    mkdirSync(join(dir, 'evidence', 'ghost.example-00000000'), { recursive: true });

    const calls: string[] = [];
    const events: BatchEvent[] = [];
    const list = parseBatchList(`${LIST}\nnew-site.example\n`, 'list.txt');
    const result = await runBatch(
      options(dir, {
        list,
        scanner: fakeScanner(SITES, calls),
        onEvent: (event) => events.push(event),
      }),
    );
    expect(calls.sort()).toEqual(['https://formula.example/', 'https://new-site.example/']);
    const start = events[0] as Extract<BatchEvent, { type: 'start' }>;
    expect(start).toMatchObject({ total: 5, alreadyDone: 3, toScan: 2 });
    expect(start.repairs.join('\n')).toMatch(/unterminated last line/);
    // the orphan line, and the pre-consent line of the scan whose scans.jsonl line was cut
    expect(start.repairs.join('\n')).toMatch(/pre-consent\.jsonl: dropped 2 line/);
    expect(start.repairs.join('\n')).toMatch(/ghost\.example-00000000: removed/);
    expect(existsSync(join(dir, 'evidence', 'ghost.example-00000000'))).toBe(false);

    const { scans } = expectConsistent(dir);
    expect(scans.map((scan) => scan.url).sort()).toEqual(
      [...Object.keys(SITES), 'https://new-site.example/'].sort(),
    );
    // what was committed before the crash is kept as it was
    for (const scan of before.filter((s) => s.scanId !== victim.scanId))
      expect(scans.find((s) => s.url === scan.url)!.scanId).toBe(scan.scanId);
    expect(result.summary.totals).toMatchObject({ targets: 5, scanned: 5, pending: 0 });
    expect(
      result.summary.sites.find((site) => site.url === 'https://tracked.example/'),
    ).toMatchObject({ line: 3, preConsent: { trackerCount: 1 } });

    // a third run has nothing to do
    const again: string[] = [];
    const third = await runBatch(options(dir, { list, scanner: fakeScanner(SITES, again) }));
    expect(again).toEqual([]);
    expect(third.scannedNow).toBe(0);
    expectConsistent(dir);
  });

  it('retries a scan that throws once, records one that throws twice as failed (no query string in the reason)', async () => {
    const dir = newDir();
    const attempts = new Map<string, number>();
    const scanner: Scanner = async (_pool, url) => {
      const n = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, n);
      if (url.includes('flaky') && n === 1)
        throw new Error('Target page, context or browser has been closed');
      if (url.includes('doomed'))
        throw new Error(`page.goto: net::ERR_ABORTED at ${url}\n    at stack`);
      return fakeOutcome(url);
    };
    const events: BatchEvent[] = [];
    const result = await runBatch(
      options(dir, {
        list: parseBatchList('flaky.example\nhttps://doomed.example/path?token=secret\n'),
        scanner,
        onEvent: (e) => events.push(e),
      }),
    );
    expect(attempts.get('https://flaky.example/')).toBe(2);
    expect(attempts.get('https://doomed.example/path?token=secret')).toBe(2);
    // events carry the page URL: no query string in logs
    expect(
      events
        .filter((e) => e.type === 'scan-retry')
        .map((e) => (e as { url: string }).url)
        .sort(),
    ).toEqual(['https://doomed.example/path', 'https://flaky.example/']);
    const doomed = result.summary.failures[0]!;
    expect(doomed).toMatchObject({ url: 'https://doomed.example/path', code: 'internal_error' });
    expect(doomed.summary).toBe(
      'The scan failed twice: page.goto: net::ERR_ABORTED at https://doomed.example/path',
    );
    for (const name of ['scans.jsonl', 'findings.csv', 'summary.json', 'summary.md'])
      expect(readFileSync(join(dir, name), 'utf8')).not.toMatch(/secret/);
    expect(result.summary.sites.find((site) => site.url === 'https://flaky.example/')!.status).toBe(
      'completed',
    );
    expectConsistent(dir);
  });

  it('re-runs a scan that failed because its browser died (browser_unavailable), once', async () => {
    const dir = newDir();
    const attempts = new Map<string, number>();
    const scanner: Scanner = async (_pool, url) => {
      const n = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, n);
      if ((url.includes('crashy') && n === 1) || url.includes('dead')) {
        const outcome = fakeOutcome(url, { failed: true });
        outcome.bundle.scan.failure = {
          code: 'browser_unavailable',
          summary:
            'No arm could run (before_consent: Target page, context or browser has been closed).',
        };
        return outcome;
      }
      return fakeOutcome(url);
    };
    const result = await runBatch(
      options(dir, { list: parseBatchList('crashy.example\ndead.example\n'), scanner }),
    );
    expect(Object.fromEntries(attempts)).toEqual({
      'https://crashy.example/': 2,
      'https://dead.example/': 2,
    });
    expect(result.summary.sites.map((site) => [site.domain, site.status])).toEqual([
      ['crashy.example', 'completed'],
      ['dead.example', 'failed'],
    ]);
    expect(result.summary.failures[0]).toMatchObject({
      code: 'browser_unavailable',
      summary: expect.stringMatching(/No arm could run/),
    });
  }, 10_000);

  it('re-runs a scan whose arms report the browser closed under them, even when it looks completed', async () => {
    const dir = newDir();
    let calls = 0;
    const scanner: Scanner = async (_pool, url) => {
      const outcome = fakeOutcome(url);
      if (++calls === 1) {
        outcome.observations[0]!.errors.push({
          stage: 'collector',
          code: 'cookie_jar_unavailable',
          message: 'Error: browserContext.cookies: Target page, context or browser has been closed',
        });
      }
      return outcome;
    };
    const events: BatchEvent[] = [];
    await runBatch(
      options(dir, {
        list: parseBatchList('cut-short.example\n'),
        scanner,
        onEvent: (e) => events.push(e),
      }),
    );
    expect(calls).toBe(2);
    expect(events.find((e) => e.type === 'scan-retry')).toMatchObject({
      reason:
        'the browser closed during the before_consent arm (collector: cookie_jar_unavailable)',
    });
    expect(readScans(dir)).toHaveLength(1);
  }, 10_000);

  it('a scan attempt that never settles is abandoned by the watchdog and retried', async () => {
    const dir = newDir();
    let calls = 0;
    const scanner: Scanner = async (_pool, url) => {
      if (++calls === 1) await new Promise(() => undefined);
      return fakeOutcome(url);
    };
    const events: BatchEvent[] = [];
    const result = await runBatch(
      options(dir, {
        list: parseBatchList('stuck.example\n'),
        scanner,
        scanTimeoutMs: 100,
        onEvent: (e) => events.push(e),
      }),
    );
    expect(events.find((e) => e.type === 'scan-retry')).toMatchObject({
      reason: 'the scan did not finish within 0.1 s (watchdog)',
    });
    expect(result.summary.sites.map((site) => site.status)).toEqual(['completed']);
  });

  it('a schema violation stops the batch loudly, naming the scan and the path, and writes nothing invalid', async () => {
    const dir = newDir();
    const scanner: Scanner = async (_pool, url) => {
      const outcome = fakeOutcome(url);
      if (url.includes('bad')) (outcome.bundle.scan as { score: unknown }).score = 'high';
      return outcome;
    };
    await expect(
      runBatch(options(dir, { list: parseBatchList('bad.example\n'), scanner })),
    ).rejects.toThrow(/Invalid scan \(scan [0-9a-f-]{36}\): \/score must be/);
    expect(readFileSync(join(dir, 'scans.jsonl'), 'utf8')).toBe('');
  });

  it('never runs more scans at once than --concurrency, and uses all of it', async () => {
    let inFlight = 0;
    let peak = 0;
    const scanner: Scanner = async (_pool, url) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return fakeOutcome(url);
    };
    const list = parseBatchList(
      Array.from({ length: 12 }, (_, i) => `site-${i}.example`).join('\n'),
    );
    await runBatch(options(newDir(), { list, scanner, concurrency: 3 }));
    expect(peak).toBe(3);
  });

  it('without --concurrency, scans beyond the first are admitted while the CPU has room (said in the start event); a number given is taken as given', async () => {
    const events: BatchEvent[] = [];
    const list = parseBatchList('a.example\nb.example');
    const result = await runBatch(
      options(newDir(), { list, concurrency: undefined, onEvent: (e) => events.push(e) }),
    );
    expect(result.scannedNow).toBe(2);
    expect(events[0]).toMatchObject({ type: 'start', admission: 'cpu' });
    const given: BatchEvent[] = [];
    await runBatch(options(newDir(), { list, onEvent: (e) => given.push(e) }));
    expect(given[0]).not.toHaveProperty('admission');
  });

  it('stop: no new scans after the signal, the in-flight ones are written, the summary lists what is pending', async () => {
    const dir = newDir();
    const stop = new AbortController();
    const list = parseBatchList(
      Array.from({ length: 8 }, (_, i) => `site-${i}.example`).join('\n'),
    );
    const events: BatchEvent[] = [];
    const result = await runBatch(
      options(dir, {
        list,
        concurrency: 2,
        stop: stop.signal,
        onEvent: (event) => {
          events.push(event);
          if (event.type === 'scan-done') stop.abort();
        },
      }),
    );
    expect(result.interrupted).toBe(true);
    expect(events.filter((e) => e.type === 'stopping')).toEqual([
      { type: 'stopping', inFlight: 1, abandon: false },
    ]);
    expect(result.summary.status).toBe('interrupted');
    expect(result.summary.totals.scanned).toBe(2);
    expect(result.summary.pendingUrls).toHaveLength(6);
    expectConsistent(dir);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(
      /interrupted[\s\S]*## Not scanned yet \(6\)/,
    );
  });

  it('abandon: scans in flight are dropped (scanned again next time), the files stay valid', async () => {
    const dir = newDir();
    const stop = new AbortController();
    const abandon = new AbortController();
    const scanner: Scanner = async (_pool, url) => {
      if (url.includes('hang')) await new Promise(() => undefined);
      return fakeOutcome(url);
    };
    const list = parseBatchList('quick.example\nhang.example\nlater.example\n');
    const result = await runBatch(
      options(dir, {
        list,
        scanner,
        concurrency: 2,
        stop: stop.signal,
        abandon: abandon.signal,
        onEvent: (event) => {
          if (event.type === 'scan-done') {
            stop.abort();
            setTimeout(() => abandon.abort(), 20);
          }
        },
      }),
    );
    expect(result.interrupted).toBe(true);
    expect(readScans(dir).map((scan) => scan.url)).toEqual(['https://quick.example/']);
    expect(result.summary.pendingUrls.sort()).toEqual([
      'https://hang.example/',
      'https://later.example/',
    ]);
    expectConsistent(dir);
  });

  it('refuses an output directory it cannot write', async () => {
    const file = join(newDir(), 'a-file');
    writeFileSync(file, '');
    await expect(runBatch(options(join(file, 'out')))).rejects.toThrow(
      /cannot write to .*a-file\/out/,
    );
  });
});
