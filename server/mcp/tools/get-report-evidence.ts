/**
 * consentry_get_report_evidence: one page of GET /api/v2/scans/{scanId}/report-evidence over MCP
 * (at most 64 KB of entries; one read unit per page). Follow `nextCursor` until it is null; a cursor
 * this server did not make for this scan and workpaper is `invalid_request`.
 */
import { z } from 'zod';
import type { ReportEvidencePage } from '../../../src/internal.ts';
import { evidencePageBody } from '../../routes/v2/report-evidence.ts';
import { charge, scanIdOf } from '../read.ts';
import { defineTool } from '../tool.ts';
import { SCAN_ID_INPUT } from './get-scan-status.ts';

export const getReportEvidenceTool = defineTool({
  name: 'consentry_get_report_evidence',
  access: 'read',
  title: 'Report evidence (paged)',
  description:
    'Retained report evidence of a completed scan, one page (up to 64 KB of entries) per call. Call again with `cursor` set to the returned `nextCursor` until it is null. `workpaper: tracking` selects the tracking inventory, observed privacy choices, notice passages and GPC evidence; repeat it on every continuation.',
  input: z.object({
    scanId: SCAN_ID_INPUT,
    cursor: z
      .string()
      .max(1024)
      .optional()
      .describe('Opaque `nextCursor` of the previous page; omit for the first page.'),
    workpaper: z
      .enum(['tracking'])
      .optional()
      .describe('Workpaper selector (`tracking`); repeat it with every cursor.'),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    const scanId = scanIdOf(args.scanId);
    const workpaper = args.workpaper ?? null;
    const cursor = args.cursor || null;
    // A cursor this server did not sign for this scan and workpaper is refused before anything is charged.
    if (cursor) context.app.consentry.evidence.cursorOffset(scanId, workpaper, cursor);
    await charge(context, { kind: 'read', resource: { scanId } });
    const page = JSON.parse(
      await evidencePageBody(context.reply, scanId, workpaper, cursor),
    ) as ReportEvidencePage;
    const repeat = workpaper
      ? ` and workpaper = "${workpaper}" (repeat it on every continuation)`
      : '';
    const next = page.nextCursor
      ? `More entries: call again with cursor = nextCursor${repeat}.`
      : 'This is the last page.';
    const incomplete = page.scanStatus
      ? ` The scan is ${page.scanStatus}: incomplete evidence, nothing may be inferred.`
      : '';
    return {
      structured: { ...page },
      text: `Report evidence of scan ${scanId}: ${page.entries.length} of ${page.totalEntries} entries on this page. ${next}${incomplete}`,
    };
  },
});
