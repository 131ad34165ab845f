/**
 * consentry's internal entry: everything the project's own faces (src/cli/, src/action/, server/)
 * use — the public API of src/index.ts and the helpers behind the commands, the Action and the API
 * server. Not a stable API: library users import the package root (src/index.ts, docs/library.md).
 * The import-boundaries lint rule lets the faces import this file and nothing else of the library.
 */
export type * from './model/index.ts';
export {
  API_VERSION,
  CONTRACT_VERSION,
  DISCLAIMER,
  ERROR_CATALOG,
  READ_POLICY_VERSION,
  SCHEMA_NAMES,
} from './model/index.ts';

export {
  BrowserNotFoundError,
  findChromium,
  NO_BROWSER_HELP,
  type DiscoveredBrowser,
} from './observe/browser-discovery.ts';
export { BrowserPool, type BrowserPoolOptions } from './observe/browser-pool.ts';
export { chromiumEnvironment, rootSandboxWarning } from './observe/launch.ts';
export {
  DEFAULT_BUDGETS,
  DEFAULT_CRAWL_PAGES,
  DEFAULT_LIST_CRAWL_PAGES,
  MAX_CRAWL_PAGES,
  type ArmBudgets,
  type ViewportName,
} from './observe/arm-spec.ts';
export type { KeptScreenshot } from './observe/runtime.ts';

export { isTrackingPurpose } from './classify/host-classification.ts';
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
export {
  DEFAULT_ARMS,
  observeScan,
  type ObserveOptions,
  type ObservedScan,
} from './pipeline/observe-scan.ts';
export { scanUrl, type ScanOptions, type ScanOutcome } from './pipeline/scan.ts';
export {
  observationSet,
  scanWithFindings,
  writeScanOutputs,
  type SavedObservations,
} from './pipeline/write-scan.ts';

// Batch report and diff of two batch runs.
export {
  renderBatchReport,
  type BatchReportEntry,
  type BatchReportSummary,
} from './projection/batch-report-html.ts';
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
export { renderDiffMarkdown, renderDiffText } from './projection/batch-report-diff.ts';
export {
  BatchDirError,
  diffBatches,
  readBatchDir,
  type BatchDirData,
} from './pipeline/batch-diff-io.ts';

// Batch scanning (consentry batch, consentry demo)
export { runBatch, type BatchOptions, type BatchResult, type Scanner } from './pipeline/batch.ts';
export { defaultConcurrency } from './pipeline/default-concurrency.ts';
export { cpuAdmission, type ScanAdmission } from './pipeline/cpu-admission.ts';
export {
  BATCH_QUEUE_FILE,
  batchJobId,
  runDistributedBatch,
  type DistributedBatchOptions,
} from './pipeline/distributed-batch.ts';
export type { BatchEvent } from './pipeline/batch-events.ts';
export {
  BatchListError,
  normalizeTarget,
  parseBatchList,
  parseCsvRecords,
  type BatchList,
  type BatchTarget,
} from './pipeline/batch-input.ts';
export { BATCH_FILES, BatchOutputError, readBatchEntries } from './pipeline/batch-output.ts';
export { PRE_CONSENT_CSV_COLUMNS, type PreConsentCsvRow } from './projection/batch-csv.ts';
export {
  BatchProgress,
  formatDuration,
  type ProgressOptions,
  type ProgressStream,
} from './pipeline/batch-progress.ts';
export { renderBatchSummaryMarkdown } from './projection/batch-summary-md.ts';
export {
  guardPlaywrightDisposalErrors,
  isPlaywrightDisposalError,
} from './pipeline/batch-playwright-guard.ts';
export {
  summarizeBatch,
  type BatchDuplicateLine,
  type BatchSiteSummary,
  type BatchSummary,
  type BatchUnusableLine,
} from './projection/batch-summary.ts';

