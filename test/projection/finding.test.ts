import { describe, expect, it } from 'vitest';
import { FINDING_IDS } from '../../src/findings/index.ts';
import { DISCLAIMER } from '../../src/model/index.ts';
import {
  EXAMPLE_CAP,
  normalizeBaseUrl,
  OFFLINE_BASE_URL,
  projectFinding,
  projectFindingList,
  renderTemplate,
} from '../../src/projection/index.ts';
import { assertValid } from '../../src/projection/validate.ts';
import {
  everythingWrong,
  MANY_TRACKER_HOSTS,
  trackersWithoutBanner,
} from '../findings/fixtures.ts';
import { BASE, project, SCAN_ID } from './helpers.ts';

describe('projectFinding / projectFindingList', () => {
  it('projects every finding id into a schema-valid Finding', () => {
    const drafts = [
      ...project(everythingWrong()).assessment.findings,
      ...project(trackersWithoutBanner()).assessment.findings,
    ];
    expect(new Set(drafts.map((draft) => draft.id))).toEqual(new Set(FINDING_IDS));
    for (const draft of drafts) {
      const finding = projectFinding(draft, { scanId: SCAN_ID, baseUrl: BASE });
      assertValid('finding', finding, draft.id);
      expect(finding.plainEnglish).not.toMatch(/[{}]/);
      expect(finding.disclaimer).toBe(DISCLAIMER);
      expect(finding.links).toEqual({
        self: `${BASE}/api/v2/scans/${SCAN_ID}/findings/${draft.id}`,
        scan: `${BASE}/api/v2/scans/${SCAN_ID}`,
      });
    }
  });

  it('caps examples at EXAMPLE_CAP and keeps the total in exampleCount', () => {
    const { bundle } = project(everythingWrong());
    const finding = bundle.findings.find((f) => f.id === 'pre_consent_tracking')!;
    expect(EXAMPLE_CAP).toBe(10);
    expect(finding.evidence.exampleCount).toBe(MANY_TRACKER_HOSTS.length + 2);
    expect(finding.evidence.examplesShown).toBe(10);
    expect(finding.evidence.examples).toHaveLength(10);
    expect(finding.evidence.examples[0]).toEqual({
      type: 'request',
      vendor: 'Meta',
      urlHost: 'connect.facebook.net',
      phase: 'before_consent',
      party: 'third_party',
      tMs: 380,
    });
    expect(finding).toMatchObject({
      criticality: 'high',
      confidence: 'strong',
      scoreEffect: 'deduction',
      reviewLenses: ['consent', 'trackers'],
    });
    expect(finding.plainEnglish).toBe(
      'Before the visitor made any consent choice, the page sent 14 requests to 14 hosts of known trackers (Meta, Google Analytics and Google Ads).',
    );
  });

  it('marks GPC as score-neutral and informational', () => {
    const finding = project(everythingWrong()).bundle.findings.find(
      (f) => f.id === 'gpc_opt_out_not_observed',
    )!;
    expect(finding).toMatchObject({ criticality: 'info', scoreEffect: 'none' });
    expect(finding.plainEnglish).toContain('not a legal assessment');
  });

  it('a finding list validates and links to itself', () => {
    const { assessment } = project(everythingWrong());
    const list = projectFindingList(assessment.findings, { scanId: SCAN_ID });
    assertValid('finding-list', list);
    expect(list.links.self).toBe(`${OFFLINE_BASE_URL}/api/v2/scans/${SCAN_ID}/findings`);
    expect(list.findings).toHaveLength(15);
  });

  it('rejects unknown ids', () => {
    const draft = project(everythingWrong()).assessment.findings[0]!;
    expect(() => projectFinding({ ...draft, id: 'made_up' }, { scanId: SCAN_ID })).toThrow(
      'Unknown finding id "made_up"',
    );
  });
});

describe('templates and base URLs', () => {
  it('renderTemplate fills facts and never leaves braces', () => {
    expect(
      renderTemplate('Sent {count} to {vendors}.{missing}', {
        count: '2 requests',
        vendors: 'Meta',
      }),
    ).toBe('Sent 2 requests to Meta.');
  });

  it('normalizeBaseUrl accepts http(s) origins with a path prefix and rejects anything else', () => {
    expect(normalizeBaseUrl('https://api.example.org/consentry/')).toBe(
      'https://api.example.org/consentry',
    );
    expect(normalizeBaseUrl()).toBe('https://consentry.invalid');
    expect(() => normalizeBaseUrl('consentry:')).toThrow('only http and https');
    expect(() => normalizeBaseUrl('file:///tmp/out')).toThrow('only http and https');
    expect(() => normalizeBaseUrl('https://user:pw@example.org')).toThrow('credentials');
    expect(() => normalizeBaseUrl('not a url')).toThrow('Invalid base URL');
  });
});
