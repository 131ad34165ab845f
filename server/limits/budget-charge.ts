/**
 * Charging a request against its budgets in the store (all or none, shared by every server process
 * on the store) and turning the decision into the IETF RateLimit-Policy / RateLimit headers and, when
 * refused, a 429 `rate_limited` error with Retry-After and the policy fields.
 *
 * Buckets: `<scope>|<window>|<caller>|<resource>`; a UTC-day budget also names the day, so its
 * count starts again at UTC midnight (and its Retry-After is the time to midnight).
 */
import {
  READ_POLICY_VERSION,
  type RateLimitProfile,
  type Store,
  type UsageCharge,
  type UsageDecision,
} from '../../src/internal.ts';
import { ApiError } from '../errors.ts';
import { WINDOW_MS, type Budget } from './policy.ts';

export interface ChargeRequest {
  budgets: readonly Budget[];
  /** Weight of the request (1 ordinary read, 4 heavy read). */
  units: number;
  profile: RateLimitProfile;
  /** `key:<id>`, `ip:<address>` or `user:<e-mail>`. */
  caller: string;
  /** `scan:<id>`, `domain:<host>`; empty for budgets without a resource. */
  resource: string;
  now: Date;
}

export interface ChargeOutcome {
  headers: Record<string, string>;
  /** Set when refused: throw it. */
  error: ApiError | null;
}

export async function chargeBudgets(store: Store, request: ChargeRequest): Promise<ChargeOutcome> {
  const day = request.now.toISOString().slice(0, 10);
  const charges: UsageCharge[] = request.budgets.map((budget) => ({
    bucket: bucketOf(budget, request, day),
    units: budget.fixedUnits ?? request.units,
    windowMs: WINDOW_MS[budget.window],
    limit: budget.limit,
  }));
  const decision = await store.chargeUsage(charges, request.now);
  return {
    headers: headersOf(request, decision),
    error: decision.allowed ? null : refusal(request, decision),
  };
}

function bucketOf(budget: Budget, request: ChargeRequest, day: string): string {
  const window = budget.window === 'utc_day' ? `utc_day:${day}` : budget.window;
  const who = budget.per === 'resource' ? '*' : request.caller;
  const what = budget.per === 'caller' ? '*' : request.resource;
  return `${budget.scope}|${window}|${who}|${what}`;
}

function secondsToUtcMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** Seconds until the budget has room again (refused) or, when allowed, until it is surely whole again. */
function resetSeconds(budget: Budget, retryAfterMs: number, now: Date): number {
  if (budget.window === 'utc_day') return secondsToUtcMidnight(now);
  return retryAfterMs > 0
    ? Math.max(1, Math.ceil(retryAfterMs / 1000))
    : WINDOW_MS[budget.window] / 1000;
}

const policyName = (budget: Budget) => `${budget.scope}.${budget.window}`;

function headersOf(request: ChargeRequest, decision: UsageDecision): Record<string, string> {
  const policy = request.budgets
    .map(
      (budget) => `"${policyName(budget)}";q=${budget.limit};w=${WINDOW_MS[budget.window] / 1000}`,
    )
    .join(', ');
  // RateLimit reports the tightest budget: the refused one, else the one with the least room left.
  let index = decision.allowed ? 0 : decision.states.indexOf(decision.refused);
  if (decision.allowed) {
    decision.states.forEach((state, i) => {
      const best = decision.states[index]!;
      if (state.limit - state.used < best.limit - best.used) index = i;
    });
  }
  const state = decision.states[index]!;
  const budget = request.budgets[index]!;
  const remaining = Math.max(0, state.limit - state.used);
  return {
    'ratelimit-policy': policy,
    ratelimit: `"${policyName(budget)}";r=${remaining};t=${resetSeconds(budget, state.retryAfterMs, request.now)}`,
  };
}

function refusal(
  request: ChargeRequest,
  decision: Extract<UsageDecision, { allowed: false }>,
): ApiError {
  const index = decision.states.indexOf(decision.refused);
  const budget = request.budgets[index]!;
  const retryAfterSeconds = resetSeconds(budget, decision.refused.retryAfterMs, request.now);
  return new ApiError('rate_limited', undefined, {
    retryAfterSeconds,
    rateLimit: {
      policyVersion: READ_POLICY_VERSION,
      profile: request.profile,
      scope: budget.scope,
      window: budget.window,
      windowSeconds: WINDOW_MS[budget.window] / 1000,
      limit: budget.limit,
      usage: decision.refused.used,
      requestedUnits: budget.fixedUnits ?? request.units,
    },
  });
}
