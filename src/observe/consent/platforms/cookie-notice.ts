import { combine, flagValue, isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * `hu-consent`, written by the Compliance banner (cdn.hu-manity.co) that Cookie Notice shows once a
 * site connects it: {"consent":true,"consentLevel":1,"categories":{"1":true,"2":false,"3":false,
 * "4":false},…}. Category 1 (basic operations) is always on and `consent` is true after a refusal
 * too: only categories 2–4 are the choice. Without them, nothing was chosen.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = parseJson(safeDecode(input.value));
  if (!isRecord(data) || !isRecord(data.categories)) return null;
  const { categories } = data;
  return combine(['2', '3', '4'].map((level) => flagValue(categories[level])));
}
