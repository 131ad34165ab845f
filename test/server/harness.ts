/**
 * Contract-test harness: a real app (buildApp) on a real store (SQLite in a temporary data dir, or a
 * fresh PostgreSQL schema in the \`postgres\` test project: test/store/test-store.ts), real
 * keys minted with the store's key functions, and scans seeded through the queue exactly as a
 * worker saves them (enqueue → claim → judge saved observations → completeScan), so no browser is
 * needed. `call()` checks what every response must have: the version and request-id headers, the
 * error envelope for every error status, and a body that validates against its schema.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  ERROR_CATALOG,
  judgeObservations,
  loadOrCreateKeySecret,
  mintKey,
  storedScanOf,
  validate,
  type ApiScope,
  type ArmName,
  type Observation,
  type SavedObservations,
  type ScanFrom,
  type SchemaName,
  type Store,
  type StoredArtifact,
} from '../../src/internal.ts';
import { projectFailedScanBundle, type ScanBundle } from '../../src/projection/bundle.ts';
import { dropDatabaseFor, openTestStore } from '../store/test-store.ts';
import { buildApp, type AppConfig, type BuildAppOptions } from '../../server/app.ts';
import { storeKeyService } from '../../server/key-service.ts';
import { targetChecker } from '../../server/target-url.ts';

export const BASE_URL = 'https://api.consentry.example';
export const UNKNOWN_SCAN_ID = '0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60';

const SCHEMA_BY_TYPE: Record<string, SchemaName> = {
  consentry_scan: 'scan',
  consentry_scan_job: 'scan-job',
  consentry_finding: 'finding',
  consentry_finding_list: 'finding-list',
  consentry_domain_latest_scan: 'domain-latest-scan',
  consentry_pre_consent_cookies_trackers: 'pre-consent-table',
  consentry_pulse: 'pulse',
  consentry_pulse_evidence: 'pulse-evidence',
  consentry_report_evidence_page: 'report-evidence-page',
  consentry_report_document: 'report-document',
  consentry_scan_diagnostics: 'diagnostics',
  consentry_health: 'health',
  consentry_ai_discovery: 'discovery',
  consentry_auth_check: 'auth-check',
  consentry_api_key: 'key-response',
  consentry_api_error: 'error',
};

/** Asserts the shared headers, the envelope of errors and the schema of a JSON body; returns the parsed body. */
export function checkResponse(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): Record<string, unknown> | null {
  expect(response.headers['x-consentry-api-version']).toBe('v2');
  const requestId = response.headers['x-consentry-request-id'];
  expect(requestId).toMatch(/^req_[A-Za-z0-9_-]+$/);
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    expect(
      response.statusCode,
      `non-JSON errors are not allowed: ${response.body.slice(0, 200)}`,
    ).toBeLessThan(400);
    return null;
  }
  const body = JSON.parse(response.body) as Record<string, unknown>;
  if (response.statusCode >= 400) {
    expect(body.type).toBe('consentry_api_error');
    const error = body.error as { code: keyof typeof ERROR_CATALOG; requestId: string };
    // internal_error is also a 503 (with Retry-After) when the server is at capacity.
    if (!(error.code === 'internal_error' && response.statusCode === 503))
      expect(ERROR_CATALOG[error.code].status).toBe(response.statusCode);
    else expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(error.requestId).toBe(requestId);
  }
  if (typeof body.openapi === 'string') return body;
  const schema = SCHEMA_BY_TYPE[String(body.type)];
  expect(schema, `unknown resource type ${String(body.type)}`).toBeDefined();
  const result = validate(schema!, body);
  expect(result, `${schema}: ${JSON.stringify(result)}`).toEqual({ ok: true });
  return body;
}

/** A real PNG (solid colour), for stored screenshots. */
export function png(width = 4, height = 3): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, () =>
      Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]),
    ),
  );
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

export function goldenObservations(name: string): SavedObservations {
  return JSON.parse(
    readFileSync(new URL(`../golden/${name}.observations.json`, import.meta.url), 'utf8'),
  ) as SavedObservations;
}

export interface ApiKeys {
  /** scan:read + scan:create */
  create: string;
  /** scan:read only (full key) */
  read: string;
  /** csy_ro_ self-serve style: scan:read + mcp */
  readOnly: string;
  /** mcp only: lacks scan:read */
  mcpOnly: string;
}

export interface SeedInput {
  url: string;
  observations: Observation[];
  scanFrom?: ScanFrom;
  expectedArms?: readonly ArmName[];
  /** Names of the observations' screenshots to store as PNG artifacts. */
  artifacts?: string[];
  /** Changes the projected bundle before it is stored (e.g. a field no schema lists, to prove it never leaves). */
  mutate?: (bundle: ScanBundle) => void;
}

