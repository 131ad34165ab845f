// Browser tier: a queued scan completes in Chromium once the server finds a browser installed
/**
 * `consentry serve` says what happens without a browser, and it happens: the workers do not start,
 * created scans stay queued (none fails), GET /health reports the browser unavailable and why; once a
 * browser is installed, health says so at the next call and the queued scan completes. Run as root,
 * the server warns at start that Chromium has no sandbox.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  dataDir = mkdtempSync(join(tmpdir(), 'consentry-no-browser-'));
}, 60_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await web?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function outputContains(process: ServerProcess, text: string): Promise<void> {
  for (let i = 0; i < 50 && !process.output().includes(text); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(process.output()).toContain(text);
}

describe('consentry serve without a browser', () => {
  it('keeps scans queued and says so until a browser is installed, then scans them', async () => {
    const installed = findChromium().executablePath;
    const browserPath = join(dataDir, 'bin', 'chromium');
    const key = await createKey(dataDir, ['scan:read', 'scan:create']);
    server = await startServer({
      dataDir,
      mapHosts: web.mapHostsRule,
      concurrency: 1,
      env: { CONSENTRY_CHROMIUM: browserPath },
    });
    await outputContains(
      server,
      'consentry serve: no Chromium found: scans stay queued until one is installed',
    );
    if (process.getuid?.() === 0)
      expect(server.output()).toMatch(
        /consentry serve: warning: running as root: Chromium runs without its sandbox/,
      );

    const { body } = await fetchApi(`${server.baseUrl}/api/v2/scans`, {
      method: 'POST',
      key,
      json: { url: 'https://clean-shop.example/' },
    });
    const scanId = String(body!.scanId);
    // Well past the time a worker would have failed it (twice): still queued, not failed.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(
      (await fetchApi(`${server.baseUrl}/api/v2/scans/${scanId}/status`, { key })).body,
    ).toMatchObject({ status: 'queued' });
    const down = await fetchApi(`${server.baseUrl}/api/v2/health`);
    expect(down.body).toMatchObject({
      status: 'degraded',
      checks: { store: 'ok', queue: 'degraded', browser: 'unavailable' },
      notes: [
        'No browser is installed on this server: new scans are queued and wait until one is.',
        '1 scans are queued: they wait for a browser.',
      ],
    });

    // The operator installs a browser: health reports it at the next call (not as it was at start).
    mkdirSync(join(dataDir, 'bin'));
    symlinkSync(installed, browserPath);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await fetchApi(`${server.baseUrl}/api/v2/health`)).body).toMatchObject({
      checks: { browser: 'ok' },
    });
    const done = await pollUntilTerminal(`${server.baseUrl}/api/v2/scans/${scanId}/status`, key);
    expect(['completed', 'completed_limited']).toContain(done.body.status);
    await outputContains(server, 'consentry serve: Chromium found: the scan workers started.');
    const healthy = await fetchApi(`${server.baseUrl}/api/v2/health`);
    expect(healthy.body).toMatchObject({
      status: 'ok',
      checks: { store: 'ok', queue: 'ok', browser: 'ok' },
    });
    expect(healthy.body!.notes).toBeUndefined();
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 180_000);
});
