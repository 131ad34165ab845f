/**
 * Public-safety at the projection boundary. Every projected object is built field by field from
 * declared fields only: whatever else an object carries at runtime (a `query`, a `value`, a `body`)
 * is never copied. Strings are clipped to the schema's limits; hosts must look like hosts.
 */
import type { EvidenceExample, FindingEvidence, PageViewRole } from '../model/index.ts';
import type { DraftEvidence } from '../findings/index.ts';
import { clip } from '../shared/text.ts';

/** Examples shown per finding (spec 2.3: "compact and capped"; the schema allows at most 10). */
export const EXAMPLE_CAP = 10;

const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]+\])$/;
const MAX_MS = 86_400_000;
const PATH = /^\/[^\s?#]*$/;
const PAGE_VIEW_ROLES: ReadonlySet<string> = new Set<PageViewRole>([
  'starting_page',
  'consent_flow_page',
  'next_page_view',
  'crawled_page',
  'site_navigation',
]);

/** A page path (no query, no fragment, schema length), else null. */
export function safePath(path: unknown): string | null {
  return typeof path === 'string' && path.length <= 2048 && PATH.test(path) ? path : null;
}

/** The host, when it is a bare host name (no scheme, port, path or query); else null. */
export function safeHost(host: unknown): string | null {
  return typeof host === 'string' && host.length > 0 && host.length <= 253 && HOST.test(host)
    ? host
    : null;
}

export function safeVendor(vendor: unknown): string | null {
  return typeof vendor === 'string' && vendor.length > 0 ? clip(vendor, 120) : null;
}

export function safeMs(ms: unknown): number | undefined {
  return typeof ms === 'number' && Number.isFinite(ms)
    ? Math.min(MAX_MS, Math.max(0, Math.round(ms)))
    : undefined;
}

export function projectExample(example: EvidenceExample): EvidenceExample | null {
  const urlHost = safeHost(example.urlHost);
  if (!urlHost) return null;
  const out: EvidenceExample = {
    type: example.type,
    vendor: safeVendor(example.vendor),
    urlHost,
    phase: example.phase,
  };
  if (typeof example.name === 'string' && example.name.length > 0)
    out.name = clip(example.name, 200);
  if (example.party === 'first_party' || example.party === 'third_party') out.party = example.party;
  const tMs = safeMs(example.tMs);
  if (tMs !== undefined) out.tMs = tMs;
  const page = safePath(example.page);
  if (page) out.page = page;
  if (typeof example.pageView === 'string' && PAGE_VIEW_ROLES.has(example.pageView))
    out.pageView = example.pageView;
  const consentMode = safeGoogleConsentMode(example.googleConsentMode);
  if (consentMode) out.googleConsentMode = consentMode;
  return out;
}

const STORAGE_STATES: ReadonlySet<unknown> = new Set(['granted', 'denied']);

type ConsentSignal = 'granted' | 'denied';

function safeGoogleConsentMode(mode: unknown): EvidenceExample['googleConsentMode'] {
  if (typeof mode !== 'object' || mode === null) return undefined;
  const { adStorage, analyticsStorage, adUserData, adPersonalization } = mode as Record<
    string,
    unknown
  >;
  if (!STORAGE_STATES.has(adStorage) || !STORAGE_STATES.has(analyticsStorage)) return undefined;
  return {
    adStorage: adStorage as ConsentSignal,
    analyticsStorage: analyticsStorage as ConsentSignal,
    ...(STORAGE_STATES.has(adUserData) ? { adUserData: adUserData as ConsentSignal } : {}),
    ...(STORAGE_STATES.has(adPersonalization)
      ? { adPersonalization: adPersonalization as ConsentSignal }
      : {}),
  };
}

export function projectExamples(
  examples: readonly EvidenceExample[],
  cap: number,
): EvidenceExample[] {
  const out: EvidenceExample[] = [];
  for (const example of examples) {
    if (out.length >= cap) break;
    const projected = projectExample(example);
    if (projected) out.push(projected);
  }
  return out;
}

/** Evidence with examples capped at EXAMPLE_CAP; exampleCount keeps the total retained. */
/** The pages (paths) and kinds of page view all retained examples name, in order of first mention. */
function pagesOf(
  examples: readonly EvidenceExample[],
): Pick<FindingEvidence, 'pages' | 'pageViews'> {
  const pages = [...new Set(examples.flatMap((example) => safePath(example.page) ?? []))].slice(
    0,
    20,
  );
  const views = [
    ...new Set(
      examples.flatMap((example) =>
        typeof example.pageView === 'string' && PAGE_VIEW_ROLES.has(example.pageView)
          ? [example.pageView]
          : [],
      ),
    ),
  ].slice(0, 5);
  return {
    ...(pages.length > 0 ? { pages } : {}),
    ...(views.length > 0 ? { pageViews: views } : {}),
  };
}

export function projectEvidence(
  evidence: DraftEvidence,
  cap: number = EXAMPLE_CAP,
): FindingEvidence {
  const examples = projectExamples(evidence.examples, Math.min(cap, EXAMPLE_CAP));
  return {
    basis: evidence.basis,
    summary: clip(evidence.summary, 1000),
    phase: evidence.phase,
    exampleCount: evidence.examples.length,
    examplesShown: examples.length,
    examples,
    hasTimingAnchor: evidence.hasTimingAnchor,
    hasVendorAnchor: evidence.hasVendorAnchor,
    hasConsentContext: evidence.hasConsentContext,
    ...pagesOf(evidence.examples),
  };
}
