import type { PageViewVia } from '../../model/index.ts';
import { pathOf } from '../site.ts';
import type { LinkArea, PageLink } from './page-links.ts';

/**
 * Which links of a page the scanner may follow, and in which order (pure). It follows only http(s)
 * links to pages of the starting page's own host; never a logout, delete, unsubscribe-like or action
 * link, a one-time link (a token in the query) or a file; and prefers, for the page view after a
 * choice, the main navigation, and for the crawl, pages with forms, then the privacy choices and the
 * privacy notice, then the main navigation.
 */

/** Links whose following changes something: sessions, accounts, subscriptions, carts, files. */
const SIDE_EFFECT =
  /\b(log[-_ ]?out|log[-_ ]?off|sign[-_ ]?out|signout|logoff|delete|remove|unsubscribe|deactivate|cancel|destroy|revoke|disconnect|unlink|(empty|clear)[-_ ]?(the[-_ ]?)?(cart|basket|bag)|(cart|basket|bag)\/(clear|empty)|add[-_ ]?to[-_ ]?(cart|basket|bag|wishlist)|cart\/add|buy[-_ ]?now|purchase|download|export)\b/i;
/** Query keys of one-time links (confirmation, password reset, magic sign-in). */
const ONE_TIME_QUERY = /(^|[?&])(token|key|sig|signature|nonce|otp|code|auth|hash|ticket)=/i;
/** Not pages: documents, archives, media, feeds. */
const FILE =
  /\.(pdf|zip|gz|tgz|rar|7z|exe|dmg|msi|pkg|apk|iso|docx?|xlsx?|pptx?|odt|csv|mp3|mp4|m4a|mov|avi|webm|ogg|wav|jpe?g|png|gif|svg|webp|avif|ico|xml|json|txt|rss|atom|ics|vcf)$/i;

const PRIVACY_CHOICES =
  /do[-_ ]?not[-_ ]?sell|privacy[-_ ]?choices|opt[-_ ]?out|limit[-_ ]?the[-_ ]?use|\bccpa\b|\bcpra\b/i;
const PRIVACY_NOTICE =
  /privacy|datenschutz|privacidad|confidentialit|privacit|data[-_ ]?protection|cookie[-_ ]?(policy|notice|statement)/i;
const FORM_PAGE =
  /contact|kontakt|appointment|\bbook(ing)?\b|book[-_ ]?online|reserv|sign[-_ ]?up|signup|register|registration|newsletter|subscribe|log[-_ ]?in|login|sign[-_ ]?in|signin|\baccount\b|portal|checkout|donat|quote|enquir|inquir|\bapply\b|application|\bdemo\b|free[-_ ]?trial|get[-_ ]?started/i;

export interface LinkTarget {
  /** The URL to navigate to (without fragment); stays in this process. */
  url: string;
  /** Path and query, the key of a page for this choice. */
  key: string;
  path: string;
  via: PageViewVia;
}

export interface Rejected {
  path: string;
  reason: 'side_effect_link';
}

function parse(href: string): URL | null {
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

/** A link that must never be followed: it logs out, deletes, unsubscribes, buys, downloads, or is one-time. */
export function isSideEffectLink(link: PageLink, url: URL): boolean {
  if (link.action) return true;
  if (ONE_TIME_QUERY.test(url.search)) return true;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the encoded path
  }
  return SIDE_EFFECT.test(`${path} ${url.search} ${link.text}`);
}

/** Same page, as the crawl counts pages: path and query (the fragment never makes another page). */
export const pageKey = (url: URL): string => `${url.pathname}${url.search}`;

/** How the crawl ranks a link: a page with a form, the privacy choices, the privacy notice, navigation. */
export function crawlClass(link: PageLink, url: URL): PageViewVia {
  const words = `${url.pathname.replace(/[/_-]+/g, ' ')} ${link.text}`;
  if (FORM_PAGE.test(words)) return 'form_page';
  if (PRIVACY_CHOICES.test(words)) return 'privacy_choices';
  if (PRIVACY_NOTICE.test(words)) return 'privacy_notice';
  return link.area === 'main_navigation' ? 'main_navigation' : 'page_link';
}

const CLASS_RANK: Record<PageViewVia, number> = {
  form_page: 0,
  privacy_choices: 1,
  privacy_notice: 2,
  main_navigation: 3,
  page_link: 4,
  reload: 5,
};
/**
 * A form-like link in the page's content ("Emergency appointments" in a list of treatments) is less
 * sure to lead to a form than one in the site's navigation, header or footer: it comes after the
 * privacy pages, still before the rest of the navigation.
 */
