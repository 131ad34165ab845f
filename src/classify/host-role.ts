/**
 * Role of a request host that is not tracking in itself: consent provider, library CDN, web-font
 * service or cookieless analytics. Pure. Data: src/catalog/host-roles.json.
 *
 * Matching is by whole labels from the right: `a.b.fonts.gstatic.com` matches `fonts.gstatic.com`,
 * `fonts.gstatic.com.evil.com` and `evilfonts.gstatic.com` do not. The longest listed suffix wins.
 */
import { hostRoleEntries, type HostRole, type HostRoleEntry } from '../catalog/host-roles.ts';
import { createSuffixLookup, normalizeHost } from './host-suffix-lookup.ts';

export interface HostRoleMatch {
  readonly role: HostRole;
  readonly vendor: string;
  /** The listed host that matched (the input itself or one of its parent domains). */
  readonly matchedHost: string;
}

export type HostRoleLookup = (host: string) => HostRoleMatch | null;

export { normalizeHost };

export function createHostRoleLookup(entries: readonly HostRoleEntry[]): HostRoleLookup {
  const lookup = createSuffixLookup(entries);
  return (input) => {
    const entry = lookup(input);
    return entry ? { role: entry.role, vendor: entry.vendor, matchedHost: entry.host } : null;
  };
}

let defaultLookup: HostRoleLookup | undefined;

/** The role, vendor and matched entry of a host, or null when the host has no listed role. */
export function lookupHostRole(host: string): HostRoleMatch | null {
  defaultLookup ??= createHostRoleLookup(hostRoleEntries);
  return defaultLookup(host);
}

/** `consent_provider` | `cdn` | `font` | `cookieless_analytics` | `input_service`, or null (no listed role: judge it otherwise). */
export function classifyHostRole(host: string): HostRole | null {
  return lookupHostRole(host)?.role ?? null;
}
