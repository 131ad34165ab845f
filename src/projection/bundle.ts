/**
 * Every public resource of one scan in one pure call — what the pipeline stores and what the CLI
 * writes. A failed scan has an empty finding list and no pre-consent table.
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import type { ScanAssessment } from '../findings/index.ts';
import type {
  Finding,
  FindingList,
  PreConsentTable,
  Pulse,
  PulseEvidence,
  Scan,
} from '../model/index.ts';
import { toFindingsCsvRows, type FindingsCsvRow } from './csv.ts';
import { projectFindingList } from './finding.ts';
import { projectPreConsentTable } from './pre-consent-table.ts';
import { projectPulse, projectPulseEvidence } from './pulse.ts';
import {
  projectFailedScan,
  projectScan,
  type FailedScanInput,
  type ScanProjectionOptions,
} from './scan.ts';

export interface ScanBundle {
  scan: Scan;
  findingList: FindingList;
  findings: Finding[];
  preConsentTable: PreConsentTable | null;
  pulse: Pulse;
  pulseEvidence: PulseEvidence;
  findingsCsvRows: FindingsCsvRow[];
}

export function projectScanBundle(
  classified: ClassifiedScan,
  assessment: ScanAssessment,
  options: ScanProjectionOptions,
): ScanBundle {
  const scan = projectScan(classified, assessment, options);
  const failed = assessment.status === 'failed';
  const findingList = projectFindingList(failed ? [] : assessment.findings, options);
  const findings = findingList.findings;
  return {
    scan,
    findingList,
    findings,
    preConsentTable: failed ? null : projectPreConsentTable(classified, options),
    pulse: projectPulse(scan, findings, options),
    pulseEvidence: projectPulseEvidence(scan, findings, options),
    findingsCsvRows: toFindingsCsvRows(scan, findings),
  };
}

/** The bundle of a scan that failed before any observation existed (no browser, target refused …). */
export function projectFailedScanBundle(input: FailedScanInput): ScanBundle {
  const scan = projectFailedScan(input);
  const findingList = projectFindingList([], input);
  return {
    scan,
    findingList,
    findings: [],
    preConsentTable: null,
    pulse: projectPulse(scan, [], input),
    pulseEvidence: projectPulseEvidence(scan, [], input),
    findingsCsvRows: [],
  };
}
