// Browser tier: Borlabs Cookie's dialog and preference layer driven by autoconsent's rule, the borlabs-cookie cookie it writes, and the tags its script blocker releases (cmp-borlabs.ts)
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

const TRACKERS = /google-analytics|facebook|googletagmanager|youtube/;
const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);
const CMP = { name: 'borlabs', detectedBy: 'autoconsent' };

describe('Borlabs Cookie (WordPress plugin imitation)', () => {
  it('3.x dialog with "Nur essenzielle Cookies akzeptieren" (borlabs-essential): clean; the refusal is stored and nothing tracks', async () => {
    const outcome = await harness.scan('https://borlabs-essential.example/');
    expect(sortedFindingIds(outcome)).toEqual([]);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toMatchObject(CMP);
    expect(reject.consent.action).toMatchObject({
      kind: 'necessary_only',
      label: 'Nur essenzielle Cookies akzeptieren',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state', 'autoconsent_self_test'],
    });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    const accept = armOf(outcome, 'after_accept');
    expect(accept.consent.action).toMatchObject({ label: 'Alle akzeptieren', layer: 'first' });
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining([
        'connect.facebook.net',
        'region1.google-analytics.com',
        'www.youtube-nocookie.com',
      ]),
    );
  });

  it('2.x box with the refuse link off (borlabs-legacy): no first-layer reject; "Speichern" in the preference layer registers the refusal', async () => {
    const outcome = await harness.scan('https://borlabs-legacy.example/');
    expect(sortedFindingIds(outcome)).toEqual(['no_first_layer_reject']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toMatchObject(CMP);
    expect(reject.consent.action).toMatchObject({
      kind: 'necessary_only',
      label: 'Speichern',
      layer: 'second',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state', 'autoconsent_self_test'],
    });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(armOf(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('a Meta pixel pasted outside the script blocker (borlabs-ignored): Meta tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://borlabs-ignored.example/');
    expect(sortedFindingIds(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    for (const id of sortedFindingIds(outcome)) expect(vendors(outcome, id)).toEqual(['Meta']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      label: 'Nur essenzielle Cookies akzeptieren',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([
      'connect.facebook.net',
      'www.facebook.com',
    ]);
  });
});
