/**
 * consentry's public API, the package root (`import { scanUrl } from 'consentry'`): scan a page,
 * scan a list of sites, re-judge saved observations, the resource types, and the store port. Each
 * name is documented in docs/library.md; only these are stable. The project's own faces (CLI,
 * Action, API server) use src/internal.ts, which is not an API.
 * Results are automated observations for human review, not legal advice.
 */

// Resource types: generated from schemas/ (JSON Schema 2020-12), the /api/v2 contract.
export type {
  ApiError,
  ArmName,
  BehaviourSignals,
  Confidence,
  ConsentState,
  Coverage,
  CoverageLimitation,
  CreateScanRequest,
  Criticality,
  DomainLatestScan,
  Finding,
  FindingEvidence,
  FindingId,
  FindingList,
  GpcResponse,
  Observation,
  ObservedForm,
  PreConsentRow,
  PreConsentTable,
  Pulse,
  PulseEvidence,
  ReportDocument,
  ReportEvidencePage,
  RiskLevel,
  Scan,
  ScanDiagnostics,
  ScanFrom,
  ScanJob,
  ScanStatus,
  SchemaName,
} from './model/index.ts';
export { DISCLAIMER, SCHEMA_NAMES } from './model/index.ts';
export { validate, type ValidationResult } from './projection/validate.ts';
export { FINDING_IDS } from './findings/index.ts';

// Scan one page: a browser pool, then scanUrl for each page.
export {
  BrowserNotFoundError,
  findChromium,
  type DiscoveredBrowser,
} from './observe/browser-discovery.ts';
export { BrowserPool, type BrowserPoolOptions } from './observe/browser-pool.ts';
export type { ArmBudgets, ViewportName } from './observe/arm-spec.ts';
export { scanUrl, type ScanOptions, type ScanOutcome } from './pipeline/scan.ts';
export { scanWithFindings } from './pipeline/write-scan.ts';
export type { ScanBundle } from './projection/bundle.ts';

// Public-only scanning (docs/target-safety.md): the seed URL check and the egress guard.
export {
  checkSeedUrl,
  type SeedAccepted,
  type SeedCheck,
  type SeedCheckOptions,
} from './safety/seed-url.ts';
export type { TargetRefusal, TargetRefusalReason } from './safety/refusal.ts';
export {
  startEgressGuard,
  type EgressGuard,
  type EgressGuardOptions,
} from './safety/egress-guard.ts';

// Scan a list of sites into an output directory.
export {
  BatchListError,
  parseBatchList,
  type BatchList,
  type BatchTarget,
} from './pipeline/batch-input.ts';
export { runBatch, type BatchOptions, type BatchResult } from './pipeline/batch.ts';
export { BATCH_FILES } from './pipeline/batch-output.ts';
export type { BatchEvent } from './pipeline/batch-events.ts';
export type { BatchSiteSummary, BatchSummary } from './projection/batch-summary.ts';

// Judge saved observations again: no browser.
export { judgeObservations, type JudgeOptions } from './pipeline/judge.ts';

// The store port: what the API server and its workers keep, behind one interface.
export type {
  ActiveJobCounts,
  ApiKeyRecord,
  EnqueueResult,
  EnqueueScanInput,
  JobStatus,
  QueueLimits,
  ScanJobRecord,
  Store,
  StoredArtifact,
  StoredScan,
  StoredScanResources,
  UsageCharge,
  UsageDecision,
  UsageState,
  WorkerPresence,
  WorkerRecord,
} from './store/port.ts';
export { openStore, type OpenedStore, type OpenStoreOptions } from './store/open-store.ts';
export type { PostgresStoreOptions } from './store/postgres/postgres-store.ts';
export type { QueueSettings } from './store/postgres/job-queue.ts';
export { QueueFullError } from './store/queue-full.ts';
