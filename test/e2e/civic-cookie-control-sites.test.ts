// Browser tier: the Civic Cookie Control imitation (notify bar, or the panel that replaces it) driven by autoconsent's rule; the choice read from the CookieControl cookie
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectChoices, trackerHosts } from './cmp-choice-facts.ts';
import { ScanHarness, sortedFindingIds, findingVendors as vendors } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const ids = sortedFindingIds;

describe('Civic Cookie Control (cc.cdn.civiccomputing.com imitation)', () => {
  it('notify bar with Reject (thornbury-wildlife): "Reject" on the first layer, CookieControl "revoked", confirmed; no finding', async () => {
    const outcome = await harness.scan('https://thornbury-wildlife.example/');
    expect(ids(outcome)).toEqual([]);
    expectChoices(
      outcome,
      'civic-cookie-control',
      { label: 'Reject', layer: 'first', verifiedBy: ['cmp_stored_state'] },
      { label: 'Accept', verifiedBy: ['cmp_stored_state'] },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('notify bar without Reject (ashcombe-council): "I Do Not Accept" behind "Cookie Preferences", confirmed; no_first_layer_reject only', async () => {
    const outcome = await harness.scan('https://ashcombe-council.example/');
    expect(ids(outcome)).toEqual(['no_first_layer_reject']);
    expectChoices(
      outcome,
      'civic-cookie-control',
      { label: 'I Do Not Accept', layer: 'second', verifiedBy: ['cmp_stored_state'] },
      { label: 'Accept', verifiedBy: ['cmp_stored_state'] },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(['region1.google-analytics.com']);
  });

  it('the panel open as a popup beside a hard-coded GA4 (kelvedon-museum): GA tracks before and after "I Do Not Accept"; the Meta pixel waits for "I Accept"', async () => {
    const outcome = await harness.scan('https://kelvedon-museum.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    expect(vendors(outcome, 'pre_consent_tracking')).toEqual(['Google Analytics']);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual(['Google Analytics']);
    expectChoices(
      outcome,
      'civic-cookie-control',
      { label: 'I Do Not Accept', layer: 'first', verifiedBy: ['cmp_stored_state'] },
      { label: 'I Accept', verifiedBy: ['cmp_stored_state'] },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual(['region1.google-analytics.com']);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });
});
