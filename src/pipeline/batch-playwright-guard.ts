/**
 * A guard for processes that run batches (the CLI). When Chromium dies while Playwright's in-process
 * client is creating objects for it, the client's message dispatcher throws from a setImmediate —
 * an uncaught exception that would end the whole batch: "Cannot find parent object page@… to create
 * …" or "Object with guid … was not bound in the connection" (microsoft/playwright#9509, #4472).
 * Those objects belong to the dead browser, and the scans that used them are retried by the batch
 * (or stopped by its watchdog), so the guard ignores exactly these two errors, when they come from
 * playwright-core, and reports them. Any other uncaught exception still ends the process: stack on
 * stderr, exit code 2 (the output files are valid at any point; re-running resumes).
 *
 * Not for library use inside a host that has its own uncaught-exception handling (a test runner):
 * listeners cannot stop the host's own listener from seeing the error.
 */
const PLAYWRIGHT_DISPOSAL = /^(Cannot find parent object \S+ to create \S+|Object with guid \S+ was not bound in the connection)$/;

export function isPlaywrightDisposalError(error: unknown): boolean {
  return error instanceof Error && PLAYWRIGHT_DISPOSAL.test(error.message) && /playwright-core/.test(error.stack ?? '');
}

/** Installs the guard; returns the function that removes it. */
export function guardPlaywrightDisposalErrors(onIgnored: (message: string) => void = () => undefined): () => void {
  const listener = (error: unknown) => {
    if (isPlaywrightDisposalError(error)) {
      onIgnored((error as Error).message);
      return;
    }
    process.stderr.write(`consentry: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  };
  process.on('uncaughtException', listener);
  return () => {
    process.off('uncaughtException', listener);
  };
}
