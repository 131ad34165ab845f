import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Observation, ScanOutcome } from '../../src/index.ts';
import { ScanHarness } from './scan-harness.ts';

/**
 * Issue 14 on the realistic tier: the page view after each choice, refusal flows followed to their
 * final control, and evidence that names its page. Each site is scanned once; its cases share it.
 */
const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const US_SITE = /grocers|furniture|realty/;
const scan = (site: string): Promise<ScanOutcome> => harness.scan(`https://${site}/`, US_SITE.test(site) ? 'california' : 'eu_ie');
const arm = (outcome: ScanOutcome, name: string): Observation => outcome.observations.find((o) => o.arm === name)!;
const finding = (outcome: ScanOutcome, id: string) => outcome.bundle.findings.find((f) => f.id === id);
const TRACKING = /google-analytics\.com|facebook\.(com|net)|doubleclick\.net|bing\.com|tiktok\.com|licdn\.com|posthog\.com/;
const trackersAfterClick = (o: Observation, pageView: number) =>
  o.requests.filter((r) => (r.pageView ?? 0) === pageView && r.phase === o.arm && TRACKING.test(r.host) && r.tMs >= (o.timings.consentActionMs ?? 0));

describe('the page view after a choice', () => {
  it('hard-coded GA4 + Meta tags (copperleaf-kitchen): nothing in the seconds after "Decline", everything on the next page view → tracking_after_refusal, strong, naming it', async () => {
    const outcome = await scan('copperleaf-kitchen.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(reject.pageViews).toEqual([
      expect.objectContaining({ path: '/', role: 'starting_page', status: 200, outcome: 'observed' }),
      expect.objectContaining({ path: '/recipes', role: 'next_page_view', via: 'main_navigation', status: 200, outcome: 'observed' }),
    ]);
    // The click's own page view shows nothing new; the next one shows the hard-coded tags.
    expect(trackersAfterClick(reject, 0)).toEqual([]);
    expect(trackersAfterClick(reject, 1).map((r) => r.host)).toEqual(expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']));
    const f = finding(outcome, 'tracking_after_refusal');
    expect(f).toMatchObject({ criticality: 'high', confidence: 'strong' });
    expect(f!.evidence).toMatchObject({ phase: 'after_reject', pages: ['/recipes'], pageViews: ['next_page_view'], hasConsentContext: true });
    expect(f!.evidence.summary).toContain('seen on the next page view, /recipes');
    expect(f!.evidence.examples.every((e) => e.page === '/recipes')).toBe(true);
    expect(outcome.bundle.scan.postRefusalObservation).toMatchObject({ verdict: 'eligible_nonessential_activity_observed_after_confirmed_refusal' });
  });

  it('a site that gates its tags (alpenglow-outfitters): no tracker after "I decline" on either page view, while the next page view after Accept loads them', async () => {
    const outcome = await scan('alpenglow-outfitters.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.pageViews?.map((v) => [v.role, v.outcome])).toEqual([
      ['starting_page', 'observed'],
      ['next_page_view', 'observed'],
    ]);
    expect(trackersAfterClick(reject, 0)).toEqual([]);
    expect(trackersAfterClick(reject, 1)).toEqual([]);
    expect(finding(outcome, 'tracking_after_refusal')).toBeUndefined();
    expect(outcome.bundle.scan.postRefusalObservation).toMatchObject({ status: 'confirmed_clean' });
    // The positive control: the same page view after Accept loads the gated tags.
    const accept = arm(outcome, 'after_accept');
    expect(trackersAfterClick(accept, 1).length).toBeGreaterThan(0);
    // The chat widget's pre-chat form has no action: the frame's own widget, not a declared destination.
    const chatForm = arm(outcome, 'before_consent').forms.find((form) => form.frameHost === 'secure.livechatinc.com');
    expect(chatForm).toMatchObject({ actionHost: null, party: 'third_party' });
    expect(finding(outcome, 'third_party_form_destination')).toBeUndefined();
  });

  it('the GPC arm also views a next page; the GPC comparison stays like for like (the starting page on both sides)', async () => {
    const outcome = await scan('copperleaf-kitchen.example');
    const gpc = arm(outcome, 'gpc_on');
    expect(gpc.pageViews?.map((v) => v.role)).toEqual(['starting_page', 'next_page_view']);
    expect(gpc.requests.some((r) => r.pageView === 1 && r.host === 'www.facebook.com')).toBe(true);
    const comparison = outcome.bundle.scan.gpcResponse?.activityComparison;
    const startingPageRequests = gpc.requests.filter((r) => !r.pageView && r.outcome !== 'blocked_before_transmission').length;
    expect(comparison?.withGpc.requestCount).toBe(startingPageRequests);
  });
});

