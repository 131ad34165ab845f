import { describe, expect, it } from 'vitest';
import { FINDING_CHECKS, FINDING_IDS, findingMeta } from '../../src/findings/index.ts';
import { everythingWrong, trackersWithoutBanner } from './fixtures.ts';
import { buildScan, judge } from './observation-builder.ts';

const EXPECTED: Record<string, string> = {
  tracking_without_consent_mechanism: 'high',
  pre_consent_tracking: 'high',
  tracking_after_refusal: 'high',
  pre_consent_nonessential_cookies: 'medium',
  refusal_not_registered: 'medium',
  no_first_layer_reject: 'medium',
  preticked_consent_options: 'medium',
  session_recording: 'high',
  key_logging: 'high',
  sensitive_data_to_third_party: 'high',
  canvas_fingerprinting: 'medium',
  audio_fingerprinting: 'medium',
  font_fingerprinting: 'medium',
  third_party_form_destination: 'low',
  sensitive_form_fields: 'low',
  gpc_opt_out_not_observed: 'info',
};

describe('finding registry', () => {
  it('lists every finding id once, in report order, with its criticality', () => {
    expect(FINDING_IDS).toEqual(Object.keys(EXPECTED));
    for (const id of FINDING_IDS) {
      expect(id).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
      expect(findingMeta(id)?.criticality).toBe(EXPECTED[id]);
    }
  });

  it('only informational findings are score-neutral', () => {
    for (const { meta } of FINDING_CHECKS) {
      expect(meta.scoreEffect).toBe(meta.criticality === 'info' ? 'none' : 'deduction');
      expect(meta.reviewLenses.length).toBeGreaterThan(0);
      expect(meta.label.length).toBeGreaterThan(0);
      expect(meta.nextStep.length).toBeGreaterThan(0);
    }
  });

  it('every check is silent on a clean, well-behaved site', () => {
    const scan = buildScan();
    expect(
      FINDING_CHECKS.map(({ meta, check }) => [meta.id, check(scan)]).filter(
        ([, draft]) => draft !== null,
      ),
    ).toEqual([]);
  });

  it('every finding fires on the fixtures that should trigger it', () => {
    expect(judge(everythingWrong()).assessment.findings.map((finding) => finding.id)).toEqual(
      FINDING_IDS.filter((id) => id !== 'tracking_without_consent_mechanism'),
    );
    expect(judge(trackersWithoutBanner()).assessment.findings.map((finding) => finding.id)).toEqual(
      [
        'tracking_without_consent_mechanism',
        'pre_consent_tracking',
        'pre_consent_nonessential_cookies',
      ],
    );
  });

  it('checks are pure: the same input gives the same drafts and is not mutated', () => {
    const scan = buildScan(everythingWrong());
    const before = JSON.stringify(scan);
    for (const { check } of FINDING_CHECKS) expect(check(scan)).toEqual(check(scan));
    expect(JSON.stringify(scan)).toBe(before);
  });
});
