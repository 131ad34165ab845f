/**
 * consentry_get_pre_consent_cookies_trackers: GET /api/v2/scans/{scanId}/pre-consent-cookies-trackers
 * over MCP — the complete table (no filtering), from the route's body cache, one read unit.
 */
import { z } from 'zod';
import type { PreConsentTable } from '../../../src/internal.ts';
import { bodyKey } from '../../body-keys.ts';
import { preConsentTableOf } from '../../routes/v2/scan-projections.ts';
import { cachedResource, charge, scanIdOf, SCHEMA } from '../read.ts';
import { defineTool } from '../tool.ts';
import { SCAN_ID_INPUT } from './get-scan-status.ts';

/** "12 rows (5 trackers, 7 cookies, 31 requests)", or why nothing is listed when nothing was observed before consent. */
export function tableSummary(table: PreConsentTable): string {
  if (table.scanStatus)
    return `nothing listed: the scan is ${table.scanStatus}${table.coverage ? ` (${table.coverage.summary.replace(/\.$/, '')})` : ''}; incomplete evidence, nothing may be inferred`;
  const { rowCount, trackerCount, cookieCount, requestCount } = table.summary;
  return `${rowCount} rows (${trackerCount} trackers, ${cookieCount} cookies, ${requestCount} requests)`;
}

export const getPreConsentTool = defineTool({
  name: 'consentry_get_pre_consent_cookies_trackers',
  access: 'read',
  title: 'Pre-consent cookies and trackers of a scan',
  description:
    'The complete table of cookies and trackers observed before any consent choice on a completed scan: each row names kind (tracker or cookie), vendor, host, purpose, phase, party and priority. Never cookie values, full URLs or query strings.',
  input: z.object({ scanId: SCAN_ID_INPUT }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    const scanId = scanIdOf(args.scanId);
    await charge(context, { kind: 'read', resource: { scanId } });
    const table = await cachedResource<PreConsentTable>(
      context,
      bodyKey.preConsent(scanId),
      () => preConsentTableOf(context.app, scanId),
      SCHEMA.preConsentTable,
    );
    return {
      structured: { ...table },
      text: `Pre-consent table of scan ${scanId}: ${tableSummary(table)}.`,
    };
  },
});
