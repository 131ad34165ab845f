/** GET /api/v2/scans/{scanId}/findings (listScanFindings) and /findings/{findingId} (getScanFinding). */
import type { FastifyInstance } from 'fastify';
import { findingListOf } from '../../../src/index.ts';
import { bodyKey } from '../../body-keys.ts';
import { ApiError } from '../../errors.ts';
import { ref } from '../../schemas.ts';
import { FINDING_ID_PARAM, finishedScan, READ_ERRORS, requireUsable, scanParams, sendCached, UUID_PARAM } from './shared.ts';

export async function findingRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;

  app.get(
    '/api/v2/scans/:scanId/findings',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'scanId' } },
      schema: {
        operationId: 'listScanFindings',
        tags: ['findings'],
        summary: 'Finding list of a scan',
        description: 'Every finding of a completed scan. A scan that is still running or failed answers 404 with a message saying which: a failed scan has no findings to infer from.',
        params: scanParams,
        response: { 200: ref('finding-list'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(reply, bodyKey.findings(scanId), async () => {
        const stored = await finishedScan(app, scanId);
        requireUsable(stored);
        return findingListOf(scanId, stored.resources.findings, ctx.config.baseUrl);
      });
    },
  );

  app.get(
    '/api/v2/scans/:scanId/findings/:findingId',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'scanId' } },
      schema: {
        operationId: 'getScanFinding',
        tags: ['findings'],
        summary: 'One finding of a scan',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['scanId', 'findingId'],
          properties: { scanId: UUID_PARAM, findingId: FINDING_ID_PARAM },
        },
        response: { 200: ref('finding'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId, findingId } = request.params as { scanId: string; findingId: string };
      return sendCached(reply, `finding:${scanId}:${findingId}`, async () => {
        const stored = await finishedScan(app, scanId);
        requireUsable(stored);
        const finding = stored.resources.findings.find((f) => f.id === findingId);
        if (!finding) throw new ApiError('not_found', 'Finding not found.');
        return finding;
      });
    },
  );
}