const rankOf = (target: { via: PageViewVia; area: LinkArea }): number =>
  target.via === 'form_page' && target.area === 'content' ? 2.5 : CLASS_RANK[target.via];
const AREA_RANK: Record<LinkArea, number> = {
  main_navigation: 0,
  header: 1,
  content: 2,
  footer: 3,
};

type Followable = LinkTarget & { area: LinkArea; order: number; otherLanguage: boolean };

/**
 * The same-host page links of a page, each page once, in the order given by `rank`, with the
 * side-effect links that were refused. `exclude` holds page keys already seen or visited.
 */
function followable(
  links: readonly PageLink[],
  host: string,
  exclude: ReadonlySet<string>,
): { targets: Followable[]; rejected: Rejected[] } {
  const targets: Followable[] = [];
  const rejected: Rejected[] = [];
  const seen = new Set<string>(exclude);
  links.forEach((link, order) => {
    const url = parse(link.href);
    if (!url || url.hostname.toLowerCase() !== host || FILE.test(url.pathname)) return;
    const key = pageKey(url);
    if (seen.has(key)) return;
    seen.add(key);
    if (isSideEffectLink(link, url)) {
      rejected.push({ path: pathOf(url.href), reason: 'side_effect_link' });
      return;
    }
    targets.push({
      url: url.href,
      key,
      path: pathOf(url.href),
      via: crawlClass(link, url),
      area: link.area,
      order,
      otherLanguage: link.otherLanguage === true,
    });
  });
  return { targets, rejected };
}

/**
 * The page view after a choice: a same-host link of the page (main navigation first, then header,
 * content, footer; document order within each), never the page itself; null = reload instead.
 */
export function nextViewTarget(links: readonly PageLink[], currentUrl: string): LinkTarget | null {
  const current = parse(currentUrl);
  if (!current) return null;
  const { targets } = followable(
    links,
    current.hostname.toLowerCase(),
    new Set([pageKey(current)]),
  );
  const best = [...targets].sort(
    (a, b) => AREA_RANK[a.area] - AREA_RANK[b.area] || a.order - b.order,
  )[0];
  if (!best) return null;
  return {
    url: best.url,
    key: best.key,
    path: best.path,
    via: best.area === 'main_navigation' ? 'main_navigation' : 'page_link',
  };
}

/**
 * The crawl's candidates from the starting page's links, best first: pages with forms (linked from the
 * site's chrome), the privacy choices, the privacy notice, form-like links in the content, the main
 * navigation, then other links (header, content, footer).
 */
export function crawlTargets(
  links: readonly PageLink[],
  startUrl: string,
): { targets: LinkTarget[]; rejected: Rejected[] } {
  const start = parse(startUrl);
  if (!start) return { targets: [], rejected: [] };
  const { targets, rejected } = followable(
    links,
    start.hostname.toLowerCase(),
    new Set([pageKey(start)]),
  );
  const ranked = [...targets].sort(
    (a, b) => rankOf(a) - rankOf(b) || AREA_RANK[a.area] - AREA_RANK[b.area] || a.order - b.order,
  );
  // Distinct pages first: a second query of a path already chosen (a calendar's ?month=, a list's
  // ?page=, a filter) and a language switcher's copy of the site come after every other page.
  const startEdition = languageEdition(start.pathname);
  const paths = new Set<string>([start.pathname]);
  const distinct: typeof ranked = [];
  const repeats: typeof ranked = [];
  for (const target of ranked) {
    const url = new URL(target.url);
    const edition = languageEdition(url.pathname);
    const otherLanguage =
      target.otherLanguage === true || (edition !== null && edition !== startEdition);
    if (otherLanguage || paths.has(url.pathname)) repeats.push(target);
    else distinct.push(target);
    paths.add(url.pathname);
  }
  return {
    targets: [...distinct, ...repeats].map(({ url, key, path, via }) => ({ url, key, path, via })),
    rejected,
  };
}

/** Language codes sites put first in their paths for another edition (/de/, /fr-ca/, /pt_br/). */
const LANGUAGE_SEGMENT =
  /^\/(en|de|fr|es|it|nl|pt|pl|sv|da|no|nb|fi|cs|sk|hu|ro|bg|el|hr|sl|sr|et|lv|lt|tr|ru|uk|ja|zh|ko|ar|he|hi|id|th|vi|ca|eu|ga|is)([-_][a-z]{2,4})?(\/|$)/i;
/** The language edition a path belongs to by its first segment (`de`, `fr-ca`), or null. */
function languageEdition(pathname: string): string | null {
  const match = LANGUAGE_SEGMENT.exec(pathname);
  return match ? `${match[1]}${match[2] ?? ''}`.toLowerCase() : null;
}
