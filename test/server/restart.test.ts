// Browser tier: scans running in a server's Chromium when the server is SIGKILLed, then restarted
/**
 * Jobs survive a killed server: queue scans on a `consentry serve` child process, SIGKILL it while a
 * scan runs, start it again on the same data dir — every scan completes once; none is lost, none is
 * duplicated (one job and one scan per create).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumUnder, waitGone } from '../faults/fault-processes.ts';
import { openTestStore } from '../store/test-store.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import {
  createKey,
  fetchApi,
  pollUntilTerminal,
  startServer,
  type ServerProcess,
} from './server-process.ts';

const SITES = [
  'https://tracker-blog.example/',
  'https://clean-shop.example/',
  'https://cmp-vanilla.example/',
];

let web: FixtureWeb;
let dataDir: string;
let key: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-restart-'));
  key = await createKey(dataDir, ['scan:read', 'scan:create']);
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await web?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function chromiumStarted(serverPid: number): Promise<number[]> {
  for (let i = 0; i < 150; i++) {
    const found = chromiumUnder(serverPid);
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return [];
}

async function waitForRunning(baseUrl: string, scanIds: string[]): Promise<string> {
  for (let i = 0; i < 300; i++) {
    for (const scanId of scanIds) {
      const { body } = await fetchApi(`${baseUrl}/api/v2/scans/${scanId}/status`, { key });
      if (body!.status === 'running') return scanId;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no scan started running');
}

describe('restart', () => {
  it('a SIGKILLed server finds its queued and running jobs on restart and completes each exactly once', async () => {
    const first = await startServer({ dataDir, mapHosts: web.mapHostsRule, concurrency: 1 });
    servers.push(first);
    const scanIds: string[] = [];
    for (const url of SITES) {
      const { status, body } = await fetchApi(`${first.baseUrl}/api/v2/scans`, {
        method: 'POST',
        key,
        json: { url },
      });
      expect(status).toBe(202);
      scanIds.push(String(body!.scanId));
    }
    const running = await waitForRunning(first.baseUrl, scanIds);
    const browser = chromiumUnder(first.child.pid!);
    expect(await first.stop('SIGKILL')).toBeNull();
    // Its Chromium ends with it (the DevTools pipe closes): nothing is left behind.
    expect(browser.length).toBeGreaterThan(0);
    expect(await waitGone(browser)).toEqual([]);

    const second = await startServer({ dataDir, mapHosts: web.mapHostsRule, concurrency: 1 });
    servers.push(second);
    // The dead server's running job went back to the queue at once (its process is gone).
    expect(second.output()).toMatch(/1 jobs of a stopped server re-queued/);
    for (const scanId of scanIds) {
      const { body } = await pollUntilTerminal(
        `${second.baseUrl}/api/v2/scans/${scanId}/status`,
        key,
      );
      expect(['completed', 'completed_limited'], scanId).toContain(body.status);
      const scan = await fetchApi(`${second.baseUrl}/api/v2/scans/${scanId}`, { key });
      expect(scan.body).toMatchObject({ scanId });
      expect(String(scan.body!.url)).toBe(SITES[scanIds.indexOf(scanId)]);
    }
    expect(await second.stop('SIGTERM')).toBe(0);

    const store = await openTestStore(dataDir);
    try {
      const counts = await store.countJobs();
      expect(counts).toMatchObject({ queued: 0, running: 0, finalizing: 0, failed: 0 });
      expect(counts.completed + counts.completed_limited).toBe(SITES.length);
      const killed = await store.getJobByScanId(running);
      expect(killed!.attempts).toBe(2);
      for (const [i, url] of SITES.entries()) {
        const latest = await store.latestForDomain(new URL(url).hostname, 'eu_ie');
        expect(latest?.scanId).toBe(scanIds[i]);
      }
    } finally {
      await store.close();
    }
  }, 420_000);

  it('SIGTERM past the grace period re-queues the running scan and exits 0; the next start completes it', async () => {
    const first = await startServer({
      dataDir,
      mapHosts: web.mapHostsRule,
      concurrency: 1,
      env: { CONSENTRY_SHUTDOWN_GRACE_MS: '0' },
    });
    servers.push(first);
    const { body } = await fetchApi(`${first.baseUrl}/api/v2/scans`, {
      method: 'POST',
      key,
      json: { url: 'https://ignores-choice.example/', freshness: 'fresh' },
    });
    const scanId = String(body!.scanId);
    await waitForRunning(first.baseUrl, [scanId]);
    // A claimed job is 'running' before its worker's Chromium has started (slow on a busy machine).
    const browser = await chromiumStarted(first.child.pid!);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(browser.length).toBeGreaterThan(0);
    expect(await waitGone(browser)).toEqual([]);
    expect(first.output()).toMatch(/1 unfinished jobs re-queued/);
    expect(existsSync(join(dataDir, 'worker.json'))).toBe(false);

    const store = await openTestStore(dataDir);
    try {
      expect((await store.getJobByScanId(scanId))!.status).toBe('queued');
    } finally {
      await store.close();
    }
    const second = await startServer({ dataDir, mapHosts: web.mapHostsRule, concurrency: 1 });
    servers.push(second);
    const done = await pollUntilTerminal(`${second.baseUrl}/api/v2/scans/${scanId}/status`, key);
    expect(['completed', 'completed_limited']).toContain(done.body.status);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 300_000);
});
