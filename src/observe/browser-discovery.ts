import { accessSync, constants, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface DiscoveredBrowser {
  executablePath: string;
  /** Where the path came from: the env variable, a system path, or Playwright's cache. */
  source: 'CONSENTRY_CHROMIUM' | 'system' | 'playwright-cache';
}

/**
 * The headless shell comes first: it is the same Blink and network stack without the browser UI,
 * and needs about half the CPU per page of full Chromium in headless mode (no top-chrome WebUI
 * renderer per window) — on a 2-core machine that is the scan budget.
 */
const SYSTEM_PATHS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const NO_BROWSER_HELP = [
  'consentry needs Chromium or Google Chrome and found neither.',
  'It never downloads a browser by itself. Any one of these fixes it:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium   (or run `npm run setup` as root, which does it)',
  '  - macOS: install Google Chrome, or `brew install --cask chromium`',
  '  - any system: point CONSENTRY_CHROMIUM at a Chromium/Chrome executable,',
  '    e.g. CONSENTRY_CHROMIUM=/path/to/chrome consentry scan https://example.com',
].join('\n');

export class BrowserNotFoundError extends Error {
  readonly code = 'browser_not_found';
  constructor(detail?: string) {
    super(detail ? `${detail}\n${NO_BROWSER_HELP}` : NO_BROWSER_HELP);
    this.name = 'BrowserNotFoundError';
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Chromium builds Playwright may have left in its cache (newest first); never downloaded by us. */
function playwrightCacheCandidates(env: NodeJS.ProcessEnv): string[] {
  const root = env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  let dirs: string[];
  try {
    dirs = readdirSync(root).filter((d) => /^chromium-\d+$/.test(d));
  } catch {
    return [];
  }
  dirs.sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  return dirs.flatMap((d) => [
    join(root, d, 'chrome-linux64', 'chrome'),
    join(root, d, 'chrome-linux', 'chrome'),
  ]);
}

/**
 * Finds a Chromium/Chrome executable: CONSENTRY_CHROMIUM, then the usual system paths,
 * then Playwright's browser cache. Throws BrowserNotFoundError with install instructions.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  systemPaths: readonly string[] = SYSTEM_PATHS,
): DiscoveredBrowser {
  const configured = env.CONSENTRY_CHROMIUM?.trim();
  if (configured) {
    if (isExecutable(configured))
      return { executablePath: configured, source: 'CONSENTRY_CHROMIUM' };
    throw new BrowserNotFoundError(`CONSENTRY_CHROMIUM=${configured} is not an executable file.`);
  }
  for (const path of systemPaths) {
    if (isExecutable(path)) return { executablePath: path, source: 'system' };
  }
  for (const path of playwrightCacheCandidates(env)) {
    if (isExecutable(path)) return { executablePath: path, source: 'playwright-cache' };
  }
  throw new BrowserNotFoundError();
}
