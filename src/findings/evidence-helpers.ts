/** Small pure helpers shared by the checks: examples from classified rows, lists for texts. */
import type { ClassifiedCookie, ClassifiedRequest } from '../classify/classified.ts';
import { pageFields } from '../classify/page-ref.ts';
import type { EvidenceExample, EvidencePhase } from '../model/index.ts';

/** Requests that never left the browser are not activity. */
export function transmitted(request: ClassifiedRequest): boolean {
  return request.outcome !== 'blocked_before_transmission';
}

/** "A, B, C and 2 more" — bounded for plain-English texts. */
export function listPreview(items: readonly string[], max = 4): string {
  if (items.length === 0) return 'none';
  if (items.length <= max) {
    return items.length === 1
      ? items[0]!
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  }
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/**
 * One example per distinct host (first request by time), in order of first contact. Only declared
 * fields are copied: a request carrying anything else at runtime cannot leak through.
 */
export function requestExamples(
  requests: readonly ClassifiedRequest[],
  phase: EvidencePhase,
): EvidenceExample[] {
  const byHost = new Map<string, ClassifiedRequest>();
  for (const request of [...requests].sort((a, b) => a.tMs - b.tMs)) {
    if (!byHost.has(request.host)) byHost.set(request.host, request);
  }
  return [...byHost.values()].map((request) => ({
    type: 'request',
    vendor: request.vendor,
    urlHost: request.host,
    phase,
    party: request.party,
    tMs: request.tMs,
    ...pageFields(request.page),
    ...(request.googleConsentMode ? { googleConsentMode: { ...request.googleConsentMode } } : {}),
  }));
}

/**
 * The requests that declared Google Consent Mode with both storages denied, as a sentence for a
 * finding's summary ('' when none did): Google's "advanced" set-up loads its tags before a choice and
 * sends cookieless pings, which still reach the vendor. A reader must see that the tag declared it.
 */
export function consentModeDeniedNote(requests: readonly ClassifiedRequest[]): string {
  const modes = requests
    .map(({ googleConsentMode: mode }) => mode)
    .filter((mode) => mode?.adStorage === 'denied' && mode.analyticsStorage === 'denied');
  const denied = modes.length;
  if (denied === 0) return '';
  const which =
    denied < requests.length ? `${denied} of them` : requests.length === 1 ? 'It' : 'All of them';
  // Consent Mode v2: said only when every such request declared both advertising signals denied too.
  const v2 = modes.every(
    (mode) => mode?.adUserData === 'denied' && mode.adPersonalization === 'denied',
  )
    ? ', ad_user_data and ad_personalization included'
    : '';
  return ` ${which} declared Google Consent Mode with consent denied${v2} (the "advanced" set-up's cookieless ${denied === 1 ? 'ping' : 'pings'}): the tag declares it uses no cookies, but the ${denied === 1 ? 'request' : 'requests'} still reached the vendor.`;
}

/**
 * Where before-consent evidence was seen when the crawl found it beyond the starting page, for a
 * finding's text: '' when all of it is from the starting page (or pages are unknown), else
 * " on /checkout" or " on the starting page and on /checkout" — so that "the page sent …" is not read
 * as the landing page.
 */
export function innerPagesNote(examples: readonly EvidenceExample[]): string {
  const inner = [
    ...new Set(
      examples
        .filter(
          (example) => example.page && example.pageView && example.pageView !== 'starting_page',
        )
        .map((example) => example.page!),
    ),
  ];
  if (inner.length === 0) return '';
  const starting = examples.some((example) => example.pageView === 'starting_page');
  return ` on ${starting ? 'the starting page and on ' : ''}${listPreview(inner, 3)}`;
}

/** One example per distinct cookie (name + domain), never the value. */
export function cookieExamples(
  cookies: readonly ClassifiedCookie[],
  phase: EvidencePhase,
): EvidenceExample[] {
  const byKey = new Map<string, ClassifiedCookie>();
  for (const cookie of cookies) {
    const key = `${cookie.name}\u0000${cookie.domain}`;
    if (!byKey.has(key)) byKey.set(key, cookie);
  }
  return [...byKey.values()].map((cookie) => {
    const example: EvidenceExample = {
      type: 'cookie',
      vendor: cookie.vendor,
      urlHost: cookie.domain.replace(/^\.+/, ''),
      phase,
      name: cookie.name,
      party: cookie.party,
    };
    if (cookie.firstSeenMs !== undefined) example.tMs = cookie.firstSeenMs;
    return { ...example, ...pageFields(cookie.page) };
  });
}

/** Requests to classified trackers (third party, known tracking purpose) that left the browser. */
export function trackerRequests(requests: readonly ClassifiedRequest[]): ClassifiedRequest[] {
  return requests.filter(
    (request) => request.isTracker && request.party === 'third_party' && transmitted(request),
  );
}

/** Cookies known to track and not exempt. Unknown cookies are never included (unclassified ≠ tracking). */
export function trackingCookies(cookies: readonly ClassifiedCookie[]): ClassifiedCookie[] {
  return cookies.filter(
    (cookie) => cookie.isTracking && !cookie.essential && cookie.purpose !== 'unknown',
  );
}
