import { combine, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** tarteaucitron: "!gtag=false!facebookpixel=true". "wait" means undecided. */
export function decode(input: DecodeInput): Verdict | null {
  const flags = safeDecode(input.value)
    .split('!')
    .filter(Boolean)
    .map((pair) => pair.split('=')[1])
    .map((flag) => (flag === 'true' ? 'acceptance' : flag === 'false' ? 'refusal' : null));
  return combine(flags);
}
