/**
 * Remote mode against a loopback fake of /api/v2: the client honours Retry-After (header first,
 * then retryAfterSeconds) while polling, retries a 429, validates every answer; run() writes the
 * same output folder, outputs and summary as a local run; refused and failed pages are failed scans,
 * never clean; a refused key stops the Action. The run against a real `consentry serve` is remote-serve.test.ts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentryApiClient } from '../../src/action/remote/api-client.ts';
import { run } from '../../src/action/main.ts';
import { readBatchDir } from '../../src/internal.ts';
import { API_KEY, startFakeConsentryApi, type FakeApi } from './fake-consentry-api.ts';
import { recordingCore } from './fake-core.ts';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeConsentryApi();
});
afterAll(() => api?.stop());

function instantSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const noComments = () => {
  throw new Error('no PR comment in this test');
};

describe('ConsentryApiClient', () => {
  it('creates a scan, waits Retry-After between polls (a 429 included) and reads the scan, findings and table', async () => {
    const { waits, sleep } = instantSleep();
    const client = new ConsentryApiClient({ baseUrl: api.url, apiKey: API_KEY, sleep });
    const created = await client.createScan('https://shop.example/', 'eu_ie');
    expect(created.kind).toBe('job');
    if (created.kind !== 'job') return;
    expect(created.retryAfterSeconds).toBe(2);
    const job = await client.waitForTerminal(
      created.job,
      created.retryAfterSeconds,
      Date.now() + 60_000,
    );
    expect(job.status).toBe('completed');
    // 2 s from the 202's Retry-After, 3 s from the 429's, 1 s from the running answer's header (not its body's 7).
    expect(waits).toEqual([2_000, 3_000, 1_000]);
    const scan = await client.getScan(job.scanId!);
    expect(scan.url).toBe('https://shop.example/');
    expect((await client.findings(job.scanId!)).findings.map((f) => f.id)).toEqual([
      'pre_consent_tracking',
    ]);
    expect((await client.preConsentTable(job.scanId!)).rows[0]!.host).toBe(
      'www.google-analytics.com',
    );
    expect(api.requests.every((r) => r.authorization === `Bearer ${API_KEY}`)).toBe(true);
  });

  it('stops polling at the deadline and returns the active status', async () => {
    const { waits, sleep } = instantSleep();
    const client = new ConsentryApiClient({ baseUrl: api.url, apiKey: API_KEY, sleep });
    const created = await client.createScan('https://late.example/', 'eu_ie');
    if (created.kind !== 'job') throw new Error('expected a job');
    const job = await client.waitForTerminal(
      created.job,
      created.retryAfterSeconds,
      Date.now() + 1_000,
    );
    expect(job.status).toBe('queued');
    expect(waits).toEqual([]);
  });

  it('rejects an answer that does not match the schema, and reports an unreachable server', async () => {
    const badFetch = (async () =>
      new Response(JSON.stringify({ type: 'consentry_scan', scanId: 'nope' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const client = new ConsentryApiClient({ baseUrl: api.url, apiKey: API_KEY, fetch: badFetch });
    await expect(client.getScan('0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60')).rejects.toThrow(
      /the server's scan does not match schemas\/scan/,
    );
    const { sleep } = instantSleep();
    const down = new ConsentryApiClient({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY, sleep });
    await expect(down.getScan('0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60')).rejects.toThrow(
      /cannot reach http:\/\/127\.0\.0\.1:9/,
    );
  });
});

describe('run() in remote mode', () => {
  const inputs = (workspace: string, extra: Record<string, string> = {}) => ({
    urls: 'https://shop.example/\nbroken.example\nhttps://refused.example/',
    'api-url': `${api.url}/`,
    'api-key': API_KEY,
    'output-dir': 'out',
    comment: 'false',
    ...extra,
  });

  it('writes the batch output folder, outputs and summary; failed and refused pages are failed scans; fail-on follows the findings', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'consentry-remote-'));
    const core = recordingCore(inputs(workspace));
    const { sleep } = instantSleep();
    const code = await run({
      core,
      env: { GITHUB_WORKSPACE: workspace },
      comments: noComments,
      sleep,
    });
    expect(code, JSON.stringify(core.messages)).toBe(0);
    const dir = await readBatchDir(join(workspace, 'out'));
    const byDomain = Object.fromEntries(dir.scans.map((scan) => [scan.domain, scan]));
    expect(byDomain['shop.example']!.status).toBe('completed');
    expect(byDomain['shop.example']!.findings!.map((f) => f.id)).toEqual(['pre_consent_tracking']);
    expect(byDomain['broken.example']!.status).toBe('failed');
    expect(byDomain['broken.example']!.failure!.summary).toMatch(/Scan not found/);
    expect(byDomain['refused.example']!.failure).toMatchObject({ code: 'target_not_allowed' });
    expect(dir.preConsentTables).toHaveLength(1);
    expect(core.outputs).toMatchObject({
      score: '70',
      'risk-level': 'review_recommended',
      'findings-count': '1',
      'high-count': '1',
      'failed-count': '2',
      'comment-url': '',
      'report-dir': join(workspace, 'out'),
    });
    expect(core.summaryText).toContain('**scan failed**');
    expect(core.summaryText).toContain('_No baseline was given');
    // Inline URLs outside a workflow file are anchored to the copy the Action writes: out/urls.txt.
    expect(core.messages.filter((m) => m.level === 'warning').map((m) => m.properties)).toEqual([
      { title: 'consentry: scan failed', file: 'out/urls.txt', startLine: 2 },
      { title: 'consentry: scan failed', file: 'out/urls.txt', startLine: 3 },
    ]);

    const gated = recordingCore(inputs(workspace, { 'fail-on': 'high' }));
    expect(
      await run({ core: gated, env: { GITHUB_WORKSPACE: workspace }, comments: noComments, sleep }),
    ).toBe(1);
    expect(gated.failed).toMatch(
      /^consentry \(fail-on: high\): 1 finding\(s\) at or above high: pre_consent_tracking on https:\/\/shop\.example\/; 2 scan\(s\) failed/,
    );
  });

  it('stops with a clear message when the server refuses the key', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'consentry-remote-'));
    const core = recordingCore(inputs(workspace, { 'api-key': 'csy_wrong' }));
    expect(
      await run({
        core,
        env: { GITHUB_WORKSPACE: workspace },
        comments: noComments,
        sleep: instantSleep().sleep,
      }),
    ).toBe(2);
    expect(core.failed).toMatch(
      /the consentry server at http:\/\/127\.0\.0\.1:\d+ refused the request \(POST \/api\/v2\/scans: HTTP 401 unauthorized — Missing or invalid API key\.\): check api-key/,
    );
  });
});
