/**
 * The KeyService of buildApp() backed by the store and the data dir's key secret. Self-serve keys are
 * capped per signed-in user (DEFAULT_SELF_SERVE_KEYS_PER_USER usable keys at once): each key has its
 * own daily read budget, so without a cap one person could multiply it by asking again and again.
 */
import { authenticateKey, mintKey, READ_ONLY_SCOPES, type Store } from '../src/internal.ts';
import type { KeyService } from './context.ts';
import { ApiError } from './errors.ts';

export const DEFAULT_SELF_SERVE_KEYS_PER_USER = 5;

export function storeKeyService(
  store: Store,
  secret: string,
  options: { selfServeKeysPerUser?: number } = {},
): KeyService {
  const cap = options.selfServeKeysPerUser ?? DEFAULT_SELF_SERVE_KEYS_PER_USER;
  return {
    async authenticate(key, now) {
      const result = await authenticateKey(store, secret, `Bearer ${key}`, now);
      return result.ok ? result.record : null;
    },
    async issueReadOnlyKey({ name, owner, now }) {
      const minted = mintKey({
        scopes: READ_ONLY_SCOPES,
        readOnly: true,
        name,
        owner,
        secret,
        now,
      });
      if (!(await store.createKeyWithinCap(minted.record, cap, now))) {
        // Room comes back when one of the user's keys expires (90 days) or the operator revokes one.
        throw new ApiError(
          'rate_limited',
          `Rate limit reached: this user already holds ${cap} usable read-only keys, the most one person may hold (keys expire after 90 days; the operator can revoke one). Retry after the recommended delay.`,
          {
            retryAfterSeconds: 86_400,
          },
        );
      }
      return minted;
    },
  };
}
