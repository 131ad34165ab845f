import { describe, expect, it } from 'vitest';
import {
  projectPostAcceptObservation,
  projectPostRefusalObservation,
} from '../../src/projection/index.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { everythingWrong } from '../findings/fixtures.ts';
import { buildScan, cookie, noMechanism, request } from '../findings/observation-builder.ts';

const DC = request('stats.g.doubleclick.net', {
  path: '/g/collect',
  resourceType: 'ping',
  tMs: 1500,
  phase: 'after_reject',
  setCookieNames: ['IDE'],
});

describe('postRefusalObservation', () => {
  it('confirmed refusal with tracking after the click: confirmed_observation, registered verdict, projectable', () => {
    const observation = projectPostRefusalObservation(
      buildScan({
        after_reject: {
          requests: [request('www.google-analytics.com', { tMs: 950, phase: 'after_reject' }), DC],
          timings: { totalMs: 4000 },
        },
      }),
    )!;
    assertValid('post-refusal-observation', observation);
    expect(observation).toMatchObject({
      status: 'confirmed_observation',
      verdict: 'eligible_nonessential_activity_observed_after_confirmed_refusal',
      refusalKind: 'reject_all',
      productionProjectable: true,
      execution: {
        status: 'succeeded_with_confirmation',
        method: 'autoconsent',
        cmp: 'Cookiebot',
        confirmationMethods: ['autoconsent_self_test', 'consent_cookie'],
      },
      afterAction: {
        clickStatus: 'clicked',
        captureStopReason: 'network_quiet',
        captureMs: 3000,
        requestCount: 1,
        droppedRequestCount: 0,
        storageSnapshotAvailable: true,
      },
      termination: { kind: 'network_quiet', intentional: false },
      coverageLimitations: [],
    });
    expect(observation.evidence?.examples.map((example) => example.urlHost)).toEqual([
      'stats.g.doubleclick.net',
    ]);
  });

  it('unconfirmed refusal with verified tracking: unconfirmed, refusal_not_confirmed, projectable by the Reject-click policy', () => {
    const observation = projectPostRefusalObservation(buildScan(everythingWrong()))!;
    assertValid('post-refusal-observation', observation);
    expect(observation).toMatchObject({
      status: 'unconfirmed',
      verdict: 'refusal_not_confirmed',
      productionProjectable: true,
      execution: { status: 'succeeded' },
    });
  });

  it('failed click: unconfirmed, not evaluated, execution failed, limitation listed', () => {
    const observation = projectPostRefusalObservation(
      buildScan({
        after_reject: { consent: { action: { kind: 'reject', clickStatus: 'click_failed' } } },
      }),
    )!;
    assertValid('post-refusal-observation', observation);
    expect(observation).toMatchObject({
      status: 'unconfirmed',
      verdict: 'not_evaluated',
      productionProjectable: false,
      execution: { status: 'failed' },
    });
    expect(observation.coverageLimitations?.map((limitation) => limitation.code)).toEqual([
      'consent_click_failed',
    ]);
  });

  it('no banner: not_attempted; no arm: absent', () => {
    const observation = projectPostRefusalObservation(
      buildScan({ after_reject: { consent: noMechanism() } }),
    )!;
    assertValid('post-refusal-observation', observation);
    expect(observation).toMatchObject({
      status: 'not_attempted',
      verdict: 'not_evaluated',
      productionProjectable: false,
      execution: { status: 'not_attempted' },
    });
    expect(observation.refusalKind).toBeUndefined();
    expect(projectPostRefusalObservation(buildScan({ after_reject: null }))).toBeUndefined();
  });
});

describe('postAcceptObservation', () => {
  it('activity after confirmed acceptance is a score-neutral baseline: never projectable', () => {
    const observation = projectPostAcceptObservation(
      buildScan({
        after_accept: {
          requests: [request('www.google-analytics.com', { tMs: 1200, phase: 'after_accept' })],
          cookies: [cookie('_ga', 'shop.example', { phase: 'after_accept', firstSeenMs: 1300 })],
        },
      }),
    )!;
    assertValid('post-accept-observation', observation);
    expect(observation).toMatchObject({
      status: 'confirmed_observation',
      verdict: 'eligible_nonessential_activity_observed_after_confirmed_acceptance',
      productionProjectable: false,
    });
    expect(observation.evidence?.exampleCount).toBe(2);
  });

  it('unconfirmed acceptance', () => {
    const observation = projectPostAcceptObservation(
      buildScan({
        after_accept: {
          consent: {
            decision: { kind: 'acceptance', registration: 'unconfirmed', verifiedBy: [] },
          },
        },
      }),
    )!;
    assertValid('post-accept-observation', observation);
    expect(observation).toMatchObject({
      status: 'unconfirmed',
      verdict: 'acceptance_not_confirmed',
      execution: { status: 'succeeded' },
    });
  });
});
