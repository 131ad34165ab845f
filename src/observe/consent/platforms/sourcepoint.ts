import { isRecord, parseJson, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

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

export function decode(input: DecodeInput): Verdict | null {
  return sourcepointConsent(input.value);
}
