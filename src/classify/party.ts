import { getDomain } from 'tldts';
import type { Party } from '../model/index.ts';

const cache = new Map<string, string | null>();
const CACHE_LIMIT = 10_000;

/**
 * Registrable domain (eTLD+1, private suffixes such as github.io included, so two sites there are
 * two parties) of a host or cookie domain; the host itself for IPs and unlisted single labels.
 */
export function registrableDomainOf(domain: string | null | undefined): string | null {
  if (!domain) return null;
  const cached = cache.get(domain);
  if (cached !== undefined) return cached;
  const host = domain.trim().toLowerCase().replace(/^\.+/, '').replace(/\.+$/, '');
  const value = host === '' ? null : (getDomain(host, { allowPrivateDomains: true }) ?? host);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(domain, value);
  return value;
}

export function partyOf(hostOrDomain: string, siteDomain: string): Party {
  return registrableDomainOf(hostOrDomain) === siteDomain ? 'first_party' : 'third_party';
}
