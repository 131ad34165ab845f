// Browser tier: whether a site's tags react to GPC, seen by scanning it in Chromium with GPC on and off
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanHarness } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const gpcFinding = async (url: string, scanFrom: 'eu_ie' | 'california' = 'eu_ie') =>
  (await harness.scan(url, scanFrom)).bundle.findings.find(
    (f) => f.id === 'gpc_opt_out_not_observed',
  );

describe('gpc_opt_out_not_observed only where it adds something (end to end on the fixture web)', () => {
  it('an EU opt-in banner site that tracks before consent and the same with GPC on: pre_consent_tracking only, gpcResponse kept', async () => {
    const { bundle } = await harness.scan('https://ignores-choice.example/');
    const ids = bundle.findings.map((f) => f.id);
    expect(ids).toContain('pre_consent_tracking');
    expect(ids).not.toContain('gpc_opt_out_not_observed');
    expect(bundle.scan.gpcResponse).toMatchObject({
      status: 'no_reduction_observed',
      scoreEffect: 'none',
    });
    expect(bundle.scan.gpcResponse?.observation?.requests.saleSharingRequestCount).toBeGreaterThan(
      0,
    );
  });

  it("the same site visited from california: GPC is the visitor's only choice there, so the finding stays", async () => {
    const f = await gpcFinding('https://ignores-choice.example/', 'california');
    expect(f).toMatchObject({ criticality: 'info', scoreEffect: 'none' });
    expect(f!.evidence.examples.map((e) => e.vendor)).toContain('Meta');
    expect(f!.evidence.summary).not.toMatch(/Not seen before consent/);
  });

  it('a site that keeps its Meta pixel but switches it to Limited Data Use for a GPC visitor: the opt-out at work, no finding; one whose recorded opt-out stops nothing keeps it', async () => {
    const outcome = await harness.scan('https://gpc-ldu.example/', 'california');
    const hits = outcome.observations
      .find((o) => o.arm === 'gpc_on')!
      .requests.filter((r) => r.host === 'www.facebook.com' && r.path === '/tr/');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((r) => r.restrictedProcessing === true)).toBe(true);
    expect(outcome.bundle.findings.map((f) => f.id)).not.toContain('gpc_opt_out_not_observed');
    expect(outcome.bundle.scan.gpcResponse).toMatchObject({ status: 'reduced_activity_with_gpc' });
    expect(await gpcFinding('https://gpc-gpp-usnat.example/', 'california')).toMatchObject({
      id: 'gpc_opt_out_not_observed',
      confidence: 'moderate',
    });
  });

  it('an opt-out-model site (__uspapi, no banner) that ignores GPC keeps the finding; one that honours it has none', async () => {
    expect(await gpcFinding('https://gpc-ignoring.example/')).toMatchObject({
      id: 'gpc_opt_out_not_observed',
    });
    expect(await gpcFinding('https://gpc-honouring.example/')).toBeUndefined();
  });
});
