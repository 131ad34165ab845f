/**
 * A PostgreSQL server of a test's own (initdb + pg_ctl in a temporary directory, on a free port,
 * trust auth), for tests that restart the database: restarting the machine's shared server would
 * break every other test and user on it. As root the server runs as the `postgres` user (initdb
 * refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivatePostgres {
  /** postgres:// URL of its `postgres` database. */
  url: string;
  /** A fast restart: every connection is dropped, the server is back when this resolves. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const versions = existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
      : [];
    if (!versions.length)
      throw new Error('no PostgreSQL server binaries (initdb, pg_ctl) found: install postgresql');
    return `/usr/lib/postgresql/${versions[0]}/bin`;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'consentry-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-m', 'fast', '-w', 'restart']);
    },
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
