// Browser tier: Real Cookie Banner's dialog and Termly's banner and preference centre driven by autoconsent's rules (and the heuristic where a rule gives up), what they store on a choice, and the tags their blockers release (cmp-real-cookie-banner.ts, cmp-termly.ts)
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

const TRACKERS = /google-analytics|facebook|googletagmanager|youtube/;
const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);
/**
 * Termly's auto-blocker retypes scripts as the parser inserts them, but Chromium's preload scanner has
 * already fetched gtag.js from www.googletagmanager.com by then (as with the real blocker): the script
 * is downloaded, never run. What counts is that nothing is collected.
 */
const TERMLY_TRACKERS = /google-analytics|facebook|youtube/;
const termlyTrackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TERMLY_TRACKERS);

const RCB = {
  name: 'real-cookie-banner',
  detectedBy: 'autoconsent',
  platform: { id: 'real-cookie-banner', name: 'Real Cookie Banner' },
};
const TERMLY = {
  name: 'Termly',
  detectedBy: 'autoconsent',
  platform: { id: 'termly', name: 'Termly' },
};

describe('Real Cookie Banner (WordPress plugin imitation)', () => {
  it('default banner with "Weiter ohne Einwilligung" (rcb-praxis): clean; the refusal is stored and nothing tracks', async () => {
    const outcome = await harness.scan('https://rcb-praxis.example/');
    expect(sortedFindingIds(outcome)).toEqual([]);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toEqual(RCB);
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      method: 'autoconsent',
      label: 'Weiter ohne Einwilligung',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state', 'autoconsent_self_test'],
    });
    expect(reject.cookies.map((c) => c.name)).toEqual([
      'real_cookie_banner-v:3_blog:1_path:7a3f9c2',
    ]);
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    const accept = armOf(outcome, 'after_accept');
    expect(accept.consent.action).toMatchObject({ label: 'Alle akzeptieren', layer: 'first' });
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.youtube-nocookie.com']),
    );
  });

  it('"Weiter ohne Einwilligung" switched off (rcb-handwerk): no first-layer reject; the heuristic refuses in the individual settings', async () => {
    const outcome = await harness.scan('https://rcb-handwerk.example/');
    expect(sortedFindingIds(outcome)).toEqual(['no_first_layer_reject']);
    expect(vendors(outcome, 'no_first_layer_reject')).toEqual(['Real Cookie Banner']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toEqual(RCB);
    expect(reject.consent.firstLayerRejectAvailable).toBe(false);
    // autoconsent's rule finds no "ohne" / "Ablehnen" button and fails; the heuristic takes over
    expect(reject.consent.action).toMatchObject({
      kind: 'necessary_only',
      method: 'fallback_heuristic',
      label: 'Nur essenzielle Cookies akzeptieren',
      layer: 'second',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
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

  it('a Meta pixel outside the content blocker (rcb-shop): Meta tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://rcb-shop.example/');
    expect(sortedFindingIds(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    for (const id of sortedFindingIds(outcome)) expect(vendors(outcome, id)).toEqual(['Meta']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toEqual(RCB);
    expect(reject.consent.action).toMatchObject({
      label: 'Weiter ohne Einwilligung',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([
      'connect.facebook.net',
      'www.facebook.com',
    ]);
  });
});

describe('Termly (SaaS imitation at app.termly.io)', () => {
  it('auto-blocking with Decline on the banner (termly-bakery): clean; the refusal is stored and nothing tracks', async () => {
    const outcome = await harness.scan('https://termly-bakery.example/');
    expect(sortedFindingIds(outcome)).toEqual([]);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toEqual(TERMLY);
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      method: 'autoconsent',
      label: 'Decline',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(reject.storage.local.map((item) => item.key)).toContain('TERMLY_API_CACHE');
    expect(termlyTrackerHosts(outcome, 'after_reject')).toEqual([]);
    const accept = armOf(outcome, 'after_accept');
    expect(accept.consent.action).toMatchObject({ label: 'Accept', layer: 'first' });
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(termlyTrackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('no Decline, categories pre-ticked (termly-plumbing): no first-layer reject and pre-ticked options; refused in the preference centre', async () => {
    const outcome = await harness.scan('https://termly-plumbing.example/');
    expect(sortedFindingIds(outcome)).toEqual([
      'no_first_layer_reject',
      'preticked_consent_options',
    ]);
    expect(
      findingOf(outcome, 'preticked_consent_options').evidence.examples.map((e) => e.name),
    ).toEqual(['Performance and Functionality', 'Analytics and Customization', 'Advertising']);
    expect(vendors(outcome, 'preticked_consent_options')).toEqual(['Termly']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toEqual(TERMLY);
    // autoconsent's rule waits for "Decline All" without `optional` and fails when it is absent;
    // the heuristic saves the preference centre with the boxes unticked
    expect(reject.consent.action).toMatchObject({
      kind: 'necessary_only',
      method: 'fallback_heuristic',
      label: 'Save My Choices',
      layer: 'second',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(termlyTrackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(armOf(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
  });

  it('a Meta pixel above the resource blocker (termly-grooming): Meta tracks before and after a registered refusal', async () => {
    const outcome = await harness.scan('https://termly-grooming.example/');
    expect(sortedFindingIds(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    for (const id of sortedFindingIds(outcome)) expect(vendors(outcome, id)).toEqual(['Meta']);
    const reject = armOf(outcome, 'after_reject');
    expect(reject.consent.cmp).toEqual(TERMLY);
    expect(reject.consent.action).toMatchObject({ label: 'Decline', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(termlyTrackerHosts(outcome, 'after_reject')).toEqual([
      'connect.facebook.net',
      'www.facebook.com',
    ]);
  });
});
