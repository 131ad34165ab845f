import { describe, expect, it } from 'vitest';
import { googleConsentModeOf } from '../../../src/observe/collectors/google-consent-mode.ts';

describe('googleConsentModeOf (the gcs and gcd parameters of Google tag hits)', () => {
  const hit = (gcs: string) =>
    `https://region1.google-analytics.com/g/collect?v=2&tid=G-X1&gcs=${gcs}&cid=123.456`;

  it('reads ad_storage then analytics_storage from G1xy', () => {
    expect(googleConsentModeOf(hit('G100'))).toEqual({
      adStorage: 'denied',
      analyticsStorage: 'denied',
    });
    expect(googleConsentModeOf(hit('G111'))).toEqual({
      adStorage: 'granted',
      analyticsStorage: 'granted',
    });
    expect(googleConsentModeOf(hit('G110'))).toEqual({
      adStorage: 'granted',
      analyticsStorage: 'denied',
    });
    expect(googleConsentModeOf(hit('G101'))).toEqual({
      adStorage: 'denied',
      analyticsStorage: 'granted',
    });
    // Server-side tagging on a first-party host carries the same parameter.
    expect(
      googleConsentModeOf('https://metrics.shop.example/g/collect?gcs=G100&en=page_view'),
    ).toEqual({ adStorage: 'denied', analyticsStorage: 'denied' });
  });

  it('declares nothing without a well-formed gcs parameter', () => {
    expect(googleConsentModeOf('https://region1.google-analytics.com/g/collect?v=2&tid=G-X1')).toBe(
      undefined,
    );
    expect(googleConsentModeOf(hit('G2'))).toBe(undefined);
    expect(googleConsentModeOf(hit('G1000'))).toBe(undefined);
    expect(googleConsentModeOf(hit('granted'))).toBe(undefined);
    expect(googleConsentModeOf('https://example.com/gcs=G100')).toBe(undefined);
    expect(googleConsentModeOf('not a url?gcs=G100')).toBe(undefined);
  });

  const v2 = (gcs: string | null, gcd: string) =>
    `https://region1.google-analytics.com/g/collect?v=2&tid=G-X1${gcs ? `&gcs=${gcs}` : ''}&gcd=${gcd}&cid=1.2`;

  it('reads ad_user_data and ad_personalization from gcd: the update when there was one, else the default', () => {
    // Everything denied by default, no choice yet (the "advanced" set-up before the banner is answered).
    expect(googleConsentModeOf(v2('G100', '11p1p1p1p5'))).toEqual({
      adStorage: 'denied',
      analyticsStorage: 'denied',
      adUserData: 'denied',
      adPersonalization: 'denied',
    });
    // Denied by default, granted by the banner's update (Accept); other separator digits.
    expect(googleConsentModeOf(v2('G111', '13r3r3r2r7'))).toEqual({
      adStorage: 'granted',
      analyticsStorage: 'granted',
      adUserData: 'granted',
      adPersonalization: 'granted',
    });
    // Default and update both denied (Reject); granted by default then denied; an update alone.
    expect(googleConsentModeOf(v2('G100', '11q1q1u1m5'))).toMatchObject({
      adUserData: 'denied',
      adPersonalization: 'denied',
    });
    expect(googleConsentModeOf(v2('G101', '11q1r1v1n5'))).toMatchObject({
      adUserData: 'granted',
      adPersonalization: 'granted',
    });
    // The v2 types left unset: only the storage types are declared.
    expect(googleConsentModeOf(v2('G100', '11p1p1l1l5'))).toEqual({
      adStorage: 'denied',
      analyticsStorage: 'denied',
    });
  });

  it('takes the storage types from gcd when a hit has no gcs, and gcs wins when both are there', () => {
    expect(googleConsentModeOf(v2(null, '11p1r1p1p5'))).toEqual({
      adStorage: 'denied',
      analyticsStorage: 'granted',
      adUserData: 'denied',
      adPersonalization: 'denied',
    });
    expect(googleConsentModeOf(v2('G111', '11p1p1p1p5'))).toMatchObject({
      adStorage: 'granted',
      analyticsStorage: 'granted',
    });
  });

  it('declares nothing from a gcd with no signal set, an unknown letter or a broken shape', () => {
    // What a Google tag sends on a page that never set a consent default.
    expect(googleConsentModeOf(v2(null, '13l3l3l3l1'))).toBe(undefined);
    expect(googleConsentModeOf(v2(null, '11x1p1p1p5'))).toBe(undefined);
    expect(googleConsentModeOf(v2(null, '11p1p'))).toBe(undefined);
    expect(googleConsentModeOf(v2(null, 'G100'))).toBe(undefined);
    // An unknown letter in a v2 position leaves that type out; the storage types still count.
    expect(googleConsentModeOf(v2('G100', '11p1p1z1p5'))).toEqual({
      adStorage: 'denied',
      analyticsStorage: 'denied',
      adPersonalization: 'denied',
    });
  });
});
