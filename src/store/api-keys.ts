/**
 * Minting and checking API keys. Only HMAC-SHA256(key, server secret) is stored; a presented key is
 * checked for format and checksum first (no database hit for garbage), then looked up by its HMAC
 * and compared in constant time. The HMAC is keyed, so lookup timing reveals nothing usable.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApiScope } from '../model/index.ts';
import {
  formatNewKey,
  KEY_PREFIX,
  newKeyId,
  parseKey,
  READ_ONLY_KEY_PREFIX,
} from './api-key-format.ts';
import type { ApiKeyRecord, Store } from './port.ts';

export const API_SCOPES: readonly ApiScope[] = ['scan:read', 'scan:create', 'mcp'];
/** What a read-only (`csy_ro_`) key may carry. */
export const READ_ONLY_SCOPES: readonly ApiScope[] = ['scan:read', 'mcp'];
/** Limit profiles an operator can give a key (the fair-use limits define what each allows). */
export const KEY_PROFILES = ['standard', 'elevated'] as const;
export type KeyProfile = (typeof KEY_PROFILES)[number];
export const READ_ONLY_KEY_DAYS = 90;
export const DEFAULT_KEY_DAYS = 365;
export const MAX_KEY_DAYS = 3650;
const DAY_MS = 86_400_000;

export class KeyOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyOptionError';
  }
}

export interface MintKeyOptions {
  scopes: readonly ApiScope[];
  readOnly?: boolean;
  name: string;
  /** Whole days, 1 … 3650; default 90 for read-only keys, 365 otherwise. */
  expiresInDays?: number | undefined;
  profile?: KeyProfile;
  owner?: string | null;
  secret: string;
  now: Date;
}

export interface MintedKey {
  /** The key text: shown once, never stored. */
  key: string;
  record: ApiKeyRecord;
}

export function mintKey(options: MintKeyOptions): MintedKey {
  const readOnly = options.readOnly ?? false;
  const scopes = checkScopes(options.scopes, readOnly);
  const days = options.expiresInDays ?? (readOnly ? READ_ONLY_KEY_DAYS : DEFAULT_KEY_DAYS);
  if (!Number.isInteger(days) || days < 1 || days > MAX_KEY_DAYS)
    throw new KeyOptionError(
      `expiry must be a whole number of days from 1 to ${MAX_KEY_DAYS} (got ${days})`,
    );
  const profile = options.profile ?? 'standard';
  if (!KEY_PROFILES.includes(profile))
    throw new KeyOptionError(
      `unknown profile "${String(profile)}" (profiles: ${KEY_PROFILES.join(', ')})`,
    );
  const name = options.name.trim();
  if (name.length === 0 || name.length > 100 || /\p{Cc}/u.test(name))
    throw new KeyOptionError('a key name is 1 to 100 printable characters');
  const id = newKeyId();
  const key = formatNewKey(id, readOnly);
  return {
    key,
    record: {
      id,
      name,
      hmac: keyHmac(key, options.secret),
      prefix: readOnly ? READ_ONLY_KEY_PREFIX : KEY_PREFIX,
      scopes,
      profile,
      createdAt: options.now.toISOString(),
      expiresAt: new Date(options.now.getTime() + days * DAY_MS).toISOString(),
      revokedAt: null,
      owner: options.owner ?? null,
    },
  };
}

/** Scopes in canonical order, deduplicated; unknown scopes and scan:create on read-only keys are refused. */
function checkScopes(scopes: readonly ApiScope[], readOnly: boolean): ApiScope[] {
  if (scopes.length === 0)
    throw new KeyOptionError(`a key needs at least one scope (${API_SCOPES.join(', ')})`);
  for (const scope of scopes) {
    if (!API_SCOPES.includes(scope))
      throw new KeyOptionError(`unknown scope "${scope}" (scopes: ${API_SCOPES.join(', ')})`);
    if (readOnly && !READ_ONLY_SCOPES.includes(scope))
      throw new KeyOptionError(
        `a read-only key cannot carry ${scope} (allowed: ${READ_ONLY_SCOPES.join(', ')})`,
      );
  }
  return API_SCOPES.filter((scope) => scopes.includes(scope));
}

/** `scan:read,scan:create` → scopes; unknown or empty entries are a KeyOptionError. */
export function parseScopeList(text: string): ApiScope[] {
  const scopes = text.split(',').map((part) => part.trim());
  for (const scope of scopes) {
    if (!API_SCOPES.includes(scope as ApiScope))
      throw new KeyOptionError(`unknown scope "${scope}" (scopes: ${API_SCOPES.join(', ')})`);
  }
  return scopes as ApiScope[];
}

export function keyHmac(key: string, secret: string): string {
  return createHmac('sha256', secret).update(key).digest('hex');
}

export type KeyState = 'active' | 'expired' | 'revoked';

export function keyState(record: ApiKeyRecord, now: Date): KeyState {
  if (record.revokedAt !== null) return 'revoked';
  if (record.expiresAt !== null && Date.parse(record.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

export type AuthenticationResult =
  | { ok: true; record: ApiKeyRecord }
  | {
      ok: false;
      error: 'unauthorized';
      reason: 'missing' | 'malformed' | 'checksum' | 'unknown' | 'revoked' | 'expired';
    };

const BEARER = /^Bearer +(\S+) *$/i;

/** Checks an Authorization header value: the server's auth plugin answers 401 for any failure. */
export async function authenticateKey(
  store: Pick<Store, 'findKeyByHmac'>,
  secret: string,
  header: string | undefined,
  now: Date,
): Promise<AuthenticationResult> {
  if (header === undefined || header === '')
    return { ok: false, error: 'unauthorized', reason: 'missing' };
  const bearer = BEARER.exec(header);
  if (!bearer) return { ok: false, error: 'unauthorized', reason: 'malformed' };
  const parsed = parseKey(bearer[1]!);
  if (!parsed.ok) return { ok: false, error: 'unauthorized', reason: parsed.reason };
  const hmac = keyHmac(parsed.key.text, secret);
  const record = await store.findKeyByHmac(hmac);
  if (
    !record ||
    record.id !== parsed.key.id ||
    !timingSafeEqual(Buffer.from(record.hmac, 'hex'), Buffer.from(hmac, 'hex'))
  ) {
    return { ok: false, error: 'unauthorized', reason: 'unknown' };
  }
  const state = keyState(record, now);
  if (state !== 'active') return { ok: false, error: 'unauthorized', reason: state };
  return { ok: true, record };
}
