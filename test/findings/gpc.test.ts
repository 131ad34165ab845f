import { describe, expect, it } from 'vitest';
import { check as gpcOptOut } from '../../src/findings/checks/gpc-opt-out-not-observed.ts';
import {
  gpcIsOnlyChoice,
  runsOptInMechanism,
  usOptOutSignals,
} from '../../src/findings/gpc-choice.ts';
import { evaluateGpc } from '../../src/findings/index.ts';
import { judgeObservations } from '../../src/index.ts';
import type { ConsentState } from '../../src/model/index.ts';
import {
  buildObservations,
  buildScan,
  cookie,
  judge,
  noMechanism,
  request,
  type ArmPatches,
  type ObservationPatch,
} from './observation-builder.ts';

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
    expect(draft?.subjects).toEqual({
      vendors: ['Meta'],
      hosts: ['connect.facebook.net', 'www.facebook.com'],
    });
    expect(draft?.facts.registration).toBe('the site recorded no opt-out (read from gpp)');
    expect(assessment.score).toEqual({ score: 100, riskLevel: 'low' });
  });

  it('is weaker when delivery and registration are unknown', () => {
    const draft = gpcOptOut(
      buildScan({
        gpc_on: {
          requests: ADS,
          gpc: {
            mainDocumentDelivery: 'unknown',
            registration: { state: 'unknown', source: 'none' },
          },
        },
      }),
    );
    expect(draft?.confidence).toBe('weak');
  });

  it('reports a recorded opt-out that did not stop the sale/sharing tags (stored state is not an effect), as moderate', () => {
    const draft = gpcOptOut(
      buildScan({
        gpc_on: { requests: ADS, gpc: { registration: { state: 'opted_out', source: 'gpp' } } },
      }),
    );
    expect(draft?.id).toBe('gpc_opt_out_not_observed');
    expect(draft?.confidence).toBe('moderate');
    expect(draft?.evidence.hasConsentContext).toBe(false);
    expect(draft?.evidence.summary).toContain(
      '2 sale/sharing requests to 2 hosts with GPC on; registration opted_out (recorded, tags not stopped).',
    );
    expect(draft?.facts.registration).toBe(
      'the opt-out the site recorded (read from gpp) did not stop them',
    );
    expect(draft?.subjects.vendors).toEqual(['Meta']);
  });

  it('a recorded opt-out passed on to the vendor (Limited Data Use, restricted data processing) is the opt-out at work: no finding', () => {
    // The hit says Limited Data Use; the script load cannot say anything and counts with its vendor.
    const restricted = [ADS[0]!, { ...ADS[1]!, restrictedProcessing: true as const }];
    const scan = buildScan({
      gpc_on: {
        requests: restricted,
        gpc: { registration: { state: 'opted_out', source: 'usp' } },
      },
      before_consent: {
        requests: ADS.map((r) => ({ ...r, phase: 'before_consent' as const })),
      },
    });
    expect(gpcOptOut(scan)).toBeNull();
    expect(evaluateGpc(scan).saleSharingWithGpc).toEqual([]);
    expect(evaluateGpc(scan).comparison).toBe('reduced_activity_with_gpc');
    // A vendor with one hit restricted and one not is still selling: both count.
    const mixed = [
      ...restricted,
      request('www.facebook.com', {
        path: '/tr',
        resourceType: 'image',
        phase: 'gpc_on',
        tMs: 900,
      }),
    ];
    expect(
      gpcOptOut(
        buildScan({
          gpc_on: { requests: mixed, gpc: { registration: { state: 'opted_out', source: 'usp' } } },
        }),
      )?.evidence.summary,
    ).toContain('3 sale/sharing requests');
    // The same requests without the restriction are reported.
    expect(
      gpcOptOut(
        buildScan({
          gpc_on: { requests: ADS, gpc: { registration: { state: 'opted_out', source: 'usp' } } },
        }),
      )?.id,
    ).toBe('gpc_opt_out_not_observed');
  });

  it('is silent when no signal was delivered, or without sale/sharing trackers', () => {
    expect(
      gpcOptOut(
        buildScan({
          gpc_on: {
            requests: ADS,
            gpc: { mainDocumentDelivery: 'blocked_before_transmission', navigatorExposed: false },
          },
        }),
      ),
    ).toBeNull();
    expect(
      gpcOptOut(
        buildScan({
          gpc_on: { requests: [request('www.google-analytics.com', { phase: 'gpc_on' })] },
        }),
      ),
    ).toBeNull();
    expect(gpcOptOut(buildScan({ gpc_on: null }))).toBeNull();
  });

  it('compares with before_consent as the off side when gpc_off is absent', () => {
    const off = ADS.map((r) => ({ ...r, phase: 'before_consent' as const }));
    const reduced = evaluateGpc(
      buildScan({ before_consent: { requests: [...off, ...off] }, gpc_on: { requests: ADS } }),
    );
    expect(reduced.offArmName).toBe('before_consent');
    expect(reduced.comparison).toBe('reduced_activity_with_gpc');
    const same = evaluateGpc(buildScan({ gpc_off: { requests: off }, gpc_on: { requests: ADS } }));
    expect(same.offArmName).toBe('gpc_off');
    expect(same.comparison).toBe('no_reduction_observed');
    expect(same.withGpc).toEqual({
      requestCount: 2,
      saleSharingRequestCount: 2,
      thirdPartyHostCount: 2,
      cookieCount: 0,
    });
    expect(evaluateGpc(buildScan()).comparison).toBe('indeterminate');
    expect(evaluateGpc(buildScan({ gpc_on: null })).comparison).toBe('not_attempted');
  });
});

