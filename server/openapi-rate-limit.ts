/**
 * What the OpenAPI document says about a 429 (spec sections 7 and 8): the Retry-After,
 * RateLimit-Policy and RateLimit headers, and an example envelope with `error.retryAfterSeconds`
 * and the policy fields of `error.rateLimit`, drawn from the budget the operation is charged against.
 */
import type { FastifyInstance } from 'fastify';
import {
  DISCLAIMER,
  ERROR_CATALOG,
  READ_POLICY_VERSION,
  type RateLimitPolicy,
  type RateLimitProfile,
} from '../src/internal.ts';
import type { LimitClass } from './context.ts';
import {
  ANONYMOUS_NEW_SCANS,
  KEY_REQUESTS,
  readBudgets,
  WEIGHT,
  WINDOW_MS,
  type Budget,
} from './limits/policy.ts';

type Json = Record<string, unknown>;
type LimitKind = LimitClass['kind'];

const limitKinds = new WeakMap<FastifyInstance, Map<string, LimitKind>>();

/** Before the routes: remembers each operation's `config.limit` kind, so the document follows the routes. */
export function trackLimitClasses(app: FastifyInstance): void {
  const kinds = new Map<string, LimitKind>();
  limitKinds.set(app, kinds);
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    const kind = route.config?.limit?.kind;
    if (typeof operationId === 'string' && kind && kind !== 'none') kinds.set(operationId, kind);
  });
}

/** The limit kind of each limited operation of the app (operations without one are not charged). */
export function limitedOperations(app: FastifyInstance): ReadonlyMap<string, LimitKind> {
  return limitKinds.get(app) ?? new Map();
}

const policyName = (budget: Budget) => `${budget.scope}.${budget.window}`;

/** The budget an operation's example is refused by, with the caller profile and the request's weight. */
function exampleBudget(kind: Exclude<LimitKind, 'none'>): {
  budget: Budget;
  budgets: readonly Budget[];
  profile: RateLimitProfile;
  units: number;
} {
  if (kind === 'create')
    return {
      budget: ANONYMOUS_NEW_SCANS,
      budgets: [ANONYMOUS_NEW_SCANS],
      profile: 'anonymous',
      units: 1,
    };
  if (kind === 'key_request')
    return { budget: KEY_REQUESTS, budgets: [KEY_REQUESTS], profile: 'self_serve_key', units: 1 };
  const budgets = readBudgets(kind, 'scan_key');
  return { budget: budgets[0]!, budgets, profile: 'scan_key', units: WEIGHT[kind] };
}

export function rateLimitExample(kind: Exclude<LimitKind, 'none'>): Json {
  const { budget, profile, units } = exampleBudget(kind);
  const retryAfterSeconds = budget.window === 'utc_day' ? 37_800 : 42;
  const rateLimit: RateLimitPolicy = {
    policyVersion: READ_POLICY_VERSION,
    profile,
    scope: budget.scope,
    window: budget.window,
    windowSeconds: WINDOW_MS[budget.window] / 1000,
    limit: budget.limit,
    usage: budget.limit - (budget.limit % units),
    requestedUnits: units,
  };
  return {
    type: 'consentry_api_error',
    error: {
      code: 'rate_limited',
      message: ERROR_CATALOG.rate_limited.message,
      requestId: 'req_3q2Xy8m1bKcZ0aVt',
      retryAfterSeconds,
      rateLimit,
    },
    disclaimer: DISCLAIMER,
  };
}

/** Completes the 429 response of a limited operation. */
export function documentRateLimit(app: FastifyInstance, operation: Json): void {
  const response = (operation.responses as Record<string, Json> | undefined)?.['429'];
  const kind =
    typeof operation.operationId === 'string'
      ? limitedOperations(app).get(operation.operationId)
      : undefined;
  if (!response || !kind || kind === 'none') return;
  const { budget, budgets } = exampleBudget(kind);
  const example = rateLimitExample(kind);
  const retryAfter = (example.error as { retryAfterSeconds: number }).retryAfterSeconds;
  response.description =
    'Rate limit reached (spec section 8, read-protection policy `' +
    READ_POLICY_VERSION +
    '`). Wait `Retry-After` seconds (also `error.retryAfterSeconds`) before retrying; `error.rateLimit` names the budget that was spent: `policyVersion`, `profile`, `scope`, `window`, `windowSeconds`, `limit`, `usage` (units used before this request) and `requestedUnits` (its weight).';
  response.headers = {
    'Retry-After': {
      description: 'Seconds to wait before retrying (to UTC midnight for daily budgets).',
      schema: { type: 'integer', minimum: 1, maximum: 86400 },
      example: retryAfter,
    },
    'RateLimit-Policy': {
      description:
        'Every budget the request is charged against (IETF RateLimit fields): `"<scope>.<window>";q=<limit>;w=<window seconds>`, comma-separated. Sent on every charged response, not only 429.',
      schema: { type: 'string' },
      example: budgets
        .map((b) => `"${policyName(b)}";q=${b.limit};w=${WINDOW_MS[b.window] / 1000}`)
        .join(', '),
    },
    RateLimit: {
      description:
        'The tightest budget: `"<scope>.<window>";r=<remaining units>;t=<seconds>` (`t` is the retry delay when refused, the full window while there is room).',
      schema: { type: 'string' },
      example: `"${policyName(budget)}";r=0;t=${retryAfter}`,
    },
  };
  const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
  if (media)
    media.examples = { rate_limited: { summary: `${budget.scope} budget spent`, value: example } };
}
