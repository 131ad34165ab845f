/**
 * Bearer authentication (spec section 5). Runs first for every route and sets `request.caller`:
 * anonymous (by client address) or the key's record. Missing or invalid key → 401 `unauthorized`,
 * a key without the route's scope → 403 `forbidden`. A verified key is remembered for a few
 * seconds so hot read paths do not hit the store on every request; a revoked key therefore stops
 * working within KEY_CACHE_MS.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyRecord, ApiScope } from '../../src/internal.ts';
import type { AuthRequirement, KeyService } from '../context.ts';
import { ApiError } from '../errors.ts';

export const KEY_CACHE_MS = 5_000;
const KEY_CACHE_MAX = 10_000;
const SCOPE: Partial<Record<AuthRequirement, ApiScope>> = {
  read: 'scan:read',
  create: 'scan:create',
  mcp: 'mcp',
};

/** The token of `Authorization: Bearer <token>`; null when absent; throws 401 when malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  const match = /^Bearer[ ]+([\x21-\x7e]{1,512})$/i.exec(header.trim());
  if (!match) throw new ApiError('unauthorized');
  return match[1]!;
}

function usable(key: ApiKeyRecord, now: Date): boolean {
  return (
    key.revokedAt === null && (key.expiresAt === null || Date.parse(key.expiresAt) > now.getTime())
  );
}

export class CachedKeys {
  private readonly cache = new Map<string, { key: ApiKeyRecord; until: number }>();

  constructor(private readonly keys: KeyService) {}

  async authenticate(token: string, now: Date): Promise<ApiKeyRecord | null> {
    const id = createHash('sha256').update(token).digest('base64url');
    const hit = this.cache.get(id);
    if (hit && hit.until > now.getTime() && usable(hit.key, now)) return hit.key;
    this.cache.delete(id);
    const key = await this.keys.authenticate(token, now);
    if (!key || !usable(key, now)) return null;
    if (this.cache.size >= KEY_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(id, { key, until: now.getTime() + KEY_CACHE_MS });
    return key;
  }
}

export function registerAuth(app: FastifyInstance, keys: KeyService): void {
  const cached = new CachedKeys(keys);
  app.decorateRequest('caller', null as never);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.caller = { kind: 'anonymous', ip: request.ip };
    const requirement = request.is404 ? 'none' : (request.routeOptions.config.auth ?? 'read');
    if (requirement === 'none' || requirement === 'proxy') return;
    const token = bearerToken(request.headers.authorization);
    if (token === null) {
      if (requirement === 'create' || requirement === 'mcp') return;
      throw new ApiError('unauthorized');
    }
    const key = await cached.authenticate(token, new Date());
    if (!key) throw new ApiError('unauthorized');
    request.caller = { kind: 'key', ip: request.ip, key };
    const scope = SCOPE[requirement];
    if (scope && !key.scopes.includes(scope)) throw new ApiError('forbidden');
  });
}
