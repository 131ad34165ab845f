/**
 * Versioned schema migrations of the PostgreSQL adapter, applied when a store opens: in one
 * transaction that first takes an advisory lock on the schema name, so processes starting at once
 * apply each migration exactly once and the others wait, then find nothing to do.
 */
import { SchemaTooNewError } from '../schema-too-new.ts';
import type { DatabaseLocation } from './database-url.ts';
import { schemaV1 } from './schema-v1.ts';
import { schemaV2 } from './schema-v2.ts';
import { firstRow, inTransaction, type Db } from './sql.ts';

export interface PostgresMigration {
  version: number;
  name: string;
  sql: (schema: string) => string;
}

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  { version: 1, name: 'scans, jobs, api keys, usage slots, workers', sql: schemaV1 },
  { version: 2, name: 'job requester, key owner index', sql: schemaV2 },
];

/** Applies the pending migrations; returns the schema version afterwards. */
export async function migratePostgres(
  db: Db,
  location: DatabaseLocation,
  migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS,
): Promise<number> {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(
        `migration ${migration.name} has version ${migration.version}, expected ${index + 1}`,
      );
  });
  const known = migrations.at(-1)?.version ?? 0;
  const { schema } = location;
  return inTransaction(db, async (tx) => {
    await tx.executeSql(
      "SELECT pg_advisory_xact_lock(hashtextextended('consentry migrate ' || $1, 0))",
      [schema],
    );
    await tx.executeSql(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.executeSql(`CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const current = Number(
      (
        await firstRow<{ version: number | null }>(
          tx,
          `SELECT MAX(version) AS version FROM ${schema}.schema_migrations`,
        )
      )?.version ?? 0,
    );
    if (current > known)
      throw new SchemaTooNewError(
        `schema "${schema}" of ${location.display}`,
        current,
        known,
        'name another schema with ?schema= in the --database URL',
      );
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      await tx.executeSql(migration.sql(schema));
      await tx.executeSql(
        `INSERT INTO ${schema}.schema_migrations (version, name) VALUES ($1, $2)`,
        [migration.version, migration.name],
      );
    }
    return Math.max(current, known);
  });
}
