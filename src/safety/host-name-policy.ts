import { refusal, type TargetRefusal } from './refusal.ts';

/**
 * Suffixes that never name a public site: special-use and private-use names (RFC 6761, 6762,
 * 8375, ICANN's .internal) and the common non-delegated names of office and home networks.
 */
const PRIVATE_SUFFIXES: readonly string[] = [
  'localhost',
  'local',
  'internal',
  'localdomain',
  'home.arpa',
  'lan',
  'intranet',
  'corp',
  'home',
  'private',
];

/**
 * A host name without its trailing dot(s) ("example.com." is example.com to a resolver), or null
 * when dropping them leaves an empty label behind ("a..b", "..").
 */
export function normalizeHostName(hostname: string): string | null {
  const trimmed = hostname.toLowerCase().replace(/\.+$/, '');
  if (!trimmed || trimmed.split('.').some((label) => label.length === 0 || label.length > 63))
    return null;
  return trimmed.length <= 253 ? trimmed : null;
}

/** Refuses names that cannot be a public site: localhost and *.localhost, single labels, private suffixes. */
export function checkHostName(hostname: string): TargetRefusal | null {
  const name = normalizeHostName(hostname);
  if (!name) return refusal('host_not_allowed', 'empty label');
  if (name === 'localhost' || name.endsWith('.localhost'))
    return refusal('host_not_allowed', 'localhost');
  if (!name.includes('.')) return refusal('host_not_allowed', 'single-label name');
  const suffix = PRIVATE_SUFFIXES.find((s) => name === s || name.endsWith(`.${s}`));
  if (suffix) return refusal('host_not_allowed', `.${suffix} name`);
  return null;
}
