/**
 * The data dir holds the database (scans, key HMACs, usage) and the key secret: it is created 0700 and
 * the files in it 0600, so no other local user reads them. An existing directory keeps the mode its
 * operator gave it; the files consentry owns are tightened when they were looser.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the directory (and missing parents) readable by this user only. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates the file empty and 0600 when missing; an existing file readable by others becomes 0600. */
export function makePrivateFile(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  tightenFile(path);
}

/** An existing file with group or other permissions becomes 0600 (a missing one is left alone). */
export function tightenFile(path: string): void {
  try {
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
