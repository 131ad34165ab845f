import type { Verdict } from './stored-state.ts';

/**
 * Decoders for the stored state of CMPs whose format is documented or stable, shared by the cookie
 * reader (stored-state.ts) and the localStorage reader (storage-state.ts). Each returns null for
 * anything it does not recognise: an unknown shape never becomes a verdict.
 */

const NECESSARY_NAME =
  /necess|essential|required|mandatory|technical|technisch|notwendig|erforderlich|strict/i;

/** JSON, also when stored URI-encoded (Klaro encodes its localStorage value like its cookie). */
function parseJson(text: string): unknown {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (!text.startsWith('%7B') && !text.startsWith('%7b')) return null;
      try {
        text = decodeURIComponent(text);
      } catch {
        return null;
      }
    }
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Klaro / Orejime: `{"<service>": true|false, …}`. Required services are stored as true whatever the
 * choice, so they are left out — by the names the page's Klaro config marks `required` when known,
 * else by a necessary-sounding name. All optional services off = refusal, any on = acceptance; with
 * neither hint, a mix cannot be told from a refusal with an unnamed required service: null.
 */
export function klaroConsents(text: string, requiredServices?: readonly string[]): Verdict | null {
  const data = parseJson(text);
  if (!isRecord(data)) return null;
  const flags = Object.entries(data).filter(
    ([name]) => !(requiredServices?.includes(name) ?? false) && !NECESSARY_NAME.test(name),
  );
  if (flags.length === 0 || flags.some(([, value]) => typeof value !== 'boolean')) return null;
  const on = flags.filter(([, value]) => value === true).length;
  if (on === 0) return 'refusal';
  if (on === flags.length || requiredServices !== undefined) return 'acceptance';
  return null;
}

/** Didomi `didomi_token`: base64 JSON with purposes (and vendors) enabled / disabled. */
export function didomiToken(value: string): Verdict | null {
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(value), 'base64').toString('utf8');
  } catch {
    return null;
  }
  const data = parseJson(text);
  if (!isRecord(data) || !isRecord(data.purposes)) return null;
  const enabled = Array.isArray(data.purposes.enabled) ? data.purposes.enabled : [];
  const disabled = Array.isArray(data.purposes.disabled) ? data.purposes.disabled : [];
  if (enabled.length > 0) return 'acceptance';
  return disabled.length > 0 ? 'refusal' : null;
}

/**
 * Usercentrics (v2 browser SDK) `uc_settings`: each service keeps a history of explicit decisions
 * ({action, status, ts, type}). The latest explicit action decides: deny all = refusal, accept all =
 * acceptance; a per-service update cannot be told apart without the service categories: null.
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
      const ts = typeof entry.ts === 'number' ? entry.ts : 0;
      if (!latest || ts >= latest.ts) latest = { action: entry.action, ts };
    }
  }
  if (latest?.action === 'onDenyAllServices') return 'refusal';
  if (latest?.action === 'onAcceptAllServices') return 'acceptance';
  return null;
}

/**
 * Sourcepoint `_sp_user_consent_<propertyId>`: per framework a consentStatus with consentedAll /
 * consentedToAny / rejectedAny (GDPR, US national), or the CCPA status string.
 */
export function sourcepointConsent(text: string): Verdict | null {
  const data = parseJson(text);
  if (!isRecord(data)) return null;
  const verdicts: Verdict[] = [];
  for (const framework of ['gdpr', 'usnat']) {
    const section = data[framework];
    if (!isRecord(section) || !isRecord(section.consentStatus)) continue;
    const status = section.consentStatus;
    if (
      status.consentedAll === true ||
      status.consentedToAll === true ||
      status.consentedToAny === true
    )
      verdicts.push('acceptance');
    else if (status.rejectedAll === true || status.rejectedAny === true) verdicts.push('refusal');
  }
  const ccpa = data.ccpa;
  if (isRecord(ccpa) && typeof ccpa.status === 'string') {
    if (/^rejected(All|Some)$/.test(ccpa.status)) verdicts.push('refusal');
    else if (ccpa.status === 'consentedAll') verdicts.push('acceptance');
  }
  if (verdicts.length === 0) return null;
  return verdicts.every((v) => v === verdicts[0]) ? (verdicts[0] ?? null) : null;
}
