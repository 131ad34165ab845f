import { classifyAddress, parseIpLiteral } from './address-policy.ts';
import { mapHost, NO_MAPPINGS, type HostMappingRules } from './host-mapping.ts';
import { checkHostName, normalizeHostName } from './host-name-policy.ts';
import { refusal, type TargetRefusal } from './refusal.ts';
import { resolveWithin, systemResolver, type Resolver } from './resolver.ts';

export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];
export const DEFAULT_RESOLVE_TIMEOUT_MS = 5_000;

export interface TargetPolicy {
  resolver: Resolver;
  allowedPorts: ReadonlySet<number>;
  /** Operator host mappings (--map-hosts): trusted as configured, routed to their mapped address. */
  mappings: HostMappingRules;
  resolveTimeoutMs: number;
}

export interface TargetPolicyOptions {
  resolver?: Resolver | undefined;
  allowedPorts?: readonly number[] | undefined;
  mappings?: HostMappingRules | undefined;
  resolveTimeoutMs?: number | undefined;
}

export function targetPolicy(options: TargetPolicyOptions = {}): TargetPolicy {
  const ports = options.allowedPorts ?? DEFAULT_ALLOWED_PORTS;
  for (const port of ports) {
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new RangeError(`Allowed port ${port} is not a TCP port.`);
  }
  return {
    resolver: options.resolver ?? systemResolver,
    allowedPorts: new Set(ports),
    mappings: options.mappings ?? NO_MAPPINGS,
    resolveTimeoutMs: options.resolveTimeoutMs ?? DEFAULT_RESOLVE_TIMEOUT_MS,
  };
}

/** A target the policy accepts: the one address to connect to (no second lookup) and its port. */
export interface VettedTarget {
  ok: true;
  address: string;
  port: number;
  /** Every address the name resolved to (all public), or the literal itself. */
  addresses: string[];
  /** Routed by an operator host mapping rather than by the public-address rule. */
  mapped: boolean;
}

function refuseAddress(detail: ReturnType<typeof classifyAddress>): TargetRefusal | null {
  if (detail.public) return null;
  return detail.metadata
    ? refusal('metadata_address')
    : refusal('address_not_public', detail.range);
}

async function vetMapped(
  policy: TargetPolicy,
  host: string,
  port: number,
): Promise<VettedTarget | TargetRefusal> {
  const literal = parseIpLiteral(host);
  if (literal)
    return {
      ok: true,
      address: literal.toString(),
      port,
      addresses: [literal.toString()],
      mapped: true,
    };
  const addresses = await resolveWithin(policy.resolver, host, policy.resolveTimeoutMs);
  if (!addresses[0]) return refusal('dns_failure');
  return { ok: true, address: addresses[0], port, addresses, mapped: true };
}

/**
 * Decides one host:port. Mapped hosts go where the operator said; everything else must be an
 * allowed port and a public name whose every address (or the literal itself) is public unicast.
 * `hostname` is as WHATWG URL prints it (IPv6 in brackets, IPv4 canonical).
 */
export async function vetTarget(
  policy: TargetPolicy,
  hostname: string,
  port: number,
): Promise<VettedTarget | TargetRefusal> {
  const bare =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const literal = parseIpLiteral(bare);
  const name = literal ? literal.toString() : normalizeHostName(bare);
  if (!name) return refusal('host_not_allowed', 'empty label');
  const mapped = mapHost(policy.mappings, name, port);
  if (mapped === 'not_found') return refusal('dns_failure');
  if (mapped) return vetMapped(policy, mapped.host, mapped.port);
  // What the host is weighs more than its port: a private address is reported as such on any port.
  const hostRefusal = literal ? refuseAddress(classifyAddress(literal)) : checkHostName(name);
  if (hostRefusal) return hostRefusal;
  if (!policy.allowedPorts.has(port)) return refusal('port_not_allowed', `port ${port}`);
  if (literal)
    return {
      ok: true,
      address: literal.toString(),
      port,
      addresses: [literal.toString()],
      mapped: false,
    };
  const answers = await resolveWithin(policy.resolver, name, policy.resolveTimeoutMs);
  const addresses: string[] = [];
  for (const answer of answers.slice(0, 64)) {
    const ip = parseIpLiteral(answer);
    if (!ip) return refusal('dns_failure');
    const refused = refuseAddress(classifyAddress(ip));
    if (refused) return refused; // every record must be public: one private answer refuses the name
    addresses.push(ip.toString());
  }
  if (!addresses[0]) return refusal('dns_failure');
  return { ok: true, address: addresses[0], port, addresses, mapped: false };
}
