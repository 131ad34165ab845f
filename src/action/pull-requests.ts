/**
 * The pull request a workflow_run was started for. GitHub names it in the event for a pull request
 * of this repository, but not for one from a fork (`pull_requests` is empty there): then it is the
 * open pull request whose head is that branch of that owner at exactly the run's commit.
 */
import { getOctokit } from '@actions/github';
import type { WorkflowRunContext } from './github-context.ts';

/** Open pull requests of one head (`owner:branch`), as the REST API lists them. */
export type ListPullsByHead = (
  head: string,
) => Promise<{ number: number; head: { sha: string } }[]>;

export async function pullRequestOfRun(
  run: WorkflowRunContext,
  listByHead: ListPullsByHead,
): Promise<number | null> {
  if (run.pullRequests.length) return run.pullRequests[0]!;
  if (!run.headOwner || !run.headBranch) return null;
  const open = await listByHead(`${run.headOwner}:${run.headBranch}`);
  return open.find((pull) => pull.head.sha === run.headSha)?.number ?? null;
}

export function octokitPullsByHead(
  token: string,
  apiUrl: string,
  owner: string,
  repo: string,
): ListPullsByHead {
  const octokit = getOctokit(token, { baseUrl: apiUrl });
  return async (head) =>
    (await octokit.rest.pulls.list({ owner, repo, state: 'open', head, per_page: 100 })).data;
}
