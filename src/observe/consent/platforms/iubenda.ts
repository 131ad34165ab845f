import { isRecord, parseJson, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** Purpose 1 of iubenda's Cookie Solution: strictly necessary, on whatever the visitor chose. */
const NECESSARY_PURPOSE = '1';

/**
 * iubenda Cookie Solution `_iub_cs-<cookiePolicyId>` (cookie, URI-encoded, and the same JSON in
 * localStorage): `{timestamp, version, purposes: {"1": true, "4": false, "5": false …}, id, cons}` with
 * per-purpose consent — any purpose other than 1 (necessary) true is an acceptance, all of them false a
 * refusal — or `{timestamp, version, consent: true | false, id, cons}` without it.
 */
export function iubendaConsent(value: string): Verdict | null {
  const data = parseJson(value);
  if (!isRecord(data)) return null;
  if (isRecord(data.purposes)) {
    const optional = Object.entries(data.purposes).filter(([id]) => id !== NECESSARY_PURPOSE);
    if (optional.length === 0 || optional.some(([, on]) => typeof on !== 'boolean')) return null;
    return optional.some(([, on]) => on === true) ? 'acceptance' : 'refusal';
  }
  if (typeof data.consent === 'boolean') return data.consent ? 'acceptance' : 'refusal';
  return null;
}

/** The same record in the cookie and in localStorage. */
export function decode(input: DecodeInput): Verdict | null {
  return iubendaConsent(input.value);
}
