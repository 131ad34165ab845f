/**
 * canvas_fingerprinting — canvas read-backs meeting the Englehardt–Narayanan criteria (≥16×16, text
 * with ≥2 colours or ≥10 distinct characters, read back, no save/restore). The size is re-checked
 * here; calls that report neither colour nor character counts are taken as qualified by the detector.
 * Anchors: timing (time-stamped call), vendor (the calling script's host is classified), consent
 * context (the arm's consent state is known).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import type { CanvasFingerprintCall } from '../../model/index.ts';
import { collectArmItems } from '../arm-items.ts';
import { listPreview } from '../evidence-helpers.ts';
import { scriptSignalEvidence } from '../script-signals.ts';
import { plural } from '../../shared/text.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

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
  const found = scriptSignalEvidence(scan, items, (item) => `canvas_${item.method}`);
  if (!found) return null;
  return {
    id: meta.id,
    confidence: found.confidence,
    evidence: {
      summary: `${plural(items.length, 'qualifying canvas read-back')} by scripts from ${listPreview(found.hosts)}.`,
      ...found.evidence,
    },
    facts: { hosts: listPreview(found.hosts), callCount: plural(items.length, 'read-back') },
    subjects: { vendors: found.vendors, hosts: found.hosts },
  };
}
