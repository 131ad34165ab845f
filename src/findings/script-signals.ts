/**
 * Evidence shared by the fingerprinting checks (canvas, audio, canvas fonts): signals named by the
 * script that produced them (`scriptHost`, null for an inline script of the page), one example per
 * key and phase, the script hosts classified for their vendors.
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import { classifyHost } from '../classify/host-classification.ts';
import { pageFields } from '../classify/page-ref.ts';
import { partyOf } from '../classify/party.ts';
import type { EvidenceExample } from '../model/index.ts';
import { distinct } from '../shared/values.ts';
import type { ArmItem } from './arm-items.ts';
import { firstByKey } from './arm-items.ts';
import { confidenceFromAnchors } from './confidence.ts';
import type { DraftEvidence, FindingDraft } from './types.ts';

export interface ScriptSignal {
  scriptHost: string | null;
  tMs: number;
}

export interface ScriptSignalEvidence {
  confidence: FindingDraft['confidence'];
  /** Every distinct script host (the site's own for inline scripts). */
  hosts: string[];
  vendors: string[];
  /** The evidence without its summary. */
  evidence: Omit<DraftEvidence, 'summary'>;
}

/**
 * One example per `name` of a signal and phase (the first, in arm order), named `name(item)`. Null
 * when there are no items.
 */
export function scriptSignalEvidence<T extends ScriptSignal>(
  scan: ClassifiedScan,
  items: readonly ArmItem<T>[],
  name: (item: T) => string,
): ScriptSignalEvidence | null {
  const signals = firstByKey(
    items,
    ({ item, phase }) => `${item.scriptHost ?? ''}|${name(item)}|${phase}`,
  );
  const first = signals[0];
  if (!first) return null;
  const hostOf = (host: string | null): string => host ?? scan.siteHost;
  const vendorOf = (host: string | null) => (host ? classifyHost(host).vendor : null);
  const vendors = distinct(signals.map(({ item }) => vendorOf(item.scriptHost)));
  const anchors = {
    hasTimingAnchor: true,
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: signals.some(({ consentKnown }) => consentKnown),
  };
  const examples: EvidenceExample[] = signals.map(({ item, phase, page }) => ({
    type: 'signal' as const,
    vendor: vendorOf(item.scriptHost),
    urlHost: hostOf(item.scriptHost),
    phase,
    name: name(item),
    party: item.scriptHost ? partyOf(item.scriptHost, scan.siteDomain) : ('first_party' as const),
    tMs: item.tMs,
    ...pageFields(page),
  }));
  return {
    confidence: confidenceFromAnchors(anchors),
    hosts: distinct(signals.map(({ item }) => hostOf(item.scriptHost))),
    vendors,
    evidence: { basis: 'runtime_observation', phase: first.phase, examples, ...anchors },
  };
}
