// Browser tier: consentmanager.net's CMP loaded from its CDN, refused and accepted through its __cmp API by autoconsent, its TC string read through __tcfapi and its cookie (cmp-consentmanager.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import {
  armOf,
  hostsRequested,
  ScanHarness,
  sortedFindingIds,
  findingVendors as vendors,
} from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const TRACKERS = /google-analytics|facebook|googletagmanager/;
const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);
const CMP = { name: 'consentmanager.net', detectedBy: 'autoconsent', tcfCmpId: 31 };

describe('consentmanager.net (IAB TCF CMP imitation at its CDN)', () => {
  it('"Alle ablehnen" on the first layer (consentmanager-reject): clean; the API refusal is in the TC string and the cookie', async () => {
    const outcome = await harness.scan('https://consentmanager-reject.example/');
    expect(sortedFindingIds(outcome)).toEqual([]);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toMatchObject(CMP);
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      method: 'autoconsent',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect([...reject.consent.decision.verifiedBy].sort()).toEqual([
      'autoconsent_self_test',
      'cmp_stored_state',
      'tc_string',
    ]);
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    const accept = armOf(outcome, 'after_accept');
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect([...accept.consent.decision.verifiedBy].sort()).toEqual([
      'cmp_stored_state',
      'tc_string',
    ]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('no "Alle ablehnen" on the first layer (consentmanager-settings): no_first_layer_reject; the refusal through the API counts as the second layer and registers', async () => {
    const outcome = await harness.scan('https://consentmanager-settings.example/');
    expect(sortedFindingIds(outcome)).toEqual(['no_first_layer_reject']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toMatchObject(CMP);
    expect(reject.consent.action).toMatchObject({ kind: 'reject', layer: 'second' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(armOf(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
  });

  it('GA4 pasted outside the CMP (consentmanager-ignored): Google Analytics tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://consentmanager-ignored.example/');
    expect(sortedFindingIds(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    for (const id of sortedFindingIds(outcome))
      expect(vendors(outcome, id)).toEqual(['Google Analytics']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([
      'region1.google-analytics.com',
      'www.googletagmanager.com',
    ]);
  });
});
