/**
 * GET /reports/{scanId} (getScanReport): the human-readable report page of `links.report`, one
 * self-contained HTML document (screenshots inline as data: URIs, no script, strict CSP). Open
 * without a key by default (`publicReports`; the address holds the unguessable scan id); otherwise
 * it needs a key with scan:read like the API. Errors answer with the JSON envelope.
 */
import type { FastifyInstance } from 'fastify';
import {
  projectNoticePassages,
  renderScanReportPage,
  SCAN_REPORT_CSP,
  type ReportImage,
  type StoredScan,
} from '../../src/internal.ts';
import { ApiError } from '../errors.ts';
import { errors, scanParams } from './v2/shared.ts';

/** Screenshots embedded per page (the rest stay downloads of the report evidence). */
const MAX_IMAGES = 12;
const MAX_IMAGE_BYTES = 2 * 2 ** 20;
/** Rendered pages kept, in bytes: a page with its screenshots inline can weigh tens of MB, so a count bounds nothing. */
export const DEFAULT_REPORT_PAGE_CACHE_BYTES = 32 * 2 ** 20;

async function imagesOf(app: FastifyInstance, stored: StoredScan): Promise<ReportImage[]> {
  const images: ReportImage[] = [];
  for (const observation of stored.observations) {
    for (const shot of observation.screenshots) {
      if (images.length >= MAX_IMAGES || !stored.artifactNames.includes(shot.ref)) continue;
      const artifact = await app.consentry.store.getArtifact(stored.scanId, shot.ref);
      if (
        !artifact ||
        artifact.contentType !== 'image/png' ||
        artifact.bytes.byteLength > MAX_IMAGE_BYTES
      )
        continue;
      images.push({
        subject: shot.subject,
        caption: observation.arm.replaceAll('_', ' '),
        contentType: 'image/png',
        bytes: artifact.bytes,
      });
    }
  }
  return images;
}

export async function reportPageRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;
  const pages = ctx.reportPages;

  app.get(
    '/reports/:scanId',
    {
      config: {
        auth: ctx.config.publicReports ? 'none' : 'read',
        limit: { kind: 'heavy', resource: 'scanId' },
      },
      schema: {
        operationId: 'getScanReport',
        tags: ['reports'],
        summary: 'Human-readable report page (HTML)',
        params: scanParams,
        response: {
          200: {
            description: 'The report page.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          ...errors(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      let html = pages.get(scanId);
      if (!html) {
        const stored = await ctx.cache.scan(scanId);
        if (!stored) {
          const job = await ctx.store.getJobByScanId(scanId);
          throw new ApiError(
            'not_found',
            job
              ? 'Scan not finished yet: the report appears when it completes.'
              : 'Scan not found.',
          );
        }
        html = renderScanReportPage({
          scan: stored.resources.scan,
          findings: stored.resources.findings,
          preConsentTable: stored.resources.preConsentTable,
          images: await imagesOf(app, stored),
          noticePassages: projectNoticePassages(stored.observations),
        });
        pages.set(scanId, html, Buffer.byteLength(html));
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SCAN_REPORT_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(html);
    },
  );
}
