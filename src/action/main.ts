/**
 * The GitHub Action: inputs → pages → scans (local browser or a consentry server) → the batch output
 * folder → PR comment (one, updated in place), job summary, SARIF, annotations, outputs, gate.
 * `run` takes its collaborators so tests drive it; src/action/entry.ts only calls it.
 * Returns the exit code: 0 done, 1 the gate failed, 2 the Action could not run.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  BATCH_FILES,
  BatchOutputError,
  BrowserNotFoundError,
  PR_COMMENT_MARKER,
} from '../internal.ts';
import packageJson from '../../package.json' with { type: 'json' };
import type { BrowserSetup } from './browser.ts';
import { upsertComment, type CommentApi, type CommentResult } from './comment.ts';
import { commentFromResults } from './comment-mode.ts';
import { octokitPullsByHead, type ListPullsByHead } from './pull-requests.ts';
import { readGithubContext, type GithubContext } from './github-context.ts';
import { ActionInputError, readInputs, type ActionInputs } from './inputs.ts';
import { scanLocally } from './local-scan.ts';
import { annotate, gateFailure, setOutputs, type ActionCore } from './publish.ts';
import { ConsentryApiClient } from './remote/api-client.ts';
import { RemoteAuthError, scanRemotely } from './remote/remote-scan.ts';
import { buildReport } from './report.ts';
import { INLINE_LIST_FILE, readTargets, type ScanTargets } from './targets.ts';

export type { ActionCore } from './publish.ts';

export const COMMENT_FILE = 'pr-comment.md';
export const SARIF_FILE = 'consentry.sarif';

export interface Collaborators {
  core: ActionCore;
  env?: NodeJS.ProcessEnv;
  /** The comment API of one pull request (default: Octokit with the token, GITHUB_API_URL). */
  comments: (token: string, context: GithubContext, pullNumber: number) => CommentApi;
  /** Open pull requests by head, for comment mode (default: Octokit). */
  pullsByHead?: (token: string, context: GithubContext) => ListPullsByHead;
  browserSetup?: BrowserSetup;
  /** HTTP and waiting of the remote client (default: global fetch, real timers). */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const READ_ONLY_HELP =
  'A pull request from a fork gets a read-only GITHUB_TOKEN. The results are in this job summary and the output folder; ' +
  'for a comment on fork pull requests use the two-workflow pattern in the consentry README (pull_request uploads the output folder, workflow_run comments).';

/** Empties the files of an earlier run in the output folder (never anything else: it may be a user's folder). */
async function prepareOutputDir(
  outDir: string,
  inputs: ActionInputs,
  targets: ScanTargets,
  workflowFile: string | null,
): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const ours = [...Object.values(BATCH_FILES), COMMENT_FILE, SARIF_FILE, INLINE_LIST_FILE];
  await Promise.all(ours.map((name) => rm(join(outDir, name), { recursive: true, force: true })));
  if (inputs.urls.trim() && !(workflowFile && targets.fallback.uri === workflowFile))
    await writeFile(join(outDir, INLINE_LIST_FILE), inputs.urls);
}

async function comment(
  c: Collaborators,
  inputs: ActionInputs,
  context: GithubContext,
  body: string,
  env: NodeJS.ProcessEnv,
): Promise<CommentResult | null> {
  if (!inputs.comment) return null;
  if (!context.pullRequest || !context.repository) {
    c.core.info(
      `consentry: not a pull request event (${context.eventName ?? 'no event'}): no PR comment; the results are in the job summary`,
    );
    return null;
  }
  const token = inputs.githubToken ?? env.GITHUB_TOKEN ?? null;
  if (!token) {
    c.core.warning(
      'consentry: no github-token: the PR comment was skipped; the results are in the job summary',
    );
    return { status: 'failed', reason: 'no token' };
  }
  const result = await upsertComment(
    c.comments(token, context, context.pullRequest.number),
    body,
    PR_COMMENT_MARKER,
  );
  if (result.status === 'read_only')
    c.core.warning(
      `consentry: could not comment on pull request #${context.pullRequest.number}: the token may not write comments (${result.reason}). ${READ_ONLY_HELP}`,
    );
  else if (result.status === 'failed')
    c.core.warning(
      `consentry: the PR comment failed (${result.reason}); the results are in the job summary`,
    );
  else c.core.info(`consentry: ${result.status} the PR comment ${result.url}`);
  return result;
}

