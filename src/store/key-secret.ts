/**
 * The server secret under which API keys are HMAC'd. CONSENTRY_KEY_SECRET wins (several hosts
 * sharing a store must share it); otherwise it is generated once into <dataDir>/key-secret with
 * mode 0600. Changing it invalidates every issued key.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateDir, tightenFile } from './private-files.ts';

export const KEY_SECRET_FILE = 'key-secret';
const MIN_SECRET_LENGTH = 32;

export class KeySecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeySecretError';
  }
}

export function loadOrCreateKeySecret(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const fromEnv = secretFromEnv(env);
  if (fromEnv !== null) return fromEnv;
  const path = join(dataDir, KEY_SECRET_FILE);
  if (!existsSync(path)) createSecretFile(dataDir, path);
  tightenFile(path);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new KeySecretError(
      `${path} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters expected)`,
    );
  return secret;
}

/**
 * The secret of a deployment on a shared database (--database): CONSENTRY_KEY_SECRET, required, since
 * a secret generated into one server's data dir would make the keys it verifies differ from the
 * other servers'.
 */
export function sharedKeySecret(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = secretFromEnv(env);
  if (fromEnv === null) {
    throw new KeySecretError(
      `with --database, set CONSENTRY_KEY_SECRET (at least ${MIN_SECRET_LENGTH} characters, e.g. from \`openssl rand -base64 32\`), the same for every server and \`consentry keys\` of the deployment`,
    );
  }
  return fromEnv;
}

function secretFromEnv(env: NodeJS.ProcessEnv): string | null {
  const fromEnv = env.CONSENTRY_KEY_SECRET;
  if (fromEnv === undefined || fromEnv === '') return null;
  if (fromEnv.length < MIN_SECRET_LENGTH)
    throw new KeySecretError(
      `CONSENTRY_KEY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    );
  return fromEnv;
}

/** Written whole to a temporary file, then linked into place: a concurrent reader never sees it half-written. */
function createSecretFile(dataDir: string, path: string): void {
  makePrivateDir(dataDir);
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    linkSync(temporary, path);
  } catch (error) {
    // Another process created it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
}
