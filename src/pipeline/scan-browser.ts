import type { BrowserPoolOptions } from '../observe/browser-pool.ts';
import { startEgressGuard } from '../safety/egress-guard.ts';

export interface ScanBrowserOptions {
  /** Chromium to launch; default: discovered on the machine. */
  executablePath?: string;
  /** Chromium host-resolver rules (`MAP * 127.0.0.1:8443`): staging hosts, the fixture web. */
  mapHosts?: string;
  ignoreTlsErrors?: boolean;
  /** Refuse private targets: every browser connection goes through the egress guard. */
  publicOnly?: boolean;
}

export interface ScanBrowser {
  /** Options of the browser pool: behind the egress guard when public-only, else with Chromium's own host mapping. */
  pool: BrowserPoolOptions;
  /** Stops the egress guard (after the pool is closed). */
  close(): Promise<void>;
}

/**
 * The browser set-up of the CLI and the Action. Public-only moves the operator's host mapping from
 * Chromium to the guard, which routes mapped hosts as configured and holds every other connection
 * to public addresses.
 */
export async function scanBrowser(options: ScanBrowserOptions): Promise<ScanBrowser> {
  const base: BrowserPoolOptions = {
    ignoreTlsErrors: options.ignoreTlsErrors,
    ...(options.executablePath ? { executablePath: options.executablePath } : {}),
  };
  if (!options.publicOnly)
    return { pool: { ...base, mapHosts: options.mapHosts }, close: async () => undefined };
  const guard = await startEgressGuard({ mapHosts: options.mapHosts });
  return { pool: { ...base, egress: guard }, close: () => guard.close() };
}
