import { describe, expect, it } from 'vitest';
import { googleConsentModeOf } from '../../../src/observe/collectors/google-consent-mode.ts';

describe('googleConsentModeOf (the gcs parameter of Google tag hits)', () => {
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
});
