import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import type { PageView, PageViewOutcome, PageViewRole, PageViewVia } from '../../model/index.ts';
import { pathOf } from '../site.ts';

/** Page views kept per arm (the schema's bound); later main-frame documents stay on the last one. */
const MAX_PAGE_VIEWS = 50;

function mainFrameNavigation(page: Page, request: Request): boolean {
  if (!request.isNavigationRequest()) return false;
  try {
    return request.frame() === page.mainFrame();
  } catch {
    return false; // a service-worker request has no frame
  }
}

/**
 * The page views of one arm: each main-frame document is one, in order (index 0 = the starting page).
 * The arm plans the views it makes itself (the next page view, crawled pages) before navigating; any
 * other main-frame navigation (a consent flow's link to a privacy-choices page, a script redirect) is
 * a page view too, with the role the arm says for that moment. Records of the arm carry the index of
 * the view that was current when they happened (`pageView`), so evidence can name its page.
 *
 * Install it before the collectors: its request listener must run first, so the request that starts
 * a new document already belongs to that document.
 */
export class PageViews {
  private readonly views: PageView[];
  /** The next main-frame navigation request starts a view the arm already planned. */
  private planned = true;

  constructor(
    startUrl: string,
    private readonly elapsedMs: () => number,
  ) {
    this.views = [
      {
        path: pathOf(startUrl),
        role: 'starting_page',
        startedMs: 0,
        status: null,
        outcome: 'observed',
      },
    ];
  }

  install(context: BrowserContext, page: Page, unplannedRole: () => PageViewRole): void {
    context.on('request', (request) => {
      if (!mainFrameNavigation(page, request) || request.redirectedFrom()) return;
      if (this.planned) {
        this.planned = false;
        return;
      }
      this.push({
        path: pathOf(request.url()),
        role: unplannedRole(),
        startedMs: this.elapsedMs(),
        status: null,
        outcome: 'observed',
      });
    });
    context.on('response', (response: Response) => {
      const request = response.request();
      if (!mainFrameNavigation(page, request)) return;
      const status = response.status();
      if (status >= 300 && status < 400) return;
      const view = this.views.at(-1)!;
      view.status = status;
      view.path = pathOf(response.url());
    });
  }

  private push(view: PageView): void {
    if (this.views.length < MAX_PAGE_VIEWS) this.views.push(view);
  }

  /** Index of the current page view. */
  current(): number {
    return this.views.length - 1;
  }

  /** Room for another page view. */
  hasRoom(): boolean {
    return this.views.length < MAX_PAGE_VIEWS;
  }

  /** A page view the arm is about to make itself; returns its index. */
  plan(url: string, role: PageViewRole, via: PageViewVia): number {
    this.planned = true;
    this.push({
      path: pathOf(url),
      role,
      via,
      startedMs: this.elapsedMs(),
      status: null,
      outcome: 'observed',
    });
    return this.current();
  }

  /**
   * The planned page view was reached without a new document (a single-page app's route change): no
   * navigation request will start it, so the next unplanned document is a page view of its own. It
   * keeps the status of the document it lives in.
   */
  reachedInDocument(index: number): void {
    this.planned = false;
    const view = this.views[index];
    const previous = this.views[index - 1];
    if (view && previous) view.status = previous.status;
  }

  /** What became of page view `index` (default `observed`). */
  settle(index: number, outcome: PageViewOutcome): void {
    const view = this.views[index];
    if (view) view.outcome = outcome;
  }

  get(index: number): Readonly<PageView> | undefined {
    return this.views[index];
  }

  list(): PageView[] {
    return this.views.map((view) => ({ ...view }));
  }
}
