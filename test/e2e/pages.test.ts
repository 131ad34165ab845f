// Browser tier: next page views, multi-step opt-out flows and the same-site crawl, followed in Chromium
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Observation, ScanOutcome } from '../../src/index.ts';
import { ScanHarness, type HarnessScanOptions } from './scan-harness.ts';

/**
 * Issue 14 on the realistic tier: the page view after each choice, refusal flows followed to their
 * final control, and evidence that names its page. Each site is scanned once; its cases share it.
 */
const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const US_SITE = /grocers|furniture|realty/;
// What these tests check is where flows and page views end, not how fast: every scan gets a long arm
// budget, so a busy machine (the whole suite on two cores) cannot cut a next page view or a flow short.
const scanArgs = (site: string, options: HarnessScanOptions) =>
  [
    `https://${site}/`,
    US_SITE.test(site) ? 'california' : 'eu_ie',
    { ...options, budgets: { armMs: 60_000, ...options.budgets } },
  ] as const;
const scan = (site: string, options: HarnessScanOptions = {}): Promise<ScanOutcome> =>
  harness.scan(...scanArgs(site, options));
const arm = (outcome: ScanOutcome, name: string): Observation =>
  outcome.observations.find((o) => o.arm === name)!;
const finding = (outcome: ScanOutcome, id: string) =>
  outcome.bundle.findings.find((f) => f.id === id);
const TRACKING =
  /google-analytics\.com|facebook\.(com|net)|doubleclick\.net|bing\.com|tiktok\.com|licdn\.com|posthog\.com/;
const trackersAfterClick = (o: Observation, pageView: number) =>
  o.requests.filter(
    (r) =>
      (r.pageView ?? 0) === pageView &&
      r.phase === o.arm &&
      TRACKING.test(r.host) &&
      r.tMs >= (o.timings.consentActionMs ?? 0),
  );

describe('the page view after a choice', () => {
  it('hard-coded GA4 + Meta tags (copperleaf-kitchen): nothing in the seconds after "Decline", everything on the next page view → tracking_after_refusal, strong, naming it', async () => {
    const outcome = await scan('copperleaf-kitchen.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(reject.pageViews).toEqual([
      expect.objectContaining({
        path: '/',
        role: 'starting_page',
        status: 200,
        outcome: 'observed',
      }),
      expect.objectContaining({
        path: '/recipes',
        role: 'next_page_view',
        via: 'main_navigation',
        status: 200,
        outcome: 'observed',
      }),
    ]);
    // The click's own page view shows nothing new; the next one shows the hard-coded tags.
    expect(trackersAfterClick(reject, 0)).toEqual([]);
    expect(trackersAfterClick(reject, 1).map((r) => r.host)).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
    const f = finding(outcome, 'tracking_after_refusal');
    expect(f).toMatchObject({ criticality: 'high', confidence: 'strong' });
    expect(f!.evidence).toMatchObject({
      phase: 'after_reject',
      pages: ['/recipes'],
      pageViews: ['next_page_view'],
      hasConsentContext: true,
    });
    expect(f!.evidence.summary).toContain('seen on the next page view, /recipes');
    expect(f!.evidence.examples.every((e) => e.page === '/recipes')).toBe(true);
    expect(outcome.bundle.scan.postRefusalObservation).toMatchObject({
      verdict: 'eligible_nonessential_activity_observed_after_confirmed_refusal',
    });
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
    const chatForm = arm(outcome, 'before_consent').forms.find(
      (form) => form.frameHost === 'secure.livechatinc.com',
    );
    expect(chatForm).toMatchObject({ actionHost: null, party: 'third_party' });
    expect(finding(outcome, 'third_party_form_destination')).toBeUndefined();
  });

  it('the GPC arm also views a next page; the GPC comparison stays like for like (the starting page on both sides)', async () => {
    const outcome = await scan('copperleaf-kitchen.example');
    const gpc = arm(outcome, 'gpc_on');
    expect(gpc.pageViews?.map((v) => v.role)).toEqual(['starting_page', 'next_page_view']);
    expect(gpc.requests.some((r) => r.pageView === 1 && r.host === 'www.facebook.com')).toBe(true);
    const comparison = outcome.bundle.scan.gpcResponse?.activityComparison;
    const startingPageRequests = gpc.requests.filter(
      (r) => !r.pageView && r.outcome !== 'blocked_before_transmission',
    ).length;
    expect(comparison?.withGpc.requestCount).toBe(startingPageRequests);
  });
});

