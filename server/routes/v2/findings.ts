/** GET /api/v2/scans/{scanId}/findings (listScanFindings) and /findings/{findingId} (getScanFinding). */
import type { FastifyInstance } from 'fastify';
import { findingListOf } from '../../../src/internal.ts';
import { bodyKey } from '../../body-keys.ts';
import { ApiError } from '../../errors.ts';
import { ref } from '../../schemas.ts';
import { cacheable, notConcluded, scanState } from '../../scan-state.ts';
import { FINDING_ID_PARAM, READ_ERRORS, scanParams, sendCached, UUID_PARAM } from './shared.ts';

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
        description:
          'Every finding of a completed scan. A scan that did not complete (queued, running, failed, expired) answers an empty list with its `scanStatus` and `coverage`: nothing was concluded, so nothing may be inferred from the empty list.',
        params: scanParams,
        response: { 200: ref('finding-list'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(reply, bodyKey.findings(scanId), async () => {
        const state = await scanState(app, scanId);
        return cacheable(state, {
          ...findingListOf(scanId, state.stored?.resources.findings ?? [], ctx.config.baseUrl),
          ...notConcluded(state),
        });
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
        const state = await scanState(app, scanId);
        const finding = state.stored?.resources.findings.find((f) => f.id === findingId);
        if (!finding)
          throw new ApiError(
            'not_found',
            state.status === 'completed' || state.status === 'completed_limited'
              ? 'Finding not found.'
              : `Finding not found: the scan is ${state.status}, so nothing was concluded.`,
          );
        return finding;
      });
    },
  );
}
