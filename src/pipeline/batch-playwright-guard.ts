import {
  isPlaywrightDisposalError,
  onDisposalErrorIgnored,
} from '../observe/playwright-disposal.ts';

export { isPlaywrightDisposalError };

/**
 * A last line for processes that run batches (the CLI, the Action). Every browser the pool launches
 * already drops Playwright's two dispatcher errors of a dead browser where they arise
 * (src/observe/playwright-disposal.ts); this guard additionally turns any other uncaught exception
 * into a clean end: stack on stderr, exit code 2 (the output files are valid at any point;
 * re-running resumes). `onIgnored` hears about every dropped disposal error.
 *
 * Not for library use inside a host that has its own uncaught-exception handling (a test runner):
 * listeners cannot stop the host's own listener from seeing the error.
 */
export function guardPlaywrightDisposalErrors(
  onIgnored: (message: string) => void = () => undefined,
): () => void {
  const listener = (error: unknown) => {
    if (isPlaywrightDisposalError(error)) {
      onIgnored((error as Error).message);
      return;
    }
    process.stderr.write(
      `consentry: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  };
  process.on('uncaughtException', listener);
  const unsubscribe = onDisposalErrorIgnored(onIgnored);
  return () => {
    process.off('uncaughtException', listener);
    unsubscribe();
  };
}
