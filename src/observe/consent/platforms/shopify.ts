import { combine, isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** The visitor's answer for one purpose: "1" / upper-case letter = yes, "0" / lower-case = no. */
const ANSWER: Record<string, Verdict | null> = { '1': 'acceptance', '0': 'refusal', '': null };

/**
 * Shopify's `_tracking_consent` (customer privacy API). Shopify writes it on the first response,
 * before any click, with the region's *defaults* — so only the visitor's own answers (`con.CMP`, or
 * the first part of the compact form) are read, never the effective `purposes`, which are all on in
 * regions without a banner and keep `t` (sale of data) on after a Decline where that is not asked.
 * Purposes: a analytics, m marketing, p preferences, s sale of data.
 *
 * - JSON (v2.0 / v2.1): `{"con":{"CMP":{"a":"0","m":"0","p":"0","s":""}},"v":"2.1",…}`, where "" is
 *   not answered;
 * - compact (v3): `3<answers>.<purposes>_<region>_<banner t|f>_<sale-of-data region t|f>_<id>[_…]`,
 *   the answers a letter each (lower case no, upper case yes, absent not answered): `3amp.S_DEBE_f_f_…`
 *   after Decline, `3AMPS._USCA_f_f_…` after Accept, `3.AMPS_USVA_f_f_…` before any choice.
 *
 * Nothing answered, or a shape not recognised: null.
 */
export function trackingConsent(value: string): Verdict | null {
  const text = safeDecode(value);
  if (text.startsWith('3')) {
    const match = /^3([a-zA-Z]*)\.[a-zA-Z]*_/.exec(text);
    if (!match) return null;
    const answers = [...(match[1] ?? '')].filter((letter) => /^[ampsAMPS]$/.test(letter));
    return combine(
      answers.map((letter) => (letter === letter.toUpperCase() ? 'acceptance' : 'refusal')),
    );
  }
  const data = parseJson(text);
  if (!isRecord(data) || !isRecord(data.con) || !isRecord(data.con.CMP)) return null;
  const cmp = data.con.CMP;
  return combine(
    ['a', 'm', 'p', 's'].map((key) => {
      const answer = cmp[key];
      return typeof answer === 'string' ? (ANSWER[answer] ?? null) : null;
    }),
  );
}

export function decode(input: DecodeInput): Verdict | null {
  return trackingConsent(input.value);
}
