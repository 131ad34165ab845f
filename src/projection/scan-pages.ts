/**
 * The Scan's `pages` and `crawl` (issue 14): which pages each arm viewed and what became of them, the
 * same-site links the crawl did not follow, and how the crawl went. Built from the observations'
 * page views; observations made before page views were recorded give neither.
 */
import type { ClassifiedScan } from '../classify/classified.ts';
import { crawlRedirectsSentence } from '../shared/crawl-redirects.ts';
import type { ArmName, Observation, PageView, ScanCrawl, ScanPage } from '../model/index.ts';
import { listPreview } from '../findings/evidence-helpers.ts';
import { safePath } from './sanitize.ts';
import { clip, plural } from '../shared/text.ts';

const ARM_ORDER: readonly ArmName[] = [
  'before_consent',
  'after_reject',
  'after_accept',
  'gpc_on',
  'gpc_off',
];
const MAX_PAGES = 100;

function pageOf(arm: ArmName, view: PageView): ScanPage | null {
  const path = safePath(view.path);
  if (!path) return null;
  const page: ScanPage = { path, role: view.role, arm, status: 'visited' };
  if (typeof view.status === 'number') page.httpStatus = view.status;
  switch (view.outcome) {
    case 'cut_short':
      return { ...page, status: 'limited', limitedBy: 'budget' };
    case 'navigation_failed':
      return { ...page, status: 'failed', limitedBy: 'navigation_failed' };
    case 'http_error':
      return { ...page, status: 'failed', limitedBy: 'http_error' };
    case 'interstitial':
      return { ...page, status: 'failed', limitedBy: 'interstitial' };
    default:
      return page;
  }
}

function crawlOf(before: Observation | undefined): ScanCrawl | null {
  const record = before?.crawl;
  if (!before || !record) return null;
  const crawled = (before.pageViews ?? []).filter((view) => view.role === 'crawled_page');
  const base = {
    requestedPages: record.requestedPages,
    visitedPages: crawled.length,
    robotsTxt: record.robotsTxt,
  };
  if (record.requestedPages === 0) {
    return {
      ...base,
      status: 'off',
      summary:
        'The crawl was off (--pages 0): before consent, only the starting page was observed.',
    };
  }
  const starting = before.pageViews?.[0];
  if (
    !starting ||
    starting.outcome === 'navigation_failed' ||
    starting.outcome === 'interstitial' ||
    record.robotsTxt === 'not_needed'
  ) {
    return {
      ...base,
      status: 'not_run',
      summary: 'The crawl did not run: the starting page could not be observed.',
    };
  }
  const paths = [...new Set(crawled.map((view) => view.path))];
  // Crawled pages that ended on a page already observed (a login wall's /login).
  const redirects = record.redirects ? crawlRedirectsSentence(record.redirects) : null;
  const failed = crawled.filter((view) => view.outcome !== 'observed').length;
  const bySkip = (reason: string) =>
    record.skipped.filter((skip) => skip.reason === reason).map((skip) => skip.path);
  const robots = bySkip('robots_txt');
  const budget = bySkip('budget');
  const sideEffects = bySkip('side_effect_link');
  const parts = [
    crawled.length === 0
      ? 'The crawl found no other page of the site to visit'
      : `The crawl visited ${crawled.length} of up to ${record.requestedPages} pages (${listPreview(paths)}${paths.length < crawled.length ? `: ${plural(paths.length, 'distinct path')}` : ''})`,
  ];
  if (failed > 0) parts.push(`${failed} could not be observed in full`);
  if (redirects) parts.push(redirects.replace(/\.$/, ''));
  if (budget.length > 0) parts.push(`the time budget ended before ${listPreview(budget)}`);
  if (record.robotsTxt === 'unreadable')
    parts.push('robots.txt could not be read, so nothing was crawled');
  if (record.robotsTxt === 'ignored') parts.push('robots.txt was ignored (--ignore-robots)');
  if (robots.length > 0) parts.push(`robots.txt disallows ${listPreview(robots)} (not visited)`);
  if (sideEffects.length > 0)
    parts.push(`side-effect links not followed: ${listPreview(sideEffects)}`);
  const limited =
    failed > 0 ||
    redirects !== null ||
    budget.length > 0 ||
    robots.length > 0 ||
    record.robotsTxt === 'unreadable';
  return {
    ...base,
    status: limited ? 'limited' : 'completed',
    summary: clip(`${parts.join('; ')}.`, 500),
  };
}

export function projectScanPages(scan: ClassifiedScan): { pages?: ScanPage[]; crawl?: ScanCrawl } {
  const observations = ARM_ORDER.flatMap((arm) =>
    scan.arms[arm] ? [scan.arms[arm].observation] : [],
  );
  if (!observations.some((observation) => observation.pageViews)) return {};
  const pages: ScanPage[] = [];
  for (const observation of observations) {
    for (const view of observation.pageViews ?? []) {
      const page = pageOf(observation.arm, view);
      if (page) pages.push(page);
    }
  }
  const before = scan.arms.before_consent?.observation;
  for (const skip of before?.crawl?.skipped ?? []) {
    const path = safePath(skip.path);
    if (path) pages.push({ path, role: 'crawled_page', status: 'skipped', limitedBy: skip.reason });
  }
  const crawl = crawlOf(before);
  return { pages: pages.slice(0, MAX_PAGES), ...(crawl ? { crawl } : {}) };
}
