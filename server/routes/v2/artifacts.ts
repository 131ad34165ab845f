/**
 * GET /api/v2/scans/{scanId}/artifacts/{name} (getScanArtifact): a screenshot or masked form crop
 * of a scan, as the image itself. Names are those the evidence entries link to.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.ts';
import { errors, UUID_PARAM } from './shared.ts';

export const ARTIFACT_NAME_PATTERN = '^[A-Za-z0-9_.-]{1,128}$';
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

export async function artifactRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;

  app.get(
    '/api/v2/scans/:scanId/artifacts/:name',
    {
      config: { auth: 'read', limit: { kind: 'heavy', resource: 'scanId' } },
      schema: {
        operationId: 'getScanArtifact',
        tags: ['report-evidence'],
        summary: 'Screenshot or masked form crop of a scan',
        description:
          'The image a `downloadUrl` or `snapshotUrl` of the report evidence points to. Missing or withheld images stay unavailable (404).',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['scanId', 'name'],
          properties: {
            scanId: UUID_PARAM,
            name: {
              type: 'string',
              pattern: ARTIFACT_NAME_PATTERN,
              description: 'Artifact name, e.g. `before_consent-banner-1.png`.',
            },
          },
        },
        response: {
          200: {
            description: 'The image.',
            content: { 'image/png': { schema: { type: 'string', contentEncoding: 'binary' } } },
          },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { scanId, name } = request.params as { scanId: string; name: string };
      const artifact = await ctx.store.getArtifact(scanId, name);
      if (!artifact || !IMAGE_TYPES.has(artifact.contentType))
        throw new ApiError('not_found', 'Artifact not found.');
      return reply
        .type(artifact.contentType)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(Buffer.from(artifact.bytes));
    },
  );
}
