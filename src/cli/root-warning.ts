import { rootSandboxWarning } from '../internal.ts';

/**
 * The warning `serve` prints at start, for every command that starts Chromium: running as root it has
 * no sandbox. On stderr, so `--json` output on stdout stays clean.
 */
export function warnIfRootWithoutSandbox(command: string): void {
  const warning = rootSandboxWarning();
  if (warning) process.stderr.write(`consentry ${command}: warning: ${warning}\n`);
}
