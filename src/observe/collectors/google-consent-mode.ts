import type { GoogleConsentMode } from '../../model/index.ts';

type ConsentSignal = GoogleConsentMode['adStorage'];
import { queryParamsOf } from '../site.ts';

/**
 * Google Consent Mode's `gcs` parameter: `G1` then one digit per storage type, ad_storage first, then
 * analytics_storage (1 granted, 0 denied). Google tags add it to every hit once a page has set a
 * consent default, whatever host the hit goes to (server-side tagging uses first-party hosts).
 */
const GCS = /^G1([01])([01])$/;

/**
 * Consent Mode v2's `gcd` parameter: two digits, then for ad_storage, analytics_storage, ad_user_data
 * and ad_personalization in turn a letter and a digit. The letter says how the type was set: by the
 * default, by an update, both or neither; what counts is the update when there was one, else the
 * default. Letters not listed (a later revision of the format) declare nothing.
 */
const GCD = /^\d\d([a-z])\d([a-z])\d([a-z])\d([a-z])\d/;
const GCD_LETTERS: Readonly<Record<string, ConsentSignal | null>> = {
  l: null, // neither a default nor an update
  p: 'denied', // denied by default, no update
  q: 'denied', // denied by default and by the update
  t: 'granted', // granted by default, no update
  r: 'granted', // denied by default, granted by the update
  m: 'denied', // no default, denied by an update
  n: 'granted', // no default, granted by an update
  u: 'denied', // granted by default, denied by the update
  v: 'granted', // granted by default and by the update
};

const storage = (digit: string | undefined): ConsentSignal =>
  digit === '1' ? 'granted' : 'denied';
const signal = (letter: string | undefined): ConsentSignal | null =>
  (letter !== undefined && GCD_LETTERS[letter]) || null;

/**
 * The declared consent state of a request URL, or undefined when it declares none (no storage state in
 * `gcs`, nor one `gcd` can give). Only the codes' meaning leaves.
 */
export function googleConsentModeOf(url: string): GoogleConsentMode | undefined {
  if (!url.includes('gcs=') && !url.includes('gcd=')) return undefined;
  const params = queryParamsOf(url);
  if (!params) return undefined;
  const gcs = GCS.exec(params.get('gcs') ?? '');
  const gcd = GCD.exec(params.get('gcd') ?? '');
  const adStorage = gcs ? storage(gcs[1]) : signal(gcd?.[1]);
  const analyticsStorage = gcs ? storage(gcs[2]) : signal(gcd?.[2]);
  if (!adStorage || !analyticsStorage) return undefined;
  const mode: GoogleConsentMode = { adStorage, analyticsStorage };
  const adUserData = signal(gcd?.[3]);
  const adPersonalization = signal(gcd?.[4]);
  if (adUserData) mode.adUserData = adUserData;
  if (adPersonalization) mode.adPersonalization = adPersonalization;
  return mode;
}
