/**
 * font_fingerprinting — canvas font fingerprinting (Englehardt–Narayanan): one text measured with
 * measureText at least 50 times under at least 50 distinct font families, which tells which fonts are
 * installed. The counts are re-checked here. Anchors: timing, vendor (the calling script's host is
 * classified), consent context.
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import type { FontFingerprintProbe } from '../../model/index.ts';
import { collectArmItems } from '../arm-items.ts';
import { listPreview } from '../evidence-helpers.ts';
import { scriptSignalEvidence } from '../script-signals.ts';
import { plural } from '../../shared/text.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

export const meta: FindingMeta = {
  id: 'font_fingerprinting',
  label: 'Font fingerprinting',
  criticality: 'medium',
  scoreEffect: 'deduction',
  reviewLenses: ['behavioural_monitoring', 'trackers'],
  nextStep:
    'Identify the script that measures text in many fonts; fingerprinting for tracking needs the same consent as cookies.',
  plainEnglish:
    'Scripts from {hosts} measured the same text in {fontCount} on a canvas, a known technique to list the installed fonts for browser fingerprinting.',
};

export function qualifies(probe: FontFingerprintProbe): boolean {
  return probe.fontFamilies >= 50 && probe.measureTextCalls >= 50;
}

export function check(scan: ClassifiedScan): FindingDraft | null {
  const items = collectArmItems(
    scan,
    (observation) => observation.behaviour.fontFingerprinting ?? [],
  ).filter(({ item }) => qualifies(item));
  const found = scriptSignalEvidence(scan, items, () => 'canvas_measureText');
  if (!found) return null;
  const most = Math.max(...items.map(({ item }) => item.fontFamilies));
  return {
    id: meta.id,
    confidence: found.confidence,
    evidence: {
      summary: `Text measured in up to ${plural(most, 'font family', 'font families')} by scripts from ${listPreview(found.hosts)}.`,
      ...found.evidence,
    },
    facts: {
      hosts: listPreview(found.hosts),
      fontCount: plural(most, 'font family', 'font families'),
    },
    subjects: { vendors: found.vendors, hosts: found.hosts },
  };
}
