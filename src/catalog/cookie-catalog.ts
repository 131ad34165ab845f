/**
 * consentry's own cookie catalogue: cookie names (or name patterns) and their purpose.
 *
 * Data lives in `cookies.json` and is validated against
 * `schemas/catalog/cookie-catalog.schema.json` in the tests; its types are generated from that schema.
 *
 * Matching syntax (field `match`):
 * - `exact`  — the cookie name equals `pattern` (case-sensitive).
 * - `prefix` — the cookie name starts with `pattern` (equality included). `_ga_` stands for `_ga_*`;
 *              patterns never contain a wildcard character.
 * - `regex`  — `pattern` is an ECMAScript regular expression, anchored at both ends and compiled with
 *              the `u` flag.
 * An entry with `domains` applies only to cookies whose registrable domain is one of them.
 */
import type {
  CookieCatalog,
  CookieCatalogEntry,
  CookiePurpose,
} from '../model/generated/catalog/cookie-catalog.ts';
import catalogFile from './cookies.json' with { type: 'json' };

/** Purposes, in the order the schema documents them. */
export const COOKIE_PURPOSES = [
  'strictly_necessary',
  'consent_management',
  'security',
  'functional',
  'analytics',
  'advertising',
  'social_media',
  'session_replay',
  'unknown',
] as const satisfies readonly CookiePurpose[];

export type { CookiePurpose };

/** Purposes exempt from consent: a catalogue entry is `essential` exactly when its purpose is one of these. */
export const ESSENTIAL_PURPOSES: ReadonlySet<CookiePurpose> = new Set<CookiePurpose>([
  'strictly_necessary',
  'security',
  'consent_management',
]);

/** Purposes that identify or follow the visitor for a third party's or the site's measurement or ads. */
export const TRACKING_PURPOSES: ReadonlySet<CookiePurpose> = new Set<CookiePurpose>([
  'analytics',
  'advertising',
  'social_media',
  'session_replay',
]);

/** Types generated from schemas/catalog/cookie-catalog.schema.json (never edited by hand). */
export type { CookieCatalog, CookieCatalogEntry };
export type CookieMatchKind = CookieCatalogEntry['match'];

const file = catalogFile as unknown as CookieCatalog;

/** The catalogue, frozen. */
export const cookieCatalog: Readonly<CookieCatalog> = Object.freeze({
  version: file.version,
  entries: file.entries.map((entry) => Object.freeze({ ...entry })),
});

/** All entries of the catalogue. */
export const cookieCatalogEntries: readonly CookieCatalogEntry[] = cookieCatalog.entries;

const entriesById: ReadonlyMap<string, CookieCatalogEntry> = new Map(
  cookieCatalogEntries.map((entry) => [entry.id, entry]),
);

/** The catalogue entry with this id (e.g. the `catalogId` of a classification), or undefined. */
export function getCookieCatalogEntry(id: string): CookieCatalogEntry | undefined {
  return entriesById.get(id);
}
