/**
 * The store a test app runs on: SQLite under its data dir, or — in the `postgres` test project
 * (CONSENTRY_TEST_STORE=postgres, see vitest.config.ts) — a fresh schema of the tests' PostgreSQL
 * database, dropped again when the test is done. The same test files run on both.
 */
import { randomBytes } from 'node:crypto';
import { openSqliteStore, openStore, type Store } from '../../src/internal.ts';
import { adminQuery, SERVER_URL } from './postgres-database.ts';

export type TestStoreKind = 'sqlite' | 'postgres';

export const TEST_STORE: TestStoreKind =
  process.env.CONSENTRY_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** The key secret of every server process a PostgreSQL-backed test starts (servers on one database share it). */
export const TEST_KEY_SECRET = 'test-key-secret-shared-by-the-servers-of-one-database';

const TEST_DATABASE = 'consentry_test';
let databaseReady: Promise<string> | null = null;

/** URL of the tests' database (created on first use; schemas in it are per test). */
function testDatabase(): Promise<string> {
  databaseReady ??= (async () => {
    await adminQuery(`CREATE DATABASE ${TEST_DATABASE}`).catch((error: { code?: string }) => {
      // 42P04: it exists already (an earlier test file made it).
      if (error.code !== '42P04') throw error;
    });
    const url = new URL(SERVER_URL);
    url.pathname = `/${TEST_DATABASE}`;
    return url.toString();
  })();
  return databaseReady;
}

export interface TestDatabaseSchema {
  /** postgres:// URL naming the schema (`?schema=`), for `--database` and openStore. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty schema in the tests' database. */
export async function testSchema(): Promise<TestDatabaseSchema> {
  const database = await testDatabase();
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    url: `${database}?schema=${schema}`,
    drop: async () => {
      await adminQuery(
        `DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_queue CASCADE`,
        database,
      );
    },
  };
}

const schemasByDataDir = new Map<string, Promise<TestDatabaseSchema>>();

/**
 * The `--database` URL of a test's server processes, one schema per data dir (servers restarted on
 * the same data dir find their store again); undefined on SQLite.
 */
export async function databaseFor(dataDir: string): Promise<string | undefined> {
  if (TEST_STORE === 'sqlite') return undefined;
  let schema = schemasByDataDir.get(dataDir);
  if (!schema) schemasByDataDir.set(dataDir, (schema = testSchema()));
  return (await schema).url;
}

/** Drops the schema of a data dir's servers (no-op on SQLite). */
export async function dropDatabaseFor(dataDir: string): Promise<void> {
  const schema = schemasByDataDir.get(dataDir);
  schemasByDataDir.delete(dataDir);
  if (schema) await (await schema).drop();
}

/** Opens the test store of a data dir: its SQLite file, or its PostgreSQL schema. */
export async function openTestStore(dataDir: string): Promise<Store> {
  const database = await databaseFor(dataDir);
  if (database === undefined) return openSqliteStore({ dataDir });
  return (await openStore({ database, dataDir, postgres: { poolSize: 4 } })).store;
}
