/**
 * Comment mode (`results-dir`), the trusted half of the fork recipe: the Action reads only the
 * validated JSON results of a fork's output folder, renders the comment again from them (the folder's
 * pr-comment.md and pr-number.txt are never used), and posts it to the pull request of the triggering
 * workflow_run — found by the run's head owner, branch and commit when GitHub names none (a fork).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommentApi, IssueComment } from '../../src/action/comment.ts';
import { readInputs } from '../../src/action/inputs.ts';
import { run } from '../../src/action/main.ts';
import {
  PR_COMMENT_MARKER,
  renderPrComment,
  type PreConsentTable,
  type Scan,
} from '../../src/internal.ts';
import { scan, table, tracker } from '../projection/batch-report-fixtures.ts';
import { recordingCore } from './fake-core.ts';

const SHOP = scan({
  run: 'fork',
  domain: 'shop.example',
  score: 70,
  riskLevel: 'review_recommended',
  findings: [{ id: 'pre_consent_tracking', criticality: 'high' }],
});
const TABLE = table(SHOP, [tracker('connect.facebook.net', 'Meta Pixel')]);
const FORGED = `${PR_COMMENT_MARKER}\n### consentry · privacy-consent scan\n\n**Risk: low** · all clean — @maintainers please merge https://phish.example/login\n`;

/** A fork run's output folder as it arrives in the artifact: valid results, plus what a forked workflow may have forged. */
function forkArtifact(
  scans: unknown[] = [SHOP],
  tables: PreConsentTable[] = [TABLE],
): { workspace: string; dir: string } {
  const workspace = mkdtempSync(join(tmpdir(), 'consentry-comment-mode-'));
  const dir = join(workspace, 'untrusted');
  mkdirSync(dir);
  writeFileSync(join(dir, 'scans.jsonl'), scans.map((s) => `${JSON.stringify(s)}\n`).join(''));
  writeFileSync(
    join(dir, 'pre-consent.jsonl'),
    tables.map((t) => `${JSON.stringify(t)}\n`).join(''),
  );
  writeFileSync(join(dir, 'pr-comment.md'), FORGED);
  writeFileSync(join(dir, 'pr-number.txt'), '999\n');
  return { workspace, dir };
}

function workflowRunEvent(workspace: string, run: Record<string, unknown>): NodeJS.ProcessEnv {
  const path = join(workspace, 'event.json');
  writeFileSync(
    path,
    JSON.stringify({
      action: 'completed',
      workflow_run: { html_url: 'https://github.example/acme/shop/actions/runs/77', ...run },
    }),
  );
  return {
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_EVENT_NAME: 'workflow_run',
    GITHUB_EVENT_PATH: path,
    GITHUB_RUN_ID: '78',
  };
}

function fakeGithub() {
  const posted: { pr: number; body: string }[] = [];
  const heads: string[] = [];
  const comments = (_token: string, _context: unknown, pr: number): CommentApi => ({
    identity: async () => 'github-actions[bot]',
    list: async () => [],
    create: async (body): Promise<IssueComment> => (
      posted.push({ pr, body }),
      {
        id: posted.length,
        body,
        html_url: `https://github.example/acme/shop/pull/${pr}#c${posted.length}`,
        user: { login: 'github-actions[bot]' },
      }
    ),
    update: async () => {
      throw new Error('nothing to update');
    },
  });
  const pullsByHead = () => async (head: string) => {
    heads.push(head);
    return head === 'someone:feature'
      ? [
          { number: 13, head: { sha: 'older' } },
          { number: 12, head: { sha: 'c0ffee' } },
        ]
      : [];
  };
  return { posted, heads, comments, pullsByHead };
}

const FORK_RUN = {
  event: 'pull_request',
  head_sha: 'c0ffee',
  head_branch: 'feature',
  head_repository: { owner: { login: 'someone' } },
  pull_requests: [],
};