describe('refusal flows followed to their final control', () => {
  // Multi-step flows load a page per step: a slow machine gets a longer consent window (what is tested is
  // where the flow ends, not how fast).
  const FLOW_BUDGETS = { budgets: { consentMs: 45_000, armMs: 90_000 } };
  const flowScan = (site: string) => scan(site, FLOW_BUDGETS);

  it(
    '"Do Not Sell" link → /privacy-choices → switch + "Confirm my choices" (golden-state-grocers): completed and registered, read after the final click; no refusal_not_registered',
    // Its last click ("Confirm my choices") is the one most exposed to the suite's load on a slow VM: it timed
    // out under four busy test files (passes alone), once even on a retry. The product retries a click once;
    // the test twice more, each time with a fresh scan. Known product weakness: fixed click timeouts.
    { retry: 2 },
    async ({ onTestFailed }) => {
      onTestFailed(() => harness.forget(...scanArgs('golden-state-grocers.example', FLOW_BUDGETS)));
      const outcome = await flowScan('golden-state-grocers.example');
      const reject = arm(outcome, 'after_reject');
      expect(reject.consent.action).toMatchObject({
        kind: 'opt_out_control',
        clickStatus: 'clicked',
        label: 'Confirm my choices',
        layer: 'page',
        pageView: 1,
      });
      expect(reject.pageViews?.slice(0, 2)).toEqual([
        expect.objectContaining({ path: '/', role: 'starting_page' }),
        expect.objectContaining({
          path: '/privacy-choices',
          role: 'consent_flow_page',
          status: 200,
        }),
      ]);
      expect(reject.pageViews?.[2]).toMatchObject({ role: 'next_page_view', outcome: 'observed' });
      expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
      expect(reject.consent.decision.verifiedBy).toEqual(
        expect.arrayContaining(['usp_string', 'gpp_string']),
      );
      expect(reject.consent.usp).toMatchObject({ present: true, optOut: true });
      expect(finding(outcome, 'refusal_not_registered')).toBeUndefined();
      expect(reject.coverageLimitations.filter((l) => l.code === 'flow_incomplete')).toEqual([]);
      // GA4 keeps measuring after the opt-out (not a sale); the advertising tags stopped.
      expect(
        reject.requests.some(
          (r) => r.host.endsWith('google-analytics.com') && r.phase === 'after_reject',
        ),
      ).toBe(true);
      expect(finding(outcome, 'tracking_after_refusal')).toBeUndefined();
    },
  );

  it('the same flow whose confirm stores nothing (bayline-furniture): the final control was clicked and the stored state still says "not opted out" → refusal_not_registered naming the page', async () => {
    const outcome = await flowScan('bayline-furniture.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      clickStatus: 'clicked',
      label: 'Confirm my choices',
    });
    expect(reject.consent.usp).toMatchObject({ present: true, optOut: false });
    const f = finding(outcome, 'refusal_not_registered');
    expect(f?.evidence.summary).toContain('stored state contradicts the refusal');
    expect(f?.evidence.pages).toEqual(['/privacy-choices']);
  });

  it('a confirm control that cannot be identified (redwood-realty, an unlabelled icon): a limitation naming the step, never a finding', async () => {
    const outcome = await flowScan('redwood-realty.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'opt_out_control',
      clickStatus: 'control_not_found',
    });
    const stopped = reject.coverageLimitations.find((l) => l.code === 'flow_incomplete');
    expect(stopped?.summary).toMatch(
      /^The opt-out flow stopped at step 2 \(\/privacy-choices\): the opt-out switch was set to opt out, but no confirm control could be identified/,
    );
    expect(finding(outcome, 'refusal_not_registered')).toBeUndefined();
    expect(finding(outcome, 'tracking_after_refusal')).toBeUndefined();
    expect(outcome.bundle.scan.status).toBe('completed_limited');
    expect(outcome.bundle.scan.coverage?.summary).toContain('stopped at step 2');
  });

  it('a TCF CMP with "Reject all" on the second layer behind "Settings" (northgate-tribune): reached, clicked and registered in the TC string', async () => {
    const outcome = await flowScan('northgate-tribune.example');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Reject all',
      layer: 'second',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['tc_string'],
    });
    expect(reject.consent.tcf).toMatchObject({
      present: true,
      tcStringPresent: true,
      purposeConsentsCount: 0,
    });
    expect(finding(outcome, 'refusal_not_registered')).toBeUndefined();
    expect(finding(outcome, 'no_first_layer_reject')).toBeDefined();
  });
});

