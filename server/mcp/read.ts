/**
 * How tools read: the same checks, charges, body cache and response schemas as the REST routes, so a
 * tool answers exactly what the route answers (a field no schema lists never leaves) and costs what
 * the route costs, keyed on the caller's address (the endpoint takes no credentials).
 */
import type { CallCharge } from '../context.ts';
import { ApiError } from '../errors.ts';
import { cachedBody, declaredOnly } from '../routes/v2/shared.ts';
import { ref } from '../schemas.ts';
import type { ToolContext } from './tool.ts';

/** Response schemas (constant objects: compiled serializers are kept per object). */
export const SCHEMA = {
  scan: ref('scan'),
  scanJob: ref('scan-job'),
  findingList: ref('finding-list'),
  preConsentTable: ref('pre-consent-table'),
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A scan id as the routes' path parameter accepts it; invalid_request otherwise (nothing is charged). */
export function scanIdOf(raw: string): string {
  if (!UUID.test(raw)) throw new ApiError('invalid_request', 'Invalid scan id.');
  return raw;
}

/** Charges the call against the fair-use budgets (no-op when the limits are off); throws rate_limited. */
export function charge(context: ToolContext, call: CallCharge): Promise<boolean> {
  return context.app.consentry.hooks.chargeCall(context.request, call);
}

/** A finished scan's resource through the routes' body cache (same key, same serialisation). */
export async function cachedResource<T>(
  context: ToolContext,
  key: string,
  produce: () => unknown,
  schema: { $ref: string },
): Promise<T> {
  return JSON.parse(await cachedBody(context.reply, key, produce, schema)) as T;
}

/** A resource as its schema serialises it (undeclared fields dropped). */
export function declared<T>(context: ToolContext, schema: { $ref: string }, value: T): T {
  return declaredOnly(context.reply, schema, value);
}
