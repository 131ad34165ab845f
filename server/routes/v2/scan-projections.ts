/**
 * Read-only projections of one finished scan: pulse, pulse evidence, the pre-consent
 * cookies/trackers table and the bounded diagnostics.
 */
import type { FastifyInstance } from 'fastify';
import {
  DISCLAIMER,
  projectDiagnostics,
  resourceUrls,
  type PreConsentTable,
  type StoredScan,
} from '../../../src/internal.ts';
import { bodyKey } from '../../body-keys.ts';
import { ApiError } from '../../errors.ts';
import { cacheable, concluded, notConcluded, scanState, type ScanState } from '../../scan-state.ts';
import { ref } from '../../schemas.ts';
import { READ_ERRORS, scanParams, sendCached } from './shared.ts';

/** The table of a scan with nothing observed before consent: empty, with the scan's status and why (never read as "no trackers"). */
function tableWithoutObservation(state: ScanState, baseUrl: string): PreConsentTable {
  const urls = resourceUrls(state.scanId, baseUrl);
  const why = concluded(state)
    ? {
        scanStatus: state.status,
        coverage: {
          status: 'partial' as const,
          summary:
            'The page was not observed before consent: nothing is listed and nothing may be inferred.',
        },
      }
    : notConcluded(state);
  return {
    type: 'consentry_pre_consent_cookies_trackers',
    scanId: state.scanId,
    domain: state.domain,
    scanFrom: state.scanFrom,
    summary: { rowCount: 0, trackerCount: 0, cookieCount: 0, requestCount: 0 },
    rows: [],
    ...why,
    links: { self: urls.preConsentCookiesTrackers, scan: urls.scan },
    disclaimer: DISCLAIMER,
  };
}

/** The pre-consent table of a scan as the route answers it (possibly `transient`: the scan is still active). */
export async function preConsentTableOf(app: FastifyInstance, scanId: string): Promise<unknown> {
  const state = await scanState(app, scanId);
  const table = concluded(state) ? state.stored.resources.preConsentTable : null;
  return cacheable(state, table ?? tableWithoutObservation(state, app.consentry.config.baseUrl));
}

/** The stored scan of a pulse or diagnostics read; a scan that has only its job has none to show yet. */
async function storedScan(app: FastifyInstance, scanId: string, what: string): Promise<StoredScan> {
  const state = await scanState(app, scanId);
  if (!state.stored)
    throw new ApiError(
      'not_found',
      `Scan has no ${what}: it is ${state.status} (poll links.status).`,
    );
  return state.stored;
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
        description:
          "Compact wrapper: scan summary, top findings, evidence highlights, caveats, links. A failed scan's pulse says it failed.",
        params: scanParams,
        response: { 200: ref('pulse'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(
        reply,
        `pulse:${scanId}`,
        async () => (await storedScan(app, scanId, 'pulse')).resources.pulse,
      );
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
      return sendCached(
        reply,
        `pulse-evidence:${scanId}`,
        async () => (await storedScan(app, scanId, 'pulse evidence')).resources.pulseEvidence,
      );
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
        description:
          'The complete table (no server-side filtering). Never cookie values, full URLs or query strings. A scan that did not complete, or whose page was not observed before consent, answers an empty table with `scanStatus` and `coverage`: nothing was observed, so nothing may be inferred.',
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
        description:
          'Figures only: queue wait, observation and projection time, budgets, totals per arm. Counts are not comparable as volume across scans.',
        params: scanParams,
        response: { 200: ref('diagnostics'), ...READ_ERRORS() },
      },
    },
    async (request, reply) => {
      const { scanId } = request.params as { scanId: string };
      return sendCached(reply, `diagnostics:${scanId}`, async () => {
        const stored = await storedScan(app, scanId, 'diagnostics');
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
