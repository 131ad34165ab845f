import { didomiToken, klaroConsents } from './cmp-formats.ts';

/**
 * What a CMP's stored state says about the visitor's choice, read from consent cookies. Pure: the
 * caller passes cookie names and values (read inside the observe layer) and gets verdicts back —
 * never the values. Known CMP formats give `cmp_stored_state`; a recognisable choice in any other
 * consent-named cookie gives `consent_cookie`.
 */
export type Verdict = 'refusal' | 'acceptance';

export interface StoredVerdict {
  verdict: Verdict;
  method: 'cmp_stored_state' | 'consent_cookie' | 'usp_string';
  /** The cookie the verdict came from (a name, never a value). */
  cookie: string;
}

export interface CookieLike {
  name: string;
  value: string;
}

const NECESSARY_KEY =
  /necess|essential|required|mandatory|technical|technisch|notwendig|erforderlich|strict|functional|functionele|noodzakelijk|nécessaire|necesari|tecnic/i;
const META_KEY =
  /^(consentid|consent_?id|id|uuid|action|rev|version|ver|v|stamp|method|date|datestamp|timestamp|time|utc|region|lastrenewed.*|expires?|updated|created|iab2|gpc)$/i;
const GENERIC_NAME =
  /consent|cookie.?(law|notice|pref|choice|setting|policy|banner|accept|agree|control)|gdpr|rgpd|dsgvo|einwilligung|zustimmung|choix|privacy|tracking|opt.?out|cookies?_?(ok|allowed|accepted)/i;

const REFUSAL_TOKEN =
  /^(deny|denied|decline|declined|reject|rejected|refuse|refused|refusé|no|false|necessary|necessary[_-]?only|essential|essentials?[_-]?only|none|opt[-_]?out|nein|non|niet|nee)$/i;
const ACCEPTANCE_TOKEN =
  /^(allow|allowed|accept|accepted|accepte|accepté|all|true|yes|granted|ja|oui|si|sí|opt[-_]?in)$/i;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function token(value: unknown): Verdict | null {
  if (typeof value === 'boolean') return value ? 'acceptance' : 'refusal';
  if (typeof value !== 'string') return null;
  if (REFUSAL_TOKEN.test(value.trim())) return 'refusal';
  if (ACCEPTANCE_TOKEN.test(value.trim())) return 'acceptance';
  return null;
}

/** Combines per-category verdicts: any optional category allowed ⇒ acceptance; all refused ⇒ refusal. */
function combine(verdicts: (Verdict | null)[]): Verdict | null {
  const known = verdicts.filter((v): v is Verdict => v !== null);
  if (known.length === 0) return null;
  return known.includes('acceptance') ? 'acceptance' : 'refusal';
}

function categoryList(list: unknown): Verdict | null {
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
  return (list as string[]).some((name) => !NECESSARY_KEY.test(name)) ? 'acceptance' : 'refusal';
}

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
    if (NECESSARY_KEY.test(key) || META_KEY.test(key)) continue;
    if (typeof value === 'object' && value !== null) flags.push(jsonVerdict(value, depth + 1));
    else flags.push(token(value));
  }
  return combine(flags);
}

/** "analytics:no,ads:no" / "a=1&b=0" / "marketing|false" lists. */
function listVerdict(text: string): Verdict | null {
  const pairs = text.split(/[,;&|]/).map((pair) => pair.split(/[:=]/));
  if (pairs.length < 2 || pairs.some((pair) => pair.length !== 2)) return null;
  const flags = pairs
    .filter(
      ([key]) => key !== undefined && !NECESSARY_KEY.test(key.trim()) && !META_KEY.test(key.trim()),
    )
    .map(([, value]) => (value === '1' ? 'acceptance' : value === '0' ? 'refusal' : token(value)));
  return combine(flags);
}

function genericVerdict(raw: string): Verdict | null {
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
  return listVerdict(value);
}

/** vanilla-cookieconsent v2/v3 `cc_cookie`: JSON with the accepted categories. */
function vanilla(value: string): Verdict | null {
  try {
    const data = JSON.parse(safeDecode(value)) as Record<string, unknown>;
    return categoryList(data.categories) ?? categoryList(data.level);
  } catch {
    return null;
  }
}

