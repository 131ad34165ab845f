import { describe, expect, it } from 'vitest';
import {
  csvSafe,
  FINDINGS_CSV_COLUMNS,
  projectPulse,
  projectPulseEvidence,
} from '../../src/projection/index.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { everythingWrong } from '../findings/fixtures.ts';
import { request } from '../findings/observation-builder.ts';
import { BASE, project, SCAN_ID } from './helpers.ts';

const API = `${BASE}/api/v2/scans/${SCAN_ID}`;

describe('pulse', () => {
  it('wraps the projected scan: top 5 findings by criticality then confidence, highlights, caveats, links', () => {
    const { bundle } = project(everythingWrong());
    assertValid('pulse', bundle.pulse);
    assertValid('pulse-evidence', bundle.pulseEvidence);
    expect(bundle.pulse.scan).toEqual({
      domain: 'www.shop.example',
      url: 'https://www.shop.example/',
      status: 'completed',
      score: 0,
      riskLevel: 'high',
      coverageStatus: 'complete',
      findingCount: 15,
      scanFrom: 'eu_ie',
      completedAt: '2026-09-12T10:00:09Z',
    });
    expect(
      bundle.pulse.topFindings.map(
        (finding) => `${finding.id}/${finding.criticality}/${finding.confidence}`,
      ),
    ).toEqual([
      'pre_consent_tracking/high/strong',
      'session_recording/high/strong',
      'key_logging/high/strong',
      'sensitive_data_to_third_party/high/strong',
      'tracking_after_refusal/high/moderate',
    ]);
    expect(
      bundle.pulse.evidenceHighlights.every((highlight) => highlight.examples.length <= 3),
    ).toBe(true);
    expect(bundle.pulse.caveats).toContain(
      'A declared form destination is the form action, not proof of submission or transfer.',
    );
    expect(bundle.pulse.links).toMatchObject({
      self: `${API}/pulse`,
      evidence: `${API}/pulse/evidence`,
      findings: `${API}/findings`,
    });
    expect(bundle.pulseEvidence.highlights).toHaveLength(15);
  });

  it('a limited or failed scan says so in its caveats', () => {
    const limited = project({ gpc_on: null }).bundle;
    assertValid('pulse', limited.pulse);
    expect(limited.pulse.caveats[0]).toBe(
      'Incomplete evidence: Incomplete evidence. The GPC arm did not run.',
    );
    const http500 = { mainDocumentStatus: 500, requests: [request('www.google-analytics.com')] };
    const failed = project({
      before_consent: http500,
      after_reject: http500,
      after_accept: http500,
      gpc_on: http500,
    }).bundle;
    assertValid('pulse', failed.pulse);
    assertValid('pulse-evidence', failed.pulseEvidence);
    expect(failed.pulse.scan).toMatchObject({
      status: 'failed',
      coverageStatus: 'failed',
      findingCount: 0,
    });
    expect(failed.pulse.scan.score).toBeUndefined();
    expect(failed.pulse.caveats[0]).toContain('A failed scan is incomplete evidence');
  });

  it('pulse functions accept already-projected resources only', () => {
    const { bundle } = project();
    assertValid('pulse', projectPulse(bundle.scan, bundle.findings));
    assertValid('pulse-evidence', projectPulseEvidence(bundle.scan, []));
  });
});

describe('findings CSV rows', () => {
  it('one plain row per finding with the documented columns', () => {
    const { bundle } = project(everythingWrong());
    expect(bundle.findingsCsvRows).toHaveLength(15);
    for (const row of bundle.findingsCsvRows)
      expect(Object.keys(row)).toEqual([...FINDINGS_CSV_COLUMNS]);
    expect(bundle.findingsCsvRows[2]).toEqual({
      scanId: SCAN_ID,
      domain: 'www.shop.example',
      url: 'https://www.shop.example/',
      scanStatus: 'completed',
      score: 0,
      riskLevel: 'high',
      coverageStatus: 'complete',
      findingId: 'pre_consent_nonessential_cookies',
      label: 'Non-essential cookies before consent',
      criticality: 'medium',
      confidence: 'strong',
      scoreEffect: 'deduction',
      phase: 'before_consent',
      page: '',
      basis: 'runtime_observation',
      exampleCount: 2,
      examplesShown: 2,
      vendors: 'Google Analytics; Google Ads',
      hosts: 'shop.example; doubleclick.net',
      summary:
        '2 non-essential tracking cookies before any consent choice (_ga and IDE); 1 unclassified cookie not counted.',
      nextStep:
        'Check which script sets these cookies and make it wait for consent; strictly necessary cookies need no change.',
    });
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvSafe('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(csvSafe('Reject all')).toBe('Reject all');
  });
});
