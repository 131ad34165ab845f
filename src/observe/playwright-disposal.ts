import type { Browser } from 'playwright-core';

/**
 * When Chromium dies while Playwright's in-process client is creating objects for it, the client's
 * message dispatcher throws from a setImmediate — an uncaught exception that would end the host
 * process (a batch, the API server): "Cannot find parent object page@… to create …" or "Object with
 * guid … was not bound in the connection" (microsoft/playwright#9509, #4472). Those messages
 * describe objects of a browser that is gone; the scans that used it are retried or fail on their own.
 *
 * `shieldDisposalErrors` wraps the dispatch of the browser's client connection so that exactly these
 * two errors, thrown by playwright-core, are dropped (and reported) where they arise. Every other
 * error still propagates as before: nothing else is swallowed, and no process-wide handler is added.
 */
const PLAYWRIGHT_DISPOSAL =
  /^(Cannot find parent object \S+ to create \S+|Object with guid \S+ was not bound in the connection)$/;

export function isPlaywrightDisposalError(error: unknown): boolean {
  return (
    error instanceof Error &&
    PLAYWRIGHT_DISPOSAL.test(error.message) &&
    /playwright-core/.test(error.stack ?? '')
  );
}

interface DispatchingConnection {
  dispatch(message: unknown): void;
}

const SHIELDED = Symbol.for('consentry.disposalShield');
const ignoredListeners = new Set<(message: string) => void>();

/** The client connection behind a Browser (Playwright keeps it as `_connection` on every channel owner). */
function connectionOf(browser: Browser): (DispatchingConnection & { [SHIELDED]?: true }) | null {
  const connection = (browser as unknown as { _connection?: unknown })._connection;
  return connection && typeof (connection as DispatchingConnection).dispatch === 'function'
    ? (connection as DispatchingConnection)
    : null;
}

/**
 * Shields the connection `browser` belongs to (once per connection; all in-process browsers share
 * one). Returns false when this Playwright build exposes no such connection (nothing was changed).
 */
export function shieldDisposalErrors(browser: Browser): boolean {
  const connection = connectionOf(browser);
  if (!connection) return false;
  if (connection[SHIELDED]) return true;
  const dispatch = connection.dispatch.bind(connection);
  connection.dispatch = (message: unknown) => {
    try {
      dispatch(message);
    } catch (error) {
      if (!isPlaywrightDisposalError(error)) throw error;
      for (const listener of ignoredListeners) listener((error as Error).message);
    }
  };
  connection[SHIELDED] = true;
  return true;
}

/** Hears about every dropped disposal error (the batch progress reports them); returns the unsubscribe. */
export function onDisposalErrorIgnored(listener: (message: string) => void): () => void {
  ignoredListeners.add(listener);
  return () => ignoredListeners.delete(listener);
}
