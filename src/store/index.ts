/** The Store/Queue port and its embedded SQLite adapter. */
export * from './port.ts';
export { openSqliteStore, SqliteStore, SQLITE_FILE_NAME, type SqliteStoreLocation } from './sqlite/sqlite-store.ts';
export { MIGRATIONS, type Migration } from './sqlite/migrations.ts';
export { SchemaTooNewError } from './schema-too-new.ts';
export { DEFAULT_DATA_DIR, resolveDataDir } from './data-dir.ts';
export { KEY_PREFIX, parseKey, READ_ONLY_KEY_PREFIX, type ParsedKey, type ParseKeyResult } from './api-key-format.ts';
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
export { KEY_SECRET_FILE, KeySecretError, loadOrCreateKeySecret } from './key-secret.ts';
