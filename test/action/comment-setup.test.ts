import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureChromium, chromiumInstallCommand } from '../../src/action/browser.ts';
import { upsertComment, type CommentApi, type IssueComment } from '../../src/action/comment.ts';
import { readGithubContext, workflowFileOf } from '../../src/action/github-context.ts';
import { gateFailure } from '../../src/action/publish.ts';
import type { RunReport } from '../../src/action/report.ts';
import {
  missingRuntimePackages,
  npmCommand,
  RUNTIME_ENTRY_POINTS,
} from '../../src/action/runtime-packages.ts';
import { BrowserNotFoundError, PR_COMMENT_MARKER } from '../../src/internal.ts';
import { scan } from '../projection/batch-report-fixtures.ts';

const BOT = 'github-actions[bot]';

/**
 * An in-memory comment thread with a 100-per-page list, like the REST API. A comment given as text
 * is the bot's when it holds the marker and a person's otherwise; `{ body, login }` names its author.
 */
function thread(
  existing: (string | { body: string; login: string })[],
  fail?: { status: number; message: string },
  identity: string | null = BOT,
) {
  const authorOf = (body: string) => (body.includes(PR_COMMENT_MARKER) ? BOT : 'octocat');
  const comments: IssueComment[] = existing.map((entry, i) => {
    const { body, login } =
      typeof entry === 'string' ? { body: entry, login: authorOf(entry) } : entry;
    return { id: i + 1, body, html_url: `https://github.example/c/${i + 1}`, user: { login } };
  });
  const calls: string[] = [];
  const maybeFail = () => {
    if (fail) throw Object.assign(new Error(fail.message), { status: fail.status });
  };
  const api: CommentApi = {
    identity: async () => (calls.push('identity'), identity),
    list: async (page) => (
      calls.push(`list ${page}`),
      comments.slice((page - 1) * 100, page * 100)
    ),
    create: async (body) => {
      calls.push('create');
      maybeFail();
      const comment = {
        id: comments.length + 1,
        body,
        html_url: `https://github.example/c/${comments.length + 1}`,
        user: { login: identity ?? BOT },
      };
      comments.push(comment);
      return comment;
    },
    update: async (id, body) => {
      calls.push(`update ${id}`);
      maybeFail();
      const comment = comments.find((c) => c.id === id)!;
      comment.body = body;
      return comment;
    },
  };
  return { api, comments, calls };
}

const BODY = `${PR_COMMENT_MARKER}\nresults`;

describe('upsertComment', () => {
  it('creates the comment when no comment holds the marker', async () => {
    const t = thread(['LGTM', 'a comment that mentions consentry']);
    expect(await upsertComment(t.api, BODY, PR_COMMENT_MARKER)).toEqual({
      status: 'created',
      url: 'https://github.example/c/3',
      id: 3,
    });
    expect(t.calls).toEqual(['identity', 'list 1', 'create']);
  });

  it("never takes a person's comment that holds the marker for its own: it is left as it was and the results get a comment of their own", async () => {
    const pasted = { body: `${PR_COMMENT_MARKER}\nall clean, trust me`, login: 'pr-author' };
    const t = thread([pasted, 'LGTM']);
    expect(await upsertComment(t.api, BODY, PR_COMMENT_MARKER)).toEqual({
      status: 'created',
      url: 'https://github.example/c/3',
      id: 3,
    });
    expect(t.comments[0]!.body).toBe(pasted.body);
    // The next run finds and updates its own comment, still not the pasted one.
    expect(await upsertComment(t.api, `${BODY} v2`, PR_COMMENT_MARKER)).toEqual({
      status: 'updated',
      url: 'https://github.example/c/3',
      id: 3,
    });
    expect(t.comments.map((c) => c.body)).toEqual([pasted.body, 'LGTM', `${BODY} v2`]);
    // Another identity's marked comment (another bot, another token) is not ours either; the login compares without case.
    const other = thread([
      { body: `${PR_COMMENT_MARKER}\nold`, login: 'other-app[bot]' },
      { body: `${PR_COMMENT_MARKER}\nours`, login: 'GitHub-Actions[bot]' },
    ]);
    expect((await upsertComment(other.api, BODY, PR_COMMENT_MARKER)).status).toBe('updated');
    expect(other.comments.map((c) => c.body)).toEqual([`${PR_COMMENT_MARKER}\nold`, BODY]);
  });

  it('when the token identity cannot be learnt, it updates nothing and creates a comment', async () => {
    const t = thread([`${PR_COMMENT_MARKER}\nold results`], undefined, null);
    expect(await upsertComment(t.api, BODY, PR_COMMENT_MARKER)).toEqual({
      status: 'created',
      url: 'https://github.example/c/2',
      id: 2,
    });
    expect(t.calls).toEqual(['identity', 'create']);
    expect(t.comments[0]!.body).toBe(`${PR_COMMENT_MARKER}\nold results`);
  });

  it('updates the marked comment in place, also when it is on a later page', async () => {
    const t = thread([
      ...Array.from({ length: 130 }, (_, i) => `comment ${i}`),
      `${PR_COMMENT_MARKER}\nold results`,
    ]);
    expect(await upsertComment(t.api, BODY, PR_COMMENT_MARKER)).toEqual({
      status: 'updated',
      url: 'https://github.example/c/131',
      id: 131,
    });
    expect(t.calls).toEqual(['identity', 'list 1', 'list 2', 'update 131']);
    expect(t.comments).toHaveLength(131);
    expect(t.comments[130]!.body).toBe(BODY);
  });

  it('reports a read-only token (403) and other failures instead of throwing', async () => {
    expect(
      await upsertComment(
        thread([], { status: 403, message: 'Resource not accessible by integration' }).api,
        BODY,
        PR_COMMENT_MARKER,
      ),
    ).toEqual({ status: 'read_only', reason: 'HTTP 403: Resource not accessible by integration' });
    expect(
      await upsertComment(
        thread([], { status: 502, message: 'Bad gateway' }).api,
        BODY,
        PR_COMMENT_MARKER,
      ),
    ).toEqual({ status: 'failed', reason: 'HTTP 502: Bad gateway' });
  });

  it('refuses a body without the marker (the next run could not find it)', async () => {
    await expect(upsertComment(thread([]).api, 'no marker', PR_COMMENT_MARKER)).rejects.toThrow(
      /must hold the marker/,
    );
  });
});

