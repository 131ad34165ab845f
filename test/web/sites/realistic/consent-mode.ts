/**
 * Google Consent Mode defaults as sites set them in <head>, before Google Tag Manager: every
 * consent type "denied" until the CMP sends an update (or, with `granted`, the listed types granted
 * from the start — US opt-out sites).
 */
export type ConsentType =
  'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization';

export function consentModeDefaults(granted: readonly ConsentType[] = []): string {
  const state = (type: ConsentType) => (granted.includes(type) ? 'granted' : 'denied');
  return `<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}
gtag('consent', 'default', { ad_storage: '${state('ad_storage')}', analytics_storage: '${state('analytics_storage')}', ad_user_data: '${state('ad_user_data')}', ad_personalization: '${state('ad_personalization')}', wait_for_update: 500 });</script>`;
}
