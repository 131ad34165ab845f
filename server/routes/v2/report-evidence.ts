/**
 * GET /api/v2/scans/{scanId}/report-evidence (getScanReportEvidence), spec 4.3.
 *
 * - Plain: pages of at most 64 KB of entries; follow `nextCursor` (or `links.next`) until null.
 * - `workpaper=tracking`: the tracking workpaper (inventory, privacy choices, notice passages, GPC)
 *   with JSON and CSV download links; the selector must be repeated on every continuation.
 * - `format=download`: the report-display JSON document (not paged); with `workpaper=tracking`,
 *   `format=csv` is the workpaper as CSV.
 * A cursor that was not made by this server for this scan and these selectors is a 400.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import {
  EVIDENCE_CSV_COLUMNS,
  projectReportDocument,
  selectWorkpaper,
  toEvidenceCsvRow,
  type Workpaper,
} from '../../../src/internal.ts';
import { ApiError } from '../../errors.ts';
import { bodyKey } from '../../body-keys.ts';
import { ref } from '../../schemas.ts';
import { unobserved, type EvidenceSource } from '../../report-evidence-pages.ts';
import {
  cacheable,
  jobScanResource,
  notConcluded,
  scanState,
  type ScanState,
} from '../../scan-state.ts';
import { cachedBody, READ_ERRORS, scanParams, sendCached } from './shared.ts';

interface EvidenceQuery {
  cursor?: string;
  format?: 'download' | 'csv';
  workpaper?: 'tracking';
}

// Serialised with their own schema rather than the route's anyOf, whose branch choice validates
// the data: a stored field no schema lists must be dropped, not make both branches fail.
const PAGE_SCHEMA = ref('report-evidence-page');
const DOCUMENT_SCHEMA = ref('report-document');

/**
 * The JSON body of one evidence page (REST route and MCP tool): served from the body cache under the
 * exact cursor that produced it; on a miss the cursor is verified (or refused) before anything is cached.
 */
export function evidencePageBody(
  reply: FastifyReply,
  scanId: string,
  workpaper: Workpaper | null,
  cursor: string | null,
): Promise<string> {
  return cachedBody(
    reply,
    bodyKey.evidencePage(scanId, workpaper, cursor),
    async () => {
      const state = await scanState(reply.server, scanId);
      const page = reply.server.consentry.evidence.page(
        evidenceSource(state, reply.server.consentry.config.baseUrl),
        workpaper,
        cursor,
      );
      return cacheable(state, { ...page, ...notConcluded(state) });
    },
    PAGE_SCHEMA,
  );
}

/** The stored scan, or for a scan that has only its job, its Scan resource and nothing observed. */
function evidenceSource(state: ScanState, baseUrl: string): EvidenceSource {
  return (
    state.stored ??
    unobserved(state.scanId, jobScanResource({ ...state, job: state.job! }, baseUrl))
  );
}

export async function reportEvidenceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;

  app.get(
    '/api/v2/scans/:scanId/report-evidence',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'scanId' } },
      // Before the fair-use charge (preHandler): a cursor this server did not sign is a 400 that costs nothing.
      preValidation: async (request) => {
        const query = request.query as EvidenceQuery;
        if (typeof query.cursor === 'string' && query.cursor)
          ctx.evidence.cursorOffset(
            (request.params as { scanId: string }).scanId,
            query.workpaper ?? null,
            query.cursor,
          );
      },
      schema: {
        operationId: 'getScanReportEvidence',
        tags: ['report-evidence'],
        summary: 'Retained report evidence (paged)',
        description:
          'Pages of at most 64 KB of entries; follow `nextCursor` until it is null. Cursors are opaque and bound to the scan and the selectors: a forged, edited or foreign cursor, or one used without the `workpaper` it was made with, is a 400. `workpaper=tracking` selects the tracking workpaper and adds JSON and CSV download links. `format=download` returns the report-display JSON document (`consentry_report_document`, not paged); `format=csv` (with `workpaper=tracking` only) the workpaper as CSV. Each page costs one read unit.',
        params: scanParams,
        querystring: {
          type: 'object',
          properties: {
            cursor: {
              type: 'string',
              minLength: 1,
              maxLength: 512,
              pattern: '^[A-Za-z0-9_-]+$',
              description: 'Opaque cursor from `nextCursor`.',
            },
            format: {
              type: 'string',
              enum: ['download', 'csv'],
              description:
                'Download instead of a page.\n- `download`: report-display JSON.\n- `csv`: the tracking workpaper as CSV (needs `workpaper=tracking`).',
            },
            workpaper: {
              type: 'string',
              enum: ['tracking'],
              description:
                'Workpaper selector; repeat it on every continuation.\n- `tracking`: tracking inventory, privacy choices, notice passages, GPC evidence.',
            },
          },
        },
        response: {
          200: {
            description:
              'A page of evidence, the report-display JSON (`format=download`) or the workpaper CSV (`format=csv`).',
            content: {
              'application/json': {
                schema: { anyOf: [ref('report-evidence-page'), ref('report-document')] },
              },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...READ_ERRORS(),
        },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      const query = request.query as EvidenceQuery;
      const workpaper = query.workpaper ?? null;
      const format = query.format ?? null;
      if (format === 'csv' && workpaper !== 'tracking')
        throw new ApiError(
          'invalid_request',
          'Invalid request: format=csv needs workpaper=tracking.',
        );
      if (format && query.cursor)
        throw new ApiError(
          'invalid_request',
          'Invalid request: downloads are not paged; drop the cursor.',
        );
      if (!format)
        return reply
          .type('application/json; charset=utf-8')
          .send(await evidencePageBody(reply, scanId, workpaper, query.cursor ?? null));
      const state = await scanState(app, scanId);
      const source = evidenceSource(state, ctx.config.baseUrl);
      const evidence = ctx.evidence.evidenceOf(source);

      if (format === 'csv') {
        const rows = selectWorkpaper(evidence.entries, 'tracking').map(toEvidenceCsvRow);
        reply.header(
          'content-disposition',
          `attachment; filename="consentry-${scanId}-tracking.csv"`,
        );
        return reply.type('text/csv; charset=utf-8').send(
          stringify(rows, {
            header: true,
            columns: [...EVIDENCE_CSV_COLUMNS],
            escape_formulas: true,
          }),
        );
      }
      // format=download
      reply.header(
        'content-disposition',
        `attachment; filename="consentry-${scanId}${workpaper ? `-${workpaper}` : ''}.json"`,
      );
      return sendCached(
        reply,
        `evidence-doc:${scanId}:${workpaper}`,
        () =>
          cacheable(
            state,
            projectReportDocument({
              scanId,
              baseUrl: ctx.config.baseUrl,
              workpaper,
              scan: source.resources.scan,
              findings: state.stored?.resources.findings ?? [],
              preConsentTable: state.stored?.resources.preConsentTable ?? null,
              evidence,
              generatedAt: state.stored?.completedAt ?? new Date().toISOString(),
            }),
          ),
        DOCUMENT_SCHEMA,
      );
    },
  );
}
