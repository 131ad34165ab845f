import type { Page } from 'playwright-core';
import {
  decodeStored,
  PAGE_CONFIG_READERS,
  STORAGE_KEY_PATTERN,
  storedItemsNamed,
  type PageConfig,
  type Verdict,
} from './platforms/index.ts';
import { CONSENT_STORAGE_KEY, namedVerdict } from './stored-state.ts';
import { withTimeout } from './time.ts';

/**
 * CMP state kept in the top document's localStorage instead of a cookie (Klaro with storageMethod
 * localStorage, Usercentrics, Didomi, Sourcepoint …: the platforms' localStorage items, platforms/),
 * and a site's own banner's choice under a consent-named key (`cookieConsent`: read as a generic
 * choice, like a consent-named cookie). Only such keys are read, and only inside the observe layer:
 * values are decoded to verdicts or fingerprinted, never kept. A value whose format is not known
 * gives no verdict, so a refusal it holds stays "unconfirmed". A platform whose page configuration
 * renames its key or cookie or marks services required (Klaro's `klaroConfig`, Orejime's) reads it
 * with its module's `readPageConfig` (platforms/); the configurations read here serve the cookie
 * readers too (stored-state.ts).
 */
export interface StorageEntry {
  key: string;
  value: string;
}

export interface StorageReading {
  entries: StorageEntry[];
  /** What the platforms' configurations on the page say, by platform id. */
  pageConfigs?: Record<string, PageConfig>;
}

export interface StorageVerdict {
  verdict: Verdict;
  method: 'cmp_stored_state' | 'tc_string';
  /** The storage key the verdict came from (a name, never a value). */
  key: string;
}

const READ_TIMEOUT_MS = 800;
const MAX_KEYS = 400;
const MAX_VALUE_LENGTH = 100_000;

/** `{ <platform id>: () => PageConfig | null, … }` as page-side source. */
const PAGE_CONFIG_SOURCE = `{${PAGE_CONFIG_READERS.map(({ id, source }) => `${JSON.stringify(id)}: (${source})`).join(', ')}}`;

const READ_SCRIPT = String.raw`((opts) => {
  const out = { entries: [], pageConfigs: {} };
  let storage;
  try { storage = window.localStorage; } catch (e) { return out; }
  if (!storage) return out;
  const readers = ${PAGE_CONFIG_SOURCE};
  const renamed = new Set();
  for (const id of Object.keys(readers)) {
    try {
      const config = readers[id]();
      if (!config || typeof config !== 'object') continue;
      out.pageConfigs[id] = config;
      if (typeof config.storageName === 'string') renamed.add(config.storageName);
    } catch (e) {}
  }
  const known = new RegExp(opts.known);
  const generic = new RegExp(opts.generic, 'i');
  for (let i = 0; i < storage.length && i < opts.maxKeys; i++) {
    const key = storage.key(i);
    if (key === null || !(known.test(key) || renamed.has(key) || generic.test(key))) continue;
    const value = storage.getItem(key);
    if (typeof value === 'string' && value.length <= opts.maxValue) out.entries.push({ key, value });
  }
  return out;
})`;

/** Reads the known CMP keys of the top document's localStorage; empty when it cannot be read. */
export async function readConsentStorage(page: Page): Promise<StorageReading> {
  if (page.isClosed()) return { entries: [] };
  const options = JSON.stringify({
    known: STORAGE_KEY_PATTERN.source,
    generic: CONSENT_STORAGE_KEY.source,
    maxKeys: MAX_KEYS,
    maxValue: MAX_VALUE_LENGTH,
  });
  const reading = await withTimeout(
    page.evaluate(`${READ_SCRIPT}(${options})`) as Promise<StorageReading>,
    READ_TIMEOUT_MS,
    null,
  );
  return reading && Array.isArray(reading.entries) ? reading : { entries: [] };
}

function decodeEntry(
  entry: StorageEntry,
  pageConfigs: Readonly<Record<string, PageConfig>>,
): StorageVerdict | null {
  const { key, value } = entry;
  const items = storedItemsNamed('localStorage', key, pageConfigs);
  if (items.length === 0) {
    // A site's own key (read because of its name): its value read as a generic choice.
    const verdict = CONSENT_STORAGE_KEY.test(key) ? namedVerdict(key, value) : null;
    return verdict ? { verdict, method: 'cmp_stored_state', key } : null;
  }
  const decoded = decodeStored(items, { in: 'localStorage', name: key, value }, pageConfigs);
  return decoded ? { ...decoded, key } : null;
}

/** Verdicts of the storage entries whose format is known (pure). */
export function storageVerdicts(reading: StorageReading): StorageVerdict[] {
  const out: StorageVerdict[] = [];
  for (const entry of reading.entries) {
    const verdict = decodeEntry(entry, reading.pageConfigs ?? {});
    if (verdict) out.push(verdict);
  }
  return out;
}
