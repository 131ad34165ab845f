import { decodeTcString, tcVerdict } from '../tcf.ts';
import type { Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** What an IAB TC string says, decoded with @iabtechlabtcf/core (null when it does not decode). */
export function tcStringVerdict(tcString: string): Verdict | null {
  const decoded = decodeTcString(tcString);
  return decoded ? tcVerdict(decoded) : null;
}

/** An IAB TC string (`euconsent-v2` in localStorage). */
export function decode(input: DecodeInput): Verdict | null {
  return tcStringVerdict(input.value);
}
