// Browser tier: CMP banners shown, clicked and their stored choices read in Chromium, judged into consent findings
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import { ScanHarness } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const scan = (site: string): Promise<ScanOutcome> => harness.scan(`https://${site}/`);
const ids = async (site: string) => (await scan(site)).bundle.findings.map((f) => f.id);
const arm = (outcome: ScanOutcome, name: string) =>
  outcome.observations.find((o) => o.arm === name)!;

describe('a CMP that gates trackers correctly (vanilla-cookieconsent)', () => {
  it('has no finding, a full score, and records the banner, the click and the registered choices', async () => {
    const outcome = await scan('cmp-vanilla.example');
    const { bundle } = outcome;
    expect(bundle.findings).toEqual([]);
    expect(bundle.scan).toMatchObject({ status: 'completed', score: 100, riskLevel: 'low' });
    expect(arm(outcome, 'before_consent').consent).toMatchObject({
      cmp: { name: 'cookieconsent3', detectedBy: 'autoconsent' },
      popupShown: true,
      firstLayerRejectAvailable: true,
    });
    expect(arm(outcome, 'before_consent').screenshots.some((s) => s.subject === 'banner')).toBe(
      true,
    );
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ kind: 'reject', clickStatus: 'clicked' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(
      reject.requests.filter(
        (r) => r.phase === 'after_reject' && /google-analytics|facebook/.test(r.host),
      ),
    ).toEqual([]);
    expect(bundle.scan.postRefusalObservation).toMatchObject({
      status: 'confirmed_clean',
      productionProjectable: false,
    });
  });

  it('after Accept the trackers run, and that never projects a negative finding (score-neutral baseline)', async () => {
    const outcome = await scan('cmp-vanilla.example');
    const accept = arm(outcome, 'after_accept');
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect(accept.requests.some((r) => r.phase === 'after_accept' && r.path === '/g/collect')).toBe(
      true,
    );
    expect(outcome.bundle.scan.postAcceptObservation).toMatchObject({
      status: 'confirmed_observation',
      verdict: 'eligible_nonessential_activity_observed_after_confirmed_acceptance',
    });
    expect(outcome.bundle.scan.score).toBe(100);
  });
});

describe('consent findings: positive and negative sites', () => {
  it('tracking_after_refusal: the choice is registered but trackers keep firing after Reject', async () => {
    const { bundle } = await scan('ignores-choice.example');
    const f = bundle.findings.find((x) => x.id === 'tracking_after_refusal');
    expect(f).toMatchObject({ criticality: 'high', confidence: 'strong' });
    expect(f!.evidence.phase).toBe('after_reject');
    expect(f!.evidence.examples.map((e) => e.vendor)).toEqual(
      expect.arrayContaining(['Google Analytics']),
    );
    expect(bundle.scan.postRefusalObservation).toMatchObject({
      status: 'confirmed_observation',
      verdict: 'eligible_nonessential_activity_observed_after_confirmed_refusal',
      productionProjectable: true,
    });
    expect(await ids('cmp-vanilla.example')).not.toContain('tracking_after_refusal');
  });

  it('refusal_not_registered: Reject clicked, nothing stored', async () => {
    const outcome = await scan('reject-noop.example');
    expect(outcome.bundle.findings.map((f) => f.id)).toContain('refusal_not_registered');
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
    });
    expect(outcome.bundle.scan.postRefusalObservation).toMatchObject({ status: 'unconfirmed' });
    expect(await ids('cmp-vanilla.example')).not.toContain('refusal_not_registered');
  });

  it('no_first_layer_reject: Reject only behind "More options"; the reject arm still refuses on the second layer', async () => {
    const outcome = await scan('more-options.example');
    expect(outcome.bundle.findings.map((f) => f.id)).toContain('no_first_layer_reject');
    expect(arm(outcome, 'after_reject').consent.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      layer: 'second',
    });
    expect(await ids('cmp-vanilla.example')).not.toContain('no_first_layer_reject');
  });

  it('preticked_consent_options: analytics and marketing boxes ticked before any choice', async () => {
    const outcome = await scan('preticked.example');
    expect(outcome.bundle.findings.map((f) => f.id)).toContain('preticked_consent_options');
    expect(arm(outcome, 'before_consent').consent.pretickedPurposes).toEqual(
      expect.arrayContaining(['Analytics', 'Marketing']),
    );
    expect(await ids('cmp-vanilla.example')).not.toContain('preticked_consent_options');
  });

  it('a banner with only a "Continue without accepting" link: refused through it, never accepted through it', async () => {
    const outcome = await scan('continue-without.example');
    expect(arm(outcome, 'after_reject').consent.action.label).toMatch(/Continue without accepting/);
    expect(arm(outcome, 'after_accept').consent.action.label).not.toMatch(/without/i);
    expect(outcome.bundle.findings).toEqual([]);
  });

  it('TCF: the refusal is confirmed by a decoded TC string with no purpose consents', async () => {
    const outcome = await scan('tcf-news.example');
    const reject = arm(outcome, 'after_reject').consent;
    expect(reject.decision.verifiedBy).toContain('tc_string');
    expect(reject.tcf).toMatchObject({ present: true, purposeConsentsCount: 0 });
    expect(arm(outcome, 'after_accept').consent.tcf.purposeConsentsCount).toBeGreaterThan(0);
  });

  it('German and French banners unknown to autoconsent are handled by the fallback heuristic', async () => {
    const de = arm(await scan('banner-de.example'), 'after_reject').consent;
    expect(de).toMatchObject({
      cmp: { detectedBy: 'fallback_heuristic' },
      action: { clickStatus: 'clicked' },
      decision: { registration: 'confirmed' },
    });
    const fr = arm(await scan('banner-fr.example'), 'after_reject').consent;
    expect(fr.action.label).toMatch(/Tout refuser/);
  });

  it('tracking_without_consent_mechanism does not fire when a CMP exists', async () => {
    expect(await ids('cmp-vanilla.example')).not.toContain('tracking_without_consent_mechanism');
    expect(await ids('ignores-choice.example')).not.toContain('tracking_without_consent_mechanism');
  });
});

