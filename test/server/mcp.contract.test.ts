/**
 * Contract of the MCP light endpoint (POST /mcp/light) through the official SDK client over a real
 * listening socket: the six tools, answers equal to the REST resources they mirror, bounded bundles,
 * evidence paging with signed cursors, the public-only target policy, error codes as tool errors,
 * JSON-RPC refusals of other methods, and the discovery documents that advertise it. Scans are
 * seeded through the queue (no browser).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildObservations, request, SITE_URL } from '../findings/observation-builder.ts';
import { ApiHarness, BASE_URL, goldenObservations, UNKNOWN_SCAN_ID } from './harness.ts';
import { connectMcp, type McpSession } from './mcp-client.ts';
import { rawExchange } from './raw-http.ts';

const TOOLS = [
  'consentry_create_scan',
  'consentry_get_scan_status',
  'consentry_get_scan_bundle',
  'consentry_get_pre_consent_cookies_trackers',
  'consentry_get_latest_domain_pre_consent_cookies_trackers',
  'consentry_get_report_evidence',
];

let api: ApiHarness;
let address: string;
let mcp: McpSession;
let blog: { scanId: string };
let big: { scanId: string };
let leaky: { scanId: string };
let queuedScanId: string;

beforeAll(async () => {
  // Only the fixture names are mapped (no DNS here): everything else meets the public-only policy.
  api = await ApiHarness.start({}, 'MAP *.example 127.0.0.1:9');
  const golden = goldenObservations('tracker-blog');
  blog = await api.seedScan({ url: golden.url, observations: golden.observations });
  const requests = Array.from({ length: 1_500 }, (_, i) =>
    request(`px${i}.tracker-${i % 40}.example`, { tMs: 100 + i }),
  );
  big = await api.seedScan({
    url: SITE_URL,
    observations: buildObservations({ before_consent: { requests } }),
  });
  const cmp = goldenObservations('ignores-choice');
  leaky = await api.seedScan({
    url: cmp.url,
    observations: cmp.observations,
    mutate: (bundle) => {
      Object.assign(bundle.scan, { cookieValue: 'SECRET-1' });
      for (const finding of bundle.findings) Object.assign(finding, { requestBody: 'SECRET-2' });
      if (bundle.preConsentTable)
        Object.assign(bundle.preConsentTable.rows[0]!, { value: 'SECRET-3' });
    },
  });
  const created = await api.call({
    method: 'POST',
    url: '/api/v2/scans',
    payload: { url: 'https://still-queued.example/' },
  });
  queuedScanId = String(created.body!.scanId);
  address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  mcp = await connectMcp(address);
});
afterAll(async () => {
  await mcp?.close();
  await api?.close();
});

async function rest(url: string): Promise<Record<string, unknown>> {
  const { response, body } = await api.call({ url, key: api.keys.read });
  expect(response.statusCode, url).toBe(200);
  return body!;
}

describe('tools', () => {
  it('tools/list shows exactly the six tools, each with a description and an object input schema', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
    const bundle = tools.find((tool) => tool.name === 'consentry_get_scan_bundle')!;
    expect(bundle.inputSchema.required).toEqual(['scanId']);
    expect(bundle.inputSchema.properties!.maxBytes).toMatchObject({
      type: 'integer',
      minimum: 4096,
      maximum: 262144,
    });
    expect(
      tools.find((tool) => tool.name === 'consentry_create_scan')!.inputSchema.required,
    ).toEqual(['url']);
  });

  it('the server introduces itself and tells agents how to poll', () => {
    expect(mcp.client.getServerVersion()).toMatchObject({ name: 'consentry', version: '0.1.0' });
    expect(mcp.client.getInstructions()).toMatch(
      /consentry_get_scan_status after retryAfterSeconds/,
    );
  });
});

describe('reads equal the REST resources', () => {
  it('bundle: score, risk level, coverage and finding ids of getScan and listScanFindings; summary by default, full findings on request', async () => {
    const scan = await rest(`/api/v2/scans/${blog.scanId}`);
    const list = await rest(`/api/v2/scans/${blog.scanId}/findings`);
    const findings = list.findings as { id: string; criticality: string }[];
    expect(findings.length).toBeGreaterThan(1);

    const summary = await mcp.call('consentry_get_scan_bundle', { scanId: blog.scanId });
    expect(summary.isError).toBe(false);
    expect(summary.structured).toMatchObject({
      type: 'consentry_scan_bundle',
      scanId: blog.scanId,
      status: scan.status,
      score: scan.score,
      riskLevel: scan.riskLevel,
      coverage: { status: (scan.coverage as { status: string }).status },
      findingCount: findings.length,
      truncated: false,
      detail: 'summary',
      quotaConsumed: false,
      reportUrl: `${BASE_URL}/reports/${blog.scanId}`,
      links: scan.links,
    });
    expect(summary.structured.limitations).toEqual(
      (scan.coverage as { limitations?: unknown[] }).limitations ?? [],
    );
    const summaries = summary.structured.findings as Record<string, unknown>[];
    expect(summaries.map((f) => f.id).sort()).toEqual(findings.map((f) => f.id).sort());
    expect(Object.keys(summaries[0]!)).not.toContain('evidence');
    // Most critical first.
    const rank = { high: 0, medium: 1, low: 2, info: 3 } as Record<string, number>;
    const ranks = summaries.map((f) => rank[String(f.criticality)]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(summary.text).toContain(`score ${String(scan.score)}, risk ${String(scan.riskLevel)}`);

    const full = await mcp.call('consentry_get_scan_bundle', {
      scanId: blog.scanId,
      detail: 'findings',
      maxBytes: 262_144,
    });
    const byId = new Map(findings.map((f) => [f.id, f]));
    for (const finding of full.structured.findings as { id: string }[])
      expect(finding).toEqual(byId.get(finding.id));
  });

  it('a small maxBytes truncates the findings, stays within the bound and names the next action', async () => {
    const answer = await mcp.call('consentry_get_scan_bundle', {
      scanId: blog.scanId,
      detail: 'findings',
      maxBytes: 4096,
    });
    const bundle = answer.structured;
    expect(bundle.truncated).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(bundle))).toBeLessThanOrEqual(4096);
    const shown = (bundle.findings as unknown[]).length;
    expect(shown).toBeLessThan(Number(bundle.findingCount));
    expect(bundle.recommendedNextAction).toEqual({
      summary: expect.stringContaining(
        `${shown} of ${String(bundle.findingCount)} findings fit in maxBytes=4096`,
      ),
      tool: 'consentry_get_report_evidence',
      toolArguments: { scanId: blog.scanId },
      operationId: 'listScanFindings',
      url: `${BASE_URL}/api/v2/scans/${blog.scanId}/findings`,
    });
    expect(answer.text).toContain('truncated');
    // maxBytes outside 4096..262144 is refused by the input schema.
    const tooSmall = await mcp.client.callTool({
      name: 'consentry_get_scan_bundle',
      arguments: { scanId: blog.scanId, maxBytes: 4095 },
    });
    expect(tooSmall.isError).toBe(true);
    expect(JSON.stringify(tooSmall.content)).toMatch(/maxBytes/);
  });

  it('pre-consent table of a scan and of the latest domain scan equal the REST tables; an invalid scanFrom falls back to eu_ie', async () => {
    const table = await rest(`/api/v2/scans/${blog.scanId}/pre-consent-cookies-trackers`);
    const byScan = await mcp.call('consentry_get_pre_consent_cookies_trackers', {
      scanId: blog.scanId,
    });
    expect(byScan.structured).toEqual(table);
    const summary = table.summary as { rowCount: number; trackerCount: number };
    expect(byScan.text).toContain(`${summary.rowCount} rows (${summary.trackerCount} trackers`);

    const domain = new URL(goldenObservations('tracker-blog').url).hostname;
    const latest = await rest(`/api/v2/domains/${domain}/latest/pre-consent-cookies-trackers`);
    expect(latest).toEqual(table);
    expect(
      (
        await mcp.call('consentry_get_latest_domain_pre_consent_cookies_trackers', {
          domain,
          scanFrom: 'moon',
        })
      ).structured,
    ).toEqual(latest);
    expect(
      (
        await mcp.call('consentry_get_latest_domain_pre_consent_cookies_trackers', {
          domain: `${domain.toUpperCase()}.`,
        })
      ).structured,
    ).toEqual(latest);
    expect(
      await mcp.callError('consentry_get_latest_domain_pre_consent_cookies_trackers', {
        domain,
        scanFrom: 'california',
      }),
    ).toMatchObject({ code: 'not_found', message: 'No eligible scan of this domain.' });
    expect(
      await mcp.callError('consentry_get_latest_domain_pre_consent_cookies_trackers', {
        domain: 'bad host/../x',
      }),
    ).toMatchObject({ code: 'invalid_request', message: 'Invalid domain.' });
  });

  it('report evidence: every page followed to the end equals the REST pages; the workpaper selection too', async () => {
    for (const workpaper of [undefined, 'tracking'] as const) {
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer = await mcp.call('consentry_get_report_evidence', {
          scanId: big.scanId,
          ...(workpaper ? { workpaper } : {}),
          ...(cursor ? { cursor } : {}),
        });
        expect(answer.isError, answer.text).toBe(false);
        const query = new URLSearchParams({
          ...(workpaper ? { workpaper } : {}),
          ...(cursor ? { cursor } : {}),
        });
        expect(answer.structured).toEqual(
          await rest(`/api/v2/scans/${big.scanId}/report-evidence?${query}`),
        );
        ids.push(...(answer.structured.entries as { id: string }[]).map((entry) => entry.id));
        cursor = answer.structured.nextCursor as string | null;
        expect(answer.text).toContain(cursor ? 'call again with cursor' : 'last page');
        // An agent is told to repeat the workpaper with the cursor (a cursor without it is refused).
        if (cursor)
          expect(answer.text).toContain(
            workpaper
              ? 'and workpaper = "tracking" (repeat it on every continuation).'
              : 'cursor = nextCursor.',
          );
        pages++;
      } while (cursor && pages < 50);
      expect(cursor).toBeNull();
      expect(pages).toBeGreaterThan(1);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(0);
    }
  });

  it('a forged, foreign or mismatched cursor is invalid_request, never a crash', async () => {
    const first = await mcp.call('consentry_get_report_evidence', { scanId: big.scanId });
    const cursor = String(first.structured.nextCursor);
    const forged = `${cursor.slice(0, -2)}${cursor.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [scanId, args] of [
      [big.scanId, { cursor: forged }],
      [big.scanId, { cursor: 'not a cursor!' }],
      [big.scanId, { cursor, workpaper: 'tracking' }],
      [blog.scanId, { cursor }],
    ] as const) {
      const error = await mcp.callError('consentry_get_report_evidence', { scanId, ...args });
      expect(error.code).toBe('invalid_request');
      expect(error.message).toMatch(
        /^Invalid request: the cursor (is not valid|does not belong to this scan)/,
      );
    }
  });

  it('a field no schema lists never leaves through MCP either', async () => {
    const answers = [
      await mcp.call('consentry_get_scan_bundle', {
        scanId: leaky.scanId,
        detail: 'findings',
        maxBytes: 262_144,
      }),
      await mcp.call('consentry_get_pre_consent_cookies_trackers', { scanId: leaky.scanId }),
      await mcp.call('consentry_create_scan', { url: goldenObservations('ignores-choice').url }),
    ];
    for (const answer of answers) {
      expect(answer.isError, answer.text).toBe(false);
      expect(JSON.stringify(answer.structured)).not.toMatch(/SECRET|cookieValue|requestBody/);
    }
  });
});

describe('scans and status', () => {
  it('create_scan reuses a recent completed scan without consuming quota; fresh queues a new job', async () => {
    const reused = await mcp.call('consentry_create_scan', {
      url: goldenObservations('tracker-blog').url,
    });
    expect(reused.structured).toMatchObject({
      type: 'consentry_scan',
      scanId: blog.scanId,
      status: 'completed',
      reused: true,
      quotaConsumed: false,
    });
    expect(reused.text).toMatch(/no quota consumed/);

    const fresh = await mcp.call('consentry_create_scan', {
      url: goldenObservations('tracker-blog').url,
      freshness: 'fresh',
    });
    expect(fresh.structured).toMatchObject({
      type: 'consentry_scan_job',
      status: 'queued',
      reused: false,
      retryAfterSeconds: expect.any(Number),
    });
    // Without the fair-use limits nothing counts a quota.
    expect(fresh.structured.quotaConsumed).toBe(false);
    expect(fresh.structured.scanId).not.toBe(blog.scanId);
    const rest = await api.call({
      url: String((fresh.structured.links as { status: string }).status).replace(BASE_URL, ''),
      key: api.keys.read,
    });
    expect(rest.body).toMatchObject({ jobId: fresh.structured.jobId, status: 'queued' });
    // The same request again joins the active job.
    const joined = await mcp.call('consentry_create_scan', {
      url: goldenObservations('tracker-blog').url,
      freshness: 'fresh',
    });
    expect(joined.structured.jobId).toBe(fresh.structured.jobId);
    expect(joined.text).toMatch(/joined an identical active scan/);
  });

  it('status equals getScanStatus while queued and once completed', async () => {
    const queued = await mcp.call('consentry_get_scan_status', { scanId: queuedScanId });
    expect(queued.structured).toEqual(await rest(`/api/v2/scans/${queuedScanId}/status`));
    expect(queued.structured).toMatchObject({
      type: 'consentry_scan_job',
      status: 'queued',
      retryAfterSeconds: expect.any(Number),
    });
    expect(queued.text).toMatch(/is queued .*Poll again after \d+ s\./);
    const done = await mcp.call('consentry_get_scan_status', { scanId: blog.scanId });
    expect(done.structured).toEqual(await rest(`/api/v2/scans/${blog.scanId}/status`));
    expect(done.structured).toMatchObject({
      status: 'completed',
      links: { scan: `${BASE_URL}/api/v2/scans/${blog.scanId}` },
    });
    expect(done.text).toMatch(/consentry_get_scan_bundle/);
  });

  it('public-only targets: a private address, another scheme or a malformed URL is invalid_request and queues nothing', async () => {
    const before = await api.store.countJobs();
    for (const [url, message] of [
      ['http://127.0.0.1/', /^Invalid request: The host is not a public address/],
      ['http://192.168.1.1/router', /^Invalid request: The host is not a public address/],
      [
        'ftp://files.example/',
        /^Invalid request: url must be an absolute http:\/\/ or https:\/\/ URL without spaces\.$/,
      ],
      ['not a url', /^Invalid request: url /],
    ] as const) {
      const error = await mcp.callError('consentry_create_scan', { url });
      expect(error.code, url).toBe('invalid_request');
      expect(error.message, url).toMatch(message);
    }
    expect(await api.store.countJobs()).toEqual(before);
  });

  it('unknown scans are not_found; malformed ids are invalid_request; an unfinished scan answers its status with nothing concluded', async () => {
    for (const tool of TOOLS.filter((name) => !/create_scan|latest_domain/.test(name))) {
      expect(await mcp.callError(tool, { scanId: UNKNOWN_SCAN_ID }), tool).toMatchObject({
        code: 'not_found',
      });
      expect(await mcp.callError(tool, { scanId: '../etc/passwd' }), tool).toEqual(
        expect.objectContaining({ code: 'invalid_request', message: 'Invalid scan id.' }),
      );
    }
    const bundle = await mcp.call('consentry_get_scan_bundle', { scanId: queuedScanId });
    expect(bundle.isError).toBe(false);
    expect(bundle.structured).toMatchObject({
      scanId: queuedScanId,
      status: 'queued',
      findingCount: 0,
      findings: [],
    });
    expect(bundle.text).toMatch(
      /did not complete: incomplete evidence, no finding may be inferred/,
    );
    const table = await mcp.call('consentry_get_pre_consent_cookies_trackers', {
      scanId: queuedScanId,
    });
    expect(table.structured).toMatchObject({ rows: [], scanStatus: 'queued' });
    expect(table.text).toMatch(/nothing listed: the scan is queued/);
    const evidence = await mcp.call('consentry_get_report_evidence', { scanId: queuedScanId });
    expect(evidence.structured).toMatchObject({
      entries: [],
      totalEntries: 0,
      nextCursor: null,
      scanStatus: 'queued',
    });
  });
});

describe('the endpoint', () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'curl', version: '1' },
    },
  };
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${address}/mcp/light`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body,
    });

  it('answers plain JSON-RPC with the version and request-id headers and no session', async () => {
    const response = await post(JSON.stringify(initialize));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-consentry-api-version')).toBe('v2');
    expect(response.headers.get('x-consentry-request-id')).toMatch(/^req_[A-Za-z0-9_-]+$/);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = (await response.json()) as {
      id: number;
      result: { serverInfo: { name: string }; capabilities: Record<string, unknown> };
    };
    expect(body.id).toBe(1);
    expect(body.result.serverInfo.name).toBe('consentry');
    expect(body.result.capabilities.tools).toBeDefined();
  });

  it('a single tools/call needs no initialize (the README curl example)', async () => {
    const call = {
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'consentry_get_scan_status', arguments: { scanId: blog.scanId } },
    };
    const response = await post(JSON.stringify(call));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      id: number;
      result: { structuredContent: Record<string, unknown>; isError?: boolean };
    };
    expect(body.id).toBe(7);
    expect(body.result.isError).toBeUndefined();
    expect(body.result.structuredContent).toMatchObject({
      type: 'consentry_scan_job',
      scanId: blog.scanId,
      status: 'completed',
    });
  });

  it('an HTTP/1.0 request without Host, or with a Host no URL parser takes, is still answered in full', async () => {
    const port = Number(new URL(address).port);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    for (const head of [
      'POST /mcp/light HTTP/1.0\r\n',
      'POST /mcp/light?q=%zz HTTP/1.1\r\nHost: [not-a-host\r\n',
    ]) {
      const bytes = `${head}content-type: application/json\r\naccept: application/json, text/event-stream\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`;
      const { responses } = await rawExchange(port, { name: head, bytes });
      expect(responses[0]!.statusCode, head).toBe(200);
      expect(responses[0]!.headers['x-consentry-api-version']).toBe('v2');
      const answer = JSON.parse(responses[0]!.body) as {
        id: number;
        result: { tools: { name: string }[] };
      };
      expect(answer.id).toBe(3);
      expect(answer.result.tools.map((tool) => tool.name)).toEqual(TOOLS);
    }
  });

  it('GET and DELETE are 405 JSON-RPC errors; bodies that are not JSON-RPC are JSON-RPC errors too', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${address}/mcp/light`, {
        method,
        headers: { accept: 'application/json, text/event-stream' },
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(response.headers.get('x-consentry-api-version')).toBe('v2');
      expect(await response.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Method not allowed.' },
        id: null,
      });
    }
    const notJson = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(notJson.status).toBe(400);
    expect(notJson.headers.get('x-consentry-request-id')).toMatch(/^req_/);
    expect(await notJson.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error: the body is not valid JSON.' },
      id: null,
    });
    const tooLarge = await post(JSON.stringify({ ...initialize, padding: 'x'.repeat(20_000) }));
    // The spec's codes only: a body over the limit is an invalid request (400), not a 413.
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid request: the body is larger than 16 KB.' },
      id: null,
    });
    const noEventStream = await post(JSON.stringify(initialize), { accept: 'application/json' });
    expect(noEventStream.status).toBe(406);
  });

  it('discovery lists the registered tools; llms.txt and OpenAPI stay as they were otherwise', async () => {
    const discovery = await rest('/.well-known/consentry-ai.json');
    expect(discovery.mcp).toEqual({
      url: `${BASE_URL}/mcp/light`,
      requiresAuth: false,
      tools: TOOLS,
    });
    const llms = await api.app.inject({ url: '/llms.txt' });
    expect(llms.body).toContain(`POST ${BASE_URL}/mcp/light`);
    expect(llms.body).toContain(TOOLS.join(', '));
    const openapi = await rest('/api/v2/openapi.json');
    expect(Object.keys(openapi.paths as object).some((path) => path.startsWith('/mcp'))).toBe(
      false,
    );
  });
});
