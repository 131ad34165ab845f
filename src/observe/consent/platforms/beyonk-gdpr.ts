import {
  base64Json,
  combine,
  ignoredKey,
  isRecord,
  safeDecode,
  token,
  type Verdict,
} from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * @beyonk/gdpr-cookie-consent-banner (Svelte component / <cookie-consent-banner> web component): the
 * cookie the site names (cookieName, required) holds base64 of
 * {"choices":{"necessary":true,"tracking":…,"analytics":…,"marketing":…}[,"fp":"…"]}.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = base64Json(safeDecode(input.value));
  if (!isRecord(data) || !isRecord(data.choices)) return null;
  const flags = Object.entries(data.choices)
    .filter(([key]) => !ignoredKey(key))
    .map(([, value]) => (typeof value === 'boolean' ? token(value) : null));
  return combine(flags);
}

/** The cookie name the page gives the web component (cookie-name="…"). */
export const readPageConfig = String.raw`() => {
  const el = document.querySelector('cookie-consent-banner');
  const name = el ? el.getAttribute('cookie-name') : null;
  return typeof name === 'string' && name.length > 0 && name.length <= 200 ? { cookieName: name } : null;
}`;
