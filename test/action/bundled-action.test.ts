// Browser tier: the bundled Action's local runs scan the fixture web in Chromium, as on a GitHub runner
/**
 * The bundled Action end to end, run as GitHub runs a node24 action (a separate `node
 * dist/action/index.js` process with INPUT_*, a pull_request event, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files) against the fixture web, with GITHUB_API_URL at a fake GitHub API on
 * loopback. Between the baseline run and the PR runs changing-site.example adds the Meta pixel.
 * The last tests copy only action.yml + dist/ into an empty folder: its first run installs the
 * runtime packages with npm from a loopback registry (packed from node_modules; no internet); in
 * remote mode it installs nothing (no browser runs on the runner).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PR_COMMENT_MARKER, readBatchDir } from '../../src/internal.ts';
import { sarifErrors } from '../projection/sarif-schema.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { setChangingSiteVariant } from '../web/sites/changing-site.ts';
import { startFakeGithub, type FakeGithub } from './fake-github.ts';
import { startInternalService } from '../safety/egress-fixtures.ts';
import { API_KEY, startFakeConsentryApi } from './fake-consentry-api.ts';
import { startFakeRegistry, type FakeRegistry } from './fake-npm-registry.ts';
import { runAction, WORKFLOW_FILE, type ActionRun } from './run-action.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'consentry-action-'));
const workspace = join(root, 'workspace');
const CHANGING = 'https://changing-site.example/';
const CLEAN = 'https://clean-shop.example/';
let web: FixtureWeb;
let github: FakeGithub;

const WORKFLOW = `name: privacy
on: pull_request
jobs:
  scan:
    runs-on: ubuntu-latest
    steps:
      - uses: consentry/consentry@v1
        with:
          urls: |
            ${CHANGING}
            ${CLEAN}
          baseline: baseline-out
`;

const fixture = () => ({ 'map-hosts': web.mapHostsRule, 'ignore-tls-errors': 'true' });
const prInputs = (extra: Record<string, string> = {}) => ({
  urls: `${CHANGING}\n${CLEAN}\n`,
  baseline: 'baseline-out',
  'output-dir': 'pr-out',
  'github-token': 'test-token',
  ...fixture(),
  ...extra,
});
/** The Action's own comment on PR 7 (the token's identity wrote it). */
const ours = () =>
  github.comments.find(
    (comment) => comment.issue === 7 && comment.user.login === 'github-actions[bot]',
  )!;
const explain = (run: ActionRun) =>
  `exit ${run.code}\n--- stdout\n${run.stdout.slice(-4000)}\n--- stderr\n${run.stderr.slice(-4000)}`;

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  github = await startFakeGithub();
  mkdirSync(join(workspace, '.github', 'workflows'), { recursive: true });
  writeFileSync(join(workspace, WORKFLOW_FILE), WORKFLOW);
});

afterAll(async () => {
  setChangingSiteVariant('a');
  await github?.stop();
  await web?.stop();
});

