import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { findChromium } from './browser-discovery.ts';
import { CdpPipeTransport } from './cdp-pipe.ts';
import { shieldDisposalErrors } from './playwright-disposal.ts';

export interface LaunchOptions {
  /** Chromium host-resolver rules, e.g. "MAP * 127.0.0.1:8443" (staging hosts, the fixture web). */
  mapHosts?: string | undefined;
  /** Accept any TLS certificate (staging and the fixture web only). */
  ignoreTlsErrors?: boolean | undefined;
  /** Forward proxy every browser connection goes through (the egress guard). */
  proxyServer?: string | undefined;
  /** The egress guard: its proxy becomes --proxy-server, and it vets the final switches before Chromium starts. */
  egress?: LaunchEgress | undefined;
  executablePath?: string | undefined;
  /** How long to wait for Chromium to open its DevTools endpoint. */
  startTimeoutMs?: number | undefined;
}

/** What launching needs from an egress guard (src/safety/egress-guard.ts implements it). */
export interface LaunchEgress {
  readonly proxyServer: string;
  /** Throws when a browser started with these switches could reach the network around the guard. */
  assertLaunchGuarded(args: readonly string[]): void;
}

export interface LaunchedChromium {
  browser: Browser;
  pid: number | undefined;
  /** An ordinary desktop Chrome user agent for this build (headless mode announces itself otherwise). */
  userAgent: string;
  /** Closes every context, ends the process (SIGKILL after a grace period) and removes its profile. */
  close(): Promise<void>;
  /** Ends the process at once (a browser that stopped answering); `disconnected` follows. */
  kill(): void;
}

/**
 * We start Chromium ourselves (see prepareProfile), so none of Playwright's default switches apply:
 * this list keeps the browser's own background traffic (sign-in, network time, hints, search
 * preconnects) off the wire, so every request a scan records comes from the page.
 */
const DISABLED_FEATURES = [
  'TrackingProtection3pcd',
  'ThirdPartyStoragePartitioning',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'LensOverlay',
  'MediaRouter',
  'DialMediaRouteProvider',
  'PaintHolding',
  'Translate',
  'OptimizationHints',
  'OptimizationHintsFetching',
  'OptimizationGuideModelDownloading',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'AutofillServerCommunication',
  'CertificateTransparencyComponentUpdater',
  'InterestFeedContentSuggestions',
  'PreloadTopChromeWebUI',
];
const ENABLED_FEATURES = ['SkipListAccountsWithoutGaiaCookies'];

export function chromiumArgs(options: LaunchOptions): string[] {
  const args = [
    '--headless',
    // The page must see an ordinary browser: CMPs such as vanilla-cookieconsent hide from bots.
    '--disable-blink-features=AutomationControlled',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
    `--enable-features=${ENABLED_FEATURES.join(',')}`,
    '--disable-field-trial-config',
    '--disable-breakpad',
    '--disable-client-side-phishing-detection',
    '--disable-domain-reliability',
    '--disable-component-extensions-with-background-pages',
    '--disable-back-forward-cache',
    '--disable-background-timer-throttling',
    '--disable-search-engine-choice-screen',
    '--metrics-recording-only',
    '--no-pings',
    '--no-service-autorun',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-hang-monitor',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    '--disable-ipc-flooding-protection',
    '--password-store=basic',
    '--use-mock-keychain',
    '--mute-audio',
    // No CSS animations or smooth scrolling to paint frame by frame: less renderer CPU, same requests.
    '--force-prefers-reduced-motion',
    '--disable-smooth-scrolling',
    // WebRTC must not open UDP paths around the proxy.
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
  // Chromium refuses its sandbox as root without user namespaces; containers and CI run as root.
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  if (options.mapHosts) args.push(`--host-resolver-rules=${options.mapHosts}`);
  if (options.ignoreTlsErrors) args.push('--ignore-certificate-errors');
  if (options.proxyServer) {
    args.push(`--proxy-server=${options.proxyServer}`, '--proxy-bypass-list=<-loopback>');
  }
  return args;
}

/**
 * The environment Chromium gets: an allow-list of what a browser needs (paths, locale, fonts, the
 * operator's proxy), never the process's own secrets — CONSENTRY_KEY_SECRET, database URLs, the GitHub
 * token, API keys — which a compromised renderer could otherwise read from /proc. CHROMIUM_FLAGS is
 * left out too: Debian's launcher appends it to the command line, past the egress guard's check.
 */
const ENV_NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LANGUAGE',
  'TZ',
  'LD_LIBRARY_PATH',
  'CHROME_DEVEL_SANDBOX',
]);
const ENV_PREFIXES = ['LC_', 'XDG_', 'FONTCONFIG_'];
const PROXY_NAMES = new Set(['http_proxy', 'https_proxy', 'no_proxy', 'all_proxy']);

