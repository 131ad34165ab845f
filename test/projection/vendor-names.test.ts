import { describe, expect, it } from 'vitest';
import { judgeObservations, renderPrComment } from '../../src/internal.ts';
import { preConsentCsvRows } from '../../src/projection/batch-csv.ts';
import { toFindingsCsvRows } from '../../src/projection/csv.ts';
import { renderScanReportPage } from '../../src/projection/report-page-html.ts';
import { buildObservations, cookie, request } from '../findings/observation-builder.ts';

/**
 * A page with Microsoft's and Google's advertising before consent, through every host and cookie that
 * used to carry a second name (MUID "Microsoft" beside _uetsid "Microsoft Advertising"; AdSense and
 * DoubleClick beside Google Ads): every output names each vendor once, the same way.
 */
const bundle = judgeObservations(
  buildObservations({
    before_consent: {
      requests: [
        request('bat.bing.com', { path: '/bat.js', tMs: 300 }),
        request('bat.bing.com', { path: '/action/0', resourceType: 'image', tMs: 420 }),
        request('pagead2.googlesyndication.com', { path: '/pagead/js/adsbygoogle.js', tMs: 310 }),
        request('googleads.g.doubleclick.net', { path: '/pagead/id', tMs: 450 }),
        request('www.googleadservices.com', { path: '/pagead/conversion_async.js', tMs: 460 }),
      ],
      cookies: [
        cookie('MUID', 'bing.com', { setBy: 'http' }),
        cookie('MR', 'bing.com', { setBy: 'http' }),
        cookie('_uetsid'),
        cookie('_uetvid'),
        cookie('IDE', 'doubleclick.net', { setBy: 'http' }),
        cookie('__gads'),
        cookie('_gcl_au'),
      ],
    },
  }),
  { scanId: '3c9d1e7a-2b4f-4a6c-8d0e-1f2a3b4c5d6e' },
);
const VENDORS = ['Google Ads', 'Microsoft Advertising'];
const distinctSorted = (values: Iterable<string | null | undefined>) =>
  [...new Set([...values].filter((v): v is string => !!v))].sort();

describe('one vendor, one name in every output', () => {
  it('findings: examples and subjects', () => {
    const examples = bundle.findings.flatMap((finding) => finding.evidence.examples);
    expect(bundle.findings.map((f) => f.id)).toEqual(
      expect.arrayContaining(['pre_consent_tracking', 'pre_consent_nonessential_cookies']),
    );
    expect(distinctSorted(examples.map((example) => example.vendor))).toEqual(VENDORS);
  });

  it('the pre-consent table and its CSV', () => {
    const rows = bundle.preConsentTable!.rows;
    expect(rows.find((row) => row.name === 'MUID')?.vendor).toBe('Microsoft Advertising');
    expect(rows.find((row) => row.host === 'pagead2.googlesyndication.com')?.vendor).toBe(
      'Google Ads',
    );
    expect(distinctSorted(rows.map((row) => row.vendor))).toEqual(VENDORS);
    expect(
      distinctSorted(
        preConsentCsvRows(bundle.scan.url, bundle.preConsentTable!).map((row) =>
          String(row.vendor ?? ''),
        ),
      ),
    ).toEqual(VENDORS);
  });

  it('the findings CSV', () => {
    const vendors = toFindingsCsvRows(bundle.scan, bundle.findings).flatMap((row) =>
      String(row.vendors ?? '').split(/;\s*/),
    );
    expect(distinctSorted(vendors)).toEqual(VENDORS);
  });

  it('the PR comment and the HTML report', () => {
    const comment = renderPrComment({
      scans: [bundle.scan],
      preConsentTables: [bundle.preConsentTable!],
      diff: null,
      runUrl: null,
    });
    const html = renderScanReportPage({
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      images: [],
    });
    for (const text of [comment, html]) {
      expect(text).toContain('Microsoft Advertising');
      expect(text).toContain('Google Ads');
      expect(text).not.toMatch(/\bMicrosoft\b(?! Advertising)|AdSense|DoubleClick/);
    }
  });
});
