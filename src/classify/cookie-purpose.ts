/**
 * Cookie purpose from consentry's own catalogue (src/catalog/cookies.json). Pure: no I/O, no clock.
 *
 * Precedence:
 *  1. exact name match,
 *  2. regex match (catalogue order),
 *  3. prefix match, longest prefix first.
 * Within each step an entry with `domains` applies only when the cookie's registrable domain is listed
 * (so `uid` is Criteo only on criteo.com); domain-scoped entries are tried before unscoped ones.
 * A cookie that matches nothing is `unknown` — unclassified, never assumed to be tracking. Its
 * `essential` is false only because it is not known to be exempt: callers must treat
 * `purpose === 'unknown'` as "unclassified", not as a violation.
 */
import { registrableDomainOf } from './party.ts';
import { vendorNameOf } from '../catalog/vendor-names.ts';
import {
  cookieCatalogEntries,
  type CookieCatalogEntry,
  type CookieMatchKind,
  type CookiePurpose,
} from '../catalog/cookie-catalog.ts';

export interface CookieToClassify {
  /** Cookie name exactly as set (names are case-sensitive). */
  readonly name: string;
  /** The cookie's Domain attribute or the host it was set for; a leading dot is ignored. Absent: the site's. */
  readonly domain?: string | null | undefined;
  /** Registrable domain (eTLD+1) of the scanned page; used when `domain` is absent. */
  readonly siteRegistrableDomain?: string | null | undefined;
}

export interface CookiePurposeResult {
  readonly purpose: CookiePurpose;
  readonly vendor: string | null;
  readonly essential: boolean;
  readonly matched: CookieMatchKind | null;
  readonly catalogId: string | null;
}

export type CookieClassifier = (cookie: CookieToClassify) => CookiePurposeResult;

/** Names longer than this are only compared exactly or by prefix (keeps regex cost bounded). */
export const MAX_REGEX_NAME_LENGTH = 256;

export const UNKNOWN_COOKIE: CookiePurposeResult = Object.freeze({
  purpose: 'unknown',
  vendor: null,
  essential: false,
  matched: null,
  catalogId: null,
});

interface Rule {
  readonly domains: ReadonlySet<string> | null;
  readonly result: CookiePurposeResult;
}
interface PrefixRule extends Rule {
  readonly prefix: string;
}
interface RegexRule extends Rule {
  readonly re: RegExp;
}

function resultOf(entry: CookieCatalogEntry): CookiePurposeResult {
  return Object.freeze({
    purpose: entry.purpose,
    vendor: vendorNameOf(entry.vendor),
    essential: entry.essential,
    matched: entry.match,
    catalogId: entry.id,
  });
}

function ruleOf(entry: CookieCatalogEntry): Rule {
  return {
    domains:
      entry.domains && entry.domains.length > 0
        ? new Set(entry.domains.map((d) => d.toLowerCase()))
        : null,
    result: resultOf(entry),
  };
}

/** Domain-scoped rules first (more specific), otherwise keep the given order (stable sort). */
const scopedFirst = (a: Rule, b: Rule): number => (a.domains ? 0 : 1) - (b.domains ? 0 : 1);

/** Build a classifier for a catalogue. The matcher is compiled once here; each call only looks up. */
export function createCookieClassifier(entries: readonly CookieCatalogEntry[]): CookieClassifier {
  const exact = new Map<string, Rule[]>();
  const regexes: RegexRule[] = [];
  const prefixesByFirstChar = new Map<string, PrefixRule[]>();

  for (const entry of entries) {
    const rule = ruleOf(entry);
    switch (entry.match) {
      case 'exact': {
        const list = exact.get(entry.pattern);
        if (list) list.push(rule);
        else exact.set(entry.pattern, [rule]);
        break;
      }
      case 'regex':
        regexes.push({ ...rule, re: new RegExp(`^(?:${entry.pattern})$`, 'u') });
        break;
      case 'prefix': {
        const first = entry.pattern.charAt(0);
        const list = prefixesByFirstChar.get(first);
        const prefixRule: PrefixRule = { ...rule, prefix: entry.pattern };
        if (list) list.push(prefixRule);
        else prefixesByFirstChar.set(first, [prefixRule]);
        break;
      }
    }
  }
  for (const list of exact.values()) list.sort(scopedFirst);
  regexes.sort(scopedFirst);
  for (const list of prefixesByFirstChar.values()) {
    list.sort((a, b) => b.prefix.length - a.prefix.length || scopedFirst(a, b));
  }

  return function classifyCookie(cookie: CookieToClassify): CookiePurposeResult {
    const name = cookie.name;
    if (typeof name !== 'string' || name === '') return UNKNOWN_COOKIE;

    // The cookie's registrable domain, computed only if a domain-scoped rule needs it.
    let domainResolved = false;
    let cookieDomain: string | null = null;
    const applies = (rule: Rule): boolean => {
      if (rule.domains === null) return true;
      if (!domainResolved) {
        domainResolved = true;
        cookieDomain =
          registrableDomainOf(cookie.domain) ?? registrableDomainOf(cookie.siteRegistrableDomain);
      }
      return cookieDomain !== null && rule.domains.has(cookieDomain);
    };

    const exactRules = exact.get(name);
    if (exactRules) {
      for (const rule of exactRules) if (applies(rule)) return rule.result;
    }
    if (name.length <= MAX_REGEX_NAME_LENGTH) {
      for (const rule of regexes) if (rule.re.test(name) && applies(rule)) return rule.result;
    }
    const prefixRules = prefixesByFirstChar.get(name.charAt(0));
    if (prefixRules) {
      for (const rule of prefixRules)
        if (name.startsWith(rule.prefix) && applies(rule)) return rule.result;
    }
    return UNKNOWN_COOKIE;
  };
}

let defaultClassifier: CookieClassifier | undefined;

/** Classify one cookie against the bundled catalogue (compiled on first use). */
export function classifyCookie(cookie: CookieToClassify): CookiePurposeResult {
  defaultClassifier ??= createCookieClassifier(cookieCatalogEntries);
  return defaultClassifier(cookie);
}
