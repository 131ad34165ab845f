import { describe, expect, it } from 'vitest';
import { check as gpcOptOut } from '../../src/findings/checks/gpc-opt-out-not-observed.ts';
import { evaluateGpc } from '../../src/findings/index.ts';
import { buildScan, judge, request } from './observation-builder.ts';

const ADS = [
  request('connect.facebook.net', { path: '/en_US/fbevents.js', phase: 'gpc_on' }),
  request('www.facebook.com', { path: '/tr', resourceType: 'image', phase: 'gpc_on', tMs: 600 }),
];

describe('gpc_opt_out_not_observed', () => {
  it('reports sale/sharing trackers with GPC on and no opt-out registered (informational, score-neutral)', () => {
    const { find, assessment } = judge({ gpc_on: { requests: ADS } });
    const draft = find('gpc_opt_out_not_observed');
    expect(draft?.confidence).toBe('strong');
    expect(draft?.evidence.phase).toBe('gpc_on');
    expect(draft?.subjects).toEqual({ vendors: ['Meta'], hosts: ['connect.facebook.net', 'www.facebook.com'] });
    expect(draft?.facts.registration).toBe('the site recorded no opt-out (read from gpp)');
    expect(assessment.score).toEqual({ score: 100, riskLevel: 'low' });
  });

  it('is weaker when delivery and registration are unknown', () => {
    const draft = gpcOptOut(buildScan({ gpc_on: { requests: ADS, gpc: { mainDocumentDelivery: 'unknown', registration: { state: 'unknown', source: 'none' } } } }));
    expect(draft?.confidence).toBe('weak');
  });

  it('is silent when the site registered the opt-out, when no signal was delivered, or without sale/sharing trackers', () => {
    expect(gpcOptOut(buildScan({ gpc_on: { requests: ADS, gpc: { registration: { state: 'opted_out', source: 'gpp' } } } }))).toBeNull();
    expect(gpcOptOut(buildScan({ gpc_on: { requests: ADS, gpc: { mainDocumentDelivery: 'blocked_before_transmission', navigatorExposed: false } } }))).toBeNull();
    expect(gpcOptOut(buildScan({ gpc_on: { requests: [request('www.google-analytics.com', { phase: 'gpc_on' })] } }))).toBeNull();
    expect(gpcOptOut(buildScan({ gpc_on: null }))).toBeNull();
  });

  it('compares with before_consent as the off side when gpc_off is absent', () => {
    const off = ADS.map((r) => ({ ...r, phase: 'before_consent' as const }));
    const reduced = evaluateGpc(buildScan({ before_consent: { requests: [...off, ...off] }, gpc_on: { requests: ADS } }));
    expect(reduced.offArmName).toBe('before_consent');
    expect(reduced.comparison).toBe('reduced_activity_with_gpc');
    const same = evaluateGpc(buildScan({ gpc_off: { requests: off }, gpc_on: { requests: ADS } }));
    expect(same.offArmName).toBe('gpc_off');
    expect(same.comparison).toBe('no_reduction_observed');
    expect(same.withGpc).toEqual({ requestCount: 2, saleSharingRequestCount: 2, thirdPartyHostCount: 2, cookieCount: 0 });
    expect(evaluateGpc(buildScan()).comparison).toBe('indeterminate');
    expect(evaluateGpc(buildScan({ gpc_on: null })).comparison).toBe('not_attempted');
  });
});