describe('the bundled Action (node dist/action/index.js)', () => {
  let first: ActionRun;

  it('a push run writes a baseline output folder and no comment', async () => {
    setChangingSiteVariant('a');
    const run = await runAction({
      actionDir: REPO,
      workspace,
      githubApiUrl: github.url,
      inputs: { urls: `${CHANGING}\n${CLEAN}`, 'output-dir': 'baseline-out', ...fixture() },
    });
    expect(run.code, explain(run)).toBe(0);
    expect(run.stdout).toContain('not a pull request event (push): no PR comment');
    const baseline = await readBatchDir(join(workspace, 'baseline-out'));
    expect(baseline.scans.map((scan) => scan.url).sort()).toEqual([CHANGING, CLEAN]);
    expect(github.calls).toEqual([]);
  }, 300_000);

  it('on a pull request: creates the comment with the new vendor first, writes outputs, summary and valid SARIF; fail-on none passes', async () => {
    setChangingSiteVariant('b');
    // The PR author pasted the Action's marker into a comment of their own: it is not the Action's.
    const pasted = github.addComment(
      7,
      `${PR_COMMENT_MARKER}\nNo trackers here, all clean!`,
      'pr-author',
    );
    first = await runAction({
      actionDir: REPO,
      workspace,
      githubApiUrl: github.url,
      pullRequest: { number: 7 },
      inputs: prInputs(),
    });
    expect(first.code, explain(first)).toBe(0);
    const posts = github.calls.filter((call) => call.method === 'POST' && call.path !== '/graphql');
    expect(posts.map((call) => call.path)).toEqual(['/repos/acme/shop/issues/7/comments']);
    expect(posts[0]!.authorization).toBe('token test-token');
    expect(github.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(pasted.body).toBe(`${PR_COMMENT_MARKER}\nNo trackers here, all clean!`);
    expect(ours().user.login).toBe('github-actions[bot]');
    const body = ours().body;
    expect(body.startsWith(PR_COMMENT_MARKER)).toBe(true);
    expect(body).toContain('#### New before consent in this PR');
    expect(body).toMatch(
      /\*\*New vendors before consent:\*\* [^\n]*Meta[^\n]* on changing-site\.example/,
    );
    expect(body).toMatch(
      /\| changing-site\.example \| cookie \| Meta \| `_fbp` on changing-site\.example \| advertising \| high \| new \|/,
    );
    expect(body.indexOf('New before consent in this PR')).toBeLessThan(
      body.indexOf('#### Findings by criticality'),
    );
    expect(body).toContain('](https://github.example/acme/shop/actions/runs/4242)');

    const out = join(workspace, 'pr-out');
    expect(first.outputs['report-dir']).toBe(out);
    expect(first.outputs['sarif-file']).toBe(join(out, 'consentry.sarif'));
    expect(first.outputs['comment-url']).toBe(
      `https://github.example/acme/shop/pull/7#issuecomment-${ours().id}`,
    );
    expect(Number(first.outputs.score)).toBeLessThan(100);
    expect(first.outputs['risk-level']).toBe('high');
    expect(Number(first.outputs['high-count'])).toBeGreaterThanOrEqual(1);
    expect(Number(first.outputs['findings-count'])).toBeGreaterThanOrEqual(
      Number(first.outputs['high-count']),
    );
    expect(Number(first.outputs['new-before-consent-count'])).toBeGreaterThanOrEqual(2);
    expect(first.outputs['failed-count']).toBe('0');

    expect(first.summary).toContain('### consentry · privacy-consent scan');
    expect(first.summary).toContain('changing-site.example');
    expect(readFileSync(join(out, 'pr-comment.md'), 'utf8')).toBe(body);

    const sarif = JSON.parse(readFileSync(join(out, 'consentry.sarif'), 'utf8')) as {
      runs: {
        results: {
          locations: {
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } };
          }[];
          properties: { url: string };
        }[];
      }[];
    };
    expect(sarifErrors(sarif)).toEqual([]);
    const results = sarif.runs[0]!.results;
    expect(results.length).toBeGreaterThanOrEqual(1);
    const line = WORKFLOW.split('\n').findIndex((text) => text.includes(CHANGING)) + 1;
    for (const result of results.filter((r) => r.properties.url === CHANGING)) {
      expect(result.locations[0]!.physicalLocation).toEqual({
        artifactLocation: { uri: WORKFLOW_FILE },
        region: { startLine: line },
      });
    }
    expect(first.stdout).toMatch(
      /::error title=consentry%3A [a-z_]+,file=\.github\/workflows\/privacy\.yml,line=\d+::/,
    );
  }, 300_000);

  it('a second run updates the same comment (no second comment) and fail-on high fails the step', async () => {
    const before = github.comments.length;
    const second = await runAction({
      actionDir: REPO,
      workspace,
      githubApiUrl: github.url,
      pullRequest: { number: 7 },
      inputs: prInputs({ 'fail-on': 'high' }),
    });
    expect(second.code, explain(second)).toBe(1);
    expect(second.stdout).toMatch(
      /::error::consentry \(fail-on: high\): \d+ finding\(s\) at or above high: [a-z_]+ on https:\/\/changing-site\.example\//,
    );
    expect(github.comments).toHaveLength(before);
    expect(github.calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(
      [`/repos/acme/shop/issues/comments/${ours().id}`],
    );
    expect(
      github.calls.filter((call) => call.method === 'POST' && call.path !== '/graphql'),
    ).toHaveLength(1);
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
    expect(ours().body).toContain('#### New before consent in this PR');
    expect(github.comments.find((c) => c.user.login === 'pr-author')!.body).toBe(
      `${PR_COMMENT_MARKER}\nNo trackers here, all clean!`,
    );
  }, 300_000);

  it('a fork pull request (read-only token: 403) gets the job summary and an explicit warning; the exit is not caused by the comment', async () => {
    github.readOnly = true;
    try {
      const run = await runAction({
        actionDir: REPO,
        workspace,
        githubApiUrl: github.url,
        pullRequest: { number: 8, fromFork: true },
        inputs: {
          urls: CHANGING,
          'output-dir': 'fork-out',
          baseline: 'baseline-out',
          'github-token': 'read-only',
          ...fixture(),
        },
      });
      expect(run.code, explain(run)).toBe(0);
      expect(run.stdout).toMatch(
        /::warning::consentry: could not comment on pull request #8: the token may not write comments \(HTTP 403: Resource not accessible by integration/,
      );
      expect(run.summary).toContain('#### New before consent in this PR');
      expect(run.summary).toContain('the PR comment could not be written (HTTP 403');
      expect(run.outputs['comment-url']).toBe('');
      expect(github.comments.filter((c) => c.issue === 8)).toEqual([]);
    } finally {
      github.readOnly = false;
    }
  }, 300_000);
});

