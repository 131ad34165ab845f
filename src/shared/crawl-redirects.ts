/** The model's CrawlRedirects (shared/ imports nothing). */
interface CrawlRedirects {
  from: readonly string[];
  to: readonly string[];
  stopped: boolean;
  untried: number;
}

const preview = (items: readonly string[]) =>
  items.length <= 3
    ? items.join(', ')
    : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`;

/** The crawl's note on pages that redirected to a page already observed (the scan's coverage and pages say it). */
export function crawlRedirectsSentence(redirects: CrawlRedirects): string {
  const { from, to, stopped, untried } = redirects;
  const one = from.length === 1;
  const rest =
    stopped && untried > 0
      ? ` The crawl stopped there, as the other pages of the site likely stand behind the same page (a login wall): ${untried} more ${untried === 1 ? 'page' : 'pages'} could have been visited.`
      : '';
  return `${from.length} crawled ${one ? 'page' : 'pages'} (${preview(from)}) redirected to ${preview(to)}, observed once: ${one ? 'its' : 'their'} own content could not be observed before consent.${rest}`;
}
