/**
 * GET /api/v2/domains/{domain}/latest (getLatestDomainScan) and
 * GET /api/v2/domains/{domain}/latest/pre-consent-cookies-trackers.
 * `scanFrom` chooses matching scans; an invalid value silently falls back to `eu_ie` (spec 4.2).
 */
import type { FastifyInstance } from 'fastify';
import {
  projectDomainLatestScan,
  type PreConsentTable,
  type ScanFrom,
} from '../../../src/internal.ts';
import { ApiError } from '../../errors.ts';
import { ref } from '../../schemas.ts';
import { declaredOnly, errors } from './shared.ts';

const SCAN_SCHEMA = ref('scan');

const HOST_PATTERN =
  '^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})?(?:\\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})?)*\\.?|\\[[0-9A-Fa-f:.]+\\])$';

const HOST_RE = new RegExp(HOST_PATTERN);

const domainParams = {
  type: 'object',
  additionalProperties: false,
  required: ['domain'],
  properties: {
    domain: {
      type: 'string',
      minLength: 1,
      maxLength: 253,
      pattern: HOST_PATTERN,
      description: 'Host name, e.g. `www.example.com`.',
    },
  },
} as const;

const scanFromQuery = {
  type: 'object',
  properties: {
    scanFrom: {
      type: 'string',
      maxLength: 64,
      default: 'eu_ie',
      description:
        'Execution context (`eu_ie` or `california`); any other value falls back to `eu_ie`.',
    },
  },
} as const;

/** A host name as the domain path parameter accepts it (length and pattern). */
export const isHostParam = (raw: string): boolean =>
  raw.length >= 1 && raw.length <= 253 && HOST_RE.test(raw);

export function domainOf(raw: string): string {
  const domain = raw.toLowerCase().replace(/\.$/, '');
  if (!domain) throw new ApiError('invalid_request', 'Invalid domain.');
  return domain;
}

export const scanFromOf = (value: unknown): ScanFrom =>
  value === 'california' ? 'california' : 'eu_ie';

/** The pre-consent table of the scan getLatestDomainScan would return; not_found when there is none. */
export async function latestPreConsentTable(
  app: FastifyInstance,
  domain: string,
  scanFrom: ScanFrom,
): Promise<PreConsentTable> {
  const latest = await app.consentry.store.latestForDomain(domain, scanFrom);
  if (!latest?.resources.preConsentTable)
    throw new ApiError('not_found', 'No eligible scan of this domain.');
  return latest.resources.preConsentTable;
}

export async function domainRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;

  app.get(
    '/api/v2/domains/:domain/latest',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'domain' } },
      schema: {
        operationId: 'getLatestDomainScan',
        tags: ['domains'],
        summary: 'Latest eligible public scan of a domain',
        description:
          'The newest completed (or completed_limited) scan of the host for `scanFrom`; `scan` is null when none exists. Failed scans are not eligible.',
        params: domainParams,
        querystring: scanFromQuery,
        response: { 200: ref('domain-latest-scan'), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const domain = domainOf((request.params as { domain: string }).domain);
      const scanFrom = scanFromOf((request.query as { scanFrom?: string }).scanFrom);
      const latest = await ctx.store.latestForDomain(domain, scanFrom);
      const scan = latest ? declaredOnly(reply, SCAN_SCHEMA, latest.resources.scan) : null;
      return projectDomainLatestScan(domain, scan, { baseUrl: ctx.config.baseUrl, scanFrom });
    },
  );

  app.get(
    '/api/v2/domains/:domain/latest/pre-consent-cookies-trackers',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'domain' } },
      schema: {
        operationId: 'getLatestDomainPreConsentCookiesTrackers',
        tags: ['domains', 'pre-consent'],
        summary: 'Pre-consent table of the latest domain scan',
        description:
          'The pre-consent cookies/trackers table of the scan `getLatestDomainScan` would return; 404 when the domain has no eligible scan.',
        params: domainParams,
        querystring: scanFromQuery,
        response: { 200: ref('pre-consent-table'), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const domain = domainOf((request.params as { domain: string }).domain);
      const scanFrom = scanFromOf((request.query as { scanFrom?: string }).scanFrom);
      return latestPreConsentTable(app, domain, scanFrom);
    },
  );
}
