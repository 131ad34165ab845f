import type { PageViewOutcome, PageViewRole, PageViewVia } from '../../model/index.ts';
import type { ArmBudgets } from '../arm-spec.ts';
import type { Collector } from '../arm-runtime.ts';
import type { NetworkCollector } from '../collectors/network.ts';
import type { InterstitialKind } from '../collectors/interstitial.ts';
import { navigationErrorCode } from '../navigation-error.ts';
import { waitForQuiet } from '../quiet.ts';
import { followLinkByClick } from './follow-link.ts';
import type { ArmRuntimeState } from '../runtime.ts';
import type { PageViews } from './page-views.ts';

/** What an arm lends the page views it makes after its starting page. */
export interface ArmPages {
  runtime: ArmRuntimeState;
  views: PageViews;
  network: NetworkCollector;
  /** Every collector of the arm (behaviour ones included): probes run on each page view, `leavePage` before leaving it. */
  collectors: readonly Collector<unknown>[];
  /** Looks for a bot wall or captcha standing in for the current page. */
  interstitial: () => Promise<InterstitialKind>;
  budgets: ArmBudgets;
}

/** Below this much time left, another page view would be cut short before its tags fired: not started. */
export const MIN_PAGE_VIEW_MS = 3_000;

/** Lets every page-reading collector read the current page view before the arm navigates away. */
export async function leaveCurrentPage(pages: ArmPages): Promise<void> {
  const { runtime } = pages;
  for (const collector of pages.collectors) {
    if (!collector.leavePage || runtime.page.isClosed()) continue;
    await collector
      .leavePage(runtime)
      .catch((error: unknown) =>
        runtime.reportError('collector', `${collector.name}_leave_failed`, String(error)),
      );
  }
}

/**
 * One more page view in the arm's context, observed like the starting page: navigate, watch the
 * network until quiet (at least `minObserveMs`), run the probes, wait for quiet again, and look for an
 * interstitial. Never throws; the outcome is recorded on the page view and returned.
 */
export async function observeExtraPage(
  pages: ArmPages,
  target: {
    url: string;
    role: PageViewRole;
    via: PageViewVia;
    referer?: string | undefined;
    /** Follow the link by clicking it on the current page (see followLinkByClick), else load the URL. */
    click?: boolean;
  },
  deadline: number,
): Promise<PageViewOutcome> {
  const { runtime, views, network, budgets } = pages;
  const { page } = runtime;
  const index = views.plan(target.url, target.role, target.via);
  const navigatedAt = performance.now();
  try {
    const timeout = Math.max(
      1,
      Math.min(budgets.navigationMs ?? Infinity, deadline - navigatedAt - 1_000),
    );
    const followed =
      target.click && target.via !== 'reload'
        ? await followLinkByClick(page, target.url, timeout)
        : null;
    if (followed === 'same_document') views.reachedInDocument(index);
    if (followed === null) {
      if (target.via === 'reload') await page.reload({ waitUntil: 'domcontentloaded', timeout });
      else
        await page.goto(target.url, {
          waitUntil: 'domcontentloaded',
          timeout,
          ...(target.referer ? { referer: target.referer } : {}),
        });
    }
  } catch (error) {
    const message =
      String(error instanceof Error ? error.message : error).split('\n')[0] ?? 'navigation failed';
    runtime.reportError(
      'navigation',
      navigationErrorCode(message),
      `Page view ${index} (${views.get(index)?.path ?? '/'}): ${message}`.slice(0, 500),
    );
    views.settle(index, 'navigation_failed');
    return 'navigation_failed';
  }
  const quietOptions = {
    quietMs: budgets.quietMs,
    longPollMs: budgets.longPollMs,
    deadline,
    abort: () => page.isClosed(),
  };
  let quiet = await waitForQuiet(network, {
    ...quietOptions,
    notBefore: navigatedAt + budgets.minObserveMs,
  });
  const probes = pages.collectors.filter((collector) => collector.probe);
  if (probes.length > 0 && !page.isClosed() && performance.now() < deadline) {
    for (const collector of probes) {
      await collector.probe!(runtime).catch((error: unknown) =>
        runtime.reportError('detector', `${collector.name}_probe_failed`, String(error)),
      );
    }
    quiet = await waitForQuiet(network, { ...quietOptions, notBefore: performance.now() });
  }
  const status = views.get(index)?.status ?? null;
  let outcome: PageViewOutcome = quiet === 'budget_exhausted' ? 'cut_short' : 'observed';
  if ((await pages.interstitial()) !== null) outcome = 'interstitial';
  else if (status !== null && status >= 400) outcome = 'http_error';
  views.settle(index, outcome);
  return outcome;
}
