/** A CLI command run in the test's own process (as keys and diff tests do), beside real bin/consentry.js runs. */
import type { CommandIo } from '../../src/cli/command-io.ts';
import { UsageError } from '../../src/cli/usage-error.ts';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** In-process only: the message of the UsageError that bin/consentry.js prints as `consentry: <message>`. */
  usage?: string;
}

/**
 * Runs `command` with an io of its own: its environment is `env` alone (nothing of this process's), its
 * working directory `cwd`, its output captured. No global state changes (unit files share a worker).
 */
export async function runInProcess(
  command: (argv: string[], io: CommandIo) => Promise<number>,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<CommandResult> {
  const result: CommandResult = { code: null, stdout: '', stderr: '' };
  const io: CommandIo = {
    env,
    cwd,
    stdout: { write: (text: string) => (result.stdout += text) },
    stderr: { write: (text: string) => (result.stderr += text) },
  };
  try {
    result.code = await command(args, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    result.code = error.exitCode;
    result.usage = error.message;
  }
  return result;
}