describe('GitHub context', () => {
  it('takes the workflow file from GITHUB_WORKFLOW_REF only when it belongs to this repository', () => {
    expect(
      workflowFileOf('acme/shop/.github/workflows/ci.yml@refs/pull/3/merge', 'acme/shop'),
    ).toBe('.github/workflows/ci.yml');
    expect(
      workflowFileOf('other/lib/.github/workflows/reusable.yml@refs/heads/main', 'acme/shop'),
    ).toBeNull();
    expect(workflowFileOf(undefined, 'acme/shop')).toBeNull();
  });

  it('has no pull request outside pull_request events and names the run page', () => {
    const context = readGithubContext({
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_RUN_ID: '9',
      GITHUB_SERVER_URL: 'https://ghe.example/',
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_WORKSPACE: '/w',
    });
    expect(context).toMatchObject({
      pullRequest: null,
      runUrl: 'https://ghe.example/acme/shop/actions/runs/9',
      repository: { owner: 'acme', repo: 'shop' },
      apiUrl: 'https://api.github.com',
      workspace: '/w',
    });
  });

  it('names an unreadable event payload', () => {
    expect(() =>
      readGithubContext({
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: '/nonexistent/event.json',
      }),
    ).toThrow(/cannot read the event payload GITHUB_EVENT_PATH=\/nonexistent\/event\.json/);
  });
});

describe('browser and runtime packages', () => {
  it('uses the browser that is there and installs none', async () => {
    const installs: string[] = [];
    const found = await ensureChromium({
      find: () => ({ executablePath: '/usr/bin/chromium', source: 'system' }),
      install: async () => void installs.push('x'),
      log: () => undefined,
    });
    expect(found.executablePath).toBe('/usr/bin/chromium');
    expect(installs).toEqual([]);
  });

  it('installs Chromium with the Playwright CLI when none is found, then finds it', async () => {
    let installed = false;
    const found = await ensureChromium({
      find: () => {
        if (!installed) throw new BrowserNotFoundError();
        return {
          executablePath: '/home/runner/.cache/ms-playwright/chromium-1/chrome-linux64/chrome',
          source: 'playwright-cache',
        };
      },
      install: async () => void (installed = true),
      log: () => undefined,
    });
    expect(found.source).toBe('playwright-cache');
    const command = chromiumInstallCommand();
    expect(command.args.slice(1)).toEqual(['install', 'chromium']);
    expect(command.args[0]).toMatch(/node_modules\/playwright-core\/cli\.js$/);
    expect(existsSync(command.args[0]!)).toBe(true);
  });

  it('finds the runtime packages from the checked-in bundle folder and misses both in an empty one', () => {
    expect(
      missingRuntimePackages(fileURLToPath(new URL('../../dist/action', import.meta.url))),
    ).toEqual([]);
    expect(missingRuntimePackages(mkdtempSync(join(tmpdir(), 'consentry-empty-')))).toEqual([
      ...RUNTIME_ENTRY_POINTS,
    ]);
  });

  it('runs npm with this Node when npm-cli.js is beside it, else npm from PATH', () => {
    expect(npmCommand('/nonexistent/bin/node')).toEqual({ command: 'npm', args: [] });
  });
});

describe('gateFailure', () => {
  const report = (scans: ReturnType<typeof scan>[]) => ({ scans }) as unknown as RunReport;
  const medium = scan({
    run: 'gate',
    domain: 'a.example',
    score: 88,
    riskLevel: 'review_recommended',
    findings: [{ id: 'no_first_layer_reject', criticality: 'medium' }],
  });
  const failed = scan({ run: 'gate', domain: 'down.example', status: 'failed' });

  it('fails at or above the threshold, never with none', () => {
    expect(gateFailure(report([medium]), 'none')).toBeNull();
    expect(gateFailure(report([medium]), 'high')).toBeNull();
    expect(gateFailure(report([medium]), 'medium')).toBe(
      'consentry (fail-on: medium): 1 finding(s) at or above medium: no_first_layer_reject on https://a.example/',
    );
    expect(gateFailure(report([medium]), 'info')).toMatch(/at or above info/);
  });

  it('a failed scan cannot pass a gate (its page was not observed), but does not fail fail-on none', () => {
    expect(gateFailure(report([failed]), 'high')).toBe(
      'consentry (fail-on: high): 1 scan(s) failed, so they cannot pass the gate: https://down.example/',
    );
    expect(gateFailure(report([failed]), 'none')).toBeNull();
  });
});
