/**
 * canvas_fingerprinting — canvas read-backs meeting the Englehardt–Narayanan criteria (≥16×16, text
 * with ≥2 colours or ≥10 distinct characters, read back, no save/restore). The size is re-checked
 * here; calls that report neither colour nor character counts are taken as qualified by the detector.
 * Anchors: timing (time-stamped call), vendor (the calling script's host is classified), consent
 * context (the arm's consent state is known).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { classifyHost } from '../../classify/host-classification.ts';
import { partyOf } from '../../classify/party.ts';
import type { CanvasFingerprintCall } from '../../model/index.ts';
import { collectArmItems, firstByKey } from '../arm-items.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { pageFields } from '../../classify/page-ref.ts';

export const meta: FindingMeta = {
  id: 'canvas_fingerprinting',
  label: 'Canvas fingerprinting',
  criticality: 'medium',
  scoreEffect: 'deduction',
  reviewLenses: ['behavioural_monitoring', 'trackers'],
  nextStep:
    'Identify the script that draws and reads back the canvas; fingerprinting for tracking needs the same consent as cookies.',
  plainEnglish:
    'Scripts from {hosts} drew text on a hidden canvas and read it back ({callCount}), a known browser-fingerprinting technique.',
};

export function qualifies(call: CanvasFingerprintCall): boolean {
  if (call.width < 16 || call.height < 16) return false;
  if (call.textColours === undefined && call.distinctCharacters === undefined) return true;
  return (call.textColours ?? 0) >= 2 || (call.distinctCharacters ?? 0) >= 10;
}

export function check(scan: ClassifiedScan): FindingDraft | null {
  const items = collectArmItems(
    scan,
    (observation) => observation.behaviour.canvasFingerprinting,
  ).filter(({ item }) => qualifies(item));
  const calls = firstByKey(
    items,
    ({ item, phase }) => `${item.scriptHost ?? ''}|${item.method}|${phase}`,
  );
  const first = calls[0];
  if (!first) return null;
  const hostOf = (host: string | null): string => host ?? scan.siteHost;
  const hosts = distinct(calls.map(({ item }) => hostOf(item.scriptHost)));
  const vendors = distinct(
    calls.map(({ item }) => (item.scriptHost ? classifyHost(item.scriptHost).vendor : null)),
  );
  const anchors = {
    hasTimingAnchor: true,
    hasVendorAnchor: vendors.length > 0,
    hasConsentContext: calls.some(({ consentKnown }) => consentKnown),
  };
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(items.length, 'qualifying canvas read-back')} by scripts from ${listPreview(hosts)}.`,
      phase: first.phase,
      examples: calls.map(({ item, phase, page }) => ({
        type: 'signal' as const,
        vendor: item.scriptHost ? classifyHost(item.scriptHost).vendor : null,
        urlHost: hostOf(item.scriptHost),
        phase,
        name: `canvas_${item.method}`,
        party: item.scriptHost
          ? partyOf(item.scriptHost, scan.siteDomain)
          : ('first_party' as const),
        tMs: item.tMs,
        ...pageFields(page),
      })),
      ...anchors,
    },
    facts: { hosts: listPreview(hosts), callCount: plural(items.length, 'read-back') },
    subjects: { vendors, hosts },
  };
}
