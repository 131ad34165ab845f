/**
 * Read-only projections of one finished scan: pulse, pulse evidence, the pre-consent
 * cookies/trackers table and the bounded diagnostics.
 */
import type { FastifyInstance } from 'fastify';
import { projectDiagnostics, type PreConsentTable } from '../../../src/index.ts';
import { bodyKey } from '../../body-keys.ts';
import { ApiError } from '../../errors.ts';
import { ref } from '../../schemas.ts';
import { finishedScan, READ_ERRORS, requireUsable, scanParams, sendCached } from './shared.ts';

/** The pre-consent table of a finished, usable scan; not_found when it has none. */
export async function preConsentTableOf(app: FastifyInstance, scanId: string): Promise<PreConsentTable> {
  const stored = await finishedScan(app, scanId);
  requireUsable(stored);
  const table = stored.resources.preConsentTable;
  if (!table) throw new ApiError('not_found', 'Scan has no pre-consent table: the page was not observed before consent.');
  return table;
}

export async function scanProjectionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;

  app.get(
    '/api/v2/scans/:scanId/pulse',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'scanId' } },
      schema: {
        operationId: 'getScanPulse',
        tags: ['scans'],
        summary: 'Pulse projection of a scan',
        description: 'Compact wrapper: scan summary, top findings, evidence highlights, caveats, links. A failed scan\'s pulse says it failed.',
        params: scanParams,
        response: { 200: ref('pulse'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(reply, `pulse:${scanId}`, async () => (await finishedScan(app, scanId)).resources.pulse);
    },
  );

  app.get(
    '/api/v2/scans/:scanId/pulse/evidence',
    {
      config: { auth: 'read', limit: { kind: 'heavy', resource: 'scanId' } },
      schema: {
        operationId: 'getScanPulseEvidence',
        tags: ['scans'],
        summary: 'Evidence highlights of the pulse',
        params: scanParams,
        response: { 200: ref('pulse-evidence'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(reply, `pulse-evidence:${scanId}`, async () => (await finishedScan(app, scanId)).resources.pulseEvidence);
    },
  );

  app.get(
    '/api/v2/scans/:scanId/pre-consent-cookies-trackers',
    {
      config: { auth: 'read', limit: { kind: 'read', resource: 'scanId' } },
      schema: {
        operationId: 'getScanPreConsentCookiesTrackers',
        tags: ['pre-consent'],
        summary: 'Pre-consent cookies/trackers table of a scan',
        description: 'The complete table (no server-side filtering). Never cookie values, full URLs or query strings.',
        params: scanParams,
        response: { 200: ref('pre-consent-table'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(reply, bodyKey.preConsent(scanId), () => preConsentTableOf(app, scanId));
    },
  );

  app.get(
    '/api/v2/scans/:scanId/diagnostics',
    {
      config: { auth: 'read', limit: { kind: 'heavy', resource: 'scanId' } },
      schema: {
        operationId: 'getScanDiagnostics',
        tags: ['scans'],
        summary: 'Bounded timing and collection diagnostics',
        description: 'Figures only: queue wait, observation and projection time, budgets, totals per arm. Counts are not comparable as volume across scans.',
        params: scanParams,
        response: { 200: ref('diagnostics'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(reply, `diagnostics:${scanId}`, async () => {
        const stored = await finishedScan(app, scanId);
        const job = await ctx.store.getJobByScanId(scanId);
        return projectDiagnostics({
          scan: stored.resources.scan,
          observations: stored.observations,
          ...(job ? { jobCreatedAt: job.createdAt } : {}),
          budgets: ctx.config.budgets,
          baseUrl: ctx.config.baseUrl,
        });
      });
    },
  );
}
