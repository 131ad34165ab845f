/**
 * The app of the hostile-input run, configured as `consentry serve` runs it: the fair-use limits
 * plugin on, the public-only target policy without host mappings (refused URLs never reach DNS),
 * a trusted proxy for key requests, real keys and two finished scans with evidence in a real
 * SQLite store. `responseProblems` is the contract every answer to a malformed request must meet.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  ERROR_CATALOG,
  loadOrCreateKeySecret,
  mintKey,
  openSqliteStore,
  validate,
  type ApiScope,
  type ErrorCode,
  type SqliteStore,
} from '../../src/internal.ts';
import { buildApp } from '../../server/app.ts';
import { EvidenceCursors } from '../../server/evidence-cursor.ts';
import { storeKeyService } from '../../server/key-service.ts';
import { fairUseLimits } from '../../server/limits/fair-use.ts';
import { targetChecker } from '../../server/target-url.ts';
import { storeScan } from '../store/contract-scans.ts';
import { judgedScan } from '../store/fixtures.ts';
import { MARKER, type HostileContext } from './hostile-requests.ts';

export const PROXY_ADDRESS = '10.9.9.9';

export interface HostileApp {
  app: FastifyInstance;
  context: HostileContext;
  close(): Promise<void>;
}

export async function startHostileApp(
  options: { requestTimeoutMs?: number } = {},
): Promise<HostileApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'consentry-hostile-'));
  const store: SqliteStore = await openSqliteStore({ dataDir });
  const secret = loadOrCreateKeySecret(dataDir, {});
  const mint = async (scopes: ApiScope[], readOnly = false) => {
    const minted = mintKey({ scopes, readOnly, name: scopes.join('+'), secret, now: new Date() });
    await store.createKey(minted.record);
    return minted.key;
  };
  const keys = {
    create: await mint(['scan:read', 'scan:create']),
    read: await mint(['scan:read']),
    mcpOnly: await mint(['mcp']),
    readOnly: await mint(['scan:read', 'mcp'], true),
  };
  const scanIds: [string, string] = [crypto.randomUUID(), crypto.randomUUID()];
  for (const [i, scanId] of scanIds.entries()) {
    await storeScan(
      store,
      judgedScan(i === 0 ? 'tracker-blog' : 'cmp-vanilla', {
        scanId,
        completedAt: new Date().toISOString(),
      }),
      [],
    );
  }
  const app = await buildApp({
    config: {
      baseUrl: 'https://api.consentry.example',
      reuseWindowHours: 24,
      publicReports: true,
      trustedProxy: {
        addresses: [PROXY_ADDRESS],
        userHeader: 'x-forwarded-email',
        emailVerifiedHeader: 'x-forwarded-email-verified',
      },
      budgets: { scanBudgetMs: 110_000, armBudgetMs: 30_000, networkQuietWindowMs: 600 },
    },
    store,
    keys: storeKeyService(store, secret),
    secret,
    checkTarget: targetChecker({}),
    version: '0.1.0',
    plugins: [fairUseLimits()],
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
  });
  const first = await app.inject({
    url: `/api/v2/scans/${scanIds[0]}/report-evidence`,
    headers: { authorization: `Bearer ${keys.read}` },
    remoteAddress: '198.51.100.1',
  });
  const evidenceEntries = (JSON.parse(first.body) as { totalEntries: number }).totalEntries;
  if (!(evidenceEntries > 0))
    throw new Error(`the seeded scan has no evidence entries (${first.statusCode})`);
  const cursors = new EvidenceCursors(secret);
  // Signed like EvidenceCursors does it (key derived from the secret, 16-byte tag), over any payload.
  const cursorKey = createHmac('sha256', secret)
    .update('consentry report-evidence cursor v1')
    .digest();
  const context: HostileContext = {
    scanIds,
    evidenceEntries,
    keys,
    proxyAddress: PROXY_ADDRESS,
    cursor: (scanId, offset, workpaper) => cursors.encode({ scanId, offset, workpaper }),
    signedCursor: (payload) => {
      const bytes = Buffer.from(payload);
      return Buffer.concat([
        bytes,
        createHmac('sha256', cursorKey).update(bytes).digest().subarray(0, 16),
      ]).toString('base64url');
    },
  };
  return {
    app,
    context,
    async close() {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stack frames, source paths or module names in a body. */
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\/home\/|\/tmp\/|file:\/\/|\.ts:\d|\.js:\d|FST_|ERR_|TypeError|SyntaxError|ReferenceError/;

export interface ResponseLike {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What is wrong with an answer to a malformed request (empty: a proper 4xx envelope). */
export function responseProblems(response: ResponseLike): string[] {
  const problems: string[] = [];
  const { statusCode, headers, body } = response;
  if (statusCode < 400 || statusCode > 499) problems.push(`status ${statusCode}`);
  if (headers['x-consentry-api-version'] !== 'v2')
    problems.push(`x-consentry-api-version ${String(headers['x-consentry-api-version'])}`);
  const requestId = headers['x-consentry-request-id'];
  if (typeof requestId !== 'string' || !/^req_[A-Za-z0-9_-]+$/.test(requestId))
    problems.push(`x-consentry-request-id ${String(requestId)}`);
  if (!String(headers['content-type'] ?? '').startsWith('application/json'))
    problems.push(`content-type ${String(headers['content-type'])}`);
  if (INTERNALS.test(body)) problems.push('internals in the body');
  if (body.includes(MARKER)) problems.push('the body echoes the input');
  let parsed: { type?: unknown; error?: { code?: ErrorCode; requestId?: unknown } };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return [...problems, `body is not JSON: ${body.slice(0, 120)}`];
  }
  const schema = validate('error', parsed);
  if (!schema.ok) problems.push(`envelope: ${schema.errors.join('; ')}`);
  const code = parsed.error?.code;
  if (!code || !(code in ERROR_CATALOG)) problems.push(`error.code ${String(code)}`);
  else if (ERROR_CATALOG[code].status !== statusCode)
    problems.push(`error.code ${code} with status ${statusCode}`);
  if (parsed.error?.requestId !== requestId)
    problems.push('error.requestId differs from the header');
  if (statusCode === 429 && !/^\d+$/.test(String(headers['retry-after'] ?? '')))
    problems.push('429 without Retry-After');
  return problems;
}
