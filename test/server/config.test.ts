/** `consentry serve` configuration: flags over environment over config file over defaults, one validation, clear errors. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadServeConfig, type ServeConfig } from '../../server/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'consentry-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function load(argv: string[], env: NodeJS.ProcessEnv = {}): ServeConfig {
  const parsed = loadServeConfig(argv, env, dir);
  if (parsed.help) throw new Error('unexpected help');
  return parsed.config;
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('loadServeConfig', () => {
  it('defaults', () => {
    const config = load([]);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(dir, 'consentry-data'),
      baseUrl: null,
      reuseWindowHours: 24,
      publicReports: true,
      ignoreTlsErrors: false,
      logLevel: 'warn',
      trustedProxy: undefined,
    });
    expect(config.concurrency).toBeGreaterThanOrEqual(1);
    // The default concurrency is a ceiling: scans beyond the first start while the CPU has room.
    expect(config.cpuAdmission).toBe(true);
  });

  it('flags win over the environment, the environment over the file', () => {
    const path = file('layers.json', {
      port: 9001,
      host: '0.0.0.0',
      reuseWindowHours: 6,
      publicReports: false,
      trustedProxy: { addresses: ['10.0.0.0/8'] },
    });
    const config = load(['--config', path, '--port', '9003', '--ignore-tls-errors'], {
      CONSENTRY_PORT: '9002',
      CONSENTRY_HOST: '::1',
      CONSENTRY_DATA_DIR: 'data',
      CONSENTRY_CONCURRENCY: '3',
    });
    expect(config).toMatchObject({
      port: 9003,
      host: '::1',
      dataDir: join(dir, 'data'),
      concurrency: 3,
      cpuAdmission: false,
      reuseWindowHours: 6,
      publicReports: false,
      ignoreTlsErrors: true,
    });
    expect(config.trustedProxy).toEqual({
      addresses: ['10.0.0.0/8'],
      userHeader: 'x-forwarded-email',
      emailVerifiedHeader: 'x-forwarded-email-verified',
    });
  });

  it('--database (or CONSENTRY_DATABASE_URL) names a shared PostgreSQL; --concurrency 0 runs the API alone', () => {
    expect(load([]).database).toBeUndefined();
    expect(
      load([], { CONSENTRY_DATABASE_URL: 'postgres://api@db.internal/scans?schema=eu' }),
    ).toMatchObject({ database: 'postgres://api@db.internal/scans?schema=eu' });
    expect(
      load(['--database', 'postgresql://db/a', '--concurrency', '0'], {
        CONSENTRY_DATABASE_URL: 'postgres://db/b',
      }),
    ).toMatchObject({ database: 'postgresql://db/a', concurrency: 0 });
    expect(() => load(['--database', 'postgres://u:hunter2@db/x?schema=Bad'])).toThrow(
      /^(?!.*hunter2)/s,
    );
  });

  it('the queue bounds and the anonymous and self-serve caps: defaults, the file, CONSENTRY_QUEUE_*, and a bad value named', () => {
    expect(load([])).toMatchObject({
      queue: { maxActive: 500, maxActivePerCaller: 25, maxWaitMinutes: 60 },
      limits: { anonymousNewScansTotal: 1000, selfServeKeysPerUser: 5 },
    });
    const path = file('queue.json', {
      queue: { maxActive: 100, maxWaitMinutes: 15 },
      limits: { anonymousNewScansTotal: 200, selfServeKeysPerUser: 2 },
    });
    expect(load(['--config', path], { CONSENTRY_QUEUE_MAX_ACTIVE_PER_CALLER: '4' })).toMatchObject({
      queue: { maxActive: 100, maxActivePerCaller: 4, maxWaitMinutes: 15 },
      limits: { enabled: true, anonymousNewScansTotal: 200, selfServeKeysPerUser: 2 },
    });
    expect(() => load([], { CONSENTRY_QUEUE_MAX_ACTIVE: 'lots' })).toThrow(
      /\/queue\/maxActive must be integer \(from CONSENTRY_QUEUE_MAX_ACTIVE\)/,
    );
    expect(() => load([], { CONSENTRY_QUEUE_MAX_WAIT_MINUTES: '0' })).toThrow(
      /\/queue\/maxWaitMinutes must be >= 1/,
    );
  });

  it('the crawl before consent: off by default on a server, --pages / CONSENTRY_PAGES / the file, at most 20', () => {
    expect(load([]).pages).toBe(0);
    expect(load(['--pages', '0'], { CONSENTRY_PAGES: '7' }).pages).toBe(0);
    expect(load([], { CONSENTRY_PAGES: '7' }).pages).toBe(7);
    expect(load(['--config', file('pages.json', { pages: 2 })]).pages).toBe(2);
    expect(() => load(['--pages', '21'])).toThrow(/\/pages must be <= 20 \(from --pages\)/);
    expect(() => load([], { CONSENTRY_PAGES: 'all' })).toThrow(
      /\/pages must be integer \(from CONSENTRY_PAGES\)/,
    );
  });

  it('reads the config file path and proxy addresses from the environment', () => {
    const path = file('env.json', { baseUrl: 'https://scans.example.org/consentry' });
    const config = load([], {
      CONSENTRY_CONFIG: path,
      CONSENTRY_TRUSTED_PROXY_ADDRESSES: '127.0.0.1, ::1',
      CONSENTRY_PUBLIC_REPORTS: 'false',
      CONSENTRY_LOG_LEVEL: 'info',
    });
    expect(config).toMatchObject({
      baseUrl: 'https://scans.example.org/consentry',
      publicReports: false,
      logLevel: 'info',
    });
    expect(config.trustedProxy!.addresses).toEqual(['127.0.0.1', '::1']);
  });

  it.each([
    [['--port', 'eighty'], {}, /\/port must be integer \(from --port\)/],
    [['--port', '70000'], {}, /\/port must be <= 65535 \(from --port\)/],
    [
      [],
      { CONSENTRY_CONCURRENCY: '17' },
      /\/concurrency must be <= 16 \(from CONSENTRY_CONCURRENCY\)/,
    ],
    [
      [],
      { CONSENTRY_DATABASE_URL: 'mysql://db/x' },
      /\/database must match pattern .* \(from CONSENTRY_DATABASE_URL\)/,
    ],
    [
      ['--database', 'postgres://u:pw@db/x?schema=Bad-Name'],
      {},
      /schema "Bad-Name" must be .* \(from --database\)$/,
    ],
    [
      [],
      { CONSENTRY_IGNORE_TLS_ERRORS: 'maybe' },
      /\/ignoreTlsErrors must be boolean \(from CONSENTRY_IGNORE_TLS_ERRORS\)/,
    ],
    [['--base-url', 'ftp://x.example/'], {}, /\/baseUrl must match pattern .* \(from --base-url\)/],
    [
      [],
      { CONSENTRY_LOG_LEVEL: 'chatty' },
      /\/logLevel must be equal to one of the allowed values \(info, warn, error, silent\)/,
    ],
    [
      [],
      { CONSENTRY_TRUSTED_PROXY_ADDRESSES: '10.0.0.0/99' },
      /trustedProxy\/addresses: "10.0.0.0\/99" is not an IP address or CIDR range/,
    ],
    [['--nope'], {}, /^unknown option --nope \(see consentry serve --help\)$/],
  ])('%j %j is a ConfigError naming the value’s source', (argv, env, message) => {
    expect(() => load(argv, env)).toThrow(ConfigError);
    expect(() => load(argv, env)).toThrow(message);
  });

  it('a config file that is missing, not JSON, not an object or has unknown keys is a ConfigError', () => {
    expect(() => load(['--config', join(dir, 'absent.json')])).toThrow(
      /cannot read the config file .*absent\.json: ENOENT/,
    );
    expect(() => load(['--config', file('broken.json', '{"port":')])).toThrow(/is not valid JSON/);
    expect(() => load(['--config', file('array.json', [1])])).toThrow(/must hold a JSON object/);
    expect(() => load(['--config', file('unknown.json', { prot: 80 })])).toThrow(
      /must NOT have additional properties \(prot\) \(from config file/,
    );
  });

  it('--help asks for the help text', () => {
    expect(loadServeConfig(['--help'], {}, dir)).toEqual({ help: true });
  });
});

describe('consentry serve (process)', () => {
  const bin = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));

  it('bad configuration exits 2 with one clear line and no stack trace', () => {
    const run = spawnSync(
      process.execPath,
      [bin, 'serve', '--port', 'x', '--data-dir', join(dir, 'never')],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      'consentry serve: invalid configuration: /port must be integer (from --port)',
    );
  });

  it('--help prints the options and exits 0', () => {
    const run = spawnSync(process.execPath, [bin, 'serve', '--help'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/--data-dir DIR/);
    expect(run.stdout).toMatch(/CONSENTRY_TRUSTED_PROXY_ADDRESSES/);
  });
});
