// Browser tier: pixel events and advanced matching that vendor scripts send after an email is typed
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyLoggingCollector } from '../../../src/observe/behaviour/key-logging.ts';
import { createPixelPayloadCollector } from '../../../src/observe/behaviour/pixel-payloads.ts';
import { typedSentinels } from '../../../src/observe/behaviour/sentinels.ts';
import type { PixelEvent } from '../../../src/model/index.ts';
import { PLANTED_QUERY } from '../../../src/cli/demo-web/planted-secrets.ts';
import { leaks, runArm, startHarness, until, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const summary = (events: PixelEvent[]) =>
  events.map((event) => ({
    vendor: event.vendor,
    host: event.host,
    eventName: event.eventName,
    customDataKeys: event.customDataKeys,
    advancedMatchingKeys: event.advancedMatchingKeys,
    categories: event.categories,
  }));

describe('advertising pixel payload collector', () => {
  it('decodes health-category events and advanced matching of a typed email (form_content)', async () => {
    const { web } = harness;
    const url = `https://health-pixel.example/conditions/hiv-testing?${PLANTED_QUERY}`;
    const pixels = createPixelPayloadCollector();
    const {
      results: [events, keyLogging],
      runtime,
    } = await runArm(harness, url, [pixels, createKeyLoggingCollector()], {
      settle: () =>
        Promise.all([
          web.waitForRequest(
            (r) => r.host === 'analytics.tiktok.com' && r.path === '/api/v2/pixel',
          ),
          web.waitForRequest((r) => r.host === 'googleads.g.doubleclick.net'),
          web.waitForRequest((r) => r.host === 'www.facebook.com' && r.path === '/tr/'),
        ]),
      // The Lead and SubmitForm events follow the typed email's change event.
      afterProbe: (_page, rt) =>
        until(async () => {
          const names = (await pixels.collect(rt)).map((event) => event.eventName);
          return names.includes('Lead') && names.includes('SubmitForm');
        }),
    });
    const events_ = summary(events);
    expect(events_).toEqual(
      expect.arrayContaining([
        {
          vendor: 'meta',
          host: 'www.facebook.com',
          eventName: 'PageView',
          customDataKeys: [],
          advancedMatchingKeys: [],
          categories: ['health'],
        },
        {
          vendor: 'meta',
          host: 'www.facebook.com',
          eventName: 'SymptomCheckerStarted',
          customDataKeys: ['symptom_area'],
          advancedMatchingKeys: [],
          categories: ['health'],
        },
        {
          vendor: 'meta',
          host: 'www.facebook.com',
          eventName: 'Lead',
          customDataKeys: ['content_category', 'appointment_type'],
          advancedMatchingKeys: ['em'],
          categories: ['form_content', 'health'],
        },
        {
          vendor: 'tiktok',
          host: 'analytics.tiktok.com',
          eventName: 'Pageview',
          customDataKeys: [],
          advancedMatchingKeys: [],
          categories: ['health'],
        },
        {
          vendor: 'tiktok',
          host: 'analytics.tiktok.com',
          eventName: 'SubmitForm',
          customDataKeys: ['content_type'],
          advancedMatchingKeys: ['email'],
          categories: ['form_content', 'health'],
        },
        {
          vendor: 'google_ads',
          host: 'googleads.g.doubleclick.net',
          eventName: 'page_view',
          customDataKeys: [],
          advancedMatchingKeys: [],
          categories: ['health'],
        },
      ]),
    );
    for (const event of events) {
      expect(event.phase).toBe('before_consent');
      expect(event.tMs).toBeGreaterThan(0);
    }
    // The typed email, hashed by the pixels, is also key logging to those third parties.
    expect(keyLogging.map((hit) => [hit.destinationHost, hit.fieldKind, hit.encoding])).toEqual(
      expect.arrayContaining([
        ['www.facebook.com', 'email', 'sha256'],
        ['analytics.tiktok.com', 'email', 'sha256'],
      ]),
    );
    const typed = typedSentinels(runtime.context).flatMap((sentinel) => [
      sentinel.value,
      ...sentinel.needles.map((n) => n.needle),
    ]);
    expect(
      leaks(
        [events, keyLogging],
        [...typed, 'HIV testing', 'respiratory', 'pregnancy_test', 'walk-in', PLANTED_QUERY],
      ),
    ).toEqual([]);
  });

  it('reports page views only, without keys or categories, on an ordinary page', async () => {
    const { web } = harness;
    const {
      results: [events],
    } = await runArm(
      harness,
      'https://pageview-pixel.example/',
      [createPixelPayloadCollector(), createKeyLoggingCollector()],
      {
        settle: () =>
          Promise.all([
            web.waitForRequest(
              (r) => r.host === 'analytics.tiktok.com' && r.path === '/api/v2/pixel',
            ),
            web.waitForRequest((r) => r.host === 'googleads.g.doubleclick.net'),
          ]),
      },
    );
    expect(summary(events).sort((a, b) => a.vendor.localeCompare(b.vendor))).toEqual([
      {
        vendor: 'google_ads',
        host: 'googleads.g.doubleclick.net',
        eventName: 'page_view',
        customDataKeys: [],
        advancedMatchingKeys: [],
        categories: [],
      },
      {
        vendor: 'meta',
        host: 'www.facebook.com',
        eventName: 'PageView',
        customDataKeys: [],
        advancedMatchingKeys: [],
        categories: [],
      },
      {
        vendor: 'tiktok',
        host: 'analytics.tiktok.com',
        eventName: 'Pageview',
        customDataKeys: [],
        advancedMatchingKeys: [],
        categories: [],
      },
    ]);
  });
});
