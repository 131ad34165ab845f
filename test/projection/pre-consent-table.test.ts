import { describe, expect, it } from 'vitest';
import { projectPreConsentTable } from '../../src/projection/index.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { everythingWrong, MANY_TRACKER_HOSTS } from '../findings/fixtures.ts';
import { buildScan } from '../findings/observation-builder.ts';
import { project, SCAN_ID } from './helpers.ts';

describe('projectPreConsentTable', () => {
  it('lists trackers and cookies before consent with purpose, priority and party; never values', () => {
    const table = project(everythingWrong()).bundle.preConsentTable!;
    assertValid('pre-consent-table', table);
    expect(table.summary).toEqual({
      rowCount: 20,
      trackerCount: 15,
      cookieCount: 5,
      requestCount: 18,
    });
    const key = (row: (typeof table.rows)[number]) =>
      `${row.kind}:${row.name ?? row.host}:${row.purpose}:${row.priority}:${row.party}`;
    expect(table.rows.map(key)).toEqual([
      'cookie:IDE:advertising:high:third_party',
      ...[...MANY_TRACKER_HOSTS]
        .sort()
        .map((host) => `tracker:${host}:advertising:high:third_party`),
      'tracker:connect.facebook.net:advertising:high:third_party',
      'cookie:_ga:analytics:medium:first_party',
      'cookie:mystery_pref:unknown:medium:first_party',
      'tracker:www.google-analytics.com:analytics:medium:third_party',
      'tracker:www.googletagmanager.com:tag_manager:medium:third_party',
      'cookie:CookieConsent:consent_management:low:first_party',
      'cookie:PHPSESSID:strictly_necessary:low:first_party',
    ]);
    expect(table.rows.find((row) => row.name === 'PHPSESSID')).toEqual({
      kind: 'cookie',
      vendor: 'PHP',
      host: 'www.shop.example',
      name: 'PHPSESSID',
      purpose: 'strictly_necessary',
      phase: 'pre_consent',
      evidenceBasis: 'public_report_projection',
      priority: 'low',
      party: 'first_party',
      expiryDays: null,
    });
    expect(table.rows.find((row) => row.host === 'www.google-analytics.com')).toMatchObject({
      vendor: 'Google Analytics',
      requestCount: 1,
    });
    // Fonts, cookieless analytics and the site itself are not tracker rows.
    expect(table.rows.map((row) => row.host)).not.toContain('fonts.gstatic.com');
    expect(table.rows.map((row) => row.host)).not.toContain('plausible.io');
  });

  it('is empty (not clean) without a usable before_consent arm', () => {
    const table = projectPreConsentTable(buildScan({ before_consent: null }), { scanId: SCAN_ID });
    assertValid('pre-consent-table', table);
    expect(table.summary).toEqual({
      rowCount: 0,
      trackerCount: 0,
      cookieCount: 0,
      requestCount: 0,
    });
    expect(table.links.self).toBe(
      `https://consentry.invalid/api/v2/scans/${SCAN_ID}/pre-consent-cookies-trackers`,
    );
  });
});
