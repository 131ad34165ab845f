import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import type { FixtureRequest } from '../fixture-host.ts';

/** The smallest valid transparent GIF: what tracking pixels answer. */
export const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

export const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
} as const;

export type ContentKind = keyof typeof CONTENT_TYPES;

/** Sends a complete response. Nothing the fixture web serves may be cached between tests. */
export function send(
  res: ServerResponse,
  status: number,
  kind: ContentKind,
  body: string | Buffer,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', CONTENT_TYPES[kind]);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function sendNoContent(res: ServerResponse): void {
  res.statusCode = 204;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export function sendPixel(res: ServerResponse): void {
  send(res, 200, 'gif', TRANSPARENT_GIF);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export async function sendFile(
  res: ServerResponse,
  kind: ContentKind,
  filePath: string,
): Promise<void> {
  send(res, 200, kind, await readFile(filePath));
}

/** Appends one Set-Cookie header (a response may set several). */
export function setCookie(res: ServerResponse, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * CORS as tracking endpoints answer it: the requesting origin echoed back with credentials allowed,
 * so fetch/XHR with `credentials: 'include'` and preflights both succeed.
 */
export function allowCredentialedCors(req: FixtureRequest, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

/** CORS for public assets (fonts, CSS): anyone may read them, without credentials. */
export function allowAnyOrigin(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
}
