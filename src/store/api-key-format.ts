/**
 * The text format of API keys:
 *
 *   csy_<id>_<secret><check>        full key (operator-issued; any scopes)
 *   csy_ro_<id>_<secret><check>     read-only key (self-serve; scan:read and mcp only)
 *
 * - id: 12 characters [a-z2-7] (60 random bits), public — `keys list` shows it, `keys revoke` takes it.
 * - secret: 32 characters [0-9A-Za-z] (190 random bits).
 * - check: CRC32 of everything before it, as 6 base62 characters: a mistyped or truncated key is
 *   rejected without a database lookup (and secret scanners can verify candidates offline).
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const KEY_PREFIX = 'csy_';
export const READ_ONLY_KEY_PREFIX = 'csy_ro_';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const ID_LENGTH = 12;
const SECRET_LENGTH = 32;
const CHECK_LENGTH = 6;
const KEY_PATTERN = /^csy_(ro_)?([a-z2-7]{12})_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

export interface ParsedKey {
  /** The whole key text (the input to the HMAC). */
  text: string;
  prefix: typeof KEY_PREFIX | typeof READ_ONLY_KEY_PREFIX;
  readOnly: boolean;
  id: string;
}

export type ParseKeyResult =
  { ok: true; key: ParsedKey } | { ok: false; reason: 'malformed' | 'checksum' };

export function parseKey(text: string): ParseKeyResult {
  const match = KEY_PATTERN.exec(text);
  if (!match) return { ok: false, reason: 'malformed' };
  const body = text.slice(0, -CHECK_LENGTH);
  if (checksumOf(body) !== match[4]) return { ok: false, reason: 'checksum' };
  const readOnly = match[1] !== undefined;
  return {
    ok: true,
    key: { text, prefix: readOnly ? READ_ONLY_KEY_PREFIX : KEY_PREFIX, readOnly, id: match[2]! },
  };
}

/** A new random key id. */
export function newKeyId(): string {
  return Array.from(randomBytes(ID_LENGTH), (byte) => BASE32[byte % 32]).join('');
}

/** A new key text for `id`. */
export function formatNewKey(id: string, readOnly: boolean): string {
  const body = `${readOnly ? READ_ONLY_KEY_PREFIX : KEY_PREFIX}${id}_${randomBase62(SECRET_LENGTH)}`;
  return body + checksumOf(body);
}

function checksumOf(body: string): string {
  let value = crc32(body);
  let out = '';
  for (let i = 0; i < CHECK_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

/** Unbiased base62: bytes ≥ 248 (= 4 × 62) are skipped. */
function randomBase62(length: number): string {
  let out = '';
  for (let round = 0; round < 16 && out.length < length; round++) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  if (out.length < length) throw new Error('random source returned too few usable bytes');
  return out;
}
