import { randomUUID } from 'node:crypto';
import type { Observation } from '../model/index.ts';
import { BrowserNotFoundError } from '../observe/browser-discovery.ts';
import type { BrowserPool } from '../observe/browser-pool.ts';
import type { KeptScreenshot } from '../observe/runtime.ts';
import { projectFailedScanBundle, type ScanBundle } from '../projection/bundle.ts';
import { refuseSeed } from './egress-scan.ts';
import { judgeObservations, assertBundleValid } from './judge.ts';
import { DEFAULT_ARMS, observeScan, type ObserveOptions } from './observe-scan.ts';
import { defaultPlugins } from './plugins.ts';

export interface ScanOptions extends ObserveOptions {
  scanId?: string;
  baseUrl?: string;
  /**
   * Refuse to scan unless the pool's browser is behind the egress guard. (A pool behind the guard
   * always checks the seed first and holds every connection to the public-only policy.)
   */
  publicOnly?: boolean;
}

export interface ScanOutcome {
  bundle: ScanBundle;
  /** What the browser saw (public-safe by construction); saved with --save-observations. */
  observations: Observation[];
  screenshots: KeptScreenshot[];
  attempts: number;
}

/** Observes a URL in every arm and judges it. A page that cannot be observed yields a failed Scan, not an error. */
export async function scanUrl(
  pool: BrowserPool,
  url: string,
  options: ScanOptions = {},
): Promise<ScanOutcome> {
  const scanId = options.scanId ?? randomUUID();
  const createdAt = new Date().toISOString();
  const arms = options.arms ?? DEFAULT_ARMS;
  const refused = await refuseSeed(pool, url, {
    scanId,
    scanFrom: options.scanFrom ?? 'eu_ie',
    baseUrl: options.baseUrl,
    publicOnly: options.publicOnly,
  });
  if (refused) return { bundle: refused, observations: [], screenshots: [], attempts: 0 };
  try {
    const observed = await observeScan(pool, url, {
      ...options,
      arms,
      plugins: options.plugins ?? defaultPlugins(),
    });
    const bundle = judgeObservations(observed.observations, {
      scanId,
      baseUrl: options.baseUrl,
      expectedArms: arms,
      createdAt,
      completedAt: new Date().toISOString(),
    });
    return {
      bundle,
      observations: observed.observations,
      screenshots: observed.screenshots,
      attempts: observed.attempts,
    };
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError) && !/No arm could run/.test(String(error)))
      throw error;
    const bundle = projectFailedScanBundle({
      scanId,
      url,
      scanFrom: options.scanFrom ?? 'eu_ie',
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      failure: {
        code: 'browser_unavailable',
        summary:
          error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error),
      },
    });
    assertBundleValid(bundle);
    return { bundle, observations: [], screenshots: [], attempts: 1 };
  }
}
