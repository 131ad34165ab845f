/**
 * Shared set-up of the batch tests: scan outcomes judged from hand-built observations (no browser),
 * a stand-in browser pool, a small RFC 4180 reader for the CSV files, and readers of the output files.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserPool } from '../../src/observe/browser-pool.ts';
import { parseCsvRecords } from '../../src/pipeline/batch-input.ts';
import { judgeObservations } from '../../src/pipeline/judge.ts';
import { DEFAULT_ARMS } from '../../src/pipeline/observe-scan.ts';
import type { Scanner } from '../../src/pipeline/batch.ts';
import type { ScanOptions, ScanOutcome } from '../../src/pipeline/scan.ts';
import { projectFailedScanBundle } from '../../src/projection/bundle.ts';
import type { PreConsentTable, Scan } from '../../src/model/index.ts';
import {
  buildObservations,
  cookie,
  request,
  type ObservationPatch,
} from '../findings/observation-builder.ts';

export interface FakeSite {
  trackers?: boolean;
  cookies?: string[];
  failed?: boolean;
}

/** What scanUrl would return for `url`, judged from built observations (a failed page: HTTP 500). */
export function fakeOutcome(
  url: string,
  site: FakeSite = {},
  options: Pick<ScanOptions, 'scanId' | 'baseUrl'> = {},
): ScanOutcome {
  const scanId = options.scanId ?? randomUUID();
  const baseUrl = options.baseUrl ? { baseUrl: options.baseUrl } : {};
  if (site.failed) {
    const bundle = projectFailedScanBundle({
      scanId,
      url,
      scanFrom: 'eu_ie',
      ...baseUrl,
      failure: {
        code: 'http_error',
        summary: 'The main document answered with HTTP 500.',
        httpStatus: 500,
      },
    });
    return { bundle, observations: [], screenshots: [], attempts: 1 };
  }
  const host = new URL(url).hostname;
  const page: ObservationPatch = { url, finalUrl: url, redirectChain: [host] };
  const documentRequest = request(host, { path: '/', resourceType: 'document', tMs: 0 });
  const observations = buildObservations({
    before_consent: {
      ...page,
      requests: [
        documentRequest,
        ...(site.trackers
          ? [request('connect.facebook.net', { path: '/en_US/fbevents.js', tMs: 380 })]
          : []),
      ],
      cookies: (site.cookies ?? []).map((name) => cookie(name, host)),
    },
    after_reject: page,
    after_accept: page,
    gpc_on: page,
  });
  const bundle = judgeObservations(observations, {
    scanId,
    ...baseUrl,
    expectedArms: DEFAULT_ARMS,
  });
  return { bundle, observations, screenshots: [], attempts: 1 };
}

/** A site's kind by its URL, the same in every process: some track before consent, some set cookies, every 17th fails. */
export function fakeSiteOf(url: string): FakeSite {
  const n = [...url].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 0);
  return { trackers: n % 3 === 0, cookies: n % 2 === 0 ? ['_ga'] : [], failed: n % 17 === 0 };
}

/** A Scanner (batch, ScanWorkers) that answers each URL as fakeSiteOf says after `delayMs`: the queue is under test, not the browser. */
export function fakeScanner(delayMs: number): Scanner {
  return async (_pool, url, options) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return fakeOutcome(url, fakeSiteOf(url), options);
  };
}

/** A pool that never starts a browser (the fake scanners do not use it). */
export const noBrowserPool = {
  use: async <T>(fn: (launch: never) => Promise<T>) => fn(undefined as never),
  close: async () => undefined,
  currentPid: () => undefined,
} as unknown as BrowserPool;

export const readLines = (dir: string, name: string): string[] =>
  readFileSync(join(dir, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');

export const readScans = (dir: string): Scan[] =>
  readLines(dir, 'scans.jsonl').map((line) => JSON.parse(line) as Scan);
export const readTables = (dir: string): PreConsentTable[] =>
  readLines(dir, 'pre-consent.jsonl').map((line) => JSON.parse(line) as PreConsentTable);

/** A CSV file as header + rows of strings (the file must end with a newline). */
export function readCsv(
  dir: string,
  name: string,
): { header: string[]; rows: Record<string, string>[] } {
  const text = readFileSync(join(dir, name), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  const [head, ...records] = parseCsvRecords(text).map((record) => record.cells);
  const header = head ?? [];
  return {
    header,
    rows: records.map((cells) =>
      Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])),
    ),
  };
}

/** How a spreadsheet-safe CSV cell must look for a value: formula starters (= + - @ tab CR) get an apostrophe. */
export function expectedCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
}
