/**
 * Confidence from evidence anchors — never a constant per check.
 *
 *   3 anchors (timing + vendor + consent context) → `strong`
 *   2 anchors                                    → `moderate`
 *   0–1 anchors                                  → `weak`
 *
 * `cap` lowers the result for a path that is weaker by policy (e.g. the Reject-click policy of
 * spec 2.6, which never reaches `strong` because refusal was not confirmed).
 */
import type { Confidence } from '../model/index.ts';

export interface Anchors {
  hasTimingAnchor: boolean;
  hasVendorAnchor: boolean;
  hasConsentContext: boolean;
}

const ORDER: readonly Confidence[] = ['weak', 'moderate', 'strong'];

export function confidenceFromAnchors(anchors: Anchors, cap: Confidence = 'strong'): Confidence {
  const count =
    Number(anchors.hasTimingAnchor) +
    Number(anchors.hasVendorAnchor) +
    Number(anchors.hasConsentContext);
  const level: Confidence = count >= 3 ? 'strong' : count === 2 ? 'moderate' : 'weak';
  return ORDER.indexOf(level) <= ORDER.indexOf(cap) ? level : cap;
}