describe('the budgeted same-site crawl before consent (brightside-dental)', () => {
  // The crawl runs in the before_consent arm; these scans skip the other arms to keep the suite short.
  const BRIGHTSIDE = 'brightside-dental.example';
  // Generous crawl budgets (a slow machine must not skip pages for time) except where the budget is tested.
  const crawlScan = (options: HarnessScanOptions) =>
    scan(BRIGHTSIDE, {
      arms: ['before_consent'],
      ...options,
      budgets: { crawlMs: 60_000, crawlPageMs: 15_000, ...options.budgets },
    });
  const crawled = (o: Observation) => (o.pageViews ?? []).filter((v) => v.role === 'crawled_page');

  // The crawl may take its whole 60 s budget on a slow machine: the test allows that and the arm around it.
  it(
    'visits the form pages first and names them: /contact → third_party_form_destination, /appointment → key_logging and sensitive_data_to_third_party',
    { timeout: 150_000 },
    async () => {
      const outcome = await crawlScan({ pages: 4 });
      const before = arm(outcome, 'before_consent');
      expect(crawled(before).map((v) => [v.path, v.via, v.status])).toEqual([
        ['/appointment', 'form_page', 200],
        ['/contact', 'form_page', 200],
        ['/privacy', 'privacy_notice', 200],
        // A form-like link in the content ("Emergency appointments"), before the rest of the navigation.
        ['/treatments/emergency-appointments', 'form_page', 200],
      ]);
      // Each page observed until quiet, or until its share of the crawl budget on a busy machine.
      expect(
        crawled(before).every((v) => v.outcome === 'observed' || v.outcome === 'cut_short'),
      ).toBe(true);
      const form = finding(outcome, 'third_party_form_destination');
      expect(form?.evidence.pages).toEqual(['/contact']);
      expect(form?.evidence.examples[0]).toMatchObject({
        urlHost: 'forms.hubspot.com',
        page: '/contact',
        pageView: 'crawled_page',
      });
      expect(finding(outcome, 'key_logging')?.evidence.pages).toEqual(['/appointment']);
      expect(finding(outcome, 'sensitive_data_to_third_party')?.evidence.pages).toEqual([
        '/appointment',
      ]);
      // The starting page's own findings still name the starting page first.
      expect(finding(outcome, 'pre_consent_tracking')?.evidence.pages?.[0]).toBe('/');
      expect(outcome.bundle.scan.crawl).toMatchObject({
        status: 'limited',
        requestedPages: 4,
        visitedPages: 4,
        robotsTxt: 'honoured',
      });
      // The full-site export adds the crawled pages' forms, each with its page.
      expect(outcome.bundle.scan.privacyAuditEvidence?.forms?.thirdPartyDestinationCount).toBe(1);
      expect(outcome.bundle.scan.crawl?.summary).toContain('robots.txt disallows /patient-portal');
      expect(outcome.bundle.scan.pages).toEqual(
        expect.arrayContaining([
          {
            path: '/',
            role: 'starting_page',
            arm: 'before_consent',
            status: 'visited',
            httpStatus: 200,
          },
          expect.objectContaining({
            path: '/contact',
            role: 'crawled_page',
            arm: 'before_consent',
            httpStatus: 200,
          }),
          {
            path: '/logout',
            role: 'crawled_page',
            status: 'skipped',
            limitedBy: 'side_effect_link',
          },
          {
            path: '/patient-portal',
            role: 'crawled_page',
            status: 'skipped',
            limitedBy: 'robots_txt',
          },
        ]),
      );
      // The crawl observes; it never chooses: every record before consent, nothing clicked or stored.
      expect(before.consent.action.clickStatus).toBe('not_attempted');
      expect(new Set(before.requests.map((r) => r.phase))).toEqual(new Set(['before_consent']));
    },
  );

  it('stays on the site, never follows /logout or the robots-disallowed portal, never submits a form', async () => {
    await crawlScan({ pages: 4 });
    const served = harness.fixtureWeb.requestsTo(BRIGHTSIDE);
    const documents = served.filter(
      (r) =>
        r.method === 'GET' &&
        !/\.(js|css|svg|ico|txt)$/.test(r.path) &&
        !r.path.startsWith('/api/'),
    );
    expect(documents.map((r) => r.path)).not.toContain('/logout');
    expect(documents.map((r) => r.path)).not.toContain('/patient-portal');
    expect(served.filter((r) => r.method === 'POST' && r.path !== '/rum')).toEqual([]);
    expect(harness.fixtureWeb.requestsTo('forms.hubspot.com')).toEqual([]);
  });

  it('--pages 0: neither finding, and the Scan says the crawl was off', async () => {
    const outcome = await crawlScan({ pages: 0 });
    expect(crawled(arm(outcome, 'before_consent'))).toEqual([]);
    const ids = outcome.bundle.findings.map((f) => f.id);
    expect(ids).not.toContain('third_party_form_destination');
    expect(ids).not.toContain('key_logging');
    expect(ids).not.toContain('sensitive_data_to_third_party');
    expect(outcome.bundle.scan.crawl).toMatchObject({
      status: 'off',
      requestedPages: 0,
      visitedPages: 0,
      robotsTxt: 'not_needed',
    });
    expect(outcome.bundle.scan.crawl?.summary).toMatch(/crawl was off/);
  });

  it('--ignore-robots visits the disallowed portal (and says so); never more pages than asked', async () => {
    const outcome = await crawlScan({ pages: 3, ignoreRobots: true });
    const before = arm(outcome, 'before_consent');
    expect(crawled(before).map((v) => v.path)).toEqual([
      '/appointment',
      '/contact',
      '/patient-portal',
    ]);
    expect(before.crawl?.skipped).toEqual(
      expect.arrayContaining([
        { path: '/privacy', reason: 'page_cap' },
        { path: '/logout', reason: 'side_effect_link' },
      ]),
    );
    expect(outcome.bundle.scan.crawl).toMatchObject({ robotsTxt: 'ignored', visitedPages: 3 });
    expect(outcome.bundle.scan.crawl?.summary).toContain(
      'robots.txt was ignored (--ignore-robots)',
    );
  });

  it('never exceeds the crawl budget: pages it has no time for are skipped for the budget', async () => {
    const outcome = await crawlScan({ pages: 4, budgets: { crawlMs: 3_500 } });
    const before = arm(outcome, 'before_consent');
    expect(crawled(before).length).toBeLessThanOrEqual(1);
    expect(
      before.crawl?.skipped.filter((s) => s.reason === 'budget').length,
    ).toBeGreaterThanOrEqual(3);
    const last = crawled(before)[0];
    // The arm ends soon after the budget: what follows the crawl (collecting every collector) takes a few
    // seconds on a busy machine, far less than the three pages it skipped would have.
    if (last) expect(before.timings.totalMs - last.startedMs).toBeLessThan(3_500 + 8_000);
    expect(before.coverageLimitations.map((l) => l.code)).toContain('crawl_limited');
  });
});
