import { expect } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import { armOf as arm, hostsRequested } from './scan-harness.ts';

/** Shared by the CMP imitation e2e files: the trackers each action arm saw, and its consent facts. */
export const TRACKERS = /google-analytics|facebook/;
export const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);

/** The consent facts of both action arms: platform, what was clicked where, how the choice was confirmed. */
export function expectChoices(
  outcome: ScanOutcome,
  cmp: string,
  reject: { label: string; layer: 'first' | 'second'; verifiedBy: string[] },
  accept: { label: string; verifiedBy: string[] },
) {
  const r = arm(outcome, 'after_reject').consent;
  expect(r.cmp).toMatchObject({ name: cmp, detectedBy: 'autoconsent' });
  expect(r.action).toMatchObject({
    kind: 'reject',
    method: 'autoconsent',
    clickStatus: 'clicked',
    label: reject.label,
    layer: reject.layer,
  });
  expect(r.decision).toEqual({
    kind: 'refusal',
    registration: 'confirmed',
    verifiedBy: reject.verifiedBy,
  });
  const a = arm(outcome, 'after_accept').consent;
  expect(a.action).toMatchObject({
    kind: 'accept',
    method: 'autoconsent',
    label: accept.label,
    layer: 'first',
  });
  expect(a.decision).toEqual({
    kind: 'acceptance',
    registration: 'confirmed',
    verifiedBy: accept.verifiedBy,
  });
}
