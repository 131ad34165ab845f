import { startEgressGuard, type BrowserPoolOptions } from '../index.ts';
import type { ScanFlagValues } from './scan-flags.ts';

export interface ScanBrowser {
  /** Options of the browser pool: behind the egress guard with --public-only, else with Chromium's own host mapping. */
  pool: BrowserPoolOptions;
  /** Stops the egress guard (after the pool is closed). */
  close(): Promise<void>;
}

/**
 * The browser set-up the scan flags ask for. With --public-only the operator's --map-hosts rules
 * move from Chromium to the guard, which routes mapped hosts as configured and holds every other
 * connection to public addresses.
 */
export async function scanBrowser(flags: Pick<ScanFlagValues, 'mapHosts' | 'ignoreTlsErrors' | 'publicOnly'>): Promise<ScanBrowser> {
  if (!flags.publicOnly) {
    return { pool: { mapHosts: flags.mapHosts, ignoreTlsErrors: flags.ignoreTlsErrors }, close: async () => undefined };
  }
  const guard = await startEgressGuard({ mapHosts: flags.mapHosts });
  return { pool: { egress: guard, ignoreTlsErrors: flags.ignoreTlsErrors }, close: () => guard.close() };
}
