/**
 * The adapter's SQL runs on pg-boss's connection pool (one pool per store: the queue and the tables
 * share it, and a transaction can hold both a table write and a queue operation).
 */
import type { Db } from 'pg-boss';

export type { Db };

// pg returns BIGINT as text and NUMERIC as text; rows are typed by each query's caller.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

export async function rows<T = Row>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.executeSql(text, values)).rows as T[];
}

export async function firstRow<T = Row>(
  db: Db,
  text: string,
  values: unknown[] = [],
): Promise<T | null> {
  return ((await db.executeSql(text, values)).rows[0] as T | undefined) ?? null;
}

/** Runs `work` in one transaction on one pooled connection; rolled back when it throws. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (!db.beginTransaction) throw new Error('the PostgreSQL connection cannot open transactions');
  const tx = await db.beginTransaction();
  try {
    const result = await work(tx.db);
    await tx.commit();
    return result;
  } catch (error) {
    await tx.rollback();
    throw error;
  }
}
