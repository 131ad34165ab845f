import { describe, expect, it } from 'vitest';
import type { ConsentDetected } from '../../src/observe/consent/types.ts';
import { assessScan } from '../../src/findings/index.ts';
import { classifyScan } from '../../src/classify/classify-scan.ts';
import {
  LEAD_CONSENT_WINDOW_MS,
  planFromDetection,
  planFromObservation,
  skippedArmLimitation,
} from '../../src/pipeline/arm-plan.ts';
import { buildObservation } from '../findings/observation-builder.ts';

const ALL = ['before_consent', 'after_reject', 'after_accept', 'gpc_on'] as const;
const detected = (patch: Partial<ConsentDetected>): ConsentDetected => ({
  atMs: 900,
  pending: false,
  popupShown: false,
  autoconsentRule: null,
  optOutControl: false,
  lateBannerEvidence: null,
  ...patch,
});
const NO_MECHANISM = {
  popupShown: false,
  cmp: { name: null, detectedBy: 'none' as const },
  firstLayerRejectAvailable: null,
  action: { kind: 'none' as const, clickStatus: 'not_attempted' as const },
  decision: { kind: 'none' as const, registration: 'not_attempted' as const, verifiedBy: [] },
};

describe('planFromDetection: the action arms start as soon as there is something to click', () => {
  it('a banner recognised by autoconsent: both arms, only that rule', () => {
    expect(
      planFromDetection(detected({ popupShown: true, autoconsentRule: 'Klaro' }), ALL),
    ).toEqual({ run: ['after_reject', 'after_accept'], skipped: [], consentRule: 'Klaro' });
  });

  it('a banner found by the heuristic: both arms with every rule (no rule is passed on)', () => {
    expect(planFromDetection(detected({ popupShown: true }), ALL)).toEqual({
      run: ['after_reject', 'after_accept'],
      skipped: [],
    });
  });

  it('a banner that showed late (6.5 s): the action arms wait for it until a little after that time', () => {
    expect(planFromDetection(detected({ popupShown: true, atMs: 6_500 }), ALL)).toMatchObject({
      run: ['after_reject', 'after_accept'],
      consentWindowMs: 11_500,
    });
    expect(
      planFromDetection(detected({ popupShown: true, atMs: 1_500 }), ALL)?.consentWindowMs,
    ).toBeUndefined();
  });

  it('evidence of a banner to come (pending): both arms start now and wait as long as before_consent', () => {
    expect(
      planFromDetection(detected({ pending: true, lateBannerEvidence: 'cmp_script' }), ALL),
    ).toMatchObject({
      run: ['after_reject', 'after_accept'],
      consentWindowMs: LEAD_CONSENT_WINDOW_MS,
    });
  });

  it('only an opt-out control: the Reject arm alone, the Accept arm skipped with its reason', () => {
    const plan = planFromDetection(detected({ optOutControl: true }), ALL);
    expect(plan?.run).toEqual(['after_reject']);
    expect(plan?.skipped).toEqual([
      {
        arm: 'after_accept',
        reason: expect.stringMatching(/opt-out control but no consent banner/),
      },
    ]);
  });

  it('nothing detected: no early plan (decided when the arm ends)', () => {
    expect(planFromDetection(detected({}), ALL)).toBeNull();
  });
});

describe('planFromObservation: absence is concluded only from a complete before_consent observation', () => {
  it('a complete observation with no mechanism at all skips both action arms', () => {
    const plan = planFromObservation(
      buildObservation('before_consent', { consent: NO_MECHANISM }),
      ALL,
    );
    expect(plan.run).toEqual([]);
    expect(plan.skipped.map((s) => s.arm)).toEqual(['after_reject', 'after_accept']);
  });

  it.each([
    ['a banner shown', { consent: { ...NO_MECHANISM, popupShown: true } }],
    [
      'a CMP named',
      {
        consent: {
          ...NO_MECHANISM,
          cmp: { name: 'Cookiebot', detectedBy: 'autoconsent' as const },
        },
      },
    ],
    ['a TCF API', { consent: { ...NO_MECHANISM, tcf: { present: true } } }],
    [
      'a limitation (closed shadow root)',
      {
        consent: NO_MECHANISM,
        coverageLimitations: [
          { code: 'other' as const, arm: 'before_consent' as const, summary: 'closed shadow root' },
        ],
      },
    ],
    [
      'a consent-layer error',
      {
        consent: NO_MECHANISM,
        errors: [{ stage: 'consent' as const, code: 'consent_act_failed', message: 'x' }],
      },
    ],
  ])('runs both when the arm saw %s', (_name, patch) => {
    expect(planFromObservation(buildObservation('before_consent', patch), ALL).run).toEqual([
      'after_reject',
      'after_accept',
    ]);
  });

  it('runs neither when before_consent could not load the page or did not run (they stay absent: arm_not_run)', () => {
    expect(planFromObservation(null, ALL)).toEqual({ run: [], skipped: [] });
    const failed = buildObservation('before_consent', {
      consent: NO_MECHANISM,
      termination: { kind: 'navigation_failed', intentional: false },
      finalUrl: null,
      mainDocumentStatus: null,
    });
    expect(planFromObservation(failed, ALL)).toEqual({ run: [], skipped: [] });
  });

  it('an opt-out control seen by the end: the Reject arm only', () => {
    const plan = planFromObservation(
      buildObservation('before_consent', {
        consent: {
          ...NO_MECHANISM,
          optOutControl: { kind: 'do_not_sell_link', label: 'Do Not Sell or Share' },
        },
      }),
      ALL,
    );
    expect(plan.run).toEqual(['after_reject']);
  });
});

describe('a skipped arm in the judged scan', () => {
  it('is informational: the scan stays completed, no arm_not_run, the summary says why', () => {
    const before = buildObservation('before_consent', { consent: NO_MECHANISM });
    before.coverageLimitations.push(
      skippedArmLimitation('after_reject', 'nothing to click'),
      skippedArmLimitation('after_accept', 'nothing to click'),
    );
    const assessment = assessScan(
      classifyScan([before, buildObservation('gpc_on', { consent: NO_MECHANISM })]),
    );
    expect(assessment.coverage.status).toBe('complete');
    expect(assessment.coverage.limitations?.map((l) => l.code)).toEqual([
      'arm_not_needed',
      'arm_not_needed',
    ]);
    expect(assessment.coverage.summary).toMatch(
      /after-Reject and after-Accept arms were not needed/,
    );
  });

  it('an action arm missing without that note is still a limitation (arm_not_run, partial)', () => {
    const assessment = assessScan(
      classifyScan([
        buildObservation('before_consent', { consent: NO_MECHANISM }),
        buildObservation('gpc_on', { consent: NO_MECHANISM }),
      ]),
    );
    expect(assessment.coverage.status).toBe('partial');
    expect(assessment.coverage.limitations?.map((l) => l.code)).toEqual([
      'arm_not_run',
      'arm_not_run',
    ]);
  });
});
