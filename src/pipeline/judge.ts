import { classifyScan } from '../classify/classify-scan.ts';
import { assessScan } from '../findings/index.ts';
import type { ArmName, Observation } from '../model/index.ts';
import { projectScanBundle, type ScanBundle } from '../projection/bundle.ts';
import { assertValid } from '../projection/validate.ts';

export interface JudgeOptions {
  scanId: string;
  baseUrl?: string | undefined;
  /** Arms the scan planned; the absent ones become coverage limitations. */
  expectedArms?: readonly ArmName[] | undefined;
  createdAt?: string | undefined;
  completedAt?: string | undefined;
}

/**
 * classify → findings → projection on saved observations: no browser. `consentry judge` and the
 * golden tests re-run exactly what a scan runs after observing. Every resource is schema-checked.
 */
export function judgeObservations(
  observations: readonly Observation[],
  options: JudgeOptions,
): ScanBundle {
  for (const observation of observations)
    assertValid('observation', observation, `observation of arm ${observation.arm}`);
  const classified = classifyScan(observations);
  const assessment = assessScan(
    classified,
    options.expectedArms ? { expectedArms: options.expectedArms } : {},
  );
  const bundle = projectScanBundle(classified, assessment, {
    scanId: options.scanId,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    ...(options.completedAt ? { completedAt: options.completedAt } : {}),
  });
  assertBundleValid(bundle);
  return bundle;
}

export function assertBundleValid(bundle: ScanBundle): void {
  const context = `scan ${bundle.scan.scanId}`;
  assertValid('scan', bundle.scan, context);
  assertValid('finding-list', bundle.findingList, context);
  if (bundle.preConsentTable) assertValid('pre-consent-table', bundle.preConsentTable, context);
  assertValid('pulse', bundle.pulse, context);
  assertValid('pulse-evidence', bundle.pulseEvidence, context);
}
