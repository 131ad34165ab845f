import type { Page } from 'playwright-core';
import {
  decodeStored,
  STORAGE_KEY_PATTERN,
  storedItemsFor,
  type Verdict,
} from './platforms/index.ts';
import { withTimeout } from './time.ts';

/**
 * CMP state kept in the top document's localStorage instead of a cookie (Klaro with storageMethod
 * localStorage, Usercentrics, Didomi, Sourcepoint …: the platforms' localStorage items, platforms/).
 * Only keys of known formats are read, and only inside the observe layer: values are decoded to
 * verdicts or fingerprinted, never kept. A key whose format is not known gives no verdict, so a
 * refusal it holds stays "unconfirmed". Klaro lets a page rename its key and mark services required;
 * both are read from the page's `klaroConfig`.
 */
export interface StorageEntry {
  key: string;
  value: string;
}

export interface StorageReading {
  entries: StorageEntry[];
  /** Services the page's Klaro config marks `required` (stored as true whatever the choice). */
  klaroRequired?: string[];
  /** The storage name of the page's Klaro config when it stores in localStorage. */
  klaroStorageName?: string;
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

const READ_SCRIPT = String.raw`((opts) => {
  const out = { entries: [] };
  let storage;
  try { storage = window.localStorage; } catch (e) { return out; }
  if (!storage) return out;
  const config = window.klaroConfig;
  if (config && typeof config === 'object') {
    const services = Array.isArray(config.services) ? config.services : Array.isArray(config.apps) ? config.apps : [];
    out.klaroRequired = services.filter((s) => s && s.required === true && typeof s.name === 'string').map((s) => s.name).slice(0, 100);
    if (config.storageMethod === 'localStorage') out.klaroStorageName = typeof config.storageName === 'string' ? config.storageName : 'klaro';
  }
  const known = new RegExp(opts.known);
  for (let i = 0; i < storage.length && i < opts.maxKeys; i++) {
    const key = storage.key(i);
    if (key === null || !(known.test(key) || key === out.klaroStorageName)) continue;
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
  reading: Omit<StorageReading, 'entries'>,
): StorageVerdict | null {
  const { key, value } = entry;
  // A renamed Klaro key is read as Klaro's own.
  const items =
    key === reading.klaroStorageName
      ? storedItemsFor('localStorage', 'klaro')
      : storedItemsFor('localStorage', key);
  const decoded = decodeStored(items, {
    in: 'localStorage',
    name: key,
    value,
    ...(reading.klaroRequired ? { requiredServices: reading.klaroRequired } : {}),
  });
  return decoded ? { ...decoded, key } : null;
}

/** Verdicts of the storage entries whose format is known (pure). */
export function storageVerdicts(reading: StorageReading): StorageVerdict[] {
  const out: StorageVerdict[] = [];
  for (const entry of reading.entries) {
    const verdict = decodeEntry(entry, reading);
    if (verdict) out.push(verdict);
  }
  return out;
}
