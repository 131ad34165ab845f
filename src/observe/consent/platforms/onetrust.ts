import { combine, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** OneTrust's group of strictly necessary cookies, on whatever the choice. */
const NECESSARY_GROUP = 'C0001';

/** OneTrust `OptanonConsent`: groups=C0001:1,C0002:0,… (C0001 is strictly necessary). */
export function decode(input: DecodeInput): Verdict | null {
  const groups = new URLSearchParams(input.value).get('groups');
  if (!groups) return null;
  const flags = groups
    .split(',')
    .map((group) => group.split(':'))
    .filter(([id]) => id !== NECESSARY_GROUP)
    .map(([, flag]) => (flag === '1' ? 'acceptance' : flag === '0' ? 'refusal' : null));
  return combine(flags);
}

/** OneTrust's GPC flag (`isGpcEnabled=1` in OptanonConsent): null when absent. */
export function oneTrustGpc(cookies: readonly { name: string; value: string }[]): boolean | null {
  const cookie = cookies.find((c) => c.name === 'OptanonConsent');
  if (!cookie) return null;
  const flag = new URLSearchParams(cookie.value).get('isGpcEnabled');
  return flag === '1' ? true : flag === '0' ? false : null;
}
