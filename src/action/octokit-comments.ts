/** CommentApi over the GitHub REST API (Octokit from @actions/github; base URL from GITHUB_API_URL). */
import { getOctokit } from '@actions/github';
import type { CommentApi } from './comment.ts';

export function octokitComments(token: string, apiUrl: string, owner: string, repo: string, issueNumber: number): CommentApi {
  const octokit = getOctokit(token, { baseUrl: apiUrl });
  return {
    list: async (page) => (await octokit.rest.issues.listComments({ owner, repo, issue_number: issueNumber, per_page: 100, page })).data,
    create: async (body) => (await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body })).data,
    update: async (commentId, body) => (await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body })).data,
  };
}
