import { base64Json, combine, isRecord, NECESSARY, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * CookieHub `cookiehub`: base64 of JSON. Only `"answered":true` is a choice (CookieHub also writes
 * `"answered":false`, implied consent, where it applies). "Allow all" stores `"allAllowed":true` with an
 * empty `categories`; otherwise each category is `{ "id": "analytics", "value": false, … }`: any
 * optional category true ⇒ acceptance, all false ⇒ refusal.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = base64Json(safeDecode(input.value.trim()));
  if (!isRecord(data) || data.answered !== true) return null;
  if (data.allAllowed === true) return 'acceptance';
  if (!Array.isArray(data.categories)) return null;
  return combine(
    data.categories.map((category) => {
      if (!isRecord(category) || typeof category.id !== 'string') return null;
      if (NECESSARY.test(category.id) || typeof category.value !== 'boolean') return null;
      return category.value ? 'acceptance' : 'refusal';
    }),
  );
}
