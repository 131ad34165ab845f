import type { ParseArgsConfig } from 'node:util';
import {
  DEFAULT_CRAWL_PAGES,
  DEFAULT_LIST_CRAWL_PAGES,
  MAX_CRAWL_PAGES,
  type ArmBudgets,
  type ScanFrom,
  type ViewportName,
} from '../internal.ts';
import { CRITICALITIES, type FailOn } from './fail-on-gate.ts';
import { UsageError } from './usage-error.ts';

/** Flags shared by every command that scans (scan, batch, serve, demo). */
export const SCAN_FLAGS = {
  'scan-from': { type: 'string' },
  viewport: { type: 'string' },
  'arm-budget': { type: 'string' },
  'navigation-timeout': { type: 'string' },
  pages: { type: 'string' },
  'ignore-robots': { type: 'boolean' },
  'map-hosts': { type: 'string' },
  'ignore-tls-errors': { type: 'boolean' },
  'public-only': { type: 'boolean' },
  'fail-on': { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

export interface ScanFlagValues {
  scanFrom: ScanFrom;
  viewport: ViewportName;
  budgets: Partial<ArmBudgets>;
  mapHosts: string | undefined;
  ignoreTlsErrors: boolean;
  /** Scan public targets only: the seed is checked and every browser connection goes through the egress guard. */
  publicOnly: boolean;
  failOn: FailOn;
  /** Additional same-site pages the before-consent crawl visits (0 = the starting page only). */
  pages: number;
  /** The crawl may visit paths robots.txt disallows. */
  ignoreRobots: boolean;
}

export const SCAN_FLAGS_HELP = `  --scan-from eu_ie|california   where the visit appears to come from (locale, time zone, language; default eu_ie)
  --viewport desktop|mobile       viewport and user agent (default desktop)
  --arm-budget MS                 time budget of each arm (default 30000)
  --navigation-timeout MS         main-document timeout (default: a slow server is waited for while the
                                  arm's budget lasts, keeping 6 s of it for observing the page)
  --pages N                       before consent, also visit up to N more pages of the same site (forms
                                  pages, privacy notice and choices, main navigation first; never submits a
                                  form or follows a logout-like link; 0 = the starting page only; at
                                  most ${MAX_CRAWL_PAGES}; default ${DEFAULT_CRAWL_PAGES} for scan, ${DEFAULT_LIST_CRAWL_PAGES} for batch: each page
                                  costs about as much CPU as one arm)
  --ignore-robots                 let that crawl visit paths robots.txt disallows (said in the results)
  --map-hosts RULES               Chromium host-resolver rules, e.g. "MAP * 127.0.0.1:8443" (env CONSENTRY_MAP_HOSTS)
  --ignore-tls-errors             accept any TLS certificate (staging hosts, test certificates) (env CONSENTRY_IGNORE_TLS_ERRORS=1)
  --public-only                   refuse private targets: check the URL and send every browser connection through
                                  the egress guard (loopback, private, link-local, metadata addresses refused;
                                  --map-hosts targets stay allowed) (env CONSENTRY_PUBLIC_ONLY=1)
  --fail-on info|low|medium|high  exit 1 when a finding at or above this criticality is found (default none)`;

function oneOf<T extends string>(
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
}

function milliseconds(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 500 || ms > 600_000)
    throw new UsageError(
      `--${flag} must be a whole number of milliseconds between 500 and 600000 (got "${value}")`,
    );
  return ms;
}

/** `defaultPages`: the crawl's page count without --pages (DEFAULT_CRAWL_PAGES for scan, DEFAULT_LIST_CRAWL_PAGES for batch). */
export function readScanFlags(
  values: Record<string, string | boolean | undefined>,
  env: NodeJS.ProcessEnv = process.env,
  defaultPages = DEFAULT_CRAWL_PAGES,
): ScanFlagValues {
  const str = (name: string) =>
    typeof values[name] === 'string' ? (values[name] as string) : undefined;
  const budgets: Partial<ArmBudgets> = {};
  const armMs = milliseconds('arm-budget', str('arm-budget'));
  const navigationMs = milliseconds('navigation-timeout', str('navigation-timeout'));
  if (armMs !== undefined) budgets.armMs = armMs;
  if (navigationMs !== undefined) budgets.navigationMs = navigationMs;
  const mapHosts = str('map-hosts') ?? (env.CONSENTRY_MAP_HOSTS?.trim() || undefined);
  if (mapHosts !== undefined && !/^\s*(MAP|EXCLUDE)\s+\S+/i.test(mapHosts)) {
    throw new UsageError(
      `--map-hosts takes Chromium host-resolver rules such as "MAP * 127.0.0.1:8443" (got "${mapHosts}")`,
    );
  }
  return {
    scanFrom: oneOf('scan-from', str('scan-from'), ['eu_ie', 'california'] as const, 'eu_ie'),
    viewport: oneOf('viewport', str('viewport'), ['desktop', 'mobile'] as const, 'desktop'),
    budgets,
    mapHosts,
    ignoreTlsErrors:
      values['ignore-tls-errors'] === true || env.CONSENTRY_IGNORE_TLS_ERRORS === '1',
    publicOnly: values['public-only'] === true || env.CONSENTRY_PUBLIC_ONLY === '1',
    failOn: readFailOn(str('fail-on')),
    pages: readPages(str('pages'), defaultPages),
    ignoreRobots: values['ignore-robots'] === true,
  };
}

/** --pages: a whole number from 0 to MAX_CRAWL_PAGES (`fallback` without it). */
export function readPages(
  value: string | undefined,
  fallback: number = DEFAULT_CRAWL_PAGES,
): number {
  if (value === undefined) return fallback;
  const pages = Number(value);
  if (!/^\d+$/.test(value) || pages > MAX_CRAWL_PAGES)
    throw new UsageError(
      `--pages must be a whole number from 0 to ${MAX_CRAWL_PAGES} (got "${value}")`,
    );
  return pages;
}

/** The --fail-on value (default none). */
export function readFailOn(value: string | undefined): FailOn {
  return oneOf('fail-on', value, ['none', ...CRITICALITIES] as const, 'none');
}
