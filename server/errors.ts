/**
 * The one error type of the server: routes and plugins throw ApiError(code); the error handler
 * turns it (and every other error) into the `consentry_api_error` envelope of spec section 7 with
 * the catalogue's status and message. Nothing else reaches a client: no stack, no internal message.
 */
import {
  DISCLAIMER,
  ERROR_CATALOG,
  type ApiError as ApiErrorBody,
  type ErrorCode,
  type RateLimitPolicy,
} from '../src/internal.ts';

export interface ApiErrorDetails {
  /** Seconds to wait (rate limiting); also sent as Retry-After. */
  retryAfterSeconds?: number;
  rateLimit?: RateLimitPolicy;
  /** 503 instead of the catalogue's 500 for `internal_error`: the server is at capacity (with Retry-After), not broken. */
  status?: 503;
}

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** A public message; default the catalogue's message for the code. */
    message?: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message ?? ERROR_CATALOG[code].message);
    this.name = 'ApiError';
    this.status =
      code === 'internal_error' && details.status === 503 ? 503 : ERROR_CATALOG[code].status;
  }
}

export function errorEnvelope(error: ApiError, requestId: string, docsUrl: string): ApiErrorBody {
  const body: ApiErrorBody = {
    type: 'consentry_api_error',
    error: { code: error.code, message: error.message.slice(0, 500), requestId },
    links: { docs: docsUrl },
    disclaimer: DISCLAIMER,
  };
  if (error.details.retryAfterSeconds !== undefined)
    body.error.retryAfterSeconds = error.details.retryAfterSeconds;
  if (error.details.rateLimit) body.error.rateLimit = error.details.rateLimit;
  return body;
}

export const notFound = (what: 'Scan' | 'Finding' | 'Artifact' | 'Route' | 'Job' = 'Scan') =>
  new ApiError('not_found', `${what} not found.`);
export const invalidRequest = (why?: string) =>
  new ApiError('invalid_request', why ? `Invalid request: ${why}` : undefined);
