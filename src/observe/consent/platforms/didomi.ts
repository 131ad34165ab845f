import { isRecord, parseJson, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** Didomi `didomi_token`: base64 JSON with purposes (and vendors) enabled / disabled. */
export function didomiToken(value: string): Verdict | null {
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(value), 'base64').toString('utf8');
  } catch {
    return null;
  }
  const data = parseJson(text);
  if (!isRecord(data) || !isRecord(data.purposes)) return null;
  const enabled = Array.isArray(data.purposes.enabled) ? data.purposes.enabled : [];
  const disabled = Array.isArray(data.purposes.disabled) ? data.purposes.disabled : [];
  if (enabled.length > 0) return 'acceptance';
  return disabled.length > 0 ? 'refusal' : null;
}

/** The same token in the cookie and in localStorage. */
export function decode(input: DecodeInput): Verdict | null {
  return didomiToken(input.value);
}
