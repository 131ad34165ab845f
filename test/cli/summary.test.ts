import { describe, expect, it } from 'vitest';
import { preConsentLine } from '../../src/cli/summary.ts';
import type { PreConsentRow, PreConsentTable } from '../../src/index.ts';

const tracker = (host: string, purpose: PreConsentRow['purpose']): PreConsentRow => ({
  kind: 'tracker',
  vendor: null,
  host,
  purpose,
  phase: 'pre_consent',
  evidenceBasis: 'public_report_projection',
  priority: 'medium',
  party: 'third_party',
  requestCount: 1,
});
const cookie = (name: string, party: PreConsentRow['party']): PreConsentRow => ({
  kind: 'cookie',
  vendor: null,
  host: 'x.example',
  name,
  purpose: 'analytics',
  phase: 'pre_consent',
  evidenceBasis: 'public_report_projection',
  priority: 'medium',
  party,
  expiryDays: 1,
});

function table(rows: PreConsentRow[]): PreConsentTable {
  const trackers = rows.filter((row) => row.kind === 'tracker').length;
  return {
    type: 'consentry_pre_consent_cookies_trackers',
    scanId: '00000000-0000-4000-8000-000000000000',
    domain: 'x.example',
    scanFrom: 'eu_ie',
    summary: {
      rowCount: rows.length,
      trackerCount: trackers,
      cookieCount: rows.length - trackers,
      requestCount: 9,
    },
    rows,
    links: { self: 'https://x/self', scan: 'https://x/scan', report: 'https://x/report' },
    disclaimer: 'Not legal advice.',
  } as PreConsentTable;
}

describe('preConsentLine', () => {
  it('names the tracker hosts the findings count and, apart, the tag managers and embeds the table also lists', () => {
    const line = preConsentLine(
      table([
        tracker('a.example', 'advertising'),
        tracker('b.example', 'analytics'),
        tracker('gtm.example', 'tag_manager'),
        tracker('v.example', 'content'),
        cookie('_ga', 'first_party'),
        cookie('ide', 'third_party'),
      ]),
    );
    expect(line).toBe(
      'Before consent: 4 third-party hosts that track or load trackers (2 tracker hosts, 2 tag manager or embedded-content hosts), 2 cookies (1 third-party).',
    );
  });

  it('is the short form when every host tracks, and counts one of each in the singular', () => {
    expect(
      preConsentLine(table([tracker('a.example', 'session_replay'), cookie('_ga', 'third_party')])),
    ).toBe('Before consent: 1 tracker host, 1 cookie (1 third-party).');
    expect(preConsentLine(table([]))).toBe(
      'Before consent: 0 tracker hosts, 0 cookies (0 third-party).',
    );
  });
});
