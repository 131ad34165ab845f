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
  /** GITHUB_SERVER_URL/GITHUB_REPOSITORY/actions/runs/GITHUB_RUN_ID: the run page with its artifacts. */
  runUrl: string | null;
  /** The running workflow's file inside this repository (from GITHUB_WORKFLOW_REF); null for another repository's reusable workflow. */
  workflowFile: string | null;
  apiUrl: string;
}

interface PullRequestPayload {
  pull_request?: { number?: number; head?: { repo?: { full_name?: string } | null }; base?: { repo?: { full_name?: string } } };
}

function readEvent(path: string | undefined): PullRequestPayload {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PullRequestPayload;
  } catch (error) {
    throw new Error(`cannot read the event payload GITHUB_EVENT_PATH=${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `owner/repo/.github/workflows/x.yml@refs/…` → `.github/workflows/x.yml` when it belongs to `repository`. */
export function workflowFileOf(workflowRef: string | undefined, repository: string | undefined): string | null {
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
  const payload = isPullRequestEvent ? readEvent(env.GITHUB_EVENT_PATH) : {};
  const pr = payload.pull_request;
  const pullRequest =
    pr && typeof pr.number === 'number'
      ? { number: pr.number, fromFork: !!pr.head?.repo?.full_name && !!pr.base?.repo?.full_name && pr.head.repo.full_name !== pr.base.repo.full_name }
      : null;
  const server = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    repository: owner && repo ? { owner, repo } : null,
    eventName,
    pullRequest,
    runUrl: repositoryName && env.GITHUB_RUN_ID ? `${server}/${repositoryName}/actions/runs/${env.GITHUB_RUN_ID}` : null,
    workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF, repositoryName),
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
  };
}
