/**
 * Report-evidence cursors: opaque to clients, tamper-evident to the server. A cursor is
 * base64url(JSON payload ‖ 16-byte HMAC-SHA256 tag) under a key derived from the data dir's secret.
 * The payload binds the scan, the offset and the selectors (`workpaper`), so a cursor cannot be
 * edited, moved to another scan or used without the selector it was made with.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Workpaper } from '../src/internal.ts';

const TAG_BYTES = 16;
const VERSION = 1;

export interface CursorPayload {
  scanId: string;
  offset: number;
  workpaper: Workpaper | null;
}

interface Wire {
  v: number;
  s: string;
  o: number;
  w: Workpaper | null;
}

export class CursorError extends Error {}

export class EvidenceCursors {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('consentry report-evidence cursor v1').digest();
  }

  private tag(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, TAG_BYTES);
  }

  encode(cursor: CursorPayload): string {
    const wire: Wire = { v: VERSION, s: cursor.scanId, o: cursor.offset, w: cursor.workpaper };
    const payload = Buffer.from(JSON.stringify(wire));
    return Buffer.concat([payload, this.tag(payload)]).toString('base64url');
  }

  /** The payload of a cursor this server made; throws CursorError for anything else. */
  decode(text: string): CursorPayload {
    if (!/^[A-Za-z0-9_-]{1,512}$/.test(text)) throw new CursorError('malformed cursor');
    const raw = Buffer.from(text, 'base64url');
    if (raw.length <= TAG_BYTES) throw new CursorError('malformed cursor');
    const payload = raw.subarray(0, raw.length - TAG_BYTES);
    if (!timingSafeEqual(raw.subarray(raw.length - TAG_BYTES), this.tag(payload)))
      throw new CursorError('cursor signature mismatch');
    let wire: Wire | null;
    try {
      wire = JSON.parse(payload.toString('utf8')) as Wire | null;
    } catch {
      throw new CursorError('unsupported cursor');
    }
    // A signed payload of another shape (another version, or not an object at all) is unsupported, not a crash.
    if (
      typeof wire !== 'object' ||
      wire === null ||
      wire.v !== VERSION ||
      typeof wire.s !== 'string' ||
      !Number.isInteger(wire.o) ||
      wire.o < 0 ||
      (wire.w !== null && wire.w !== 'tracking')
    ) {
      throw new CursorError('unsupported cursor');
    }
    return { scanId: wire.s, offset: wire.o, workpaper: wire.w };
  }
}
