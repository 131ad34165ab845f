import { combine, isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

const STATES: Readonly<Record<string, Verdict>> = { accepted: 'acceptance', revoked: 'refusal' };

/**
 * Civic Cookie Control `CookieControl`: JSON whose `optionalCookies` maps each optional category to
 * "accepted" or "revoked" (necessary cookies are listed apart, in `necessaryCookies`, so every
 * category here is optional whatever its name). A value the visitor has not interacted with
 * (`"interactedWith":false`) is not a choice.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = parseJson(safeDecode(input.value));
  if (!isRecord(data) || data.interactedWith === false || !isRecord(data.optionalCookies))
    return null;
  return combine(
    Object.values(data.optionalCookies).map((state) =>
      typeof state === 'string' ? (STATES[state] ?? null) : null,
    ),
  );
}
