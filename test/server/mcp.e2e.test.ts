// Browser tier: a real scan by `consentry serve` in Chromium, driven through the MCP tools
/**
 * The MCP light endpoint end to end: a real `consentry serve` (child process, Chromium behind the
 * egress guard, fair-use limits on) scanning the fixture web, driven by the official MCP SDK client.
 * One real scan: create → poll status honouring retryAfterSeconds → completed → bundle, pre-consent
 * table and every evidence page, each compared with the REST resources; then reuse costs no quota.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { connectMcp, type McpSession } from './mcp-client.ts';
import { createKey, fetchApi, startServer, type ServerProcess } from './server-process.ts';

const SITE = 'https://tracker-blog.example/';
const ACTIVE = new Set(['queued', 'pending', 'running', 'finalizing']);

let web: FixtureWeb;
let server: ServerProcess;
let dataDir: string;
let key: string;
let mcp: McpSession;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-mcp-e2e-'));
  key = await createKey(dataDir, ['scan:read']);
  server = await startServer({ dataDir, mapHosts: web.mapHostsRule, concurrency: 1 });
  mcp = await connectMcp(server.baseUrl);
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  const code = await server?.stop('SIGTERM');
  await web?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  expect(code, server?.output()).toBe(0);
}, 120_000);

async function rest(url: string): Promise<Record<string, unknown>> {
  const response = await fetchApi(url, { key });
  expect(response.status, url).toBe(200);
  return response.body!;
}

describe('MCP light end to end', () => {
  it('scans a fixture site through the tools and answers what the REST API answers', async () => {
    expect((await mcp.client.listTools()).tools).toHaveLength(6);

    const created = await mcp.call('consentry_create_scan', { url: SITE });
    expect(created.structured).toMatchObject({
      type: 'consentry_scan_job',
      domain: 'tracker-blog.example',
      status: 'queued',
      reused: false,
      quotaConsumed: true,
    });
    const scanId = String(created.structured.scanId);

    const statuses: string[] = [];
    let status = created.structured;
    for (let polls = 0; ACTIVE.has(String(status.status)); polls++) {
      expect(polls).toBeLessThan(120);
      expect(status.retryAfterSeconds).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, Number(status.retryAfterSeconds) * 1000));
      status = (await mcp.call('consentry_get_scan_status', { scanId })).structured;
      statuses.push(String(status.status));
    }
    expect(status).toMatchObject({ type: 'consentry_scan_job', scanId, status: 'completed' });
    expect(status.retryAfterSeconds).toBeUndefined();
    expect(statuses.length).toBeGreaterThan(0);
    const api = `${server.baseUrl}/api/v2/scans/${scanId}`;
    expect(status).toEqual(await rest(`${api}/status`));

    const scan = await rest(api);
    const findings = (await rest(`${api}/findings`)).findings as { id: string }[];
    expect(findings.map((f) => f.id)).toContain('pre_consent_tracking');
    const bundle = (
      await mcp.call('consentry_get_scan_bundle', { scanId, detail: 'findings', maxBytes: 262_144 })
    ).structured;
    expect(bundle).toMatchObject({
      scanId,
      status: 'completed',
      score: scan.score,
      riskLevel: scan.riskLevel,
      truncated: false,
      quotaConsumed: false,
      reportUrl: `${server.baseUrl}/reports/${scanId}`,
    });
    expect(bundle.coverage).toEqual({
      status: (scan.coverage as { status: string }).status,
      summary: (scan.coverage as { summary: string }).summary,
    });
    expect((bundle.findings as { id: string }[]).map((f) => f.id).sort()).toEqual(
      findings.map((f) => f.id).sort(),
    );

    const small = (
      await mcp.call('consentry_get_scan_bundle', { scanId, detail: 'findings', maxBytes: 4_096 })
    ).structured;
    expect(small.truncated).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(small))).toBeLessThanOrEqual(4_096);
    expect((small.findings as unknown[]).length).toBeLessThan(findings.length);
    expect(small.recommendedNextAction).toMatchObject({
      tool: 'consentry_get_report_evidence',
      toolArguments: { scanId },
      operationId: 'listScanFindings',
      url: `${api}/findings`,
    });

    const table = await rest(`${api}/pre-consent-cookies-trackers`);
    expect(
      (table.rows as { host: string }[]).some((row) => row.host === 'www.googletagmanager.com'),
    ).toBe(true);
    expect(
      (await mcp.call('consentry_get_pre_consent_cookies_trackers', { scanId })).structured,
    ).toEqual(table);
    expect(
      (
        await mcp.call('consentry_get_latest_domain_pre_consent_cookies_trackers', {
          domain: 'tracker-blog.example',
          scanFrom: 'eu_ie',
        })
      ).structured,
    ).toEqual(table);

    const mcpIds: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    for (let page = 0; page === 0 || (cursor && page < 50); page++) {
      const answer = (
        await mcp.call('consentry_get_report_evidence', { scanId, ...(cursor ? { cursor } : {}) })
      ).structured;
      mcpIds.push(...(answer.entries as { id: string }[]).map((entry) => entry.id));
      total = Number(answer.totalEntries);
      cursor = answer.nextCursor as string | null;
    }
    expect(cursor).toBeNull();
    expect(total).toBeGreaterThan(10);
    const restIds: string[] = [];
    let next: string | null = `${api}/report-evidence`;
    while (next) {
      const page = await rest(next);
      restIds.push(...(page.entries as { id: string }[]).map((entry) => entry.id));
      next = (page.links as { next?: string }).next ?? null;
    }
    expect(mcpIds).toEqual(restIds);
    expect(mcpIds).toHaveLength(total);

    const reused = await mcp.call('consentry_create_scan', { url: SITE });
    expect(reused.structured).toMatchObject({
      type: 'consentry_scan',
      scanId,
      reused: true,
      quotaConsumed: false,
      score: scan.score,
    });
  }, 300_000);

  it('refuses what the REST API refuses, as tool errors; other methods are 405', async () => {
    expect(
      await mcp.callError('consentry_get_scan_bundle', {
        scanId: '0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60',
      }),
    ).toMatchObject({ code: 'not_found', message: 'Scan not found.' });
    expect(
      await mcp.callError('consentry_create_scan', { url: 'ftp://tracker-blog.example/' }),
    ).toMatchObject({ code: 'invalid_request' });
    const get = await fetch(`${server.baseUrl}/mcp/light`);
    expect(get.status).toBe(405);
    expect(get.headers.get('x-consentry-api-version')).toBe('v2');
  });
});
