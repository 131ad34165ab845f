/**
 * consentry_get_scan_status: GET /api/v2/scans/{scanId}/status over MCP, charged to the status-poll
 * budgets, answered by the route's own reading (a terminal status from the same body cache).
 */
import { z } from 'zod';
import type { ScanJob } from '../../../src/internal.ts';
import { scanStatus } from '../../scan-jobs.ts';
import { charge, declared, scanIdOf, SCHEMA } from '../read.ts';
import { defineTool } from '../tool.ts';

export const SCAN_ID_INPUT = z
  .string()
  .max(128)
  .describe('Scan identifier (UUID) from consentry_create_scan.');

const TERMINAL_NEXT: Record<string, string> = {
  completed: 'Read it with consentry_get_scan_bundle.',
  completed_limited:
    'Completed with coverage limitations (incomplete evidence); read it with consentry_get_scan_bundle.',
};

export const getScanStatusTool = defineTool({
  name: 'consentry_get_scan_status',
  access: 'read',
  title: 'Scan status',
  description:
    'Status and phase of a scan job. While the status is `queued`, `pending`, `running` or `finalizing` it carries `retryAfterSeconds`: wait that long before polling again. Stop polling at any other status; `failed`, `expired` and `rate_limited` are incomplete evidence, never findings.',
  input: z.object({ scanId: SCAN_ID_INPUT }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    const scanId = scanIdOf(args.scanId);
    await charge(context, { kind: 'status', resource: { scanId } });
    const current = await scanStatus(context.reply, scanId);
    const status =
      'active' in current
        ? declared(context, SCHEMA.scanJob, current.active)
        : (JSON.parse(current.terminal) as ScanJob);
    const next =
      status.retryAfterSeconds !== undefined
        ? `Poll again after ${status.retryAfterSeconds} s.`
        : (TERMINAL_NEXT[status.status] ??
          `Terminal: incomplete evidence; do not infer findings.${status.reason ? ` Reason: ${status.reason}` : ''}`);
    return {
      structured: { ...status },
      text: `Scan ${scanId} is ${status.status} (phase ${status.phase}). ${next}`,
    };
  },
});
