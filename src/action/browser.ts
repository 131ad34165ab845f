/**
 * The browser of a local scan: the runner's own (CONSENTRY_CHROMIUM, Debian/Ubuntu chromium, Google
 * Chrome — GitHub's Ubuntu runners ship /usr/bin/google-chrome), found by the library's discovery.
 * Only when there is none does the Action install one, with the Playwright CLI of the installed
 * playwright-core: `node <playwright-core>/cli.js install chromium` (Chrome for Testing into
 * ~/.cache/ms-playwright, which the discovery searches). The CLI never runs the library itself.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserNotFoundError, findChromium, type DiscoveredBrowser } from '../internal.ts';

export interface BrowserSetup {
  find: () => DiscoveredBrowser;
  install: () => Promise<void>;
  log: (message: string) => void;
}

/** The install command the Action runs when no browser is found. */
export function chromiumInstallCommand(): { command: string; args: string[] } {
  const cli = join(
    dirname(fileURLToPath(import.meta.resolve('playwright-core/package.json'))),
    'cli.js',
  );
  return { command: process.execPath, args: [cli, 'install', 'chromium'] };
}

function runInstall(): Promise<void> {
  const { command, args } = chromiumInstallCommand();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${args.slice(1).join(' ')} exited with code ${code}`)),
    );
  });
}

export const DEFAULT_BROWSER_SETUP: BrowserSetup = {
  find: () => findChromium(),
  install: runInstall,
  log: (message) => console.log(message),
};

export async function ensureChromium(
  setup: BrowserSetup = DEFAULT_BROWSER_SETUP,
): Promise<DiscoveredBrowser> {
  try {
    const found = setup.find();
    setup.log(`consentry: browser ${found.executablePath} (${found.source})`);
    return found;
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error;
  }
  setup.log(
    'consentry: no Chromium or Chrome on this runner; installing Chromium with the Playwright CLI (playwright-core install chromium)',
  );
  await setup.install();
  const found = setup.find();
  setup.log(`consentry: browser ${found.executablePath} (${found.source})`);
  return found;
}
