import { pathOf } from '../site.ts';
import {
  leaveCurrentPage,
  MIN_PAGE_VIEW_MS,
  observeExtraPage,
  type ArmPages,
} from './extra-page-view.ts';
import { nextViewTarget } from './link-policy.ts';
import { readPageLinks } from './page-links.ts';

const ROLE_TEXT = {
  after_reject: 'after the refusal',
  after_accept: 'after the acceptance',
  gpc_on: 'with GPC on',
} as const;

/**
 * Arms whose next page view follows the link by clicking it, as the visitor who just chose does: a
 * single-page app's route change (history.pushState) is then its page view, with the route hooks
 * that send virtual page views, which a document load of the same URL never runs. The GPC arm loads
 * the page instead: its banner is still up, and a click on the page can count as consent for some
 * CMPs.
 */
const CLICK_ARMS = new Set(['after_reject', 'after_accept']);

/**
 * The page view after a choice (Reject and Accept arms) or with GPC on: hard-coded tags fire on page
 * views, not on clicks, so the click's own page view shows nothing new. In the same context, a
 * same-site link of the current page (the main navigation first) — or a reload when it has none — is
 * followed and observed like the first. Bounded by the arm's deadline; what kept it from happening is a
 * `page_view_limited` note (informational: the starting page's evidence stands).
 */
export async function viewNextPage(pages: ArmPages, deadline: number): Promise<void> {
  const { runtime, views } = pages;
  const { page } = runtime;
  const when =
    runtime.arm in ROLE_TEXT
      ? ROLE_TEXT[runtime.arm as keyof typeof ROLE_TEXT]
      : 'after the starting page';
  if (page.isClosed() || !views.hasRoom()) return;
  if (deadline - performance.now() < MIN_PAGE_VIEW_MS) {
    runtime.limit(
      'page_view_limited',
      `No page view was made ${when}: the ${runtime.arm} arm's budget was spent on the starting page.`,
    );
    return;
  }
  await leaveCurrentPage(pages);
  const from = page.url();
  const target = nextViewTarget(await readPageLinks(page), from);
  const outcome = await observeExtraPage(
    pages,
    target
      ? {
          url: target.url,
          role: 'next_page_view',
          via: target.via,
          referer: from,
          click: CLICK_ARMS.has(runtime.arm),
        }
      : { url: from, role: 'next_page_view', via: 'reload' },
    deadline,
  );
  if (outcome === 'observed') return;
  const path = target?.path ?? pathOf(from);
  const what = {
    cut_short: `was cut short by the ${runtime.arm} arm's budget before the network was quiet`,
    navigation_failed: 'could not be loaded',
    http_error: 'answered with an HTTP error',
    interstitial: 'showed a bot wall or captcha instead of the site',
  }[outcome];
  runtime.limit(
    'page_view_limited',
    `The page view ${when} (${path}) ${what}; its evidence is limited to what was seen before.`,
  );
}
