/**
 * Versioned schema migrations: numbered, applied in order inside one write transaction, recorded in
 * `schema_migrations`. A database written by a newer consentry (a version this code does not know)
 * is refused rather than guessed at.
 */
import type { DatabaseSync } from 'node:sqlite';
import { writeTransaction } from './connection.ts';
import { SchemaTooNewError } from '../schema-too-new.ts';
import { SCHEMA_V1 } from './schema-v1.ts';
import { SCHEMA_V2 } from './schema-v2.ts';
import { SCHEMA_V3 } from './schema-v3.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'scans, jobs, api keys, usage slots', sql: SCHEMA_V1 },
  { version: 2, name: 'job base URL, workers', sql: SCHEMA_V2 },
  { version: 3, name: 'job requester, key owner index', sql: SCHEMA_V3 },
];

/** Applies the pending migrations; returns the schema version the database is at afterwards. */
export function migrate(
  db: DatabaseSync,
  path: string,
  migrations: readonly Migration[] = MIGRATIONS,
): number {
  assertOrdered(migrations);
  const known = migrations.at(-1)?.version ?? 0;
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  return writeTransaction(db, () => {
    const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as {
      version: number | null;
    };
    const current = row.version ?? 0;
    if (current > known) throw new SchemaTooNewError(path, current, known);
    const record = db.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
    );
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
    return Math.max(current, known);
  });
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(
        `migration ${migration.name} has version ${migration.version}, expected ${index + 1}`,
      );
  });
}
