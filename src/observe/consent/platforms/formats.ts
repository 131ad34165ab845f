/**
 * Building blocks for reading a consent platform's stored state: the one "necessary" pattern, value
 * tokens, category lists and flag lists. Shared by the declarative decoders of the platform entries,
 * the platforms' decoder modules and the generic consent-cookie heuristic (stored-state.ts). Every
 * function returns null for what it does not recognise: an unknown shape never becomes a verdict.
 */
export type Verdict = 'refusal' | 'acceptance';

/**
 * Names of categories, purposes and services that a platform keeps on whatever the visitor chooses
 * (strictly necessary / essential / technical …, and "functional", which several platforms use for
 * their always-on category — Complianz, and Dutch sites' "functionele cookies"). A stored value that
 * only has these on is a refusal.
 */
export const NECESSARY =
  /necess|essential|required|mandatory|technical|technisch|notwendig|erforderlich|strict|functional|functionele|noodzakelijk|nécessaire|necesari|tecnic/i;

/** Keys that carry bookkeeping, not a choice (ids, versions, timestamps …). */
export const META_KEY =
  /^(consentid|consent_?id|id|uuid|action|rev|version|ver|v|stamp|method|date|datestamp|timestamp|time|utc|region|lastrenewed.*|expires?|updated|created|iab2|gpc)$/i;

/**
 * Keys that record that the banner was seen or answered (isCustomised, display_banner, interacted …),
 * not what was chosen: a refusal sets them too.
 */
export const INTERACTION_KEY =
  /^(is_?|has_?|was_?)?(customi[sz]ed|interacted|dismissed|shown|seen|viewed|displayed|closed|answered|saved|completed|updated|changed)$|banner|sale_of_data_region/i;

const REFUSAL_TOKEN =
  /^(deny|denied|decline|declined|reject|rejected|refuse|refused|refusé|no|false|necessary|necessary[_-]?only|essential|essentials?[_-]?only|none|opt[-_]?out|nein|non|niet|nee)$/i;
const ACCEPTANCE_TOKEN =
  /^(allow|allowed|accept|accepted|accepte|accepté|all|true|yes|granted|ja|oui|si|sí|opt[-_]?in)$/i;

/** decodeURIComponent, or the value itself when it is not valid percent-encoding. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A value that is base64 of a JSON object or array (btoa(JSON.stringify(…))), parsed; otherwise undefined. */
export function base64Json(value: string): unknown {
  if (value.length < 8 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return undefined;
  const text = Buffer.from(value, 'base64').toString('utf8').trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON, also when stored URI-encoded (Klaro encodes its localStorage value like its cookie). */
export function parseJson(text: string): unknown {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (!text.startsWith('%7B') && !text.startsWith('%7b')) return null;
      try {
        text = decodeURIComponent(text);
      } catch {
        return null;
      }
    }
  }
  return null;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value: a boolean, or a yes/no word in the languages banners use. */
export function token(value: unknown): Verdict | null {
  if (typeof value === 'boolean') return value ? 'acceptance' : 'refusal';
  if (typeof value !== 'string') return null;
  if (REFUSAL_TOKEN.test(value.trim())) return 'refusal';
  if (ACCEPTANCE_TOKEN.test(value.trim())) return 'acceptance';
  return null;
}

/** One category flag: 1 / 0 (number or text) or a token. */
export function flagValue(value: unknown): Verdict | null {
  if (value === 1 || value === '1') return 'acceptance';
  if (value === 0 || value === '0') return 'refusal';
  return token(value);
}

/** Combines per-category verdicts: any optional category allowed ⇒ acceptance; all refused ⇒ refusal. */
export function combine(verdicts: readonly (Verdict | null)[]): Verdict | null {
  const known = verdicts.filter((v): v is Verdict => v !== null);
  if (known.length === 0) return null;
  return known.includes('acceptance') ? 'acceptance' : 'refusal';
}

/** A key that never carries the choice: a necessary category, bookkeeping, or a record of interaction. */
export function ignoredKey(key: string): boolean {
  return NECESSARY.test(key) || META_KEY.test(key) || INTERACTION_KEY.test(key);
}

/** A list of accepted category names: any one that is not necessary ⇒ acceptance, else refusal. */
export function categoryList(list: unknown): Verdict | null {
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
  return (list as string[]).some((name) => !NECESSARY.test(name)) ? 'acceptance' : 'refusal';
}

/** "analytics:no,ads:no" / "a=1&b=0" / "marketing|false" lists; necessary and bookkeeping keys are left out. */
export function flagList(text: string): Verdict | null {
  const pairs = text.split(/[,;&|]/).map((pair) => pair.split(/[:=]/));
  if (pairs.length < 2 || pairs.some((pair) => pair.length !== 2)) return null;
  const flags = pairs
    .filter(([key]) => key !== undefined && !ignoredKey(key.trim()))
    .map(([, value]) => flagValue(value));
  return combine(flags);
}
