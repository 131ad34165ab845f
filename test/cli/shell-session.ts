/**
 * A user's terminals for the README test: one bash session that keeps its variables from command to
 * command, and long-running commands started "in another terminal" (own process group, fresh shell).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a fresh terminal: nothing of npm, vitest or consentry this process inherited. */
export function terminalEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|CONSENTRY_|VITEST|NODE_OPTIONS$|INIT_CWD$|TSX_)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  return env;
}

export class ShellSession {
  private readonly bash: ChildProcess;
  private output = '';
  private count = 0;

  constructor(
    private readonly cwd: string,
    private readonly scratch: string,
  ) {
    this.bash = spawn('bash', ['--noprofile', '--norc'], {
      cwd,
      env: terminalEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    this.bash.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.bash.stderr!.resume();
  }

  /** Runs one command as if typed at the prompt; its output goes to files, the session keeps its state. */
  async run(command: string, timeoutMs: number): Promise<CommandResult> {
    const n = ++this.count;
    const file = (name: string) => join(this.scratch, `${name}-${n}`);
    writeFileSync(file('command'), `${command}\n`);
    const marker = `__readme_command_${n}_exit `;
    this.bash.stdin!.write(
      `source '${file('command')}' > '${file('stdout')}' 2> '${file('stderr')}' < /dev/null; echo "${marker}$?"\n`,
    );
    const deadline = Date.now() + timeoutMs;
    let match: RegExpExecArray | null = null;
    while (!(match = new RegExp(`${marker}(\\d+)`).exec(this.output))) {
      if (this.bash.exitCode !== null)
        throw new Error(`the shell ended (exit ${this.bash.exitCode}) during:\n${command}`);
      if (Date.now() > deadline)
        throw new Error(
          `still running after ${timeoutMs / 1000} s:\n${command}\n${tail(readFileSync(file('stderr'), 'utf8'))}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      code: Number(match[1]),
      stdout: readFileSync(file('stdout'), 'utf8'),
      stderr: readFileSync(file('stderr'), 'utf8'),
    };
  }

  close(): void {
    stopGroup(this.bash, 'SIGKILL');
  }
}

/** A long-running command in a terminal of its own, ready once its output shows `ready`. */
export class BackgroundCommand {
  private readonly child: ChildProcess;
  output = '';

  constructor(
    readonly command: string,
    cwd: string,
  ) {
    this.child = spawn('bash', ['--noprofile', '--norc', '-c', command], {
      cwd,
      env: terminalEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async ready(text: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes(text)) {
      if (!this.running)
        throw new Error(
          `"${this.command}" ended before it printed "${text}":\n${tail(this.output)}`,
        );
      if (Date.now() > deadline)
        throw new Error(
          `"${this.command}" did not print "${text}" within ${timeoutMs / 1000} s:\n${tail(this.output)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Ctrl-C, as the README says; SIGKILL for what is left after the grace period. */
  async stop(graceMs = 30_000): Promise<void> {
    if (!this.running) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    stopGroup(this.child, 'SIGINT');
    const timer = setTimeout(() => stopGroup(this.child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    stopGroup(this.child, 'SIGKILL');
  }
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group is gone already
  }
}

export function tail(text: string, lines = 20): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
