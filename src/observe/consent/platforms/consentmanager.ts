import { safeDecode, type Verdict } from './formats.ts';
import { tcStringVerdict } from './iab-tcf.ts';
import type { DecodeInput } from './types.ts';

/** consentmanager.net's `__cmpconsentx<customer id>` cookie: the visitor's IAB TC string. */
export function decode(input: DecodeInput): Verdict | null {
  return tcStringVerdict(safeDecode(input.value));
}
