import { combine, isRecord, parseJson, safeDecode, token, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * Axeptio `axeptio_cookies`: JSON (js-cookie encoded) with one boolean per vendor beside `$$`
 * bookkeeping keys. The SDK writes it before any choice with `"$$completed":false` and no vendor,
 * so only a completed value is a choice: any vendor true ⇒ acceptance, all false ⇒ refusal.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = parseJson(safeDecode(input.value));
  if (!isRecord(data) || data.$$completed !== true) return null;
  const vendors = Object.entries(data)
    .filter(([key, value]) => !key.startsWith('$$') && typeof value === 'boolean')
    .map(([, value]) => token(value));
  return combine(vendors);
}