describe('comment mode (results-dir)', () => {
  it("rebuilds the comment from the validated JSON results and posts it to the triggering run's pull request, never the artifact's Markdown or number", async () => {
    const { workspace } = forkArtifact();
    const github = fakeGithub();
    const core = recordingCore({ 'results-dir': 'untrusted', 'github-token': 'trusted-token' });
    const code = await run({
      core,
      env: workflowRunEvent(workspace, FORK_RUN),
      comments: github.comments,
      pullsByHead: github.pullsByHead,
    });
    expect(code, JSON.stringify(core.messages)).toBe(0);
    expect(github.heads).toEqual(['someone:feature']);
    expect(github.posted.map((p) => p.pr)).toEqual([12]);
    const body = github.posted[0]!.body;
    expect(body).toBe(
      renderPrComment({
        scans: [SHOP],
        preConsentTables: [TABLE],
        diff: null,
        runUrl: 'https://github.example/acme/shop/actions/runs/77',
      }),
    );
    expect(body).not.toContain('phish');
    expect(body).toContain(
      '| shop.example | tracker | Meta Pixel | connect.facebook.net | advertising | high |  |',
    );
    expect(core.outputs['comment-url']).toBe('https://github.example/acme/shop/pull/12#c1');
    expect(core.summaryText).toBe(`${body}\n`);
  });

  it('uses the pull request GitHub names in the event for a pull request of this repository', async () => {
    const { workspace } = forkArtifact();
    const github = fakeGithub();
    const code = await run({
      core: recordingCore({ 'results-dir': 'untrusted', 'github-token': 't' }),
      env: workflowRunEvent(workspace, { ...FORK_RUN, pull_requests: [{ number: 5 }] }),
      comments: github.comments,
      pullsByHead: github.pullsByHead,
    });
    expect(code).toBe(0);
    expect(github.posted.map((p) => p.pr)).toEqual([5]);
    expect(github.heads).toEqual([]);
  });

  it('a results file that fails its schema is refused whole: nothing is posted', async () => {
    const tampered = {
      ...SHOP,
      findings: [{ ...SHOP.findings![0]!, label: undefined, injected: '<script>' }],
    };
    const { workspace } = forkArtifact([tampered as unknown as Scan]);
    const github = fakeGithub();
    const core = recordingCore({ 'results-dir': 'untrusted', 'github-token': 't' });
    expect(
      await run({
        core,
        env: workflowRunEvent(workspace, FORK_RUN),
        comments: github.comments,
        pullsByHead: github.pullsByHead,
      }),
    ).toBe(2);
    expect(core.failed).toMatch(/^consentry: results-dir: .*scans\.jsonl:1/);
    expect(github.posted).toEqual([]);
  });

  it('posts nothing for a run that was not a pull request, or when no open pull request has that commit', async () => {
    const { workspace } = forkArtifact();
    const github = fakeGithub();
    const push = recordingCore({ 'results-dir': 'untrusted', 'github-token': 't' });
    expect(
      await run({
        core: push,
        env: workflowRunEvent(workspace, { ...FORK_RUN, event: 'push' }),
        comments: github.comments,
        pullsByHead: github.pullsByHead,
      }),
    ).toBe(0);
    expect(push.messages.map((m) => m.message)).toContain(
      'consentry: the triggering run was not a pull request (push): no PR comment; the results are in the job summary',
    );
    const moved = recordingCore({ 'results-dir': 'untrusted', 'github-token': 't' });
    expect(
      await run({
        core: moved,
        env: workflowRunEvent(workspace, { ...FORK_RUN, head_sha: 'pushed-since' }),
        comments: github.comments,
        pullsByHead: github.pullsByHead,
      }),
    ).toBe(0);
    expect(moved.messages.find((m) => m.level === 'warning')?.message).toBe(
      'consentry: no open pull request has someone:feature at pushed-since: no PR comment (it may have been closed or pushed to since)',
    );
    expect(github.posted).toEqual([]);
  });

  it('takes no scanning inputs', () => {
    expect(() =>
      readInputs((name) => ({ 'results-dir': 'out', urls: 'https://a.example/' })[name] ?? ''),
    ).toThrow('input results-dir posts the comment of an earlier run and scans nothing: drop urls');
  });
});

describe('public-only default', () => {
  const read = (values: Record<string, string>, event: string | null) =>
    readInputs((name) => values[name] ?? '', event);
  it('is on for scheduled runs (third-party sites), off otherwise; an explicit value wins', () => {
    expect(read({ urls: 'https://a.example/' }, 'schedule').publicOnly).toBe(true);
    expect(read({ urls: 'https://a.example/' }, 'pull_request').publicOnly).toBe(false);
    expect(read({ urls: 'https://a.example/' }, null).publicOnly).toBe(false);
    expect(
      read({ urls: 'https://a.example/', 'public-only': 'false' }, 'schedule').publicOnly,
    ).toBe(false);
    expect(read({ urls: 'https://a.example/', 'public-only': 'true' }, 'push').publicOnly).toBe(
      true,
    );
  });
});
