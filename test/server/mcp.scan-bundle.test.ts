/** The bounded result bundle of consentry_get_scan_bundle as a pure projection of a judged scan. */
import { describe, expect, it } from 'vitest';
import { DISCLAIMER, judgeObservations } from '../../src/index.ts';
import { BUNDLE_MAX_BYTES, projectScanBundle } from '../../server/mcp/scan-bundle.ts';
import { BASE_URL, goldenObservations } from './harness.ts';
import { buildObservations, form } from '../findings/observation-builder.ts';

const SCAN_ID = '0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60';
const golden = goldenObservations('tracker-blog');
const judged = judgeObservations(golden.observations, {
  scanId: SCAN_ID,
  baseUrl: BASE_URL,
  expectedArms: ['before_consent', 'after_reject', 'after_accept', 'gpc_on'],
});
const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('projectScanBundle', () => {
  it('carries score, risk, coverage, limitations, report URL, no quota, the disclaimer; findings most critical first', () => {
    const bundle = projectScanBundle(judged.scan, judged.findings, {
      detail: 'summary',
      maxBytes: BUNDLE_MAX_BYTES.max,
    });
    expect(bundle).toMatchObject({
      type: 'consentry_scan_bundle',
      scanId: SCAN_ID,
      score: judged.scan.score,
      riskLevel: judged.scan.riskLevel,
      coverage: { status: judged.scan.coverage!.status, summary: judged.scan.coverage!.summary },
      limitations: judged.scan.coverage!.limitations ?? [],
      limitationCount: judged.scan.coverage!.limitations?.length ?? 0,
      findingCount: judged.findings.length,
      truncated: false,
      reportUrl: `${BASE_URL}/reports/${SCAN_ID}`,
      quotaConsumed: false,
      disclaimer: DISCLAIMER,
    });
    expect(bundle.recommendedNextAction).toBeUndefined();
    const order = ['high', 'medium', 'low', 'info'];
    const ranks = bundle.findings.map((finding) => order.indexOf(finding.criticality));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(bundle.findings.every((finding) => !('evidence' in finding))).toBe(true);
    const full = projectScanBundle(judged.scan, judged.findings, {
      detail: 'findings',
      maxBytes: BUNDLE_MAX_BYTES.max,
    });
    expect(full.findings.map((finding) => finding.id)).toEqual(
      bundle.findings.map((finding) => finding.id),
    );
    expect(full.findings.every((finding) => 'evidence' in finding)).toBe(true);
  });

  it('keeps the largest prefix of findings that fits, never more than maxBytes', () => {
    const whole = projectScanBundle(judged.scan, judged.findings, {
      detail: 'findings',
      maxBytes: BUNDLE_MAX_BYTES.max,
    });
    expect(judged.findings.length).toBeGreaterThan(2);
    for (let maxBytes = BUNDLE_MAX_BYTES.min; maxBytes < size(whole); maxBytes += 257) {
      const bundle = projectScanBundle(judged.scan, judged.findings, {
        detail: 'findings',
        maxBytes,
      });
      expect(bundle.truncated).toBe(true);
      expect(size(bundle), `maxBytes ${maxBytes}`).toBeLessThanOrEqual(maxBytes);
      expect(bundle.findings).toEqual(whole.findings.slice(0, bundle.findings.length));
      // Limitations are cut (from the end) only when nothing else fits; their count stays.
      expect(bundle.limitations).toEqual(whole.limitations.slice(0, bundle.limitations.length));
      expect(bundle.limitationCount).toBe(whole.limitations.length);
      if (bundle.findings.length > 0) expect(bundle.limitations).toEqual(whole.limitations);
      // One more finding would not have fitted.
      const next = whole.findings[bundle.findings.length];
      if (next) expect(size(bundle) + size(next) + 1).toBeGreaterThan(maxBytes - 4);
      expect(bundle.recommendedNextAction!.summary).toMatch(
        new RegExp(
          `^${bundle.findings.length} of ${judged.findings.length} findings fit in maxBytes=${maxBytes}\\.`,
        ),
      );
    }
    expect(
      projectScanBundle(judged.scan, judged.findings, { detail: 'findings', maxBytes: size(whole) })
        .truncated,
    ).toBe(false);
  });

  it('a bound below the bundle without findings still answers, with no findings and the next action', () => {
    const bundle = projectScanBundle(judged.scan, judged.findings, {
      detail: 'summary',
      maxBytes: 200,
    });
    expect(bundle).toMatchObject({
      truncated: true,
      findings: [],
      findingCount: judged.findings.length,
    });
    expect(bundle.recommendedNextAction!.url).toBe(`${BASE_URL}/api/v2/scans/${SCAN_ID}/findings`);
  });

  it('names the page of each finding and says how the crawl went', () => {
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
        crawl: { requestedPages: 1, robotsTxt: 'honoured', skipped: [] },
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
    const crawled = judgeObservations(observations, { scanId: SCAN_ID, baseUrl: BASE_URL });
    const bundle = projectScanBundle(crawled.scan, crawled.findings, {
      detail: 'summary',
      maxBytes: BUNDLE_MAX_BYTES.max,
    });
    expect(bundle.crawl).toEqual({
      status: 'completed',
      summary: 'The crawl visited 1 of up to 1 pages (/contact).',
    });
    expect(
      bundle.findings.find((finding) => finding.id === 'third_party_form_destination'),
    ).toMatchObject({ pages: ['/contact'] });
    // A scan made before page views were recorded has neither.
    expect(
      projectScanBundle(judged.scan, judged.findings, {
        detail: 'summary',
        maxBytes: BUNDLE_MAX_BYTES.max,
      }),
    ).not.toHaveProperty('crawl');
  });
});
