/**
 * key_logging — text typed into a field (a sentinel, never submitted) left the page to a third party,
 * in plain, base64 or hashed form, by URL, body or WebSocket. Only the fact and the destination host
 * are kept.
 * Anchors: timing (time-stamped hit), vendor (destination classified), consent context (the arm's
 * consent state is known).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { classifyHost } from '../../classify/host-classification.ts';
import { classifyHostRole } from '../../classify/host-role.ts';
import { partyOf } from '../../classify/party.ts';
import { collectArmItems, firstByKey, type ArmItem } from '../arm-items.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview } from '../evidence-helpers.ts';
import { distinct } from '../../shared/values.ts';
import type { KeyLoggingHit } from '../../model/index.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { pageFields } from '../../classify/page-ref.ts';

export const meta: FindingMeta = {
  id: 'key_logging',
  label: 'Typed input sent before submission',
  criticality: 'high',
  scoreEffect: 'deduction',
  reviewLenses: ['behavioural_monitoring', 'forms', 'third_party_transfer'],
  nextStep:
    'Find the script that reads form fields as they are typed (often a session-replay or marketing tag) and stop it from sending unsubmitted input.',
  plainEnglish:
    'Text typed into {fieldKinds} fields, without submitting the form, was sent to {hosts} ({encodings}).',
};

/**
 * Search-as-you-type and address autocomplete services receive typed text by design: a search box
 * (field kind `other`) or an address field sent to such a service is their function, not key logging.
 */
const BY_DESIGN_KINDS: ReadonlySet<string> = new Set(['other', 'address']);

function byDesign(host: string, fieldKind: string): boolean {
  return BY_DESIGN_KINDS.has(fieldKind) && classifyHostRole(host) === 'input_service';
}

type Hit = ArmItem<KeyLoggingHit>;

/**
 * A site-search box queried as the visitor types, by a search service the catalogue does not list
 * (Doofinder, Klevu, a site's own search on another domain…): the query travels as typed to a host
 * that is no tracker, records no session and received nothing typed into any other field. That is
 * the search the visitor asks for. A key logger or recorder that also reads the search box is still
 * caught: it sends the other fields too, encodes or hashes, records, or is a known tracker.
 */
function searchQuery(hit: Hit, hits: readonly Hit[]): boolean {
  const { item, arm } = hit;
  if (item.searchField !== true || item.encoding !== 'plain') return false;
  const host = item.destinationHost;
  if (classifyHost(host).isTracker) return false;
  const recordingHost = arm.observation.behaviour.sessionReplay.some(
    (signal) => signal.host === host && signal.recordingDataSent === true,
  );
  if (recordingHost) return false;
  return !hits.some(
    (other) =>
      other.arm === arm && other.item.destinationHost === host && other.item.searchField !== true,
  );
}

export function check(scan: ClassifiedScan): FindingDraft | null {
  const all = collectArmItems(scan, (observation) => observation.behaviour.keyLogging);
  const items = all.filter(
    (hit) =>
      partyOf(hit.item.destinationHost, scan.siteDomain) === 'third_party' &&
      !byDesign(hit.item.destinationHost, hit.item.fieldKind) &&
      !searchQuery(hit, all),
  );
  const hits = firstByKey(
    items,
    ({ item, phase }) => `${item.destinationHost}|${item.fieldKind}|${phase}`,
  );
  const first = hits[0];
  if (!first) return null;
  const hosts = distinct(hits.map(({ item }) => item.destinationHost));
  const vendors = distinct(hosts.map((host) => classifyHost(host).vendor));
  const anchors = {
    hasTimingAnchor: hits.some(({ item }) => item.tMs !== undefined),
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: hits.some(({ consentKnown }) => consentKnown),
  };
  const fieldKinds = distinct(items.map(({ item }) => item.fieldKind.replace(/_/g, ' ')));
  const encodings = distinct(items.map(({ item }) => item.encoding));
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `Unsubmitted input left the page to ${listPreview(hosts)} (${listPreview(encodings)}).`,
      phase: first.phase,
      examples: hits.map(({ item, phase, page }) => {
        const example = {
          type: 'signal' as const,
          vendor: classifyHost(item.destinationHost).vendor,
          urlHost: item.destinationHost,
          phase,
          name: `key_logging:${item.fieldKind}`,
          party: 'third_party' as const,
          ...pageFields(page),
        };
        return item.tMs === undefined ? example : { ...example, tMs: item.tMs };
      }),
      ...anchors,
    },
    facts: {
      fieldKinds: listPreview(fieldKinds),
      hosts: listPreview(hosts),
      encodings: listPreview(encodings),
    },
    subjects: { vendors, hosts },
  };
}
