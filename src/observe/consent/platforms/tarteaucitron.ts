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

/** The page's `tarteaucitron.init({ cookieName })` (default "tarteaucitron"): the cookie it stores the choice in. */
export const readPageConfig = String.raw`() => {
  const t = window.tarteaucitron;
  const params = t && typeof t === 'object' && t.parameters && typeof t.parameters === 'object' ? t.parameters : null;
  if (!params) return null;
  const name = params.cookieName;
  return typeof name === 'string' && name.length > 0 && name.length <= 200 ? { cookieName: name } : {};
}`;
