// Browser tier: __tcfapi, __uspapi and __gpp answer, and TC strings are stored, only in a running page
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegistration } from '../../../src/observe/consent/index.ts';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

/** IAB TCF, US opt-out controls and GPC registration, and a site with no consent mechanism at all. */
let harness: ConsentHarness;

beforeAll(async () => {
  harness = await startConsentHarness();
});

afterAll(async () => {
  await harness?.stop();
});

const DETECTION_BUDGET_MS = 6_000;

describe('IAB TCF CMP with real TC strings (tcf-news.example)', () => {
  it('before consent: __tcfapi answers (CMP 999, policy 5, gdprApplies) but no TC string exists yet', async () => {
    const { state } = await runConsentArm(harness, 'https://tcf-news.example/', 'before_consent', {
      action: 'none',
      inspectSettings: false,
    });
    expect(state.cmp).toEqual({ name: null, detectedBy: 'fallback_heuristic', tcfCmpId: 999 });
    expect(state.popupShown).toBe(true);
    expect(state.firstLayerRejectAvailable).toBe(true);
    expect(state.tcf).toEqual({
      present: true,
      gdprApplies: true,
      tcStringPresent: false,
      cmpId: 999,
      policyVersion: 5,
    });
  });

  it('reject: "Reject all"; the decoded TC string has no purpose or vendor consent ⇒ refusal confirmed', async () => {
    const { state } = await runConsentArm(harness, 'https://tcf-news.example/', 'after_reject', {
      action: 'reject',
    });
    expect(state.action).toEqual({
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'fallback_heuristic',
      label: 'Reject all',
      layer: 'first',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['tc_string'],
    });
    expect(state.tcf).toEqual({
      present: true,
      gdprApplies: true,
      tcStringPresent: true,
      cmpId: 999,
      policyVersion: 5,
      purposeConsentsCount: 0,
      purposeLegitimateInterestsCount: 4,
      specialFeatureOptinsCount: 0,
      vendorConsentsCount: 0,
    });
  });

  it('accept: "Accept all"; the TC string carries 11 purposes, 2 special features and 3 vendors', async () => {
    const { state, cookieNames } = await runConsentArm(
      harness,
      'https://tcf-news.example/',
      'after_accept',
      { action: 'accept' },
    );
    expect(state.decision).toEqual({
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['tc_string'],
    });
    expect(state.tcf).toMatchObject({
      tcStringPresent: true,
      purposeConsentsCount: 11,
      specialFeatureOptinsCount: 2,
      vendorConsentsCount: 3,
    });
    expect(cookieNames).toContain('IDE');
  });
});

describe('US opt-out link without a banner (us-optout.example)', () => {
  it('before consent: no banner, but the "Do Not Sell" link, __uspapi and __gpp (not opted out) are reported', async () => {
    const { state, runtime } = await runConsentArm(
      harness,
      'https://us-optout.example/',
      'before_consent',
      { action: 'none' },
    );
    expect(state.cmp).toEqual({ name: null, detectedBy: 'none' });
    expect(state.popupShown).toBe(false);
    expect(state.firstLayerRejectAvailable).toBeNull();
    expect(state.optOutControl).toEqual({
      kind: 'do_not_sell_link',
      label: 'Do Not Sell or Share My Personal Information',
    });
    expect(state.usp).toEqual({ present: true, stringPresent: true, optOut: false });
    expect(state.gpp).toEqual({
      present: true,
      stringPresent: true,
      applicableSections: [7],
      saleOptOut: 'not_opted_out',
    });
    expect(runtime.screenshots).toEqual([]);
  });

  it('reject: follows the link, switches "Allow the sale…" off and confirms; USP and GPP confirm the opt-out', async () => {
    const { state, runtime } = await runConsentArm(
      harness,
      'https://us-optout.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state.action).toEqual({
      kind: 'opt_out_control',
      clickStatus: 'clicked',
      method: 'opt_out_control',
      label: 'Confirm my choices',
      layer: 'page',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['usp_string', 'gpp_string'],
    });
    expect(state.usp.optOut).toBe(true);
    expect(state.gpp.saleOptOut).toBe('opted_out');
    expect(runtime.phase()).toBe('after_reject');
  });

  it('GPC: the site registers the opt-out (read through __gpp); without GPC it does not', async () => {
    const launched = harness.chromium;
    for (const gpc of [true, false]) {
      const context = await launched.browser.newContext({
        userAgent: launched.userAgent,
        ignoreHTTPSErrors: true,
        ...(gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
      });
      if (gpc)
        await context.addInitScript(
          "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });",
        );
      const page = await context.newPage();
      await page.goto('https://us-optout.example/', { waitUntil: 'load' });
      expect(await readRegistration(page)).toEqual(
        gpc ? { state: 'opted_out', source: 'gpp' } : { state: 'not_opted_out', source: 'gpp' },
      );
      await context.close();
    }
  });
});

describe('no consent mechanism (clean-shop.example)', () => {
  it('"nothing detected" is an answer: no CMP, no popup, well within the detection budget', async () => {
    const { state, act, runtime } = await runConsentArm(
      harness,
      'https://clean-shop.example/',
      'after_reject',
      { action: 'reject', detectionBudgetMs: DETECTION_BUDGET_MS },
    );
    expect(state.cmp).toEqual({ name: null, detectedBy: 'none' });
    expect(state.popupShown).toBe(false);
    expect(state.firstLayerRejectAvailable).toBeNull();
    expect(state.optOutControl).toBeUndefined();
    expect(state.action).toEqual({ kind: 'none', clickStatus: 'not_attempted' });
    expect(state.decision).toEqual({ kind: 'none', registration: 'not_attempted', verifiedBy: [] });
    expect(state.tcf).toEqual({ present: false });
    expect(act.detectionTimedOut).toBe(false);
    expect(act.timings.detectionMs).toBeLessThan(DETECTION_BUDGET_MS / 2);
    expect(runtime.phase()).toBe('pre_consent');
    expect(runtime.screenshots).toEqual([]);
  });

  it('readRegistration finds nothing to read', async () => {
    const context = await harness.chromium.browser.newContext({
      userAgent: harness.chromium.userAgent,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await page.goto('https://clean-shop.example/', { waitUntil: 'load' });
    expect(await readRegistration(page)).toEqual({ state: 'unknown', source: 'none' });
    await context.close();
  });
});
