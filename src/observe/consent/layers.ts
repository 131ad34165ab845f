import type { Page } from 'playwright-core';
import {
  pickBanner,
  scanPage,
  type BannerRoot,
  type PageScan,
  type ScannedControl,
  type ScannedToggle,
} from './banner-scan.ts';
import { CLICK_BUDGET_MS, clickElement, setToggle } from './click.ts';
import { REFUSAL_INTENTS, type ControlIntent } from './text-classifier.ts';
import { sleep } from './time.ts';
import type { FlowContext } from './types.ts';

/** Helpers shared by the action flows: picking controls, clicking them, waiting for the next layer. */

const LAYER_WAIT_MS = 2_500;
const LAYER_POLL_MS = 250;
/** How long a flow waits for a page its click navigated to (a slow server), within its deadline. */
const NAVIGATION_WAIT_MS = 10_000;
/** How long a page a click led to may take to run its own scripts before the flow acts on it. */
const DOCUMENT_SETTLE_MS = 4_000;
const DOCUMENT_QUIET_MS = 500;
/** A failed click is tried again only with this much of the deadline left, after this pause. */
const RETRY_ROOM_MS = 1_500;
const RETRY_PAUSE_MS = 250;

/** The first control of `root` with one of the intents, in the order of `intents`. */
export function pick(
  root: BannerRoot | null,
  intents: readonly ControlIntent[],
  options: { inPage?: boolean } = {},
): ScannedControl | null {
  if (!root) return null;
  for (const intent of intents) {
    const found = root.controls.find(
      (control) => control.intent === intent && (options.inPage !== true || !control.navigates),
    );
    if (found) return found;
  }
  return null;
}

export function hasIntent(root: BannerRoot | null, intents: readonly ControlIntent[]): boolean {
  return Boolean(root?.controls.some((control) => intents.includes(control.intent)));
}

/**
 * Clicks a scanned control; returns the arm time just before the click, or null when it failed.
 * A `decisive` click (the one expressing the choice) first signals `beforeDecision`.
 */
export async function clickControl(
  ctx: FlowContext,
  scan: PageScan,
  control: ScannedControl,
  decisive = false,
): Promise<number | null> {
  return onceMore(
    ctx,
    scan,
    control,
    (fresh) => sameControl(fresh, control),
    (current, found) => clickOnce(ctx, current, found, decisive),
  );
}

/** Sets a scanned switch or checkbox to `checked`; true when it now reads so. */
export async function setToggleControl(
  ctx: FlowContext,
  scan: PageScan,
  toggle: ScannedToggle,
  checked: boolean,
): Promise<boolean> {
  const set = async (current: PageScan, found: ScannedToggle) => {
    const handle = await current.toggleHandle(found);
    if (!handle) return null;
    const done = await setToggle(handle, checked);
    await handle.dispose().catch(() => undefined);
    return done ? true : null;
  };
  const sameToggle = (fresh: PageScan) =>
    fresh.toggles.find((t) => t.frame === toggle.frame && t.label === toggle.label);
  return (await onceMore(ctx, scan, toggle, sameToggle, set)) === true;
}

/**
 * Runs `attempt` on `item` of `scan`; when it fails (null), tries once more on a fresh scan, with the item
 * `findAgain` finds there, if the deadline leaves room and the page stayed. A page that re-renders its controls
 * (a templating library redrawing a form when a switch changes) leaves the scanned element detached, and a
 * renderer busy running the page's scripts can let one lookup or click time out.
 */
async function onceMore<T, R>(
  ctx: FlowContext,
  scan: PageScan,
  item: T,
  findAgain: (fresh: PageScan) => T | undefined,
  attempt: (current: PageScan, item: T) => Promise<R | null>,
): Promise<R | null> {
  const navigationsBefore = ctx.navigation.requested();
  const result = await attempt(scan, item);
  if (
    result !== null ||
    ctx.page.isClosed() ||
    ctx.navigation.requested() > navigationsBefore ||
    ctx.deadline.remaining() < RETRY_ROOM_MS
  )
    return result;
  await sleep(RETRY_PAUSE_MS);
  const fresh = await scanPage(ctx.page);
  try {
    const again = findAgain(fresh);
    return again === undefined ? null : await attempt(fresh, again);
  } finally {
    await fresh.dispose();
  }
}

/** The same frame's control with the same label and intent in another scan, if it is still shown. */
const sameControl = (scan: PageScan, control: ScannedControl) =>
  [...scan.roots.flatMap((root) => root.controls), ...scan.optOutLinks].find(
    (c) => c.frame === control.frame && c.label === control.label && c.intent === control.intent,
  );

async function clickOnce(
  ctx: FlowContext,
  scan: PageScan,
  control: ScannedControl,
  decisive: boolean,
): Promise<number | null> {
  const handle = await scan.controlHandle(control);
  if (!handle) return null;
  if (decisive) ctx.beforeDecision();
  const at = ctx.runtime.elapsedMs();
  const ok = await clickElement(
    handle,
    Math.max(300, ctx.deadline.cap(CLICK_BUDGET_MS)),
    ctx.navigation,
  );
  await handle.dispose().catch(() => undefined);
  return ok ? at : null;
}

/**
 * After a click that should reveal another layer (settings, a privacy-choices dialog, a new page),
 * rescans until a container satisfying `want` is visible, or the wait ends. The first scan's handles
 * stay valid; the caller disposes both scans.
 */
