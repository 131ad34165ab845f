/**
 * What buildApp() is given and what routes and plugins share through `app.consentry`, plus the
 * route config every route declares:
 *
 * - `config.auth`: who may call it — `none` (discovery, health, public report pages), `create`
 *   (POST /scans: anonymous allowed; a presented key must be valid and hold scan:create),
 *   `read` (bearer key with scan:read), `key` (any valid key: /auth/check), `proxy`
 *   (POST /keys/request: the trusted reverse proxy), `mcp` (POST /mcp/light: anonymous allowed; a
 *   presented key must be valid and hold mcp — each tool then checks scan:read or scan:create).
 *   Unknown routes answer 404 without auth.
 * - `config.limit`: what a fair-use limits plugin charges (spec section 8). `kind` is the weight
 *   class (`read` 1 unit, `heavy` 4 units, `status` status-poll budget, `create` a new scan,
 *   `key_request`), `resource` names the path parameter that identifies the resource. Routes only
 *   declare it; the plugin (server/limits/) reads `request.routeOptions.config.limit` and
 *   `request.caller`, and charges new scans through `app.consentry.hooks.chargeNewScan`.
 *   The MCP endpoint (one HTTP route, many tools) charges each tool call itself through
 *   `app.consentry.hooks.chargeCall`, against the same budgets.
 */
import type { ApiKeyRecord, HealthStatus, Store } from '../src/internal.ts';
import type { FastifyRequest } from 'fastify';
import type { ReportEvidencePages } from './report-evidence-pages.ts';
import type { Lru } from './lru.ts';
import type { ScanCache } from './scan-cache.ts';
import type { CheckTarget } from './target-url.ts';

export type AuthRequirement = 'none' | 'create' | 'read' | 'key' | 'proxy' | 'mcp';

export interface LimitClass {
  kind: 'read' | 'heavy' | 'status' | 'create' | 'key_request' | 'none';
  /** Path parameter naming the resource (`scanId`, `domain`). */
  resource?: 'scanId' | 'domain';
}

export type Caller =
  { kind: 'anonymous'; ip: string } | { kind: 'key'; ip: string; key: ApiKeyRecord };

export interface TrustedProxyConfig {
  addresses: string[];
  userHeader: string;
  emailVerifiedHeader: string;
}

export interface AppConfig {
  /** Normalised public base URL (no trailing slash). */
  baseUrl: string;
  reuseWindowHours: number;
  publicReports: boolean;
  trustedProxy?: TrustedProxyConfig | undefined;
  /** Budgets scans run with (shown by /diagnostics). */
  budgets: { scanBudgetMs: number; armBudgetMs: number; networkQuietWindowMs: number };
  /** Caps on active scan jobs (all callers; one caller); absent: none. */
  queue?: { maxActive: number; maxActivePerCaller: number } | undefined;
}

/** Bearer keys: verification and self-serve issuing (backed by the store and the server secret). */
export interface KeyService {
  /** The key's record when the key is well-formed, known, not revoked and not expired; else null. */
  authenticate(key: string, now: Date): Promise<ApiKeyRecord | null>;
  /** A new read-only key (scan:read, mcp; 90 days) for a verified user; the key is returned once. Throws ApiError('rate_limited') when the user holds as many usable keys as one may. */
  issueReadOnlyKey(input: {
    name: string;
    owner: string;
    now: Date;
  }): Promise<{ record: ApiKeyRecord; key: string }>;
}

export interface AppDeps {
  config: AppConfig;
  store: Store;
  keys: KeyService;
  /** Secret of this data dir (the key secret): report-evidence cursors are signed under a key derived from it. */
  secret: string;
  /** Target policy for createScan. */
  checkTarget: CheckTarget;
  /** Wakes idle workers after an enqueue; absent when no workers run in this process. */
  workers?: { notify(): void } | undefined;
  /** Health of the browser side (the pool), for GET /health. */
  browserHealth?: () => HealthStatus;
  /** Package version for /health. */
  version: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

/** What one call of a route that is not charged per request (an MCP tool call) costs. */
export interface CallCharge {
  /** `create` is a new scan (the new-scan quota); the others are weight classes as in LimitClass. */
  kind: 'read' | 'heavy' | 'status' | 'create';
  /** The scan or domain read, as a route's path parameter names it (none for `create`). */
  resource?: { scanId: string } | { domain: string };
}

export interface AppHooks {
  /** Who the caller is for budgets and shares of bounded work: `key:<id>` or `ip:<address>`. */
  callerId(request: FastifyRequest): string;
  /** Before a scan request's URL is checked: throws ApiError('rate_limited') while the caller's refused requests are over their budget. */
  checkRefusedCreations(request: FastifyRequest): Promise<void>;
  /** A scan request was refused (its URL failed the target policy): counts it; throws ApiError('rate_limited') past the budget. */
  chargeRefusedCreation(request: FastifyRequest): Promise<void>;
  /** Called before a new scan job is created (not for reuse); throws ApiError('rate_limited') to refuse. */
  chargeNewScan(request: FastifyRequest): Promise<void>;
  /** Charges one call made within `request`; true when a budget counted it; throws ApiError('rate_limited') to refuse. */
  chargeCall(request: FastifyRequest, charge: CallCharge): Promise<boolean>;
}

export interface AppContext extends AppDeps {
  cache: ScanCache;
  /** Rendered report pages, bounded by bytes. */
  reportPages: Lru<string>;
  /** Report-evidence entries and signed-cursor pages (REST route and MCP tool). */
  evidence: ReportEvidencePages;
  hooks: AppHooks;
}

declare module 'fastify' {
  interface FastifyInstance {
    consentry: AppContext;
  }
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    limit?: LimitClass;
  }
}
