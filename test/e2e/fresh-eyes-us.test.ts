// Browser tier: US opt-outs and Global Privacy Control on five realistic sites, scanned from California (fresh-eyes-us.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import { armOf, ScanHarness, sortedFindingIds, findingVendors as vendors } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const arm = armOf;
const ids = sortedFindingIds;
const scan = (host: string) => harness.scan(`https://${host}/`, 'california');
const AD_HOSTS = /facebook\.com|tiktok\.com|doubleclick\.net/;
/** Ad hits after the choice on the page view after it, with whether each said "restricted". */
const adHitsAfter = (outcome: ScanOutcome, name: 'after_reject' | 'gpc_on') =>
  arm(outcome, name).requests.filter(
    (r) =>
      r.phase === name &&
      AD_HOSTS.test(r.host) &&
      /\/tr\/|viewthroughconversion|\/pixel/.test(r.path),
  );

describe('fresh-eyes US sites: opt-outs and GPC as real US sites build them', () => {
  it('GPP usnat honouring GPC with Meta LDU and Google restricted data processing (pacific-crest-running): the opt-out at work, no finding after it', async () => {
    const outcome = await scan('pacific-crest-running.example');
    // Before: tracking_after_refusal (Meta, Google Ads): their unrestricted hits from before the opt-out counted.
    expect(ids(outcome)).toEqual(['pre_consent_nonessential_cookies', 'pre_consent_tracking']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ kind: 'opt_out_control', label: 'Save choices' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(reject.consent.gpp.saleOptOut).toBe('opted_out');
    const after = adHitsAfter(outcome, 'after_reject');
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => r.restrictedProcessing === true)).toBe(true);
    expect(after.some((r) => r.host.includes('tiktok'))).toBe(false);
    const gpc = arm(outcome, 'gpc_on');
    expect(gpc.gpc.registration).toMatchObject({ state: 'opted_out', source: 'gpp' });
    expect(adHitsAfter(outcome, 'gpc_on').every((r) => r.restrictedProcessing === true)).toBe(true);
    expect(outcome.bundle.scan.gpcResponse).toMatchObject({ status: 'reduced_activity_with_gpc' });
  });

  it('"Your Privacy Choices" (CPRA icon) → a page with a switch and "Confirm" that writes a cookie and reloads (arroyo-threads): opt-out followed, pixels gone after it; GPC ignored', async () => {
    const outcome = await scan('arroyo-threads.example');
    // Before: "Confirm" was not a confirm control, so the flow stopped as incomplete.
    expect(ids(outcome)).toEqual([
      'gpc_opt_out_not_observed',
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
    ]);
    expect(vendors(outcome, 'gpc_opt_out_not_observed')).toEqual(['Google Ads', 'Meta', 'TikTok']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.optOutControl).toMatchObject({ kind: 'privacy_choices_link' });
    expect(reject.consent.action).toMatchObject({ kind: 'opt_out_control', label: 'Confirm' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(
      reject.pageViews?.some((v) => v.role === 'next_page_view' && v.outcome === 'observed'),
    ).toBe(true);
    const next = (reject.pageViews ?? []).findIndex((v) => v.role === 'next_page_view');
    expect(
      reject.requests.filter(
        (r) => r.phase === 'after_reject' && r.pageView === next && AD_HOSTS.test(r.host),
      ),
    ).toEqual([]);
  });

  it('GPC hides the notice but the theme\'s Meta and TikTok pixels stay (tidepool-swim): tracking after "Reject all" and with GPC', async () => {
    const outcome = await scan('tidepool-swim.example');
    expect(ids(outcome)).toEqual([
      'gpc_opt_out_not_observed',
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'preticked_consent_options',
      'tracking_after_refusal',
    ]);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual(['Meta', 'TikTok']);
    expect(vendors(outcome, 'gpc_opt_out_not_observed')).toEqual(['Meta', 'TikTok']);
    expect(arm(outcome, 'before_consent').consent.popupShown).toBe(true);
    expect(arm(outcome, 'gpc_on').consent.popupShown).toBe(false);
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
    });
  });

  it('/.well-known/gpc.json claims support nobody gives (harborlight-coffee): the claim is read, the tags stay', async () => {
    const outcome = await scan('harborlight-coffee.example');
    expect(ids(outcome)).toEqual([
      'gpc_opt_out_not_observed',
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_without_consent_mechanism',
    ]);
    expect(vendors(outcome, 'gpc_opt_out_not_observed')).toEqual(['Google Ads', 'Meta']);
    expect(arm(outcome, 'gpc_on').gpc.wellKnown).toMatchObject({ status: 'supports_gpc' });
  });

  it('the opt-out is a OneTrust privacy-request form in an iframe (cobalt-cove-optics): not filled or submitted, flow_incomplete, no "not registered"', async () => {
    const outcome = await scan('cobalt-cove-optics.example');
    // Before: the request type was ticked and Submit clicked: refusal_not_registered.
    expect(ids(outcome)).toEqual([
      'gpc_opt_out_not_observed',
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
    ]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'opt_out_control',
      clickStatus: 'control_not_found',
    });
    expect(reject.consent.decision.kind).toBe('none');
    expect(reject.coverageLimitations.find((l) => l.code === 'flow_incomplete')?.summary).toContain(
      'a request form that asks for personal data',
    );
  });
});
