/**
 * Pieces every scan route uses: path-parameter schemas, the error responses a route documents, and
 * serving a scan's resource from the body cache (a resource of a scan still running is `transient`:
 * served, never kept).
 */
import type { FastifyReply } from 'fastify';
import { ref } from '../../schemas.ts';

export const UUID_PARAM = {
  type: 'string',
  format: 'uuid',
  description: 'Scan identifier (UUID).',
} as const;
export const FINDING_ID_PARAM = {
  type: 'string',
  minLength: 2,
  maxLength: 64,
  pattern: '^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$',
  description: 'Finding identifier (snake_case), e.g. `pre_consent_tracking`.',
} as const;

export const scanParams = {
  type: 'object',
  additionalProperties: false,
  required: ['scanId'],
  properties: { scanId: UUID_PARAM },
} as const;

/** Error responses by status, for route schemas (documented in OpenAPI, serialised by the envelope schema). */
export function errors(
  ...statuses: (400 | 401 | 403 | 404 | 429 | 500 | 503)[]
): Record<number, unknown> {
  return Object.fromEntries(
    [...new Set([...statuses, 500])].map((status) => [status, ref('error')]),
  );
}

/** Errors of a keyed read route of one scan. */
export const READ_ERRORS = () => errors(400, 401, 403, 404, 429);

class Transient {
  constructor(readonly value: unknown) {}
}

/** A resource that may still change (its scan is active): serialised and sent, not kept in the body cache. */
export const transient = (value: unknown): Transient => new Transient(value);

/**
 * Sends a finished scan's resource: serialised once by its response schema (so undeclared fields
 * are dropped), then served from the cache — a finished scan never changes. `produce` runs only on
 * a miss (it loads the scan and may throw the route's 404; it returns `transient(value)` for a scan
 * that is still active, which is then not kept). Pass `schema` (a constant object: the
 * compiled serializer is kept per object) when the route's 200 is one of several resources.
 */
export async function sendCached(
  reply: FastifyReply,
  key: string,
  produce: () => unknown,
  schema?: { $ref: string },
): Promise<FastifyReply> {
  const body = await cachedBody(reply, key, produce, schema);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The body sendCached sends (the same cache and serialisation), for answers that are not the reply itself (MCP tool results). */
export async function cachedBody(
  reply: FastifyReply,
  key: string,
  produce: () => unknown,
  schema?: { $ref: string },
): Promise<string> {
  const cache = reply.server.consentry.cache;
  let body = cache.body(key);
  if (body === undefined) {
    // The given schema (a route answering several resources), else the route's 200 serializer.
    type Serializer = (payload: unknown) => string;
    const lookup = reply.getSerializationFunction.bind(reply) as unknown as (
      status: string,
      contentType?: string,
    ) => Serializer | undefined;
    const serialize = schema
      ? (reply.compileSerializationSchema(schema) as Serializer)
      : lookup('200');
    if (typeof serialize !== 'function')
      throw new Error(`route ${reply.request.routeOptions.url} has no JSON response schema`);
    const produced = await produce();
    body = serialize(produced instanceof Transient ? produced.value : produced);
    if (!(produced instanceof Transient)) cache.keepBody(key, body);
  }
  return body;
}

/**
 * `value` as its schema serialises it (undeclared fields dropped), parsed back: for a resource nested
 * under a nullable (`anyOf [X, null]`) field, whose serializer picks a branch by validating — an
 * undeclared field would fail both branches instead of being dropped.
 */
export function declaredOnly<T>(reply: FastifyReply, schema: { $ref: string }, value: T): T {
  const serialize = reply.compileSerializationSchema(schema) as (payload: unknown) => string;
  return JSON.parse(serialize(value)) as T;
}
