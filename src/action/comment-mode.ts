/**
 * Comment mode (`results-dir`): the trusted half of the fork recipe. A pull request from a fork runs
 * its scan with a read-only token and uploads its output folder; a workflow_run in the base repository
 * downloads it and runs the Action with `results-dir`. That folder was written by the fork's code, so
 * nothing in it is posted as it is: only scans.jsonl and pre-consent.jsonl are read, every record
 * validated against its schema (invalid ones are dropped with a warning), and the comment is rendered
 * again from them — pr-comment.md and every other file are ignored. The pull request is the one of the
 * triggering run's event (GitHub's payload), never a number from the artifact.
 */
import { resolve } from 'node:path';
import { BatchDirError, parseBatchList, PR_COMMENT_MARKER } from '../internal.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { upsertComment, type CommentApi } from './comment.ts';
import type { GithubContext } from './github-context.ts';
import type { ActionInputs } from './inputs.ts';
import { setOutputs, type ActionCore } from './publish.ts';
import { pullRequestOfRun, type ListPullsByHead } from './pull-requests.ts';
import { buildReport, type RunReport } from './report.ts';

export interface CommentModeCollaborators {
  core: ActionCore;
  comments: (token: string, context: GithubContext, pullNumber: number) => CommentApi;
  pullsByHead: (token: string, context: GithubContext) => ListPullsByHead;
}

/** Returns the exit code: 0 posted (or nothing to post to), 2 the results or the pull request could not be used. */
export async function commentFromResults(
  c: CommentModeCollaborators,
  inputs: ActionInputs,
  context: GithubContext,
  token: string | null,
): Promise<number> {
  const dir = resolve(context.workspace, inputs.resultsDir!);
  const baseline = inputs.baseline ? resolve(context.workspace, inputs.baseline) : null;
  const targets = {
    list: parseBatchList('', 'results-dir'),
    source: 'results-dir',
    anchors: new Map(),
    fallback: { uri: 'results-dir', line: 1 },
    unusable: [],
  };
  let report: RunReport;
  try {
    // The triggering run's page holds its artifacts; the footer links there.
    report = await buildReport({
      outDir: dir,
      baseline,
      targets,
      runUrl: context.workflowRun?.htmlUrl ?? context.runUrl,
      toolVersion: packageJson.version,
    });
  } catch (error) {
    if (error instanceof BatchDirError) {
      c.core.setFailed(`consentry: results-dir: ${error.message}`);
      return 2;
    }
    throw error;
  }
  for (const warning of report.warnings) c.core.warning(`consentry: results-dir: ${warning}`);
  c.core.summary.addRaw(report.comment, true);
  await c.core.summary.write();
  setOutputs(c.core, report, { reportDir: dir, sarifFile: '', commentUrl: null });

  if (!inputs.comment) return 0;
  const run = context.workflowRun;
  if (!context.repository || (!context.pullRequest && run?.event !== 'pull_request')) {
    c.core.info(
      `consentry: the triggering run was not a pull request (${run?.event ?? context.eventName ?? 'no event'}): no PR comment; the results are in the job summary`,
    );
    return 0;
  }
  if (!token) {
    c.core.setFailed('consentry: results-dir needs github-token (pull-requests: write) to comment');
    return 2;
  }
  const number =
    context.pullRequest?.number ?? (await pullRequestOfRun(run!, c.pullsByHead(token, context)));
  if (number === null) {
    c.core.warning(
      `consentry: no open pull request has ${run!.headOwner}:${run!.headBranch} at ${run!.headSha}: no PR comment (it may have been closed or pushed to since)`,
    );
    return 0;
  }
  const result = await upsertComment(
    c.comments(token, context, number),
    report.comment,
    PR_COMMENT_MARKER,
  );
  if (result.status === 'created' || result.status === 'updated') {
    c.core.info(
      `consentry: ${result.status} the PR comment ${result.url} from the validated results of the triggering run`,
    );
    c.core.setOutput('comment-url', result.url);
    return 0;
  }
  c.core.setFailed(
    `consentry: the PR comment on #${number} failed (${'reason' in result ? result.reason : result.status})`,
  );
  return 2;
}
