/**
 * Creating or reusing a scan and reading its job's status, as createScan and getScanStatus do it,
 * shared by the REST routes and the MCP tools (same target policy, same reuse rule, same quota).
 *
 * Create: the URL passes the target policy (else invalid_request); `freshness: latest` (default)
 * answers a completed scan of the same normalised URL and scanFrom finished within the reuse window,
 * without charging anything; otherwise `chargeNewScan` runs (it may refuse with rate_limited) and the
 * identical active job is joined or a new one queued. `fresh` never reuses a finished scan.
 * URL checks are bounded: a caller over its share of host-name lookups is 429, a full server 503; a
 * URL the policy refuses counts against the caller's refused-request budget (429 past it). The queue
 * is bounded too: past the caller's cap of active jobs 429, past the server's 503, with Retry-After.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  projectScanJob,
  QueueFullError,
  type CreateScanRequest,
  type EnqueueResult,
  type Scan,
  type ScanJob,
  type ScanJobRecord,
  type ScanStatus,
} from '../src/internal.ts';
import { bodyKey } from './body-keys.ts';
import { ApiError } from './errors.ts';
import { cachedBody } from './routes/v2/shared.ts';
import { ref } from './schemas.ts';

/** Retry-After when URL checks are busy (lookups hold their slot a few seconds at most). */
const LOOKUP_RETRY_SECONDS = 5;
/** Retry-After when the queue is full (a scan takes tens of seconds). */
export const QUEUE_RETRY_SECONDS = 30;

/** A full queue: the caller's cap is the caller's limit (429), the total the server's (503). */
function queueFull(scope: QueueFullError['scope'], limit: number): ApiError {
  if (scope === 'requester')
    return new ApiError(
      'rate_limited',
      `Rate limit reached: ${limit} scans of this caller are queued or running. Retry after the recommended delay.`,
      { retryAfterSeconds: QUEUE_RETRY_SECONDS },
    );
  return new ApiError('internal_error', 'The scan queue of this server is full. Try again later.', {
    retryAfterSeconds: QUEUE_RETRY_SECONDS,
    status: 503,
  });
}

export type CreateOutcome =
  /** A finished scan reused: `reused: true`, `quotaConsumed: false`. */
  | { kind: 'reused'; scan: Scan }
  /** A new job (`created`) or the identical active job joined; `quotaConsumed` when chargeNewScan resolved true. */
  | { kind: 'job'; job: ScanJob; created: boolean; quotaConsumed: boolean };

export async function statusResource(app: FastifyInstance, job: ScanJobRecord): Promise<ScanJob> {
  const hasScan =
    job.status === 'completed' ||
    job.status === 'completed_limited' ||
    (job.status === 'failed' && (await app.consentry.cache.scan(job.scanId)) !== null);
  return projectScanJob(
    { ...job, status: job.status as ScanStatus },
    { baseUrl: app.consentry.config.baseUrl, hasScan },
  );
}

const SCAN_JOB_SCHEMA = ref('scan-job');

/**
 * The ScanJob-shaped status of a scan's job, as getScanStatus answers it: a terminal status never
 * changes, so it is serialised once and then served from the body cache (`terminal`, the JSON body);
 * an active one is read fresh with its retryAfterSeconds. not_found when no job has this scan id.
 */
export async function scanStatus(
  reply: FastifyReply,
  scanId: string,
): Promise<{ terminal: string } | { active: ScanJob }> {
  const key = bodyKey.status(scanId);
  const cached = reply.server.consentry.cache.body(key);
  if (cached !== undefined) return { terminal: cached };
  const job = await reply.server.consentry.store.getJobByScanId(scanId);
  if (!job) throw new ApiError('not_found');
  const resource = await statusResource(reply.server, job);
  if (resource.retryAfterSeconds !== undefined) return { active: resource };
  return { terminal: await cachedBody(reply, key, () => resource, SCAN_JOB_SCHEMA) };
}

export async function createOrReuseScan(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CreateScanRequest,
  chargeNewScan: () => Promise<boolean | void>,
): Promise<CreateOutcome> {
  const ctx = app.consentry;
  const scanFrom = body.scanFrom ?? 'eu_ie';
  // A caller whose refused requests ran out of budget is refused before its URL costs a lookup.
  await ctx.hooks.checkRefusedCreations(request);
  const target = await ctx.checkTarget(body.url, ctx.hooks.callerId(request));
  if (!target.ok) {
    if ('busy' in target && target.busy === 'caller_busy')
      throw new ApiError('rate_limited', undefined, { retryAfterSeconds: LOOKUP_RETRY_SECONDS });
    if ('busy' in target)
      throw new ApiError(
        'internal_error',
        'The server is checking too many URLs at once. Try again later.',
        { retryAfterSeconds: LOOKUP_RETRY_SECONDS, status: 503 },
      );
    await ctx.hooks.chargeRefusedCreation(request);
    throw new ApiError('invalid_request', `Invalid request: ${target.reason.replace(/\.$/, '')}.`);
  }
  const now = new Date();
  if ((body.freshness ?? 'latest') === 'latest' && ctx.config.reuseWindowHours > 0) {
    const since = new Date(now.getTime() - ctx.config.reuseWindowHours * 3_600_000);
    const reusable = await ctx.store.findReusableScan(target.normalizedUrl, scanFrom, since);
    if (reusable)
      return {
        kind: 'reused',
        scan: { ...reusable.resources.scan, reused: true, quotaConsumed: false },
      };
  }
  const requester = ctx.hooks.callerId(request);
  const queue = ctx.config.queue;
  const limits = queue
    ? { maxActive: queue.maxActive, maxActivePerRequester: queue.maxActivePerCaller }
    : undefined;
  if (queue) {
    // Looked at before anything is charged: a full queue costs the caller no quota (enqueueScan decides atomically).
    const active = await ctx.store.countActiveJobs(requester);
    if (active.requester >= queue.maxActivePerCaller)
      throw queueFull('requester', queue.maxActivePerCaller);
    if (active.total >= queue.maxActive) throw queueFull('server', queue.maxActive);
  }
  const quotaConsumed = (await chargeNewScan()) === true;
  let enqueued: EnqueueResult;
  try {
    enqueued = await ctx.store.enqueueScan({
      scanId: randomUUID(),
      jobId: randomUUID(),
      normalizedUrl: target.normalizedUrl,
      domain: target.domain,
      scanFrom,
      // Whichever worker scans it, the stored links point at this server.
      baseUrl: ctx.config.baseUrl,
      requester,
      ...(limits ? { limits } : {}),
      now,
    });
  } catch (error) {
    if (error instanceof QueueFullError) throw queueFull(error.scope, error.limit);
    throw error;
  }
  const { job, created } = enqueued;
  if (created) ctx.workers?.notify();
  return { kind: 'job', job: await statusResource(app, job), created, quotaConsumed };
}
