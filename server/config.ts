/**
 * Configuration of `consentry serve`: flags win over CONSENTRY_* environment variables, which win
 * over an optional JSON config file (--config FILE or CONSENTRY_CONFIG), which wins over the
 * defaults. The merged object is validated once against schemas/server-config.schema.json; a bad
 * value is reported with the place it came from (flag, variable or file) and the rule it breaks.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ipaddr from 'ipaddr.js';
import {
  DEFAULT_LIST_CRAWL_PAGES,
  defaultConcurrency,
  DEFAULT_DATA_DIR,
  parseDatabaseUrl,
  validate,
  type ServerConfig,
} from '../src/internal.ts';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export interface ServeConfig {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Explicit base URL, or null: http://<host>:<port> once the port is known. */
  baseUrl: string | null;
  /** Scans this process runs at once; 0: none (workers elsewhere scan). */
  concurrency: number;
  /**
   * The concurrency is the default (none configured): it is a ceiling, and a scan beyond the first
   * starts only while the CPU has room (pipeline/cpu-admission.ts).
   */
  cpuAdmission: boolean;
  /** PostgreSQL URL shared by a deployment's servers and workers; undefined: SQLite in dataDir. */
  database: string | undefined;
  mapHosts: string | undefined;
  ignoreTlsErrors: boolean;
  reuseWindowHours: number;
  /** Additional same-site pages each scan's before-consent crawl visits. */
  pages: number;
  publicReports: boolean;
  shutdownGraceMs: number;
  logLevel: 'info' | 'warn' | 'error' | 'silent';
  trustedProxy:
    { addresses: string[]; userHeader: string; emailVerifiedHeader: string } | undefined;
  /** Fair-use limits: on unless disabled; `trustedProxies` undefined means the trustedProxy addresses. */
  limits: {
    enabled: boolean;
    trustedProxies: string[] | undefined;
    anonymousNewScansTotal: number;
    selfServeKeysPerUser: number;
  };
  /** Bounds of the scan queue. */
  queue: { maxActive: number; maxActivePerCaller: number; maxWaitMinutes: number };
}

export const SERVE_HELP = `consentry serve — run the self-hosted /api/v2 server with in-process scan workers.

Usage: consentry serve [options]

Options (environment variable in brackets; flags win over the environment, the environment over --config):
  --port N                  TCP port, 0 for any free port (default 8080) [CONSENTRY_PORT]
  --host ADDRESS            address to listen on (default 127.0.0.1) [CONSENTRY_HOST]
  --data-dir DIR            SQLite database and key secret (default ./consentry-data) [CONSENTRY_DATA_DIR]
  --database URL            PostgreSQL (postgres://user:pass@host/db[?schema=name]) shared by several API servers,
                            \`consentry worker\` processes and batches instead of the SQLite file; needs
                            CONSENTRY_KEY_SECRET, the same on every server [CONSENTRY_DATABASE_URL]
  --base-url URL            public address used in links (default http://HOST:PORT) [CONSENTRY_BASE_URL]
  --concurrency N           scans at once, 0-16 (default: up to min(2 × cores, free GiB / 0.35, 8), a scan beyond the first only while the CPU has room; 0: the API alone, workers scan) [CONSENTRY_CONCURRENCY]
  --map-hosts RULES         Chromium host-resolver rules for staging targets [CONSENTRY_MAP_HOSTS]
  --ignore-tls-errors       accept any TLS certificate (staging targets) [CONSENTRY_IGNORE_TLS_ERRORS=1]
  --reuse-window-hours H    reuse a completed scan this recent for freshness=latest (default 24) [CONSENTRY_REUSE_WINDOW_HOURS]
  --pages N                 before consent, also visit up to N more pages of each site, 0-20 (default 0: each
                            costs about as much CPU as one arm) [CONSENTRY_PAGES]
  --config FILE             JSON config file (schemas/server-config.schema.json) [CONSENTRY_CONFIG]
Only in the config file or the environment: publicReports [CONSENTRY_PUBLIC_REPORTS], shutdownGraceMs
[CONSENTRY_SHUTDOWN_GRACE_MS], logLevel [CONSENTRY_LOG_LEVEL], trustedProxy.addresses
[CONSENTRY_TRUSTED_PROXY_ADDRESSES, comma-separated], trustedProxy.userHeader, trustedProxy.emailVerifiedHeader,
limits.enabled [CONSENTRY_LIMITS_ENABLED, default on], limits.trustedProxies [CONSENTRY_LIMITS_TRUSTED_PROXIES,
comma-separated; proxies whose X-Forwarded-For names the client for per-IP limits], limits.anonymousNewScansTotal
(default 1000 per UTC day), limits.selfServeKeysPerUser (default 5), queue.maxActive [CONSENTRY_QUEUE_MAX_ACTIVE,
default 500], queue.maxActivePerCaller [CONSENTRY_QUEUE_MAX_ACTIVE_PER_CALLER, default 25], queue.maxWaitMinutes
[CONSENTRY_QUEUE_MAX_WAIT_MINUTES, default 60].

Keys: consentry keys create --scopes scan:read,scan:create --data-dir DIR (see consentry keys --help).
SIGTERM/SIGINT: stop accepting, let running scans finish within shutdownGraceMs, re-queue the rest.`;

