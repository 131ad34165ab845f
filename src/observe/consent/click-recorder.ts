import type { Page } from 'playwright-core';

/** One click the page received (from autoconsent's DOM clicks or ours), as a label and a time. */
export interface RecordedClick {
  label: string;
  /** Arm-relative time (ms since navigation start) when the click reached Node. */
  atMs: number;
  trusted: boolean;
}

const BINDING = '__consentryConsentClick';

/**
 * Runs in every frame before the page's scripts: a capture-phase click listener that reports the label
 * of each clicked control (never input values) through a binding. It is how the consent layer knows
 * what autoconsent clicked, on which layer, and when.
 */
const RECORDER_SCRIPT = `(() => {
  const send = window.${BINDING};
  if (typeof send !== 'function') return;
  const CONTROL = 'button, a, input[type=button], input[type=submit], [role=button], [role=link], [role=switch], [role=checkbox], label, [onclick]';
  document.addEventListener('click', (event) => {
    try {
      const path = typeof event.composedPath === 'function' ? event.composedPath() : [event.target];
      let el = null;
      for (const node of path) {
        if (node && node.nodeType === 1 && node.matches(CONTROL)) { el = node; break; }
      }
      el = el || (path[0] && path[0].nodeType === 1 ? path[0] : null);
      if (!el || el === document.documentElement || el === document.body) return;
      let label = '';
      if (el.tagName === 'INPUT') {
        const type = (el.type || '').toLowerCase();
        label = el.getAttribute('aria-label') || (type === 'button' || type === 'submit' ? el.value : '') || '';
      } else {
        label = (el.innerText || el.textContent || '').trim();
        if (label.length <= 1) label = el.getAttribute('aria-label') || label;
      }
      label = label.replace(/\\s+/g, ' ').trim().slice(0, 200);
      if (label) send({ label: label, trusted: event.isTrusted === true });
    } catch (e) {
      /* never disturb the page */
    }
  }, true);
})();`;

/** Installs the recorder on a page (before navigation) and returns the list it fills; `onClick` sees each click as it arrives. */
export async function installClickRecorder(
  page: Page,
  now: () => number,
  onClick?: (click: RecordedClick) => void,
): Promise<RecordedClick[]> {
  const clicks: RecordedClick[] = [];
  await page.exposeBinding(BINDING, (_source, payload: unknown) => {
    if (clicks.length >= 50 || typeof payload !== 'object' || payload === null) return;
    const { label, trusted } = payload as { label?: unknown; trusted?: unknown };
    if (typeof label !== 'string' || !label) return;
    const click = { label: label.slice(0, 200), atMs: now(), trusted: trusted === true };
    clicks.push(click);
    onClick?.(click);
  });
  await page.addInitScript({ content: RECORDER_SCRIPT });
  return clicks;
}
