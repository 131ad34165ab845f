import {
  base64Json,
  categoryList,
  combine,
  flagList,
  flagValue,
  ignoredKey,
  isRecord,
  NECESSARY,
  safeDecode,
  token,
  type Verdict,
} from './platforms/formats.ts';
import {
  decodeStored,
  storedItemsNamed,
  type PageConfig,
  type StoredItem,
} from './platforms/index.ts';

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
  /consent|gdpr|rgpd|dsgvo|einwilligung|zustimmung|toestemming|samtyk|suostumus|souhlas|zgoda|cookies?.?(law|notice|pref|choice|setting|policy|banner|accept|agree|control)|cookies?_?(ok|allowed|accepted|declined|rejected|refused)/i;

/** Names of a site's own consent cookie: the storage keys' words, and a few that only cookies use so. */
const GENERIC_NAME = new RegExp(
  `${CONSENT_STORAGE_KEY.source}|choix|privacy|tracking|opt.?out|do.?not.?sell|ga-disable-`,
  'i',
);

/** Keys that say consent was given at all (hasConsented, consentGiven): read only when no category says more. */
const CONSENT_GIVEN_KEY = /^(has_?|is_?)?consent(ed|_?given)?$|^consent_?given$/i;
/** In a list of per-category objects, the key naming the category and the key holding its state. */
const ITEM_NAME_KEYS = ['id', 'name', 'key', 'category', 'purpose', 'type'];
const ITEM_STATE_KEYS = [
  'isEnabled',
  'enabled',
  'accepted',
  'allowed',
  'granted',
  'consent',
  'checked',
  'value',
  'status',
];

/** [{id:"marketing",isEnabled:false}, …]: one flag per category that is not necessary. */
function itemListVerdict(list: readonly unknown[]): Verdict | null {
  const flags: (Verdict | null)[] = [];
  for (const item of list) {
    if (!isRecord(item)) return null;
    const name = ITEM_NAME_KEYS.map((key) => item[key]).find((v) => typeof v === 'string');
    const stateKey = ITEM_STATE_KEYS.find((key) => key in item);
    if (typeof name !== 'string' || stateKey === undefined) return null;
    if (!NECESSARY.test(name)) flags.push(flagValue(item[stateKey]));
  }
  return combine(flags);
}

/**
 * A JSON object of category flags ({analytics:false}), category lists ({categories:[…]}), lists of
 * per-category objects, or one level of nesting. Keys recording only that the banner was answered are
 * left out; "consent given" keys count only when no category says anything.
 */
function jsonVerdict(data: unknown, depth = 0): Verdict | null {
  if (Array.isArray(data)) return depth <= 1 ? itemListVerdict(data) : null;
  if (!isRecord(data) || depth > 1) return null;
  for (const key of ['categories', 'level', 'acceptedCategories', 'accepted']) {
    const verdict = categoryList(data[key]);
    if (verdict) return verdict;
  }
  const flags: (Verdict | null)[] = [];
  const given: (Verdict | null)[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (CONSENT_GIVEN_KEY.test(key)) given.push(flagValue(value));
    else if (ignoredKey(key)) continue;
    else if (typeof value === 'object' && value !== null) flags.push(jsonVerdict(value, depth + 1));
    else flags.push(flagValue(value));
  }
  return combine(flags) ?? combine(given);
}

/** A site's own consent value: a token (deny, 0, false …), JSON of flags or categories, or a flag list. */
export function genericVerdict(raw: string): Verdict | null {
  const value = safeDecode(raw).trim();
  const direct = token(value);
  if (direct) return direct;
  if (value.startsWith('{') || value.startsWith('[')) {
    try {
      return jsonVerdict(JSON.parse(value));
    } catch {
      return null;
    }
  }
  const json = base64Json(value);
  if (json !== undefined) return jsonVerdict(json);
  return flagList(value);
}

