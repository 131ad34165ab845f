/**
 * Runs a copy of the bundled Action the way the runner does for `runs.using: node24`: `node
 * <action>/dist/action/index.js` in its own process, with INPUT_* variables, a pull_request event
 * payload, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and GITHUB_API_URL at a fake API.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface RunActionOptions {
  actionDir: string;
  workspace: string;
  inputs: Record<string, string>;
  githubApiUrl: string;
  /** A pull_request event for this PR number; none: a push event. */
  pullRequest?: { number: number; fromFork?: boolean };
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

export const REPOSITORY = 'acme/shop';
export const WORKFLOW_FILE = '.github/workflows/privacy.yml';

/** `name<<DELIMITER\nvalue\nDELIMITER` records of a GITHUB_OUTPUT file. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) out[match[1]!] = match[3]!;
  return out;
}

let counter = 0;

export function runAction(options: RunActionOptions): Promise<ActionRun> {
  const dir = join(options.workspace, '..', `run-files-${process.pid}-${counter++}`);
  mkdirSync(dir, { recursive: true });
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: NodeJS.ProcessEnv = {};
  // Only what a runner would give a step (and PATH/HOME for npm): nothing of this test process's GITHUB_* or INPUT_*.
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'CONSENTRY_CHROMIUM'])
    if (process.env[name]) env[name] = process.env[name];
  Object.assign(env, {
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_API_URL: options.githubApiUrl,
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKFLOW_REF: `${REPOSITORY}/${WORKFLOW_FILE}@refs/pull/1/merge`,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: dir,
  });
  if (options.pullRequest) {
    const head = options.pullRequest.fromFork ? 'someone/shop' : REPOSITORY;
    const event = {
      number: options.pullRequest.number,
      pull_request: {
        number: options.pullRequest.number,
        head: { repo: { full_name: head } },
        base: { repo: { full_name: REPOSITORY } },
      },
    };
    writeFileSync(join(dir, 'event.json'), JSON.stringify(event));
    Object.assign(env, {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
    });
  } else {
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ ref: 'refs/heads/main' }));
    Object.assign(env, { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: join(dir, 'event.json') });
  }
  for (const [name, value] of Object.entries(options.inputs))
    env[`INPUT_${name.toUpperCase()}`] = value;
  Object.assign(env, options.env);

  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(options.actionDir, 'dist', 'action', 'index.js')], {
      cwd: options.workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 300_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
        summary: existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '',
      });
    });
  });
}
