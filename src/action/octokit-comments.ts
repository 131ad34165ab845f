/** CommentApi over the GitHub API (Octokit from @actions/github; base URL from GITHUB_API_URL). */
import { getOctokit } from '@actions/github';
import type { CommentApi } from './comment.ts';

export function octokitComments(
  token: string,
  apiUrl: string,
  owner: string,
  repo: string,
  issueNumber: number,
): CommentApi {
  const octokit = getOctokit(token, { baseUrl: apiUrl });
  return {
    // GraphQL's viewer answers user tokens and installation tokens alike (REST GET /user refuses the
    // latter: "Resource not accessible by integration"); REST is tried when GraphQL is unavailable.
    identity: async () => {
      try {
        const answer = await octokit.graphql<{ viewer: { login: string } }>(
          'query { viewer { login } }',
        );
        if (answer.viewer?.login) return answer.viewer.login;
      } catch {
        // fall through to REST
      }
      try {
        return (await octokit.rest.users.getAuthenticated()).data.login;
      } catch {
        return null;
      }
    },
    list: async (page) =>
      (
        await octokit.rest.issues.listComments({
          owner,
          repo,
          issue_number: issueNumber,
          per_page: 100,
          page,
        })
      ).data,
    create: async (body) =>
      (await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }))
        .data,
    update: async (commentId, body) =>
      (await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body })).data,
  };
}
