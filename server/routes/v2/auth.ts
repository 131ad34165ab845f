/**
 * GET /api/v2/auth/check (checkAuth): the presented key's scopes; creates nothing.
 * POST /api/v2/keys/request (requestKey): a self-serve read-only key for a signed-in user whose
 * e-mail the trusted reverse proxy verified. Only requests whose peer address is one of the
 * configured proxy addresses are trusted; anything else is 401, whatever headers it carries.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import {
  DISCLAIMER,
  type AuthCheck,
  type KeyRequest,
  type KeyResponse,
} from '../../../src/internal.ts';
import type { TrustedProxyConfig } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { ref } from '../../schemas.ts';
import { errors } from './shared.ts';

const EMAIL = /^[^\s@<>(),;:"[\]\\]{1,64}@[A-Za-z0-9.-]{1,253}$/;

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function proxyRanges(config: TrustedProxyConfig): Range[] {
  return config.addresses.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

function fromProxy(peer: string | undefined, ranges: readonly Range[]): boolean {
  if (!peer || !ipaddr.isValid(peer)) return false;
  let address = ipaddr.parse(peer);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  return ranges.some(
    ([range, bits]) => address.kind() === range.kind() && address.match(range, bits),
  );
}

/** The verified e-mail the proxy vouches for; throws 401 unless the request came through the proxy. */
function verifiedUser(
  request: FastifyRequest,
  config: TrustedProxyConfig | undefined,
  ranges: readonly Range[],
): string {
  if (!config || !fromProxy(request.socket.remoteAddress, ranges))
    throw new ApiError(
      'unauthorized',
      'Key requests need a signed-in session through the trusted proxy.',
    );
  const email = request.headers[config.userHeader.toLowerCase()];
  const verified = request.headers[config.emailVerifiedHeader.toLowerCase()];
  if (typeof email !== 'string' || !EMAIL.test(email.trim()))
    throw new ApiError(
      'unauthorized',
      'Key requests need a signed-in session through the trusted proxy.',
    );
  if (typeof verified !== 'string' || verified.trim().toLowerCase() !== 'true')
    throw new ApiError('forbidden', 'The e-mail address of the session is not verified.');
  return email.trim().toLowerCase();
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.consentry;
  const ranges = ctx.config.trustedProxy ? proxyRanges(ctx.config.trustedProxy) : [];
  // The proxy check runs before body validation: a request from elsewhere learns nothing but 401.
  const owners = new WeakMap<FastifyRequest, string>();

  app.get(
    '/api/v2/auth/check',
    {
      config: { auth: 'key', limit: { kind: 'none' } },
      schema: {
        operationId: 'checkAuth',
        tags: ['auth'],
        summary: 'Validate a bearer key and report its scopes',
        description: 'Creates nothing. Missing or invalid key: 401.',
        response: { 200: ref('auth-check'), ...errors(401, 429) },
      },
    },
    async (request) => {
      const caller = request.caller;
      if (caller.kind !== 'key') throw new ApiError('unauthorized');
      const readOnly = caller.key.prefix === 'csy_ro_';
      const body: AuthCheck = {
        type: 'consentry_auth_check',
        authenticated: true,
        credentialType: readOnly ? 'read_only_key' : 'scan_key',
        keyPrefix: readOnly ? 'csy_ro_' : 'csy_',
        scopes: [...caller.key.scopes],
        expiresAt: caller.key.expiresAt,
        disclaimer: DISCLAIMER,
      };
      return body;
    },
  );

  app.post(
    '/api/v2/keys/request',
    {
      config: { auth: 'proxy', limit: { kind: 'key_request' } },
      onRequest: async (request) => {
        owners.set(request, verifiedUser(request, ctx.config.trustedProxy, ranges));
      },
      schema: {
        operationId: 'requestKey',
        tags: ['auth'],
        summary: 'Issue a self-serve read-only key (signed-in, verified user)',
        description:
          'For a browser session of a signed-in user whose e-mail the trusted reverse proxy verified (configured proxy addresses and header names). Returns a `csy_ro_` key with scan:read and mcp, valid 90 days, shown once. Requests that do not come from the proxy are 401; an unverified e-mail is 403; a user who already holds the most usable keys one person may (5 by default) gets 429.',
        body: ref('key-request'),
        response: { 201: ref('key-response'), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const owner = owners.get(request);
      if (!owner) throw new ApiError('unauthorized');
      const { name } = request.body as KeyRequest;
      const { record, key } = await ctx.keys.issueReadOnlyKey({ name, owner, now: new Date() });
      const body: KeyResponse = {
        type: 'consentry_api_key',
        keyId: record.id,
        name: record.name,
        key,
        scopes: ['scan:read', 'mcp'],
        createdAt: record.createdAt,
        expiresAt: record.expiresAt ?? record.createdAt,
        disclaimer: DISCLAIMER,
      };
      return reply.code(201).header('cache-control', 'no-store').send(body);
    },
  );
}
