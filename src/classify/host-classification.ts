/**
 * What a request host is, for privacy purposes: our curated roles and tracker overlay first,
 * then third-party-web. Unknown hosts stay unclassified — unknown is never tracking. Every vendor
 * name, whatever its source, is the canonical one (src/catalog/vendor-names.ts).
 */
import thirdPartyWeb from 'third-party-web';
import { trackerHostEntries } from '../catalog/tracker-hosts.ts';
import { canonicalVendorName } from '../catalog/vendor-names.ts';
import type { Purpose } from '../model/index.ts';
import { lookupHostRole } from './host-role.ts';
import { createSuffixLookup } from './host-suffix-lookup.ts';

export interface HostClassification {
  vendor: string | null;
  /** Company behind the vendor (third-party-web's entity company) when known. */
  company: string | null;
  purpose: Purpose | null;
  /** Traffic that tracks people (advertising, analytics with identifiers, social, replay). */
  isTracker: boolean;
  /** Counts as sale/sharing for opt-out signals (cross-context advertising). */
  salesSharing: boolean;
  source: 'host_role' | 'tracker_overlay' | 'third_party_web' | 'none';
}

const TRACKING_PURPOSES: ReadonlySet<Purpose> = new Set([
  'advertising',
  'analytics',
  'social_media',
  'session_replay',
]);

/** third-party-web categories → our purposes; categories not listed are not tracking in themselves. */
const TPW_PURPOSE: Record<string, Purpose> = {
  ad: 'advertising',
  analytics: 'analytics',
  social: 'social_media',
  'tag-manager': 'tag_manager',
  'consent-provider': 'consent_management',
  cdn: 'content',
  hosting: 'content',
  video: 'content',
  content: 'content',
  'customer-success': 'functional',
  utility: 'functional',
};

const ROLE_PURPOSE = {
  consent_provider: 'consent_management',
  cdn: 'content',
  font: 'content',
  cookieless_analytics: 'analytics',
  input_service: 'functional',
} as const satisfies Record<string, Purpose>;

const overlay = createSuffixLookup(trackerHostEntries);
const cache = new Map<string, HostClassification>();

function classifyUncached(host: string): HostClassification {
  const role = lookupHostRole(host);
  if (role) {
    return {
      vendor: canonicalVendorName(role.vendor),
      company: null,
      purpose: ROLE_PURPOSE[role.role],
      isTracker: false,
      salesSharing: false,
      source: 'host_role',
    };
  }
  const entity = thirdPartyWeb.getEntity(`https://${host}/`);
  const listed = overlay(host);
  if (listed) {
    return {
      vendor: canonicalVendorName(listed.vendor),
      company: entity?.company ?? null,
      purpose: listed.purpose,
      isTracker: TRACKING_PURPOSES.has(listed.purpose),
      salesSharing: listed.salesSharing ?? false,
      source: 'tracker_overlay',
    };
  }
  if (entity) {
    const purpose = TPW_PURPOSE[entity.category] ?? 'unknown';
    return {
      vendor: canonicalVendorName(entity.name),
      company: entity.company ?? null,
      purpose,
      isTracker: TRACKING_PURPOSES.has(purpose),
      salesSharing: purpose === 'advertising' || purpose === 'social_media',
      source: 'third_party_web',
    };
  }
  return {
    vendor: null,
    company: null,
    purpose: null,
    isTracker: false,
    salesSharing: false,
    source: 'none',
  };
}

export function classifyHost(host: string): HostClassification {
  const key = host.toLowerCase();
  let hit = cache.get(key);
  if (!hit) {
    hit = classifyUncached(key);
    if (cache.size > 50_000) cache.clear();
    cache.set(key, hit);
  }
  return hit;
}

export function isTrackingPurpose(purpose: Purpose | null): boolean {
  return purpose !== null && TRACKING_PURPOSES.has(purpose);
}