export class ApiHarness {
  private constructor(
    readonly app: FastifyInstance,
    readonly store: Store,
    readonly dataDir: string,
    readonly secret: string,
    readonly keys: ApiKeys,
  ) {}

  /** `mapHosts`: the operator mapping of the target policy (default: every host mapped, so no DNS is needed; null: none). */
  static async start(
    config: Partial<AppConfig> = {},
    mapHosts: string | null = 'MAP * 127.0.0.1:9',
    options: Pick<BuildAppOptions, 'reportPageCacheBytes'> = {},
  ): Promise<ApiHarness> {
    const dataDir = mkdtempSync(join(tmpdir(), 'consentry-api-'));
    const store = await openTestStore(dataDir);
    const secret = loadOrCreateKeySecret(dataDir, {});
    const now = new Date();
    const key = async (scopes: ApiScope[], readOnly = false) => {
      const minted = mintKey({ scopes, readOnly, name: scopes.join('+'), secret, now });
      await store.createKey(minted.record);
      return minted.key;
    };
    const keys: ApiKeys = {
      create: await key(['scan:read', 'scan:create']),
      read: await key(['scan:read']),
      readOnly: await key(['scan:read', 'mcp'], true),
      mcpOnly: await key(['mcp']),
    };
    const app = await buildApp({
      config: {
        baseUrl: BASE_URL,
        reuseWindowHours: 24,
        publicReports: true,
        budgets: { scanBudgetMs: 110_000, armBudgetMs: 30_000, networkQuietWindowMs: 600 },
        ...config,
      },
      store,
      keys: storeKeyService(store, secret),
      secret,
      checkTarget: targetChecker({ mapHosts: mapHosts ?? undefined }),
      version: '0.1.0',
      ...options,
    });
    return new ApiHarness(app, store, dataDir, secret, keys);
  }

  /** Injects a request (with `key` as bearer) and checks the response contract. */
  async call(
    options: InjectOptions & { key?: string },
  ): Promise<{ response: LightMyRequestResponse; body: Record<string, unknown> | null }> {
    const { key, ...inject } = options;
    const headers = {
      ...(inject.headers ?? {}),
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    };
    const response = await this.app.inject({ ...inject, headers });
    return { response, body: checkResponse(response) };
  }

  /** Saves a finished scan through the queue the way a worker does; returns its ids. */
  async seedScan(input: SeedInput): Promise<{ scanId: string; jobId: string }> {
    return this.seed(input.url, input.scanFrom ?? 'eu_ie', (scanId) => {
      const bundle = judgeObservations(input.observations, {
        scanId,
        baseUrl: BASE_URL,
        expectedArms: input.expectedArms ?? [
          'before_consent',
          'after_reject',
          'after_accept',
          'gpc_on',
        ],
      });
      input.mutate?.(bundle);
      return {
        bundle,
        observations: input.observations,
        artifacts: (input.artifacts ?? []).map((name) => ({
          name,
          contentType: 'image/png',
          bytes: png(),
        })),
      };
    });
  }

  /** Saves a scan that failed before any observation (as the pipeline does for a refused or unreachable page). */
  async seedFailedScan(url: string): Promise<{ scanId: string; jobId: string }> {
    return this.seed(url, 'eu_ie', (scanId) => ({
      bundle: projectFailedScanBundle({
        scanId,
        url,
        scanFrom: 'eu_ie',
        baseUrl: BASE_URL,
        failure: { code: 'dns_error', summary: 'The host name did not resolve.' },
      }),
      observations: [],
      artifacts: [],
    }));
  }

  private async seed(
    rawUrl: string,
    scanFrom: ScanFrom,
    make: (scanId: string) => {
      bundle: ScanBundle;
      observations: Observation[];
      artifacts: StoredArtifact[];
    },
  ): Promise<{ scanId: string; jobId: string }> {
    const url = new URL(rawUrl);
    const scanId = crypto.randomUUID();
    const now = new Date();
    const { job } = await this.store.enqueueScan({
      scanId,
      jobId: crypto.randomUUID(),
      normalizedUrl: url.toString(),
      domain: url.hostname,
      scanFrom,
      now,
    });
    const claimed = await this.store.claimJob('seed-worker', 60_000, now);
    if (claimed?.jobId !== job.jobId)
      throw new Error('seeding needs an empty queue (seed before creating jobs)');
    const { bundle, observations, artifacts } = make(scanId);
    await this.store.completeScan(
      job.jobId,
      'seed-worker',
      storedScanOf(claimed, bundle, observations, artifacts, new Date()),
      artifacts,
      new Date(),
    );
    return { scanId, jobId: job.jobId };
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.store.close();
    await dropDatabaseFor(this.dataDir);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