describe('refusal flows followed to their final control', () => {
  it('"Do Not Sell" link → /privacy-choices → switch + "Confirm my choices" (golden-state-grocers): completed and registered, read after the final click; no refusal_not_registered', async () => {
    const outcome = await scan('golden-state-grocers.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ kind: 'opt_out_control', clickStatus: 'clicked', label: 'Confirm my choices', layer: 'page', pageView: 1 });
    expect(reject.pageViews?.slice(0, 2)).toEqual([
      expect.objectContaining({ path: '/', role: 'starting_page' }),
      expect.objectContaining({ path: '/privacy-choices', role: 'consent_flow_page', status: 200 }),
    ]);
    expect(reject.pageViews?.[2]).toMatchObject({ role: 'next_page_view', outcome: 'observed' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(reject.consent.decision.verifiedBy).toEqual(expect.arrayContaining(['usp_string', 'gpp_string']));
    expect(reject.consent.usp).toMatchObject({ present: true, optOut: true });
    expect(finding(outcome, 'refusal_not_registered')).toBeUndefined();
    expect(reject.coverageLimitations.filter((l) => l.code === 'flow_incomplete')).toEqual([]);
  });

  it('the same flow whose confirm stores nothing (bayline-furniture): the final control was clicked and the stored state still says "not opted out" → refusal_not_registered naming the page', async () => {
    const outcome = await scan('bayline-furniture.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ clickStatus: 'clicked', label: 'Confirm my choices' });
    expect(reject.consent.usp).toMatchObject({ present: true, optOut: false });
    const f = finding(outcome, 'refusal_not_registered');
    expect(f?.evidence.summary).toContain('stored state contradicts the refusal');
    expect(f?.evidence.pages).toEqual(['/privacy-choices']);
  });

  it('a confirm control that cannot be identified (redwood-realty, an unlabelled icon): a limitation naming the step, never a finding', async () => {
    const outcome = await scan('redwood-realty.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ kind: 'opt_out_control', clickStatus: 'control_not_found' });
    const stopped = reject.coverageLimitations.find((l) => l.code === 'flow_incomplete');
    expect(stopped?.summary).toMatch(/^The opt-out flow stopped at step 2 \(\/privacy-choices\): the opt-out switch was turned off, but no confirm control could be identified/);
    expect(finding(outcome, 'refusal_not_registered')).toBeUndefined();
    expect(finding(outcome, 'tracking_after_refusal')).toBeUndefined();
    expect(outcome.bundle.scan.status).toBe('completed_limited');
    expect(outcome.bundle.scan.coverage?.summary).toContain('stopped at step 2');
  });

  it('a TCF CMP with "Reject all" on the second layer behind "Settings" (northgate-tribune): reached, clicked and registered in the TC string', async () => {
    const outcome = await scan('northgate-tribune.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ kind: 'reject', clickStatus: 'clicked', label: 'Reject all', layer: 'second' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed', verifiedBy: ['tc_string'] });
    expect(reject.consent.tcf).toMatchObject({ present: true, tcStringPresent: true, purposeConsentsCount: 0 });
    expect(finding(outcome, 'refusal_not_registered')).toBeUndefined();
    expect(finding(outcome, 'no_first_layer_reject')).toBeDefined();
  });
});
