/**
 * One sticky comment per pull request: the Action's comment is the one whose body holds the hidden
 * marker AND that the token's own identity wrote; it is updated in place on every run and created
 * only when none exists. Anyone can paste the marker into a comment of their own: such a comment is
 * neither overwritten nor mistaken for the results (the results then go in a comment of our own).
 * When the token's identity cannot be learnt, nothing is updated: a new comment is created. A token
 * that may not write (a pull request from a fork gets a read-only token) is not an error of the
 * scan: the result says so and the caller falls back to the job summary with a warning.
 */

export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  /** Who wrote it (GitHub's `user.login`, e.g. `github-actions[bot]`). */
  user?: { login: string } | null;
}

/** The calls of the GitHub API the Action uses for the comment of one pull request. */
export interface CommentApi {
  /** The login of the token's own identity (`github-actions[bot]` for GITHUB_TOKEN); null when it cannot be learnt. */
  identity(): Promise<string | null>;
  /** One page (100 per page, 1-based) of the pull request's comments. */
  list(page: number): Promise<IssueComment[]>;
  create(body: string): Promise<IssueComment>;
  update(commentId: number, body: string): Promise<IssueComment>;
}

export type CommentResult =
  | { status: 'created' | 'updated'; url: string; id: number }
  | { status: 'read_only'; reason: string }
  | { status: 'failed'; reason: string };

/** Pages of 100 comments searched for the marker (a pull request with more than 3,000 comments gets a new one). */
const MAX_PAGES = 30;

const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

async function findMarked(
  api: CommentApi,
  marker: string,
  author: string,
): Promise<IssueComment | null> {
  const ours = (comment: IssueComment) =>
    comment.user?.login.toLowerCase() === author.toLowerCase();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const comments = await api.list(page);
    const marked = comments.find((comment) => comment.body?.includes(marker) && ours(comment));
    if (marked) return marked;
    if (comments.length < 100) return null;
  }
  return null;
}

export async function upsertComment(
  api: CommentApi,
  body: string,
  marker: string,
): Promise<CommentResult> {
  if (!body.includes(marker))
    throw new Error('the comment body must hold the marker (it is how the next run finds it)');
  try {
    const author = await api.identity();
    const existing = author ? await findMarked(api, marker, author) : null;
    const comment = existing ? await api.update(existing.id, body) : await api.create(body);
    return { status: existing ? 'updated' : 'created', url: comment.html_url, id: comment.id };
  } catch (error) {
    const status = statusOf(error);
    // 403 "Resource not accessible by integration" (read-only token) or 404 (no access to the repository).
    if (status === 403 || status === 404)
      return { status: 'read_only', reason: `HTTP ${status}: ${messageOf(error)}` };
    return { status: 'failed', reason: `${status ? `HTTP ${status}: ` : ''}${messageOf(error)}` };
  }
}
