import type { Page } from 'playwright-core';

/** Where on the page a link sits. */
export type LinkArea = 'main_navigation' | 'header' | 'content' | 'footer';

/**
 * One link of the page as the crawl and the next page view see it. `href` is the resolved URL and
 * stays in this process (it is navigated to, never stored: only its path leaves observation).
 */
export interface PageLink {
  href: string;
  /** Visible text, or the accessible name or title of a link without text (≤ 120 characters). */
  text: string;
  area: LinkArea;
  /** Carries a `download` attribute, or a non-GET `data-method` (a framework's action link). */
  action: boolean;
  /**
   * A language switcher's link: its `hreflang` (or `lang`) names another language than the page's
   * (the same pages again in that language).
   */
  otherLanguage?: boolean;
}

const MAX_LINKS = 400;

/** Reads the links of the main frame in document order; attributes and text only. */
const LINKS_JS = `(() => {
  const out = [];
  const primary = (lang) => String(lang || '').trim().toLowerCase().split(/[-_]/)[0];
  const pageLang = primary(document.documentElement.lang);
  const areaOf = (a) => {
    if (a.closest('footer, [role=contentinfo]')) return 'footer';
    if (a.closest('nav, [role=navigation]')) return 'main_navigation';
    if (a.closest('header, [role=banner]')) return 'header';
    return 'content';
  };
  for (const a of document.querySelectorAll('a[href], area[href]')) {
    if (out.length >= ${MAX_LINKS}) break;
    const href = a.href;
    if (typeof href !== 'string' || !/^https?:/i.test(href)) continue;
    const text = (a.innerText || a.getAttribute('aria-label') || a.getAttribute('title') || '').replace(/\\s+/g, ' ').trim().slice(0, 120);
    const method = (a.getAttribute('data-method') || 'get').toLowerCase();
    const linkLang = primary(a.getAttribute('hreflang') || a.getAttribute('lang'));
    out.push({ href, text, area: areaOf(a), action: a.hasAttribute('download') || method !== 'get', otherLanguage: linkLang !== '' && pageLang !== '' && linkLang !== pageLang });
  }
  return out;
})()`;

export async function readPageLinks(page: Page): Promise<PageLink[]> {
  if (page.isClosed()) return [];
  try {
    return ((await page.mainFrame().evaluate(LINKS_JS)) as PageLink[]).slice(0, MAX_LINKS);
  } catch {
    return []; // the page navigated away or was closed
  }
}
