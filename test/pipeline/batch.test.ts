// Browser tier: runBatch scans the fixture web in Chromium, including a browser restart mid-batch
/** The batch end to end: real Chromium, the fixture web, the real scan pipeline. */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserPool } from '../../src/observe/browser-pool.ts';
import {
  FINDINGS_CSV_COLUMNS,
  findingsCsvRowsOf,
  preConsentCsvRows,
  PRE_CONSENT_CSV_COLUMNS,
} from '../../src/projection/batch-csv.ts';
import type { BatchEvent } from '../../src/pipeline/batch-events.ts';
import { parseBatchList } from '../../src/pipeline/batch-input.ts';
import { runBatch, type BatchResult } from '../../src/pipeline/batch.ts';
import type { BatchSummary } from '../../src/projection/batch-summary.ts';
import { validate } from '../../src/projection/validate.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { expectedCell, readCsv, readLines } from './batch-helpers.ts';

let web: FixtureWeb;
beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
});
afterAll(() => web?.stop());

const LIST = [
  '# batch end-to-end list', // 1
  'clean-shop.example', // 2
  'https://tracker-blog.example/', // 3
  'tracker-blog.example', // 4  duplicate: bare domain of line 3
  'CLEAN-SHOP.example.', // 5  duplicate: case and trailing dot
  'no such thing', // 6  unusable
  'server-error.example', // 7  fails: HTTP 500
  'slow-page.example', // 8  slow: 2.5 s document, late tag
].join('\n');

