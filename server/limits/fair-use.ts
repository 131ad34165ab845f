/**
 * The fair-use limits plugin (spec sections 7 and 8), registered by buildApp's `plugins` option
 * after authentication. Reads and status polls are charged in a preHandler from the route's
 * `config.limit` (after validation: a malformed request is a 400 and costs nothing); new scans are
 * charged through `app.consentry.hooks.chargeNewScan`, which createScan calls only when it does not
 * reuse a finished scan — so reuse is free, while joining an active job counts as a new-scan request.
 * A download (`format=download` full report, `format=csv` export) is a heavy read (4 units).
 * Calls within one request (MCP tool calls) are charged through `app.consentry.hooks.chargeCall`
 * against the same budgets and resource keys as the REST route that reads the same thing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitProfile } from '../../src/internal.ts';
import type { CallCharge, LimitClass } from '../context.ts';
import { chargeBudgets, type ChargeRequest } from './budget-charge.ts';
import { clientAddress, parseRanges, type AddressRange } from './client-address.ts';
import { ApiError } from '../errors.ts';
import { Lru } from '../lru.ts';
import {
  KEY_REQUESTS,
  newScanBudgets,
  readBudgets,
  REFUSED_SCAN_REQUESTS,
  WEIGHT,
  type Budget,
} from './policy.ts';

export interface FairUseOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** Proxies whose X-Forwarded-For is believed; default: the trusted proxy of POST /keys/request. */
  trustedProxies?: readonly string[];
  /** New scans of all anonymous callers together per UTC day (default DEFAULT_ANONYMOUS_NEW_SCANS_TOTAL). */
  anonymousNewScansTotal?: number;
}

interface Caller {
  id: string;
  profile: RateLimitProfile;
}

export function fairUseLimits(options: FairUseOptions = {}) {
  return function registerFairUseLimits(app: FastifyInstance): void {
    const ctx = app.consentry;
    const now = options.now ?? (() => new Date());
    const ranges = parseRanges(options.trustedProxies ?? ctx.config.trustedProxy?.addresses ?? []);
    const userHeader = ctx.config.trustedProxy?.userHeader.toLowerCase();
    // createScan's hook gets the request only; the reply it answers with is found here.
    const replies = new WeakMap<FastifyRequest, FastifyReply>();
    // Callers whose refused scan requests ran out of budget, until when: refused again without a lookup
    // (this process; the count itself is in the store, shared by every server).
    const refusedUntil = new Lru<{ until: number; error: ApiError }>(
      10_000,
      Number.MAX_SAFE_INTEGER,
    );

    async function charge(
      reply: FastifyReply,
      budgets: readonly Budget[],
      request: Omit<ChargeRequest, 'budgets' | 'now'>,
    ): Promise<void> {
      const outcome = await chargeBudgets(ctx.store, { ...request, budgets, now: now() });
      reply.headers(outcome.headers);
      if (outcome.error) throw outcome.error;
    }

    app.addHook('preHandler', async (request, reply) => {
      const limit: LimitClass | undefined = request.is404
        ? undefined
        : request.routeOptions.config.limit;
      if (!limit || limit.kind === 'none') return;
      if (limit.kind === 'create') {
        replies.set(request, reply);
        return;
      }
      if (limit.kind === 'key_request') {
        // The route already refused anything not from the trusted proxy: its user header is the caller.
        const user = userHeader ? request.headers[userHeader] : undefined;
        const id =
          typeof user === 'string'
            ? `user:${user.trim().toLowerCase()}`
            : `ip:${clientAddress(request.socket.remoteAddress, undefined, [])}`;
        await charge(reply, [KEY_REQUESTS], {
          units: 1,
          profile: 'self_serve_key',
          caller: id,
          resource: '',
        });
        return;
      }
      const caller = callerOf(request, ranges);
      const kind = limit.kind === 'read' && isDownload(request) ? 'heavy' : limit.kind;
      await charge(reply, readBudgets(kind, caller.profile), {
        units: WEIGHT[kind],
        profile: caller.profile,
        caller: caller.id,
        resource: resourceOf(request, limit),
      });
    });

    ctx.hooks.callerId = (request) => callerOf(request, ranges).id;

    ctx.hooks.checkRefusedCreations = async (request) => {
      const blocked = refusedUntil.get(callerOf(request, ranges).id);
      if (!blocked) return;
      const seconds = Math.ceil((blocked.until - now().getTime()) / 1000);
      if (seconds <= 0) return;
      throw new ApiError('rate_limited', undefined, {
        ...blocked.error.details,
        retryAfterSeconds: seconds,
      });
    };

    ctx.hooks.chargeRefusedCreation = async (request) => {
      const caller = callerOf(request, ranges);
      const outcome = await chargeBudgets(ctx.store, {
        budgets: [REFUSED_SCAN_REQUESTS],
        units: 1,
        profile: caller.profile,
        caller: caller.id,
        resource: '',
        now: now(),
      });
      replies.get(request)?.headers(outcome.headers);
      if (!outcome.error) return;
      refusedUntil.set(caller.id, {
        until: now().getTime() + (outcome.error.details.retryAfterSeconds ?? 60) * 1000,
        error: outcome.error,
      });
      throw outcome.error;
    };

    ctx.hooks.chargeNewScan = async (request) => {
      const reply = replies.get(request);
      if (!reply) throw new Error('chargeNewScan called outside a route limited as `create`');
      const caller = callerOf(request, ranges);
      await charge(reply, newScanBudgets(caller.profile, options.anonymousNewScansTotal), {
        units: 1,
        profile: caller.profile,
        caller: caller.id,
        resource: '',
      });
    };

    ctx.hooks.chargeCall = async (request, call: CallCharge) => {
      const caller = callerOf(request, ranges);
      const resource = !call.resource
        ? ''
        : 'scanId' in call.resource
          ? resourceKey('scanId', call.resource.scanId)
          : resourceKey('domain', call.resource.domain);
      const budgets =
        call.kind === 'create'
          ? newScanBudgets(caller.profile, options.anonymousNewScansTotal)
          : readBudgets(call.kind, caller.profile);
      const units = call.kind === 'create' ? 1 : WEIGHT[call.kind];
      const outcome = await chargeBudgets(ctx.store, {
        budgets,
        units,
        profile: caller.profile,
        caller: caller.id,
        resource,
        now: now(),
      });
      if (outcome.error) throw outcome.error;
      return true;
    };
  };
}

function callerOf(request: FastifyRequest, ranges: readonly AddressRange[]): Caller {
  const caller = request.caller;
  if (caller.kind === 'key') {
    const key = caller.key;
    const profile: RateLimitProfile =
      key.profile === 'elevated'
        ? 'elevated'
        : key.prefix === 'csy_ro_'
          ? 'self_serve_key'
          : 'scan_key';
    return { id: `key:${key.id}`, profile };
  }
  return {
    id: `ip:${clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], ranges)}`,
    profile: 'anonymous',
  };
}

function resourceKey(kind: 'scanId' | 'domain', value: string): string {
  return kind === 'scanId'
    ? `scan:${value.toLowerCase()}`
    : `domain:${value.toLowerCase().replace(/\.$/, '')}`;
}

function resourceOf(request: FastifyRequest, limit: LimitClass): string {
  const params = request.params as Record<string, string | undefined>;
  if (limit.resource === 'scanId' && params.scanId) return resourceKey('scanId', params.scanId);
  if (limit.resource === 'domain' && params.domain) return resourceKey('domain', params.domain);
  return `route:${request.routeOptions.url ?? ''}`;
}

function isDownload(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.format === 'download' || query?.format === 'csv';
}
