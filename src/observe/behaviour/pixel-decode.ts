import type { PixelVendor } from '../../model/index.ts';
import { isRecord } from '../../shared/values.ts';

/**
 * One advertising-pixel event decoded from a request, for use inside the collector only: `texts`
 * and `pageUrl` carry values (to be matched against the category lexicon and typed sentinels) and
 * never leave it.
 */
export interface DecodedPixelEvent {
  vendor: PixelVendor;
  eventName: string;
  customDataKeys: string[];
  advancedMatchingKeys: string[];
  /** Custom-data values that are short strings (lexicon matching only). */
  customDataValues: string[];
  /** The page URL the pixel reports (dl, url, context.page.url…). */
  pageUrl: string | null;
}

export interface PixelRequest {
  url: string;
  method: string;
  body: string | null;
  contentType?: string | undefined;
}

const MAX_KEYS = 100;
const MAX_AM_KEYS = 50;
const KEY_PATTERN = /^[A-Za-z0-9_.$ -]{1,100}$/;

function cleanKeys(keys: Iterable<string>, max: number): string[] {
  const out: string[] = [];
  for (const key of keys) {
    const trimmed = key.trim();
    if (!KEY_PATTERN.test(trimmed) || trimmed.includes('@') || out.includes(trimmed)) continue;
    out.push(trimmed);
    if (out.length >= max) break;
  }
  return out;
}

function cleanEventName(name: string): string {
  const trimmed = name.trim().slice(0, 100);
  if (!trimmed) return 'unknown';
  return trimmed.includes('@') ? '[redacted]' : trimmed;
}

function shortStrings(values: Iterable<unknown>): string[] {
  const out: string[] = [];
  for (const value of values) {
    if (typeof value === 'string' && value.length > 0 && value.length <= 300) out.push(value);
    if (out.length >= 50) break;
  }
  return out;
}

/** Pairs of a query string, a urlencoded body, or a multipart body. */
export function formPairs(text: string, contentType?: string): Array<[string, string]> {
  const multipart =
    /boundary=("?)([^";]+)\1/i.exec(contentType ?? '') ?? /^--([^\r\n]+)\r?\n/.exec(text);
  if (multipart && (contentType?.includes('multipart') || text.startsWith('--'))) {
    const pairs: Array<[string, string]> = [];
    const part =
      /Content-Disposition:\s*form-data;\s*name="([^"]*)"[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/gi;
    for (let match = part.exec(text); match && pairs.length < 1000; match = part.exec(text)) {
      pairs.push([match[1] ?? '', match[2] ?? '']);
    }
    return pairs;
  }
  try {
    return [...new URLSearchParams(text)].slice(0, 1000);
  } catch {
    return [];
  }
}

function requestPairs(request: PixelRequest): Array<[string, string]> {
  let query = '';
  try {
    query = new URL(request.url).search;
  } catch {
    // not a URL
  }
  const pairs = formPairs(query.replace(/^\?/, ''));
  if (request.body && !/^\s*[{[]/.test(request.body))
    pairs.push(...formPairs(request.body, request.contentType));
  return pairs;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function hostAndPath(url: string): { host: string; path: string } | null {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname.toLowerCase(), path: parsed.pathname };
  } catch {
    return null;
  }
}

/** Meta pixel: www.facebook.com/tr — `ev`, `cd[key]`, `ud[key]` / `udff[key]` (advanced matching), `dl`. */
function decodeMeta(request: PixelRequest): DecodedPixelEvent[] {
  const pairs = requestPairs(request);
  const eventName = pairs.find(([key]) => key === 'ev')?.[1];
  if (!eventName) return [];
  const customKeys: string[] = [];
  const customValues: unknown[] = [];
  const amKeys: string[] = [];
  for (const [key, value] of pairs) {
    const custom = /^cd\[([^\]]+)\]/.exec(key);
    if (custom?.[1]) {
      customKeys.push(custom[1]);
      customValues.push(value);
      continue;
    }
    const matching = /^(?:ud|udff)\[([^\]]+)\]/.exec(key);
    if (matching?.[1]) amKeys.push(matching[1]);
  }
  const pageUrl = pairs.find(([key]) => key === 'dl')?.[1] ?? null;
  return [
    {
      vendor: 'meta',
      eventName: cleanEventName(eventName),
      customDataKeys: cleanKeys(customKeys, MAX_KEYS),
      advancedMatchingKeys: cleanKeys(amKeys, MAX_AM_KEYS),
      customDataValues: shortStrings(customValues),
      pageUrl,
    },
  ];
}