type Raw = Record<string, unknown>;

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  database: { type: 'string' },
  'base-url': { type: 'string' },
  concurrency: { type: 'string' },
  'map-hosts': { type: 'string' },
  'ignore-tls-errors': { type: 'boolean' },
  'reuse-window-hours': { type: 'string' },
  pages: { type: 'string' },
  config: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const FLAG_KEYS: Record<string, keyof ServerConfig> = {
  port: 'port',
  host: 'host',
  'data-dir': 'dataDir',
  database: 'database',
  'base-url': 'baseUrl',
  concurrency: 'concurrency',
  'map-hosts': 'mapHosts',
  'ignore-tls-errors': 'ignoreTlsErrors',
  'reuse-window-hours': 'reuseWindowHours',
  pages: 'pages',
};

const ENV_KEYS: Record<string, keyof ServerConfig> = {
  CONSENTRY_PORT: 'port',
  CONSENTRY_HOST: 'host',
  CONSENTRY_DATA_DIR: 'dataDir',
  CONSENTRY_DATABASE_URL: 'database',
  CONSENTRY_BASE_URL: 'baseUrl',
  CONSENTRY_CONCURRENCY: 'concurrency',
  CONSENTRY_MAP_HOSTS: 'mapHosts',
  CONSENTRY_IGNORE_TLS_ERRORS: 'ignoreTlsErrors',
  CONSENTRY_REUSE_WINDOW_HOURS: 'reuseWindowHours',
  CONSENTRY_PAGES: 'pages',
  CONSENTRY_PUBLIC_REPORTS: 'publicReports',
  CONSENTRY_SHUTDOWN_GRACE_MS: 'shutdownGraceMs',
  CONSENTRY_LOG_LEVEL: 'logLevel',
};

const NUMERIC: ReadonlySet<string> = new Set([
  'port',
  'concurrency',
  'reuseWindowHours',
  'shutdownGraceMs',
  'pages',
]);
const BOOLEAN: ReadonlySet<string> = new Set(['ignoreTlsErrors', 'publicReports']);

/** A text value from a flag or variable as the schema's type (left as text when it does not parse, so the schema names the problem). */
function typed(key: string, text: string): unknown {
  if (NUMERIC.has(key) && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text.trim());
  if (BOOLEAN.has(key)) {
    const lower = text.trim().toLowerCase();
    if (['1', 'true', 'yes'].includes(lower)) return true;
    if (['0', 'false', 'no', ''].includes(lower)) return false;
  }
  return text;
}

