/**
 * The `limits` section of the serve configuration: on by default, turned off by the config file or
 * CONSENTRY_LIMITS_ENABLED, trusted proxies for X-Forwarded-For; bad values named with their source;
 * and `consentry serve` itself charging requests (RateLimit headers, 429) unless turned off.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadServeConfig, type ServeConfig } from '../../server/config.ts';
import { createKey, startServer } from './server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'consentry-limits-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function load(argv: string[], env: NodeJS.ProcessEnv = {}): ServeConfig {
  const parsed = loadServeConfig(argv, env, dir);
  if (parsed.help) throw new Error('unexpected help');
  return parsed.config;
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

/** The bounds issue 17 added beside the switch and the proxies (their own tests: limits, auth). */
const LIMIT_DEFAULTS = { anonymousNewScansTotal: 1000, selfServeKeysPerUser: 5 };

describe('limits configuration', () => {
  it('is on by default, trusting the key-request proxy for X-Forwarded-For', () => {
    expect(load([]).limits).toEqual({
      enabled: true,
      trustedProxies: undefined,
      ...LIMIT_DEFAULTS,
    });
  });

  it('the config file turns the limits off and names proxies; the environment wins over the file', () => {
    const path = file('limits.json', {
      limits: { enabled: false, trustedProxies: ['10.0.0.0/8', '::1'] },
    });
    expect(load(['--config', path]).limits).toEqual({
      enabled: false,
      trustedProxies: ['10.0.0.0/8', '::1'],
      ...LIMIT_DEFAULTS,
    });
    expect(load(['--config', path], { CONSENTRY_LIMITS_ENABLED: 'on' }).limits).toEqual({
      enabled: true,
      trustedProxies: ['10.0.0.0/8', '::1'],
      ...LIMIT_DEFAULTS,
    });
    expect(
      load(['--config', path], { CONSENTRY_LIMITS_TRUSTED_PROXIES: '192.0.2.10, 198.51.100.0/24' })
        .limits,
    ).toEqual({
      enabled: false,
      trustedProxies: ['192.0.2.10', '198.51.100.0/24'],
      ...LIMIT_DEFAULTS,
    });
    expect(
      load([], { CONSENTRY_LIMITS_ENABLED: '0', CONSENTRY_LIMITS_TRUSTED_PROXIES: '' }).limits,
    ).toEqual({ enabled: false, trustedProxies: [], ...LIMIT_DEFAULTS });
  });

  it.each([
    [
      { CONSENTRY_LIMITS_ENABLED: 'maybe' },
      {},
      /\/limits\/enabled must be boolean \(from CONSENTRY_LIMITS_ENABLED\)/,
    ],
    [
      { CONSENTRY_LIMITS_TRUSTED_PROXIES: '10.0.0.0/8,not-an-ip' },
      {},
      /\/limits\/trustedProxies\/1 must match pattern .* \(from CONSENTRY_LIMITS_TRUSTED_PROXIES\)/,
    ],
    [
      { CONSENTRY_LIMITS_TRUSTED_PROXIES: '999.1.1.1' },
      {},
      /\/limits\/trustedProxies: "999.1.1.1" is not an IP address or CIDR range \(from CONSENTRY_LIMITS_TRUSTED_PROXIES\)/,
    ],
    [
      {},
      { limits: { enabled: 'no' } },
      /\/limits\/enabled must be boolean \(from config file .*bad\.json\)/,
    ],
    [{}, { limits: { perDay: 5 } }, /\/limits must NOT have additional properties.*perDay/],
  ])('refuses %j %j with a message naming the value and its source', (env, content, message) => {
    const argv = Object.keys(content).length ? ['--config', file('bad.json', content)] : [];
    expect(() => load(argv, env)).toThrow(ConfigError);
    expect(() => load(argv, env)).toThrow(message);
  });
});

describe('consentry serve honours limits.enabled', () => {
  async function statusRead(
    env: NodeJS.ProcessEnv,
  ): Promise<{ status: number; headers: Headers; output: string }> {
    const dataDir = mkdtempSync(join(dir, 'serve-'));
    const key = await createKey(dataDir, ['scan:read']);
    const server = await startServer({ dataDir, mapHosts: 'MAP * 127.0.0.1:9', env });
    try {
      const response = await fetch(
        `${server.baseUrl}/api/v2/scans/0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60/status`,
        { headers: { authorization: `Bearer ${key}` } },
      );
      await response.arrayBuffer();
      return { status: response.status, headers: response.headers, output: server.output() };
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  }

  it('on by default: a status poll is charged against the status budgets', async () => {
    const { status, headers } = await statusRead({});
    expect(status).toBe(404);
    expect(headers.get('ratelimit-policy')).toBe(
      '"status_caller_scan.rolling_10m";q=120;w=600, "status_scan_all_callers.rolling_10m";q=10000;w=600, "status_caller_all_scans.rolling_10m";q=600;w=600',
    );
    expect(headers.get('ratelimit')).toMatch(/^"status_caller_scan\.rolling_10m";r=119;t=600$/);
  }, 120_000);

  it('off with CONSENTRY_LIMITS_ENABLED=0: no budgets, and the server says so at start', async () => {
    const { status, headers, output } = await statusRead({ CONSENTRY_LIMITS_ENABLED: '0' });
    expect(status).toBe(404);
    expect(headers.get('ratelimit-policy')).toBeNull();
    expect(headers.get('ratelimit')).toBeNull();
    expect(output).toContain('fair-use limits are OFF');
  }, 120_000);
});
