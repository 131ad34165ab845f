import type { ElementHandle, Page, Request } from 'playwright-core';

/** How long a click may take to start a navigation (a document request, or a route change). */
const CLICK_NAVIGATION_MS = 3_000;
/** How long the click itself may wait for the link to be clickable (visible, not covered). */
const CLICK_MS = 2_000;

/**
 * Finds the visible link of the main frame that leads to `url` (fragment ignored), as a visitor would
 * click it: no other target, no download.
 */
const FIND_LINK_JS = `(url) => {
  const strip = (href) => { try { const u = new URL(href); u.hash = ''; return u.href; } catch { return null; } };
  for (const a of document.querySelectorAll('a[href], area[href]')) {
    if (strip(a.href) !== url) continue;
    const target = (a.getAttribute('target') || '').toLowerCase();
    if ((target && target !== '_self') || a.hasAttribute('download')) continue;
    if (a.getClientRects().length === 0) continue;
    return a;
  }
  return null;
}`;

async function findLink(page: Page, url: string): Promise<ElementHandle | null> {
  try {
    const handle = await page
      .mainFrame()
      .evaluateHandle(`(${FIND_LINK_JS})(${JSON.stringify(url)})`);
    const link = handle.asElement();
    if (!link) await handle.dispose();
    return link;
  } catch {
    return null; // the page navigated away or was closed
  }
}

export type FollowedBy = 'document' | 'same_document';

/**
 * Follows a same-site link of the current page by clicking it, as a visitor does, so that a
 * single-page app changes its route (history.pushState) the way it does for a visitor — its route
 * hooks fire, a document load would not run them — and an ordinary site loads the next document.
 * Resolves with what the click did: a new document (loaded to DOMContentLoaded), a same-document
 * navigation (the URL changed without a new document), or null when no clickable link leads there
 * or the click changed nothing: the caller then loads the page itself.
 */
export async function followLinkByClick(
  page: Page,
  url: string,
  timeoutMs: number,
): Promise<FollowedBy | null> {
  if (page.isClosed()) return null;
  const frame = page.mainFrame();
  const link = await findLink(page, url);
  if (!link) return null;
  let documentRequest = false;
  const onRequest = (request: Request) => {
    try {
      if (request.isNavigationRequest() && request.frame() === frame) documentRequest = true;
    } catch {
      // a service-worker request has no frame
    }
  };
  page.on('request', onRequest);
  const navigated = page
    .waitForEvent('framenavigated', {
      predicate: (f) => f === frame,
      timeout: Math.min(CLICK_NAVIGATION_MS, timeoutMs),
    })
    .then(
      () => true,
      () => false,
    );
  let clicked = true;
  try {
    await link.click({ timeout: Math.min(CLICK_MS, timeoutMs) });
  } catch {
    clicked = false;
  }
  await link.dispose().catch(() => undefined);
  const committed = clicked || documentRequest ? await navigated : false;
  page.off('request', onRequest);
  if (documentRequest) return awaitDocument(page, committed, timeoutMs);
  return committed ? 'same_document' : null;
}

/** The click started a document request: waits for the new document's DOMContentLoaded. */
async function awaitDocument(
  page: Page,
  committed: boolean,
  timeoutMs: number,
): Promise<FollowedBy | null> {
  try {
    if (!committed)
      await page.waitForEvent('framenavigated', {
        predicate: (f) => f === page.mainFrame(),
        timeout: timeoutMs,
      });
    await page.waitForLoadState('domcontentloaded', { timeout: timeoutMs });
    return 'document';
  } catch {
    return null;
  }
}
