/**
 * preticked_consent_options — purpose boxes in the banner's settings were ticked before the visitor
 * chose. Locked "strictly necessary / essential" purposes are not counted (they need no consent).
 * Anchors: timing (observed before any consent action), vendor (CMP identified), consent context
 * (the banner was shown).
 */
import type { ClassifiedScan } from '../../classify/classified.ts';
import type { ArmName, EvidencePhase } from '../../model/index.ts';
import { usableArm } from '../arm-status.ts';
import { confidenceFromAnchors } from '../confidence.ts';
import { listPreview } from '../evidence-helpers.ts';
import { plural } from '../../shared/text.ts';
import { distinct } from '../../shared/values.ts';
import type { FindingDraft, FindingMeta } from '../types.ts';
import { cmpName } from '../../shared/cmp-name.ts';

export const meta: FindingMeta = {
  id: 'preticked_consent_options',
  label: 'Pre-ticked consent options',
  criticality: 'medium',
  scoreEffect: 'deduction',
  reviewLenses: ['consent'],
  nextStep:
    'Review the banner settings: optional purposes should start unticked so that consent is an active choice.',
  plainEnglish:
    'The consent settings{cmp} had {count} already ticked before the visitor chose: {purposes}.',
};

/** Labels of purposes that are exempt from consent in the common banner languages. */
const NECESSARY_LABEL =
  /necess|essential|essenziel|strictly|notwendig|erforderlich|nécessaire|necesari|noodzakelijk|obligatoire|required|technisch|technique|técnic|tecnic/i;

const ARMS: readonly ArmName[] = ['before_consent', 'after_reject', 'after_accept'];

export function check(scan: ClassifiedScan): FindingDraft | null {
  const seen: Array<{ label: string; cmp: string | null; phase: EvidencePhase; popup: boolean }> =
    [];
  for (const name of ARMS) {
    const arm = usableArm(scan, name);
    if (!arm) continue;
    const consent = arm.observation.consent;
    const phase: EvidencePhase = name === 'before_consent' ? 'before_consent' : 'pre_consent';
    for (const label of consent.pretickedPurposes) {
      if (label.trim() === '' || NECESSARY_LABEL.test(label)) continue;
      seen.push({
        label: label.trim().slice(0, 200),
        cmp: cmpName(consent.cmp),
        phase,
        popup: consent.popupShown,
      });
    }
  }
  const labels = distinct(seen.map((entry) => entry.label));
  const first = seen[0];
  if (!first) return null;
  const bannerCmp = seen.map((entry) => entry.cmp).find((name) => name) ?? null;
  const host = scan.siteHost;
  const anchors = {
    hasTimingAnchor: true,
    hasVendorAnchor: bannerCmp !== null,
    hasConsentContext: seen.some((entry) => entry.popup),
  };
  return {
    id: meta.id,
    confidence: confidenceFromAnchors(anchors),
    evidence: {
      basis: 'runtime_observation',
      summary: `${plural(labels.length, 'optional purpose')} pre-ticked in the consent settings (${listPreview(labels)}).`,
      phase: first.phase,
      examples: labels.map((label) => ({
        type: 'signal' as const,
        vendor: bannerCmp,
        urlHost: host,
        phase: first.phase,
        name: label,
      })),
      ...anchors,
    },
    facts: {
      cmp: bannerCmp ? ` (${bannerCmp})` : '',
      count: plural(labels.length, 'optional purpose'),
      purposes: listPreview(labels, 6),
    },
    subjects: { vendors: bannerCmp ? [bannerCmp] : [], hosts: [host] },
  };
}
