import type { Observation } from '../model/index.ts';
import type { PageRef } from './classified.ts';

/**
 * The page a record of `observation` was seen on, from its `pageView` index: null for observations
 * made before page views were recorded (their evidence names no page).
 */
export function pageRefOf(observation: Observation, index: number | undefined): PageRef | null {
  const view = observation.pageViews?.[index ?? 0];
  return view ? { path: view.path, role: view.role } : null;
}

/** A page view whose records are not the site's: a bot wall or captcha stood in for it (never the starting page: that one bounds the arm). */
export function walledPageView(observation: Observation, index: number | undefined): boolean {
  return (index ?? 0) > 0 && observation.pageViews?.[index ?? 0]?.outcome === 'interstitial';
}

/** Seen on its arm's starting page (records of observations without page views all were). */
export function onStartingPage(record: { page?: PageRef }): boolean {
  return !record.page || record.page.role === 'starting_page';
}

/** Example fields naming the page (`page`, `pageView`), or none. */
export function pageFields(page: PageRef | null | undefined): {
  page?: string;
  pageView?: PageRef['role'];
} {
  return page ? { page: page.path, pageView: page.role } : {};
}
