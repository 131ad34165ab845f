import type { Frame, Page } from 'playwright-core';

/**
 * A probe that types into a field or crops a form scrolls the page to it (Chromium reveals the caret,
 * Playwright scrolls an element into view). That scroll is ours, not a visitor's: scroll-triggered
 * behaviour must not fire because of us, or the before-consent observation shows what our probe
 * caused as what the page does — tarteaucitron with highPrivacy off, Osano cookieconsent with
 * dismissOnScroll and similar "consent by scrolling" banners record consent and start their
 * trackers, and scroll-depth tags fire. So while a probe runs, scroll events of the frame's window
 * are stopped before any listener of the page hears them, and the scroll position is put back
 * before they are let through again. (Intersection observers still see what came into view: lazy
 * images may load.)
 */
const HOLD = "Symbol.for('consentry.scrollHold')";

const HOLD_ON_JS = `(() => {
  const held = window[${HOLD}];
  if (held) { held.depth++; return; }
  const stop = (event) => { event.stopImmediatePropagation(); };
  window.addEventListener('scroll', stop, true);
  Object.defineProperty(window, ${HOLD}, {
    value: { depth: 1, x: window.scrollX, y: window.scrollY, stop },
    configurable: true,
  });
})()`;

/** Puts the scroll position back, lets the scroll events that causes pass (two frames), then listens no more. */
const HOLD_OFF_JS = `(async () => {
  const held = window[${HOLD}];
  if (!held || --held.depth > 0) return;
  window.scrollTo({ left: held.x, top: held.y, behavior: 'instant' });
  await new Promise((resolve) => {
    setTimeout(resolve, 250);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
  });
  window.removeEventListener('scroll', held.stop, true);
  delete window[${HOLD}];
})()`;

/** Runs `probe` with the scroll it causes in `target`'s window unseen by the page (see above). */
export async function withUnseenScroll<T>(
  target: Page | Frame,
  probe: () => Promise<T>,
): Promise<T> {
  await target.evaluate(HOLD_ON_JS).catch(() => {});
  try {
    return await probe();
  } finally {
    await target.evaluate(HOLD_OFF_JS).catch(() => {});
  }
}