// GitHub Action: the PR comment, SARIF and a run's headline; remote scans are written as a batch directory.
export {
  PR_COMMENT_MARKER,
  PR_COMMENT_MAX_CHARS,
  renderPrComment,
  type PrCommentInput,
} from './projection/pr-comment.ts';
export {
  projectSarif,
  SARIF_SCHEMA_URI,
  type SarifAnchor,
  type SarifInput,
} from './projection/sarif.ts';
export { runTotals, worstRisk, type RunTotals } from './projection/run-totals.ts';
export { outcomeOf, type SiteOutcome } from './projection/batch-report-rows.ts';
export { projectFailedScan } from './projection/scan.ts';
export { BatchOutput } from './pipeline/batch-output.ts';
export { writeBatchSummaryFiles } from './pipeline/batch-summary-files.ts';

// Persistence for the API server: the Store/Queue port, its SQLite adapter, the data directory.
export * from './store/index.ts';

// API server: its in-process scan workers, the projections it serves from stored scans, schema loading.
export {
  ScanWorkers,
  defaultWorkerId,
  storedScanOf,
  type ScanWorkerEvent,
  type ScanWorkerOptions,
} from './pipeline/scan-worker.ts';
export { removeWorkerFile, takeOverWorkerFile } from './pipeline/worker-file.ts';
export { scanWatchdogMs } from './pipeline/batch.ts';
export { normalizeBaseUrl, resourceUrls, type ResourceUrls } from './projection/links.ts';
export { pageUrl } from './projection/scan.ts';
export {
  ACTIVE_STATUSES,
  projectScanJob,
  retryAfterSecondsFor,
  type ScanJobInput,
} from './projection/scan-job.ts';
export {
  findingListOf,
  projectPendingScan,
  type PendingScanInput,
} from './projection/stored-resources.ts';
export {
  artifactUrl,
  projectReportEvidence,
  selectWorkpaper,
  type ReportEvidence,
  type ReportEvidenceInput,
  type Workpaper,
} from './projection/report-evidence.ts';
export {
  projectReportDocument,
  projectReportEvidencePage,
  REPORT_EVIDENCE_PAGE_BYTES,
  sliceEvidencePage,
  type PageSlice,
} from './projection/report-evidence-page.ts';
export {
  EVIDENCE_CSV_COLUMNS,
  toEvidenceCsvRow,
  type EvidenceCsvRow,
} from './projection/evidence-csv.ts';
export { projectNoticePassages } from './projection/notice-passages.ts';
export { projectDiagnostics, type DiagnosticsInput } from './projection/diagnostics.ts';
export {
  renderScanReportPage,
  type ReportImage,
  type ReportPageInput,
} from './projection/report-page-html.ts';
export { preConsentHostsText } from './projection/pre-consent-hosts.ts';
export { SCAN_REPORT_CSP } from './projection/report-page-assets.ts';
export {
  createSchemaAjv,
  loadSchemaDocuments,
  type SchemaDocument,
} from './projection/validate.ts';

// Target safety: the seed URL policy, and the egress guard a public-only browser pool is launched behind
// (new BrowserPool({ egress: await startEgressGuard({ mapHosts }) }); scanUrl then checks the seed first).
export {
  checkSeedUrl,
  DEFAULT_MAX_URL_LENGTH,
  type SeedAccepted,
  type SeedCheck,
  type SeedCheckOptions,
} from './safety/seed-url.ts';
export type { TargetRefusal, TargetRefusalReason } from './safety/refusal.ts';
export { systemResolver, type Resolver } from './safety/resolver.ts';
export {
  HostLookups,
  LookupPool,
  LookupRefused,
  type HostLookupsOptions,
  type LookupPoolLimits,
} from './safety/host-lookups.ts';
export { DEFAULT_ALLOWED_PORTS } from './safety/target-vetting.ts';
export {
  startEgressGuard,
  type ArmEgress,
  type EgressGuard,
  type EgressGuardOptions,
  type EgressScan,
} from './safety/egress-guard.ts';
export { DEFAULT_EGRESS_CAPS, type EgressCaps } from './safety/egress-budget.ts';
export type { EgressRefusal, EgressRefusalReason } from './safety/egress-record.ts';
export { EgressBypassError } from './safety/egress-launch-check.ts';
export { HostMappingError } from './safety/host-mapping.ts';
export { PublicOnlyError, TargetNotAllowedError } from './pipeline/egress-scan.ts';
export { scanBrowser, type ScanBrowser, type ScanBrowserOptions } from './pipeline/scan-browser.ts';

// Small shared helpers the faces' texts use.
export { plural } from './shared/text.ts';
