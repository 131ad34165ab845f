import { combine, flagValue, isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * moove_gdpr_popup: {"strict":"1","thirdparty":"0","advanced":"0"}. Strictly necessary is always "1";
 * the third-party and advanced groups ("1" / "0") are the choice. Without them, nothing was chosen.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = parseJson(safeDecode(input.value));
  if (!isRecord(data)) return null;
  return combine([flagValue(data.thirdparty), flagValue(data.advanced)]);
}
