// Browser tier: GDPR Cookie Consent (CookieLawInfo) and GDPR Cookie Compliance (Moove) banners driven by autoconsent's rules and the heuristic, the cookies they write, and the tags their gating releases (cmp-cookie-law-info.ts, cmp-moove-gdpr.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
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

const TRACKERS = /google-analytics|googletagmanager|facebook/;
const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);

/** The consent facts of one action arm (verifiedBy compared as a set: its order follows the cookie jar). */
function expectArm(
  outcome: ScanOutcome,
  name: 'after_reject' | 'after_accept',
  cmp: string,
  action: { kind: string; method: string; layer: 'first' | 'second'; label?: string },
  verifiedBy: string[],
) {
  const consent = armOf(outcome, name).consent;
  expect(consent.cmp).toEqual({
    name: cmp,
    detectedBy: 'autoconsent',
    platform: PLATFORM_OF_RULE[cmp],
  });
  expect(consent.action).toMatchObject({ ...action, clickStatus: 'clicked' });
  if (action.label === undefined) expect(consent.action.label).toBeUndefined();
  const decision = consent.decision;
  expect(decision).toMatchObject({
    kind: name === 'after_reject' ? 'refusal' : 'acceptance',
    registration: 'confirmed',
  });
  expect([...decision.verifiedBy].sort()).toEqual([...verifiedBy].sort());
}

const GA = ['region1.google-analytics.com', 'www.googletagmanager.com'];
const META = ['connect.facebook.net', 'www.facebook.com'];
const CLI = 'cookie-law-info';
// Observations name the plugin by its platform entry; autoconsent's rule names stay in cmp.name.
const PLATFORM_OF_RULE: Record<string, { id: string; name: string }> = {
  [CLI]: { id: 'cookie-law-info', name: 'GDPR Cookie Consent' },
  Moove: { id: 'moove-gdpr', name: 'GDPR Cookie Compliance' },
};

describe('GDPR Cookie Consent (CookieLawInfo, WordPress plugin imitation)', () => {
  it('Reject All on the first layer, tags in the plugin script blocker (cookie-law-info-reject): clean', async () => {
    const outcome = await harness.scan('https://cookie-law-info-reject.example/');
    expect(sortedFindingIds(outcome)).toEqual([]);
    // the rule refuses through CLI.disableAllCookies + CLI.reject_close: no click, no label
    expectArm(
      outcome,
      'after_reject',
      CLI,
      { kind: 'reject', method: 'autoconsent', layer: 'first' },
      ['cmp_stored_state', 'consent_cookie'],
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    // the rule's opt-in wants [data-cli_action="accept"]; this bar has accept_all: the heuristic accepts
    expectArm(
      outcome,
      'after_accept',
      CLI,
      { kind: 'accept', method: 'fallback_heuristic', layer: 'first', label: 'Accept All' },
      ['cmp_stored_state', 'consent_cookie'],
    );
    expect(trackerHosts(outcome, 'after_accept')).toEqual(expect.arrayContaining([...GA, ...META]));
  });

  it('"Cookie Settings" and "Accept All" only (cookie-law-info-accept-all): no first-layer reject', async () => {
    const outcome = await harness.scan('https://cookie-law-info-accept-all.example/');
    expect(sortedFindingIds(outcome)).toEqual(['no_first_layer_reject']);
    expect(vendors(outcome, 'no_first_layer_reject')).toEqual(['GDPR Cookie Consent']);
    expectArm(
      outcome,
      'after_reject',
      CLI,
      { kind: 'reject', method: 'autoconsent', layer: 'second' },
      ['cmp_stored_state', 'consent_cookie'],
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expectArm(
      outcome,
      'after_accept',
      CLI,
      { kind: 'accept', method: 'fallback_heuristic', layer: 'first', label: 'Accept All' },
      ['cmp_stored_state', 'consent_cookie'],
    );
    expect(trackerHosts(outcome, 'after_accept')).toEqual(expect.arrayContaining(GA));
  });

  it('categories on by default and GA4 hard-coded in the theme (cookie-law-info-theme-tags): pre-ticked, Google tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://cookie-law-info-theme-tags.example/');
    expect(sortedFindingIds(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'preticked_consent_options',
      'tracking_after_refusal',
    ]);
    for (const id of [
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ])
      expect(vendors(outcome, id), id).toEqual(['Google Analytics']);
    const preticked = findingOf(outcome, 'preticked_consent_options').evidence.examples;
    expect(preticked.map((e) => e.name)).toEqual(['Functional', 'Analytics', 'Advertisement']);
    expectArm(
      outcome,
      'after_reject',
      CLI,
      { kind: 'reject', method: 'autoconsent', layer: 'first' },
      ['cmp_stored_state', 'consent_cookie'],
    );
    // the plugin registered the refusal; the Meta pixel in its blocker stays off, the theme's GA4 does not
    expect(trackerHosts(outcome, 'after_reject')).toEqual(GA);
    expectArm(
      outcome,
      'after_accept',
      CLI,
      { kind: 'accept', method: 'autoconsent', layer: 'first', label: 'ACCEPT' },
      ['cmp_stored_state', 'consent_cookie'],
    );
    expect(trackerHosts(outcome, 'after_accept')).toEqual(expect.arrayContaining(META));
  });
});