export async function waitForLayer(
  ctx: FlowContext,
  want: (root: BannerRoot) => boolean,
): Promise<{ scan: PageScan; root: BannerRoot } | null> {
  let until = performance.now() + ctx.deadline.cap(LAYER_WAIT_MS);
  while (performance.now() < until && !ctx.page.isClosed()) {
    await sleep(Math.min(LAYER_POLL_MS, until - performance.now()));
    if (ctx.page.isClosed()) break;
    // A page the click navigated to gets the whole layer wait once it has loaded.
    if (await ctx.navigation.settled(ctx.deadline.cap(NAVIGATION_WAIT_MS))) {
      await settleDocument(ctx);
      until = Math.max(until, performance.now() + ctx.deadline.cap(LAYER_WAIT_MS));
    }
    await ctx.page
      .waitForLoadState('domcontentloaded', { timeout: Math.max(1, ctx.deadline.cap(1_500)) })
      .catch(() => undefined);
    const scan = await scanPage(ctx.page);
    const root = pickBanner(scan.roots.filter(want)) ?? scan.roots.find(want) ?? null;
    if (root) return { scan, root };
    await scan.dispose();
  }
  return null;
}

/**
 * A page is acted on once its own scripts have run, as a visitor reads a page before choosing: its load
 * event, then no script in flight for a moment (at most DOCUMENT_SETTLE_MS). This holds for the starting
 * page, whose CMP may show its banner while it injects the tags it allows before a choice (an opt-out
 * set-up), and for a page a click led to (a "Your privacy choices" page, a cookie settings page).
 * Otherwise tags loaded before the choice would run after a choice made within milliseconds of the
 * banner, and count as the site ignoring that choice.
 */
export async function settleDocument(
  ctx: FlowContext,
  ms: number = DOCUMENT_SETTLE_MS,
): Promise<void> {
  if (ms <= 0) return;
  const until = performance.now() + ctx.deadline.cap(Math.min(ms, DOCUMENT_SETTLE_MS));
  const left = () => Math.max(1, until - performance.now());
  await ctx.page.waitForLoadState('load', { timeout: left() }).catch(() => undefined);
  await waitUntil(ctx, () => ctx.settle.settled(DOCUMENT_QUIET_MS), left());
}

/** Polls `ready` until it holds, at most `ms` within the flow's deadline. */
export async function waitUntil(
  ctx: FlowContext,
  ready: () => boolean,
  ms: number,
): Promise<boolean> {
  const until = performance.now() + ctx.deadline.cap(ms);
  while (!ready()) {
    const left = until - performance.now();
    if (left <= 0 || ctx.page.isClosed()) return false;
    await sleep(Math.min(100, left));
  }
  return true;
}

const CLOSE_WAIT_MS = 700;

/**
 * The decisive click, made to count: click, wait for the banner to close, and if it is still there with
 * the same control visible and nothing was stored (a CMP that shows its buttons before wiring them),
 * click once more.
 * Returns the arm time of the first click, or null when no click went through.
 */
export async function clickDecisive(
  ctx: FlowContext,
  scan: PageScan,
  root: BannerRoot,
  control: ScannedControl,
): Promise<number | null> {
  const at = await clickControl(ctx, scan, control, true);
  if (at === null) return null;
  if (await waitUntilClosed(scan, root, ctx.deadline.cap(CLOSE_WAIT_MS))) return at;
  // Still visible: a banner fading out after a registered choice, or a page the click is reloading or
  // leaving (its document goes away with the banner), is left alone.
  if (ctx.navigation.pending() || (await ctx.registeredSince())) return at;
  const handle = await scan.controlHandle(control);
  if (handle && (await handle.isVisible().catch(() => false)) && ctx.deadline.remaining() > 500) {
    await clickElement(handle, ctx.deadline.cap(2_000), ctx.navigation);
    await waitUntilClosed(scan, root, ctx.deadline.cap(CLOSE_WAIT_MS));
  }
  await handle?.dispose().catch(() => undefined);
  return at;
}

/** Whether the banner container is gone (hidden or removed) within `ms`. */
export async function waitUntilClosed(
  scan: PageScan,
  root: BannerRoot,
  ms: number,
): Promise<boolean> {
  const until = performance.now() + ms;
  const handle = await scan.rootHandle(root);
  if (!handle) return true;
  try {
    while (performance.now() < until) {
      const visible = await handle.isVisible().catch(() => false);
      if (!visible) return true;
      await sleep(100);
    }
    return false;
  } finally {
    await handle.dispose().catch(() => undefined);
  }
}

const REOPEN_RECHECK_MS = 700;
/** Looks beyond the two that may go unanswered before the check gives up (and says "not shown"). */
const UNANSWERED_LOOKS = 4;

/**
 * A consent banner (accept and refuse) visible after the decision means the choice did not stick. A
 * banner still fading out is given a moment: it must be visible on two looks. Its absence must hold on two
 * looks too: a banner a site brings back a moment after the click comes later than that on a busy
 * renderer. A look the page did not answer in time is taken again, a few times at most: no answer is not
 * "no banner".
 */
export async function bannerStillShown(page: Page): Promise<boolean> {
  let seen = 0;
  let absent = 0;
  for (let look = 0; look < 2 + UNANSWERED_LOOKS && seen < 2 && absent < 2; look++) {
    if (page.isClosed()) return false;
    if (look > 0) await sleep(REOPEN_RECHECK_MS);
    const scan = await scanPage(page);
    try {
      if (!scan.answered) continue;
      const banner = scan.banner;
      if (banner && hasIntent(banner, ['accept']) && hasIntent(banner, REFUSAL_INTENTS)) seen++;
      else absent++;
    } finally {
      await scan.dispose();
    }
  }
  return seen >= 2;
}
