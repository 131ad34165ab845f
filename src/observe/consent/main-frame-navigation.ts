import type { Page, Request } from 'playwright-core';

/**
 * A main-frame navigation in flight: requested (a link the flow clicked, a CMP reloading the page) and
 * not yet at DOMContentLoaded of the new document. A click whose navigation outlasts its timeout still
 * counts (click.ts), so a flow that looks for the next layer waits here first: until then, it would
 * scan the document that is about to go away.
 */
export class MainFrameNavigation {
  #pending: Request | null = null;
  #requested = 0;
  #waiters: (() => void)[] = [];

  install(page: Page): void {
    page.on('request', (request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      this.#pending = request;
      this.#requested++;
    });
    page.on('domcontentloaded', () => this.#end(null));
    // Aborted (a download, a cancelled navigation) or answered without a document (204): nothing commits.
    page.on('requestfailed', (request) => this.#end(request));
    page.on('response', (response) => {
      const status = response.status();
      if (status === 204 || status === 205) this.#end(response.request());
    });
    page.on('close', () => this.#end(null));
  }

  /** How many main-frame navigations were requested so far (redirects count). */
  requested(): number {
    return this.#requested;
  }

  /** Whether a main-frame navigation is in flight. */
  pending(): boolean {
    return this.#pending !== null;
  }

  /**
   * Waits for the navigation in flight, if any, to reach DOMContentLoaded, at most `ms`. True when there
   * was one to wait for.
   */
  async settled(ms: number): Promise<boolean> {
    if (this.#pending === null || ms <= 0) return false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#waiters.push(done);
    });
    return true;
  }

  /** The navigation ended (`request` null: whatever was pending). */
  #end(request: Request | null): void {
    if (request !== null && request !== this.#pending) return;
    this.#pending = null;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const done of waiters) done();
  }
}
