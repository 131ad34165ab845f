import type { Browser } from 'playwright-core';

/**
 * Browser-level calls (new context, new page, bindings, closing) can stay pending forever when
 * Chromium dies or freezes while they run (Playwright waits for a target that will never attach).
 * A BrowserWatch races them against the browser's `disconnected` event and a time bound, so an arm
 * always settles: with a "Browser closed" error when the browser went away, or a "Browser
 * unresponsive" error (after telling `onUnresponsive`, which ends that browser) when it stopped
 * answering. Both messages classify as `browser_crashed` (navigation-error.ts), a transient failure.
 */
export const DEFAULT_BROWSER_CALL_MS = 30_000;

export class BrowserGoneError extends Error {
  override name = 'BrowserGoneError';
}

export class BrowserWatch {
  readonly #gone: Promise<never>;
  readonly #cleanup: () => void;
  #disconnected = false;

  constructor(
    browser: Browser,
    private readonly callMs: number = DEFAULT_BROWSER_CALL_MS,
    private readonly onUnresponsive: () => void = () => undefined,
  ) {
    let reject: (error: Error) => void = () => undefined;
    this.#gone = new Promise<never>((_resolve, fail) => {
      reject = fail;
    });
    this.#gone.catch(() => undefined); // observed through call()/guard(); never an unhandled rejection
    const onDisconnect = () => {
      this.#disconnected = true;
      reject(new BrowserGoneError('Browser closed: the browser has disconnected.'));
    };
    if (!browser.isConnected()) onDisconnect();
    browser.on('disconnected', onDisconnect);
    this.#cleanup = () => browser.off('disconnected', onDisconnect);
  }

  get disconnected(): boolean {
    return this.#disconnected;
  }

  /**
   * `promise`, unless the browser disconnects first or the bound passes: by default the watch's call
   * bound, past which the browser counts as unresponsive; with `ms`, a longer bound of a whole step
   * (a slow page, not a frozen browser: nothing is ended).
   */
  call<T>(what: string, promise: Promise<T>, ms?: number): Promise<T> {
    promise.catch(() => undefined); // abandoned when the race is lost
    const callMs = ms ?? this.callMs;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        if (ms === undefined && !this.#disconnected) this.onUnresponsive();
        reject(
          new BrowserGoneError(`Browser unresponsive: ${what} did not finish within ${callMs} ms.`),
        );
      }, callMs);
    });
    const gone = this.#gone.catch((error: Error) => {
      throw new BrowserGoneError(`${error.message.replace(/\.$/, '')} during ${what}.`);
    });
    return Promise.race([promise, gone, bound]).finally(() => clearTimeout(timer));
  }

  /** Stops listening to the browser. */
  dispose(): void {
    this.#cleanup();
  }
}
