import { combine, flagValue, isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * Wix's `consent-policy` cookie (URL-encoded JSON, written when the visitor answers the banner):
 * `{"ess":1,"func":0,"anl":0,"adv":0,"dt3":1,"ts":<minutes since 1970>}`. `ess` (essential) is always 1
 * and `func` (functional) counts as necessary; `dt3` (data to third parties, the CCPA "sale" flag) stays
 * 1 after "Reject all" outside the US, so it decides only when neither analytics nor advertising is
 * stored. Analytics or advertising on = acceptance, both off = refusal; anything else: null.
 */
export function consentPolicy(value: string): Verdict | null {
  const data = parseJson(safeDecode(value));
  if (!isRecord(data)) return null;
  const purposes = ['anl', 'adv'].filter((key) => key in data).map((key) => flagValue(data[key]));
  if (purposes.length > 0) return purposes.includes(null) ? null : combine(purposes);
  return 'dt3' in data ? flagValue(data.dt3) : null;
}

export function decode(input: DecodeInput): Verdict | null {
  return consentPolicy(input.value);
}
