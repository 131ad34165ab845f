/** Projection: pure, public-safe resources of the API contract (every object validates against schemas/). */
export {
  OFFLINE_BASE_URL,
  normalizeBaseUrl,
  resourceUrls,
  scanLinks,
  type ResourceUrls,
} from './links.ts';
export { EXAMPLE_CAP, projectEvidence, projectExample } from './sanitize.ts';
export {
  projectFinding,
  projectFindingList,
  projectFindings,
  renderTemplate,
  type ProjectionContext,
} from './finding.ts';
export {
  projectScan,
  projectFailedScan,
  pageUrl,
  type FailedScanInput,
  type ScanProjectionOptions,
} from './scan.ts';
export {
  projectPostAcceptObservation,
  projectPostRefusalObservation,
} from './typed-observations.ts';
export { projectGpcResponse, GPC_BLOCK_VERSION } from './gpc-response.ts';
export { projectPreConsentTable, priorityOf } from './pre-consent-table.ts';
export { projectPrivacyAuditEvidence } from './privacy-audit.ts';
export { projectPulse, projectPulseEvidence, pulseCaveats, rankFindings } from './pulse.ts';
export {
  FINDINGS_CSV_COLUMNS,
  csvSafe,
  toFindingsCsvRows,
  type FindingsCsvColumn,
  type FindingsCsvRow,
} from './csv.ts';
export { projectDomainLatestScan } from './domain-latest.ts';
export { projectFailedScanBundle, projectScanBundle, type ScanBundle } from './bundle.ts';
export { assertValid, validate, type ValidationResult } from './validate.ts';
