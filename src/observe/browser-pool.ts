import { launchChromium, type LaunchedChromium, type LaunchOptions } from './launch.ts';
import type { ArmLaunch } from './arm.ts';

export interface BrowserPoolOptions extends LaunchOptions {
  /** Restart the browser after this many scans (long-lived Chromium grows). */
  maxScansPerBrowser?: number;
  /** Bound of one browser-level call (new context, new page, close); past it the browser is ended as unresponsive. */
  browserCallMs?: number;
}

/**
 * One Chromium shared by all scans. Restarted when it crashes (the next scan gets a new one; scans
 * in flight on the dead one fail with `browser_crashed` and are retried by the pipeline) and after
 * `maxScansPerBrowser` scans once no scan uses it.
 */
export class BrowserPool {
  private current: LaunchedChromium | null = null;
  private starting: Promise<LaunchedChromium> | null = null;
  private scansOnCurrent = 0;
  private readonly users = new Map<LaunchedChromium, number>();
  private readonly retiring = new Set<LaunchedChromium>();
  private closed = false;
  launches = 0;

  constructor(private readonly options: BrowserPoolOptions = {}) {}

  private async browser(): Promise<LaunchedChromium> {
    if (this.closed) throw new Error('The browser pool is closed.');
    const max = this.options.maxScansPerBrowser ?? 50;
    if (this.current && (!this.current.browser.isConnected() || this.scansOnCurrent >= max))
      this.retire(this.current);
    if (this.current) return this.current;
    this.starting ??= launchChromium(this.options).then(
      (launched) => {
        this.launches++;
        this.current = launched;
        this.scansOnCurrent = 0;
        this.starting = null;
        launched.browser.on('disconnected', () => {
          if (this.current === launched) this.retire(launched);
        });
        return launched;
      },
      (error: unknown) => {
        this.starting = null;
        throw error;
      },
    );
    return this.starting;
  }

  private retire(launched: LaunchedChromium): void {
    if (this.current === launched) this.current = null;
    this.retiring.add(launched);
    if (!this.users.get(launched)) void this.dispose(launched);
  }

  private async dispose(launched: LaunchedChromium): Promise<void> {
    this.retiring.delete(launched);
    this.users.delete(launched);
    await launched.close().catch(() => undefined);
  }

  /** Runs `fn` with the shared browser; counts as one scan on it. */
  async use<T>(fn: (launch: ArmLaunch) => Promise<T>): Promise<T> {
    const launched = await this.browser();
    this.scansOnCurrent++;
    this.users.set(launched, (this.users.get(launched) ?? 0) + 1);
    try {
      return await fn({
        browser: launched.browser,
        userAgent: launched.userAgent,
        ignoreTlsErrors: this.options.ignoreTlsErrors,
        browserCallMs: this.options.browserCallMs,
        // A browser that stopped answering is ended: `disconnected` retires it and the next scan gets a new one.
        onUnresponsive: () => launched.kill(),
      });
    } finally {
      const left = (this.users.get(launched) ?? 1) - 1;
      this.users.set(launched, left);
      if (left === 0 && this.retiring.has(launched)) await this.dispose(launched);
    }
  }

  /** The egress guard this pool's browsers are launched behind, if any. */
  get egress(): BrowserPoolOptions['egress'] {
    return this.options.egress;
  }

  /** The current browser's process id (tests kill it to prove recovery). */
  currentPid(): number | undefined {
    return this.current?.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = new Set([...this.retiring, ...this.users.keys()]);
    if (this.current) all.add(this.current);
    if (this.starting) all.add(await this.starting.catch(() => null as never));
    this.current = null;
    await Promise.all(
      [...all].filter(Boolean).map((launched) => launched.close().catch(() => undefined)),
    );
  }
}
