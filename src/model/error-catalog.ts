/**
 * Error codes of spec section 7: HTTP status and the message as used.
 * Pure data; the server builds the `consentry_api_error` envelope from it.
 */
import type { ErrorCode } from './generated/common.ts';

export interface ErrorCatalogEntry {
  readonly status: number;
  readonly message: string;
}

export const ERROR_CATALOG = {
  invalid_request: { status: 400, message: 'Invalid request.' },
  unauthorized: { status: 401, message: 'Missing or invalid API key.' },
  forbidden: { status: 403, message: 'API key is missing the required scope.' },
  not_found: { status: 404, message: 'Scan not found.' },
  rate_limited: { status: 429, message: 'Rate limit reached. Retry after the recommended delay.' },
  internal_error: { status: 500, message: 'The API is temporarily unavailable. Try again later.' },
} as const satisfies Record<ErrorCode, ErrorCatalogEntry>;
