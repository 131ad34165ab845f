/** The CLI in a child process, as a user runs it (bin/consentry.js), for the batch and demo tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: NodeJS.ProcessEnv;
  input?: string;
}

/** Starts the CLI in its own process group (so Chromium orphaned by a SIGKILL can be cleaned up). */
export function startCli(
  args: string[],
  options: CliOptions = {},
): { child: ChildProcess; done: Promise<Run>; output: () => Run } {
  const child = spawn(process.execPath, [BIN, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...options.env },
  });
  const run: Run = { code: null, signal: null, stdout: '', stderr: '' };
  child.stdout!.on('data', (d: Buffer) => (run.stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (run.stderr += d.toString()));
  child.stdin!.end(options.input ?? '');
  const done = new Promise<Run>((resolve) =>
    child.on('close', (code, signal) => {
      run.code = code;
      run.signal = signal;
      resolve(run);
    }),
  );
  return { child, done, output: () => run };
}

export async function until(
  condition: () => boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const lines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
    : [];
export const completeLines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .slice(0, -1)
        .filter((line) => line.trim())
    : [];

export const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** The fixture web's demo sites the batch tests scan. */
export const SITES = [
  'clean-shop.example',
  'tracker-blog.example',
  'cmp-vanilla.example',
  'ignores-choice.example',
];
