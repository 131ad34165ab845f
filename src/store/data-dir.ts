/** Where the server, workers and `consentry keys` keep the database and the key secret. */
import { resolve } from 'node:path';

/** Relative to the working directory, like the server config's `dataDir` default. */
export const DEFAULT_DATA_DIR = 'consentry-data';

/** An explicit directory, else CONSENTRY_DATA_DIR, else ./consentry-data — as an absolute path (relative ones resolved against cwd). */
export function resolveDataDir(
  explicit?: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): string {
  return resolve(cwd, explicit || env.CONSENTRY_DATA_DIR || DEFAULT_DATA_DIR);
}
