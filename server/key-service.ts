/** The KeyService of buildApp() backed by the store and the data dir's key secret. */
import { authenticateKey, mintKey, READ_ONLY_SCOPES, type Store } from '../src/index.ts';
import type { KeyService } from './context.ts';

export function storeKeyService(store: Store, secret: string): KeyService {
  return {
    async authenticate(key, now) {
      const result = await authenticateKey(store, secret, `Bearer ${key}`, now);
      return result.ok ? result.record : null;
    },
    async issueReadOnlyKey({ name, owner, now }) {
      const minted = mintKey({ scopes: READ_ONLY_SCOPES, readOnly: true, name, owner, secret, now });
      await store.createKey(minted.record);
      return minted;
    },
  };
}
