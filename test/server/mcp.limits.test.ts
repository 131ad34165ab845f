/**
 * The fair-use limits on the MCP light endpoint: no credentials, so every tool call is charged to
 * the caller's address against the same budgets as the REST route that reads the same thing — the
 * anonymous new-scan quota (reuse is free), weighted reads (a bundle is a heavy read) and status
 * polls. A refusal is a tool error carrying the REST 429 envelope's fields.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LimitsApp } from './limits-harness.ts';
import { connectMcp, type McpSession } from './mcp-client.ts';

const MINUTE = 60_000;
let api: LimitsApp;
let mcp: McpSession;

afterEach(async () => {
  await mcp?.close();
  await api?.close();
});

async function start(): Promise<void> {
  api = await LimitsApp.start();
  mcp = await connectMcp(await api.app.listen({ port: 0, host: '127.0.0.1' }));
}

describe('anonymous new scans over MCP', () => {
  it('20 per address per UTC day shared with REST; the 21st is a rate_limited tool error; reuse stays free; the next day works', async () => {
    await start();
    api.clock = Date.parse('2026-11-22T23:00:00.000Z');
    await api.seedScan('tracker-blog');
    for (let i = 1; i <= 19; i++) {
      const created = await mcp.call('consentry_create_scan', {
        url: `https://site-${i}.example/`,
      });
      expect(created.structured).toMatchObject({
        type: 'consentry_scan_job',
        status: 'queued',
        reused: false,
        quotaConsumed: true,
      });
    }
    // REST from the same address (inject's default peer is 127.0.0.1) spends the same quota.
    expect((await api.createScan('https://site-20.example/')).statusCode).toBe(202);
    const jobsBefore = await api.store.countJobs();

    const refused = await mcp.callError('consentry_create_scan', {
      url: 'https://site-21.example/',
    });
    const rest = await api.createScan('https://site-21.example/');
    expect(rest.statusCode).toBe(429);
    const restError = (JSON.parse(rest.body) as { error: Record<string, unknown> }).error;
    expect(refused).toEqual({ ...restError, requestId: expect.stringMatching(/^req_/) });
    expect(refused).toMatchObject({
      code: 'rate_limited',
      message: 'Rate limit reached. Retry after the recommended delay.',
      retryAfterSeconds: 3600,
      rateLimit: {
        policyVersion: '2026-09-12',
        profile: 'anonymous',
        scope: 'anonymous_new_scans',
        window: 'utc_day',
        windowSeconds: 86400,
        limit: 20,
        usage: 20,
        requestedUnits: 1,
      },
    });
    const answer = await mcp.call('consentry_create_scan', { url: 'https://site-21.example/' });
    expect(answer.text).toBe(
      'rate_limited: Rate limit reached. Retry after the recommended delay. Retry after 3600 s.',
    );
    expect(await api.store.countJobs()).toEqual(jobsBefore);

    const reused = await mcp.call('consentry_create_scan', {
      url: 'https://tracker-blog.example/',
    });
    expect(reused.structured).toMatchObject({
      type: 'consentry_scan',
      status: 'completed',
      reused: true,
      quotaConsumed: false,
    });

    api.clock = Date.parse('2026-11-23T00:00:00.000Z');
    expect(
      (await mcp.call('consentry_create_scan', { url: 'https://site-21.example/' })).structured,
    ).toMatchObject({ status: 'queued', quotaConsumed: true });
  });
});

describe('weighted reads over MCP', () => {
  it('a bundle is a heavy read (4 units): 30 per caller and scan in 10 minutes, then reads of that scan are refused; polls have their own budget', async () => {
    await start();
    const scanId = await api.seedScan('tracker-blog');
    for (let i = 0; i < 30; i++)
      expect((await mcp.call('consentry_get_scan_bundle', { scanId })).isError).toBe(false);
    const refused = await mcp.callError('consentry_get_scan_bundle', { scanId });
    expect(refused).toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 600,
      rateLimit: {
        policyVersion: '2026-09-12',
        profile: 'anonymous',
        scope: 'caller_resource',
        window: 'rolling_10m',
        windowSeconds: 600,
        limit: 120,
        usage: 120,
        requestedUnits: 4,
      },
    });
    expect(
      await mcp.callError('consentry_get_pre_consent_cookies_trackers', { scanId }),
    ).toMatchObject({
      code: 'rate_limited',
      rateLimit: { scope: 'caller_resource', requestedUnits: 1 },
    });
    expect(await mcp.callError('consentry_get_report_evidence', { scanId })).toMatchObject({
      code: 'rate_limited',
    });
    // Status polls are charged to the status budgets, which still have room.
    expect((await mcp.call('consentry_get_scan_status', { scanId })).structured).toMatchObject({
      status: 'completed',
    });
    // Another scan is another resource.
    const other = await api.seedScan('cmp-vanilla');
    expect(
      (await mcp.call('consentry_get_pre_consent_cookies_trackers', { scanId: other })).isError,
    ).toBe(false);
    // Units leave the rolling window after 10 minutes.
    api.clock += 10 * MINUTE;
    expect((await mcp.call('consentry_get_scan_bundle', { scanId })).isError).toBe(false);
  });

  it('status polls: 120 per caller and scan in 10 minutes; a malformed scan id costs nothing', async () => {
    await start();
    const scanId = await api.seedScan('tracker-blog');
    for (let i = 0; i < 5; i++)
      expect((await mcp.callError('consentry_get_scan_status', { scanId: 'x' })).code).toBe(
        'invalid_request',
      );
    for (let i = 0; i < 120; i++)
      expect((await mcp.call('consentry_get_scan_status', { scanId })).isError).toBe(false);
    expect(await mcp.callError('consentry_get_scan_status', { scanId })).toMatchObject({
      code: 'rate_limited',
      rateLimit: {
        scope: 'status_caller_scan',
        window: 'rolling_10m',
        limit: 120,
        usage: 120,
        requestedUnits: 1,
      },
    });
  });

  it('a report-evidence cursor the server did not sign costs nothing, over MCP and REST alike', async () => {
    await start();
    const scanId = await api.seedScan('tracker-blog');
    const forged = 'eyJzIjoiZm9yZ2VkIn0AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (let i = 0; i < 5; i++) {
      expect(
        (await mcp.callError('consentry_get_report_evidence', { scanId, cursor: forged })).code,
      ).toBe('invalid_request');
      const rest = await api.inject({
        url: `/api/v2/scans/${scanId}/report-evidence?cursor=${forged}`,
        key: api.keys.create,
      });
      expect(rest.statusCode).toBe(400);
      expect(rest.headers['ratelimit']).toBeUndefined();
    }
    // The first charged read of this caller and scan still has the whole budget but itself.
    expect((await mcp.call('consentry_get_report_evidence', { scanId })).isError).toBe(false);
    const read = await api.inject({
      url: `/api/v2/scans/${scanId}/findings`,
      key: api.keys.create,
    });
    expect(read.headers['ratelimit']).toMatch(/^"caller_resource\.rolling_10m";r=119;/);
  });

  it('the latest-domain table is charged to the domain, as the REST route is', async () => {
    await start();
    await api.seedScan('tracker-blog');
    for (let i = 0; i < 120; i++)
      expect(
        (
          await mcp.call('consentry_get_latest_domain_pre_consent_cookies_trackers', {
            domain: i % 2 ? 'tracker-blog.example' : 'TRACKER-BLOG.example.',
          })
        ).isError,
      ).toBe(false);
    expect(
      await mcp.callError('consentry_get_latest_domain_pre_consent_cookies_trackers', {
        domain: 'tracker-blog.example',
      }),
    ).toMatchObject({
      code: 'rate_limited',
      rateLimit: { scope: 'caller_resource', limit: 120, usage: 120 },
    });
  });
});
