/**
 * Label-wise suffix lookup over listed hosts: `a.b.fonts.gstatic.com` matches `fonts.gstatic.com`;
 * `fonts.gstatic.com.evil.com` and `evilfonts.gstatic.com` do not. The longest listed suffix wins.
 */
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

export function createSuffixLookup<T extends { readonly host: string }>(
  entries: readonly T[],
): (host: string) => T | null {
  const byHost = new Map<string, T>();
  for (const entry of entries) byHost.set(entry.host.toLowerCase(), entry);
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
