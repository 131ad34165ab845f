/**
 * What every response has in common: `x-consentry-api-version: v2`, `x-consentry-request-id`, and —
 * for every error, unknown routes included — the error envelope as application/json. Validation
 * errors name the failing field and rule, never a value, a stack or an internal message.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION } from '../../src/internal.ts';
import { ApiError, errorEnvelope } from '../errors.ts';

export const REQUEST_ID_HEADER = 'x-consentry-request-id';
/** Request bodies are small JSON documents (a URL, a key name). */
export const BODY_LIMIT_BYTES = 16 * 1024;
export const API_VERSION_HEADER = 'x-consentry-api-version';

// A random per-process prefix and a counter: unique across restarts without random bytes per request.
const REQUEST_ID_PREFIX = `req_${randomBytes(9).toString('base64url')}`;
let requestCount = 0;

export function newRequestId(): string {
  return `${REQUEST_ID_PREFIX}${(++requestCount).toString(36)}`;
}

const PARAM_MESSAGES: Record<string, string> = {
  scanId: 'Invalid scan id.',
  findingId: 'Invalid finding id.',
  domain: 'Invalid domain.',
  name: 'Invalid artifact name.',
};

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What a `pattern` or `format` rule of a body field means, in words (Ajv would print the regular expression). */
export const FIELD_RULES: Record<string, string> = {
  '/url': 'must be an absolute http:// or https:// URL without spaces',
  '/name': 'must not hold control characters',
};

/** `body/url must match format "uri"` — the path and the rule, nothing the client sent. */
function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  if (context === 'params') {
    const param =
      first?.instancePath?.replace(/^\//, '') || String(first?.params?.missingProperty ?? '');
    return PARAM_MESSAGES[param] ?? 'Invalid request.';
  }
  if (!first) return 'Invalid request.';
  const path = first.instancePath ? `${context}${first.instancePath}` : context;
  const missing =
    typeof first.params?.missingProperty === 'string' ? ` (${first.params.missingProperty})` : '';
  const readable =
    first.keyword === 'pattern' || first.keyword === 'format'
      ? (FIELD_RULES[first.instancePath ?? ''] ?? 'has an invalid format')
      : undefined;
  const rule = (readable ?? first.message ?? 'is invalid')
    .replace(/[^\w\s"'():./-]/g, '')
    .slice(0, 160);
  return `Invalid request: ${path.replace(/[^\w/.-]/g, '')} ${rule}${missing.replace(/[^\w\s()]/g, '')}.`;
}

/** Any thrown error as an ApiError (unknown errors become internal_error, logged, not shown). */
export function toApiError(
  error: FastifyError | ApiError | Error,
  request: FastifyRequest,
): ApiError {
  if (error instanceof ApiError) return error;
  const fe = error as FastifyError;
  if (fe.validation) return new ApiError('invalid_request', validationMessage(fe));
  switch (fe.code) {
    // The spec's codes only: createScan documents 400 for any bad body, not 413 or 415.
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        'invalid_request',
        `Invalid request: the body is larger than ${Math.floor(BODY_LIMIT_BYTES / 1024)} KB.`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        'invalid_request',
        'Invalid request: the body must be JSON (content-type: application/json).',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(
        'invalid_request',
        'Invalid request: the Content-Length does not match the body.',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_request', 'Invalid request: the body is empty.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('invalid_request', 'Invalid request: the body is not valid JSON.');
  }
  if (
    fe.statusCode === 400 ||
    (error instanceof SyntaxError && fe.statusCode === undefined && /JSON/.test(error.message))
  ) {
    return new ApiError('invalid_request', 'Invalid request: the body is not valid JSON.');
  }
  if (fe.statusCode === 404) return new ApiError('not_found', 'Route not found.');
  request.log.error({ err: error }, 'unhandled error');
  return new ApiError('internal_error');
}

export function sendApiError(reply: FastifyReply, error: ApiError, docsUrl: string): FastifyReply {
  if (error.details.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.details.retryAfterSeconds));
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error, reply.request.id, docsUrl));
}

export function registerEnvelope(app: FastifyInstance, docsUrl: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) =>
    sendApiError(reply, toApiError(error, request), docsUrl),
  );
  app.setNotFoundHandler((request, reply) =>
    sendApiError(reply, new ApiError('not_found', 'Route not found.'), docsUrl),
  );
}
