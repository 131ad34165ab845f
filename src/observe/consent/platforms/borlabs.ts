import { isRecord, NECESSARY, parseJson, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * Borlabs Cookie's `borlabs-cookie` cookie (2.x and 3.x): URI-encoded JSON whose `consents` maps each
 * group the visitor allowed to its cookie or service ids (`essential` is always there). Any other
 * group with an id in it is an acceptance; `essential` alone is a refusal.
 */
export function decode(input: DecodeInput): Verdict | null {
  const value = parseJson(input.value);
  if (!isRecord(value) || !isRecord(value.consents)) return null;
  const groups = Object.entries(value.consents);
  if (groups.some(([, ids]) => !Array.isArray(ids))) return null;
  if (!groups.some(([group]) => NECESSARY.test(group))) return null;
  return groups.some(([group, ids]) => !NECESSARY.test(group) && (ids as unknown[]).length > 0)
    ? 'acceptance'
    : 'refusal';
}
