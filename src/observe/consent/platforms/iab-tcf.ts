import { decodeTcString, tcVerdict } from '../tcf.ts';
import type { Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** An IAB TC string (`euconsent-v2` in localStorage), decoded with @iabtechlabtcf/core. */
export function decode(input: DecodeInput): Verdict | null {
  const decoded = decodeTcString(input.value);
  return decoded ? tcVerdict(decoded) : null;
}
