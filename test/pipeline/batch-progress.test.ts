import { describe, expect, it } from 'vitest';
import { BatchProgress, formatDuration } from '../../src/pipeline/batch-progress.ts';
import type { BatchSiteSummary } from '../../src/projection/batch-summary.ts';

const site = (status: BatchSiteSummary['status'], summary?: string): BatchSiteSummary => ({
  domain: 'a.example',
  url: 'https://a.example/',
  scanId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  line: 1,
  status,
  score: status === 'failed' ? null : 80,
  riskLevel: status === 'failed' ? null : 'review_recommended',
  coverageStatus: null,
  findingCount: 0,
  findings: { high: 0, medium: 0, low: 0, info: 0 },
  findingIds: [],
  preConsent: null,
  failure: summary ? { code: 'http_error', summary } : null,
  completedAt: null,
});

function recorder(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, columns: 200, write: (text: string) => chunks.push(text) } };
}

describe('BatchProgress', () => {
  it('not a TTY: plain lines every N scans (and at the end), failures and retries on their own lines', () => {
    let now = 0;
    const { chunks, stream } = recorder(false);
    const progress = new BatchProgress(stream, {
      everyScans: 2,
      everySeconds: 1000,
      now: () => now,
    });
    progress.onEvent({
      type: 'start',
      total: 4,
      alreadyDone: 0,
      toScan: 4,
      concurrency: 2,
      outDir: 'out',
      repairs: [],
    });
    for (let i = 0; i < 4; i++) {
      progress.onEvent({ type: 'scan-start', url: 'https://a.example/', line: 1 });
      if (i === 1)
        progress.onEvent({
          type: 'scan-retry',
          url: 'https://a.example/',
          line: 1,
          reason: 'browser closed',
        });
      now += 30_000;
      progress.onEvent({
        type: 'scan-done',
        url: 'https://a.example/',
        line: 1,
        site: site(i === 2 ? 'failed' : 'completed', i === 2 ? 'HTTP 500' : undefined),
        seconds: 30,
      });
    }
    progress.onEvent({ type: 'end', scanned: 4, interrupted: false });
    const text = chunks.join('');
    expect(text).not.toMatch(/\r|\x1b/);
    expect(text.split('\n').filter(Boolean)).toEqual([
      'consentry batch: 4 to scan, concurrency 2, output out',
      'progress [0/4] 0% · 0 failed · 0 in flight · 0.0 scans/min · ETA –',
      'retrying https://a.example/ (line 1): browser closed',
      'progress [2/4] 50% · 0 failed · 0 in flight · 2.0 scans/min · ETA 1m 00s',
      'failed https://a.example/ (line 1): HTTP 500',
      'progress [4/4] 100% · 1 failed · 0 in flight · 2.0 scans/min · ETA 0s',
      'done [4/4] 100% · 1 failed · 0 in flight · 2.0 scans/min · ETA 0s',
    ]);
  });

  it('not a TTY: also a line after everySeconds when scans are slow', () => {
    let now = 0;
    const { chunks, stream } = recorder(false);
    const progress = new BatchProgress(stream, {
      everyScans: 100,
      everySeconds: 10,
      now: () => now,
    });
    progress.onEvent({
      type: 'start',
      total: 300,
      alreadyDone: 100,
      toScan: 200,
      concurrency: 4,
      outDir: 'out',
      repairs: ['scans.jsonl: dropped an unterminated last line'],
    });
    progress.onEvent({ type: 'scan-start', url: 'https://a.example/', line: 1 });
    now = 11_000;
    progress.onEvent({
      type: 'scan-done',
      url: 'https://a.example/',
      line: 1,
      site: site('completed'),
      seconds: 11,
    });
    const lines = chunks.join('').split('\n').filter(Boolean);
    expect(lines[0]).toBe('recovered: scans.jsonl: dropped an unterminated last line');
    expect(lines[1]).toMatch(/200 to scan, 100 already in out \(resumed\)/);
    expect(lines.at(-1)).toMatch(
      /^progress \[101\/300\] 33% · 0 failed · 0 in flight · 5\.5 scans\/min · ETA 36m 29s$/,
    );
  });

  it('a TTY: one line redrawn in place; messages above it; cleared at the end', () => {
    let now = 0;
    const { chunks, stream } = recorder(true);
    const progress = new BatchProgress(stream, { now: () => now });
    progress.onEvent({
      type: 'start',
      total: 2,
      alreadyDone: 0,
      toScan: 2,
      concurrency: 1,
      outDir: 'out',
      repairs: [],
    });
    progress.onEvent({ type: 'scan-start', url: 'https://a.example/', line: 1 });
    now = 6000;
    progress.onEvent({
      type: 'scan-done',
      url: 'https://a.example/',
      line: 1,
      site: site('failed', 'HTTP 500'),
      seconds: 6,
    });
    progress.onEvent({ type: 'stopping', inFlight: 0, abandon: false });
    progress.onEvent({ type: 'end', scanned: 1, interrupted: true });
    const text = chunks.join('');
    expect(text).toContain('\r\x1b[2K[1/2] 50% · 1 failed · 0 in flight · 10.0 scans/min · ETA 6s');
    expect(text).toContain('\r\x1b[2Kfailed https://a.example/ (line 1): HTTP 500\n');
    expect(text).toMatch(/stopping: no new scans/);
    expect(
      text.endsWith(
        '\r\x1b[2Kinterrupted [1/2] 50% · 1 failed · 0 in flight · 10.0 scans/min · ETA 6s\n',
      ),
    ).toBe(true);
  });

  it.each([
    [0, '0s'],
    [59.4, '59s'],
    [61, '1m 01s'],
    [3600 * 2 + 60 * 5, '2h 05m'],
    [Number.POSITIVE_INFINITY, '–'],
  ])('formatDuration(%d) = %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
