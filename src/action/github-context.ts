/**
 * What the Action needs from the GitHub Actions environment: the repository, the pull request (from
 * the event payload), the run's URL (its artifacts), and the workflow file that holds the inputs.
 */
import { readFileSync } from 'node:fs';

export interface GithubContext {
  workspace: string;
  repository: { owner: string; repo: string } | null;
  eventName: string | null;
  /** The pull request of a pull_request / pull_request_target event; null otherwise. */
  pullRequest: { number: number; fromFork: boolean } | null;
  /** The run that triggered a workflow_run event (the untrusted half of the fork recipe); null otherwise. */
  workflowRun: WorkflowRunContext | null;
  /** GITHUB_SERVER_URL/GITHUB_REPOSITORY/actions/runs/GITHUB_RUN_ID: the run page with its artifacts. */
  runUrl: string | null;
  /** The running workflow's file inside this repository (from GITHUB_WORKFLOW_REF); null for another repository's reusable workflow. */
  workflowFile: string | null;
  apiUrl: string;
}

export interface WorkflowRunContext {
  /** The event that started the triggering run (`pull_request` for a pull request, also from a fork). */
  event: string;
  headSha: string;
  headBranch: string;
  /** Owner of the head repository (the fork's owner for a fork). */
  headOwner: string;
  /** Pull requests GitHub names in the event (empty for a pull request from a fork). */
  pullRequests: number[];
  /** The triggering run's page (its artifacts). */
  htmlUrl: string | null;
}

interface EventPayload {
  pull_request?: {
    number?: number;
    head?: { repo?: { full_name?: string } | null };
    base?: { repo?: { full_name?: string } };
  };
  workflow_run?: {
    event?: string;
    head_sha?: string;
    head_branch?: string;
    html_url?: string;
    head_repository?: { owner?: { login?: string } } | null;
    pull_requests?: { number?: number }[];
  };
}

function readEvent(path: string | undefined): EventPayload {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as EventPayload;
  } catch (error) {
    throw new Error(
      `cannot read the event payload GITHUB_EVENT_PATH=${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** `owner/repo/.github/workflows/x.yml@refs/…` → `.github/workflows/x.yml` when it belongs to `repository`. */
export function workflowFileOf(
  workflowRef: string | undefined,
  repository: string | undefined,
): string | null {
  if (!workflowRef || !repository) return null;
  const at = workflowRef.lastIndexOf('@');
  const path = at > 0 ? workflowRef.slice(0, at) : workflowRef;
  const prefix = `${repository}/`;
  return path.startsWith(prefix) && path.length > prefix.length ? path.slice(prefix.length) : null;
}

export function readGithubContext(env: NodeJS.ProcessEnv): GithubContext {
  const repositoryName = env.GITHUB_REPOSITORY;
  const [owner, repo] = repositoryName?.split('/') ?? [];
  const eventName = env.GITHUB_EVENT_NAME ?? null;
  const isPullRequestEvent = eventName === 'pull_request' || eventName === 'pull_request_target';
  const payload =
    isPullRequestEvent || eventName === 'workflow_run' ? readEvent(env.GITHUB_EVENT_PATH) : {};
  const pr = payload.pull_request;
  const pullRequest =
    pr && typeof pr.number === 'number'
      ? {
          number: pr.number,
          fromFork:
            !!pr.head?.repo?.full_name &&
            !!pr.base?.repo?.full_name &&
            pr.head.repo.full_name !== pr.base.repo.full_name,
        }
      : null;
  const server = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    repository: owner && repo ? { owner, repo } : null,
    eventName,
    pullRequest,
    workflowRun: eventName === 'workflow_run' ? workflowRunOf(payload) : null,
    runUrl:
      repositoryName && env.GITHUB_RUN_ID
        ? `${server}/${repositoryName}/actions/runs/${env.GITHUB_RUN_ID}`
        : null,
    workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF, repositoryName),
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
  };
}

function workflowRunOf(payload: EventPayload): WorkflowRunContext | null {
  const run = payload.workflow_run;
  if (!run || typeof run.head_sha !== 'string' || typeof run.head_branch !== 'string') return null;
  return {
    event: run.event ?? '',
    headSha: run.head_sha,
    headBranch: run.head_branch,
    headOwner: run.head_repository?.owner?.login ?? '',
    pullRequests: (run.pull_requests ?? [])
      .map((pr) => pr.number)
      .filter((n): n is number => Number.isInteger(n)),
    htmlUrl: typeof run.html_url === 'string' ? run.html_url : null,
  };
}
