/**
 * The Store/Queue port's contract: every adapter (SQLite, PostgreSQL) runs this suite.
 * `open` returns a new, empty store; each test gets its own and closes it.
 */
import { afterEach, beforeEach, describe } from 'vitest';
import type { Store } from '../../src/index.ts';
import { jobContract } from './contract-jobs.ts';
import { keyContract } from './contract-keys.ts';
import { scanContract } from './contract-scans.ts';
import { usageContract } from './contract-usage.ts';
import { workerContract } from './contract-workers.ts';

export type OpenStore = () => Promise<Store>;

/** The store of the running test (set in beforeEach). */
export interface StoreContext {
  store: Store;
}

export function describeStoreContract(name: string, open: OpenStore): void {
  describe(`Store contract: ${name}`, () => {
    const context = {} as StoreContext;
    beforeEach(async () => {
      context.store = await open();
    });
    afterEach(async () => {
      await context.store.close();
    });
    describe('scans', () => scanContract(context));
    describe('jobs', () => jobContract(context));
    describe('api keys', () => keyContract(context));
    describe('usage counters', () => usageContract(context));
    describe('workers', () => workerContract(context));
  });
}
