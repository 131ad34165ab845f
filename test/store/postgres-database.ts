/**
 * PostgreSQL for the tests: the server of CONSENTRY_TEST_DATABASE_URL (default the local one on
 * 127.0.0.1:5432, trust auth). Each test file creates its own database and drops it at the end; each
 * store in it gets its own schema. A server that does not answer is an error, never a skip.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const SERVER_URL =
  process.env.CONSENTRY_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** URL of the new database (no schema parameter). */
  url: string;
  /** A URL naming a fresh schema in it. */
  schemaUrl(prefix?: string): string;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(sql: string, url = SERVER_URL): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is needed for these tests and does not answer at ${url} (${(error as Error).message}); start it (see .ci/run) or set CONSENTRY_TEST_DATABASE_URL`,
    );
  }
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Empties a store's schema and its queue (a new schema costs pg-boss's ~1 s install; emptying one is
 * instant). Test code only: it knows the adapter's table names and pg-boss's job table.
 */
export async function emptySchema(databaseUrl: string, schema: string): Promise<void> {
  await adminQuery(
    `TRUNCATE ${schema}.scans, ${schema}.artifacts, ${schema}.jobs, ${schema}.api_keys, ${schema}.usage_slots, ${schema}.workers; DELETE FROM ${schema}_queue.job`,
    databaseUrl,
  );
}

export async function createTestDatabase(
  label: string,
  serverUrl = SERVER_URL,
): Promise<TestDatabase> {
  const name = `consentry_test_${label.replace(/\W/g, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`, serverUrl);
  const url = withDatabase(serverUrl, name);
  return {
    url,
    schemaUrl: (prefix = 's') => `${url}?schema=${prefix}_${randomBytes(4).toString('hex')}`,
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, serverUrl);
    },
  };
}
