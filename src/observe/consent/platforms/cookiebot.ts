import { combine, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** Cookiebot `CookieConsent`: a JS-object literal with preferences/statistics/marketing booleans; -1 = not applicable. */
export function decode(input: DecodeInput): Verdict | null {
  const text = safeDecode(input.value);
  const flags = [...text.matchAll(/(preferences|statistics|marketing)\s*:\s*(true|false)/g)].map(
    (m) => (m[2] === 'true' ? 'acceptance' : 'refusal'),
  );
  return combine(flags as Verdict[]);
}
