// Browser tier: German and French banners in shadow roots and iframes, found and clicked by the heuristic
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

/** Hand-made banners autoconsent does not know: consentry's fallback heuristic must handle them. */
let harness: ConsentHarness;

beforeAll(async () => {
  harness = await startConsentHarness();
});

afterAll(async () => {
  await harness?.stop();
});

describe('German banner in an open shadow root (banner-de.example)', () => {
  it('before consent: found by the heuristic through shadow DOM; its settings layer has nothing pre-ticked', async () => {
    const { state, runtime, cookieNames } = await runConsentArm(
      harness,
      'https://banner-de.example/',
      'before_consent',
      { action: 'none' },
    );
    expect(state.cmp).toEqual({ name: null, detectedBy: 'fallback_heuristic' });
    expect(state.popupShown).toBe(true);
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.pretickedPurposes).toEqual([]);
    expect(state.action).toEqual({ kind: 'none', clickStatus: 'not_attempted' });
    expect(runtime.screenshots.map((s) => s.subject)).toEqual(['banner']);
    expect(cookieNames).toEqual([]);
  });

  it('reject: "Nur notwendige Cookies" (necessary only, first layer), confirmed by the JSON consent cookie', async () => {
    const { state, runtime, act, beforeClickAtMs } = await runConsentArm(
      harness,
      'https://banner-de.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.action).toEqual({
      kind: 'necessary_only',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Nur notwendige Cookies',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
    // beforeClick ran right before our decisive click, so the phase switched before anything it triggered.
    expect(beforeClickAtMs).not.toBeNull();
    expect(act.decisionAtMs).toBeGreaterThanOrEqual(beforeClickAtMs ?? Infinity);
    expect(runtime.phase()).toBe('after_reject');
  });

  it('accept: "Alle akzeptieren"', async () => {
    const { state, cookieNames } = await runConsentArm(
      harness,
      'https://banner-de.example/',
      'after_accept',
      { action: 'accept' },
    );
    expect(state.action).toEqual({
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Alle akzeptieren',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
    expect(cookieNames).toContain('_ga');
  });
});

describe('French banner in a same-origin iframe (banner-fr.example)', () => {
  it('reject: "Tout refuser" inside the iframe, confirmed by choix_cookies', async () => {
    const { state } = await runConsentArm(harness, 'https://banner-fr.example/', 'after_reject', {
      action: 'reject',
    });
    expect(state.cmp).toEqual({ name: null, detectedBy: 'fallback_heuristic' });
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Tout refuser',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
  });

  it('accept: "Tout accepter"', async () => {
    const { state } = await runConsentArm(harness, 'https://banner-fr.example/', 'after_accept', {
      action: 'accept',
    });
    expect(state.action).toEqual({
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Tout accepter',
      layer: 'first',
    });
    expect(state.decision.registration).toBe('confirmed');
  });
});

describe('"Continue without accepting" (continue-without.example)', () => {
  it('reject: the "Continue without accepting" link is the first-layer refusal', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://continue-without.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Continue without accepting →',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
  });

  it('accept: clicks "Accept cookies" — never "Continue without accepting"', async () => {
    const { state, cookieNames } = await runConsentArm(
      harness,
      'https://continue-without.example/',
      'after_accept',
      { action: 'accept' },
    );
    expect(state.action).toEqual({
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Accept cookies',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
    expect(cookieNames).toContain('_ga');
  });
});
