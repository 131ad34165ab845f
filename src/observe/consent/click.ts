import type { ElementHandle } from 'playwright-core';
import type { MainFrameNavigation } from './main-frame-navigation.ts';
import { withTimeout } from './time.ts';

// Room for a busy machine (a batch at full concurrency, a loaded server): a renderer that answers late
// must not turn a click that lands into click_failed. A control the trusted click cannot reach (covered,
// animating) costs its timeout; the DOM click answers at once unless the renderer is starved, and then a
// click given up on would still land later, behind the flow's back — so it is waited for longer.
const TRUSTED_CLICK_TIMEOUT_MS = 3_000;
const DOM_CLICK_TIMEOUT_MS = 5_000;
/** What a flow gives one click (trusted, then DOM), within its deadline. */
export const CLICK_BUDGET_MS = TRUSTED_CLICK_TIMEOUT_MS + DOM_CLICK_TIMEOUT_MS;

/*
 * In-page functions are built at run time from source text, so what Playwright sends to the page is
 * exactly this text: a bundler's helpers (esbuild's keepNames `__name`) cannot leak into the page.
 */
const inPage = <A, R>(source: string) =>
  new Function(`return ${source}`)() as (el: Node, arg: A) => R;

const domClickInPage = inPage<void, boolean>(`(el) => {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  el.click();
  return true;
}`);

/**
 * Clicks a control like a user would (scrolled into view, actionability checks, trusted event); if
 * that fails (covered, animating, detached frame), falls back to a DOM click. True when a click was
 * delivered. Never throws.
 * A trusted click waits for the navigation it starts to commit: a link to a page slow to answer (or a
 * busy machine) runs it past its timeout. With `navigation`, a click that started a main-frame
 * navigation counts as delivered, and is not clicked again (the flow waits for the page itself).
 */
export async function clickElement(
  handle: ElementHandle,
  budgetMs: number,
  navigation?: MainFrameNavigation,
): Promise<boolean> {
  const trustedTimeout = Math.max(200, Math.min(TRUSTED_CLICK_TIMEOUT_MS, budgetMs * 0.4));
  const navigationsBefore = navigation?.requested() ?? 0;
  try {
    await handle.click({ timeout: trustedTimeout });
    return true;
  } catch {
    if (navigation && navigation.requested() > navigationsBefore) return true;
    // else fall through to a DOM click
  }
  const delivered = await withTimeout(
    handle.evaluate(domClickInPage),
    Math.max(200, Math.min(DOM_CLICK_TIMEOUT_MS, budgetMs - trustedTimeout)),
    false,
  );
  return delivered === true;
}

/**
 * Sets a checkbox or switch to `checked` with a DOM click (styled switches hide the real input). A detached
 * element (the page re-rendered it) would change and read back as set while the page's switch did not.
 */
const setToggleInPage = inPage<boolean, boolean>(`(el, wanted) => {
  if (!el.isConnected) return false;
  const read = () => (el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true');
  if (read() !== wanted && el instanceof HTMLElement) el.click();
  return read() === wanted;
}`);

export async function setToggle(handle: ElementHandle, checked: boolean): Promise<boolean> {
  const result = await withTimeout(
    handle.evaluate(setToggleInPage, checked),
    DOM_CLICK_TIMEOUT_MS,
    false,
  );
  return result === true;
}
