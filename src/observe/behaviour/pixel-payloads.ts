import type { Request } from 'playwright-core';
import type { PixelEvent, SensitiveCategory } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { hostOf } from '../site.ts';
import { categoriesOfAll } from './lexicon.ts';
import { decodePixelRequest, pixelKind, type DecodedPixelEvent } from './pixel-decode.ts';
import { isHttpUrl, requestBodyText } from './request-body.ts';
import { findSentinel, haystacksOf, typedSentinels, type PreparedSentinel } from './sentinels.ts';

const MAX_EVENTS = 500;
const CATEGORY_ORDER: readonly SensitiveCategory[] = [
  'form_content',
  'health',
  'finance',
  'identity',
];

function pathWords(url: string | null): string | null {
  if (!url) return null;
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}

/**
 * The sensitive categories of one decoded event: `form_content` when a value typed by the key-logging
 * probe (or its base64/MD5/SHA-256) rides in the request; `health` / `finance` / `identity` when the
 * event name, a custom-data key, a short custom-data value or a word of the reported page's path
 * matches the category lexicon.
 */
export function eventCategories(
  event: DecodedPixelEvent,
  requestTexts: readonly string[],
  sentinels: readonly PreparedSentinel[],
  fallbackPageUrl: string | null,
): SensitiveCategory[] {
  const found = new Set<SensitiveCategory>();
  if (sentinels.length > 0 && findSentinel(requestTexts.flatMap(haystacksOf), sentinels))
    found.add('form_content');
  const texts = [event.eventName, ...event.customDataKeys, ...event.customDataValues];
  const path = pathWords(event.pageUrl) ?? pathWords(fallbackPageUrl);
  if (path) texts.push(path);
  for (const category of categoriesOfAll(texts)) found.add(category);
  return CATEGORY_ORDER.filter((category) => found.has(category));
}

/**
 * Advertising pixel payloads: decodes Meta (`/tr`), TikTok (`/api/v2/pixel`), Google Ads
 * (conversion, remarketing, 1p-user-list, ccm/collect) and Pinterest requests into event name,
 * custom-data key names, advanced-matching key names and sensitive categories. Values, URLs and
 * bodies are read inside the listener and dropped. Runs in every arm (phase shows consent state).
 */
export function createPixelPayloadCollector(): Collector<PixelEvent[]> {
  const events: PixelEvent[] = [];

  function onRequest(runtime: ArmRuntime, request: Request): void {
    if (events.length >= MAX_EVENTS) return;
    const url = request.url();
    if (!isHttpUrl(url) || !pixelKind(url)) return;
    const host = hostOf(url);
    if (!host) return;
    const body = requestBodyText(request);
    const decoded = decodePixelRequest({
      url,
      method: request.method(),
      body,
      contentType: request.headers()['content-type'],
    });
    if (decoded.length === 0) return;
    const sentinels = typedSentinels(runtime.context);
    const texts = body ? [url, body] : [url];
    let pageUrl: string | null = null;
    try {
      pageUrl = request.frame().url();
    } catch {
      pageUrl = runtime.page.isClosed() ? null : runtime.page.url();
    }
    for (const event of decoded) {
      if (events.length >= MAX_EVENTS) break;
      events.push({
        vendor: event.vendor,
        host,
        eventName: event.eventName,
        customDataKeys: event.customDataKeys,
        advancedMatchingKeys: event.advancedMatchingKeys,
        categories: eventCategories(event, texts, sentinels, pageUrl),
        tMs: runtime.elapsedMs(),
        phase: runtime.phase(),
        ...pageViewField(runtime),
      });
    }
  }

  return {
    name: 'pixel_payloads',
    async install(runtime: ArmRuntime): Promise<void> {
      runtime.context.on('request', (request) => {
        try {
          onRequest(runtime, request);
        } catch (error) {
          runtime.reportError('detector', 'pixel_payload_request', String(error));
        }
      });
    },
    async collect(): Promise<PixelEvent[]> {
      return events.map((event) => ({
        ...event,
        customDataKeys: [...event.customDataKeys],
        advancedMatchingKeys: [...event.advancedMatchingKeys],
        categories: [...event.categories],
      }));
    },
  };
}
