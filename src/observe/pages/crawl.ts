import type { CrawlRecord, CrawlRedirects } from '../../model/index.ts';
import { crawlRedirectsSentence } from '../../shared/crawl-redirects.ts';
import {
  leaveCurrentPage,
  MIN_PAGE_VIEW_MS,
  observeExtraPage,
  type ArmPages,
} from './extra-page-view.ts';
import { crawlTargets } from './link-policy.ts';
import { readPageLinks } from './page-links.ts';
import { readRobots } from './robots.ts';
import { pathOf } from '../site.ts';

export interface CrawlOptions {
  /** Additional pages to visit after the starting page (0 = the crawl is off). */
  pages: number;
  /** Visit paths robots.txt disallows (said in the output). */
  ignoreRobots: boolean;
}

const MAX_SKIPPED = 50;
const MAX_LISTED = 50;

/**
 * The budgeted same-site crawl of the before_consent arm: after the starting page, up to `pages`
 * more pages of the starting page's own host, chosen from its links by priority (pages with forms,
 * the privacy choices, the privacy notice, the main navigation, then other links). It never submits a
 * form, never follows a logout, delete, unsubscribe-like, one-time or action link, stays on http(s),
 * honours robots.txt unless told not to, and stops at `deadline`. Every collector runs on every page
 * (forms and the key-logging probe included). Nothing is clicked: no consent choice is made.
 */
export async function crawlSite(
  pages: ArmPages,
  options: CrawlOptions,
  deadline: number,
): Promise<CrawlRecord> {
  const { runtime, budgets } = pages;
  const { page } = runtime;
  const record: CrawlRecord = {
    requestedPages: options.pages,
    robotsTxt: 'not_needed',
    skipped: [],
  };
  if (options.pages <= 0 || page.isClosed()) return record;
  const skip = (path: string, reason: CrawlRecord['skipped'][number]['reason']) => {
    if (record.skipped.length < MAX_SKIPPED && !record.skipped.some((s) => s.path === path))
      record.skipped.push({ path, reason });
  };
  const start = page.url();
  const { targets, rejected } = crawlTargets(await readPageLinks(page), start);
  const robots = await readRobots(page, options.ignoreRobots);
  record.robotsTxt = robots.state;
  for (const { path } of rejected) skip(path, 'side_effect_link');
  let visited = 0;
  let cutShort = false;
  const walls = new RedirectWalls(pathOf(start));
  for (const target of targets) {
    if (walls.closed()) break;
    if (!robots.allows(target.url)) {
      skip(target.path, 'robots_txt');
      continue;
    }
    if (visited >= options.pages) {
      if (target.via !== 'page_link') skip(target.path, 'page_cap');
      continue;
    }
    if (
      deadline - performance.now() < MIN_PAGE_VIEW_MS ||
      !pages.views.hasRoom() ||
      page.isClosed()
    ) {
      cutShort = true;
      skip(target.path, 'budget');
      continue;
    }
    await leaveCurrentPage(pages);
    visited++;
    const outcome = await observeExtraPage(
      pages,
      { url: target.url, role: 'crawled_page', via: target.via, referer: start },
      Math.min(deadline, performance.now() + budgets.crawlPageMs),
    );
    if (outcome !== 'observed') cutShort = true;
    if (!page.isClosed()) walls.landed(target.path, pathOf(page.url()));
  }
  const redirects = walls.summary(options.pages - visited);
  if (redirects) {
    record.redirects = redirects;
    runtime.limit('crawl_limited', crawlRedirectsSentence(redirects));
  }
  if (cutShort) {
    runtime.limit(
      'crawl_limited',
      `The crawl before consent visited ${visited} of the ${options.pages} pages it may visit, and the time budget or a page's failure kept it from observing some in full (see the scan's pages).`,
    );
  }
  return record;
}

/** After this many crawled pages ended on the same other page, the crawl stops (a login wall). */
const WALL_REPEATS = 3;

/**
 * Crawled pages that redirected to a page the crawl had already seen, or several to the same page (a
 * login wall's /login, a retired section sending everything home): their own content was not
 * observed and the budget went on a repeat; the crawl says so. After `WALL_REPEATS` pages ended on
 * the same other page, it stops following links.
 */
export class RedirectWalls {
  private readonly seen: Set<string>;
  /** Landing page → the crawled pages asked for that ended there. */
  private readonly into = new Map<string, string[]>();
  private stopped = false;

  constructor(startPath: string) {
    this.seen = new Set([startPath]);
  }

  /** A crawled page asked for at `requested` ended at `landed`. */
  landed(requested: string, landed: string): void {
    if (landed !== requested) {
      const from = this.into.get(landed) ?? [];
      if (this.seen.has(landed) && from.length === 0) from.push(''); // the page had been seen itself
      from.push(requested);
      this.into.set(landed, from);
      if (from.filter(Boolean).length >= WALL_REPEATS) this.stopped = true;
    }
    this.seen.add(landed);
  }

  /** Stop following links: the last pages all ended on the same page. */
  closed(): boolean {
    return this.stopped;
  }

  /**
   * What to record, or null when no crawled page ended on a page already seen.
   * `untried`: pages the crawl could still have visited when it stopped.
   */
  summary(untried: number): CrawlRedirects | null {
    const repeats = [...this.into].filter(([, from]) => from.length >= 2);
    if (repeats.length === 0) return null;
    return {
      from: repeats.flatMap(([, list]) => list.filter(Boolean)).slice(0, MAX_LISTED),
      to: repeats.map(([landed]) => landed).slice(0, MAX_LISTED),
      stopped: this.stopped,
      untried: this.stopped ? untried : 0,
    };
  }
}
