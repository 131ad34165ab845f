import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeObservations, validate, type Observation } from '../../src/index.ts';
import { summarizeBatch, summarizeSite } from '../../src/projection/batch-summary.ts';

function judged(site: string) {
  const saved = JSON.parse(
    readFileSync(new URL(`../golden/${site}.observations.json`, import.meta.url), 'utf8'),
  ) as { scanId: string; observations: Observation[] };
  return judgeObservations(saved.observations, { scanId: saved.scanId });
}

function summaryOf(interrupted: boolean) {
  const blog = judged('tracker-blog');
  const clean = judged('cmp-vanilla');
  return summarizeBatch({
    source: 'sites.txt',
    sites: [
      summarizeSite(clean.scan, clean.preConsentTable, 1),
      summarizeSite(blog.scan, blog.preConsentTable, 3),
    ],
    targetCount: interrupted ? 3 : 2,
    pendingUrls: interrupted ? ['https://later.example/'] : [],
    unusableLines: [
      { line: 2, text: 'ftp://nope', reason: 'only http and https URLs can be scanned' },
    ],
    duplicateLines: [{ line: 4, url: 'https://tracker-blog.example/', firstLine: 3 }],
    interrupted,
    generatedAt: '2026-11-22T08:00:00.000Z',
  });
}

describe('summary.json against schemas/batch-summary.schema.json', () => {
  it('a complete and an interrupted summary of real judged scans validate, worst site first', () => {
    for (const interrupted of [false, true]) {
      const summary = summaryOf(interrupted);
      expect(validate('batch-summary', summary)).toEqual({ ok: true });
      expect(summary.status).toBe(interrupted ? 'interrupted' : 'complete');
      expect(summary.sites.map((site) => [site.domain, site.score])).toEqual([
        ['tracker-blog.example', 38],
        ['cmp-vanilla.example', 100],
      ]);
      expect(summary.sites[0]?.preConsent?.vendors).toContain('Meta');
    }
  });

  it('rejects a summary with an unknown field, a negative count or a line 0', () => {
    const summary = summaryOf(false);
    expect(validate('batch-summary', { ...summary, cookieValues: ['x'] }).ok).toBe(false);
    expect(
      validate('batch-summary', { ...summary, totals: { ...summary.totals, failed: -1 } }).ok,
    ).toBe(false);
    expect(
      validate('batch-summary', { ...summary, unusableLines: [{ line: 0, text: '', reason: 'x' }] })
        .ok,
    ).toBe(false);
  });
});
