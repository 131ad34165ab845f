import type { ArmName, ScanFrom } from '../model/index.ts';

export type ViewportName = 'desktop' | 'mobile';

export interface ArmBudgets {
  /**
   * Main-document navigation (to DOMContentLoaded), when the user set one. Unset (the default): a slow
   * server is waited for as long as the arm's budget allows, keeping `observeReserveMs` for observing.
   */
  navigationMs?: number | undefined;
  /** Of the arm's budget, what an unbounded navigation leaves for observing the page. */
  observeReserveMs: number;
  /** A main document slower than this is noted in coverage (`slow_response`, informational). */
  slowResponseMs: number;
  /** Whole arm, navigation and consent action included. */
  armMs: number;
  /** Network idle needed to call the page quiet. */
  quietMs: number;
  /** Observe at least this long after navigation before calling the page quiet (late tags). */
  minObserveMs: number;
  /** After a consent click, observe at least this long (reloads, tags released by consent). */
  postActionMs: number;
  /** Time the consent layer may spend finding and clicking the banner. */
  consentMs: number;
  /** A request open longer than this is a long poll. */
  longPollMs: number;
  /** The before-consent crawl as a whole (on top of `armMs`), however many pages it may visit. */
  crawlMs: number;
  /** One crawled page, navigation included. */
  crawlPageMs: number;
}

export const DEFAULT_BUDGETS: ArmBudgets = {
  armMs: 30_000,
  observeReserveMs: 6_000,
  slowResponseMs: 8_000,
  quietMs: 600,
  minObserveMs: 2_000,
  postActionMs: 1_000,
  consentMs: 8_000,
  longPollMs: 4_000,
  crawlMs: 30_000,
  crawlPageMs: 8_000,
};

/**
 * Additional pages the before-consent crawl visits unless told otherwise (`--pages`), where one page
 * is scanned at a time (`consentry scan`, the Action). Measured on the realistic tier (2 cores): a
 * crawled page costs ≈ 1.6 CPU-s, about as much as one arm, so these 4 add ≈ 6 CPU-s to a scan.
 */
export const DEFAULT_CRAWL_PAGES = 4;
/**
 * The default where throughput is the point (`batch`, `serve`, `worker`): a crawled page costs more
 * than a third of what a scan may cost at the batch target (≥ 25 scans/min on two cores ≈ 4 CPU-s per
 * scan), so lists are scanned on their starting pages unless `--pages` says otherwise.
 */
export const DEFAULT_LIST_CRAWL_PAGES = 0;
/** The most `--pages` may ask for. */
export const MAX_CRAWL_PAGES = 20;

/** How long the before-consent crawl may take with these budgets (0 when it is off). */
export function crawlBudgetMs(
  budgets: Pick<ArmBudgets, 'crawlMs' | 'crawlPageMs'>,
  pages: number,
): number {
  return pages > 0 ? Math.min(budgets.crawlMs, pages * budgets.crawlPageMs) : 0;
}

export interface ArmSpec {
  arm: ArmName;
  url: string;
  scanFrom: ScanFrom;
  viewport: ViewportName;
  budgets: ArmBudgets;
  /** The CMP rule already detected for this site, so action arms try only that one. */
  consentRule?: string | undefined;
  /**
   * How long this arm's consent layer may look for the banner and act (default `budgets.consentMs`):
   * longer in the arm that decides whether a scan needs its Reject and Accept arms, and in action arms
   * whose banner showed late in that arm.
   */
  consentWindowMs?: number | undefined;
  /** With evidence of a banner still to come, how long detection keeps looking after it (default 3 500). */
  lateBannerWaitMs?: number | undefined;
  /** Take screenshots (the banner, masked form crops); default true. Off when nothing will keep them. */
  screenshots?: boolean | undefined;
  /**
   * The Reject, Accept and GPC arms view one more page after their choice (default true). Off only to
   * measure what that page view costs (bench:scan).
   */
  nextPageView?: boolean | undefined;
  /** The before_consent arm's same-site crawl (other arms ignore it); absent = off. */
  crawl?: { pages: number; ignoreRobots: boolean } | undefined;
}

export const VIEWPORTS: Record<ViewportName, { width: number; height: number; mobile: boolean }> = {
  desktop: { width: 1366, height: 768, mobile: false },
  mobile: { width: 390, height: 844, mobile: true },
};

export const REGION: Record<
  ScanFrom,
  { locale: string; timezoneId: string; acceptLanguage: string }
> = {
  eu_ie: { locale: 'en-IE', timezoneId: 'Europe/Dublin', acceptLanguage: 'en-IE,en;q=0.9' },
  california: {
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
    acceptLanguage: 'en-US,en;q=0.9',
  },
};
