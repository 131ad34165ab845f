// Browser tier: real CMP libraries render their banners and store the choice only when their JavaScript runs
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

/** Real CMP libraries from npm on the fixture web; autoconsent knows all of them. */
let harness: ConsentHarness;

beforeAll(async () => {
  harness = await startConsentHarness();
});

afterAll(async () => {
  await harness?.stop();
});

describe('vanilla-cookieconsent v3 (cmp-vanilla.example)', () => {
  it('reject: autoconsent clicks "Reject all" on the first layer; cc_cookie and the self-test confirm it', async () => {
    const { state, act, runtime, beforeClickAtMs } = await runConsentArm(
      harness,
      'https://cmp-vanilla.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.cmp).toEqual({
      name: 'cookieconsent3',
      detectedBy: 'autoconsent',
      platform: { id: 'vanilla-cookieconsent', name: 'vanilla-cookieconsent v3' },
    });
    expect(state.popupShown).toBe(true);
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.pretickedPurposes).toEqual([]);
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'Reject all',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state', 'autoconsent_self_test'],
    });
    expect(state.tcf).toEqual({ present: false });
    // The caller was told as autoconsent's decisive click arrived, and the arm switched phase.
    expect(beforeClickAtMs).not.toBeNull();
    expect(Math.abs((act.decisionAtMs ?? 0) - (beforeClickAtMs ?? Infinity))).toBeLessThan(100);
    expect(runtime.phase()).toBe('after_reject');
    // One banner screenshot, clipped to the banner (far smaller than the 1280×800 viewport).
    expect(runtime.screenshots.map((s) => s.subject)).toEqual(['banner']);
    expect(runtime.limitations).toEqual([]);
  });

  it('accept: autoconsent clicks "Accept all"; cc_cookie confirms the acceptance', async () => {
    const { state, runtime } = await runConsentArm(
      harness,
      'https://cmp-vanilla.example/',
      'after_accept',
      { action: 'accept' },
    );
    expect(state.cmp.name).toBe('cookieconsent3');
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toEqual({
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'Accept all',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(runtime.phase()).toBe('after_accept');
  });

  it('restricted to the known rule (onlyRule) it does the same; without autoconsent the heuristic does it', async () => {
    const only = await runConsentArm(harness, 'https://cmp-vanilla.example/', 'after_reject', {
      action: 'reject',
      onlyRule: 'cookieconsent3',
    });
    expect(only.state.cmp).toEqual({
      name: 'cookieconsent3',
      detectedBy: 'autoconsent',
      platform: { id: 'vanilla-cookieconsent', name: 'vanilla-cookieconsent v3' },
    });
    expect(only.state.decision.registration).toBe('confirmed');

    const heuristic = await runConsentArm(harness, 'https://cmp-vanilla.example/', 'after_reject', {
      action: 'reject',
      autoconsent: false,
    });
    // No rule named it, but the banner sits in the library's own container (#cc-main): the platform is named.
    expect(heuristic.state.cmp).toEqual({
      name: null,
      detectedBy: 'fallback_heuristic',
      platform: { id: 'vanilla-cookieconsent', name: 'vanilla-cookieconsent v3' },
    });
    expect(heuristic.state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Reject all',
      layer: 'first',
    });
    expect(heuristic.state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });
});

describe('tarteaucitron.js (cmp-tarteaucitron.example)', () => {
  it('before consent: the popup is detected, "Deny all cookies" is on the first layer, nothing is clicked', async () => {
    const { state, runtime } = await runConsentArm(
      harness,
      'https://cmp-tarteaucitron.example/',
      'before_consent',
      { action: 'none' },
    );
    expect(state.cmp).toEqual({
      name: 'tarteaucitron deny',
      detectedBy: 'autoconsent',
      platform: { id: 'tarteaucitron', name: 'tarteaucitron.js' },
    });
    expect(state.popupShown).toBe(true);
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.pretickedPurposes).toEqual([]);
    expect(state.action).toEqual({ kind: 'none', clickStatus: 'not_attempted' });
    expect(state.decision).toEqual({ kind: 'none', registration: 'not_attempted', verifiedBy: [] });
    expect(runtime.phase()).toBe('before_consent');
    expect(runtime.screenshots).toHaveLength(1);
  });

  it('reject: "Deny all cookies"; the tarteaucitron cookie and the self-test confirm it', async () => {
    const { state, cookieNames } = await runConsentArm(
      harness,
      'https://cmp-tarteaucitron.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'Deny all cookies',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state', 'autoconsent_self_test'],
    });
    expect(cookieNames).not.toContain('_ga');
  });

  it('accept: "OK, accept all" (an accept, not an ambiguous OK); the services load', async () => {
    const { state, act, cookieNames } = await runConsentArm(
      harness,
      'https://cmp-tarteaucitron.example/',
      'after_accept',
      { action: 'accept' },
    );
    expect(state.action).toEqual({
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'OK, accept all',
      layer: 'first',
    });
    expect(act.ambiguousAcceptance).toBe(false);
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
    expect(cookieNames).toContain('_ga');
  });
});

