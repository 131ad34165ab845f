import type { GoogleConsentMode } from '../../model/index.ts';
import { queryParamsOf } from '../site.ts';

/**
 * Google Consent Mode's `gcs` parameter: `G1` then one digit per storage type, ad_storage first, then
 * analytics_storage (1 granted, 0 denied). Google tags add it to every hit once a page has set a
 * consent default, whatever host the hit goes to (server-side tagging uses first-party hosts).
 */
const GCS = /^G1([01])([01])$/;

const state = (digit: string | undefined) => (digit === '1' ? 'granted' : 'denied');

/** The declared consent state of a request URL, or undefined when it declares none. Only the code's meaning leaves. */
export function googleConsentModeOf(url: string): GoogleConsentMode | undefined {
  if (!url.includes('gcs=')) return undefined;
  const gcs = queryParamsOf(url)?.get('gcs');
  const match = gcs ? GCS.exec(gcs) : null;
  if (!match) return undefined;
  return { adStorage: state(match[1]), analyticsStorage: state(match[2]) };
}