describe('the bundled Action with public-only', () => {
  it('refuses a private target (failed target_not_allowed, reported as failed) and still scans an operator-mapped host; nothing reaches the internal service', async () => {
    const internal = await startInternalService();
    try {
      const inputs = {
        urls: `http://127.0.0.1:${internal.port}/admin\n${CLEAN}`,
        'output-dir': 'public-only-out',
        'public-only': 'true',
        'map-hosts': `MAP clean-shop.example 127.0.0.1:${web.port}`,
        'ignore-tls-errors': 'true',
      };
      const run = await runAction({ actionDir: REPO, workspace, githubApiUrl: github.url, inputs });
      expect(run.code, explain(run)).toBe(0);
      const out = await readBatchDir(join(workspace, 'public-only-out'));
      expect(
        out.scans.map((scan) => [scan.url, scan.status, scan.failure?.code ?? null]).sort(),
      ).toEqual([
        [`http://127.0.0.1:${internal.port}/admin`, 'failed', 'target_not_allowed'],
        [CLEAN, 'completed', null],
      ]);
      expect(run.outputs['failed-count']).toBe('1');
      expect(run.summary).toContain(`http://127.0.0.1:${internal.port}/admin`);
      expect(internal.log).toEqual([]);
    } finally {
      await internal.stop();
    }
  }, 300_000);
});

describe('a clean copy of the action (only action.yml and dist/)', () => {
  let registry: FakeRegistry;
  const copy = join(root, 'action-copy');

  beforeAll(async () => {
    registry = await startFakeRegistry(['playwright-core', '@duckduckgo/autoconsent']);
    mkdirSync(copy);
    cpSync(join(REPO, 'action.yml'), join(copy, 'action.yml'));
    cpSync(join(REPO, 'dist'), join(copy, 'dist'), {
      recursive: true,
      filter: (path) => !path.includes('node_modules'),
    });
  }, 180_000);
  afterAll(() => registry?.stop());

  it('in remote mode installs nothing and scans through the server', async () => {
    const remoteCopy = join(root, 'action-copy-remote');
    mkdirSync(remoteCopy);
    cpSync(join(copy, 'action.yml'), join(remoteCopy, 'action.yml'));
    cpSync(join(copy, 'dist'), join(remoteCopy, 'dist'), { recursive: true });
    const api = await startFakeConsentryApi();
    try {
      const run = await runAction({
        actionDir: remoteCopy,
        workspace,
        githubApiUrl: github.url,
        inputs: {
          urls: 'https://shop.example/',
          'api-url': `${api.url}/`,
          'api-key': API_KEY,
          'output-dir': 'remote-copy-out',
          comment: 'false',
        },
        env: {
          npm_config_registry: registry.url,
          npm_config_cache: join(root, 'npm-cache-remote'),
          npm_config_userconfig: join(root, 'no-npmrc'),
        },
      });
      expect(run.code, explain(run)).toBe(0);
      expect(run.stdout).not.toContain('installing the runtime packages');
      expect(registry.requests).toEqual([]);
      expect(existsSync(join(remoteCopy, 'dist', 'action', 'node_modules'))).toBe(false);
      const scans = await readBatchDir(join(workspace, 'remote-copy-out'));
      expect(scans.scans.map((scan) => [scan.url, scan.status])).toEqual([
        ['https://shop.example/', 'completed'],
      ]);
      expect(run.outputs['findings-count']).toBe('1');
    } finally {
      await api.stop();
    }
  }, 120_000);

  it('installs its runtime packages on first run and scans a urls-file with results anchored to the file lines', async () => {
    expect(existsSync(join(copy, 'dist', 'action', 'node_modules'))).toBe(false);
    writeFileSync(join(workspace, 'sites.txt'), `# pages\n\n${CLEAN}\n`);
    const run = await runAction({
      actionDir: copy,
      workspace,
      githubApiUrl: github.url,
      pullRequest: { number: 9 },
      inputs: {
        'urls-file': 'sites.txt',
        'output-dir': 'copy-out',
        'github-token': 'test-token',
        'fail-on': 'medium',
        ...fixture(),
      },
      env: {
        npm_config_registry: registry.url,
        npm_config_cache: join(root, 'npm-cache'),
        npm_config_userconfig: join(root, 'no-npmrc'),
      },
    });
    expect(run.code, explain(run)).toBe(0);
    expect(run.stdout).toContain(
      'installing the runtime packages (playwright-core, @duckduckgo/autoconsent)',
    );
    expect(registry.requests).toEqual(
      expect.arrayContaining(['playwright-core', '@duckduckgo/autoconsent']),
    );
    expect(
      existsSync(join(copy, 'dist', 'action', 'node_modules', 'playwright-core', 'package.json')),
    ).toBe(true);
    expect(github.comments.filter((c) => c.issue === 9)).toHaveLength(1);
    const scans = await readBatchDir(join(workspace, 'copy-out'));
    expect(scans.scans.map((scan) => [scan.url, scan.status])).toEqual([[CLEAN, 'completed']]);
    expect(run.outputs['risk-level']).toBe('low');
    const sarif = JSON.parse(readFileSync(run.outputs['sarif-file']!, 'utf8')) as object;
    expect(sarifErrors(sarif)).toEqual([]);
  }, 600_000);
});
