import type { Page, Request } from 'playwright-core';

/**
 * Whether the page has stopped loading what could still draw a banner: the load event fired (or
 * DOMContentLoaded a while ago) and no document (frame) or script request has been in flight for a
 * quiet window. XHR/fetch are not watched — polling and beacons would keep a page "busy" forever —
 * and requests older than `staleMs` are ignored.
 */
const WATCHED = new Set(['document', 'script']);

export class PageSettle {
  #loadAt: number | null = null;
  #domReadyAt: number | null = null;
  #lastActivity = 0;
  readonly #inflight = new Map<Request, number>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  install(page: Page): void {
    page.on('load', () => {
      this.#loadAt ??= this.#now();
    });
    page.on('domcontentloaded', () => {
      this.#domReadyAt ??= this.#now();
    });
    page.on('request', (request) => {
      if (!WATCHED.has(request.resourceType())) return;
      this.#inflight.set(request, this.#now());
      this.#lastActivity = this.#now();
    });
    const finished = (request: Request) => {
      if (this.#inflight.delete(request)) this.#lastActivity = this.#now();
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
  }

  loaded(): boolean {
    return this.#loadAt !== null;
  }

  settled(quietMs: number, staleMs = 3_000, domReadyGraceMs = 3_000): boolean {
    const now = this.#now();
    const ready =
      this.#loadAt !== null ||
      (this.#domReadyAt !== null && now - this.#domReadyAt >= domReadyGraceMs);
    if (!ready) return false;
    for (const startedAt of this.#inflight.values()) if (now - startedAt < staleMs) return false;
    return now - this.#lastActivity >= quietMs;
  }
}
