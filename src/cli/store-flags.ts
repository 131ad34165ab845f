/**
 * Where a command's store is: --database URL (PostgreSQL shared by a deployment) or the SQLite file
 * under --data-dir. Shared by keys, batch and worker.
 */
import {
  DatabaseUrlError,
  DEFAULT_DATA_DIR,
  openStore,
  redactDatabaseUrl,
  resolveDataDir,
  resolveDatabaseUrl,
  SchemaTooNewError,
  type OpenedStore,
  type OpenStoreOptions,
} from '../internal.ts';
import { processIo, type CommandIo } from './command-io.ts';
import { UsageError } from './usage-error.ts';

export const STORE_FLAGS = {
  'data-dir': { type: 'string' },
  database: { type: 'string' },
} as const;

export const DATABASE_FLAG_HELP = `  --database URL      PostgreSQL shared by the deployment: postgres://user:pass@host:5432/db, optionally
                      ?schema=NAME (default consentry) [CONSENTRY_DATABASE_URL]`;
export const DATA_DIR_FLAG_HELP = `  --data-dir DIR      SQLite store when there is no --database (default: $CONSENTRY_DATA_DIR or ./${DEFAULT_DATA_DIR})`;

export interface StoreLocation {
  dataDir: string;
  /** postgres:// URL, or undefined for SQLite. */
  database: string | undefined;
}

/** The flags, else CONSENTRY_DATA_DIR / CONSENTRY_DATABASE_URL of io.env; a relative data dir is resolved against io.cwd. */
export function readStoreFlags(
  values: { 'data-dir'?: string | undefined; database?: string | undefined },
  io: Pick<CommandIo, 'env' | 'cwd'> = processIo(),
): StoreLocation {
  try {
    return {
      dataDir: resolveDataDir(values['data-dir'], io.env, io.cwd),
      database: resolveDatabaseUrl(values.database, io.env),
    };
  } catch (error) {
    if (error instanceof DatabaseUrlError) throw new UsageError(error.message);
    throw error;
  }
}

/** Opens the store; a database that cannot be reached or is too new is a usage error (exit 2) naming it without its password. */
export async function openCommandStore(
  location: StoreLocation,
  postgres?: OpenStoreOptions['postgres'],
): Promise<OpenedStore> {
  try {
    return await openStore({ ...location, ...(postgres ? { postgres } : {}) });
  } catch (error) {
    if (error instanceof SchemaTooNewError) throw new UsageError(error.message);
    if (location.database === undefined) throw error;
    throw new UsageError(
      `cannot open the database ${redactDatabaseUrl(location.database)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
