import { isRecord, NECESSARY, parseJson, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * Termly's localStorage `TERMLY_API_CACHE`: JSON whose `TERMLY_COOKIE_CONSENT.value` (an object, or
 * that object as a JSON string) maps each cookie category to true/false (`essential`,
 * `performance`, `analytics`, `advertising`, `social_networking`, `unclassified`) beside fields such
 * as `consent_version`. A category other than the necessary ones set to true is an acceptance; all of
 * them false a refusal.
 */
export function decode(input: DecodeInput): Verdict | null {
  const cache = parseJson(input.value);
  if (!isRecord(cache) || !isRecord(cache.TERMLY_COOKIE_CONSENT)) return null;
  const raw = cache.TERMLY_COOKIE_CONSENT.value;
  const value = typeof raw === 'string' ? parseJson(raw) : raw;
  if (!isRecord(value)) return null;
  const optional = Object.entries(value).filter(
    ([key, flag]) => typeof flag === 'boolean' && !NECESSARY.test(key),
  );
  if (optional.length === 0) return null;
  return optional.some(([, flag]) => flag === true) ? 'acceptance' : 'refusal';
}
