/**
 * Remote mode: every page is scanned by a consentry server through /api/v2 and the answers are
 * written as the same batch output directory a local run writes (scans.jsonl with the findings
 * embedded, pre-consent.jsonl, CSVs, summary, report.html), so everything after the scan — comment,
 * summary, SARIF, outputs, the gate — is the same. A page the server could not scan becomes a failed
 * Scan with the server's reason: never a clean one.
 */
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import {
  BatchOutput,
  projectFailedScan,
  summarizeBatch,
  writeBatchSummaryFiles,
  type BatchSiteSummary,
  type BatchSummary,
  type BatchTarget,
  type PreConsentTable,
  type Scan,
  type ScanFailureCode,
  type ScanFrom,
} from '../../internal.ts';
import type { ScanTargets } from '../targets.ts';
import { ACTIVE_STATUSES, ApiError, type ConsentryApiClient } from './api-client.ts';

/** The server refused the credentials: no page can be scanned, the Action stops. */
export class RemoteAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteAuthError';
  }
}

export interface RemoteScanOptions {
  client: ConsentryApiClient;
  baseUrl: string;
  targets: ScanTargets;
  outDir: string;
  scanFrom: ScanFrom;
  concurrency: number | null;
  /** How long one page may take on the server, polling included (default 15 minutes). */
  timeoutMs?: number;
  log: (message: string) => void;
}

interface Fetched {
  scan: Scan;
  table: PreConsentTable | null;
}

const FAILURE_OF_STATUS: Record<string, ScanFailureCode> = {
  expired: 'timeout',
  not_found: 'internal_error',
  rate_limited: 'internal_error',
  throttled: 'internal_error',
  failed: 'internal_error',
};

async function fetchScan(options: RemoteScanOptions, target: BatchTarget): Promise<Fetched> {
  const { client } = options;
  const deadline = client.now() + (options.timeoutMs ?? 15 * 60_000);
  const failed = (code: ScanFailureCode, summary: string, scanId?: string | null): Fetched => ({
    scan: projectFailedScan({
      scanId: scanId ?? randomUUID(),
      url: target.url,
      scanFrom: options.scanFrom,
      baseUrl: options.baseUrl,
      failure: { code, summary },
    }),
    table: null,
  });
  try {
    const created = await client.createScan(target.url, options.scanFrom);
    let scanId: string | null;
    if (created.kind === 'job') {
      const job = await client.waitForTerminal(created.job, created.retryAfterSeconds, deadline);
      scanId = job.scanId;
      if (ACTIVE_STATUSES.has(job.status))
        return failed(
          'timeout',
          `The consentry server had not finished the scan (status ${job.status}) within the Action's time limit.`,
          scanId,
        );
      if (job.status !== 'completed' && job.status !== 'completed_limited' && !scanId)
        return failed(
          FAILURE_OF_STATUS[job.status] ?? 'internal_error',
          `The consentry server ended the scan with status ${job.status}.`,
        );
    } else scanId = created.scan.scanId;
    if (!scanId)
      return failed('internal_error', 'The consentry server finished the job without a scan id.');
    const scan = await client.getScan(scanId);
    if (scan.status !== 'completed' && scan.status !== 'completed_limited') {
      if (scan.status === 'failed') return { scan, table: null };
      return failed(
        FAILURE_OF_STATUS[scan.status] ?? 'internal_error',
        `The consentry server ended the scan with status ${scan.status}.`,
        scanId,
      );
    }
    const [list, table] = await Promise.all([
      client.findings(scanId),
      client.preConsentTable(scanId),
    ]);
    return {
      scan: { ...scan, findings: list.findings, findingCount: list.findings.length },
      table,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      throw new RemoteAuthError(
        `the consentry server at ${options.baseUrl} refused the request (${error.message}): check api-key and its scopes (scan:read, scan:create)`,
      );
    }
    if (error instanceof ApiError)
      return failed(
        error.status === 400 ? 'target_not_allowed' : 'internal_error',
        `The consentry server could not scan the page: ${error.message}`,
      );
    throw error;
  }
}

export async function scanRemotely(options: RemoteScanOptions): Promise<{ summary: BatchSummary }> {
  const { output } = await BatchOutput.open(options.outDir);
  const sites: BatchSiteSummary[] = [];
  const limit = pLimit(options.concurrency ?? 4);
  options.log(
    `consentry: scanning ${options.targets.list.targets.length} page(s) on ${options.baseUrl}`,
  );
  try {
    await Promise.all(
      options.targets.list.targets.map((target) =>
        limit(async () => {
          const { scan, table } = await fetchScan(options, target);
          const site = await output.append({ scan, preConsentTable: table });
          site.line = target.line;
          sites.push(site);
          options.log(
            `consentry: ${target.key} — ${scan.status}${typeof scan.score === 'number' ? `, score ${scan.score}` : ''}`,
          );
        }),
      ),
    );
  } finally {
    await output.close();
  }
  const summary = summarizeBatch({
    source: options.targets.source,
    sites,
    targetCount: options.targets.list.targets.length,
    pendingUrls: [],
    unusableLines: options.targets.list.unusable,
    duplicateLines: options.targets.list.duplicates,
    interrupted: false,
  });
  await writeBatchSummaryFiles(options.outDir, summary);
  return { summary };
}
