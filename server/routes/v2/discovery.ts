/**
 * Discovery: GET /api/v2/health, GET /api/v2/openapi.json, GET /llms.txt and
 * GET /.well-known/consentry-ai.json. None needs a key.
 */
import type { FastifyInstance } from 'fastify';
import {
  API_VERSION,
  CONTRACT_VERSION,
  DISCLAIMER,
  READ_POLICY_VERSION,
  type Discovery,
  type Health,
  type HealthQueue,
  type HealthStatus,
} from '../../../src/internal.ts';
import { MCP_TOOL_NAMES } from '../../mcp/registry.ts';
import { openApiDocument } from '../../openapi.ts';
import { ref } from '../../schemas.ts';
import { errors } from './shared.ts';

export const ANONYMOUS_NEW_SCANS_PER_DAY = 20;
/** A worker that reported within this time counts as running (workers report every 10 s). */
export const WORKERS_SEEN_WITHIN_MS = 60_000;
/** Health says the queue is degraded when a scan has waited longer than this. */
export const QUEUE_WAIT_DEGRADED_MS = 15 * 60_000;

export function discoveryLinks(baseUrl: string) {
  return {
    openapi: `${baseUrl}/api/v2/openapi.json`,
    health: `${baseUrl}/api/v2/health`,
    llmsTxt: `${baseUrl}/llms.txt`,
    discovery: `${baseUrl}/.well-known/consentry-ai.json`,
    keyRequest: `${baseUrl}/api/v2/keys/request`,
    mcp: `${baseUrl}/mcp/light`,
  };
}

function llmsTxt(baseUrl: string): string {
  const links = discoveryLinks(baseUrl);
  return `# consentry

> Self-hosted API that scans public web pages for privacy and consent behaviour (cookies, trackers, consent banners, Global Privacy Control, forms) with a real browser, and returns reviewable, public-safe findings as JSON.

${DISCLAIMER}

## Use
- Check health first: GET ${links.health}
- Create or reuse a scan: POST ${baseUrl}/api/v2/scans with {"url": "https://example.com/"} (anonymous within ${ANONYMOUS_NEW_SCANS_PER_DAY} new scans per day, or a key with scan:create). 200 = reusable scan, 202 = job.
- Poll GET ${baseUrl}/api/v2/scans/{scanId}/status honouring Retry-After (default 10 s) until the status is not queued, pending, running or finalizing.
- Read GET ${baseUrl}/api/v2/scans/{scanId}, /findings, /pre-consent-cookies-trackers, /pulse, /report-evidence (follow nextCursor) with Authorization: Bearer <key> (scope scan:read).
- Latest scan of a domain: GET ${baseUrl}/api/v2/domains/{domain}/latest?scanFrom=eu_ie
- Failed or limited scans are incomplete evidence: never infer findings from missing data.

## MCP
- Streamable HTTP (stateless, no credentials): POST ${links.mcp}
- Tools: ${MCP_TOOL_NAMES.join(', ')}
- Same public-safe results and limits as the REST API; rate-limited calls return a tool error with retryAfterSeconds.

## Contract
- OpenAPI 3.1: ${links.openapi}
- Discovery JSON: ${links.discovery}
- Errors: {"type": "consentry_api_error", "error": {"code", "message"}}; 429 carries Retry-After.
`;
}

