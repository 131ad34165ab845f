/**
 * The pre-consent host count on every face: the table's tracker rows include tag managers and embedded
 * content, so the HTML reports name the tracker hosts the findings count and the other hosts apart,
 * as the CLI summary line does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preConsentLine } from '../../src/cli/summary.ts';
import {
  isTrackingPurpose,
  preConsentHostsText,
  renderBatchReport,
  renderScanReportPage,
  type Observation,
  type PreConsentTable,
} from '../../src/internal.ts';
import { judgeObservations } from './helpers.ts';

function golden(site: string) {
  const saved = JSON.parse(
    readFileSync(new URL(`../golden/${site}.observations.json`, import.meta.url), 'utf8'),
  ) as { observations: Observation[] };
  const { bundle } = judgeObservations(saved.observations);
  return { bundle, table: bundle.preConsentTable! };
}

const TRACKER_BLOG =
  '8 third-party hosts that track or load trackers (7 tracker hosts, 1 tag manager or embedded-content host)';

describe('pre-consent hosts in the HTML reports (golden tracker-blog: 7 tracker hosts and 1 tag manager)', () => {
  const { bundle, table } = golden('tracker-blog');
  const trackingFinding = bundle.findings.find((finding) => finding.id === 'pre_consent_tracking')!;

  it('the finding counts 7 tracker hosts, the table lists 8 host rows', () => {
    expect(trackingFinding.evidence.summary).toContain('to 7 tracker hosts');
    expect(table.rows.filter((row) => row.kind === 'tracker')).toHaveLength(8);
    expect(preConsentHostsText(table)).toBe(TRACKER_BLOG);
    expect(preConsentLine(table)).toBe(
      `Before consent: ${TRACKER_BLOG}, 11 cookies (5 third-party).`,
    );
  });

  it('the batch report says the same as the CLI, never "8 tracker hosts"', () => {
    const html = renderBatchReport(
      [{ scan: { ...bundle.scan, findings: bundle.findings }, preConsentTable: table }],
      {
        generatedAt: '2026-09-12T10:00:00Z',
        input: { source: 'sites.txt', targets: 1, duplicates: 0, unusable: 0 },
        unusableLines: [],
      },
    );
    expect(html).toContain(`before any consent choice; ${TRACKER_BLOG}, 11 cookies.`);
    expect(html).toContain('to 7 tracker hosts');
    expect(html).not.toContain('8 tracker hosts');
  });

  it('the server report page says the same, never "8 third-party tracking hosts"', () => {
    const html = renderScanReportPage({
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: table,
      images: [],
    });
    expect(html).toContain(`before any consent choice; ${TRACKER_BLOG} and 11 cookies.`);
    expect(html).not.toMatch(/8 (third-party )?track(er|ing) hosts/);
  });
});

describe('preConsentHostsText', () => {
  it('says only "N tracker hosts" when every host row tracks (no tag manager or embedded content)', () => {
    const { table } = golden('tracker-blog');
    const trackingOnly: PreConsentTable = {
      ...table,
      rows: table.rows.filter((row) => row.kind !== 'tracker' || isTrackingPurpose(row.purpose)),
    };
    expect(preConsentHostsText(trackingOnly)).toBe('7 tracker hosts');
    expect(
      preConsentHostsText({
        ...table,
        rows: trackingOnly.rows.filter((row) => row.kind === 'tracker').slice(0, 1),
      }),
    ).toBe('1 tracker host');
  });

  it('counts one tag manager in the singular (golden ignores-choice: 3 tracker hosts and 1 more)', () => {
    expect(preConsentHostsText(golden('ignores-choice').table)).toBe(
      '4 third-party hosts that track or load trackers (3 tracker hosts, 1 tag manager or embedded-content host)',
    );
  });

  it('says "0 tracker hosts" for a table with none (golden cmp-vanilla)', () => {
    expect(preConsentHostsText(golden('cmp-vanilla').table)).toBe('0 tracker hosts');
  });
});
