/**
 * An API app with the fair-use limits on a real SQLite store and a clock the test moves; scans are
 * seeded through the queue from judged golden observations, keys minted like `consentry keys`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  loadOrCreateKeySecret,
  mintKey,
  openSqliteStore,
  type ApiScope,
  type KeyProfile,
  type SqliteStore,
} from '../../src/internal.ts';
import { buildApp, type AppConfig } from '../../server/app.ts';
import { storeKeyService } from '../../server/key-service.ts';
import { fairUseLimits } from '../../server/limits/fair-use.ts';
import { targetChecker, type CheckTarget } from '../../server/target-url.ts';
import { storeScan } from '../store/contract-scans.ts';
import { judgedScan, type GoldenSite } from '../store/fixtures.ts';

export interface LimitKeys {
  /** scan:read + scan:create, standard profile */
  create: string;
  /** csy_ro_ self-serve style: scan:read + mcp */
  readOnly: string;
  /** scan:read, elevated profile */
  elevated: string;
}

export class LimitsApp {
  /** The limits' clock (ms since epoch); tests move it. */
  clock = Date.parse('2026-11-22T10:00:00.000Z');

  private constructor(
    readonly dataDir: string,
    readonly store: SqliteStore,
    readonly app: FastifyInstance,
    readonly keys: LimitKeys,
  ) {}

  static async start(
    options: {
      dataDir?: string;
      keys?: LimitKeys;
      config?: Partial<AppConfig>;
      clock?: number;
      anonymousNewScansTotal?: number;
      checkTarget?: CheckTarget;
      selfServeKeysPerUser?: number;
    } = {},
  ): Promise<LimitsApp> {
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'consentry-limits-'));
    const store = await openSqliteStore({ dataDir });
    const secret = loadOrCreateKeySecret(dataDir, {});
    const mint = async (scopes: ApiScope[], readOnly: boolean, profile: KeyProfile) => {
      const minted = mintKey({
        scopes,
        readOnly,
        profile,
        name: `${profile} ${scopes.join('+')}`,
        secret,
        now: new Date(),
      });
      await store.createKey(minted.record);
      return minted.key;
    };
    const keys = options.keys ?? {
      create: await mint(['scan:read', 'scan:create'], false, 'standard'),
      readOnly: await mint(['scan:read', 'mcp'], true, 'standard'),
      elevated: await mint(['scan:read'], false, 'elevated'),
    };
    let limits: LimitsApp | null = null;
    const app = await buildApp({
      config: {
        baseUrl: 'https://api.consentry.example',
        reuseWindowHours: 24,
        publicReports: true,
        budgets: { scanBudgetMs: 110_000, armBudgetMs: 30_000, networkQuietWindowMs: 600 },
        ...options.config,
      },
      store,
      keys: storeKeyService(
        store,
        secret,
        options.selfServeKeysPerUser ? { selfServeKeysPerUser: options.selfServeKeysPerUser } : {},
      ),
      secret,
      // Every host mapped (as for the fixture web): the target policy trusts operator mappings.
      checkTarget: options.checkTarget ?? targetChecker({ mapHosts: 'MAP * 127.0.0.1:9' }),
      version: '0.1.0',
      plugins: [
        fairUseLimits({
          now: () => new Date(limits!.clock),
          ...(options.anonymousNewScansTotal
            ? { anonymousNewScansTotal: options.anonymousNewScansTotal }
            : {}),
        }),
      ],
    });
    limits = new LimitsApp(dataDir, store, app, keys);
    if (options.clock !== undefined) limits.clock = options.clock;
    return limits;
  }

  inject(options: InjectOptions & { key?: string }): Promise<LightMyRequestResponse> {
    const { key, ...inject } = options;
    return this.app.inject({
      ...inject,
      headers: { ...(inject.headers ?? {}), ...(key ? { authorization: `Bearer ${key}` } : {}) },
    });
  }

  /** n requests, one after another; returns their status codes. */
  async repeat(n: number, options: InjectOptions & { key?: string }): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await this.inject(options)).statusCode);
    return codes;
  }

  createScan(
    url: string,
    options: { key?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    return this.inject({ method: 'POST', url: '/api/v2/scans', payload: { url }, ...options });
  }

  async seedScan(site: GoldenSite = 'tracker-blog'): Promise<string> {
    const scan = judgedScan(site, { scanId: randomUUID(), completedAt: new Date().toISOString() });
    await storeScan(this.store, scan, []);
    return scan.scanId;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.store.close();
  }
}
