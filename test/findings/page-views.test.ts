import { describe, expect, it } from 'vitest';
import { check as trackingAfterRefusal } from '../../src/findings/checks/tracking-after-refusal.ts';
import { evaluateGpc } from '../../src/findings/index.ts';
import type { PageView } from '../../src/model/index.ts';
import { projectEvidence } from '../../src/projection/sanitize.ts';
import { buildScan, cookie, request } from './observation-builder.ts';

/** The Reject arm's page views: the starting page, then the page view after the click (/recipes). */
const VIEWS: PageView[] = [
  { path: '/', role: 'starting_page', startedMs: 0, status: 200, outcome: 'observed' },
  {
    path: '/recipes',
    role: 'next_page_view',
    via: 'main_navigation',
    startedMs: 3000,
    status: 200,
    outcome: 'observed',
  },
];
const GA_NEXT = request('region1.google-analytics.com', {
  path: '/g/collect',
  resourceType: 'ping',
  method: 'POST',
  tMs: 3400,
  phase: 'after_reject',
  pageView: 1,
});
/** _ga set before the click on the starting page, and set again by the hard-coded tag on the next page view. */
const GA_COOKIE = cookie('_ga', 'shop.example', {
  setBy: 'script',
  phase: 'pre_consent',
  firstSeenMs: 700,
  rewrites: [{ pageView: 1, tMs: 3420, phase: 'after_reject' }],
});

describe('evidence names its page', () => {
  it('tracking_after_refusal counts the next page view (requests, and cookies set again there), strong with a confirmed refusal', () => {
    const draft = trackingAfterRefusal(
      buildScan({ after_reject: { pageViews: VIEWS, requests: [GA_NEXT], cookies: [GA_COOKIE] } }),
    );
    expect(draft?.confidence).toBe('strong');
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'request',
        vendor: 'Google Analytics',
        urlHost: 'region1.google-analytics.com',
        phase: 'after_reject',
        party: 'third_party',
        tMs: 3400,
        page: '/recipes',
        pageView: 'next_page_view',
      },
      {
        type: 'cookie',
        vendor: 'Google Analytics',
        urlHost: 'shop.example',
        phase: 'after_reject',
        name: '_ga',
        party: 'first_party',
        tMs: 3420,
        page: '/recipes',
        pageView: 'next_page_view',
      },
    ]);
    expect(draft?.evidence.summary).toBe(
      '1 tracker request and 1 tracking cookie after the Reject click (seen on the next page view, /recipes) (refusal confirmed).',
    );
    expect(projectEvidence(draft!.evidence)).toMatchObject({
      pages: ['/recipes'],
      pageViews: ['next_page_view'],
    });
  });

  it('a cookie set before the click and never set again after it does not count', () => {
    const onlyBefore = {
      ...GA_COOKIE,
      rewrites: [{ pageView: 1, tMs: 800, phase: 'pre_consent' as const }],
    };
    expect(
      trackingAfterRefusal(
        buildScan({ after_reject: { pageViews: VIEWS, cookies: [onlyBefore] } }),
      ),
    ).toBeNull();
  });

  it('a next page view that showed a bot wall contributes no evidence', () => {
    const walled: PageView[] = [VIEWS[0]!, { ...VIEWS[1]!, outcome: 'interstitial' }];
    expect(
      trackingAfterRefusal(buildScan({ after_reject: { pageViews: walled, requests: [GA_NEXT] } })),
    ).toBeNull();
  });

  it('observations without page views name no page (older saved observations judge as before)', () => {
    const draft = trackingAfterRefusal(
      buildScan({ after_reject: { requests: [{ ...GA_NEXT, pageView: undefined }] } }),
    );
    expect(draft?.evidence.examples[0]).not.toHaveProperty('page');
    expect(projectEvidence(draft!.evidence)).not.toHaveProperty('pages');
  });
});

describe('the GPC comparison is like for like', () => {
  const FB = (phase: 'gpc_on' | 'before_consent', pageView?: number) =>
    request('www.facebook.com', {
      path: '/tr/',
      resourceType: 'image',
      tMs: pageView ? 3500 : 900,
      phase,
      ...(pageView ? { pageView } : {}),
    });
  const gpcViews: PageView[] = [VIEWS[0]!, { ...VIEWS[1]!, path: '/shop' }];

  it('counts only the starting page on both sides: the next page view of the GPC arm is not more activity', () => {
    const scan = buildScan({
      before_consent: {
        pageViews: [VIEWS[0]!],
        requests: [FB('before_consent'), FB('before_consent')],
      },
      gpc_on: {
        pageViews: gpcViews,
        requests: [FB('gpc_on'), FB('gpc_on', 1), FB('gpc_on', 1), FB('gpc_on', 1)],
      },
    });
    const gpc = evaluateGpc(scan);
    expect(gpc.withGpc?.saleSharingRequestCount).toBe(1);
    expect(gpc.withoutGpc?.saleSharingRequestCount).toBe(2);
    expect(gpc.comparison).toBe('reduced_activity_with_gpc');
    // …while the evidence of activity with GPC on keeps the next page view.
    expect(gpc.saleSharingWithGpc.map((r) => r.page?.path)).toEqual([
      '/',
      '/shop',
      '/shop',
      '/shop',
    ]);
  });
});