const TIKTOK_TECHNICAL_USER_KEYS = new Set(['anonymous_id', 'anonymousId']);

function tiktokEvent(event: Record<string, unknown>): DecodedPixelEvent | null {
  const name =
    typeof event.event === 'string'
      ? event.event
      : typeof event.action === 'string'
        ? event.action
        : null;
  if (!name) return null;
  const properties = isRecord(event.properties) ? event.properties : {};
  const context = isRecord(event.context) ? event.context : {};
  const user = isRecord(context.user) ? context.user : {};
  const page = isRecord(context.page) ? context.page : {};
  return {
    vendor: 'tiktok',
    eventName: cleanEventName(name),
    customDataKeys: cleanKeys(Object.keys(properties), MAX_KEYS),
    advancedMatchingKeys: cleanKeys(
      Object.keys(user).filter(
        (key) => !TIKTOK_TECHNICAL_USER_KEYS.has(key) && user[key] !== '' && user[key] != null,
      ),
      MAX_AM_KEYS,
    ),
    customDataValues: shortStrings(Object.values(properties)),
    pageUrl: typeof page.url === 'string' ? page.url : null,
  };
}

/** TikTok pixel: analytics.tiktok.com/api/v2/pixel[/batch|/act|/track] — JSON `event`, `properties`, `context.user`. */
function decodeTikTok(request: PixelRequest): DecodedPixelEvent[] {
  const json = parseJson(request.body);
  if (!isRecord(json)) return [];
  const events = Array.isArray(json.batch) ? json.batch.filter(isRecord) : [json];
  return events
    .slice(0, 50)
    .map(tiktokEvent)
    .filter((event): event is DecodedPixelEvent => event !== null);
}

/** `em=tv.1~em.<hash>~ph.<hash>` (gtag user-provided data) → [em, ph]; a plain `em` → [em]. */
function googleUserDataKeys(value: string | undefined): string[] {
  if (!value) return [];
  const segments = value.split('~');
  if (segments.length > 1 && /^tv\.\d+$/.test(segments[0] ?? '')) {
    return segments
      .slice(1)
      .map((segment) => segment.split('.')[0] ?? '')
      .filter(Boolean);
  }
  return ['em'];
}

/** Google Ads: conversion / remarketing hits — `data=event=…;key=value`, `en`, `ep.*`, `em` (enhanced conversions). */
function decodeGoogleAds(request: PixelRequest, path: string): DecodedPixelEvent[] {
  const pairs = requestPairs(request);
  const get = (name: string) => pairs.find(([key]) => key === name)?.[1];
  const dataPairs = (get('data') ?? '')
    .split(';')
    .map((item) => {
      const eq = item.indexOf('=');
      return eq > 0 ? ([item.slice(0, eq), item.slice(eq + 1)] as [string, string]) : null;
    })
    .filter((pair): pair is [string, string] => pair !== null);
  const customKeys: string[] = [];
  const customValues: string[] = [];
  let eventName = get('en') ?? null;
  for (const [key, value] of dataPairs) {
    if (key === 'event') eventName ??= value;
    else {
      customKeys.push(key);
      customValues.push(value);
    }
  }
  for (const [key, value] of pairs) {
    const param = /^epn?\.(.+)$/.exec(key);
    if (param?.[1]) {
      customKeys.push(param[1]);
      customValues.push(value);
    }
  }
  eventName ??=
    /\/conversion\/|\/1p-conversion\//.test(path) && !/viewthrough/.test(path)
      ? 'conversion'
      : 'page_view';
  return [
    {
      vendor: 'google_ads',
      eventName: cleanEventName(eventName),
      customDataKeys: cleanKeys(customKeys, MAX_KEYS),
      advancedMatchingKeys: cleanKeys(googleUserDataKeys(get('em')), MAX_AM_KEYS),
      customDataValues: shortStrings(customValues),
      pageUrl: get('url') ?? get('dl') ?? null,
    },
  ];
}

