import { isRecord, NECESSARY, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * Klaro (and Orejime, orejime.ts): `{"<service>": true|false, …}`. Required services are stored as
 * true whatever the choice, so they are left out — by the names the page's config marks required when
 * known, else by a necessary-sounding name. All optional services off = refusal, any on = acceptance; with
 * neither hint, a mix cannot be told from a refusal with an unnamed required service: null.
 */
export function klaroConsents(text: string, requiredServices?: readonly string[]): Verdict | null {
  const data = parseJson(text);
  if (!isRecord(data)) return null;
  const flags = Object.entries(data).filter(
    ([name]) => !(requiredServices?.includes(name) ?? false) && !NECESSARY.test(name),
  );
  if (flags.length === 0 || flags.some(([, value]) => typeof value !== 'boolean')) return null;
  const on = flags.filter(([, value]) => value === true).length;
  if (on === 0) return 'refusal';
  if (on === flags.length || requiredServices !== undefined) return 'acceptance';
  return null;
}

/**
 * The page's `klaroConfig` (read in the top document): the services it marks required and where it
 * stores the choice: in localStorage under `storageName` (default "klaro"), else in the cookie
 * `cookieName` (default "klaro").
 */
export const readPageConfig = String.raw`() => {
  const config = window.klaroConfig;
  if (!config || typeof config !== 'object') return null;
  const services = Array.isArray(config.services) ? config.services : Array.isArray(config.apps) ? config.apps : [];
  const out = {
    requiredServices: services.filter((s) => s && s.required === true && typeof s.name === 'string').map((s) => s.name).slice(0, 100),
  };
  const named = (v) => typeof v === 'string' && v.length > 0 && v.length <= 200;
  // Klaro 0.7: storageName || cookieName (deprecated) || "klaro", for the cookie and localStorage alike.
  const name = named(config.storageName) ? config.storageName : named(config.cookieName) ? config.cookieName : 'klaro';
  if (config.storageMethod === 'localStorage') out.storageName = name;
  else out.cookieName = name;
  return out;
}`;

/** The cookie is URI-encoded JSON, localStorage holds JSON; both read with the page config's required services. */
export function decode(input: DecodeInput): Verdict | null {
  return klaroConsents(
    input.in === 'cookie' ? safeDecode(input.value) : input.value,
    input.requiredServices,
  );
}
