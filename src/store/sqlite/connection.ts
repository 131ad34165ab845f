/**
 * Opening the SQLite file: WAL so readers never block the writer and several server processes can
 * share one file; synchronous=NORMAL is durable across process crashes in WAL mode (only an OS
 * crash can lose the last commits); a busy timeout so a second process waits for the write lock
 * instead of failing. The file is created 0600 in a 0700 directory before SQLite opens it (SQLite
 * gives its -wal and -shm files the database file's mode).
 */
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { makePrivateDir, makePrivateFile, tightenFile } from '../private-files.ts';

export const BUSY_TIMEOUT_MS = 10_000;

export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') {
    makePrivateDir(dirname(path));
    makePrivateFile(path);
  }
  const db = new DatabaseSync(path, {
    enableForeignKeyConstraints: true,
    timeout: BUSY_TIMEOUT_MS,
  });
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    // Files an older version left readable by others.
    if (path !== ':memory:') for (const suffix of ['-wal', '-shm']) tightenFile(`${path}${suffix}`);
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Runs `work` in a write transaction taken up front (BEGIN IMMEDIATE): it waits for other
 * processes' writes instead of failing when a read would later need to become a write.
 */
export function writeTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
