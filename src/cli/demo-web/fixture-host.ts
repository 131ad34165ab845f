import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

/** One request as a fixture host sees it: already parsed, body fully read. */
export interface FixtureRequest {
  readonly scheme: 'http' | 'https';
  readonly method: string;
  /** Lower-case hostname from the Host header, without port. */
  readonly host: string;
  /** Path without query string. */
  readonly path: string;
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  /** Cookies the browser sent, by name. */
  readonly cookies: ReadonlyMap<string, string>;
  readonly body: Buffer;
}

export type FixtureHandler = (req: FixtureRequest, res: ServerResponse) => void | Promise<void>;

/**
 * Something served by the fixture web under one or more hostnames: a fake third party at its real
 * hostnames (kind `vendor`) or a test site under a reserved TLD (kind `site`).
 */
export interface FixtureHost {
  /** Human-readable name, e.g. "Meta pixel" or "Clean shop". */
  readonly name: string;
  readonly kind: 'vendor' | 'site';
  /** Exact hostnames this host answers for (lower case). */
  readonly hostnames: readonly string[];
  readonly handle: FixtureHandler;
}