function readConfigFile(path: string): Raw {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `cannot read the config file ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`the config file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ConfigError(`the config file ${path} must hold a JSON object`);
  return parsed as Raw;
}

export type ParsedServeArgs = { help: true } | { help: false; config: ServeConfig };

export function loadServeConfig(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): ParsedServeArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: FLAGS,
      allowPositionals: false,
      strict: true,
    }));
  } catch (error) {
    // parseArgs' text for an unknown option goes on to suggest a '--' terminator: name the option and the help.
    const message = (error as Error).message;
    throw new ConfigError(
      message.startsWith('Unknown option')
        ? `unknown option ${/'([^']+)'/.exec(message)?.[1] ?? ''} (see consentry serve --help)`
        : message,
    );
  }
  if (values.help) return { help: true };
  const merged: Raw = {};
  const source = new Map<string, string>();
  const configPath = (values.config as string | undefined) ?? (env.CONSENTRY_CONFIG || undefined);
  if (configPath) {
    const file = readConfigFile(resolve(cwd, configPath));
    for (const [key, value] of Object.entries(file)) {
      merged[key] = value;
      source.set(key, `config file ${configPath}`);
    }
  }
  for (const [name, key] of Object.entries(ENV_KEYS)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    merged[key] = typed(key, text);
    source.set(key, name);
  }
  if (env.CONSENTRY_TRUSTED_PROXY_ADDRESSES) {
    const proxy =
      typeof merged.trustedProxy === 'object' && merged.trustedProxy !== null
        ? (merged.trustedProxy as Raw)
        : {};
    merged.trustedProxy = {
      ...proxy,
      addresses: env.CONSENTRY_TRUSTED_PROXY_ADDRESSES.split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    };
    source.set('trustedProxy', 'CONSENTRY_TRUSTED_PROXY_ADDRESSES');
  }
  mergeLimitsEnv(merged, source, env);
  mergeQueueEnv(merged, source, env);
  for (const [flag, key] of Object.entries(FLAG_KEYS)) {
    const value = values[flag];
    if (value === undefined) continue;
    merged[key] = typeof value === 'string' ? typed(key, value) : value;
    source.set(key, `--${flag}`);
  }
  const result = validate('server-config', merged);
  if (!result.ok) {
    const problems = result.errors.map((error) => {
      // `/port must be …` names its key; a root error names it in parentheses: `/ must NOT have additional properties (prot)`.
      const key = error.startsWith('/ ')
        ? (/\((\w+)\)$/.exec(error)?.[1] ?? '')
        : (error.split('/')[1]?.split(' ')[0] ?? '');
      const from = source.get(key);
      return from ? `${error} (from ${from})` : error;
    });
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const config = merged as ServerConfig;
  if (config.database !== undefined) {
    try {
      parseDatabaseUrl(config.database);
    } catch (error) {
      throw new ConfigError(
        `invalid configuration: ${(error as Error).message} (from ${source.get('database') ?? 'config'})`,
      );
    }
  }
  for (const [key, addresses] of [
    ['trustedProxy', config.trustedProxy?.addresses],
    ['limits', config.limits?.trustedProxies],
  ] as const) {
    for (const address of addresses ?? []) {
      const ok = address.includes('/') ? ipaddr.isValidCIDR(address) : ipaddr.isValid(address);
      const field = key === 'limits' ? '/limits/trustedProxies' : '/trustedProxy/addresses';
      if (!ok)
        throw new ConfigError(
          `invalid configuration: ${field}: "${address}" is not an IP address or CIDR range (from ${source.get(key) ?? 'config'})`,
        );
    }
  }
  const dataDir = config.dataDir ?? DEFAULT_DATA_DIR;
  return {
    help: false,
    config: {
      port: config.port ?? 8080,
      host: config.host ?? '127.0.0.1',
      dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
      baseUrl: config.baseUrl ?? null,
      concurrency: config.concurrency ?? defaultConcurrency(),
      cpuAdmission: config.concurrency === undefined,
      database: config.database,
      mapHosts: config.mapHosts,
      ignoreTlsErrors: config.ignoreTlsErrors ?? false,
      reuseWindowHours: config.reuseWindowHours ?? 24,
      pages: config.pages ?? DEFAULT_LIST_CRAWL_PAGES,
      publicReports: config.publicReports ?? true,
      shutdownGraceMs: config.shutdownGraceMs ?? 20_000,
      logLevel: config.logLevel ?? 'warn',
      trustedProxy: config.trustedProxy
        ? {
            addresses: config.trustedProxy.addresses,
            userHeader: config.trustedProxy.userHeader ?? 'x-forwarded-email',
            emailVerifiedHeader:
              config.trustedProxy.emailVerifiedHeader ?? 'x-forwarded-email-verified',
          }
        : undefined,
      limits: {
        enabled: config.limits?.enabled ?? true,
        trustedProxies: config.limits?.trustedProxies,
        anonymousNewScansTotal: config.limits?.anonymousNewScansTotal ?? 1000,
        selfServeKeysPerUser: config.limits?.selfServeKeysPerUser ?? 5,
      },
      queue: {
        maxActive: config.queue?.maxActive ?? 500,
        maxActivePerCaller: config.queue?.maxActivePerCaller ?? 25,
        maxWaitMinutes: config.queue?.maxWaitMinutes ?? 60,
      },
    },
  };
}

