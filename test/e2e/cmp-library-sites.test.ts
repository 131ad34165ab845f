// Browser tier: real CMP libraries in configurations no other fixture uses, scanned end to end (cmp-library-sites.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import { armOf, findingOf, ScanHarness, sortedFindingIds } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const arm = armOf;
const ids = sortedFindingIds;
const finding = findingOf;
const trackersAfter = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  arm(outcome, name).requests.filter(
    (r) =>
      r.phase === name &&
      /google-analytics|facebook|licdn|linkedin|bat\.bing|googletagmanager/.test(r.host),
  );

describe('CMP libraries as small sites configure them', () => {
  it('tarteaucitron with highPrivacy off (maple-rye-bakery): consent implied by navigation shows on the crawled page, never on the starting page our probes scrolled', async () => {
    const outcome = await harness.scan('https://maple-rye-bakery.example/', 'eu_ie', { pages: 1 });
    expect(ids(outcome)).toEqual(['pre_consent_nonessential_cookies', 'pre_consent_tracking']);
    const tracking = finding(outcome, 'pre_consent_tracking');
    expect(tracking.evidence.pageViews).toEqual(['crawled_page']);
    expect(tracking.evidence.pages).not.toContain('/');
    expect(tracking.evidence.examples.map((e) => e.vendor)).toEqual(
      expect.arrayContaining(['Meta', 'Google Analytics']),
    );
    expect(arm(outcome, 'before_consent').consent.firstLayerRejectAvailable).toBe(true);
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
    });
    expect(trackersAfter(outcome, 'after_reject')).toEqual([]);
  });

  it("vanilla-cookieconsent v3 in mode 'opt-out' (orchard-cycles): trackers before a choice and pre-ticked categories; Reject all registers and stops them", async () => {
    const outcome = await harness.scan('https://orchard-cycles.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'preticked_consent_options',
    ]);
    expect(arm(outcome, 'before_consent').consent.pretickedPurposes).toEqual([
      'Analytics',
      'Marketing',
    ]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ kind: 'reject', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackersAfter(outcome, 'after_reject')).toEqual([]);
  });

  it("Osano cookieconsent type 'opt-out' (tidewater-books): tags before a choice; Decline registers and the next page view has none", async () => {
    const outcome = await harness.scan('https://tidewater-books.example/');
    expect(ids(outcome)).toEqual(['pre_consent_nonessential_cookies', 'pre_consent_tracking']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ kind: 'reject', label: 'Decline' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackersAfter(outcome, 'after_reject')).toEqual([]);
    expect(arm(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
  });

  it('Osano cookieconsent type \'info\' (saltmarsh-gazette): a notice with only "Got it!" is no consent mechanism, and nothing is refused or accepted with it', async () => {
    const outcome = await harness.scan('https://saltmarsh-gazette.example/');
    expect(ids(outcome)).toEqual(
      expect.arrayContaining([
        'pre_consent_nonessential_cookies',
        'pre_consent_tracking',
        'tracking_without_consent_mechanism',
      ]),
    );
    expect(ids(outcome)).not.toContain('refusal_not_registered');
    expect(ids(outcome)).not.toContain('tracking_after_refusal');
    expect(finding(outcome, 'tracking_without_consent_mechanism').plainEnglish).toContain(
      'only "Got it!"',
    );
    expect(outcome.bundle.scan.postRefusalObservation?.status).toBe('not_attempted');
  });

  it('Klaro with an opt-out service, a pre-ticked service and contextual consent (juniper-yoga): only the opt-out service before a choice', async () => {
    const outcome = await harness.scan('https://juniper-yoga.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'preticked_consent_options',
    ]);
    const vendors = new Set(
      finding(outcome, 'pre_consent_tracking').evidence.examples.map((e) => e.vendor),
    );
    expect([...vendors]).toEqual(['LinkedIn']);
    expect(
      arm(outcome, 'before_consent').requests.filter((r) => /youtube|ytimg/.test(r.host)),
    ).toEqual([]);
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
    });
    expect(trackersAfter(outcome, 'after_reject')).toEqual([]);
  });

  it('a React single-page app that starts vanilla-cookieconsent after mounting (larkspur-bistro): no finding, both choices confirmed', async () => {
    const outcome = await harness.scan('https://larkspur-bistro.example/');
    expect(outcome.bundle.findings).toEqual([]);
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
    });
    expect(trackersAfter(outcome, 'after_reject')).toEqual([]);
    expect(arm(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect(trackersAfter(outcome, 'after_accept').length).toBeGreaterThan(0);
  });

  it('a banner that Google Tag Manager loads (kestrel-fitness): found and refused; only the tag without a consent requirement tracks, before and after Reject', async () => {
    const outcome = await harness.scan('https://kestrel-fitness.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    const vendors = (id: string) =>
      [...new Set(finding(outcome, id).evidence.examples.map((e) => e.vendor))].sort();
    expect(vendors('pre_consent_tracking')).toEqual(['LinkedIn']);
    expect(vendors('tracking_after_refusal')).toEqual(['LinkedIn']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.cmp.name).toBe('cookieconsent3');
    expect(reject.consent.action).toMatchObject({ kind: 'reject', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  });

  it('tarteaucitron with only "Personalize" on its banner (cedar-notary): a banner whose choices are all in the panel; no no_first_layer_reject, both choices confirmed there', async () => {
    const outcome = await harness.scan('https://cedar-notary.example/');
    expect(outcome.bundle.findings).toEqual([]);
    expect(arm(outcome, 'before_consent').consent).toMatchObject({
      popupShown: true,
      firstLayerRejectAvailable: null,
    });
    for (const name of ['after_reject', 'after_accept'] as const) {
      expect(arm(outcome, name).consent.action).toMatchObject({
        clickStatus: 'clicked',
        layer: 'second',
      });
      expect(arm(outcome, name).consent.decision).toMatchObject({ registration: 'confirmed' });
    }
    expect(trackersAfter(outcome, 'after_reject')).toEqual([]);
  });
});
