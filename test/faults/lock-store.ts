/**
 * Another process holding the SQLite write lock: opens the database, takes an EXCLUSIVE lock, prints
 * `locked`, holds it for the given time, then releases it and exits.
 * Usage: node --import tsx lock-store.ts <db path> <hold ms>
 */
import { DatabaseSync } from 'node:sqlite';

const [path, holdText] = process.argv.slice(2);
const db = new DatabaseSync(path!, { timeout: 30_000 });
db.exec('BEGIN EXCLUSIVE');
console.log('locked');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
  console.log('released');
}, Number(holdText));
