import type { ServerResponse } from 'node:http';
import type { FixtureHandler, FixtureRequest } from '../fixture-host.ts';
import { allowCredentialedCors, send } from './respond.ts';

export interface Route {
  /** Only on this hostname (for hosts that serve several); default: every hostname of the host. */
  readonly host?: string;
  /** HTTP method, or several; `GET` routes also answer `HEAD`. */
  readonly method: string | readonly string[];
  /** Exact path, or a pattern tested against the path (without query). */
  readonly path: string | RegExp;
  readonly handle: FixtureHandler;
}

function matchesTarget(route: Route, req: FixtureRequest): boolean {
  if (route.host !== undefined && route.host !== req.host) return false;
  return typeof route.path === 'string' ? route.path === req.path : route.path.test(req.path);
}

function matchesMethod(route: Route, method: string): boolean {
  const methods = typeof route.method === 'string' ? [route.method] : route.method;
  return methods.includes(method) || (method === 'HEAD' && methods.includes('GET'));
}

function answerPreflight(req: FixtureRequest, res: ServerResponse): void {
  allowCredentialedCors(req, res);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type',
  );
  res.setHeader('Access-Control-Max-Age', '0');
  res.statusCode = 204;
  res.end();
}

export function notFoundText(req: FixtureRequest, res: ServerResponse): void {
  send(res, 404, 'text', `404 Not Found: ${req.method} ${req.path} on ${req.host}\n`);
}

/**
 * A handler that dispatches by hostname, path and method. CORS preflights (OPTIONS) to any known path are
 * answered as a tracking endpoint would; anything else unmatched goes to `notFound`.
 */
export function router(
  routes: readonly Route[],
  notFound: FixtureHandler = notFoundText,
): FixtureHandler {
  return (req, res) => {
    const onPath = routes.filter((route) => matchesTarget(route, req));
    if (req.method === 'OPTIONS' && onPath.length > 0) return answerPreflight(req, res);
    const route = onPath.find((candidate) => matchesMethod(candidate, req.method));
    return (route?.handle ?? notFound)(req, res);
  };
}