export function chromiumEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (
      ENV_NAMES.has(name) ||
      ENV_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
      PROXY_NAMES.has(name.toLowerCase())
    )
      out[name] = value;
  }
  return out;
}

/**
 * Running as root, Chromium has no sandbox (it refuses one without user namespaces, so --no-sandbox
 * is passed): a renderer exploit then runs as root. Faces print this at start; null when not root.
 */
export function rootSandboxWarning(): string | null {
  if (process.getuid?.() !== 0) return null;
  return 'running as root: Chromium runs without its sandbox (--no-sandbox), so a compromised page renderer would run as root. Run consentry as an unprivileged user (see the deployment notes in the README).';
}

/**
 * This Chromium blocks third-party cookies by default (profile pref cookie_controls_mode = 1), which
 * would hide IDE, MUID, li_* … from the scan; no switch changes that. So the profile's preferences
 * are written before start (0 = allow; new contexts inherit it) and Chromium is launched by us,
 * then joined over its DevTools pipe.
 */
function prepareProfile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-chromium-'));
  mkdirSync(join(dir, 'Default'));
  writeFileSync(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  return dir;
}

export async function launchChromium(options: LaunchOptions = {}): Promise<LaunchedChromium> {
  const args = chromiumArgs(
    options.egress
      ? { ...options, proxyServer: options.proxyServer ?? options.egress.proxyServer }
      : options,
  );
  // A launch that would bypass the egress guard is refused before anything else, browser or not.
  options.egress?.assertLaunchGuarded(args);
  const executablePath = options.executablePath ?? findChromium().executablePath;
  const profileDir = prepareProfile();
  // Playwright speaks CDP over the pipe (fds 3 and 4), which only this process holds open: when it
  // dies, even by SIGKILL, the kernel closes the pipe and Chromium exits with it (no orphans).
  const proc = spawn(
    executablePath,
    [...args, '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
      env: chromiumEnvironment(),
    },
  );
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const cleanup = () => rmSync(profileDir, { recursive: true, force: true });
  let browser: Browser;
  try {
    const transport = new CdpPipeTransport(proc.stdio[3] as Writable, proc.stdio[4] as Readable);
    // Loaded here, not at module load: the Action's remote mode runs the library without playwright-core installed.
    const { chromium } = await import('playwright-core');
    browser = await chromium.connectOverCDP(transport, {
      timeout: options.startTimeoutMs ?? 30_000,
    });
    shieldDisposalErrors(browser);
  } catch (error) {
    proc.kill('SIGKILL');
    await exited;
    cleanup();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Armed first: a frozen browser answers no Browser.close, and its death ends the pending call.
      const killTimer = setTimeout(() => proc.kill('SIGKILL'), 3_000);
      try {
        const session = await browser.newBrowserCDPSession();
        await session.send('Browser.close');
      } catch {
        // already gone
      }
      await exited;
      clearTimeout(killTimer);
      cleanup();
    })();
    return closing;
  };
  const major = browser.version().split('.')[0] ?? '0';
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
  return { browser, pid: proc.pid, userAgent, close, kill: () => void proc.kill('SIGKILL') };
}
