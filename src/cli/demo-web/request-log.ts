import { appendFileSync } from 'node:fs';

/**
 * One request the fixture web answered. Public-safe by construction: names and keys only,
 * never cookie values, query values or bodies.
 */
export interface ServedRequest {
  /** Milliseconds since the epoch when the response finished. */
  time: number;
  scheme: 'http' | 'https';
  method: string;
  host: string;
  /** Path without query string. */
  path: string;
  /** Names of the query parameters, in order (values are never kept). */
  queryKeys: string[];
  hasCookieHeader: boolean;
  /** Names of the cookies the browser sent. */
  cookieNames: string[];
  /** Names of the cookies the response set. */
  setCookieNames: string[];
  status: number;
  /** False when no fixture host answers for `host` (the request got the unknown-host 404). */
  knownHost: boolean;
}

export type RequestPredicate = (request: ServedRequest) => boolean;

interface Waiter {
  predicate: RequestPredicate;
  resolve: (request: ServedRequest) => void;
}

/** In-memory log of served requests, mirrored as JSON lines to a file when one is given. */
export class RequestLog {
  readonly entries: ServedRequest[] = [];
  private waiters = new Set<Waiter>();

  constructor(private readonly filePath?: string) {}

  record(request: ServedRequest): void {
    this.entries.push(request);
    if (this.filePath) appendFileSync(this.filePath, `${JSON.stringify(request)}\n`);
    for (const waiter of this.waiters) {
      if (!waiter.predicate(request)) continue;
      this.waiters.delete(waiter);
      waiter.resolve(request);
    }
  }

  clear(): void {
    this.entries.length = 0;
  }

  /**
   * The first logged request matching `predicate` — already logged or arriving within `timeoutMs`.
   * Rejects on timeout, naming what was served meanwhile, so a failing test says what happened.
   */
  waitFor(predicate: RequestPredicate, timeoutMs: number): Promise<ServedRequest> {
    const found = this.entries.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (request) => {
          clearTimeout(timer);
          resolve(request);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        const served = this.entries
          .map((r) => `${r.method} ${r.host}${r.path} ${r.status}`)
          .join('\n  ');
        reject(
          new Error(
            `no matching request within ${timeoutMs} ms; served meanwhile:\n  ${served || '(nothing)'}`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }
}
