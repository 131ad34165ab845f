// Browser tier: `consentry serve` scans in Chromium, and its report page is rendered in headless Chromium
/**
 * End to end through a real listening `consentry serve` (child process, real Chromium behind the
 * egress guard, real SQLite) against the fixture web: create → 202 → join → poll honouring
 * Retry-After → completed → scan, findings, pre-consent table, every evidence page, the report
 * page rendered in headless Chromium, and reuse (200) on a third create.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../../src/index.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import {
  createKey,
  fetchApi,
  pollUntilTerminal,
  startServer,
  type ServerProcess,
} from './server-process.ts';

let web: FixtureWeb;
let server: ServerProcess;
let dataDir: string;
let key: string;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-e2e-'));
  key = await createKey(dataDir, ['scan:read', 'scan:create']);
  server = await startServer({ dataDir, mapHosts: web.mapHostsRule, concurrency: 1 });
}, 120_000);

afterAll(async () => {
  const code = await server?.stop('SIGTERM');
  await web?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  expect(code, server?.output()).toBe(0);
}, 120_000);

describe('consentry serve end to end', () => {
  it('creates, joins, completes, serves every projection and the report page, then reuses', async () => {
    const api = `${server.baseUrl}/api/v2`;
    const created = await fetchApi(`${api}/scans`, {
      method: 'POST',
      json: { url: 'https://tracker-blog.example/' },
    });
    expect(created.status).toBe(202);
    expect(Number(created.headers.get('retry-after'))).toBeGreaterThan(0);
    const job = created.body!;
    const joined = await fetchApi(`${api}/scans`, {
      method: 'POST',
      key,
      json: { url: 'https://tracker-blog.example/' },
    });
    expect(joined.status).toBe(202);
    expect(joined.body!.jobId).toBe(job.jobId);

    const statusUrl = (job.links as { status: string }).status;
    expect(statusUrl.startsWith(server.baseUrl)).toBe(true);
    const { body: done, statuses } = await pollUntilTerminal(statusUrl, key);
    expect(done.status).toBe('completed');
    expect(statuses.length).toBeGreaterThan(1);

    const scanId = String(job.scanId);
    const scan = await fetchApi(`${api}/scans/${scanId}`, { key });
    expect(scan.status).toBe(200);
    expect(scan.body).toMatchObject({
      scanId,
      domain: 'tracker-blog.example',
      status: 'completed',
    });
    const links = scan.body!.links as Record<string, string>;
    expect(Object.values(links).every((link) => link.startsWith(server.baseUrl))).toBe(true);

    const findings = await fetchApi(links.findings!, { key });
    const ids = (findings.body!.findings as { id: string }[]).map((f) => f.id);
    expect(ids).toContain('pre_consent_tracking');
    const one = await fetchApi(`${links.findings}/pre_consent_tracking`, { key });
    expect(one.body).toMatchObject({ id: 'pre_consent_tracking', scanId });

    const table = await fetchApi(links.preConsentCookiesTrackers!, { key });
    const rows = table.body!.rows as { kind: string; host: string }[];
    expect(
      rows.some((row) => row.kind === 'tracker' && row.host === 'www.googletagmanager.com'),
    ).toBe(true);

    let next: string | null = links.reportEvidence!;
    const entryIds: string[] = [];
    let total = -1;
    for (let page = 0; next && page < 50; page++) {
      const evidence: Awaited<ReturnType<typeof fetchApi>> = await fetchApi(next, { key });
      expect(evidence.status).toBe(200);
      entryIds.push(...(evidence.body!.entries as { id: string }[]).map((e) => e.id));
      total = Number(evidence.body!.totalEntries);
      next = (evidence.body!.links as { next?: string }).next ?? null;
    }
    expect(next).toBeNull();
    expect(entryIds.length).toBe(total);
    expect(total).toBeGreaterThan(10);

    const diagnostics = await fetchApi(links.diagnostics!, { key });
    // tracker-blog has no banner, consent platform, consent API or opt-out control: the scan plan runs the
    // before-consent and GPC arms only, and coverage says why the other two were not needed.
    expect((diagnostics.body!.arms as { arm: string }[]).map((a) => a.arm).sort()).toEqual([
      'before_consent',
      'gpc_on',
    ]);
    expect(
      (scan.body!.coverage as { limitations: { code: string }[] }).limitations.filter(
        (l) => l.code === 'arm_not_needed',
      ),
    ).toHaveLength(2);

    const browser = await chromium.launch({
      executablePath: findChromium().executablePath,
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(server.baseUrl) && !request.url().startsWith('data:'))
          foreign.push(request.url());
      });
      const response = await page.goto(links.report!);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('consentry report: tracker-blog.example');
      const text = await page.locator('body').innerText();
      expect(text).toContain(`${String(scan.body!.score)}`);
      expect(text).toMatch(/Not legal advice/);
      expect(text).toContain('www.googletagmanager.com');
      expect(await page.locator('article.finding').count()).toBe(ids.length);
      // Readable on a phone: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(foreign).toEqual([]);
    } finally {
      await browser.close();
    }

    const reused = await fetchApi(`${api}/scans`, {
      method: 'POST',
      json: { url: 'https://tracker-blog.example/' },
    });
    expect(reused.status).toBe(200);
    expect(reused.body).toMatchObject({ scanId, reused: true, quotaConsumed: false });
  }, 300_000);
});