/** Names that record an opt-out, where true / yes / 1 is the refusal (__hs_opt_out, ccpa_optout, ga-disable-…). */
const OPT_OUT_NAME = /opt.?out|do.?not.?sell|disable|declin|reject|refus|denied/i;
const OPT_IN_NAME = /accept|allow|agree|opt.?in|grant/i;
/**
 * Names that record only that the banner was seen, closed or answered (viewed_cookie_policy,
 * cookie_banner_dismissed, GOV.UK's cookies_preferences_set = true after a refusal too).
 */
const INTERACTION_NAME =
  /view|seen|shown|display|dismiss|closed|interact|answered|hidden|[-_.]set$/i;
/** A per-category cookie of the necessary category (cookielawinfo-checkbox-necessary): on whatever the choice. */
const NECESSARY_FLAG_NAME = /(?<!non)(^|[-_.])(strictly[-_]?)?(necessary|essential|required)$/i;
const BINARY = /^(true|false|yes|no|1|0|on|off)$/i;

/**
 * What a site's own consent cookie or storage entry says, read with its name: a name that records an
 * opt-out turns a yes / no value round, a name that records only an interaction (or the necessary
 * category's own flag) says nothing about the choice, anything else is read by `genericVerdict`.
 */
export function namedVerdict(name: string, raw: string): Verdict | null {
  if (INTERACTION_NAME.test(name) || NECESSARY_FLAG_NAME.test(name)) return null;
  if (OPT_OUT_NAME.test(name) && !OPT_IN_NAME.test(name)) {
    const value = safeDecode(raw).trim();
    if (!BINARY.test(value)) return null;
    const flag = flagValue(/^on$/i.test(value) ? 'true' : /^off$/i.test(value) ? 'false' : value);
    return flag === 'acceptance' ? 'refusal' : flag === 'refusal' ? 'acceptance' : null;
  }
  return genericVerdict(raw);
}

/**
 * Whether a platform's stored item says anything beside these cookies: one that only counts alongside
 * another needs it; one a companion supersedes gives way to it.
 */
function counts(item: StoredItem, names: ReadonlySet<string>): boolean {
  if (item.onlyWithCookie !== undefined && !names.has(item.onlyWithCookie)) return false;
  return item.supersededBy === undefined || !names.has(item.supersededBy);
}

/**
 * The cookies whose verdicts an action produced: those it wrote or changed (`changed`), and those of a
 * platform that only count alongside a companion the action wrote (GDPR Cookie Consent stores each
 * category's default at page load; the click that writes viewed_cookie_policy makes the same values a
 * choice, even when it rewrites them unchanged within the same second).
 */
export function cookiesActedOn<C extends CookieLike>(
  all: readonly C[],
  changed: readonly C[],
  pageConfigs: Readonly<Record<string, PageConfig>> = {},
): C[] {
  const written = new Set(changed.map((cookie) => cookie.name));
  const alongside = (cookie: C) =>
    storedItemsNamed('cookie', cookie.name, pageConfigs).some(
      ({ item }) => item.onlyWithCookie !== undefined && written.has(item.onlyWithCookie),
    );
  // in the jar's order, so that the verdicts' order does not depend on which cookies changed
  return all.filter((cookie) => changed.includes(cookie) || alongside(cookie));
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
      const usable = known.filter(({ item }) => counts(item, names));
      const reading = decodeStored(usable, { in: 'cookie', name, value }, pageConfigs);
      if (reading) out.push({ ...reading, cookie: name });
      continue;
    }
    if (!GENERIC_NAME.test(name)) continue;
    const verdict = namedVerdict(name, value);
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
  const names = new Set(cookies.map((cookie) => cookie.name));
  return cookies
    .map((cookie) => cookie.name)
    .filter((name) => {
      if (decoded.has(name) || name === 'usprivacy') return false;
      const known = storedItemsNamed('cookie', name, pageConfigs);
      if (known.length > 0)
        return known.some(({ item }) => item.decode !== 'none' && counts(item, names));
      return GENERIC_NAME.test(name);
    });
}
