/** The Action's entry (bundled to dist/action/main.js): only calls run() with the real collaborators. */
import * as core from '@actions/core';
import { run } from './main.ts';
import { octokitComments } from './octokit-comments.ts';

run({
  core,
  comments: (token, context, pullNumber) =>
    octokitComments(
      token,
      context.apiUrl,
      context.repository!.owner,
      context.repository!.repo,
      pullNumber,
    ),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    core.setFailed(
      `consentry: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 2;
  },
);
