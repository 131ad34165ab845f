/** Shared set-up of the projection tests: judge hand-built observations and project them. */
import { assessScan } from '../../src/findings/index.ts';
import { classifyScan } from '../../src/classify/classify-scan.ts';
import type { Observation } from '../../src/model/index.ts';
import { projectScanBundle } from '../../src/projection/index.ts';
import { buildObservations, type ArmPatches } from '../findings/observation-builder.ts';

export const SCAN_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const BASE = 'https://api.consentry.example';

export function judgeObservations(observations: Observation[]) {
  const classified = classifyScan(observations);
  const assessment = assessScan(classified);
  const bundle = projectScanBundle(classified, assessment, {
    scanId: SCAN_ID,
    baseUrl: BASE,
    createdAt: '2026-09-12T10:00:00Z',
    completedAt: '2026-09-12T10:00:09Z',
  });
  return { classified, assessment, bundle };
}

export function project(patches: ArmPatches = {}) {
  return judgeObservations(buildObservations(patches));
}
