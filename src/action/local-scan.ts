/**
 * Local mode: the pages are scanned on the runner by the library's batch runner (one shared
 * Chromium, bounded concurrency), which writes the batch output directory (scans.jsonl,
 * pre-consent.jsonl, CSVs, summary, report.html) as scans complete.
 */
import {
  guardPlaywrightDisposalErrors,
  runBatch,
  scanBrowser,
  type BatchEvent,
  type BatchResult,
  type ScanFrom,
} from '../internal.ts';
import { ensureChromium, type BrowserSetup } from './browser.ts';
import type { ScanTargets } from './targets.ts';

export interface LocalScanOptions {
  targets: ScanTargets;
  outDir: string;
  concurrency: number | null;
  scanFrom: ScanFrom;
  /** Additional same-site pages the crawl visits before consent. */
  pages: number;
  mapHosts: string | null;
  ignoreTlsErrors: boolean;
  /** Behind the egress guard: private targets are refused and recorded, mapped hosts stay trusted. */
  publicOnly: boolean;
  log: (message: string) => void;
  browserSetup?: BrowserSetup;
}

function describe(event: BatchEvent): string | null {
  switch (event.type) {
    case 'start':
      return `consentry: scanning ${event.toScan} page(s), ${event.admission ? `up to ${event.concurrency} at a time (a page beyond the first while the CPU has room)` : `${event.concurrency} at a time`}`;
    case 'scan-done':
      return `consentry: ${event.url} — ${event.site.status}${event.site.score !== null ? `, score ${event.site.score}` : ''} (${event.seconds.toFixed(1)} s)`;
    case 'scan-retry':
      return `consentry: retrying ${event.url}: ${event.reason}`;
    default:
      return null;
  }
}

export async function scanLocally(options: LocalScanOptions): Promise<BatchResult> {
  const browser = await ensureChromium(options.browserSetup);
  const unguard = guardPlaywrightDisposalErrors();
  const scanning = await scanBrowser({
    executablePath: browser.executablePath,
    mapHosts: options.mapHosts ?? undefined,
    ignoreTlsErrors: options.ignoreTlsErrors,
    publicOnly: options.publicOnly,
  });
  try {
    return await runBatch({
      list: options.targets.list,
      source: options.targets.source,
      outDir: options.outDir,
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      scan: { scanFrom: options.scanFrom, publicOnly: options.publicOnly, pages: options.pages },
      browser: scanning.pool,
      onEvent: (event) => {
        const line = describe(event);
        if (line) options.log(line);
      },
    });
  } finally {
    await scanning.close();
    unguard();
  }
}
