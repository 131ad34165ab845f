import { decodeTcString, tcVerdict } from '../tcf.ts';
import { safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** consentmanager.net's `__cmpconsentx<customer id>` cookie: the visitor's IAB TC string. */
export function decode(input: DecodeInput): Verdict | null {
  const decoded = decodeTcString(safeDecode(input.value));
  return decoded ? tcVerdict(decoded) : null;
}
