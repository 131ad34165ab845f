import { safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * TrustArc's Consent Manager stores the visitor's choice in first-party cookies, one consent
 * "bucket" per category: 0 = required (always on), 1 = functional, 2 = advertising. Functional is an
 * optional bucket the visitor opts into (sites put their analytics there), so anything beyond bucket
 * 0 is an acceptance; bucket 0 alone is the refusal ("Decline All", "Required Only").
 *
 * - notice_preferences: the highest bucket allowed, then ":" and an optional version hash:
 *   "0:" (required only), "1:", "2:" or "2:1a8b5228dd7ff0717196863a5d28ce6c".
 * - notice_gdpr_prefs: the buckets allowed, then ":" and an optional hash: "0:", "0,1,2:" (some
 *   deployments write "0|1|2:"). Before any choice, in implied mode, it holds "0::implied,eu": a
 *   default, not a choice, so nothing is read from it.
 * - cmapi_cookie_privacy: the same buckets counted from 1: "permit 1 required", "permit 1,2,3"
 *   ("permit_1|2|3" in some deployments).
 */
export function decode(input: DecodeInput): Verdict | null {
  const value = safeDecode(input.value).trim();
  switch (input.name) {
    case 'notice_preferences': {
      const match = /^([0-2]):[0-9a-f]*$/i.exec(value);
      if (!match) return null;
      return match[1] === '0' ? 'refusal' : 'acceptance';
    }
    case 'notice_gdpr_prefs': {
      const match = /^(\d(?:[,|]\d)*):[0-9a-f]*$/i.exec(value);
      return match ? buckets(match[1]!, '0') : null;
    }
    case 'cmapi_cookie_privacy': {
      const match = /^permit[ _](\d(?:[,|]\d)*)(?: required)?$/i.exec(value);
      return match ? buckets(match[1]!, '1') : null;
    }
    default:
      return null;
  }
}

/** A list of allowed buckets: only the required one ⇒ refusal; any other ⇒ acceptance. */
function buckets(list: string, required: string): Verdict | null {
  const allowed = list.split(/[,|]/);
  if (!allowed.includes(required)) return null;
  return allowed.some((bucket) => bucket !== required) ? 'acceptance' : 'refusal';
}
