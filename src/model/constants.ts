/** Fixed values of the API contract (pure data). */

/** The `disclaimer` every top-level resource carries. */
export const DISCLAIMER =
  'Automated public-web observations for human and agentic review. Not legal advice, not a certification and not a compliance determination. Results may be incomplete or contain errors.';

/** Value of the `x-consentry-api-version` header and of `apiVersion` fields. */
export const API_VERSION = 'v2';

/** Version of the API contract (spec section 9). */
export const CONTRACT_VERSION = '0.1.0';

/** Version of the weighted read-protection policy (spec section 8). */
export const READ_POLICY_VERSION = '2026-09-12';