/** tarteaucitron: "!gtag=false!facebookpixel=true". "wait" means undecided. */
function tarteaucitron(value: string): Verdict | null {
  const flags = safeDecode(value)
    .split('!')
    .filter(Boolean)
    .map((pair) => pair.split('=')[1])
    .map((flag) => (flag === 'true' ? 'acceptance' : flag === 'false' ? 'refusal' : null));
  return combine(flags);
}

/** OneTrust `OptanonConsent`: groups=C0001:1,C0002:0,… (C0001 is strictly necessary). */
function oneTrust(value: string): Verdict | null {
  const groups = new URLSearchParams(value).get('groups');
  if (!groups) return null;
  const flags = groups
    .split(',')
    .map((group) => group.split(':'))
    .filter(([id]) => id !== 'C0001')
    .map(([, flag]) => (flag === '1' ? 'acceptance' : flag === '0' ? 'refusal' : null));
  return combine(flags as (Verdict | null)[]);
}

/** Cookiebot `CookieConsent`: a JS-object literal with preferences/statistics/marketing booleans; -1 = not applicable. */
function cookiebot(value: string): Verdict | null {
  const text = safeDecode(value);
  const flags = [...text.matchAll(/(preferences|statistics|marketing)\s*:\s*(true|false)/g)].map(
    (m) => (m[2] === 'true' ? 'acceptance' : 'refusal'),
  );
  return combine(flags as Verdict[]);
}

/** Osano cookieconsent v3 `cookieconsent_status`: allow / deny (dismiss only acknowledges a notice). */
function osano(value: string): Verdict | null {
  return value === 'allow' ? 'acceptance' : value === 'deny' ? 'refusal' : null;
}

const KNOWN: ReadonlyArray<[RegExp, (value: string) => Verdict | null]> = [
  [/^cc_cookie$/, vanilla],
  [/^cookieconsent_status$/, osano],
  [/^tarteaucitron$/, tarteaucitron],
  [/^OptanonConsent$/, oneTrust],
  [/^CookieConsent$/, cookiebot],
  [/^didomi_token$/, didomiToken],
  [/^(klaro|klaro-.+|orejime)$/, (value) => klaroConsents(safeDecode(value))],
  [/^cookieyes-consent$/, (value) => listVerdict(safeDecode(value))],
];

/**
 * Verdicts of the consent cookies among `cookies`. OneTrust's state only counts once its banner was
 * closed (OptanonAlertBoxClosed), since it writes default groups before any choice.
 */
export function storedVerdicts(cookies: readonly CookieLike[]): StoredVerdict[] {
  const names = new Set(cookies.map((cookie) => cookie.name));
  const out: StoredVerdict[] = [];
  for (const { name, value } of cookies) {
    if (name === 'usprivacy') {
      const flag = /^1[YN-]{3}$/i.test(value) ? value.charAt(2).toUpperCase() : '';
      if (flag === 'Y') out.push({ verdict: 'refusal', method: 'usp_string', cookie: name });
      continue;
    }
    const known = KNOWN.find(([pattern]) => pattern.test(name));
    if (known) {
      if (name === 'OptanonConsent' && !names.has('OptanonAlertBoxClosed')) continue;
      const verdict = known[1](value);
      if (verdict) out.push({ verdict, method: 'cmp_stored_state', cookie: name });
      continue;
    }
    if (name === 'euconsent-v2' || !GENERIC_NAME.test(name)) continue;
    const verdict = genericVerdict(value);
    if (verdict) out.push({ verdict, method: 'consent_cookie', cookie: name });
  }
  return out;
}

/** OneTrust's GPC flag (`isGpcEnabled=1` in OptanonConsent): null when absent. */
export function oneTrustGpc(cookies: readonly CookieLike[]): boolean | null {
  const cookie = cookies.find((c) => c.name === 'OptanonConsent');
  if (!cookie) return null;
  const flag = new URLSearchParams(cookie.value).get('isGpcEnabled');
  return flag === '1' ? true : flag === '0' ? false : null;
}
