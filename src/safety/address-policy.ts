import ipaddr from 'ipaddr.js';

/**
 * Cloud metadata and platform endpoints, refused by name even where a range rule would also catch
 * them: 168.63.129.16 (Azure wire server) sits in ordinary public space.
 */
const METADATA_ADDRESSES: ReadonlySet<string> = new Set([
  '169.254.169.254', // AWS, GCP, Azure, Oracle, DigitalOcean … instance metadata
  '169.254.170.2', // AWS ECS task metadata
  '169.254.169.253', // AWS VPC DNS
  '169.254.169.123', // AWS time sync
  '168.63.129.16', // Azure wire server / platform DNS
  '100.100.100.200', // Alibaba Cloud metadata
  '192.0.0.192', // Oracle Cloud metadata (classic)
  'fd00:ec2::254', // AWS IMDS over IPv6
  'fd00:ec2::253', // AWS VPC DNS over IPv6
  'fd00:ec2::123', // AWS time sync over IPv6
]);

/** IPv6 ranges that carry an IPv4 address inside: refused whatever they embed. */
const EMBEDDING_RANGES: Readonly<Record<string, string>> = {
  ipv4Mapped: 'IPv4-mapped IPv6',
  rfc6145: 'IPv4-translated IPv6',
  rfc6052: 'NAT64 IPv6',
  '6to4': '6to4 IPv6',
  teredo: 'Teredo IPv6',
};

export type AddressClass =
  | { public: true; address: string }
  | { public: false; address: string; range: string; metadata: boolean };

/** An IP literal as ipaddr.js reads it (brackets allowed, zone ids refused), or null for a host name. */
export function parseIpLiteral(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (bare.includes('%')) return null;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return null;
}

function embeddedIpv4(ip: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const p = ip.parts;
  const word = (hi: number, lo: number) =>
    new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052')
    return word(p[6]!, p[7]!);
  if (range === '6to4') return word(p[1]!, p[2]!);
  if (range === 'teredo') return word(p[6]! ^ 0xffff, p[7]! ^ 0xffff); // the client address, obfuscated
  if (range === 'unicast' && p.slice(0, 6).every((part) => part === 0)) return word(p[6]!, p[7]!); // deprecated IPv4-compatible ::a.b.c.d
  return null;
}

/**
 * Public unicast or not. IPv4 must be in ipaddr.js's `unicast` range; IPv6 must be `unicast` and
 * inside global unicast 2000::/3; any IPv6 form that embeds an IPv4 address is refused.
 */
export function classifyAddress(ip: ipaddr.IPv4 | ipaddr.IPv6): AddressClass {
  const address = ip.toString();
  if (ip.kind() === 'ipv4') {
    const v4 = ip as ipaddr.IPv4;
    if (METADATA_ADDRESSES.has(address))
      return { public: false, address, range: 'metadata', metadata: true };
    const range = v4.range();
    return range === 'unicast'
      ? { public: true, address }
      : { public: false, address, range, metadata: false };
  }
  const v6 = ip as ipaddr.IPv6;
  const normalized = v6.toRFC5952String();
  if (METADATA_ADDRESSES.has(normalized))
    return { public: false, address: normalized, range: 'metadata', metadata: true };
  const range = v6.range();
  const embedded = embeddedIpv4(v6, range);
  if (embedded || range in EMBEDDING_RANGES) {
    const metadata = embedded !== null && METADATA_ADDRESSES.has(embedded.toString());
    return {
      public: false,
      address: normalized,
      range: EMBEDDING_RANGES[range] ?? 'IPv4-compatible IPv6',
      metadata,
    };
  }
  const globalUnicast = (v6.parts[0]! & 0xe000) === 0x2000;
  if (range === 'unicast' && globalUnicast) return { public: true, address: normalized };
  return {
    public: false,
    address: normalized,
    range: range === 'unicast' ? 'not global unicast' : range,
    metadata: false,
  };
}
