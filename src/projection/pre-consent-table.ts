/**
 * Pre-consent cookies/trackers table (spec 2.7), from the before_consent arm. Never values.
 *
 * - `tracker` rows: third-party hosts contacted before consent that track or load/embed tracking
 *   (tracker purposes, tag managers, embedded content). Not rows: first-party hosts, unclassified hosts
 *   (unknown is not tracking), and curated non-tracking roles (consent providers, CDNs, fonts,
 *   cookieless analytics).
 * - `cookie` rows: every cookie present before consent, by name and domain, with its purpose;
 *   `unknown` purpose means unclassified.
 * - priority: high = advertising, social media, session replay; low = strictly necessary, consent
 *   management, security, functional; medium = the rest (analytics, tag manager, content, unknown).
 * - summary.requestCount counts every request before consent (all hosts).
 * Without a usable before_consent arm the table is empty (incomplete evidence, not absence).
 */
import type {
  ClassifiedCookie,
  ClassifiedRequest,
  ClassifiedScan,
} from '../classify/classified.ts';
import { classifyHost } from '../classify/host-classification.ts';
import { onStartingPage } from '../classify/page-ref.ts';
import { preConsentActivity } from '../findings/index.ts';
import {
  DISCLAIMER,
  type PreConsentRow,
  type PreConsentTable,
  type Purpose,
  type ReviewPriority,
} from '../model/index.ts';
import type { ProjectionContext } from './finding.ts';
import { resourceUrls } from './links.ts';
import { safeHost, safeVendor } from './sanitize.ts';
import { clip } from '../shared/text.ts';

const MAX_ROWS = 5000;
const HIGH: ReadonlySet<Purpose> = new Set(['advertising', 'social_media', 'session_replay']);
const LOW: ReadonlySet<Purpose> = new Set([
  'strictly_necessary',
  'consent_management',
  'security',
  'functional',
]);
const TRACKER_ROW_PURPOSES: ReadonlySet<Purpose> = new Set([
  'advertising',
  'analytics',
  'social_media',
  'session_replay',
  'tag_manager',
  'content',
]);

export function priorityOf(purpose: Purpose): ReviewPriority {
  if (HIGH.has(purpose)) return 'high';
  if (LOW.has(purpose)) return 'low';
  return 'medium';
}

const PRIORITY_ORDER: Record<ReviewPriority, number> = { high: 0, medium: 1, low: 2 };

function trackerRows(requests: readonly ClassifiedRequest[]): PreConsentRow[] {
  const byHost = new Map<string, { request: ClassifiedRequest; count: number }>();
  for (const request of requests) {
    if (request.party !== 'third_party' || request.purpose === null) continue;
    if (!request.isTracker && !TRACKER_ROW_PURPOSES.has(request.purpose)) continue;
    if (classifyHost(request.host).source === 'host_role') continue;
    const entry = byHost.get(request.host);
    if (entry) entry.count += 1;
    else byHost.set(request.host, { request, count: 1 });
  }
  const rows: PreConsentRow[] = [];
  for (const { request, count } of byHost.values()) {
    const host = safeHost(request.host);
    if (!host) continue;
    const purpose = request.purpose ?? 'unknown';
    rows.push({
      kind: 'tracker',
      vendor: safeVendor(request.vendor),
      host,
      purpose,
      phase: 'pre_consent',
      evidenceBasis: 'public_report_projection',
      priority: priorityOf(purpose),
      party: 'third_party',
      requestCount: count,
    });
  }
  return rows;
}

function cookieRows(cookies: readonly ClassifiedCookie[]): PreConsentRow[] {
  const seen = new Set<string>();
  const rows: PreConsentRow[] = [];
  for (const cookie of cookies) {
    const host = safeHost(cookie.domain.replace(/^\.+/, ''));
    if (!host || cookie.name.length === 0) continue;
    const key = `${cookie.name}\u0000${host}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const expiry =
      cookie.session || cookie.expiryDays === null ? null : Math.max(0, cookie.expiryDays);
    rows.push({
      kind: 'cookie',
      vendor: safeVendor(cookie.vendor),
      host,
      name: clip(cookie.name, 200),
      purpose: cookie.purpose,
      phase: 'pre_consent',
      evidenceBasis: 'public_report_projection',
      priority: priorityOf(cookie.purpose),
      party: cookie.party,
      expiryDays: expiry,
    });
  }
  return rows;
}

export function projectPreConsentTable(
  scan: ClassifiedScan,
  context: ProjectionContext,
): PreConsentTable {
  const urls = resourceUrls(context.scanId, context.baseUrl);
  const activity = preConsentActivity(scan);
  // The table is the starting page's inventory (spec 4.3); crawled pages speak through the findings.
  const requests = activity?.requests.filter(onStartingPage) ?? [];
  const rows = activity
    ? [...trackerRows(requests), ...cookieRows(activity.cookies.filter(onStartingPage))]
    : [];
  rows.sort(
    (a, b) =>
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
      a.kind.localeCompare(b.kind) ||
      a.host.localeCompare(b.host) ||
      (a.name ?? '').localeCompare(b.name ?? ''),
  );
  const shown = rows.slice(0, MAX_ROWS);
  const domain = safeHost(new URL(scan.url).hostname) ?? scan.siteHost;
  return {
    type: 'consentry_pre_consent_cookies_trackers',
    scanId: context.scanId,
    domain,
    scanFrom: scan.scanFrom,
    summary: {
      rowCount: shown.length,
      trackerCount: shown.filter((row) => row.kind === 'tracker').length,
      cookieCount: shown.filter((row) => row.kind === 'cookie').length,
      requestCount: requests.length,
    },
    rows: shown,
    links: { self: urls.preConsentCookiesTrackers, scan: urls.scan, report: urls.report },
    disclaimer: DISCLAIMER,
  };
}
