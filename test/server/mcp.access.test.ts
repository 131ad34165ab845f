/**
 * Access boundaries of /mcp/light: the read tools follow the REST reads' rule — with
 * `publicReports: false` they need a key with scan:read and mcp — and the mcp scope is enforced on
 * every presented key (a key without it is refused at the HTTP request, whatever the setting).
 * Creation stays anonymous within the quota, as POST /api/v2/scans is; a key must hold scan:create.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintKey } from '../../src/internal.ts';
import { ApiHarness, goldenObservations } from './harness.ts';
import { connectMcp, type McpSession } from './mcp-client.ts';

const READ_TOOLS = [
  ['consentry_get_scan_status', (scanId: string) => ({ scanId })],
  ['consentry_get_scan_bundle', (scanId: string) => ({ scanId })],
  ['consentry_get_report_evidence', (scanId: string) => ({ scanId })],
  ['consentry_get_pre_consent_cookies_trackers', (scanId: string) => ({ scanId })],
  [
    'consentry_get_latest_domain_pre_consent_cookies_trackers',
    () => ({ domain: 'tracker-blog.example' }),
  ],
] as const;

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'curl', version: '1' },
  },
});

async function postWithKey(
  address: string,
  key: string,
): Promise<{ status: number; body: { error?: { code: number; message: string } } }> {
  const response = await fetch(`${address}/mcp/light`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${key}`,
    },
    body: initialize,
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { code: number; message: string } },
  };
}

describe('with publicReports: false', () => {
  let api: ApiHarness;
  let address: string;
  let scanId: string;
  let fullKey: string;
  const sessions: McpSession[] = [];
  const session = async (key?: string) => {
    const opened = await connectMcp(address, key);
    sessions.push(opened);
    return opened;
  };

  beforeAll(async () => {
    api = await ApiHarness.start({ publicReports: false }, 'MAP *.example 127.0.0.1:9');
    const golden = goldenObservations('tracker-blog');
    ({ scanId } = await api.seedScan({ url: golden.url, observations: golden.observations }));
    const minted = mintKey({
      scopes: ['scan:read', 'scan:create', 'mcp'],
      name: 'agent',
      secret: api.secret,
      now: new Date(),
    });
    await api.store.createKey(minted.record);
    fullKey = minted.key;
    address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const opened of sessions) await opened.close();
    await api?.close();
  });

  it('an anonymous caller may create scans but every read tool is unauthorized', async () => {
    const anonymous = await session();
    for (const [tool, args] of READ_TOOLS) {
      expect(await anonymous.callError(tool, args(scanId)), tool).toEqual(
        expect.objectContaining({
          code: 'unauthorized',
          message:
            'Missing or invalid API key: reads on this server need a key with scan:read and mcp.',
        }),
      );
    }
    const created = await anonymous.call('consentry_create_scan', {
      url: 'https://new-site.example/',
    });
    expect(created.structured).toMatchObject({ type: 'consentry_scan_job', status: 'queued' });
  });

  it('a key with scan:read and mcp reads every tool; without scan:create it may not create', async () => {
    const reader = await session(api.keys.readOnly);
    for (const [tool, args] of READ_TOOLS)
      expect((await reader.call(tool, args(scanId))).isError, tool).toBe(false);
    expect(
      await reader.callError('consentry_create_scan', { url: 'https://other-site.example/' }),
    ).toMatchObject({ code: 'forbidden', message: 'API key is missing the required scope.' });
    const full = await session(fullKey);
    expect(
      (await full.call('consentry_create_scan', { url: 'https://other-site.example/' })).structured,
    ).toMatchObject({ type: 'consentry_scan_job' });
  });

  it('a key with mcp but not scan:read is forbidden the reads', async () => {
    const mcpOnly = await session(api.keys.mcpOnly);
    for (const [tool, args] of READ_TOOLS)
      expect((await mcpOnly.callError(tool, args(scanId))).code, tool).toBe('forbidden');
  });

  it('the mcp scope is enforced: a key without it is 403 and an invalid key 401, as JSON-RPC errors', async () => {
    expect(await postWithKey(address, api.keys.read)).toEqual({
      status: 403,
      body: {
        jsonrpc: '2.0',
        error: { code: -32600, message: 'API key is missing the required scope.' },
        id: null,
      },
    });
    expect(await postWithKey(address, api.keys.create)).toMatchObject({ status: 403 });
    expect(await postWithKey(address, 'csy_not_a_key')).toEqual({
      status: 401,
      body: {
        jsonrpc: '2.0',
        error: { code: -32600, message: 'Missing or invalid API key.' },
        id: null,
      },
    });
    expect((await postWithKey(address, api.keys.readOnly)).status).toBe(200);
  });

  it('discovery says the MCP reads need credentials here', async () => {
    const discovery = await api.call({ url: '/.well-known/consentry-ai.json' });
    expect(discovery.body!.mcp).toMatchObject({ requiresAuth: true });
  });
});

describe('with public reports (the default)', () => {
  it('reads need no key, but a presented key must still hold mcp', async () => {
    const api = await ApiHarness.start({}, 'MAP *.example 127.0.0.1:9');
    try {
      const golden = goldenObservations('tracker-blog');
      const { scanId } = await api.seedScan({ url: golden.url, observations: golden.observations });
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      const anonymous = await connectMcp(address);
      expect((await anonymous.call('consentry_get_scan_bundle', { scanId })).isError).toBe(false);
      await anonymous.close();
      expect((await postWithKey(address, api.keys.read)).status).toBe(403);
      const discovery = await api.call({ url: '/.well-known/consentry-ai.json' });
      expect(discovery.body!.mcp).toMatchObject({ requiresAuth: false });
    } finally {
      await api.close();
    }
  });
});
