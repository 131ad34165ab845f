// Browser tier: planted cookie values, typed input and request bodies arise only when the pages run in Chromium
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScanSummary } from '../../src/cli/summary.ts';
import {
  observationSet,
  projectReportEvidence,
  renderScanReportPage,
  scanWithFindings,
  toEvidenceCsvRow,
} from '../../src/internal.ts';
import { PLANTED_QUERY, PLANTED_SECRET_STRINGS } from '../../src/cli/demo-web/planted-secrets.ts';
import { ScanHarness } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

/** Sites that plant secret-looking cookie values, query strings, form values and request bodies. */
const SITES = [
  `https://tracker-blog.example/?${PLANTED_QUERY}`,
  `https://ignores-choice.example/?${PLANTED_QUERY}`,
  'https://keylogger-shop.example/',
  'https://health-pixel.example/conditions/hiv-testing',
];

describe('no secret leaves the observation layer', () => {
  it.each(SITES)(
    'every output of a scan of %s is free of planted values and query strings',
    async (url) => {
      const outcome = await harness.scan(url);
      const { bundle } = outcome;
      expect(bundle.scan.status).not.toBe('failed');
      const evidence = projectReportEvidence(
        {
          scanId: bundle.scan.scanId,
          scan: bundle.scan,
          observations: outcome.observations,
          artifactNames: [],
        },
        `https://consentry.example/api/v2/scans/${bundle.scan.scanId}`,
      );
      // ignores-choice shows a banner: its text (notice passages) travels into every output below.
      if (url.startsWith('https://ignores-choice.example/'))
        expect(evidence.noticePassages.length).toBeGreaterThan(0);
      const outputs = [
        JSON.stringify(scanWithFindings(bundle)),
        JSON.stringify(bundle.findingList),
        JSON.stringify(bundle.preConsentTable),
        JSON.stringify(bundle.pulse),
        JSON.stringify(bundle.pulseEvidence),
        JSON.stringify(observationSet(url, bundle.scan.scanId, [], outcome.observations)),
        stringify(bundle.findingsCsvRows, { header: true }),
        renderScanSummary(bundle.scan, bundle.findings, bundle.preConsentTable),
        JSON.stringify(evidence),
        stringify(evidence.entries.map(toEvidenceCsvRow), { header: true }),
        renderScanReportPage({
          scan: bundle.scan,
          findings: bundle.findings,
          preConsentTable: bundle.preConsentTable,
          images: [],
          noticePassages: evidence.noticePassages,
        }),
      ].join('\n');
      for (const secret of PLANTED_SECRET_STRINGS) expect(outputs).not.toContain(secret);
      // Values typed by the key-logging probe never leave it either: they are random per scan, so
      // look for their shapes (src/observe/behaviour/sentinels.ts).
      expect(outputs).not.toMatch(
        /csy\.[A-Za-z0-9]{12}@example\.com|Csy[A-Za-z]{12}|csy[A-Za-z0-9]{14}/,
      );
      expect(outputs).not.toMatch(/[?&](email|token|em|ud\[em\])=/i);
      expect(outputs).not.toContain(PLANTED_QUERY);
      // Cookie values are never copied: only lengths.
      expect(outputs).not.toMatch(/"value"\s*:/);
    },
  );
});
