/**
 * Role of a request host that is not tracking in itself: consent provider, library CDN, web-font
 * service or cookieless analytics. Pure. Data: src/catalog/host-roles.json.
 *
 * Matching is by whole labels from the right: `a.b.fonts.gstatic.com` matches `fonts.gstatic.com`,
 * `fonts.gstatic.com.evil.com` and `evilfonts.gstatic.com` do not. The longest listed suffix wins.
 */
import { hostRoleEntries, type HostRole, type HostRoleEntry } from '../catalog/host-roles.ts';

export interface HostRoleMatch {
  readonly role: HostRole;
  readonly vendor: string;
  /** The listed host that matched (the input itself or one of its parent domains). */
  readonly matchedHost: string;
}

export type HostRoleLookup = (host: string) => HostRoleMatch | null;

const HOST_SHAPE = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;

/** Lower-case host name from a host, `host:port` or URL; null when it is not a plausible DNS name. */
export function normalizeHost(input: string): string | null {
  if (typeof input !== 'string') return null;
  let host = input.trim().toLowerCase();
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  return HOST_SHAPE.test(host) ? host : null;
}

export function createHostRoleLookup(entries: readonly HostRoleEntry[]): HostRoleLookup {
  const byHost = new Map<string, HostRoleMatch>();
  for (const entry of entries) {
    byHost.set(entry.host.toLowerCase(), Object.freeze({ role: entry.role, vendor: entry.vendor, matchedHost: entry.host }));
  }
  return (input) => {
    let host = normalizeHost(input);
    while (host) {
      const hit = byHost.get(host);
      if (hit) return hit;
      const dot = host.indexOf('.');
      host = dot === -1 ? null : host.slice(dot + 1);
    }
    return null;
  };
}

let defaultLookup: HostRoleLookup | undefined;

/** The role, vendor and matched entry of a host, or null when the host has no listed role. */
export function lookupHostRole(host: string): HostRoleMatch | null {
  defaultLookup ??= createHostRoleLookup(hostRoleEntries);
  return defaultLookup(host);
}

/** `consent_provider` | `cdn` | `font` | `cookieless_analytics`, or null (no listed role: judge it otherwise). */
export function classifyHostRole(host: string): HostRole | null {
  return lookupHostRole(host)?.role ?? null;
}
