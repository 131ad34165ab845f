import { gunzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';

/** Bodies larger than this are inspected only up to this many bytes. */
export const MAX_BODY_BYTES = 256 * 1024;
const MAX_GUNZIP_INPUT = 256 * 1024;
const MAX_GUNZIP_OUTPUT = 1024 * 1024;

/**
 * A request body as text for inspection inside a collector (never stored): gzip bodies (Clarity,
 * some beacons) are inflated when small, anything else is read as UTF-8, truncated to MAX_BODY_BYTES.
 */
export function bodyText(buffer: Buffer | null | undefined): string | null {
  if (!buffer || buffer.length === 0) return null;
  let bytes = buffer;
  if (
    bytes.length >= 2 &&
    bytes[0] === 0x1f &&
    bytes[1] === 0x8b &&
    bytes.length <= MAX_GUNZIP_INPUT
  ) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_GUNZIP_OUTPUT });
    } catch {
      return null;
    }
  }
  return bytes.subarray(0, MAX_BODY_BYTES).toString('utf8');
}

export function requestBodyText(request: Request): string | null {
  try {
    return bodyText(request.postDataBuffer());
  } catch {
    return null;
  }
}

/** A WebSocket frame payload as text (binary frames decoded as UTF-8), truncated. */
export function frameText(payload: string | Buffer): string {
  return typeof payload === 'string' ? payload.slice(0, MAX_BODY_BYTES) : (bodyText(payload) ?? '');
}

export function isHttpUrl(url: string): boolean {
  return url.startsWith('https://') || url.startsWith('http://');
}
