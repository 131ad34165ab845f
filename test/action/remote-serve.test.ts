// Browser tier: a real `consentry serve` scans the fixture web in Chromium for the Action's remote mode
/**
 * Remote mode end to end: the bundled Action (a separate process) runs its scans on a real
 * `consentry serve` on loopback (its own data dir and key, scanning the fixture web through its
 * map-hosts option) and produces the same folder, comment, outputs and SARIF as a local run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PR_COMMENT_MARKER, readBatchDir } from '../../src/internal.ts';
import { sarifErrors } from '../projection/sarif-schema.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { startFakeGithub, type FakeGithub } from './fake-github.ts';
import { runAction } from './run-action.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(REPO, 'bin', 'consentry.js');
const root = mkdtempSync(join(tmpdir(), 'consentry-action-serve-'));
const dataDir = join(root, 'data');
const workspace = join(root, 'workspace');
let web: FixtureWeb;
let github: FakeGithub;
let server: ChildProcess | null = null;
let apiUrl = '';
let apiKey = '';

beforeAll(async () => {
  mkdirSync(workspace, { recursive: true });
  web = await startFixtureWeb({ quiet: true });
  github = await startFakeGithub();
  apiKey = execFileSync(
    process.execPath,
    [BIN, 'keys', 'create', '--scopes', 'scan:read,scan:create', '--data-dir', dataDir],
    { encoding: 'utf8' },
  )
    .split('\n')[0]!
    .trim();
  expect(apiKey).toMatch(/^csy_/);
  server = spawn(
    process.execPath,
    [
      BIN,
      'serve',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--map-hosts',
      web.mapHostsRule,
      '--ignore-tls-errors',
      '--concurrency',
      '2',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  apiUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`consentry serve did not start within 60 s: ${log}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    server!.stdout!.on('data', onData);
    server!.stderr!.on('data', onData);
    server!.once('exit', (code) => reject(new Error(`consentry serve exited (${code}): ${log}`)));
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await github?.stop();
  await web?.stop();
});

describe('the bundled Action in remote mode against consentry serve', () => {
  it('scans through /api/v2 and writes the same outputs, comment and SARIF as a local run', async () => {
    const run = await runAction({
      actionDir: REPO,
      workspace,
      githubApiUrl: github.url,
      pullRequest: { number: 11 },
      inputs: {
        urls: 'https://tracker-blog.example/\nhttps://clean-shop.example/',
        'api-url': apiUrl,
        'api-key': apiKey,
        'output-dir': 'remote-out',
        'github-token': 'test-token',
        'fail-on': 'high',
      },
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(1);
    expect(run.stdout).toContain(`scanning 2 page(s) on ${apiUrl}`);
    const out = await readBatchDir(join(workspace, 'remote-out'));
    const byUrl = Object.fromEntries(out.scans.map((scan) => [scan.url, scan]));
    expect(byUrl['https://clean-shop.example/']!.status).toBe('completed');
    expect(byUrl['https://tracker-blog.example/']!.findings!.map((f) => f.id)).toContain(
      'pre_consent_tracking',
    );
    expect(byUrl['https://tracker-blog.example/']!.links.self.startsWith(apiUrl)).toBe(true);
    expect(out.preConsentTables).toHaveLength(2);
    expect(run.outputs['risk-level']).toBe('high');
    expect(Number(run.outputs['high-count'])).toBeGreaterThanOrEqual(1);
    expect(run.outputs['failed-count']).toBe('0');
    const comment = github.comments.find((c) => c.issue === 11)!;
    expect(comment.body.startsWith(PR_COMMENT_MARKER)).toBe(true);
    expect(comment.body).toContain('tracker-blog.example');
    expect(sarifErrors(JSON.parse(readFileSync(run.outputs['sarif-file']!, 'utf8')))).toEqual([]);
  }, 300_000);
});
