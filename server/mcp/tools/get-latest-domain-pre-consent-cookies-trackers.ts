/**
 * consentry_get_latest_domain_pre_consent_cookies_trackers:
 * GET /api/v2/domains/{domain}/latest/pre-consent-cookies-trackers over MCP. An invalid `scanFrom`
 * falls back to `eu_ie` as on the route; one read unit charged to the domain.
 */
import { z } from 'zod';
import type { PreConsentTable } from '../../../src/internal.ts';
import { ApiError } from '../../errors.ts';
import {
  domainOf,
  isHostParam,
  latestPreConsentTable,
  scanFromOf,
} from '../../routes/v2/domains.ts';
import { charge, declared, SCHEMA } from '../read.ts';
import { defineTool } from '../tool.ts';
import { tableSummary } from './get-pre-consent-cookies-trackers.ts';

export const getLatestDomainPreConsentTool = defineTool({
  name: 'consentry_get_latest_domain_pre_consent_cookies_trackers',
  access: 'read',
  title: 'Pre-consent cookies and trackers of the latest scan of a domain',
  description:
    'The pre-consent cookies/trackers table of the newest completed scan of a host for an execution context, without starting a scan. `not_found` when the host has no eligible scan: create one with consentry_create_scan.',
  input: z.object({
    domain: z.string().max(300).describe('Host name, e.g. `www.example.com`.'),
    scanFrom: z
      .string()
      .max(64)
      .optional()
      .describe(
        'Execution context: `eu_ie` (default) or `california`; any other value falls back to `eu_ie`.',
      ),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    if (!isHostParam(args.domain)) throw new ApiError('invalid_request', 'Invalid domain.');
    const domain = domainOf(args.domain);
    const scanFrom = scanFromOf(args.scanFrom);
    await charge(context, { kind: 'read', resource: { domain } });
    const table = declared<PreConsentTable>(
      context,
      SCHEMA.preConsentTable,
      await latestPreConsentTable(context.app, domain, scanFrom),
    );
    return {
      structured: { ...table },
      text: `Pre-consent table of the latest ${scanFrom} scan of ${domain} (scan ${table.scanId}): ${tableSummary(table)}.`,
    };
  },
});
