/**
 * sensitive_data_to_third_party — advertising-pixel events that carry form content or a sensitive
 * category (health, finance, identity) to a third party. Only event names, key names and categories
 * are kept, never values.
 * Anchors: timing (time-stamped event), vendor (pixel vendor recognised), consent context (the arm's
 * consent state is known).
 */
import { vendorNameOf } from '../../catalog/vendor-names.ts';
import type { ClassifiedScan } from '../../classify/classified.ts';
import { classifyHost } from '../../classify/host-classification.ts';
import { partyOf } from '../../classify/party.ts';
import type { PixelVendor } from '../../model/index.ts';
import { collectArmItems, firstByKey } from '../arm-items.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { pageFields } from '../../classify/page-ref.ts';

export const meta: FindingMeta = {
  id: 'sensitive_data_to_third_party',
  label: 'Sensitive data sent to a third party',
  criticality: 'high',
  scoreEffect: 'deduction',
  reviewLenses: ['sensitive_data', 'third_party_transfer', 'trackers'],
  nextStep:
    'Review the pixel configuration (custom data, advanced matching, automatic form capture) and stop sending form content and sensitive categories.',
  plainEnglish: '{eventCount} to {vendors} carried {categories} data.',
};

/** Vendor names of the decoded pixels (exported for the vendor-vocabulary test). */
export const PIXEL_VENDOR: Readonly<Record<PixelVendor, string | null>> = {
  meta: 'Meta',
  tiktok: 'TikTok',
  google_ads: 'Google Ads',
  other: null,
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const items = collectArmItems(scan, (observation) => observation.behaviour.pixelEvents).filter(
    ({ item }) =>
      item.categories.length > 0 && partyOf(item.host, scan.siteDomain) === 'third_party',
  );
  const events = firstByKey(
    items,
    ({ item, phase }) => `${item.host}|${item.eventName}|${item.categories.join(',')}|${phase}`,
  );
  const first = events[0];
  if (!first) return null;
  const vendorOf = (vendor: PixelVendor, host: string): string | null =>
    vendorNameOf(PIXEL_VENDOR[vendor]) ?? classifyHost(host).vendor;
  const vendors = distinct(events.map(({ item }) => vendorOf(item.vendor, item.host)));
  const hosts = distinct(events.map(({ item }) => item.host));
  const categories = distinct(events.flatMap(({ item }) => item.categories));
  const anchors = {
    hasTimingAnchor: events.some(({ item }) => item.tMs !== undefined),
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: events.some(({ consentKnown }) => consentKnown),
  };
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(events.length, 'pixel event')} with sensitive categories (${listPreview(categories)}) to ${listPreview(hosts)}.`,
      phase: first.phase,
      examples: events.map(({ item, phase, page }) => {
        const example = {
          type: 'pixel_event' as const,
          vendor: vendorOf(item.vendor, item.host),
          urlHost: item.host,
          phase,
          name: item.eventName.slice(0, 200) || 'event',
          party: 'third_party' as const,
          ...pageFields(page),
        };
        return item.tMs === undefined ? example : { ...example, tMs: item.tMs };
      }),
      ...anchors,
    },
    facts: {
      eventCount: plural(events.length, 'pixel event'),
      vendors: listPreview(vendors.length > 0 ? vendors : hosts),
      categories: listPreview(categories.map((category) => category.replace(/_/g, ' '))),
    },
    subjects: { vendors, hosts },
  };
}
