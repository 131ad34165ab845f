import { isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * Real Cookie Banner's `real_cookie_banner-v:<n>_blog:<id>[_path:<hash>]` cookie: `<uuid>:<revision
 * hash>:<JSON>` (js-cookie encoding), the JSON mapping each accepted group id to its accepted service
 * ids. The essential group is in every choice, so one group is a refusal and a second group with a
 * service in it is an acceptance.
 */
export function decode(input: DecodeInput): Verdict | null {
  const match = /^[0-9a-f-]{36}:[0-9a-f]+:(\{.*\})$/i.exec(safeDecode(input.value));
  if (!match?.[1]) return null;
  const groups = parseJson(match[1]);
  if (!isRecord(groups)) return null;
  const lists = Object.values(groups);
  if (lists.length === 0 || lists.some((ids) => !Array.isArray(ids))) return null;
  return lists.filter((ids) => (ids as unknown[]).length > 0).length > 1 ? 'acceptance' : 'refusal';
}
