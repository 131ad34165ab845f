import type { Verdict } from './formats.ts';

/** The shape of a platform entry (<id>.json), as platform.schema.json validates it. */
export type StoredLocation = 'cookie' | 'localStorage';

export type StoredDecode =
  'module' | 'flags' | 'none' | { values: Record<string, Verdict> } | { categories: string[] };

export interface StoredItem {
  in: StoredLocation;
  name: string;
  match?: 'exact' | 'regex';
  decode: StoredDecode;
  method?: 'cmp_stored_state' | 'tc_string';
  onlyWithCookie?: string;
  /** The value counts only while this cookie is absent (its companion holds the detail that decides). */
  supersededBy?: string;
}

export interface PlatformExample {
  in: StoredLocation;
  name: string;
  value: string;
  verdict: Verdict | null;
}

type FixtureMethod = 'autoconsent' | 'fallback_heuristic';

export interface PlatformFixtureArm {
  /** The action's kind when it is not the action's name (a refusal by "accept only essential"). */
  kind?: 'necessary_only';
  /** What clicks this action, when it differs from the fixture's `method`. */
  method?: FixtureMethod;
  layer?: 'first' | 'second';
  verifiedBy: (
    | 'cmp_stored_state'
    | 'consent_cookie'
    | 'tc_string'
    | 'gpp_string'
    | 'usp_string'
    | 'autoconsent_self_test'
  )[];
}

export interface PlatformFixture {
  url: string;
  cmp: { name: string | null; detectedBy: FixtureMethod; tcfCmpId?: number };
  method: FixtureMethod;
  stored?: { in: StoredLocation; name: string };
  reject: PlatformFixtureArm;
  accept: PlatformFixtureArm;
}

export interface PlatformEntry {
  id: string;
  name: string;
  about?: string;
  vendorUrl?: string;
  autoconsent: string[];
  script: { hosts: string[]; pathWords: string[] };
  banner: { containers: string[]; nameWords: string[]; containersNamePlatform?: boolean };
  storedState: StoredItem[];
  examples: PlatformExample[];
  fixture?: PlatformFixture;
}

/** What a decoder module is given: where the value was found, and what the page said about it. */
export interface DecodeInput {
  in: StoredLocation;
  name: string;
  value: string;
  /** Services the page's own config marks required (Klaro, Orejime), when it could be read. */
  requiredServices?: readonly string[];
}

/** What a platform's configuration on the page says about its stored state (names only, never values). */
export interface PageConfig {
  /** The localStorage key the page's configuration stores the choice under, when it renames it. */
  storageName?: string;
  /** The cookie the page's configuration stores the choice in, when it renames it. */
  cookieName?: string;
  /** Services the page's configuration marks required (stored as on whatever the choice). */
  requiredServices?: string[];
}

/**
 * A platform's decoder module (<id>.ts): exports `decode`, and `readPageConfig` when the page's own
 * configuration of the platform changes where or how its state is stored (Klaro's `klaroConfig`).
 */
export interface PlatformModule {
  decode(input: DecodeInput): Verdict | null;
  /**
   * Source of a function run in the top document, `() => PageConfig | null`: self-contained (no
   * closures, no arguments), reading only what configures the platform.
   */
  readPageConfig?: string;
}

/** An entry joined with its decoder module. */
export interface Platform extends PlatformEntry {
  module?: PlatformModule;
}
