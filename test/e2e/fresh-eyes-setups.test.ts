// Browser tier: five set-ups copied from CMP tutorials (fresh-eyes-setups.ts), scanned end to end: CDN-loaded libraries, GTM fed by the CMP's callbacks, a geo-gated banner
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import { classifyHost } from '../../src/classify/host-classification.ts';
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
const TRACKERS = /google-analytics|facebook|hotjar|googletagmanager\.com$/;
const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);

describe('fresh-eyes set-ups: CMPs installed the way tutorials show', () => {
  it("vanilla-cookieconsent from jsDelivr's GitHub CDN, jQuery from cdnjs (ember-roastery): the CDNs load before a choice, are content, and are in no finding", async () => {
    const outcome = await harness.scan('https://ember-roastery.example/');
    expect(outcome.bundle.findings).toEqual([]);
    expect(hostsRequested(outcome, 'before_consent', 'before_consent', /jsdelivr|cdnjs/)).toEqual([
      'cdn.jsdelivr.net',
      'cdnjs.cloudflare.com',
    ]);
    for (const host of ['cdn.jsdelivr.net', 'cdnjs.cloudflare.com', 'unpkg.com'])
      expect(classifyHost(host)).toMatchObject({ purpose: 'content', isTracker: false });
    expect(arm(outcome, 'before_consent').consent.cmp.name).toBe('cookieconsent3');
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ label: 'Reject all', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    expect(arm(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('GTM custom-event triggers fed by vanilla-cookieconsent v2 callbacks (brambleway-garden): the Meta tag triggered on the event alone fires after "Reject all"; GA4 waits for its variable', async () => {
    const outcome = await harness.scan('https://brambleway-garden.example/');
    expect(ids(outcome)).toEqual(['tracking_after_refusal']);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual(['Meta']);
    expect(hostsRequested(outcome, 'before_consent', 'before_consent', TRACKERS)).toEqual([
      'www.googletagmanager.com',
    ]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ label: 'Reject all', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).not.toContain('region1.google-analytics.com');
    expect(trackerHosts(outcome, 'after_reject')).toEqual(
      expect.arrayContaining(['connect.facebook.net', 'www.facebook.com']),
    );
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('tarteaucitron in Italian (trattoria-sole): "Rifiuta tutti i cookie" on the first layer, registered; no finding', async () => {
    const outcome = await harness.scan('https://trattoria-sole.example/');
    expect(outcome.bundle.findings).toEqual([]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      label: 'Rifiuta tutti i cookie',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    const accept = arm(outcome, 'after_accept');
    expect(accept.consent.action).toMatchObject({ label: 'Ok, accetta tutto', layer: 'first' });
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('a theme\'s hard-coded Hotjar and Meta pixel beside a CMP that gates only GA4 (lumen-skin): tracked and recorded before a choice and after a registered "Reject all"', async () => {
    const outcome = await harness.scan('https://lumen-skin.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'session_recording',
      'tracking_after_refusal',
    ]);
    expect(vendors(outcome, 'pre_consent_tracking')).toEqual(['Hotjar', 'Meta']);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual(['Hotjar', 'Meta']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ label: 'Reject all', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).not.toContain('region1.google-analytics.com');
    expect(trackerHosts(outcome, 'after_accept')).toContain('region1.google-analytics.com');
  });

  it('a banner the site shows only where its own /geo check says EU (alder-ash): clean from eu_ie, tracking without any mechanism from california', async () => {
    const eu = await harness.scan('https://alder-ash.example/');
    expect(eu.bundle.findings).toEqual([]);
    expect(arm(eu, 'before_consent').consent.popupShown).toBe(true);
    const reject = arm(eu, 'after_reject');
    expect(reject.consent.action).toMatchObject({ label: 'Decline', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(eu, 'after_reject')).toEqual([]);
    expect(arm(eu, 'after_accept').consent.action).toMatchObject({ label: 'Allow cookies' });
    expect(trackerHosts(eu, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );

    const us = await harness.scan('https://alder-ash.example/', 'california');
    expect(ids(us)).toEqual([
      'gpc_opt_out_not_observed',
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_without_consent_mechanism',
    ]);
    expect(vendors(us, 'tracking_without_consent_mechanism')).toEqual(['Google Analytics', 'Meta']);
    expect(vendors(us, 'gpc_opt_out_not_observed')).toEqual(['Meta']);
    expect(arm(us, 'before_consent').consent.popupShown).toBe(false);
    expect(us.bundle.scan.postRefusalObservation?.status).toBe('not_attempted');
  });
});