describe('consentry batch on the fixture web', () => {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-batch-e2e-'));
  let result: BatchResult;
  const events: BatchEvent[] = [];

  beforeAll(async () => {
    result = await runBatch({
      list: parseBatchList(LIST, 'e2e.txt'),
      source: 'e2e.txt',
      outDir: dir,
      concurrency: 4,
      browser: { mapHosts: web.mapHostsRule, ignoreTlsErrors: true },
      evidence: true,
      onEvent: (event) => events.push(event),
    });
  }, 180_000);

  it('scans each page once, in spite of duplicates, and reports the bad and duplicate lines with their numbers', () => {
    const scans = readLines(dir, 'scans.jsonl').map((line) => JSON.parse(line));
    expect(scans.map((scan: { url: string }) => scan.url).sort()).toEqual([
      'https://clean-shop.example/',
      'https://server-error.example/',
      'https://slow-page.example/',
      'https://tracker-blog.example/',
    ]);
    expect(result.summary.unusableLines).toEqual([
      {
        line: 6,
        text: 'no such thing',
        reason: 'contains white space (one domain or URL per line)',
      },
    ]);
    expect(result.summary.duplicateLines).toEqual([
      { line: 4, url: 'https://tracker-blog.example/', firstLine: 3 },
      { line: 5, url: 'https://clean-shop.example/', firstLine: 2 },
    ]);
  });

  it('every JSONL line validates against its schema', () => {
    const scans = readLines(dir, 'scans.jsonl').map((line) => JSON.parse(line));
    for (const scan of scans) expect(validate('scan', scan)).toEqual({ ok: true });
    const tables = readLines(dir, 'pre-consent.jsonl').map((line) => JSON.parse(line));
    for (const table of tables) expect(validate('pre-consent-table', table)).toEqual({ ok: true });
    // a failed scan has no pre-consent table
    expect(tables.map((t: { domain: string }) => t.domain).sort()).toEqual([
      'clean-shop.example',
      'slow-page.example',
      'tracker-blog.example',
    ]);
  });

  it('the CSVs parse back to the same rows as the JSONL records', () => {
    const scans = readLines(dir, 'scans.jsonl').map((line) => JSON.parse(line));
    const findings = readCsv(dir, 'findings.csv');
    expect(findings.header).toEqual([...FINDINGS_CSV_COLUMNS]);
    expect(findings.rows).toEqual(
      scans.flatMap((scan) =>
        findingsCsvRowsOf(scan).map((row) =>
          Object.fromEntries(FINDINGS_CSV_COLUMNS.map((c) => [c, expectedCell(row[c])])),
        ),
      ),
    );
    expect(
      findings.rows.some(
        (row) =>
          row.domain === 'tracker-blog.example' &&
          row.findingId === 'pre_consent_tracking' &&
          /Meta/.test(row.vendors!),
      ),
    ).toBe(true);

    const tables = readLines(dir, 'pre-consent.jsonl').map((line) => JSON.parse(line));
    const urlOf = new Map(
      scans.map((scan: { scanId: string; url: string }) => [scan.scanId, scan.url]),
    );
    const preConsent = readCsv(dir, 'pre-consent.csv');
    expect(preConsent.header).toEqual([...PRE_CONSENT_CSV_COLUMNS]);
    expect(preConsent.rows).toEqual(
      tables.flatMap((table) =>
        preConsentCsvRows(urlOf.get(table.scanId)!, table).map((row) =>
          Object.fromEntries(PRE_CONSENT_CSV_COLUMNS.map((c) => [c, expectedCell(row[c])])),
        ),
      ),
    );
    expect(
      preConsent.rows.some(
        (row) =>
          row.domain === 'tracker-blog.example' &&
          row.kind === 'tracker' &&
          row.host === 'connect.facebook.net',
      ),
    ).toBe(true);
  });

  it('lists the failing site with its reason; the slow site completes', () => {
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as BatchSummary;
    expect(summary.failures).toEqual([
      {
        domain: 'server-error.example',
        url: 'https://server-error.example/',
        scanId: expect.any(String),
        line: 7,
        code: 'http_error',
        summary: expect.stringMatching(/HTTP 500/),
      },
    ]);
    expect(summary.totals).toMatchObject({ targets: 4, scanned: 4, failed: 1, pending: 0 });
    const slow = summary.sites.find((site) => site.domain === 'slow-page.example')!;
    expect(slow.status).not.toBe('failed');
    expect(slow.preConsent?.vendors).toContain('Google Analytics');
    // worst first: the tracker blog leads, the failed scan comes last
    expect(summary.sites[0]!.domain).toBe('tracker-blog.example');
    expect(summary.sites.at(-1)!.domain).toBe('server-error.example');
    const md = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(md).toMatch(/## Failures[\s\S]*server-error\.example\/ \| 7 \| .*HTTP 500/);
    expect(md).toMatch(/## Unusable lines[\s\S]*\| 6 \| no such thing \|/);
  });

  it('writes the HTML report and, with --evidence, one folder per scan with its resources and screenshots', () => {
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toMatch(/<!doctype html>/i);
    for (const domain of [
      'tracker-blog.example',
      'clean-shop.example',
      'server-error.example',
      'slow-page.example',
    ])
      expect(html).toContain(domain);
    const folders = readdirSync(join(dir, 'evidence')).sort();
    expect(folders).toHaveLength(4);
    const tracker = folders.find((folder) => folder.startsWith('tracker-blog.example-'))!;
    expect(readdirSync(join(dir, 'evidence', tracker))).toEqual(
      expect.arrayContaining([
        'scan.json',
        'findings.json',
        'pre-consent-cookies-trackers.json',
        'screenshots',
      ]),
    );
    expect(
      result.summary.sites.find((site) => site.domain === 'tracker-blog.example')!.evidenceDir,
    ).toBe(`evidence/${tracker}`);
  });

  it('reports progress events in order', () => {
    expect(events[0]).toMatchObject({ type: 'start', total: 4, toScan: 4, concurrency: 4 });
    expect(events.filter((event) => event.type === 'scan-done')).toHaveLength(4);
    expect(events.at(-1)).toEqual({ type: 'end', scanned: 4, interrupted: false });
  });
});

describe('browser death mid-batch', () => {
  it('restarts Chromium and loses none of the scans in flight', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consentry-batch-kill-'));
    const hosts = ['cmp-vanilla.example', 'ignores-choice.example', 'clean-shop.example'];
    const pool = new BrowserPool({
      mapHosts: web.mapHostsRule,
      ignoreTlsErrors: true,
      maxScansPerBrowser: 1000,
    });
    web.clearLog();
    // Kill Chromium once every arm of the three scans has loaded its page: all ten are mid-observation
    // (the two banner sites run four arms; clean-shop has nothing to click and runs two).
    const armsOf: Record<string, number> = {
      'cmp-vanilla.example': 4,
      'ignores-choice.example': 4,
      'clean-shop.example': 2,
    };
    let killed: number | undefined;
    const trigger = setInterval(() => {
      if (
        killed !== undefined ||
        !hosts.every(
          (host) => web.requestsTo(host).filter((r) => r.path === '/').length >= armsOf[host]!,
        )
      )
        return;
      killed = pool.currentPid();
      if (killed) process.kill(killed, 'SIGKILL');
    }, 20);
    try {
      const result = await runBatch({
        list: parseBatchList(hosts.join('\n')),
        source: 'kill.txt',
        outDir: dir,
        concurrency: 3,
        pool,
        scanTimeoutMs: 60_000,
      });
      expect(killed).toBeGreaterThan(0);
      expect(pool.launches).toBe(2);
      expect(result.summary.totals).toMatchObject({ scanned: 3, failed: 0 });
      for (const site of result.summary.sites) expect(site.status).toBe('completed');
      expect(
        result.summary.sites.find((site) => site.domain === 'ignores-choice.example')!.findingIds,
      ).toContain('pre_consent_tracking');
      expect(readLines(dir, 'scans.jsonl')).toHaveLength(3);
    } finally {
      clearInterval(trigger);
      await pool.close();
    }
  }, 240_000);
});