/** The same Meta pixel before consent and with GPC on, with its cookies: one activity seen twice. */
const BEFORE = ADS.map((r) => ({ ...r, phase: 'before_consent' as const }));
const FBP = cookie('_fbp');
const FR = cookie('fr', 'facebook.com', { setBy: 'http' });

/** Every arm patched alike (consent state, vantage point), the Meta pixel before consent and with GPC on. */
function sameActivity(
  all: ObservationPatch = {},
  extra: { before?: ObservationPatch; gpcOn?: ObservationPatch } = {},
): ArmPatches {
  const withConsent = (patch: ObservationPatch = {}): ObservationPatch => ({
    ...all,
    ...patch,
    consent: { ...all.consent, ...patch.consent },
  });
  return {
    before_consent: withConsent({ requests: BEFORE, cookies: [FBP, FR], ...extra.before }),
    after_reject: withConsent(),
    after_accept: withConsent(),
    gpc_on: withConsent({
      requests: ADS,
      cookies: [FBP, FR].map((c) => ({ ...c, phase: 'gpc_on' as const })),
      ...extra.gpcOn,
    }),
  };
}

const optInIds = (patches: ArmPatches) => judge(patches).assessment.findings.map((f) => f.id);

describe('gpc_opt_out_not_observed only where it tells the reader something', () => {
  it('an opt-in banner site whose GPC arm repeats the pre-consent tracking: no GPC finding, the comparison stays in gpcResponse', () => {
    const patches = sameActivity();
    expect(runsOptInMechanism(buildScan(patches))).toBe(true);
    expect(gpcIsOnlyChoice(buildScan(patches))).toBe(false);
    const ids = optInIds(patches);
    expect(ids).toContain('pre_consent_tracking');
    expect(ids).not.toContain('gpc_opt_out_not_observed');
    const { scan } = judgeObservations(buildObservations(patches), {
      scanId: '5b0c3a4e-7d2f-4c1a-9e8b-3f6a2d1c0b9e',
    });
    expect(scan.gpcResponse).toMatchObject({
      status: 'no_reduction_observed',
      scoreEffect: 'none',
      activityComparison: {
        withGpc: { saleSharingRequestCount: 2 },
        withoutGpc: { saleSharingRequestCount: 2 },
      },
      observation: { requests: { saleSharingRequestCount: 2 } },
    });
  });

  it('an opt-in site whose GPC arm reached a sale/sharing host not seen before consent keeps the finding and names the host', () => {
    const patches = sameActivity(
      {},
      { before: { requests: BEFORE.filter((r) => r.host === 'connect.facebook.net') } },
    );
    const draft = gpcOptOut(buildScan(patches));
    expect(draft?.subjects.hosts).toEqual(['connect.facebook.net', 'www.facebook.com']);
    expect(draft?.evidence.summary).toBe(
      '2 sale/sharing requests to 2 hosts with GPC on; registration not_opted_out. Not seen before consent: www.facebook.com.',
    );
  });

  it('an opt-in site whose GPC arm set an advertising cookie not seen before consent keeps the finding; an analytics cookie does not count', () => {
    const newCookie = sameActivity({}, { before: { cookies: [FBP] } });
    expect(gpcOptOut(buildScan(newCookie))?.evidence.summary).toMatch(
      /Not seen before consent: fr on facebook\.com\.$/,
    );
    const analyticsOnly = sameActivity(
      {},
      {
        gpcOn: {
          requests: ADS,
          cookies: [FBP, FR, cookie('_ga', 'shop.example', { phase: 'gpc_on' })],
        },
      },
    );
    expect(gpcOptOut(buildScan(analyticsOnly))).toBeNull();
  });

  it('an opt-in site whose before_consent arm saw nothing usable keeps the finding: nothing was reported before consent', () => {
    const failed = sameActivity(
      {},
      {
        before: {
          finalUrl: null,
          mainDocumentStatus: null,
          termination: { kind: 'navigation_failed', intentional: false },
        },
      },
    );
    expect(optInIds(failed)).not.toContain('pre_consent_tracking');
    expect(gpcOptOut(buildScan(failed))?.evidence.summary).toMatch(
      /Not seen before consent: connect\.facebook\.net, www\.facebook\.com, _fbp on shop\.example and fr on facebook\.com\.$/,
    );
  });

  it('a site with no consent mechanism at all (GPC is the only choice) keeps the finding, worded as before', () => {
    const patches = sameActivity({ consent: noMechanism() });
    expect(runsOptInMechanism(buildScan(patches))).toBe(false);
    const draft = gpcOptOut(buildScan(patches));
    expect(draft?.evidence.summary).toBe(
      '2 sale/sharing requests to 2 hosts with GPC on; registration not_opted_out.',
    );
    expect(optInIds(patches)).toEqual(
      expect.arrayContaining([
        'tracking_without_consent_mechanism',
        'pre_consent_tracking',
        'gpc_opt_out_not_observed',
      ]),
    );
  });

  const US_SIGNALS: [string, ObservationPatch, string][] = [
    [
      '__uspapi',
      { consent: { usp: { present: true, stringPresent: true, optOut: false } } },
      'usp_api',
    ],
    [
      '__gpp with the usnat section',
      { consent: { gpp: { present: true, stringPresent: true, applicableSections: [7] } } },
      'gpp_us_section',
    ],
    [
      '__gpp with the usca section',
      { consent: { gpp: { present: true, applicableSections: [8] } } },
      'gpp_us_section',
    ],
    [
      '__gpp reading a US sale opt-out field',
      { consent: { gpp: { present: true, saleOptOut: 'not_opted_out' } } },
      'gpp_us_section',
    ],
    [
      'gpc.json declaring support',
      { gpc: { wellKnown: { fetched: true, status: 'supports_gpc', httpStatus: 200 } } },
      'gpc_well_known',
    ],
    [
      'gpc.json declaring no support',
      { gpc: { wellKnown: { fetched: true, status: 'does_not_support_gpc', httpStatus: 200 } } },
      'gpc_well_known',
    ],
    [
      'a "Do Not Sell or Share" link',
      {
        consent: {
          optOutControl: {
            kind: 'do_not_sell_link',
            label: 'Do Not Sell or Share My Personal Information',
          },
        },
      },
      'opt_out_control',
    ],
    [
      'a "Your Privacy Choices" link',
      {
        consent: { optOutControl: { kind: 'privacy_choices_link', label: 'Your Privacy Choices' } },
      },
      'opt_out_control',
    ],
    ['a visit from california', { scanFrom: 'california' }, 'visit_from_california'],
  ];

  it.each(US_SIGNALS)(
    'an opt-in site that signals a US opt-out regime (%s) keeps the finding, worded as before',
    (_, patch, signal) => {
      const gpcOn: ObservationPatch = { ...patch, requests: ADS, cookies: [FBP, FR] };
      const patches = patch.scanFrom ? sameActivity(patch) : sameActivity({}, { gpcOn });
      expect(usOptOutSignals(buildScan(patches))).toEqual([signal]);
      expect(gpcOptOut(buildScan(patches))?.evidence.summary).toBe(
        '2 sale/sharing requests to 2 hosts with GPC on; registration not_opted_out.',
      );
    },
  );

  it.each<[string, ObservationPatch]>([
    [
      '__gpp with only the TCF EU section',
      {
        consent: { gpp: { present: true, applicableSections: [2], saleOptOut: 'not_applicable' } },
      },
    ],
    [
      '__uspapi answering 1--- (US Privacy not applicable: Osano and InMobi answer so outside the US)',
      { consent: { usp: { present: true, stringPresent: true, optOut: null } } },
    ],
    [
      'gpc.json not found',
      { gpc: { wellKnown: { fetched: true, status: 'not_found', httpStatus: 404 } } },
    ],
    [
      'gpc.json invalid',
      { gpc: { wellKnown: { fetched: true, status: 'invalid', httpStatus: 200 } } },
    ],
  ])('%s is no US signal: the opt-in site stays without the restating finding', (_, patch) => {
    const patches = sameActivity({}, { gpcOn: { ...patch, requests: ADS, cookies: [FBP, FR] } });
    expect(usOptOutSignals(buildScan(patches))).toEqual([]);
    expect(gpcOptOut(buildScan(patches))).toBeNull();
  });

  it('a US signal from an arm that did not observe the page does not count', () => {
    const botWall: ObservationPatch = {
      consent: { usp: { present: true } },
      coverageLimitations: [
        {
          code: 'bot_wall_detected',
          arm: 'after_accept',
          summary: 'A bot wall replaced the page.',
        },
      ],
    };
    const patches = { ...sameActivity(), after_accept: botWall };
    expect(usOptOutSignals(buildScan(patches))).toEqual([]);
    expect(gpcOptOut(buildScan(patches))).toBeNull();
  });

  it('a TCF API is opt-in where GDPR applies and not where it does not', () => {
    const noBanner: Partial<ConsentState> = noMechanism();
    const tcf = (gdprApplies: boolean | null): ArmPatches =>
      sameActivity({ consent: { ...noBanner, tcf: { present: true, gdprApplies } } });
    expect(runsOptInMechanism(buildScan(tcf(true)))).toBe(true);
    expect(gpcOptOut(buildScan(tcf(true)))).toBeNull();
    expect(runsOptInMechanism(buildScan(tcf(null)))).toBe(true);
    expect(runsOptInMechanism(buildScan(tcf(false)))).toBe(false);
    expect(gpcOptOut(buildScan(tcf(false)))?.id).toBe('gpc_opt_out_not_observed');
  });

  it('a site that honours GPC under an opt-out model keeps its result: no finding, opted out', () => {
    const honoured = sameActivity(
      { consent: { ...noMechanism(), usp: { present: true, stringPresent: true, optOut: true } } },
      {
        gpcOn: {
          requests: [],
          cookies: [],
          gpc: { registration: { state: 'opted_out', source: 'usp' } },
        },
      },
    );
    expect(gpcIsOnlyChoice(buildScan(honoured))).toBe(true);
    expect(gpcOptOut(buildScan(honoured))).toBeNull();
  });
});
