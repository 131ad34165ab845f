import { describe, expect, it } from 'vitest';
import { check as trackingAfterRefusal } from '../../src/findings/checks/tracking-after-refusal.ts';
import {
  check as refusalNotRegistered,
  meta as refusalNotRegisteredMeta,
} from '../../src/findings/checks/refusal-not-registered.ts';
import { renderTemplate } from '../../src/projection/finding.ts';
import { evaluateRefusal } from '../../src/findings/index.ts';
import type { ConsentState, ObservedRequest, PageView } from '../../src/model/index.ts';
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

/** A confirmed US opt-out: "Do Not Sell" link, then "Confirm my choices" on the choices page. */
const OPTED_OUT: Partial<ConsentState> = {
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
    label: 'Confirm my choices',
    layer: 'page',
  },
  decision: { kind: 'refusal', registration: 'confirmed', verifiedBy: ['usp_string'] },
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
    expect(draft!.facts.choice).toBe('clicked "Reject all"');
  });

  describe('after a US opt-out ("Do Not Sell or Share"): only sale/sharing vendors count', () => {
    const ga4 = request('region1.google-analytics.com', {
      path: '/g/collect',
      resourceType: 'ping',
      tMs: 2600,
      phase: 'after_reject',
    });
    const gaCookie = cookie('_ga', 'shop.example', { phase: 'after_reject', firstSeenMs: 2650 });
    const metaHit = (patch: Partial<ObservedRequest> = {}): ObservedRequest =>
      request('www.facebook.com', {
        path: '/tr/',
        resourceType: 'image',
        tMs: 2700,
        phase: 'after_reject',
        ...patch,
      });
    const fbp = cookie('_fbp', 'shop.example', { phase: 'after_reject', firstSeenMs: 2720 });

    it('analytics alone (GA4 and _ga) after the opt-out is no finding', () => {
      const scan = buildScan({
        after_reject: { consent: OPTED_OUT, requests: [ga4], cookies: [gaCookie] },
      });
      expect(trackingAfterRefusal(scan)).toBeNull();
      expect(evaluateRefusal(scan).verdict).toBe(
        'no_eligible_nonessential_activity_after_confirmed_refusal',
      );
    });

    it('the Meta pixel and _fbp after the opt-out are reported, GA4 left out, and the scope said', () => {
      const draft = trackingAfterRefusal(
        buildScan({
          after_reject: {
            consent: OPTED_OUT,
            requests: [ga4, metaHit()],
            cookies: [gaCookie, fbp],
          },
        }),
      );
      expect(draft?.facts.vendors).toBe('Meta');
      expect(draft?.evidence.examples.map((e) => e.urlHost)).toEqual([
        'www.facebook.com',
        'shop.example',
      ]);
      expect(draft?.evidence.summary).toMatch(
        /^1 tracker request and 1 tracking cookie after the opt-out/,
      );
      expect(draft?.facts.pathNote).toContain(
        'Only advertising and social-media vendors are counted after an opt-out of sale or sharing.',
      );
    });

    it('a Meta pixel told by every hit to restrict processing (Limited Data Use) is the opt-out at work', () => {
      const scan = buildScan({
        after_reject: {
          consent: OPTED_OUT,
          requests: [ga4, metaHit({ restrictedProcessing: true })],
          cookies: [gaCookie],
        },
      });
      expect(trackingAfterRefusal(scan)).toBeNull();
    });

    it('the same pixel sent unrestricted hits before the opt-out: only its hits after the choice are judged', () => {
      // The visitor had not opted out yet: the starting page's hits carried no restriction.
      const before = metaHit({ tMs: 400, phase: 'pre_consent' });
      const scan = buildScan({
        after_reject: {
          consent: OPTED_OUT,
          requests: [before, ga4, metaHit({ restrictedProcessing: true })],
          cookies: [gaCookie],
        },
      });
      expect(trackingAfterRefusal(scan)).toBeNull();
    });

    it('a pixel restricted only on the page of the choice and unrestricted on the next page view is reported', () => {
      const scan = buildScan({
        after_reject: {
          consent: OPTED_OUT,
          requests: [metaHit({ restrictedProcessing: true }), metaHit({ tMs: 5200 })],
        },
      });
      expect(trackingAfterRefusal(scan)?.facts.vendors).toBe('Meta');
    });

    /** Starting page, the choices page the link led to (where the opt-out was confirmed), the page view after it. */
    const views = (next: PageView['outcome']): PageView[] => [
      { path: '/', role: 'starting_page', startedMs: 0, status: 200, outcome: 'observed' },
      {
        path: '/privacy-choices',
        role: 'consent_flow_page',
        startedMs: 1800,
        status: 200,
        outcome: 'observed',
      },
      {
        path: '/shop',
        role: 'next_page_view',
        via: 'main_navigation',
        startedMs: 5000,
        status: 200,
        outcome: next,
      },
    ];
    const onChoicesPage = metaHit({ pageView: 1 });
    const onNextView = metaHit({ pageView: 2, tMs: 5400 });

    it('ad hits still sent on the page of the opt-out (its timers) while the next page view is clean: it took effect from there', () => {
      const scan = buildScan({
        after_reject: {
          consent: OPTED_OUT,
          pageViews: views('observed'),
          requests: [onChoicesPage],
        },
      });
      expect(trackingAfterRefusal(scan)).toBeNull();
    });

    it('the same hits count when the next page view also sends them, or could not be observed in full', () => {
      const both = buildScan({
        after_reject: {
          consent: OPTED_OUT,
          pageViews: views('observed'),
          requests: [onChoicesPage, onNextView],
        },
      });
      expect(trackingAfterRefusal(both)?.facts.vendors).toBe('Meta');
      expect(evaluateRefusal(both).window?.requests.map((r) => r.page?.path)).toEqual([
        '/privacy-choices',
        '/shop',
      ]);
      const cutShort = trackingAfterRefusal(
        buildScan({
          after_reject: {
            consent: OPTED_OUT,
            pageViews: views('cut_short'),
            requests: [onChoicesPage],
          },
        }),
      );
      expect(cutShort?.facts.vendors).toBe('Meta');
    });

    it('an EU Reject gets no such allowance: hits on the page of the choice count', () => {
      const draft = trackingAfterRefusal(
        buildScan({ after_reject: { pageViews: views('observed'), requests: [onChoicesPage] } }),
      );
      expect(draft?.facts.vendors).toBe('Meta');
    });

    it('the same GA4 hit after a Reject of an EU banner still counts', () => {
      const draft = trackingAfterRefusal(
        buildScan({ after_reject: { requests: [ga4], cookies: [gaCookie] } }),
      );
      expect(draft?.facts.vendors).toBe('Google Analytics');
      expect(draft?.facts.pathNote).not.toContain('opt-out');
    });
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
    expect(draft?.facts.choice).toBe('clicked "Alle ablehnen"');
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

  it("a refusal a consent platform's rule made through the platform's script (no click seen) is not worded as a click", () => {
    const viaScript: Partial<ConsentState> = {
      ...unconfirmed,
      action: { kind: 'reject', clickStatus: 'clicked', method: 'autoconsent', layer: 'first' },
    };
    const draft = refusalNotRegistered(buildScan({ after_reject: { consent: viaScript } }));
    expect(draft?.facts.choice).toBe(
      "refused through the consent platform's own script (no labelled button click was seen)",
    );
    expect(renderTemplate(refusalNotRegisteredMeta.plainEnglish, draft!.facts)).toMatch(
      /^The visitor refused through the consent platform's own script \(no labelled button click was seen\) in the Cookiebot banner, but /,
    );
  });

  it("names the consent platform, not the autoconsent rule that drove it (Osano's cookieconsent through the Complianz rule)", () => {
    const osano: Partial<ConsentState> = {
      ...unconfirmed,
      cmp: {
        name: 'Complianz optin',
        detectedBy: 'autoconsent',
        platform: { id: 'osano-cookieconsent', name: 'Cookie Consent v3 by Osano' },
      },
    };
    const draft = refusalNotRegistered(buildScan({ after_reject: { consent: osano } }));
    expect(draft?.evidence.examples[0]?.vendor).toBe('Cookie Consent v3 by Osano');
    expect(draft?.subjects.vendors).toEqual(['Cookie Consent v3 by Osano']);
    expect(renderTemplate(refusalNotRegisteredMeta.plainEnglish, draft!.facts)).toContain(
      'in the Cookie Consent v3 by Osano banner',
    );
    expect(renderTemplate(refusalNotRegisteredMeta.plainEnglish, draft!.facts)).not.toContain(
      'Complianz',
    );
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
      ...OPTED_OUT,
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
