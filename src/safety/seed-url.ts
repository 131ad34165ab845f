import { parseHostMappingRules, type HostMappingRules } from './host-mapping.ts';
import { refusal, type TargetRefusal } from './refusal.ts';
import type { Resolver } from './resolver.ts';
import { targetPolicy, vetTarget, type TargetPolicy } from './target-vetting.ts';

export const DEFAULT_MAX_URL_LENGTH = 2048;

export interface SeedCheckOptions {
  /** Injected resolver (tests, custom DNS); its answers are classified like the system's. */
  resolver?: Resolver | undefined;
  /** Ports a seed may name (default 80 and 443). */
  allowedPorts?: readonly number[] | undefined;
  maxLength?: number | undefined;
  /** Operator host mappings (Chromium host-resolver rules, or parsed): mapped hosts are trusted. */
  mapHosts?: string | HostMappingRules | undefined;
  resolveTimeoutMs?: number | undefined;
}

export interface SeedAccepted {
  ok: true;
  /** The URL as WHATWG URL serialises it. */
  url: string;
  host: string;
  port: number;
  /** The addresses the host resolved to (all public unicast), or its mapped address. */
  addresses: string[];
  mapped: boolean;
}

export type SeedCheck = SeedAccepted | TargetRefusal;

/**
 * Checks a URL someone asked to scan against the target policy. Whatever the input, it resolves to
 * an acceptance or a refusal that says why; only bad options (a malformed mapping, a port out of
 * range) throw, with a clear message.
 */
export async function checkSeedUrl(
  input: unknown,
  options: SeedCheckOptions = {},
): Promise<SeedCheck> {
  const mappings =
    typeof options.mapHosts === 'string'
      ? parseHostMappingRules(options.mapHosts)
      : options.mapHosts;
  const policy = targetPolicy({ ...options, mappings });
  return checkSeedAgainst(policy, input, options.maxLength ?? DEFAULT_MAX_URL_LENGTH);
}

export async function checkSeedAgainst(
  policy: TargetPolicy,
  input: unknown,
  maxLength = DEFAULT_MAX_URL_LENGTH,
): Promise<SeedCheck> {
  if (typeof input !== 'string' || input.length === 0) return refusal('invalid_url');
  if (input.length > maxLength) return refusal('url_too_long', `at most ${maxLength} characters`);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refusal('invalid_url');
  }
  if (url.href.length > maxLength)
    return refusal('url_too_long', `at most ${maxLength} characters`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refusal('scheme_not_allowed');
  if (url.username || url.password) return refusal('credentials_not_allowed');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  try {
    const vetted = await vetTarget(policy, url.hostname, port);
    if (!vetted.ok) return vetted;
    return {
      ok: true,
      url: url.href,
      host: url.hostname,
      port,
      addresses: vetted.addresses,
      mapped: vetted.mapped,
    };
  } catch {
    return refusal('dns_failure');
  }
}