async function scan(
  c: Collaborators,
  inputs: ActionInputs,
  targets: ScanTargets,
  outDir: string,
): Promise<void> {
  const log = (message: string) => c.core.info(message);
  if (inputs.apiUrl) {
    const client = new ConsentryApiClient({
      baseUrl: inputs.apiUrl,
      apiKey: inputs.apiKey,
      ...(c.fetch ? { fetch: c.fetch } : {}),
      ...(c.sleep ? { sleep: c.sleep } : {}),
    });
    await scanRemotely({
      client,
      baseUrl: inputs.apiUrl,
      targets,
      outDir,
      scanFrom: inputs.scanFrom,
      concurrency: inputs.concurrency,
      log,
    });
    return;
  }
  await scanLocally({
    targets,
    outDir,
    concurrency: inputs.concurrency,
    scanFrom: inputs.scanFrom,
    pages: inputs.pages,
    mapHosts: inputs.mapHosts,
    ignoreTlsErrors: inputs.ignoreTlsErrors,
    publicOnly: inputs.publicOnly,
    log,
    ...(c.browserSetup ? { browserSetup: c.browserSetup } : {}),
  });
}

export async function run(c: Collaborators): Promise<number> {
  const env = c.env ?? process.env;
  let inputs: ActionInputs;
  let targets: ScanTargets;
  let context: GithubContext;
  try {
    context = readGithubContext(env);
    inputs = readInputs((name) => c.core.getInput(name), context.eventName);
    if (inputs.resultsDir) {
      // Comment mode: an earlier run's results, nothing scanned.
      const pullsByHead =
        c.pullsByHead ??
        ((token: string, ctx: GithubContext) =>
          octokitPullsByHead(token, ctx.apiUrl, ctx.repository!.owner, ctx.repository!.repo));
      return await commentFromResults(
        { core: c.core, comments: c.comments, pullsByHead },
        inputs,
        context,
        inputs.githubToken ?? env.GITHUB_TOKEN ?? null,
      );
    }
    targets = readTargets(inputs, context.workspace, context.workflowFile);
  } catch (error) {
    c.core.setFailed(`consentry: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const outDir = resolve(context.workspace, inputs.outputDir);
  const baseline = inputs.baseline ? resolve(context.workspace, inputs.baseline) : null;
  if (baseline === outDir) {
    c.core.setFailed(
      'consentry: input baseline must be another folder than output-dir (the output folder is emptied before the scans)',
    );
    return 2;
  }
  try {
    await prepareOutputDir(outDir, inputs, targets, context.workflowFile);
    await scan(c, inputs, targets, outDir);
  } catch (error) {
    if (
      error instanceof ActionInputError ||
      error instanceof BatchOutputError ||
      error instanceof BrowserNotFoundError ||
      error instanceof RemoteAuthError
    ) {
      c.core.setFailed(`consentry: ${error.message}`);
      return 2;
    }
    throw error;
  }

  const report = await buildReport({
    outDir,
    baseline,
    targets,
    runUrl: context.runUrl,
    toolVersion: packageJson.version,
  });
  const sarifFile = inputs.sarif
    ? resolve(context.workspace, inputs.sarif)
    : join(outDir, SARIF_FILE);
  await mkdir(dirname(sarifFile), { recursive: true });
  await writeFile(sarifFile, `${JSON.stringify(report.sarif, null, 2)}\n`);
  await writeFile(join(outDir, COMMENT_FILE), report.comment);

  const commented = await comment(c, inputs, context, report.comment, env);
  let summary = report.comment;
  if (commented?.status === 'read_only')
    summary += `\n> **Warning:** the PR comment could not be written (${commented.reason}). ${READ_ONLY_HELP}\n`;
  c.core.summary.addRaw(summary, true);
  await c.core.summary.write();

  annotate(c.core, report, targets);
  setOutputs(c.core, report, {
    reportDir: outDir,
    sarifFile,
    commentUrl: commented && 'url' in commented ? commented.url : null,
  });
  const gate = gateFailure(report, inputs.failOn);
  if (gate) {
    c.core.setFailed(gate);
    return 1;
  }
  return 0;
}
