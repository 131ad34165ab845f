// Browser tier: the CookieScript and CookieHub imitations' banners driven by autoconsent's rules, their script blocking / callbacks / Consent Mode run in the page, and the choice read from CookieScriptConsent and cookiehub
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectChoices, trackerHosts } from './cmp-choice-facts.ts';
import {
  armOf,
  findingOf,
  hostsRequested,
  ScanHarness,
  sortedFindingIds,
  findingVendors as vendors,
} from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const ids = sortedFindingIds;
const STORED = ['cmp_stored_state'];
// autoconsent's CookieHub self-test looks for the `cookiehub` cookie, which the imitation writes only
// on a choice: after the refusal it is evidence beside the stored state.
const STORED_AND_SELF_TEST = ['cmp_stored_state', 'autoconsent_self_test'];
const OTHER_TRACKERS = /tiktok|licdn|linkedin/;

describe('CookieScript (cdn.cookie-script.com imitation)', () => {
  it('"Decline all" on the first layer, GA4 and Meta blocked with data-cookiescript (harrowfinch-dental): no finding', async () => {
    const outcome = await harness.scan('https://harrowfinch-dental.example/');
    expect(ids(outcome)).toEqual([]);
    expectChoices(
      outcome,
      'cookie-script',
      { label: 'DECLINE ALL', layer: 'first', verifiedBy: STORED },
      { label: 'ACCEPT ALL', verifiedBy: STORED },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual([
      'connect.facebook.net',
      'region1.google-analytics.com',
      'www.facebook.com',
    ]);
  });

  it('no "Decline all" on the first layer (lindqvist-bikes): "Show details" opens the settings, refused there; no_first_layer_reject', async () => {
    const outcome = await harness.scan('https://lindqvist-bikes.example/');
    expect(ids(outcome)).toEqual(['no_first_layer_reject']);
    expect(armOf(outcome, 'before_consent').consent.firstLayerRejectAvailable).toBe(false);
    expectChoices(
      outcome,
      'cookie-script',
      { label: 'DECLINE ALL', layer: 'second', verifiedBy: STORED },
      { label: 'ACCEPT ALL', verifiedBy: STORED },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('Consent Mode through GTM, the Meta pixel without a consent requirement (marlow-street-bakery): Meta tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://marlow-street-bakery.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    expect(vendors(outcome, 'pre_consent_tracking')).toEqual(['Meta']);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual(['Meta']);
    expectChoices(
      outcome,
      'cookie-script',
      { label: 'DECLINE ALL', layer: 'first', verifiedBy: STORED },
      { label: 'ACCEPT ALL', verifiedBy: STORED },
    );
    // GA4 waits for analytics_storage, which CookieScript grants only on "Accept all".
    expect(trackerHosts(outcome, 'after_reject')).toEqual([
      'connect.facebook.net',
      'www.facebook.com',
    ]);
    expect(trackerHosts(outcome, 'after_accept')).toContain('region1.google-analytics.com');
  });
});

describe('CookieHub (cdn.cookiehub.eu / cookiehub.net imitation)', () => {
  it('"Deny" on the dialog, Consent Mode through GTM (nordurljos-guesthouse): autoconsent refuses through "Settings"; no finding', async () => {
    const outcome = await harness.scan('https://nordurljos-guesthouse.example/');
    expect(ids(outcome)).toEqual([]);
    expect(armOf(outcome, 'before_consent').consent.firstLayerRejectAvailable).toBe(true);
    // The rule opens the settings first, then clicks the first `.ch2-deny-all-btn` (the dialog's).
    expectChoices(
      outcome,
      'cookiehub',
      { label: 'Deny', layer: 'second', verifiedBy: STORED_AND_SELF_TEST },
      { label: 'Allow all', verifiedBy: STORED },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual([
      'connect.facebook.net',
      'region1.google-analytics.com',
      'www.facebook.com',
    ]);
  });

  it('no deny anywhere, analytics pre-consented (brennan-koval): unticked and saved in the settings; no_first_layer_reject and preticked_consent_options', async () => {
    const outcome = await harness.scan('https://brennan-koval.example/');
    expect(ids(outcome)).toEqual(['no_first_layer_reject', 'preticked_consent_options']);
    expect(findingOf(outcome, 'preticked_consent_options').evidence.examples).toEqual([
      expect.objectContaining({ vendor: 'CookieHub' }),
    ]);
    expect(armOf(outcome, 'before_consent').consent.pretickedPurposes).toEqual([
      'Analytical cookies',
    ]);
    const reject = armOf(outcome, 'after_reject').consent;
    expect(reject.cmp).toEqual({
      name: 'cookiehub',
      detectedBy: 'autoconsent',
      platform: { id: 'cookiehub', name: 'CookieHub' },
    });
    expect(reject.action).toMatchObject({
      kind: 'necessary_only',
      method: 'autoconsent',
      clickStatus: 'clicked',
      label: 'Save settings',
      layer: 'second',
    });
    expect(reject.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: STORED_AND_SELF_TEST,
    });
    expect(armOf(outcome, 'after_accept').consent.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: STORED,
    });
    expect(hostsRequested(outcome, 'after_reject', 'after_reject', OTHER_TRACKERS)).toEqual([]);
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(hostsRequested(outcome, 'after_accept', 'after_accept', OTHER_TRACKERS)).toEqual([
      'px.ads.linkedin.com',
      'snap.licdn.com',
    ]);
  });

  it('a TikTok pixel hard-coded beside CookieHub (skerry-kayak): TikTok tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://skerry-kayak.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    expect(vendors(outcome, 'pre_consent_tracking')).toEqual(['TikTok']);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual(['TikTok']);
    expectChoices(
      outcome,
      'cookiehub',
      { label: 'Deny', layer: 'second', verifiedBy: STORED_AND_SELF_TEST },
      { label: 'Allow all', verifiedBy: STORED },
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(hostsRequested(outcome, 'after_reject', 'after_reject', OTHER_TRACKERS)).toEqual([
      'analytics.tiktok.com',
    ]);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(['region1.google-analytics.com']);
  });
});
