import { isRecord, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

const CHOICE_CATEGORIES = ['ANALYTICS', 'MARKETING', 'PERSONALIZATION'] as const;

/**
 * Osano's `osano_consentmanager` record (localStorage and a first-party cookie). Osano writes it
 * encrypted — opaque to anyone but its own script, so it decodes to nothing here and the choice is
 * read elsewhere (its IAB __tcfapi or __uspapi) or stays unread. Osano's reader also takes the record
 * as plain JSON (what consent stubs write): `{ "ANALYTICS": "ACCEPT" | "DENY", "MARKETING": …,
 * "PERSONALIZATION": …, "OPT_OUT": … }` — an opted-out visitor (OPT_OUT ACCEPT) or every category
 * denied is a refusal, any category accepted an acceptance.
 */
export function decode(input: DecodeInput): Verdict | null {
  const parsed = parseJson(safeDecode(input.value));
  if (!isRecord(parsed)) return null;
  const record = isRecord(parsed.consent) ? parsed.consent : parsed;
  if (record.OPT_OUT === 'ACCEPT') return 'refusal';
  const states = CHOICE_CATEGORIES.map((category) => record[category]);
  if (states.some((state) => state !== 'ACCEPT' && state !== 'DENY')) return null;
  return states.includes('ACCEPT') ? 'acceptance' : 'refusal';
}
