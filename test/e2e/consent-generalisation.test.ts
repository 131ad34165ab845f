// Browser tier: late, iframed, shadow-root, GPP and wall banners appear and store choices only in a live page
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import { LAKESIDE_TAG_SERVER_DELAY_MS } from '../web/sites/cmp-config-variants.ts';
import { ScanHarness } from './scan-harness.ts';

/**
 * The consent layer on CMP configurations beyond the first fixture set: late banners, nested
 * cross-origin iframes, open and closed shadow roots, state in localStorage, GPP strings, cookie
 * walls, information notices, refusal links and banners that come back. Full scans, all arms.
 */
const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const scan = (url: string): Promise<ScanOutcome> => harness.scan(url);
const arm = (outcome: ScanOutcome, name: string) =>
  outcome.observations.find((o) => o.arm === name)!;
const ids = (outcome: ScanOutcome) => outcome.bundle.findings.map((f) => f.id);

describe('late banners: after a timer, after the first scroll', () => {
  it.each([
    ['https://late-banner.example/', 'timer (2.5 s after load)'],
    ['https://late-banner.example/menu', 'first scroll'],
  ])(
    '%s (%s): the banner is found in every arm, Reject is clicked and confirmed, nothing tracks after it',
    async (url) => {
      const outcome = await scan(url);
      for (const name of ['before_consent', 'after_reject', 'after_accept', 'gpc_on']) {
        expect(arm(outcome, name).consent).toMatchObject({
          popupShown: true,
          cmp: { detectedBy: 'fallback_heuristic' },
        });
      }
      expect(arm(outcome, 'after_reject').consent).toMatchObject({
        action: { kind: 'reject', clickStatus: 'clicked', label: 'Reject all', layer: 'first' },
        decision: { kind: 'refusal', registration: 'confirmed', verifiedBy: ['consent_cookie'] },
      });
      const accept = arm(outcome, 'after_accept');
      expect(
        accept.requests.some((r) => r.phase === 'after_accept' && r.host === 'www.facebook.com'),
      ).toBe(true);
      expect(ids(outcome)).toEqual([]);
      expect(outcome.bundle.scan.score).toBe(100);
      expect(outcome.bundle.scan.postRefusalObservation).toMatchObject({
        status: 'confirmed_clean',
      });
    },
  );

  it('a page with no banner still gets its answer "none" (not a timeout) and no late-banner wait', async () => {
    const outcome = await scan('https://clean-shop.example/');
    expect(arm(outcome, 'before_consent').consent).toMatchObject({
      popupShown: false,
      cmp: { name: null, detectedBy: 'none' },
    });
    expect(outcome.bundle.scan.status).toBe('completed');
  });
});

