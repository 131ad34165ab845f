// Browser tier: the late-banner wait on pages whose banner shows after load or never becomes reachable
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikeCmp } from '../../../src/observe/consent/late-banner.ts';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

describe('looksLikeCmp (a script or frame that announces a banner still to come)', () => {
  it.each([
    'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
    'https://consent.cookiebot.com/uc.js',
    'https://app.usercentrics.eu/browser-ui/latest/loader.js',
    'https://sdk.privacy-center.org/loader.js',
    'https://cdn.privacy-mgmt.com/wrapperMessagingWithoutDetection.js',
    'https://example.org/assets/cookie-banner.js',
    'https://example.org/js/tarteaucitron/tarteaucitron.js',
    'https://shop.example/static/consent-manager.min.js',
  ])('%s → yes', (url) => {
    expect(looksLikeCmp(url)).toBe(true);
  });

  it.each([
    'https://www.googletagmanager.com/gtag/js',
    'https://shop.example/assets/app.js',
    'https://cdn.example/react.production.min.js',
    'not a url',
  ])('%s → no', (url) => {
    expect(looksLikeCmp(url)).toBe(false);
  });
});

describe('the late-banner wait in the browser', () => {
  let harness: ConsentHarness;
  beforeAll(async () => {
    harness = await startConsentHarness();
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('a page with neither banner nor CMP evidence answers "none" without waiting for a late banner', async () => {
    const { state, act } = await runConsentArm(
      harness,
      'https://clean-shop.example/',
      'before_consent',
      { action: 'none' },
    );
    expect(state.popupShown).toBe(false);
    expect(act).toMatchObject({ detectionTimedOut: false, lateBannerEvidence: null });
  });

  it('a banner shown 2.5 s after load is found (the consent script was the evidence to wait for)', async () => {
    const { state, act } = await runConsentArm(
      harness,
      'https://late-banner.example/',
      'after_reject',
      { action: 'reject' },
    );
    expect(state).toMatchObject({
      popupShown: true,
      action: { kind: 'reject', clickStatus: 'clicked', label: 'Reject all' },
    });
    expect(act.lateBannerEvidence).toBeNull();
  });

  it('a CMP script with no reachable banner (closed shadow root): "none" after the wait, the evidence named', async () => {
    const { state, act, runtime } = await runConsentArm(
      harness,
      'https://shadow-cmp.example/timetables',
      'before_consent',
      { action: 'none' },
    );
    expect(state.popupShown).toBe(false);
    expect(act.lateBannerEvidence).toBe('cmp_script');
    expect(runtime.limitations.map((l) => l.code)).toEqual(['other']);
  });
});