/** CONSENTRY_LIMITS_ENABLED and CONSENTRY_LIMITS_TRUSTED_PROXIES over the file's `limits` block. */
function mergeLimitsEnv(merged: Raw, source: Map<string, string>, env: NodeJS.ProcessEnv): void {
  const enabled = env.CONSENTRY_LIMITS_ENABLED;
  const proxies = env.CONSENTRY_LIMITS_TRUSTED_PROXIES;
  if ((enabled === undefined || enabled === '') && proxies === undefined) return;
  const limits =
    typeof merged.limits === 'object' && merged.limits !== null
      ? { ...(merged.limits as Raw) }
      : {};
  const names: string[] = [];
  if (enabled !== undefined && enabled !== '') {
    const lower = enabled.trim().toLowerCase();
    limits.enabled = ['1', 'true', 'yes', 'on'].includes(lower)
      ? true
      : ['0', 'false', 'no', 'off'].includes(lower)
        ? false
        : enabled;
    names.push('CONSENTRY_LIMITS_ENABLED');
  }
  if (proxies !== undefined) {
    limits.trustedProxies = proxies
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    names.push('CONSENTRY_LIMITS_TRUSTED_PROXIES');
  }
  merged.limits = limits;
  source.set('limits', names.join(' / '));
}

const QUEUE_ENV: Record<string, string> = {
  CONSENTRY_QUEUE_MAX_ACTIVE: 'maxActive',
  CONSENTRY_QUEUE_MAX_ACTIVE_PER_CALLER: 'maxActivePerCaller',
  CONSENTRY_QUEUE_MAX_WAIT_MINUTES: 'maxWaitMinutes',
};

/** CONSENTRY_QUEUE_* over the file's `queue` block (numbers; text that is not one is left for the schema to name). */
function mergeQueueEnv(merged: Raw, source: Map<string, string>, env: NodeJS.ProcessEnv): void {
  const names = Object.keys(QUEUE_ENV).filter(
    (name) => env[name] !== undefined && env[name] !== '',
  );
  if (!names.length) return;
  const queue =
    typeof merged.queue === 'object' && merged.queue !== null ? { ...(merged.queue as Raw) } : {};
  for (const name of names) {
    const text = env[name]!.trim();
    queue[QUEUE_ENV[name]!] = /^\d+$/.test(text) ? Number(text) : text;
  }
  merged.queue = queue;
  source.set('queue', names.join(' / '));
}
