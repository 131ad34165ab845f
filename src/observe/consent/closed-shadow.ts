import type { Page } from 'playwright-core';
import { isConsentText } from './text-classifier.ts';
import { withTimeout } from './time.ts';

/**
 * Whether the page holds a consent banner inside a CLOSED shadow root — invisible to page scripts,
 * autoconsent and our heuristic alike. Chromium's DevTools protocol still describes such trees
 * (DOM.getDocument with pierce), so the banner can be named as a coverage limitation instead of
 * passing for "no banner". Only asked when the page has an empty custom element without an open
 * shadow root (the usual closed-root host), and bounded in nodes and time.
 */
const HOST_PROBE = String.raw`(() => {
  let looked = 0;
  for (const el of document.querySelectorAll('*')) {
    if (++looked > 5000) break;
    // A custom element with neither an open shadow root nor light-DOM children renders nothing of its
    // own — unless a closed shadow root holds its content (its box may be empty: content is often fixed).
    if (el.tagName.includes('-') && !el.shadowRoot && el.childElementCount === 0) return true;
  }
  return false;
})()`;

interface CdpNode {
  nodeType: number;
  nodeName: string;
  nodeValue?: string;
  shadowRootType?: string;
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
  contentDocument?: CdpNode;
}

const MAX_NODES = 20_000;
const BUTTONISH = new Set(['BUTTON', 'A', 'INPUT']);

/** Text of a (closed) subtree and whether it has clickable elements, bounded. */
function summarise(root: CdpNode): { text: string; buttons: number } {
  const stack: CdpNode[] = [root];
  let text = '';
  let buttons = 0;
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const node = stack.pop()!;
    if (node.nodeType === 3 && text.length < 5_000) text += ` ${node.nodeValue ?? ''}`;
    if (BUTTONISH.has(node.nodeName)) buttons += 1;
    stack.push(...(node.children ?? []), ...(node.shadowRoots ?? []));
  }
  return { text, buttons };
}

function findClosedBanner(document: CdpNode): boolean {
  const stack: CdpNode[] = [document];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const node = stack.pop()!;
    for (const shadow of node.shadowRoots ?? []) {
      if (shadow.shadowRootType === 'closed') {
        const { text, buttons } = summarise(shadow);
        if (buttons > 0 && isConsentText(text)) return true;
      }
      stack.push(shadow);
    }
    stack.push(...(node.children ?? []));
  }
  return false;
}

export async function closedShadowBanner(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  const suspect = await withTimeout(page.evaluate(HOST_PROBE) as Promise<boolean>, 800, false);
  if (!suspect) return false;
  return withTimeout(
    (async () => {
      const session = await page.context().newCDPSession(page);
      try {
        const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
          root: CdpNode;
        };
        return findClosedBanner(root);
      } finally {
        await session.detach().catch(() => undefined);
      }
    })().catch(() => false),
    2_000,
    false,
  );
}
