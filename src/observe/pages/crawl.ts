import type { CrawlRecord } from '../../model/index.ts';
import {
  leaveCurrentPage,
  MIN_PAGE_VIEW_MS,
  observeExtraPage,
  type ArmPages,
} from './extra-page-view.ts';
import { crawlTargets } from './link-policy.ts';
import { readPageLinks } from './page-links.ts';
import { readRobots } from './robots.ts';

export interface CrawlOptions {
  /** Additional pages to visit after the starting page (0 = the crawl is off). */
  pages: number;
  /** Visit paths robots.txt disallows (said in the output). */
  ignoreRobots: boolean;
}

const MAX_SKIPPED = 50;

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
  for (const target of targets) {
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
  }
  if (cutShort) {
    runtime.limit(
      'crawl_limited',
      `The crawl before consent visited ${visited} of the ${options.pages} pages it may visit, and the time budget or a page's failure kept it from observing some in full (see the scan's pages).`,
    );
  }
  return record;
}
