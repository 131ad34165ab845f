/**
 * buildApp(deps): the /api/v2 Fastify application, separate from listening (tests use app.inject).
 * Order matters: schemas, OpenAPI, the envelope (request id, headers, errors), authentication, then
 * the fair-use limits plugin when there is one (server/limits/: it reads each route's
 * `config.limit` and `request.caller`), then the routes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { normalizeBaseUrl } from '../src/internal.ts';
import type { AppContext, AppDeps } from './context.ts';
import { registerAuth } from './plugins/auth.ts';
import { mcpRoutes } from './mcp/route.ts';
import { BODY_LIMIT_BYTES, newRequestId, registerEnvelope } from './plugins/envelope.ts';
import { DEFAULT_REPORT_PAGE_CACHE_BYTES, reportPageRoutes } from './routes/report-page.ts';
import { Lru } from './lru.ts';
import { artifactRoutes } from './routes/v2/artifacts.ts';
import { authRoutes } from './routes/v2/auth.ts';
import { discoveryRoutes } from './routes/v2/discovery.ts';
import { domainRoutes } from './routes/v2/domains.ts';
import { findingRoutes } from './routes/v2/findings.ts';
import { reportEvidenceRoutes } from './routes/v2/report-evidence.ts';
import { scanProjectionRoutes } from './routes/v2/scan-projections.ts';
import { scanRoutes } from './routes/v2/scans.ts';
import { ReportEvidencePages } from './report-evidence-pages.ts';
import { ScanCache } from './scan-cache.ts';
import { addApiSchemas, schemaController } from './schemas.ts';
import { registerTransportErrors, transportOptions } from './plugins/transport-errors.ts';
import { swaggerOptions } from './openapi.ts';
import { trackLimitClasses } from './openapi-rate-limit.ts';

export type { AppConfig, AppDeps, KeyService } from './context.ts';

export interface BuildAppOptions extends AppDeps {
  /** Plugins registered after authentication and before the routes (the fair-use limits). */
  plugins?: ((app: FastifyInstance) => Promise<void> | void)[];
  /** A request must arrive completely (headers and body) within this time; default 30 s. */
  requestTimeoutMs?: number;
  /** Bytes of rendered report pages kept in memory; default DEFAULT_REPORT_PAGE_CACHE_BYTES. */
  reportPageCacheBytes?: number;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const baseUrl = normalizeBaseUrl(options.config.baseUrl);
  const docsUrl = `${baseUrl}/api/v2/openapi.json`;
  const app = Fastify({
    // Undecodable URLs, overlong segments, bytes Node's parser refuses and slow clients: answered in the envelope.
    ...transportOptions(docsUrl, options.requestTimeoutMs),
    logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false,
    genReqId: newRequestId,
    bodyLimit: BODY_LIMIT_BYTES,
    // Request validation is the project's strict Ajv 2020 (unknown body fields are a 400, never dropped).
    schemaController: schemaController(),
    // While closing, requests already on open connections are still answered (the store closes after
    // the app): Fastify's own 503 would not be the error envelope.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  const context: AppContext = {
    ...options,
    config: { ...options.config, baseUrl },
    cache: new ScanCache(options.store),
    reportPages: new Lru(
      Number.MAX_SAFE_INTEGER,
      options.reportPageCacheBytes ?? DEFAULT_REPORT_PAGE_CACHE_BYTES,
    ),
    evidence: new ReportEvidencePages(options.secret, baseUrl),
    hooks: {
      callerId: (request) =>
        request.caller.kind === 'key' ? `key:${request.caller.key.id}` : `ip:${request.ip}`,
      checkRefusedCreations: async () => undefined,
      chargeRefusedCreation: async () => undefined,
      chargeNewScan: async () => undefined,
      chargeCall: async () => false,
    },
  };
  app.decorate('consentry', context);
  // Bodies are JSON only: anything else is a 400, not a string handed to validation.
  app.removeContentTypeParser(['text/plain']);
  addApiSchemas(app);
  await app.register(swagger, swaggerOptions(baseUrl));
  trackLimitClasses(app);
  registerEnvelope(app, docsUrl);
  registerTransportErrors(app, docsUrl);
  registerAuth(app, options.keys);
  for (const plugin of options.plugins ?? []) await plugin(app);
  // Routes register in the root context so hooks above apply to all of them.
  for (const routes of [
    scanRoutes,
    findingRoutes,
    scanProjectionRoutes,
    reportEvidenceRoutes,
    artifactRoutes,
    domainRoutes,
    authRoutes,
    discoveryRoutes,
    reportPageRoutes,
    mcpRoutes,
  ]) {
    await routes(app);
  }
  await app.ready();
  return app;
}
