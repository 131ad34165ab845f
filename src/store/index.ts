/** The Store/Queue port, its embedded SQLite adapter and the PostgreSQL adapter (loaded by openStore when a database URL is given). */
export * from './port.ts';
export { QueueFullError } from './queue-full.ts';
export {
  openStore,
  resolveDatabaseUrl,
  type OpenedStore,
  type OpenStoreOptions,
} from './open-store.ts';
export {
  DatabaseUrlError,
  DEFAULT_SCHEMA,
  isDatabaseUrl,
  parseDatabaseUrl,
  redact as redactDatabaseUrl,
  type DatabaseLocation,
} from './postgres/database-url.ts';
export type { PostgresStore, PostgresStoreOptions } from './postgres/postgres-store.ts';
export type { QueueSettings } from './postgres/job-queue.ts';
export {
  openSqliteStore,
  SqliteStore,
  SQLITE_FILE_NAME,
  type SqliteStoreLocation,
} from './sqlite/sqlite-store.ts';
export { MIGRATIONS, type Migration } from './sqlite/migrations.ts';
export { SchemaTooNewError } from './schema-too-new.ts';
export { DEFAULT_DATA_DIR, resolveDataDir } from './data-dir.ts';
export {
  KEY_PREFIX,
  parseKey,
  READ_ONLY_KEY_PREFIX,
  type ParsedKey,
  type ParseKeyResult,
} from './api-key-format.ts';
export {
  API_SCOPES,
  authenticateKey,
  DEFAULT_KEY_DAYS,
  KEY_PROFILES,
  KeyOptionError,
  keyHmac,
  keyState,
  MAX_KEY_DAYS,
  mintKey,
  parseScopeList,
  READ_ONLY_KEY_DAYS,
  READ_ONLY_SCOPES,
  type AuthenticationResult,
  type KeyProfile,
  type KeyState,
  type MintedKey,
  type MintKeyOptions,
} from './api-keys.ts';
export {
  KEY_SECRET_FILE,
  KeySecretError,
  loadOrCreateKeySecret,
  sharedKeySecret,
} from './key-secret.ts';
export { makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';
