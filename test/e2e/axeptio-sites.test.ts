// Browser tier: the Axeptio imitation's widget, in the page and in a shadow root, driven by autoconsent's rule; the choice read from axeptio_cookies
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectChoices, trackerHosts } from './cmp-choice-facts.ts';
import { ScanHarness, sortedFindingIds, findingVendors as vendors } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const ids = sortedFindingIds;

describe('Axeptio (static.axept.io imitation)', () => {
  it('widget in the page, vendors started from cookies:complete (fromagerie-vasseur): "Non merci" on the first layer, registered; no finding', async () => {
    const outcome = await harness.scan('https://fromagerie-vasseur.example/');
    expect(ids(outcome)).toEqual([]);
    expectChoices(
      outcome,
      'axeptio',
      {
        label: 'Non merci',
        layer: 'first',
        // autoconsent's Axeptio self-test reads a value Axeptio writes before any choice: it passes
        // before the click too, so it is no evidence of the refusal (the stored state is).
        verifiedBy: ['cmp_stored_state'],
      },
      { label: 'OK pour moi', verifiedBy: ['cmp_stored_state'] },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('widget in a shadow root, GTM fired on axeptio_activate_<vendor> (atelier-marel): autoconsent reaches "Non merci" through the shadow root; no finding', async () => {
    const outcome = await harness.scan('https://atelier-marel.example/');
    expect(ids(outcome)).toEqual([]);
    expectChoices(
      outcome,
      'axeptio',
      {
        label: 'Non merci',
        layer: 'first',
        // autoconsent's Axeptio self-test reads a value Axeptio writes before any choice: it passes
        // before the click too, so it is no evidence of the refusal (the stored state is).
        verifiedBy: ['cmp_stored_state'],
      },
      { label: 'OK pour moi', verifiedBy: ['cmp_stored_state'] },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('a Meta pixel hard-coded beside Axeptio (gites-vercors): Meta tracks before and after "Non merci", which Axeptio still records', async () => {
    const outcome = await harness.scan('https://gites-vercors.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    expect(vendors(outcome, 'pre_consent_tracking')).toEqual(['Meta']);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual(['Meta']);
    expectChoices(
      outcome,
      'axeptio',
      {
        label: 'Non merci',
        layer: 'first',
        // autoconsent's Axeptio self-test reads a value Axeptio writes before any choice: it passes
        // before the click too, so it is no evidence of the refusal (the stored state is).
        verifiedBy: ['cmp_stored_state'],
      },
      { label: 'OK pour moi', verifiedBy: ['cmp_stored_state'] },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([
      'connect.facebook.net',
      'www.facebook.com',
    ]);
  });
});
