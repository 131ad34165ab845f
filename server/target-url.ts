/**
 * The URL a client asks to scan: normalised (host lower-case and without trailing dot, IDN as
 * punycode, default port dropped) and without its query string and fragment, which the API never
 * keeps: query strings can carry tokens, the scan observes the page itself, and the normalised URL
 * is also the reuse key. The target policy (public addresses only, allowed ports, operator host
 * mappings) is the safety layer's checkSeedUrl.
 *
 * Its host-name lookups are bounded: at most SEED_LOOKUP_LIMITS in flight (in all, and per caller),
 * answers kept briefly, so a flood of URLs on slow name servers holds two of libuv's threads, never
 * the ones running scans need. A caller over its share, or a full pool, is told so (`busy`).
 */
import {
  checkSeedUrl,
  HostLookups,
  LookupPool,
  LookupRefused,
  normalizeTarget,
  pageUrl,
  systemResolver,
  type LookupPoolLimits,
  type Resolver,
} from '../src/internal.ts';

export type TargetCheck =
  | { ok: true; normalizedUrl: string; domain: string }
  | { ok: false; reason: string }
  /** The URL was not checked: this caller has too many lookups waiting (`caller_busy`), or every caller has (`busy`). */
  | { ok: false; reason: string; busy: LookupRefused['why'] };

export interface TargetPolicyOptions {
  /** Operator host mappings: mapped hosts are trusted (staging, the fixture web). */
  mapHosts?: string | undefined;
  /** Shared lookups (default: the checker's own over the system resolver, answers kept 30 s). */
  lookups?: HostLookups | undefined;
  lookupLimits?: LookupPoolLimits | undefined;
}

/** `caller`: who asks (a key, an address), for the per-caller share of lookups. */
export type CheckTarget = (url: string, caller?: string) => Promise<TargetCheck>;

export const SEED_LOOKUP_LIMITS: LookupPoolLimits = {
  total: 2,
  perCaller: 1,
  maxWaiting: 64,
  maxWaitingPerCaller: 4,
  maxWaitMs: 10_000,
};

export function targetChecker(options: TargetPolicyOptions = {}): CheckTarget {
  const lookups = options.lookups ?? new HostLookups(systemResolver);
  const pool = new LookupPool(options.lookupLimits ?? SEED_LOOKUP_LIMITS);
  return async (input, caller = 'anonymous') => {
    const normalized = normalizeTarget(input);
    if (!normalized.ok) return { ok: false, reason: normalized.reason };
    const url = pageUrl(normalized.url);
    let refused: LookupRefused | null = null;
    const resolver: Resolver = async (host) => {
      try {
        return await lookups.resolve(host, pool, caller);
      } catch (error) {
        if (error instanceof LookupRefused) refused = error;
        throw error;
      }
    };
    const seed = await checkSeedUrl(url, { mapHosts: options.mapHosts, resolver });
    if (refused)
      return {
        ok: false,
        reason: (refused as LookupRefused).message,
        busy: (refused as LookupRefused).why,
      };
    if (!seed.ok) return { ok: false, reason: seed.message };
    return { ok: true, normalizedUrl: url, domain: normalized.domain.toLowerCase() };
  };
}
