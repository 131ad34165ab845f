import { describe, expect, it } from 'vitest';
import { check as trackingAfterRefusal } from '../../src/findings/checks/tracking-after-refusal.ts';
import { check as refusalNotRegistered } from '../../src/findings/checks/refusal-not-registered.ts';
import { evaluateRefusal } from '../../src/findings/index.ts';
import type { ConsentState } from '../../src/model/index.ts';
import { buildScan, cookie, judge, request } from './observation-builder.ts';

const DC_AFTER = request('stats.g.doubleclick.net', {
  path: '/g/collect',
  resourceType: 'ping',
  method: 'POST',
  tMs: 1500,
  phase: 'after_reject',
  setCookieNames: ['IDE'],
});
const IDE_AFTER = cookie('IDE', 'doubleclick.net', {
  setBy: 'http',
  phase: 'after_reject',
  firstSeenMs: 1550,
});
const unconfirmed: Partial<ConsentState> = {
  action: {
    kind: 'reject',
    clickStatus: 'clicked',
    method: 'fallback_heuristic',
    label: 'Alle ablehnen',
    layer: 'first',
  },
  decision: { kind: 'refusal', registration: 'unconfirmed', verifiedBy: [] },
};

describe('tracking_after_refusal', () => {
  it('registered verdict: confirmed refusal + tracker requests and cookies after the click → strong', () => {
    const draft = trackingAfterRefusal(
      buildScan({ after_reject: { requests: [DC_AFTER], cookies: [IDE_AFTER] } }),
    );
    expect(draft).not.toBeNull();
    expect(draft!.confidence).toBe('strong');
    expect(draft!.evidence.phase).toBe('after_reject');
    expect(draft!.evidence.examples).toEqual([
      {
        type: 'request',
        vendor: 'Google Ads',
        urlHost: 'stats.g.doubleclick.net',
        phase: 'after_reject',
        party: 'third_party',
        tMs: 1500,
      },
      {
        type: 'cookie',
        vendor: 'Google Ads',
        urlHost: 'doubleclick.net',
        phase: 'after_reject',
        name: 'IDE',
        party: 'third_party',
        tMs: 1550,
      },
    ]);
    expect(draft!.facts.pathNote).toBe('The refusal was confirmed as registered by the site.');
    expect(draft!.facts.label).toBe('Reject all');
  });

  it('excludes requests in flight at click time (started before the click)', () => {
    const inFlight = [
      request('www.google-analytics.com', {
        path: '/g/collect',
        tMs: 900,
        phase: 'pre_consent',
        outcome: 'pending',
      }),
      request('www.google-analytics.com', { path: '/g/collect', tMs: 950, phase: 'after_reject' }),
    ];
    const scan = buildScan({ after_reject: { requests: inFlight } });
    expect(trackingAfterRefusal(scan)).toBeNull();
    const refusal = evaluateRefusal(scan);
    expect(refusal.window?.inFlightExcluded).toBe(1);
    expect(refusal.verdict).toBe('no_eligible_nonessential_activity_after_confirmed_refusal');
  });

  it('counts only the post-click part when in-flight and later requests mix', () => {
    const requests = [
      request('www.google-analytics.com', { tMs: 950, phase: 'after_reject' }),
      DC_AFTER,
    ];
    const draft = trackingAfterRefusal(buildScan({ after_reject: { requests } }));
    expect(draft?.subjects.hosts).toEqual(['stats.g.doubleclick.net']);
    expect(draft?.evidence.summary).toContain(
      '1 request already in flight at the click was not counted',
    );
  });

  it('Reject-click policy: unconfirmed refusal + known tracker with cookies after the click → moderate at most', () => {
    const draft = trackingAfterRefusal(
      buildScan({ after_reject: { consent: unconfirmed, requests: [DC_AFTER] } }),
    );
    expect(draft?.confidence).toBe('moderate');
    expect(draft?.evidence.hasConsentContext).toBe(false);
    expect(draft?.facts.label).toBe('Alle ablehnen');
    expect(String(draft?.facts.pathNote)).toContain('did not confirm the refusal');
  });

  it('Reject-click policy needs independent verification: tracker requests without any cookie set → no finding', () => {
    const noCookies = { ...DC_AFTER, setCookieNames: [] };
    expect(
      trackingAfterRefusal(
        buildScan({ after_reject: { consent: unconfirmed, requests: [noCookies] } }),
      ),
    ).toBeNull();
  });

  it('no finding without a completed click, after a failed click, or with clean post-click activity', () => {
    const notFound: Partial<ConsentState> = {
      action: { kind: 'reject', clickStatus: 'control_not_found' },
    };
    const failed: Partial<ConsentState> = {
      action: { kind: 'reject', clickStatus: 'click_failed' },
    };
    expect(
      trackingAfterRefusal(
        buildScan({ after_reject: { consent: notFound, requests: [DC_AFTER] } }),
      ),
    ).toBeNull();
    expect(
      trackingAfterRefusal(buildScan({ after_reject: { consent: failed, requests: [DC_AFTER] } })),
    ).toBeNull();
    expect(
      trackingAfterRefusal(
        buildScan({
          after_reject: {
            requests: [request('fonts.gstatic.com', { tMs: 1500, phase: 'after_reject' })],
          },
        }),
      ),
    ).toBeNull();
    expect(trackingAfterRefusal(buildScan({ after_reject: null }))).toBeNull();
  });

  it('activity after confirmed acceptance never projects a negative finding', () => {
    const afterAccept = {
      requests: [
        { ...DC_AFTER, phase: 'after_accept' as const },
        request('www.google-analytics.com', { tMs: 1200, phase: 'after_accept' }),
      ],
      cookies: [
        cookie('_ga', 'shop.example', { phase: 'after_accept', firstSeenMs: 1300 }),
        { ...IDE_AFTER, phase: 'after_accept' as const },
      ],
      behaviour: {
        sessionReplay: [
          {
            vendor: 'Hotjar',
            host: 'in.hotjar.com',
            tMs: 1400,
            phase: 'after_accept' as const,
            recordingDataSent: true,
          },
        ],
        pixelEvents: [
          {
            vendor: 'meta' as const,
            host: 'www.facebook.com',
            eventName: 'Lead',
            customDataKeys: [],
            advancedMatchingKeys: ['em'],
            categories: ['identity' as const],
            tMs: 1500,
            phase: 'after_accept' as const,
          },
        ],
      },
    };
    const { assessment } = judge({ after_accept: afterAccept });
    expect(assessment.findings).toEqual([]);
    expect(assessment.score).toEqual({ score: 100, riskLevel: 'low' });
  });
});

