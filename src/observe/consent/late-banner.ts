import type { Page, Request } from 'playwright-core';
import { CMP_CONTAINERS, CMP_PATH_WORDS, CMP_SCRIPT_HOSTS } from './platforms/index.ts';
import { withTimeout } from './time.ts';

/**
 * Evidence that a consent banner is still to come, so that detection does not answer "no banner"
 * too early on a page whose CMP shows it after a timer or the first interaction — while a page with
 * no such evidence still gets its quick answer.
 *
 * - `cmp_script`: a script or frame from a known CMP host, or whose path names consent/cookies/a CMP
 *   (the platforms' hosts and path words: platforms/);
 * - `consent_api`: __tcfapi defined (a TCF CMP stub shows a banner to a new visitor; US `__gpp` /
 *   `__uspapi` pages often never do, so they are no evidence);
 * - `hidden_banner`: consent markup in the DOM (a platform's banner container, or a cookie/consent-named
 *   element with consent text and buttons) that is not visible yet.
 */
export type LateBannerEvidence = 'cmp_script' | 'consent_api' | 'hidden_banner';

/** A consent-named script path on any host; the platforms' own path words are added (platforms/). */
const CMP_PATH = new RegExp(
  `(cookie|consent|gdpr|rgpd|dsgvo|privacy-?manager|\\bcmp\\b|cmp[-_.]|${CMP_PATH_WORDS})`,
  'i',
);
const WATCHED_TYPES = new Set(['script', 'document']);

/** Watches requests for CMP scripts and frames; read `scriptSeen` at any time. */
export class CmpSignals {
  scriptSeen = false;

  install(page: Page): void {
    const onRequest = (request: Request) => {
      if (this.scriptSeen || !WATCHED_TYPES.has(request.resourceType())) return;
      if (request.frame() === page.mainFrame() && request.isNavigationRequest()) return;
      if (looksLikeCmp(request.url())) this.scriptSeen = true;
    };
    page.on('request', onRequest);
  }
}

/** Whether a script or frame URL belongs to a CMP: known host, or a consent-named path or file. */
export function looksLikeCmp(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return CMP_SCRIPT_HOSTS.test(parsed.hostname) || CMP_PATH.test(parsed.pathname);
}

const PROBE_SCRIPT = String.raw`((consentSource, KNOWN) => {
  const api = typeof window.__tcfapi === 'function';
  const CONSENT = new RegExp(consentSource, 'i');
  const NAMED = '[id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i], [id*="gdpr" i], [class*="gdpr" i]';
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width >= 2 && r.height >= 2 && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
  };
  let hidden = false;
  for (const el of document.querySelectorAll(KNOWN)) if (!shown(el)) { hidden = true; break; }
  if (!hidden) {
    let looked = 0;
    for (const el of document.querySelectorAll(NAMED)) {
      if (++looked > 200) break;
      if (shown(el) || el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'LINK') continue;
      const text = (el.textContent || '').slice(0, 4000);
      if (text.length < 4000 && CONSENT.test(text) && el.querySelector('button, a, [role=button]')) { hidden = true; break; }
    }
  }
  return { api, hidden };
})`;

const KNOWN_CONTAINERS = JSON.stringify(CMP_CONTAINERS);

/** One look at the page for a CMP stub or hidden consent markup (top frame). */
export async function probeLateBanner(
  page: Page,
  consentPattern: string,
): Promise<LateBannerEvidence | null> {
  if (page.isClosed()) return null;
  const found = await withTimeout(
    page.evaluate(
      `${PROBE_SCRIPT}(${JSON.stringify(consentPattern)}, ${KNOWN_CONTAINERS})`,
    ) as Promise<{
      api: boolean;
      hidden: boolean;
    }>,
    800,
    null,
  );
  if (found?.api) return 'consent_api';
  if (found?.hidden) return 'hidden_banner';
  return null;
}

/**
 * What a visitor does first — move the pointer and scroll a little, then back — for banners that wait
 * for the first interaction. Never clicks; bounded; never throws.
 */
export async function nudgePage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await withTimeout(
    (async () => {
      const size = page.viewportSize() ?? { width: 1280, height: 800 };
      await page.mouse.move(Math.round(size.width / 2), Math.round(size.height / 3), { steps: 2 });
      await page.mouse.wheel(0, Math.round(size.height / 2));
      await new Promise((resolve) => setTimeout(resolve, 80));
      await page.evaluate('window.scrollTo(0, 0)');
    })().catch(() => undefined),
    1_500,
    undefined,
  );
}
