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

// Batch report and diff of two batch runs.
export { renderBatchReport, escapeHtml, type BatchReportEntry, type BatchReportSummary } from './projection/batch-report-html.ts';
export {
  diffScans,
  siteKey,
  type BatchDiff,
  type CookieItem,
  type DirData,
  type FindingItem,
  type SiteDiff,
  type SiteDiffKind,
  type SiteRef,
  type SiteState,
  type TrackerItem,
} from './projection/batch-diff.ts';
export { markdownText, renderDiffMarkdown, renderDiffText } from './projection/batch-report-diff.ts';
export { BatchDirError, diffBatches, readBatchDir, type BatchDirData } from './pipeline/batch-diff-io.ts';

// Batch scanning (consentry batch, consentry demo)
export { defaultConcurrency, runBatch, type BatchOptions, type BatchResult, type Scanner } from './pipeline/batch.ts';
export type { BatchEvent } from './pipeline/batch-events.ts';
export { BatchListError, normaliseTarget, parseBatchList, parseCsvRecords, type BatchList, type BatchTarget } from './pipeline/batch-input.ts';
export { BATCH_FILES, BatchOutputError, readBatchEntries } from './pipeline/batch-output.ts';
export { PRE_CONSENT_CSV_COLUMNS, type PreConsentCsvRow } from './pipeline/batch-csv.ts';
export { BatchProgress, formatDuration, type ProgressOptions, type ProgressStream } from './pipeline/batch-progress.ts';
export { renderBatchSummaryMarkdown } from './pipeline/batch-summary-md.ts';
export { guardPlaywrightDisposalErrors, isPlaywrightDisposalError } from './pipeline/batch-playwright-guard.ts';
export { summarizeBatch, type BatchDuplicateLine, type BatchSiteSummary, type BatchSummary, type BatchUnusableLine } from './projection/batch-summary.ts';
