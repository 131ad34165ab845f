import { isRecord, parseJson, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * Usercentrics (v2 browser SDK) `uc_settings`: each service keeps a history of decisions
 * ({action, language, status, timestamp, type, versions}). The latest explicit action, by its
 * `timestamp` (`ts` in some older writers), decides: deny all = refusal, accept all = acceptance; a
 * per-service update cannot be told apart without the service categories: null. A choice need not
 * add an entry to every service, so the order of the list says nothing about which choice came last.
 */
export function usercentricsSettings(text: string): Verdict | null {
  const data = parseJson(text);
  if (!isRecord(data) || !Array.isArray(data.services)) return null;
  let latest: { action: string; ts: number } | null = null;
  for (const service of data.services.slice(0, 500)) {
    if (!isRecord(service) || !Array.isArray(service.history)) continue;
    for (const entry of service.history.slice(-50)) {
      if (!isRecord(entry) || entry.type !== 'explicit' || typeof entry.action !== 'string')
        continue;
      const ts =
        typeof entry.timestamp === 'number'
          ? entry.timestamp
          : typeof entry.ts === 'number'
            ? entry.ts
            : 0;
      if (!latest || ts >= latest.ts) latest = { action: entry.action, ts };
    }
  }
  if (latest?.action === 'onDenyAllServices') return 'refusal';
  if (latest?.action === 'onAcceptAllServices') return 'acceptance';
  return null;
}

export function decode(input: DecodeInput): Verdict | null {
  return usercentricsSettings(input.value);
}
