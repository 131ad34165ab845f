/**
 * consentry's public entry: what the faces (CLI, Action, API server) and library users may use.
 * Results are automated observations for human review, not legal advice.
 */
export type * from './model/index.ts';
export { API_VERSION, CONTRACT_VERSION, DISCLAIMER, ERROR_CATALOG, READ_POLICY_VERSION, SCHEMA_NAMES } from './model/index.ts';

export { BrowserNotFoundError, findChromium, NO_BROWSER_HELP, type DiscoveredBrowser } from './observe/browser-discovery.ts';
export { BrowserPool, type BrowserPoolOptions } from './observe/browser-pool.ts';
export { DEFAULT_BUDGETS, type ArmBudgets, type ViewportName } from './observe/arm-spec.ts';
export type { KeptScreenshot } from './observe/runtime.ts';

export { FINDING_IDS, findingMeta } from './findings/index.ts';
export {
  FINDINGS_CSV_COLUMNS,
  OFFLINE_BASE_URL,
  projectDomainLatestScan,
  type FindingsCsvRow,
  type ScanBundle,
} from './projection/index.ts';
export { assertValid, validate, type ValidationResult } from './projection/validate.ts';

export { judgeObservations, type JudgeOptions } from './pipeline/judge.ts';
export { DEFAULT_ARMS, observeScan, type ObserveOptions, type ObservedScan } from './pipeline/observe-scan.ts';
export { scanUrl, type ScanOptions, type ScanOutcome } from './pipeline/scan.ts';
export { observationSet, scanWithFindings, writeScanOutputs, type SavedObservations } from './pipeline/write-scan.ts';
