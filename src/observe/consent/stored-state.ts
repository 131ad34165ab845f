import {
  categoryList,
  combine,
  flagList,
  META_KEY,
  NECESSARY,
  safeDecode,
  token,
  type Verdict,
} from './platforms/formats.ts';
import { decodeStored, storedItemsNamed, type PageConfig } from './platforms/index.ts';

export { oneTrustGpc } from './platforms/onetrust.ts';
export type { Verdict };

/**
 * What a CMP's stored state says about the visitor's choice, read from consent cookies. Pure: the
 * caller passes cookie names and values (read inside the observe layer) and gets verdicts back —
 * never the values. The cookies of a known platform (platforms/) give `cmp_stored_state`; a
 * recognisable choice in any other consent-named cookie gives `consent_cookie`.
 */

export interface StoredVerdict {
  verdict: Verdict;
  method: 'cmp_stored_state' | 'consent_cookie' | 'usp_string' | 'tc_string';
  /** The cookie the verdict came from (a name, never a value). */
  cookie: string;
}

export interface CookieLike {
  name: string;
  value: string;
}

/**
 * Keys a site's own banner keeps its choice under in localStorage (cookieConsent, gdpr_choice …):
 * consent-specific words only (privacy, tracking or opt-out name other things there too).
 */
export const CONSENT_STORAGE_KEY =
  /consent|gdpr|rgpd|dsgvo|einwilligung|zustimmung|cookie.?(law|notice|pref|choice|setting|policy|banner|accept|agree|control)|cookies?_?(ok|allowed|accepted)/i;

/** Names of a site's own consent cookie: the storage keys' words, and a few that only cookies use so. */
const GENERIC_NAME = new RegExp(
  `${CONSENT_STORAGE_KEY.source}|choix|privacy|tracking|opt.?out`,
  'i',
);

/** A JSON object of category flags ({analytics:false}), category lists ({categories:[…]}) or one level of nesting. */
function jsonVerdict(data: unknown, depth = 0): Verdict | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || depth > 1) return null;
  const entries = Object.entries(data as Record<string, unknown>);
  for (const key of ['categories', 'level', 'acceptedCategories', 'accepted']) {
    const list = (data as Record<string, unknown>)[key];
    const verdict = categoryList(list);
    if (verdict) return verdict;
  }
  const flags: (Verdict | null)[] = [];
  for (const [key, value] of entries) {
    if (NECESSARY.test(key) || META_KEY.test(key)) continue;
    if (typeof value === 'object' && value !== null) flags.push(jsonVerdict(value, depth + 1));
    else flags.push(token(value));
  }
  return combine(flags);
}

/** A site's own consent value: a token (deny, 0, false …), JSON of flags or categories, or a flag list. */
export function genericVerdict(raw: string): Verdict | null {
  const value = safeDecode(raw).trim();
  const direct = token(value);
  if (direct) return direct;
  if (value.startsWith('{')) {
    try {
      return jsonVerdict(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return flagList(value);
}

/**
 * Verdicts of the consent cookies among `cookies`, read with what the platforms' configurations on
 * the page say (`pageConfigs`: a renamed cookie, required services), when known. A platform's cookie
 * that only counts alongside another (OneTrust writes default groups before any choice; only OptanonAlertBoxClosed says the
 * banner was closed) gives nothing without it. A cookie a platform claims is never guessed from.
 */
export function storedVerdicts(
  cookies: readonly CookieLike[],
  pageConfigs: Readonly<Record<string, PageConfig>> = {},
): StoredVerdict[] {
  const names = new Set(cookies.map((cookie) => cookie.name));
  const out: StoredVerdict[] = [];
  for (const { name, value } of cookies) {
    if (name === 'usprivacy') {
      const flag = /^1[YN-]{3}$/i.test(value) ? value.charAt(2).toUpperCase() : '';
      if (flag === 'Y') out.push({ verdict: 'refusal', method: 'usp_string', cookie: name });
      continue;
    }
    const known = storedItemsNamed('cookie', name, pageConfigs);
    if (known.length > 0) {
      const usable = known.filter(
        ({ item }) => item.onlyWithCookie === undefined || names.has(item.onlyWithCookie),
      );
      const reading = decodeStored(usable, { in: 'cookie', name, value }, pageConfigs);
      if (reading) out.push({ ...reading, cookie: name });
      continue;
    }
    if (!GENERIC_NAME.test(name)) continue;
    const verdict = genericVerdict(value);
    if (verdict) out.push({ verdict, method: 'consent_cookie', cookie: name });
  }
  return out;
}

/**
 * The consent cookies among `cookies` that gave no verdict in `read` (storedVerdicts of the same
 * cookies): a platform's cookie, or one named like a site's own consent cookie. Cookies that other
 * readers decode (the US Privacy string, a TC string read through __tcfapi) are not counted.
 */
export function unreadConsentCookies(
  cookies: readonly CookieLike[],
  read: readonly StoredVerdict[],
  pageConfigs: Readonly<Record<string, PageConfig>> = {},
): string[] {
  const decoded = new Set(read.map((verdict) => verdict.cookie));
  return cookies
    .map((cookie) => cookie.name)
    .filter((name) => {
      if (decoded.has(name) || name === 'usprivacy') return false;
      const known = storedItemsNamed('cookie', name, pageConfigs);
      if (known.length > 0) return known.some(({ item }) => item.decode !== 'none');
      return GENERIC_NAME.test(name);
    });
}
