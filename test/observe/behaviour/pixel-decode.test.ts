import { describe, expect, it } from 'vitest';
import {
  decodePixelRequest,
  formPairs,
  pixelKind,
} from '../../../src/observe/behaviour/pixel-decode.ts';

const HASH = 'a'.repeat(64);

describe('pixelKind', () => {
  it.each<[string, string | null]>([
    ['https://www.facebook.com/tr/?id=1&ev=PageView', 'meta'],
    ['https://www.facebook.com/tr?id=1&ev=PageView', 'meta'],
    ['https://www.facebook.com/plugins/like.php', null],
    ['https://analytics.tiktok.com/api/v2/pixel', 'tiktok'],
    ['https://analytics.tiktok.com/api/v2/pixel/batch', 'tiktok'],
    ['https://analytics.tiktok.com/i18n/pixel/events.js', null],
    [
      'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/987654321/?url=x',
      'google_ads',
    ],
    ['https://www.googleadservices.com/pagead/conversion/987654321/', 'google_ads'],
    ['https://www.google.com/pagead/1p-user-list/987654321/', 'google_ads'],
    ['https://www.google.de/pagead/1p-conversion/987654321/', 'google_ads'],
    ['https://www.google.com/ccm/collect?en=page_view', 'google_ads'],
    ['https://stats.g.doubleclick.net/g/collect', null],
    ['https://ct.pinterest.com/v3/?event=checkout', 'other'],
  ])('%s → %s', (url, vendor) => expect(pixelKind(url)?.vendor ?? null).toBe(vendor));
});

describe('decodePixelRequest', () => {
  it('Meta: event, custom data keys and advanced-matching keys from the query', () => {
    const url =
      'https://www.facebook.com/tr/?id=1&ev=Lead&dl=https%3A%2F%2Fclinic.example%2Fconditions%2Fhiv%3Femail%3Dx&cd[content_category]=HIV%20testing&cd[value]=0&ud[em]=' +
      HASH +
      '&udff[ph]=' +
      HASH;
    expect(decodePixelRequest({ url, method: 'GET', body: null })).toEqual([
      {
        vendor: 'meta',
        eventName: 'Lead',
        customDataKeys: ['content_category', 'value'],
        advancedMatchingKeys: ['em', 'ph'],
        customDataValues: ['HIV testing', '0'],
        pageUrl: 'https://clinic.example/conditions/hiv?email=x',
      },
    ]);
  });

  it('Meta: a multipart POST body (sendBeacon with FormData)', () => {
    const body = [
      '--b',
      'Content-Disposition: form-data; name="ev"',
      '',
      'Purchase',
      '--b',
      'Content-Disposition: form-data; name="cd[loan_amount]"',
      '',
      '5000',
      '--b--',
      '',
    ].join('\r\n');
    const [event] = decodePixelRequest({
      url: 'https://www.facebook.com/tr/',
      method: 'POST',
      body,
      contentType: 'multipart/form-data; boundary=b',
    });
    expect(event).toMatchObject({
      eventName: 'Purchase',
      customDataKeys: ['loan_amount'],
      advancedMatchingKeys: [],
    });
  });

  it('Meta: a /tr request without an event is not an event', () => {
    expect(
      decodePixelRequest({ url: 'https://www.facebook.com/tr/?id=1', method: 'GET', body: null }),
    ).toEqual([]);
  });

  it('TikTok: JSON event, properties and context.user (without the anonymous id)', () => {
    const body = JSON.stringify({
      event: 'SubmitForm',
      properties: { content_type: 'pregnancy_test', value: 1 },
      context: {
        page: { url: 'https://clinic.example/p' },
        user: { anonymous_id: 'x', email: HASH, phone_number: '' },
      },
    });
    expect(
      decodePixelRequest({
        url: 'https://analytics.tiktok.com/api/v2/pixel',
        method: 'POST',
        body,
      }),
    ).toEqual([
      {
        vendor: 'tiktok',
        eventName: 'SubmitForm',
        customDataKeys: ['content_type', 'value'],
        advancedMatchingKeys: ['email'],
        customDataValues: ['pregnancy_test'],
        pageUrl: 'https://clinic.example/p',
      },
    ]);
  });

  it('TikTok: batches', () => {
    const body = JSON.stringify({
      batch: [{ event: 'Pageview' }, { event: 'ViewContent', properties: { content_id: '1' } }],
    });
    expect(
      decodePixelRequest({
        url: 'https://analytics.tiktok.com/api/v2/pixel/batch',
        method: 'POST',
        body,
      }).map((e) => e.eventName),
    ).toEqual(['Pageview', 'ViewContent']);
  });

  it('Google Ads: data=event=…;key=value and enhanced-conversion user data', () => {
    const url =
      'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/987654321/?url=https%3A%2F%2Fshop.example%2Floans&data=event%3Dpurchase%3Bloan_type%3Dpayday&em=tv.1~em.' +
      HASH +
      '~ph.' +
      HASH;
    expect(decodePixelRequest({ url, method: 'GET', body: null })).toEqual([
      {
        vendor: 'google_ads',
        eventName: 'purchase',
        customDataKeys: ['loan_type'],
        advancedMatchingKeys: ['em', 'ph'],
        customDataValues: ['payday'],
        pageUrl: 'https://shop.example/loans',
      },
    ]);
  });

  it('Google Ads: a remarketing hit without event is a page view; ccm/collect reads en and ep.*', () => {
    expect(
      decodePixelRequest({
        url: 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/1/?url=x',
        method: 'GET',
        body: null,
      })[0]?.eventName,
    ).toBe('page_view');
    expect(
      decodePixelRequest({
        url: 'https://www.googleadservices.com/pagead/conversion/1/?label=abc',
        method: 'GET',
        body: null,
      })[0]?.eventName,
    ).toBe('conversion');
    const [ccm] = decodePixelRequest({
      url: 'https://www.google.com/ccm/collect?en=conversion&ep.diagnosis=1&em=' + HASH,
      method: 'POST',
      body: null,
    });
    expect(ccm).toMatchObject({
      eventName: 'conversion',
      customDataKeys: ['diagnosis'],
      advancedMatchingKeys: ['em'],
    });
  });

  it('keys and event names that carry an email are dropped or redacted', () => {
    const url =
      'https://www.facebook.com/tr/?ev=alice%40example.com&cd[alice%40example.com]=1&cd[ok]=1';
    const [event] = decodePixelRequest({ url, method: 'GET', body: null });
    expect(event?.eventName).toBe('[redacted]');
    expect(event?.customDataKeys).toEqual(['ok']);
  });
});

describe('formPairs', () => {
  it('reads urlencoded and multipart bodies', () => {
    expect(formPairs('a=1&b=two')).toEqual([
      ['a', '1'],
      ['b', 'two'],
    ]);
    expect(
      formPairs(
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      ),
    ).toEqual([['a', '1']]);
  });
});
