/**
 * audio_fingerprinting — a script read back the samples an OfflineAudioContext rendered from an
 * oscillator (Englehardt–Narayanan): the result differs with the device's audio stack and is stable,
 * so it serves as an identifier. Music players, games and visualisers use the online AudioContext
 * and are not observed. Anchors: timing, vendor (the reading script's host is classified), consent
 * context.
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import { collectArmItems } from '../arm-items.ts';
import { listPreview } from '../evidence-helpers.ts';
import { scriptSignalEvidence } from '../script-signals.ts';
import { plural } from '../../shared/text.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';

export const meta: FindingMeta = {
  id: 'audio_fingerprinting',
  label: 'Audio fingerprinting',
  criticality: 'medium',
  scoreEffect: 'deduction',
  reviewLenses: ['behavioural_monitoring', 'trackers'],
  nextStep:
    'Identify the script that renders the silent audio signal and reads it back; fingerprinting for tracking needs the same consent as cookies.',
  plainEnglish:
    'Scripts from {hosts} rendered an audio signal silently and read back the samples ({readCount}), a known browser-fingerprinting technique.',
};

export function check(scan: ClassifiedScan): FindingDraft | null {
  const items = collectArmItems(
    scan,
    (observation) => observation.behaviour.audioFingerprinting ?? [],
  );
  const found = scriptSignalEvidence(scan, items, (item) => `audio_${item.method}`);
  if (!found) return null;
  return {
    id: meta.id,
    confidence: found.confidence,
    evidence: {
      summary: `${plural(items.length, 'read-back')} of an offline oscillator rendering by scripts from ${listPreview(found.hosts)}.`,
      ...found.evidence,
    },
    facts: { hosts: listPreview(found.hosts), readCount: plural(items.length, 'read-back') },
    subjects: { vendors: found.vendors, hosts: found.hosts },
  };
}
