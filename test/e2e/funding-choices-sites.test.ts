// Browser tier: Google Funding Choices (imitation at fundingchoicesmessages.google.com) on three sites, scanned end to end: its .fc-consent-root message, autoconsent's funding-choices rule, the TC string read through __tcfapi and the FCCDCF cookie (cmp-funding-choices.ts)
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

const arm = armOf;
const ids = sortedFindingIds;
const TRACKERS = /google-analytics|facebook|googletagmanager/;
const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);
const FUNDING_CHOICES = { name: 'funding-choices', detectedBy: 'autoconsent', tcfCmpId: 300 };
const CONFIRMED = { registration: 'confirmed', verifiedBy: ['cmp_stored_state', 'tc_string'] };

function expectAccepted(outcome: ScanOutcome): void {
  const accept = arm(outcome, 'after_accept');
  expect(accept.consent.cmp).toMatchObject(FUNDING_CHOICES);
  expect(accept.consent.action).toMatchObject({ kind: 'accept', label: 'Consent', layer: 'first' });
  expect(accept.consent.decision).toMatchObject({ kind: 'acceptance', ...CONFIRMED });
}

describe('Google Funding Choices sites', () => {
  it('"Consent", "Do not consent", "Manage options" with gated tags (brookfield-courier): no finding; "Do not consent" is a confirmed refusal and nothing tracks', async () => {
    const outcome = await harness.scan('https://brookfield-courier.example/');
    // Before the fix in preticked.ts: preticked_consent_options for the Legitimate interest switches.
    expect(ids(outcome)).toEqual([]);
    const before = arm(outcome, 'before_consent');
    expect(before.consent.cmp).toMatchObject(FUNDING_CHOICES);
    expect(before.consent.popupShown).toBe(true);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      method: 'autoconsent',
      label: 'Do not consent',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', ...CONFIRMED });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expectAccepted(outcome);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('the default message, "Consent" and "Manage options" only (lowmoor-kitchen): no first-layer refusal; the purposes page with its legitimate-interest switches objected to registers one', async () => {
    const outcome = await harness.scan('https://lowmoor-kitchen.example/');
    expect(ids(outcome)).toEqual(['no_first_layer_reject']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.cmp).toMatchObject(FUNDING_CHOICES);
    expect(reject.consent.action).toMatchObject({
      kind: 'necessary_only',
      method: 'autoconsent',
      label: 'Confirm choices',
      layer: 'second',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', ...CONFIRMED });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expectAccepted(outcome);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('GA4 pasted unblocked beside the message (tidemark-travel): Google Analytics tracks before a choice and after "Do not consent", which the CMP still registers', async () => {
    const outcome = await harness.scan('https://tidemark-travel.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    for (const id of ids(outcome)) expect(vendors(outcome, id)).toEqual(['Google Analytics']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ label: 'Do not consent', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', ...CONFIRMED });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([
      'region1.google-analytics.com',
      'www.googletagmanager.com',
    ]);
    expectAccepted(outcome);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['connect.facebook.net', 'www.facebook.com']),
    );
  });
});
