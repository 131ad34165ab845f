/**
 * Collects forms and behaviour signals across the arms whose evidence may project a negative finding.
 *
 * - Only usable arms (complete or bounded; see arm-status.ts).
 * - Never anything after an acceptance: in the after_accept arm only items observed before the click
 *   (`pre_consent`) are kept, and an `after_accept` phase is dropped wherever it appears. Activity after
 *   acceptance never projects a negative finding.
 * - An item without a phase from an action arm cannot be placed relative to the click and is skipped;
 *   in the other arms it takes the arm's own phase.
 */
import type { ClassifiedArm, ClassifiedScan, PageRef } from '../classify/classified.ts';
import { pageRefOf, walledPageView } from '../classify/page-ref.ts';
import type { ArmName, EvidencePhase, Observation } from '../model/index.ts';
import { consentStateKnown, usableArm } from './arm-status.ts';

/** Arms in order of preference (the cleanest vantage point first). */
export const ARM_ORDER: readonly ArmName[] = [
  'before_consent',
  'after_reject',
  'gpc_on',
  'gpc_off',
  'after_accept',
];

const DEFAULT_PHASE: Partial<Record<ArmName, EvidencePhase>> = {
  before_consent: 'before_consent',
  gpc_on: 'gpc_on',
  gpc_off: 'before_consent',
};

export interface ArmItem<T> {
  arm: ClassifiedArm;
  item: T;
  phase: EvidencePhase;
  consentKnown: boolean;
  /** The page it was seen on (null for observations without page views). */
  page: PageRef | null;
}

export function collectArmItems<T extends { phase?: EvidencePhase; pageView?: number }>(
  scan: ClassifiedScan,
  pick: (observation: Observation) => readonly T[],
): ArmItem<T>[] {
  const out: ArmItem<T>[] = [];
  for (const name of ARM_ORDER) {
    const arm = usableArm(scan, name);
    if (!arm) continue;
    const consentKnown = consentStateKnown(arm);
    for (const item of pick(arm.observation)) {
      const phase = item.phase ?? DEFAULT_PHASE[name];
      if (!phase || phase === 'after_accept') continue;
      if (name === 'after_accept' && phase !== 'pre_consent') continue;
      if (walledPageView(arm.observation, item.pageView)) continue;
      out.push({ arm, item, phase, consentKnown, page: pageRefOf(arm.observation, item.pageView) });
    }
  }
  return out;
}

/** Keeps the first item per key (items come in ARM_ORDER, so the cleanest arm wins). */
export function firstByKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    if (!seen.has(k)) seen.set(k, item);
  }
  return [...seen.values()];
}