describe('vanilla-cookieconsent with pre-ticked purposes and no first-layer reject (preticked.example)', () => {
  it('before consent: opens the preferences (saving nothing) and reports the pre-ticked Analytics and Marketing', async () => {
    const { state, cookieNames } = await runConsentArm(
      harness,
      'https://preticked.example/',
      'before_consent',
      { action: 'none' },
    );
    expect(state.cmp).toEqual({
      name: 'cookieconsent3',
      detectedBy: 'autoconsent',
      platform: { id: 'vanilla-cookieconsent', name: 'vanilla-cookieconsent v3' },
    });
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.pretickedPurposes).toEqual(['Analytics', 'Marketing']);
    expect(state.action.clickStatus).toBe('not_attempted');
    expect(cookieNames).not.toContain('cc_cookie');
  });

  it('reject: autoconsent goes through "Manage preferences" to "Reject all" on the second layer', async () => {
    const { state, act } = await runConsentArm(
      harness,
      'https://preticked.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'Reject all',
      layer: 'second',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state', 'autoconsent_self_test'],
    });
    // Times are whole milliseconds: the settings click and the decisive one may share one.
    expect(act.firstClickAtMs).toBeLessThanOrEqual(act.decisionAtMs ?? 0);
  });
});

describe('Osano cookieconsent v3 (ignores-choice.example)', () => {
  it('reject: autoconsent ("Complianz optin" rule) clicks "Decline"; the refusal is registered even though the site ignores it', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://ignores-choice.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.cmp).toEqual({
      name: 'Complianz optin',
      detectedBy: 'autoconsent',
      platform: { id: 'osano-cookieconsent', name: 'Cookie Consent v3 by Osano' },
    });
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'Decline',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });
});

