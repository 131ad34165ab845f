/**
 * The store a command uses: PostgreSQL when a database URL is given (`--database` or
 * CONSENTRY_DATABASE_URL), else the embedded SQLite file under the data dir. The PostgreSQL adapter
 * (pg, pg-boss) is loaded only then.
 */
import { parseDatabaseUrl } from './postgres/database-url.ts';
import type { PostgresStoreOptions } from './postgres/postgres-store.ts';
import type { Store } from './port.ts';
import { openSqliteStore } from './sqlite/sqlite-store.ts';

export interface OpenStoreOptions {
  /** postgres:// URL; absent: SQLite under dataDir. */
  database?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: see PostgresStoreOptions. */
  postgres?: Omit<PostgresStoreOptions, 'url'>;
}

export interface OpenedStore {
  store: Store;
  /** Where it is, for messages: the SQLite file, or the database URL without its password and the schema. */
  description: string;
  kind: 'sqlite' | 'postgres';
}

/** The database URL of a command: its --database flag, else CONSENTRY_DATABASE_URL; validated. Undefined: SQLite. */
export function resolveDatabaseUrl(
  flag: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const url = flag ?? (env.CONSENTRY_DATABASE_URL?.trim() || undefined);
  if (url !== undefined) parseDatabaseUrl(url);
  return url;
}

export async function openStore(options: OpenStoreOptions): Promise<OpenedStore> {
  if (options.database === undefined) {
    const store = await openSqliteStore({ dataDir: options.dataDir });
    return { store, description: store.path, kind: 'sqlite' };
  }
  const { openPostgresStore } = await import('./postgres/postgres-store.ts');
  const store = await openPostgresStore({ ...options.postgres, url: options.database });
  return {
    store,
    description: `${store.location.display} (schema ${store.location.schema})`,
    kind: 'postgres',
  };
}
