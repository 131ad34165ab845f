import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysCommand } from '../../src/cli/keys-command.ts';
import {
  authenticateKey,
  KEY_SECRET_FILE,
  loadOrCreateKeySecret,
  openSqliteStore,
} from '../../src/internal.ts';
import { runInProcess, type CommandResult } from './in-process-command.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'consentry-keys-cli-'));

/** `consentry keys …` in this process (see runInProcess). */
const keys = (args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): Promise<CommandResult> =>
  runInProcess(keysCommand, args, env, cwd);

/** `consentry keys …` as a user runs it: bin/consentry.js in a child process. */
function spawnKeys(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd = root,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const childEnv = {
      ...process.env,
      CONSENTRY_DATA_DIR: '',
      CONSENTRY_DATABASE_URL: '',
      CONSENTRY_KEY_SECRET: '',
      ...env,
    };
    const child = spawn(process.execPath, [BIN, 'keys', ...args], {
      cwd,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function authenticate(dataDir: string, key: string, env: NodeJS.ProcessEnv = {}) {
  const store = await openSqliteStore({ dataDir });
  try {
    return await authenticateKey(
      store,
      loadOrCreateKeySecret(dataDir, env),
      `Bearer ${key}`,
      new Date(),
    );
  } finally {
    await store.close();
  }
}

describe('consentry keys', () => {
  const dataDir = join(root, 'data');

  it('create prints the key once, then id, scopes and expiry; the server can authenticate it', async () => {
    const created = await keys([
      'create',
      '--scopes',
      'scan:read,scan:create',
      '--name',
      'ci',
      '--expires-in',
      '30',
      '--data-dir',
      dataDir,
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const [key, , notice, ...details] = created.stdout.trimEnd().split('\n');
    expect(key).toMatch(/^csy_[a-z2-7]{12}_[0-9A-Za-z]{38}$/);
    expect(notice).toMatch(/Copy it now: it is not shown again/);
    const id = key!.slice(4, 16);
    expect(details).toEqual([
      `  id       ${id}`,
      '  name     ci',
      '  scopes   scan:read, scan:create',
      '  profile  standard',
      expect.stringMatching(/^ {2}expires {2}\d{4}-\d\d-\d\dT/),
    ]);
    const expires = Date.parse(details[4]!.trim().split(/\s+/)[1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    expect(statSync(join(dataDir, KEY_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await authenticate(dataDir, key!)).toMatchObject({
      ok: true,
      record: { id, scopes: ['scan:read', 'scan:create'] },
    });

    const listed = await keys(['list', '--data-dir', dataDir]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(
        `^${id}\\s+ci\\s+csy_\\s+scan:read,scan:create\\s+standard\\s+\\d{4}-\\d\\d-\\d\\d\\s+\\d{4}-\\d\\d-\\d\\d\\s+active$`,
        'm',
      ),
    );
    expect(listed.stdout).not.toContain(key!.slice(17));

    const revoked = await keys(['revoke', id, '--data-dir', dataDir]);
    expect(revoked).toMatchObject({
      code: 0,
      stdout: `Revoked key ${id}: a running server refuses it (401) within 5 s.\n`,
    });
    expect(await authenticate(dataDir, key!)).toMatchObject({ ok: false, reason: 'revoked' });
    expect((await keys(['list', '--data-dir', dataDir])).stdout).toMatch(
      new RegExp(`^${id}.*revoked$`, 'm'),
    );
  });

  it('create --key-only prints the key alone on stdout (for KEY=$(…)) and its details on stderr', async () => {
    const created = await keys([
      'create',
      '--scopes',
      'scan:read',
      '--name',
      'script',
      '--key-only',
      '--data-dir',
      dataDir,
    ]);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^csy_[a-z2-7]{12}_[0-9A-Za-z]{38}\n$/);
    const key = created.stdout.trim();
    expect(created.stderr).toMatch(/^Key created and printed on stdout; it is not shown again/);
    expect(created.stderr).toContain(`  id       ${key.slice(4, 16)}\n`);
    expect(created.stderr).toContain('  name     script\n');
    expect(created.stderr).not.toContain(key);
    expect(await authenticate(dataDir, key)).toMatchObject({
      ok: true,
      record: { scopes: ['scan:read'] },
    });
  });

  it('list --json shows every key without its HMAC; read-only and elevated keys', async () => {
    const dir = join(root, 'json');
    const readOnly = await keys([
      'create',
      '--scopes',
      'scan:read,mcp',
      '--read-only',
      '--name',
      'agent',
      '--data-dir',
      dir,
    ]);
    expect(readOnly.code).toBe(0);
    expect(readOnly.stdout).toMatch(/^csy_ro_/);
    const elevated = await keys([
      'create',
      '--scopes',
      'scan:read',
      '--profile',
      'elevated',
      '--data-dir',
      dir,
    ]);
    expect(elevated.code).toBe(0);
    const listed = await keys(['list', '--json', '--data-dir', dir]);
    expect(listed.code).toBe(0);
    const rows = JSON.parse(listed.stdout) as Record<string, unknown>[];
    expect(rows.map((row) => [row.prefix, row.name, row.scopes, row.profile, row.state])).toEqual([
      ['csy_ro_', 'agent', ['scan:read', 'mcp'], 'standard', 'active'],
      ['csy_', 'operator key', ['scan:read'], 'elevated', 'active'],
    ]);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'createdAt',
        'expiresAt',
        'id',
        'name',
        'owner',
        'prefix',
        'profile',
        'revokedAt',
        'scopes',
        'state',
      ]);
    const days =
      (Date.parse(rows[0]!.expiresAt as string) - Date.parse(rows[0]!.createdAt as string)) /
      86_400_000;
    expect(days).toBe(90);
    expect(listed.stdout).not.toMatch(/[0-9a-f]{64}/);
  });

  it('uses CONSENTRY_DATA_DIR, else ./consentry-data in the working directory', async () => {
    const envDir = join(root, 'from-env');
    expect(
      (await keys(['create', '--scopes', 'scan:read'], { CONSENTRY_DATA_DIR: envDir })).code,
    ).toBe(0);
    expect(readdirSync(envDir)).toEqual(expect.arrayContaining(['consentry.db', KEY_SECRET_FILE]));
    const cwd = mkdtempSync(join(root, 'cwd-'));
    expect((await keys(['create', '--scopes', 'scan:read'], {}, cwd)).code).toBe(0);
    expect(readdirSync(join(cwd, 'consentry-data'))).toEqual(
      expect.arrayContaining(['consentry.db', KEY_SECRET_FILE]),
    );
    expect((await keys(['list'], {}, cwd)).stdout).toMatch(/operator key/);
  });

  it('an empty store lists no keys', async () => {
    const listed = await keys(['list', '--data-dir', join(root, 'empty')]);
    expect(listed).toMatchObject({
      code: 0,
      stdout: 'No API keys. Create one with: consentry keys create --scopes scan:read\n',
    });
  });

  it('reads CONSENTRY_KEY_SECRET and CONSENTRY_DATABASE_URL from the environment it is given', async () => {
    const dir = join(root, 'env-secret');
    const secret = 'an-operator-chosen-secret-of-40-characters';
    const created = await keys(
      ['create', '--scopes', 'scan:read', '--key-only', '--data-dir', dir],
      {
        CONSENTRY_KEY_SECRET: secret,
      },
    );
    expect(created.code).toBe(0);
    expect(existsSync(join(dir, KEY_SECRET_FILE))).toBe(false);
    const key = created.stdout.trim();
    expect(await authenticate(dir, key, { CONSENTRY_KEY_SECRET: secret })).toMatchObject({
      ok: true,
    });
    expect(await authenticate(dir, key)).toMatchObject({ ok: false });

    // A database URL from the environment needs the shared secret before anything is opened.
    const onDatabase = await keys(['create', '--scopes', 'scan:read'], {
      CONSENTRY_DATABASE_URL: 'postgres://keys@127.0.0.1:1/consentry',
    });
    expect(onDatabase.code).toBe(2);
    expect(onDatabase.usage).toMatch(/^with --database, set CONSENTRY_KEY_SECRET/);
  });

  it.each([
    [['create', '--scopes', 'scan:read,scan:write'], /unknown scope "scan:write"/],
    [['create'], /needs --scopes/],
    [
      ['create', '--scopes', 'scan:read', '--expires-in', '0'],
      /--expires-in must be a whole number of days from 1 to 3650 \(got "0"\)/,
    ],
    [['create', '--scopes', 'scan:read', '--expires-in', 'ten'], /got "ten"/],
    [['create', '--scopes', 'scan:read', '--expires-in', '3651'], /got "3651"/],
    [
      ['create', '--scopes', 'scan:read,scan:create', '--read-only'],
      /read-only key cannot carry scan:create/,
    ],
    [['create', '--scopes', 'scan:read', '--profile', 'gold'], /unknown profile "gold"/],
    [['revoke', 'nosuchkey234'], /no key with id "nosuchkey234"/],
    [['revoke'], /exactly one key id/],
    [['rotate'], /unknown keys command "rotate"/],
    [['list', '--colour'], /^unknown option --colour \(see consentry keys --help\)$/],
    [['create', '--scopes'], /^--scopes needs a value \(see consentry keys --help\)$/],
    [
      ['create', '--scopes', 'scan:read', '--key-only=yes'],
      /^--key-only takes no value \(see consentry keys --help\)$/,
    ],
  ])('keys %j is a usage error (exit 2) with a clear message', async (args, message) => {
    const result = await keys([...args, '--data-dir', join(root, 'bad-input')]);
    expect(result.code).toBe(2);
    expect(result.usage).toMatch(message);
    expect(result.usage).not.toContain('\n');
    expect(result.stdout).not.toMatch(/csy_/);
    expect(result.stderr).toBe('');
  });

  it('keys without an action prints the help and exits 2', async () => {
    const result = await keys([]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/^Usage: consentry keys create --scopes SCOPES/);
  });
});

describe('consentry keys through bin/consentry.js', () => {
  it("takes the process's environment and working directory: create with CONSENTRY_DATA_DIR, list from ./consentry-data", async () => {
    const cwd = mkdtempSync(join(root, 'bin-'));
    const dataDir = join(cwd, 'consentry-data');
    const created = await spawnKeys(['create', '--scopes', 'scan:read', '--name', 'bin'], {
      CONSENTRY_DATA_DIR: dataDir,
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const key = created.stdout.split('\n')[0]!;
    expect(key).toMatch(/^csy_[a-z2-7]{12}_[0-9A-Za-z]{38}$/);
    expect(created.stdout).toContain(`\n  id       ${key.slice(4, 16)}\n`);
    expect(await authenticate(dataDir, key)).toMatchObject({ ok: true });

    const listed = await spawnKeys(['list'], {}, cwd);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^${key.slice(4, 16)}\\s+bin\\s+csy_\\s.*active$`, 'm'),
    );
  });

  it('prints a usage error as one consentry: line on stderr, no stack trace, and exits 2', async () => {
    const result = await spawnKeys(['list', '--colour', '--data-dir', join(root, 'bad-input')]);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'consentry: unknown option --colour (see consentry keys --help)\n',
    });
  });
});
