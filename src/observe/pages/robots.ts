import type { Page } from 'playwright-core';
import robotsParserModule from 'robots-parser';

// robots-parser is CommonJS (`module.exports = fn`) typed as `export default fn`: under NodeNext the
// default import is the function itself at run time, the typings' `default` member in the checker.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** robots.txt of the starting page's origin, as the crawl obeys it. */
export type RobotsRules =
  | { state: 'honoured'; allows(url: string): boolean }
  | { state: 'absent' | 'unreadable' | 'ignored'; allows(url: string): boolean };

/** Fetched from inside the page (same origin), so it goes through the browser, its proxy and host rules. */
const FETCH_ROBOTS = `(async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3000);
  try {
    const response = await fetch('/robots.txt', { credentials: 'omit', cache: 'no-store', redirect: 'follow', signal: controller.signal });
    if (response.status >= 400 && response.status < 500) return { status: response.status, text: null };
    if (!response.ok) return { status: response.status, text: null };
    return { status: response.status, text: (await response.text()).slice(0, 500000) };
  } catch {
    return { status: 0, text: null };
  } finally {
    clearTimeout(timer);
  }
})()`;

/**
 * The crawl's robots.txt, by the usual reading: a 4xx (none) allows every path, a server error or no
 * answer allows none (the site may be struggling), and rules are matched for the `*` group.
 */
export async function readRobots(page: Page, ignore: boolean): Promise<RobotsRules> {
  if (ignore) return { state: 'ignored', allows: () => true };
  let result: { status: number; text: string | null };
  try {
    result = (await page.evaluate(FETCH_ROBOTS)) as { status: number; text: string | null };
  } catch {
    result = { status: 0, text: null };
  }
  if (result.text === null) {
    return result.status >= 400 && result.status < 500
      ? { state: 'absent', allows: () => true }
      : { state: 'unreadable', allows: () => false };
  }
  const robots = robotsParser(new URL('/robots.txt', page.url()).href, result.text);
  return { state: 'honoured', allows: (url) => robots.isAllowed(url) !== false };
}