describe('Klaro and tarteaucitron as other sites configure them (cmp-config-variants.ts)', () => {
  it('Klaro as a German modal, cookie renamed with storageName: "Ich lehne ab" is a first-layer refusal, read from the renamed cookie', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://klaro-modal-de.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    // Before: "Ich lehne ab" was no refusal (no_first_layer_reject), and the cookie shop_consent was read
    // generically: its required service stored as true contradicted the refusal (refusal_not_registered).
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.action).toMatchObject({ kind: 'reject', clickStatus: 'clicked', layer: 'first' });
    expect(state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(state.decision.verifiedBy).toContain('cmp_stored_state');
  });

  it('Klaro without a decline on its notice and services on by default: no first-layer refusal, the pre-ticked services reported, refused in the modal', async () => {
    const before = await runConsentArm(
      harness,
      'https://klaro-no-decline.example/',
      'before_consent',
      { action: 'none', inspectSettings: true },
    );
    // Before: "That's ok" was no acceptance, so the notice was no banner and neither fact was seen.
    expect(before.state.firstLayerRejectAvailable).toBe(false);
    // The modal's "Enable or disable all services" switch is not a purpose of its own.
    expect(before.state.pretickedPurposes).toEqual(['Analytics', 'Marketing']);
    const reject = await runConsentArm(
      harness,
      'https://klaro-no-decline.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    expect(reject.state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      layer: 'second',
    });
    expect(reject.state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  });

  it('tarteaucitron without "Deny all" on the banner: "Deny all cookies" in the panel, which is then closed, not taken for a banner shown again', async () => {
    const { state } = await runConsentArm(
      harness,
      'https://tarteaucitron-no-deny.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.action).toMatchObject({ kind: 'reject', clickStatus: 'clicked', layer: 'second' });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });

  it('tarteaucitron with only "Personalize" on its banner (AcceptAllCta off, cedar-notary): a banner with every choice in the panel; Deny all and Allow all are clicked there, and no first-layer Reject question arises', async () => {
    for (const action of ['reject', 'accept'] as const) {
      const { state } = await runConsentArm(
        harness,
        'https://cedar-notary.example/',
        action === 'reject' ? 'after_reject' : 'after_accept',
        { action },
        { observeMs: 500 },
      );
      // Before: no autoconsent rule saw a popup and the heuristic saw no banner: nothing was clicked.
      expect(state.popupShown).toBe(true);
      expect(state.firstLayerRejectAvailable).toBeNull();
      expect(state.action).toMatchObject({
        kind: action,
        clickStatus: 'clicked',
        method: 'fallback_heuristic',
        label: action === 'reject' ? 'Deny all cookies' : 'Allow all cookies',
        layer: 'second',
      });
      expect(state.decision).toMatchObject({
        kind: action === 'reject' ? 'refusal' : 'acceptance',
        registration: 'confirmed',
      });
    }
  });

  it("tarteaucitron with its cookie renamed (cookieName): the page's configuration names the cookie read for both choices", async () => {
    for (const action of ['reject', 'accept'] as const) {
      const { state } = await runConsentArm(
        harness,
        'https://tarteaucitron-renamed.example/',
        action === 'reject' ? 'after_reject' : 'after_accept',
        { action },
        { observeMs: 500 },
      );
      // Before: rgpd_consent was read by nobody: unconfirmed (stored_state_unread) both ways.
      expect(state.decision).toMatchObject({
        kind: action === 'reject' ? 'refusal' : 'acceptance',
        registration: 'confirmed',
      });
      expect(state.decision.verifiedBy).toContain('cmp_stored_state');
    }
  });
});

describe('vanilla-cookieconsent v3 and Osano cookieconsent as other sites configure them (cmp-config-variants.ts)', () => {
  it.each([
    // Before: nothing read (cc_cookie in localStorage; Osano's renamed cc_status): nothing_stored, and
    // refusal_not_registered on sites that register the refusal.
    ['https://vanilla-cookieconsent-localstorage.example/', 'cmp_stored_state'],
    ['https://cookieconsent-renamed.example/', 'cmp_stored_state'],
  ])(
    '%s: Reject and Accept both read from where the page configured the library to keep them',
    async (url, method) => {
      for (const action of ['reject', 'accept'] as const) {
        const { state } = await runConsentArm(
          harness,
          url,
          action === 'reject' ? 'after_reject' : 'after_accept',
          { action },
          { observeMs: 500 },
        );
        expect(state.action).toMatchObject({ clickStatus: 'clicked', layer: 'first' });
        expect(state.decision).toMatchObject({
          kind: action === 'reject' ? 'refusal' : 'acceptance',
          registration: 'confirmed',
        });
        expect(state.decision.verifiedBy).toContain(method);
      }
    },
  );
});

describe('Cookiebot\'s "Swift" popup (cookiebot-swift.example, an imitation: Cookiebot is not on npm)', () => {
  it('accept: autoconsent\'s rule reports success without deciding; the heuristic clicks "Allow all", not the "Consent" tab', async () => {
    // Before: the rule only ticked the hidden toggles (its Accept selectors are gone from this template),
    // the popup stayed, and nothing was stored (unconfirmed); then the heuristic took the "Consent" tab
    // (role="tab") for an Accept button.
    const { state } = await runConsentArm(
      harness,
      'https://cookiebot-swift.example/',
      'after_accept',
      { action: 'accept' },
      { observeMs: 500 },
    );
    expect(state.cmp).toEqual({
      name: 'Cybotcookiebot',
      detectedBy: 'autoconsent',
      platform: { id: 'cookiebot', name: 'Cookiebot' },
    });
    expect(state.pretickedPurposes).toEqual([]);
    expect(state.action).toMatchObject({
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Allow all',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });
});

describe('Sourcepoint without a first-layer refusal (sourcepoint-no-reject.example, an imitation: Sourcepoint is not on npm)', () => {
  it('reject: autoconsent opens the privacy manager from its message frame, which the wrapper removes; the heuristic\'s "Reject all" there is a second-layer refusal', async () => {
    // Before: autoconsent clicked "Manage options" in sp_message_iframe_<message>, the wrapper replaced
    // that frame by the privacy manager's, the rule never answered, and the heuristic's "Reject all" in
    // the new frame was reported as a first-layer refusal.
    const { state } = await runConsentArm(
      harness,
      'https://sourcepoint-no-reject.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    expect(state.cmp).toMatchObject({ name: 'Sourcepoint-frame', detectedBy: 'autoconsent' });
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      label: 'Reject all',
      layer: 'second',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state', 'tc_string'],
    });
  });
});

describe('TrustArc with refusal only in its preference manager (trustarc-prefs-iframe.example, an imitation: TrustArc is not on npm)', () => {
  it('reject: TrustArc-top only opens the preferences and hides them; the heuristic clicks "Decline All" in the consent-pref.trustarc.com frame', async () => {
    // Before: with no "Decline All" on the bar, the rule clicked "More information", hid the notice and
    // the preference manager with its own style and reported success (autoconsent has no rule for the
    // frame any more): nothing was stored and the refusal came out unconfirmed (refusal_not_registered).
    const { state } = await runConsentArm(
      harness,
      'https://trustarc-prefs-iframe.example/',
      'after_reject',
      { action: 'reject' },
      { observeMs: 500 },
    );
    expect(state.cmp).toEqual({
      name: 'TrustArc-top',
      detectedBy: 'autoconsent',
      platform: { id: 'trustarc', name: 'TrustArc' },
    });
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(state.action).toMatchObject({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Decline All',
      layer: 'second',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['cmp_stored_state'],
    });
  });
});