export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;
  const { baseUrl } = ctx.config;
  const links = discoveryLinks(baseUrl);

  app.get(
    '/api/v2/health',
    {
      config: { auth: 'none', limit: { kind: 'none' } },
      schema: {
        operationId: 'getHealth',
        tags: ['discovery'],
        summary: 'Health check (call before creating scans)',
        response: { 200: ref('health'), ...errors() },
      },
    },
    async () => {
      let store: HealthStatus = 'ok';
      let queue: HealthStatus = 'ok';
      const notes: string[] = [];
      let queueDetails: HealthQueue | undefined;
      let workersSeen = 0;
      try {
        const now = new Date();
        const [counts, oldestQueuedAt, workers] = await Promise.all([
          ctx.store.countJobs(),
          ctx.store.oldestQueuedAt(),
          ctx.store.listWorkers(new Date(now.getTime() - WORKERS_SEEN_WITHIN_MS)),
        ]);
        workersSeen = workers.length;
        queueDetails = {
          queued: counts.queued,
          running: counts.running + counts.finalizing,
          oldestQueuedAt,
          workersSeen,
          workersSeenWithinSeconds: WORKERS_SEEN_WITHIN_MS / 1000,
        };
        if (
          oldestQueuedAt !== null &&
          now.getTime() - Date.parse(oldestQueuedAt) > QUEUE_WAIT_DEGRADED_MS
        ) {
          queue = 'degraded';
          notes.push(
            `The oldest queued scan has waited more than ${QUEUE_WAIT_DEGRADED_MS / 60_000} minutes: the workers cannot keep up.`,
          );
        }
      } catch {
        store = 'unavailable';
        queue = 'unavailable';
        notes.push('The store does not answer.');
      }
      // This process's browser when it scans; otherwise the scan workers elsewhere are the browser side.
      const browser: HealthStatus =
        ctx.browserHealth?.() ?? (workersSeen > 0 ? 'ok' : 'unavailable');
      if (browser !== 'ok') {
        notes.push(
          ctx.browserHealth
            ? 'No browser is installed on this server: new scans are queued and wait until one is.'
            : `No scan worker reported in the last ${WORKERS_SEEN_WITHIN_MS / 1000} s: new scans are queued and wait for one.`,
        );
      }
      if (
        queueDetails &&
        queueDetails.queued > 0 &&
        (workersSeen === 0 || browser !== 'ok') &&
        queue === 'ok'
      ) {
        queue = 'degraded';
        notes.push(
          `${queueDetails.queued} scans are queued: ${browser !== 'ok' && ctx.browserHealth ? 'they wait for a browser' : 'no scan worker runs'}.`,
        );
      }
      const status: HealthStatus =
        store === 'unavailable'
          ? 'unavailable'
          : [queue, browser].some((s) => s !== 'ok')
            ? 'degraded'
            : 'ok';
      const health: Health = {
        type: 'consentry_health',
        status,
        apiVersion: API_VERSION,
        contractVersion: CONTRACT_VERSION,
        version: ctx.version,
        time: new Date().toISOString(),
        checks: { store, queue, browser },
        ...(queueDetails ? { queue: queueDetails } : {}),
        ...(notes.length ? { notes } : {}),
        links: {
          self: links.health,
          openapi: links.openapi,
          discovery: links.discovery,
          llmsTxt: links.llmsTxt,
        },
        disclaimer: DISCLAIMER,
      };
      return health;
    },
  );

  app.get(
    '/api/v2/openapi.json',
    {
      config: { auth: 'none', limit: { kind: 'none' } },
      schema: {
        operationId: 'getOpenApi',
        tags: ['discovery'],
        summary: 'This OpenAPI 3.1 contract',
        hide: false,
      },
    },
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(JSON.stringify(openApiDocument(app))),
  );

  app.get(
    '/llms.txt',
    {
      config: { auth: 'none', limit: { kind: 'none' } },
      schema: {
        operationId: 'getLlmsTxt',
        tags: ['discovery'],
        summary: 'Plain-text summary for language models',
      },
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(llmsTxt(baseUrl)),
  );

  app.get(
    '/.well-known/consentry-ai.json',
    {
      config: { auth: 'none', limit: { kind: 'none' } },
      schema: {
        operationId: 'getDiscovery',
        tags: ['discovery'],
        summary: 'Machine-readable discovery document',
        response: { 200: ref('discovery'), ...errors() },
      },
    },
    async () => {
      const discovery: Discovery = {
        type: 'consentry_ai_discovery',
        name: 'consentry',
        description:
          'Scans public web pages for privacy and consent behaviour with a real browser and returns reviewable, public-safe findings.',
        apiVersion: API_VERSION,
        contractVersion: CONTRACT_VERSION,
        baseUrl,
        links: { openapi: links.openapi, health: links.health, llmsTxt: links.llmsTxt },
        auth: {
          scheme: 'bearer',
          header: 'Authorization',
          scopes: ['scan:read', 'scan:create', 'mcp'],
          anonymousScanCreation: true,
          readOnlyKeyPrefix: 'csy_ro_',
          keyRequestUrl: links.keyRequest,
        },
        // Read tools need a key (scan:read, mcp) when report pages are not public, as the REST reads do.
        mcp: {
          url: links.mcp,
          requiresAuth: !ctx.config.publicReports,
          tools: [...MCP_TOOL_NAMES],
        },
        limits: {
          anonymousNewScansPerDay: ANONYMOUS_NEW_SCANS_PER_DAY,
          reportEvidencePageBytes: 65_536,
          readPolicyVersion: READ_POLICY_VERSION,
        },
        disclaimer: DISCLAIMER,
      };
      return discovery;
    },
  );
}
