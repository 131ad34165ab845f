/** The data dir and what consentry writes in it are readable by the running user only. */
import { chmodSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KEY_SECRET_FILE,
  loadOrCreateKeySecret,
  openSqliteStore,
  SQLITE_FILE_NAME,
} from '../../src/internal.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('data dir permissions', () => {
  it('a new data dir is 0700 and the database, its WAL files and the key secret are 0600', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'consentry-private-')), 'nested', 'data');
    const store = await openSqliteStore({ dataDir });
    try {
      await store.countJobs();
      loadOrCreateKeySecret(dataDir, {});
      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of [
        SQLITE_FILE_NAME,
        `${SQLITE_FILE_NAME}-wal`,
        `${SQLITE_FILE_NAME}-shm`,
        KEY_SECRET_FILE,
      ])
        expect(modeOf(join(dataDir, name)), name).toBe(0o600);
    } finally {
      await store.close();
    }
  });

  it('database files an older version left world-readable are tightened to 0600 when opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'consentry-private-'));
    const path = join(dataDir, SQLITE_FILE_NAME);
    await (await openSqliteStore({ dataDir })).close();
    chmodSync(path, 0o644);
    writeFileSync(`${path}-wal`, '');
    chmodSync(`${path}-wal`, 0o666);
    const store = await openSqliteStore({ dataDir });
    try {
      expect(modeOf(path)).toBe(0o600);
      expect(modeOf(`${path}-wal`)).toBe(0o600);
    } finally {
      await store.close();
    }
  });
});
