import { isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** CookieScript's always-on category; every other one it lists (functionality too) needs consent. */
const STRICT = /^strict(ly)?[ _-]?(necessary)?$/i;

/**
 * CookieScript `CookieScriptConsent`: JSON (URI-encoded by the script, raw when a site sets it) whose
 * `categories` lists the accepted categories — as a JSON string inside the JSON
 * (`"categories":"[\"performance\"]"`), or as an array. `"action":"reject"` with no category is a
 * refusal; `"action":"accept"` with a category other than strict is an acceptance, with none a
 * refusal. CookieScript's "functionality" category is optional, unlike the "functional" groups that
 * NECESSARY covers on other platforms, so only strict counts as necessary here. No action, or an
 * unknown one, is no choice.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = parseJson(safeDecode(input.value));
  if (!isRecord(data)) return null;
  const categories = categoryNames(data.categories);
  if (categories === null) return null;
  const optional = categories.filter((name) => !STRICT.test(name));
  if (data.action === 'reject') return optional.length === 0 ? 'refusal' : null;
  if (data.action === 'accept') return optional.length > 0 ? 'acceptance' : 'refusal';
  return null;
}

function categoryNames(value: unknown): string[] | null {
  const list = typeof value === 'string' ? parseJson(value) : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
  return list as string[];
}
