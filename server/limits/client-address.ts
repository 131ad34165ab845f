/**
 * The requester's address for per-IP budgets: the socket peer, or — only when the peer is a
 * configured trusted proxy — the nearest X-Forwarded-For entry that is not itself a trusted proxy.
 * IPv6 clients are counted per /48 — the largest allocation one site usually gets (a home gets a /56
 * or /64 inside it) — so one allocation cannot multiply the per-address quota by the 65,536 /64s it
 * holds; IPv4-mapped IPv6 counts as IPv4.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type AddressRange = [Address, number];

export function parseRanges(entries: readonly string[]): AddressRange[] {
  return entries.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

function parse(text: string | undefined): Address | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (!ipaddr.isValid(trimmed)) return null;
  const address = ipaddr.parse(trimmed);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function trusted(address: Address, ranges: readonly AddressRange[]): boolean {
  return ranges.some(
    ([range, bits]) => address.kind() === range.kind() && address.match(range, bits),
  );
}

/** At most this many X-Forwarded-For entries are looked at (a bounded walk over a client-supplied header). */
const MAX_HOPS = 20;

export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  ranges: readonly AddressRange[],
): string {
  let address = parse(peer);
  if (!address) return 'unknown';
  if (forwardedFor !== undefined && trusted(address, ranges)) {
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .slice(-MAX_HOPS)
      .reverse();
    for (const hop of hops) {
      const next = parse(hop);
      if (!next) break;
      address = next;
      if (!trusted(next, ranges)) break;
    }
  }
  return addressKey(address);
}

function addressKey(address: Address): string {
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${parts.join(':')}::/48`;
}
