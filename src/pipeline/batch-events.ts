/**
 * What a running batch reports, in order: start, then per scan started/retried/done, then stopping
 * (on a signal) and end. `url` is the target's page URL (no query string: events end up in CI logs).
 */
import type { BatchSiteSummary } from '../projection/batch-summary.ts';

export type BatchEvent =
  /** `queue`: a distributed batch's store (its jobs are scanned by every worker on it; `concurrency` of them here). */
  | {
      type: 'start';
      total: number;
      alreadyDone: number;
      toScan: number;
      concurrency: number;
      /** `cpu`: scans beyond the first start only while the machine has CPU to spare (the default concurrency). */
      admission?: 'cpu';
      outDir: string;
      repairs: string[];
      queue?: string;
    }
  | { type: 'scan-start'; url: string; line: number }
  | { type: 'scan-retry'; url: string; line: number; reason: string }
  | { type: 'scan-done'; url: string; line: number; site: BatchSiteSummary; seconds: number }
  | { type: 'stopping'; inFlight: number; abandon: boolean }
  | { type: 'end'; scanned: number; interrupted: boolean };
