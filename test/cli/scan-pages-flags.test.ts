import { describe, expect, it } from 'vitest';
import { readPages, readScanFlags } from '../../src/cli/scan-flags.ts';
import { renderScanSummary } from '../../src/cli/summary.ts';
import { UsageError } from '../../src/cli/usage-error.ts';
import {
  DEFAULT_CRAWL_PAGES,
  DEFAULT_LIST_CRAWL_PAGES,
  MAX_CRAWL_PAGES,
} from '../../src/internal.ts';
import { buildObservations, form } from '../findings/observation-builder.ts';
import { judgeObservations } from '../projection/helpers.ts';

describe('--pages and --ignore-robots', () => {
  it('default to the crawl default and honouring robots.txt; take 0 to turn the crawl off', () => {
    expect(readScanFlags({})).toMatchObject({ pages: DEFAULT_CRAWL_PAGES, ignoreRobots: false });
    // A list's default (batch): the starting pages only.
    expect(readScanFlags({}, {}, DEFAULT_LIST_CRAWL_PAGES).pages).toBe(0);
    expect(readScanFlags({ pages: '2' }, {}, DEFAULT_LIST_CRAWL_PAGES).pages).toBe(2);
    expect(readScanFlags({ pages: '0', 'ignore-robots': true })).toMatchObject({
      pages: 0,
      ignoreRobots: true,
    });
    expect(readPages(String(MAX_CRAWL_PAGES))).toBe(MAX_CRAWL_PAGES);
  });

  it('refuse anything but a whole number from 0 to the maximum, naming the flag', () => {
    for (const bad of ['-1', '2.5', 'four', '', String(MAX_CRAWL_PAGES + 1)]) {
      expect(() => readPages(bad)).toThrow(UsageError);
      expect(() => readPages(bad)).toThrow(
        `--pages must be a whole number from 0 to ${MAX_CRAWL_PAGES}`,
      );
    }
  });
});

describe('the scan summary names pages', () => {
  it('says how the crawl went and where each finding was seen', () => {
    const observations = buildObservations({
      before_consent: {
        pageViews: [
          { path: '/', role: 'starting_page', startedMs: 0, status: 200, outcome: 'observed' },
          {
            path: '/contact',
            role: 'crawled_page',
            via: 'form_page',
            startedMs: 5000,
            status: 200,
            outcome: 'observed',
          },
        ],
        crawl: { requestedPages: 1, robotsTxt: 'ignored', skipped: [] },
        forms: [
          form({
            actionHost: 'forms.hubspot.com',
            party: 'third_party',
            phase: 'before_consent',
            pageView: 1,
          }),
        ],
      },
    });
    const { bundle } = judgeObservations(observations);
    const text = renderScanSummary(bundle.scan, bundle.findings, null);
    expect(text).toContain(
      '  Pages: The crawl visited 1 of up to 1 pages (/contact); robots.txt was ignored (--ignore-robots).',
    );
    expect(text).toMatch(/third_party_form_destination[^\n]*\n[^\n]*\n {9}on page \/contact\n/);
  });
});
