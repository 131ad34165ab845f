/**
 * The URL a client asks to scan: normalised (host lower-case and without trailing dot, IDN as
 * punycode, default port dropped) and without its query string and fragment, which the API never
 * keeps: query strings can carry tokens, the scan observes the page itself, and the normalised URL
 * is also the reuse key. The target policy (public addresses only, allowed ports, operator host
 * mappings) is the safety layer's checkSeedUrl.
 */
import { checkSeedUrl, normaliseTarget, pageUrl } from '../src/index.ts';

export type TargetCheck = { ok: true; normalizedUrl: string; domain: string } | { ok: false; reason: string };

export interface TargetPolicyOptions {
  /** Operator host mappings: mapped hosts are trusted (staging, the fixture web). */
  mapHosts?: string | undefined;
}

export type CheckTarget = (url: string) => Promise<TargetCheck>;

export function targetChecker(options: TargetPolicyOptions = {}): CheckTarget {
  return async (input) => {
    const normalised = normaliseTarget(input);
    if (!normalised.ok) return { ok: false, reason: normalised.reason };
    const url = pageUrl(normalised.url);
    const seed = await checkSeedUrl(url, { mapHosts: options.mapHosts });
    if (!seed.ok) return { ok: false, reason: seed.message };
    return { ok: true, normalizedUrl: url, domain: normalised.domain.toLowerCase() };
  };
}