describe("Google Consent Mode's advanced set-up: the tag loads before any choice and sends cookieless pings", () => {
  // The page's default denies all four types; the fixture gtag.js sends gcs and Consent Mode v2's gcd.
  const denied = {
    adStorage: 'denied',
    analyticsStorage: 'denied',
    adUserData: 'denied',
    adPersonalization: 'denied',
  };

  it('pre_consent_tracking and tracking_after_refusal still fire for Google Analytics, and say the pings declared consent denied; no Google cookie until Accept', async () => {
    const outcome = await scan('consent-mode-advanced.example');
    const findings = new Map(outcome.bundle.findings.map((f) => [f.id, f]));
    const before = findings.get('pre_consent_tracking');
    expect(before?.evidence.examples).toContainEqual(
      expect.objectContaining({ vendor: 'Google Analytics', googleConsentMode: denied }),
    );
    expect(before?.evidence.summary).toMatch(
      /declared Google Consent Mode with consent denied, ad_user_data and ad_personalization included/,
    );
    const after = findings.get('tracking_after_refusal');
    expect(after?.evidence.summary).toMatch(/declared Google Consent Mode with consent denied/);
    expect(after?.evidence.summary).toMatch(/refusal confirmed/);
    // Consent Mode kept its promise about storage: no GA cookie before consent or after Reject.
    expect(findings.has('pre_consent_nonessential_cookies')).toBe(false);
    const gaCookies = (name: string) =>
      arm(outcome, name).cookies.filter((c) => c.name.startsWith('_ga'));
    expect(gaCookies('before_consent')).toEqual([]);
    expect(gaCookies('after_reject')).toEqual([]);
    const accepted = arm(outcome, 'after_accept');
    expect(gaCookies('after_accept').map((c) => c.name)).toContain('_ga');
    expect(
      accepted.requests
        .filter((r) => r.phase === 'after_accept' && r.path === '/g/collect')
        .map((r) => r.googleConsentMode),
    ).toContainEqual({
      adStorage: 'granted',
      analyticsStorage: 'granted',
      adUserData: 'granted',
      adPersonalization: 'granted',
    });
  });

  it('a Google tag that arrives late holds its first ping for wait_for_update: the page view waits for it (it came after 600 ms of quiet)', async () => {
    const outcome = await harness.scan('https://consent-mode-advanced.example/late-tag', 'eu_ie', {
      arms: ['before_consent'],
    });
    const before = arm(outcome, 'before_consent');
    const tag = before.requests.find((r) => r.path === '/gtag/js');
    const ping = before.requests.find((r) => r.path === '/g/collect');
    // Before: the page view ended ~0.6 s after gtag.js arrived, before its held ping left.
    expect(ping?.googleConsentMode).toEqual(denied);
    expect(ping!.tMs - tag!.tMs).toBeGreaterThan(1_000);
    expect(outcome.bundle.findings.map((f) => f.id)).toContain('pre_consent_tracking');
  });

  it('a Google tag without Consent Mode declares nothing (the vanilla-cookieconsent site gates the tag instead)', async () => {
    const outcome = await scan('cmp-vanilla.example');
    const hits = arm(outcome, 'after_accept').requests.filter((r) => r.path === '/g/collect');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((r) => r.googleConsentMode === undefined)).toBe(true);
  });
});