describe('banners in nested cross-origin iframes and shadow roots', () => {
  it('a message two iframes deep (three origins, Sourcepoint-style) is clicked; localStorage confirms the refusal', async () => {
    const outcome = await scan('https://nested-frames.example/');
    expect(arm(outcome, 'before_consent').consent).toMatchObject({
      popupShown: true,
      firstLayerRejectAvailable: true,
      cmp: { detectedBy: 'fallback_heuristic' },
    });
    expect(arm(outcome, 'after_reject').consent).toMatchObject({
      action: {
        kind: 'reject',
        clickStatus: 'clicked',
        method: 'fallback_heuristic',
        label: 'Reject all',
      },
      decision: { registration: 'confirmed', verifiedBy: ['cmp_stored_state'] },
    });
    expect(
      arm(outcome, 'after_accept').requests.some(
        (r) => r.phase === 'after_accept' && r.host.endsWith('google-analytics.com'),
      ),
    ).toBe(true);
    expect(ids(outcome)).toEqual([]);
  });

  it('a Usercentrics-style banner in an open shadow root: "Deny" clicked, uc_settings in localStorage confirms it', async () => {
    const outcome = await scan('https://shadow-cmp.example/');
    expect(arm(outcome, 'after_reject').consent).toMatchObject({
      popupShown: true,
      action: { kind: 'reject', clickStatus: 'clicked', label: 'Deny', layer: 'first' },
      decision: { kind: 'refusal', registration: 'confirmed', verifiedBy: ['cmp_stored_state'] },
    });
    expect(arm(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(ids(outcome)).toEqual([]);
  });

  it('the same banner in a CLOSED shadow root is a coverage limitation, never a clean "no banner"', async () => {
    const outcome = await scan('https://shadow-cmp.example/timetables');
    const before = arm(outcome, 'before_consent');
    expect(before.consent.popupShown).toBe(false);
    expect(before.coverageLimitations).toEqual([
      expect.objectContaining({
        code: 'other',
        summary: expect.stringMatching(/closed shadow root/),
      }),
    ]);
    expect(outcome.bundle.scan.status).toBe('completed_limited');
    expect(ids(outcome)).not.toContain('tracking_without_consent_mechanism');
  });
});

describe('CMP state in localStorage', () => {
  it('Klaro (npm, storageMethod localStorage): the refusal is confirmed from the decoded `klaro` entry', async () => {
    const outcome = await scan('https://cmp-klaro.example/');
    expect(arm(outcome, 'before_consent').consent).toMatchObject({
      cmp: { name: 'Klaro', detectedBy: 'autoconsent' },
      popupShown: true,
      firstLayerRejectAvailable: true,
    });
    expect(arm(outcome, 'after_reject').consent.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      // autoconsent's Klaro self-test (no optional service consented) already passes before any choice:
      // it is no evidence of the refusal; the decoded entry is.
      verifiedBy: ['cmp_stored_state'],
    });
    expect(arm(outcome, 'after_accept').consent.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(
      arm(outcome, 'after_reject').requests.filter(
        (r) => r.phase === 'after_reject' && /google-analytics|facebook/.test(r.host),
      ),
    ).toEqual([]);
    expect(ids(outcome)).toEqual([]);
  });

  it('an undocumented localStorage format stays "unconfirmed": refusal_not_registered, never a confirmed refusal', async () => {
    const outcome = await scan('https://shadow-cmp.example/offers');
    expect(arm(outcome, 'after_reject').consent.decision).toEqual({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
      unconfirmedBecause: 'nothing_stored',
    });
    const finding = outcome.bundle.findings.find((f) => f.id === 'refusal_not_registered');
    expect(finding?.evidence).toMatchObject({
      phase: 'after_reject',
      examples: [{ vendor: 'Usercentrics', urlHost: 'shadow-cmp.example', phase: 'after_reject' }],
    });
    expect(outcome.bundle.scan.postRefusalObservation).toMatchObject({ status: 'unconfirmed' });
  });
});

describe('GPP strings decoded (usnat encoded by @iabgpp/cmpapi)', () => {
  it('the opt-out and GPC are read from the decoded string: refusal confirmed by gpp_string, GPC registered through __gpp', async () => {
    const outcome = await scan('https://us-optout.example/');
    expect(arm(outcome, 'before_consent').consent.gpp).toMatchObject({
      present: true,
      stringPresent: true,
      saleOptOut: 'not_opted_out',
    });
    expect(arm(outcome, 'after_reject').consent).toMatchObject({
      gpp: { saleOptOut: 'opted_out' },
      decision: {
        kind: 'refusal',
        registration: 'confirmed',
        verifiedBy: ['usp_string', 'gpp_string'],
      },
    });
    expect(arm(outcome, 'gpc_on').gpc?.registration).toEqual({ state: 'opted_out', source: 'gpp' });
    expect(ids(outcome)).not.toContain('gpc_opt_out_not_observed');
    expect(ids(outcome)).not.toContain('refusal_not_registered');
  });

  it('a string that keeps "did not opt out" after the opt-out and under GPC: refusal_not_registered and gpc_opt_out_not_observed', async () => {
    const outcome = await scan('https://us-optout.example/sports');
    expect(arm(outcome, 'after_reject').consent).toMatchObject({
      gpp: { saleOptOut: 'not_opted_out' },
      decision: { registration: 'unconfirmed', verifiedBy: [] },
    });
    expect(arm(outcome, 'gpc_on').gpc?.registration).toEqual({
      state: 'not_opted_out',
      source: 'gpp',
    });
    const gpc = outcome.bundle.findings.find((f) => f.id === 'gpc_opt_out_not_observed');
    expect(gpc?.evidence.phase).toBe('gpc_on');
    expect(gpc?.evidence.examples.map((e) => e.vendor)).toEqual(expect.arrayContaining(['Meta']));
    expect(
      outcome.bundle.findings.find((f) => f.id === 'refusal_not_registered')?.evidence,
    ).toMatchObject({ phase: 'after_reject', examples: [{ urlHost: 'us-optout.example' }] });
  });
});

describe('other configurations: cookie wall, information notice, refusal link, a banner that comes back', () => {
  it('pay-or-accept wall: "Reject and subscribe" is never clicked as a refusal; no_first_layer_reject', async () => {
    const outcome = await scan('https://eastside-review.example/');
    expect(arm(outcome, 'before_consent').consent).toMatchObject({
      popupShown: true,
      firstLayerRejectAvailable: false,
    });
    expect(arm(outcome, 'after_reject').consent.action).toEqual({
      kind: 'reject',
      clickStatus: 'control_not_found',
      method: 'fallback_heuristic',
    });
    expect(arm(outcome, 'after_reject').finalUrl).not.toMatch(/subscribe/);
    expect(arm(outcome, 'after_accept').consent.action).toMatchObject({
      kind: 'accept',
      clickStatus: 'clicked',
      label: 'Accept and continue',
    });
    expect(ids(outcome)).toEqual(['no_first_layer_reject']);
  });

  it('an "OK"-only notice is not a consent banner: never clicked, no reject option reported; trackers before any choice = no consent mechanism', async () => {
    const outcome = await scan('https://eastside-review.example/culture');
    for (const name of ['before_consent', 'after_reject', 'after_accept']) {
      expect(arm(outcome, name).consent).toMatchObject({
        popupShown: false,
        firstLayerRejectAvailable: null,
        action: { kind: 'none', clickStatus: 'not_attempted' },
      });
    }
    expect(ids(outcome)).not.toContain('no_first_layer_reject');
    const finding = outcome.bundle.findings.find(
      (f) => f.id === 'tracking_without_consent_mechanism',
    );
    expect(finding?.evidence.phase).toBe('before_consent');
    expect(finding?.evidence.examples.map((e) => e.vendor)).toEqual(
      expect.arrayContaining(['Meta', 'Google Analytics']),
    );
    expect(ids(await scan('https://eastside-review.example/opinion'))).not.toContain(
      'tracking_without_consent_mechanism',
    );
  });

  it('a refusal offered only as a "decline" text link is used; the floating settings icon afterwards is not a banner that came back', async () => {
    const outcome = await scan('https://eastside-review.example/opinion');
    expect(arm(outcome, 'before_consent').consent.firstLayerRejectAvailable).toBe(true);
    expect(arm(outcome, 'after_reject').consent).toMatchObject({
      action: { kind: 'reject', clickStatus: 'clicked', label: 'decline', layer: 'first' },
      decision: { registration: 'confirmed', verifiedBy: ['consent_cookie'] },
    });
    expect(ids(outcome)).toEqual([]);
  });

  it('a banner that comes back after "Reject all" leaves the refusal unconfirmed even though a refusal cookie was written', async () => {
    const outcome = await scan('https://eastside-review.example/city');
    expect(arm(outcome, 'after_reject').consent.decision).toEqual({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
      unconfirmedBecause: 'banner_shown_again',
    });
    expect(
      outcome.bundle.findings.find((f) => f.id === 'refusal_not_registered')?.evidence,
    ).toMatchObject({
      phase: 'after_reject',
      examples: [{ urlHost: 'eastside-review.example', phase: 'after_reject' }],
    });
    expect(arm(outcome, 'after_accept').consent.decision).toMatchObject({
      registration: 'confirmed',
    });
  });
});

describe('tags a CMP allows before a choice, arriving late (lakeside-ferries: vanilla-cookieconsent opt-out, a slow first-party tag server)', () => {
  it('the choice is made once the page has run what it requested before it: the pixel is before-consent tracking, not tracking after the refusal', async () => {
    const outcome = await scan('https://lakeside-ferries.example/');
    expect(ids(outcome).sort()).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'preticked_consent_options',
    ]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent).toMatchObject({
      action: { kind: 'reject', clickStatus: 'clicked', label: 'Reject all', layer: 'first' },
      decision: { kind: 'refusal', registration: 'confirmed' },
    });
    // The bundle arrived (and loaded the pixel) before the click, which came after the page settled.
    const pixel = reject.requests.filter((r) => r.host === 'www.facebook.com');
    expect(pixel.length).toBeGreaterThan(0);
    expect(pixel.every((r) => r.phase === 'pre_consent')).toBe(true);
    expect(reject.timings.consentActionMs).toBeGreaterThan(LAKESIDE_TAG_SERVER_DELAY_MS);
    expect(outcome.bundle.scan.postRefusalObservation).toMatchObject({
      status: 'confirmed_clean',
    });
  });
});
