import { parseJson, safeDecode, type Verdict } from './formats.ts';
import { tcStringVerdict } from './iab-tcf.ts';
import type { DecodeInput } from './types.ts';

/**
 * Google Funding Choices' `FCCDCF` cookie: URL-encoded JSON whose fourth item is
 * `[tcString, additionalConsentString]`; the TC string decides. Any other shape (the first-visit
 * record before a choice, `[null,…,[[32,"…"]]]`) decodes to nothing.
 */
export function decode(input: DecodeInput): Verdict | null {
  const parsed = parseJson(safeDecode(input.value));
  const strings = Array.isArray(parsed) ? (parsed[3] as unknown) : null;
  const tcString = Array.isArray(strings) ? (strings[0] as unknown) : null;
  return typeof tcString === 'string' && tcString !== '' ? tcStringVerdict(tcString) : null;
}
