/**
 * consentry_create_scan: POST /api/v2/scans over MCP. Same shape check, target policy (public
 * targets only), reuse rule and anonymous new-scan quota: a reused recent result costs nothing
 * (`quotaConsumed: false`); a new or joined job is charged to the caller's address.
 */
import { z } from 'zod';
import {
  validate,
  type CreateScanRequest,
  type Scan,
  type ScanJob,
} from '../../../src/internal.ts';
import { ApiError } from '../../errors.ts';
import { FIELD_RULES } from '../../plugins/envelope.ts';
import { ANONYMOUS_NEW_SCANS } from '../../limits/policy.ts';
import { createOrReuseScan } from '../../scan-jobs.ts';
import { charge, declared, SCHEMA } from '../read.ts';
import { defineTool } from '../tool.ts';

const input = z.object({
  url: z
    .string()
    .max(4096)
    .describe(
      'Public http(s) URL of the page to scan, e.g. `https://www.example.com/`. Query string and fragment are not kept.',
    ),
  scanFrom: z
    .enum(['eu_ie', 'california'])
    .optional()
    .describe('Execution context of the scan (default `eu_ie`).'),
  freshness: z
    .enum(['latest', 'fresh'])
    .optional()
    .describe(
      '`latest` (default) reuses a completed scan of the same URL from the reuse window at no quota cost; `fresh` always scans (or joins an identical active scan).',
    ),
});

/** The request as the REST body schema checks it; invalid_request naming the rule, never the value. */
function checkedRequest(args: z.output<typeof input>): CreateScanRequest {
  const body: CreateScanRequest = {
    url: args.url,
    ...(args.scanFrom ? { scanFrom: args.scanFrom } : {}),
    ...(args.freshness ? { freshness: args.freshness } : {}),
  };
  const result = validate('create-scan-request', body);
  if (!result.ok) {
    const first = result.errors[0] ?? '/ is invalid';
    // A pattern or format rule in words, as on the REST route (never the regular expression).
    const shape = /^(\/\w+) must match (?:pattern|format)/.exec(first);
    const rule = shape ? `${shape[1]} ${FIELD_RULES[shape[1]!] ?? 'has an invalid format'}` : first;
    throw new ApiError('invalid_request', `Invalid request: ${rule.replace(/^\//, '')}.`);
  }
  return body;
}

export const createScanTool = defineTool({
  name: 'consentry_create_scan',
  access: 'create',
  title: 'Create or reuse a scan',
  description:
    'Scans a public web page for cookies, trackers, consent-banner behaviour and Global Privacy Control with a real browser, or reuses a recent result. Returns either a usable scan (`type: consentry_scan`, `reused: true`, `quotaConsumed: false`) or a queued/running job (`type: consentry_scan_job`) with `retryAfterSeconds`: then poll consentry_get_scan_status until the status is terminal. New scans count against the anonymous quota of the caller address (' +
    `${ANONYMOUS_NEW_SCANS.limit} per UTC day).`,
  input,
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  },
  async run(args, context) {
    const outcome = await createOrReuseScan(
      context.app,
      context.request,
      checkedRequest(args),
      () => charge(context, { kind: 'create' }),
    );
    if (outcome.kind === 'reused') {
      const scan = declared<Scan>(context, SCHEMA.scan, outcome.scan);
      const score = scan.score === undefined ? '' : `, score ${scan.score}, risk ${scan.riskLevel}`;
      return {
        structured: { ...scan, reused: true, quotaConsumed: false },
        text: `Reused scan ${scan.scanId} of ${scan.domain} (${scan.status}${score}); no quota consumed. Read it with consentry_get_scan_bundle.`,
      };
    }
    const job = declared<ScanJob>(context, SCHEMA.scanJob, outcome.job);
    const how = outcome.created ? 'queued as a new scan' : 'joined an identical active scan';
    const poll =
      job.retryAfterSeconds === undefined
        ? ''
        : ` Poll consentry_get_scan_status after ${job.retryAfterSeconds} s.`;
    return {
      structured: { ...job, reused: false, quotaConsumed: outcome.quotaConsumed },
      text: `Scan ${job.scanId} of ${job.domain} ${how} (${job.status}).${poll}`,
    };
  },
});