/** Pinterest tag: ct.pinterest.com/v3 — `event`, `ed` (JSON custom data), `pd` (JSON, hashed `em`). */
function decodePinterest(request: PixelRequest): DecodedPixelEvent[] {
  const pairs = requestPairs(request);
  const get = (name: string) => pairs.find(([key]) => key === name)?.[1];
  const eventName = get('event');
  if (!eventName) return [];
  const custom = parseJson(get('ed') ?? null);
  const user = parseJson(get('pd') ?? null);
  return [
    {
      vendor: 'other',
      eventName: cleanEventName(eventName),
      customDataKeys: cleanKeys(isRecord(custom) ? Object.keys(custom) : [], MAX_KEYS),
      advancedMatchingKeys: cleanKeys(isRecord(user) ? Object.keys(user) : [], MAX_AM_KEYS),
      customDataValues: shortStrings(isRecord(custom) ? Object.values(custom) : []),
      pageUrl: null,
    },
  ];
}

const GOOGLE_HOST = /^(www\.)?google(\.com?)?\.[a-z]{2,3}$|^(www\.)?google\.com$/;

/** Cheap substring test before any URL parsing (runs on every request of the arm). */
const CANDIDATE =
  /facebook\.com\/tr|tiktok\.com\/api\/v2\/pixel|\/pagead\/|\/ccm\/collect|pinterest\.com\/v3/;

/** Which pixel a request belongs to, by host and path; null for anything else. */
export function pixelKind(url: string): {
  vendor: PixelVendor;
  decoder: 'meta' | 'tiktok' | 'google_ads' | 'pinterest';
  path: string;
} | null {
  if (!CANDIDATE.test(url)) return null;
  const target = hostAndPath(url);
  if (!target) return null;
  const { host, path } = target;
  if (
    (host === 'www.facebook.com' || host === 'facebook.com' || host === 'm.facebook.com') &&
    /^\/tr\/?$/.test(path)
  ) {
    return { vendor: 'meta', decoder: 'meta', path };
  }
  if (host === 'analytics.tiktok.com' && /^\/api\/v2\/pixel(\/(batch|act|track))?\/?$/.test(path)) {
    return { vendor: 'tiktok', decoder: 'tiktok', path };
  }
  if (
    (host === 'googleads.g.doubleclick.net' &&
      /^\/pagead\/(viewthrough)?conversion\//.test(path)) ||
    (host === 'www.googleadservices.com' && /^\/pagead\/conversion\//.test(path)) ||
    (GOOGLE_HOST.test(host) && /^\/pagead\/(1p-user-list|1p-conversion)\//.test(path)) ||
    (GOOGLE_HOST.test(host) && path === '/ccm/collect')
  ) {
    return { vendor: 'google_ads', decoder: 'google_ads', path };
  }
  if (host === 'ct.pinterest.com' && /^\/v3\/?$/.test(path))
    return { vendor: 'other', decoder: 'pinterest', path };
  return null;
}

/** Decodes a pixel request into its events (none when it is not a pixel event). Values stay inside. */
export function decodePixelRequest(request: PixelRequest): DecodedPixelEvent[] {
  const kind = pixelKind(request.url);
  if (!kind) return [];
  switch (kind.decoder) {
    case 'meta':
      return decodeMeta(request);
    case 'tiktok':
      return decodeTikTok(request);
    case 'google_ads':
      return decodeGoogleAds(request, kind.path);
    case 'pinterest':
      return decodePinterest(request);
  }
}
