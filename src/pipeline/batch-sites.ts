/**
 * The sites of one batch run: what the output directory already holds (resumed), what is left to
 * scan, each committed site by its page URL, and the summary and end-of-run files once the run
 * stops. Shared by the local batch (batch.ts) and the distributed one (distributed-batch.ts).
 */
import { summarizeBatch, type BatchSiteSummary } from '../projection/batch-summary.ts';
import { pageUrl } from '../projection/scan.ts';
import type { BatchList, BatchTarget } from './batch-input.ts';
import type { RecoveredBatch } from './batch-output.ts';
import { writeBatchSummaryFiles } from './batch-summary-files.ts';

export class BatchSites {
  private readonly sites: Map<string, BatchSiteSummary>;
  /** Targets not committed when the run began, in list order. */
  readonly todo: BatchTarget[];

  constructor(
    private readonly list: BatchList,
    recovered: RecoveredBatch,
  ) {
    this.sites = recovered.sites;
    for (const target of list.targets) {
      const site = this.sites.get(target.key) ?? this.sites.get(pageUrl(target.url));
      if (site) site.line = target.line;
    }
    this.todo = list.targets.filter((target) => !this.isDone(target));
  }

  isDone(target: BatchTarget): boolean {
    return this.sites.has(target.key) || this.sites.has(pageUrl(target.url));
  }

  /** A committed scan of `target`. */
  record(target: BatchTarget, site: BatchSiteSummary): void {
    site.line = target.line;
    this.sites.set(site.url, site);
    // The list's key names the page even when the Scan's url differs (a redacted path segment).
    if (site.url !== target.key) this.sites.set(target.key, site);
  }

  /** Writes summary.json, summary.md and report.html; `stopped`: the run ended on a signal. */
  async finish(options: { source: string; outDir: string; stopped: boolean }) {
    // Page URLs (no query string: outputs never carry one).
    const pendingUrls = this.todo
      .filter((target) => !this.isDone(target))
      .map((target) => target.key);
    const interrupted = pendingUrls.length > 0 && options.stopped;
    const summary = summarizeBatch({
      source: options.source,
      sites: [...new Map([...this.sites.values()].map((site) => [site.scanId, site])).values()],
      targetCount: this.list.targets.length,
      pendingUrls,
      unusableLines: this.list.unusable,
      duplicateLines: this.list.duplicates,
      interrupted,
    });
    const files = await writeBatchSummaryFiles(options.outDir, summary);
    return { summary, interrupted, files };
  }
}