describe('refusal_not_registered', () => {
  it('reports a completed Reject click whose registration was not confirmed', () => {
    const draft = refusalNotRegistered(buildScan({ after_reject: { consent: unconfirmed } }));
    expect(draft?.confidence).toBe('moderate');
    expect(draft?.evidence).toMatchObject({
      phase: 'after_reject',
      hasTimingAnchor: true,
      hasVendorAnchor: true,
      hasConsentContext: false,
    });
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'signal',
        vendor: 'Cookiebot',
        urlHost: 'www.shop.example',
        phase: 'after_reject',
        name: 'refusal_registration',
      },
    ]);
  });

  it('is silent when the click wrote consent state no reader decodes (stored, but unreadable); says so when the banner came back', () => {
    const because = (unconfirmedBecause: string) =>
      refusalNotRegistered(
        buildScan({
          after_reject: {
            consent: {
              ...unconfirmed,
              decision: { ...unconfirmed.decision!, unconfirmedBecause },
            } as Partial<ConsentState>,
          },
        }),
      );
    expect(because('stored_state_unread')).toBeNull();
    expect(because('nothing_stored')?.facts.reason).toBe(
      'no stored consent state confirmed the refusal (verification found nothing)',
    );
    expect(because('banner_shown_again')?.facts.reason).toBe(
      'the consent banner was shown again after the click',
    );
  });

  it('reports stored state that says consent even when a method claimed confirmation (strong)', () => {
    const tcf = {
      present: true,
      gdprApplies: true,
      tcStringPresent: true,
      purposeConsentsCount: 7,
      vendorConsentsCount: 120,
    };
    const draft = refusalNotRegistered(buildScan({ after_reject: { consent: { tcf } } }));
    expect(draft?.confidence).toBe('strong');
    expect(draft?.facts.reason).toBe(
      'after the click the TC string still records consent to 7 purposes',
    );
  });

  it('is silent for a confirmed refusal, a missing click, or an unconfirmed refusal in a bounded arm', () => {
    expect(refusalNotRegistered(buildScan())).toBeNull();
    expect(
      refusalNotRegistered(
        buildScan({
          after_reject: { consent: { action: { kind: 'none', clickStatus: 'control_not_found' } } },
        }),
      ),
    ).toBeNull();
    expect(
      refusalNotRegistered(
        buildScan({
          after_reject: {
            consent: unconfirmed,
            termination: { kind: 'budget_exhausted', intentional: false },
          },
        }),
      ),
    ).toBeNull();
    const necessaryOnly = { present: true, tcStringPresent: true, purposeConsentsCount: 1 };
    const nec: Partial<ConsentState> = {
      action: { kind: 'necessary_only', clickStatus: 'clicked', layer: 'second' },
      tcf: necessaryOnly,
    };
    expect(refusalNotRegistered(buildScan({ after_reject: { consent: nec } }))).toBeNull();
  });

  it('reports a US opt-out control whose GPP string still says not opted out', () => {
    const consent: Partial<ConsentState> = {
      cmp: { name: null, detectedBy: 'fallback_heuristic' },
      popupShown: false,
      firstLayerRejectAvailable: null,
      optOutControl: {
        kind: 'do_not_sell_link',
        label: 'Do Not Sell or Share My Personal Information',
      },
      action: {
        kind: 'opt_out_control',
        clickStatus: 'clicked',
        method: 'opt_out_control',
        layer: 'page',
      },
      decision: { kind: 'refusal', registration: 'confirmed', verifiedBy: ['usp_string'] },
      gpp: {
        present: true,
        stringPresent: true,
        applicableSections: [7],
        saleOptOut: 'not_opted_out',
      },
    };
    const draft = refusalNotRegistered(buildScan({ after_reject: { consent } }));
    expect(draft?.facts.reason).toBe(
      'after the click the GPP string records no sale/sharing opt-out',
    );
    expect(draft?.confidence).toBe('moderate');
  });
});