describe('GDPR Cookie Compliance (Moove, WordPress plugin imitation)', () => {
  const MOOVE = 'Moove';

  it("Accept / Reject, tags in the plugin's script tabs (moove-gdpr-reject): clean", async () => {
    const outcome = await harness.scan('https://moove-gdpr-reject.example/');
    expect(sortedFindingIds(outcome)).toEqual([]);
    expectArm(
      outcome,
      'after_reject',
      MOOVE,
      { kind: 'reject', method: 'autoconsent', layer: 'first', label: 'Reject' },
      ['cmp_stored_state', 'autoconsent_self_test'],
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expectArm(
      outcome,
      'after_accept',
      MOOVE,
      { kind: 'accept', method: 'autoconsent', layer: 'first', label: 'Accept' },
      ['cmp_stored_state'],
    );
    expect(trackerHosts(outcome, 'after_accept')).toEqual(expect.arrayContaining([...GA, ...META]));
  });

  it('no Reject button (moove-gdpr-settings): "Save Settings" in the modal is the refusal', async () => {
    const outcome = await harness.scan('https://moove-gdpr-settings.example/');
    expect(sortedFindingIds(outcome)).toEqual(['no_first_layer_reject']);
    expect(vendors(outcome, 'no_first_layer_reject')).toEqual(['GDPR Cookie Compliance']);
    expectArm(
      outcome,
      'after_reject',
      MOOVE,
      { kind: 'necessary_only', method: 'autoconsent', layer: 'second', label: 'Save Settings' },
      ['cmp_stored_state', 'autoconsent_self_test'],
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expectArm(
      outcome,
      'after_accept',
      MOOVE,
      { kind: 'accept', method: 'autoconsent', layer: 'first', label: 'Accept' },
      ['cmp_stored_state'],
    );
    expect(trackerHosts(outcome, 'after_accept')).toEqual(expect.arrayContaining(GA));
  });

  it('a Meta pixel in the theme header (moove-gdpr-theme-pixel): Meta tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://moove-gdpr-theme-pixel.example/');
    expect(sortedFindingIds(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    for (const id of sortedFindingIds(outcome)) expect(vendors(outcome, id), id).toEqual(['Meta']);
    expectArm(
      outcome,
      'after_reject',
      MOOVE,
      { kind: 'reject', method: 'autoconsent', layer: 'first', label: 'Reject' },
      ['cmp_stored_state', 'autoconsent_self_test'],
    );
    expect(trackerHosts(outcome, 'after_reject')).toEqual(META);
  });
});
