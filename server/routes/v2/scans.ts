/**
 * POST /api/v2/scans (createScan), GET /api/v2/scans/{scanId} (getScan) and
 * GET /api/v2/scans/{scanId}/status (getScanStatus).
 *
 * createScan (server/scan-jobs.ts): the URL passes the target policy (else 400); `freshness: latest`
 * (default) answers 200 with a completed scan of the same normalised URL and scanFrom finished within
 * the reuse window (no quota used); otherwise the identical active job is joined or a new one queued:
 * 202 with the job, `Retry-After` and `Location` (the status resource). `fresh` never reuses a
 * finished scan.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CreateScanRequest, ScanJob } from '../../../src/internal.ts';
import { bodyKey } from '../../body-keys.ts';
import { createOrReuseScan, scanStatus } from '../../scan-jobs.ts';
import { jobScanResource, scanState } from '../../scan-state.ts';
import { ref } from '../../schemas.ts';
import { errors, READ_ERRORS, scanParams, sendCached } from './shared.ts';

function sendJob(reply: FastifyReply, code: 200 | 202, resource: ScanJob): FastifyReply {
  if (resource.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(resource.retryAfterSeconds));
  return reply.code(code).send(resource);
}

export async function scanRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;

  app.post(
    '/api/v2/scans',
    {
      config: { auth: 'create', limit: { kind: 'create' } },
      schema: {
        operationId: 'createScan',
        tags: ['scans'],
        summary: 'Create or reuse a scan',
        description:
          "Scans a public http(s) page, or reuses a recent result. The query string and fragment of `url` are not kept: the page itself is scanned and they are never stored. `freshness: latest` (default) reuses a completed scan of the same normalised URL and `scanFrom` finished within the reuse window (default 24 h; 200, `reused: true`, no quota used); an identical scan already queued or running is joined (202, same job); otherwise a new job is queued (202 with `Retry-After` and `Location`). `freshness: fresh` always scans (or joins an identical active job). Anonymous within the quota; a presented key must be valid and hold `scan:create`. A URL the target policy refuses is a 400 that counts against the caller's refused-request budget (`refused_scan_requests`, 30 per 10 minutes; past it 429 before any check). Host-name lookups are bounded: a caller with too many URLs being checked at once gets 429, a server checking too many at once 503, both with `Retry-After`.",
        body: ref('create-scan-request'),
        response: { 200: ref('scan'), 202: ref('scan-job'), ...errors(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await createOrReuseScan(app, request, request.body as CreateScanRequest, () =>
        ctx.hooks.chargeNewScan(request),
      );
      if (outcome.kind === 'reused') return reply.code(200).send(outcome.scan);
      reply.header('location', outcome.job.links.status);
      return sendJob(reply, 202, outcome.job);
    },
  );

  app.get(
    '/api/v2/scans/:scanId',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'scanId' } },
      schema: {
        operationId: 'getScan',
        tags: ['scans'],
        summary: 'Scan resource',
        description:
          'The scan. While its job is active the scan shows only its status and links (poll `links.status`); a failed scan carries `failure`.',
        params: scanParams,
        response: { 200: ref('scan'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      if (ctx.cache.body(bodyKey.scan(scanId)) !== undefined)
        return sendCached(reply, bodyKey.scan(scanId), () => undefined);
      const state = await scanState(app, scanId);
      if (state.stored)
        return sendCached(reply, bodyKey.scan(scanId), () => state.stored!.resources.scan);
      return jobScanResource({ ...state, job: state.job! }, ctx.config.baseUrl);
    },
  );

  app.get(
    '/api/v2/scans/:scanId/status',
    {
      config: { auth: 'read', limit: { kind: 'status', resource: 'scanId' } },
      schema: {
        operationId: 'getScanStatus',
        tags: ['scans'],
        summary: 'Scan/job status',
        description:
          'Job status and phase. While active (`queued`, `pending`, `running`, `finalizing`) it carries `retryAfterSeconds` and a `Retry-After` header; stop polling at any other status. `links.scan` appears once the scan resource exists.',
        params: scanParams,
        response: { 200: ref('scan-job'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      const status = await scanStatus(reply, scanId);
      if ('active' in status) return sendJob(reply, 200, status.active);
      return reply.type('application/json; charset=utf-8').send(status.terminal);
    },
  );
}
